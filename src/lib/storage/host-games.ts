/**
 * Island of Fear's Host's Table games in IndexedDB (through idb), in a database of their own,
 * `island-of-fear`, so Stay Away!'s database and its upgrades are untouched.
 *
 * Schema versions (never edit a past step; add a new one):
 * - v1: object store `games` (key path `id`), one record per game: `{ id, createdAt, updatedAt,
 *   revision, cursor, log }`, the whole log (undone actions included, so redo survives a reload).
 *   A Host's game is a few hundred actions, so every write stores the whole record.
 *
 * Every write names the revision it was based on and is refused when the stored one differs:
 * a game open in two tabs never loses an action unseen; the tab that wrote second is told and
 * reloads the game as stored. A game read back is checked like an imported file (schema, then
 * the rules), so a damaged record is reported, never half-opened. Nothing here throws: a missing
 * or full database gives `unavailable`, and the page keeps the game in memory.
 */
import type { DBSchema, IDBPDatabase } from 'idb';
import { openDB } from './db';
import { err, ok, type Result } from '$lib/result';
import { logInForce } from '$lib/action-log';
import { parseHostLog, type HostGame, type HostLogError } from '$lib/island-of-fear/host-log';
import { MAX_IMPORT_BYTES } from './download';

/** A stored game. Times in ms since the epoch (shown only); `log` is the whole log, as JSON. */
export interface StoredHostGame {
	id: string;
	createdAt: number;
	updatedAt: number;
	revision: number;
	cursor: number;
	log: unknown;
}

interface HostSchema extends DBSchema {
	games: { key: string; value: StoredHostGame };
}

/** The database's name and version. */
export const HOST_DB_NAME = 'island-of-fear';
export const HOST_DB_VERSION = 1;

let opening: Promise<IDBPDatabase<HostSchema> | null> | undefined;

/** Open the database once per page; `null` when IndexedDB is missing or refuses. Never rejects. */
export function openHostDb(): Promise<IDBPDatabase<HostSchema> | null> {
	opening ??= (async () => {
		if (typeof indexedDB === 'undefined') return null;
		try {
			return await openDB<HostSchema>(HOST_DB_NAME, HOST_DB_VERSION, {
				upgrade(db, oldVersion) {
					if (oldVersion < 1) db.createObjectStore('games', { keyPath: 'id' });
				},
				terminated: () => (opening = undefined)
			});
		} catch {
			return null;
		}
	})();
	return opening;
}

/** A saved game as listed: the newest first. */
export interface HostGameSummary {
	id: string;
	updatedAt: number;
	seats: number;
	names: string[];
	phase: 'setup' | 'night' | 'day' | 'over';
	/** The current or last night's number (0 before the first). */
	night: number;
}

/** Why a read or a write failed. */
export type HostStoreError =
	| { code: 'unavailable' }
	| { code: 'missing' }
	| { code: 'conflict'; revision: number }
	| { code: 'unreadable'; error: HostLogError };

/** The saved games, newest first (those that do not open are left out). */
export async function listHostGames(): Promise<HostGameSummary[]> {
	const db = await openHostDb();
	if (!db) return [];
	try {
		const all = await db.getAll('games');
		return all
			.flatMap((g) => {
				const read = parseHostLog(g.log, g.cursor);
				if (!read.ok) return [];
				const { setup } = read.value.log;
				const { phase, night } = read.value.state;
				return [
					{
						id: g.id,
						updatedAt: g.updatedAt,
						seats: setup.seats,
						names: [...setup.names],
						phase,
						night
					}
				];
			})
			.sort((a, b) => b.updatedAt - a.updatedAt);
	} catch {
		return [];
	}
}

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
			log: write.game.log
		});
		await tx.done;
		return ok(revision);
	} catch {
		return err({ code: 'unavailable' });
	}
}

/** Delete a game; false when storage failed. */
export async function deleteHostGame(id: string): Promise<boolean> {
	const db = await openHostDb();
	if (!db) return false;
	try {
		await db.delete('games', id);
		return true;
	} catch {
		return false;
	}
}

/** The JSON text of a game's export file: its log, with the actions in force. */
export function hostExportText(game: HostGame): string {
	return `${JSON.stringify(logInForce(game), null, 1)}\n`;
}

/** Why an import failed: the file is too large, not JSON, or not a valid log ({@link HostLogError}). */
export type HostImportError =
	{ code: 'too-large'; bytes: number } | { code: 'not-json' } | HostLogError;

/** Read an import file's text as a game. Never throws and changes nothing. */
export function importHostText(text: string): Result<HostGame, HostImportError> {
	const bytes = new TextEncoder().encode(text).length;
	if (bytes > MAX_IMPORT_BYTES) return err({ code: 'too-large', bytes });
	let data: unknown;
	try {
		data = JSON.parse(text);
	} catch {
		return err({ code: 'not-json' });
	}
	return parseHostLog(data);
}
