/**
 * What the start screen does with saved games, loaded only when it is shown (a game in progress
 * never downloads this): list them, delete one, export one as stored, and import a file.
 */
import { err, ok, type Result } from '$lib/result';
import { downloadJson, MAX_IMPORT_BYTES } from '$lib/storage/download';
import { shortenFileNames } from '$lib/shorten-names';
import {
	MAX_NAME_LENGTH,
	parseLogSteps,
	toLog,
	type Game,
	type LogError
} from '$lib/stay-away/table';
import type { GameSummaryFields, StayAwayDb } from './db';
import { actionKeys, gameAt, newerVersion, runInSlices, type GameList } from './games';

export { MAX_IMPORT_BYTES };

/** The exact stored text of a game, readable or not (for "export raw"); `null` when missing. */
export async function rawGameText(db: StayAwayDb | null, id: string): Promise<string | null> {
	if (!db) return null;
	try {
		const record = await db.get('games', id);
		if (!record) return null;
		const actions = await db.getAll('actions', actionKeys(id));
		const header =
			typeof record.log === 'object' && record.log !== null ? record.log : { log: record.log };
		return `${JSON.stringify({ ...header, actions }, null, 1)}\n`;
	} catch {
		return null;
	}
}

/** A stored record's summary, checked; `null` when it has none or it is malformed. */
function checkedSummary(value: unknown): GameSummaryFields | null {
	if (typeof value !== 'object' || value === null) return null;
	const s = value as Record<string, unknown>;
	const fine =
		Number.isInteger(s.seats) &&
		Array.isArray(s.names) &&
		s.names.every((n) => typeof n === 'string') &&
		Number.isInteger(s.actions) &&
		typeof s.over === 'boolean';
	return fine ? (s as unknown as GameSummaryFields) : null;
}

/**
 * Every saved game, most recently saved first (by `seq`, which the app hands out, never by the
 * clock). Reads only the game records: the summaries were stored with them, so no log is replayed.
 * Games that cannot be read are returned apart, with their reason. Never throws.
 */
export async function listGames(db: StayAwayDb | null): Promise<GameList> {
	const list: GameList = { games: [], unreadable: [] };
	if (!db) return list;
	try {
		const records = await db.getAllFromIndex('games', 'seq');
		for (const record of records.reverse()) {
			const newer = newerVersion(record.log);
			const summary = checkedSummary(record.summary);
			if (newer !== null) {
				list.unreadable.push({
					id: record.id,
					updatedAt: record.updatedAt,
					seq: record.seq,
					reason: { code: 'newer-version', version: newer }
				});
			} else if (!summary) {
				list.unreadable.push({
					id: record.id,
					updatedAt: record.updatedAt,
					seq: record.seq,
					reason: { code: 'damaged', error: null }
				});
			} else {
				list.games.push({
					id: record.id,
					createdAt: record.createdAt,
					updatedAt: record.updatedAt,
					seq: record.seq,
					...summary
				});
			}
		}
	} catch {
		// Storage unavailable: an empty list.
	}
	return list;
}

/** Delete a saved game and its actions. Resolves `false` when storage failed. */
export async function deleteGame(db: StayAwayDb | null, id: string): Promise<boolean> {
	if (!db) return false;
	try {
		const tx = db.transaction(['games', 'actions'], 'readwrite');
		void tx.objectStore('games').delete(id);
		void tx.objectStore('actions').delete(actionKeys(id));
		await tx.done;
		return true;
	} catch {
		return false;
	}
}

/** The JSON text of a game's export file: the engine's log, with the actions in force. */
export function exportText(game: Game): string {
	return `${JSON.stringify(toLog(game), null, 1)}\n`;
}

/**
 * Save a game's export file in the browser's downloads, named `<name>-<YYYY-MM-DD>.json` (the
 * name in the reader's language). Browser only.
 */
export function downloadGame(game: Game, name: string): void {
	downloadJson(exportText(game), name);
}

/** Why an import failed: `too-large`, `not-json`, or the engine's {@link LogError}. */
export type ImportError =
	{ code: 'too-large'; bytes: number } | { code: 'not-json'; message: string } | LogError;

/** An imported game, and the seats (0-based) whose names were too long and were shortened. */
export interface ImportedGame {
	readonly game: Game;
	readonly shortened: readonly number[];
}

/**
 * Read an import file's text as a game, in slices (a 20,000-action file leaves the page
 * responsive). Never throws and changes nothing: the caller saves the result only when `ok`.
 * Rejects files over {@link MAX_IMPORT_BYTES}, text that is not JSON, logs from a newer version,
 * and anything the schema or a replay refuses. A name longer than the form's limit
 * ({@link MAX_NAME_LENGTH}) is shortened (`shortenFileNames`) rather than refusing the file; the
 * result says whose.
 */
export async function importText(text: string): Promise<Result<ImportedGame, ImportError>> {
	const bytes = new TextEncoder().encode(text).length;
	if (bytes > MAX_IMPORT_BYTES) return err({ code: 'too-large', bytes });
	let data: unknown;
	try {
		data = JSON.parse(text);
	} catch (error) {
		return err({
			code: 'not-json',
			message: error instanceof Error ? error.message : String(error)
		});
	}
	const named = shortenFileNames(data, MAX_NAME_LENGTH);
	const read = gameAt(await runInSlices(parseLogSteps(named.data)));
	return read.ok ? ok({ game: read.value, shortened: named.shortened }) : read;
}
