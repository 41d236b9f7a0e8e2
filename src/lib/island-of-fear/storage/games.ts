/**
 * Island of Fear's Host's Table games in IndexedDB: reading, writing, export and import. The
 * database itself, the list of saved games and deletion are in `host-db.ts`, which the start
 * screen loads without the rules and the schema library.
 *
 * Every write names the revision it was based on and is refused when the stored one differs:
 * a game open in two tabs never loses an action unseen; the tab that wrote second is told and
 * reloads the game as stored. A game read back is checked like an imported file (schema, then
 * the rules), so a damaged record is reported, never half-opened. Nothing here throws: a missing
 * or full database gives `unavailable`, and the page keeps the game in memory.
 */
import { openHostDb, summaryOf } from './db';
import { err, ok, type Result } from '$lib/result';
import { logInForce } from '$lib/action-log';
import { parseHostLog, type HostGame, type HostLogError } from '$lib/island-of-fear/host-log';
import { MAX_IMPORT_BYTES } from '$lib/storage/download';
import { shortenFileNames } from '$lib/shorten-names';
import { MAX_NAME_LENGTH } from '$lib/island-of-fear/limits';

/** Why a read or a write failed. */
export type HostStoreError =
	| { code: 'unavailable' }
	| { code: 'missing' }
	| { code: 'conflict'; revision: number }
	| { code: 'unreadable'; error: HostLogError };

/** Read a game and the revision it was stored at. */
export async function readHostGame(
	id: string
): Promise<Result<{ game: HostGame; revision: number; createdAt: number }, HostStoreError>> {
	const db = await openHostDb();
	if (!db) return err({ code: 'unavailable' });
	try {
		const stored = await db.get('games', id);
		if (!stored) return err({ code: 'missing' });
		const read = parseHostLog(stored.log, stored.cursor);
		if (!read.ok) return err({ code: 'unreadable', error: read.error });
		return ok({ game: read.value, revision: stored.revision, createdAt: stored.createdAt });
	} catch {
		return err({ code: 'unavailable' });
	}
}

/**
 * Store a game, based on revision `base` (`null`: a new game). Refused with `conflict` when the
 * stored revision is not `base` (another tab wrote first) and `missing` when the game was deleted;
 * resolves with the new revision.
 */
export async function writeHostGame(write: {
	id: string;
	createdAt: number;
	game: HostGame;
	base: number | null;
}): Promise<Result<number, HostStoreError>> {
	const db = await openHostDb();
	if (!db) return err({ code: 'unavailable' });
	try {
		const tx = db.transaction('games', 'readwrite');
		const stored = await tx.store.get(write.id);
		const refuse = (e: HostStoreError) => {
			tx.done.catch(() => undefined);
			tx.abort();
			return err(e);
		};
		if (write.base === null && stored)
			return refuse({ code: 'conflict', revision: stored.revision });
		if (write.base !== null && !stored) return refuse({ code: 'missing' });
		if (stored && stored.revision !== write.base)
			return refuse({ code: 'conflict', revision: stored.revision });
		const revision = (stored?.revision ?? 0) + 1;
		void tx.store.put({
			id: write.id,
			createdAt: write.createdAt,
			updatedAt: Date.now(),
			revision,
			cursor: write.game.cursor,
			log: write.game.log,
			summary: summaryOf(write.game)
		});
		await tx.done;
		return ok(revision);
	} catch {
		return err({ code: 'unavailable' });
	}
}

/** The JSON text of a game's export file: its log, with the actions in force. */
export function hostExportText(game: HostGame): string {
	return `${JSON.stringify(logInForce(game), null, 1)}\n`;
}

/** Why an import failed: the file is too large, not JSON, or not a valid log ({@link HostLogError}). */
export type HostImportError =
	{ code: 'too-large'; bytes: number } | { code: 'not-json' } | HostLogError;

/** An imported game, and the seats (0-based) whose names were too long and were shortened. */
export interface ImportedHostGame {
	readonly game: HostGame;
	readonly shortened: readonly number[];
}

/**
 * Read an import file's text as a game. Never throws and changes nothing. A name longer than the
 * form's limit ({@link MAX_NAME_LENGTH}) is shortened (`shortenFileNames`) rather than refusing the
 * file; the result says whose.
 */
export function importHostText(text: string): Result<ImportedHostGame, HostImportError> {
	const bytes = new TextEncoder().encode(text).length;
	if (bytes > MAX_IMPORT_BYTES) return err({ code: 'too-large', bytes });
	let data: unknown;
	try {
		data = JSON.parse(text);
	} catch {
		return err({ code: 'not-json' });
	}
	const named = shortenFileNames(data, MAX_NAME_LENGTH);
	const read = parseHostLog(named.data);
	return read.ok ? ok({ game: read.value, shortened: named.shortened }) : read;
}
