/**
 * Island of Fear's Host's Table database (IndexedDB through idb), a database of its own,
 * `island-of-fear`, so Stay Away!'s database and its upgrades are untouched; and what the start
 * screen does with it: list the saved games (from the summary stored with each, so listing reads
 * no log and loads no schema) and delete one. Reading and writing games is in `host-games.ts`.
 *
 * Schema versions (never edit a past step; add a new one):
 * - v1: object store `games` (key path `id`), one record per game: `{ id, createdAt, updatedAt,
 *   revision, cursor, log, summary }`, the whole log (undone actions included, so redo survives a
 *   reload). A Host's game is a few hundred actions, so every write stores the whole record.
 *
 * Nothing here throws: a missing database lists nothing and deletes nothing.
 */
import type { DBSchema, IDBPDatabase } from 'idb';
import type { HostGame } from '$lib/island-of-fear/host-log';
import { openAppDatabase } from '$lib/storage/idb';

/** A stored game. Times in ms since the epoch (shown only); `log` is the whole log, as JSON. */
export interface StoredHostGame {
	id: string;
	createdAt: number;
	updatedAt: number;
	revision: number;
	cursor: number;
	log: unknown;
	/** What the list shows, written with every save (see {@link summaryOf}). */
	summary: HostGameSummaryFields;
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
	opening ??= openAppDatabase<HostSchema>({
		name: HOST_DB_NAME,
		version: HOST_DB_VERSION,
		upgrade(db, oldVersion) {
			if (oldVersion < 1) db.createObjectStore('games', { keyPath: 'id' });
		},
		onClose: (why) => (opening = why === 'terminated' ? undefined : Promise.resolve(null))
	});
	return opening;
}

/** What the saved-games list shows of a game: its size, names and where it stands. */
export interface HostGameSummaryFields {
	seats: number;
	names: string[];
	phase: 'setup' | 'night' | 'day' | 'over';
	/** The current or last night's number (0 before the first). */
	night: number;
}

/** A saved game as listed, the newest first. */
export interface HostGameSummary extends HostGameSummaryFields {
	id: string;
	updatedAt: number;
}

/** The list summary of a game. */
export function summaryOf(game: HostGame): HostGameSummaryFields {
	const { setup, phase, night } = game.state;
	return { seats: setup.seats, names: [...setup.names], phase, night };
}

/** The saved games, newest first; a record without a readable summary is left out. */
export async function listHostGames(): Promise<HostGameSummary[]> {
	const db = await openHostDb();
	if (!db) return [];
	try {
		const all = await db.getAll('games');
		return all
			.flatMap((g) =>
				typeof g.summary?.seats === 'number' && Array.isArray(g.summary.names)
					? [{ ...g.summary, id: g.id, updatedAt: g.updatedAt }]
					: []
			)
			.sort((a, b) => b.updatedAt - a.updatedAt);
	} catch {
		return [];
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
