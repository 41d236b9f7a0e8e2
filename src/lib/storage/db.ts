/**
 * The app's IndexedDB database, through idb.
 *
 * Schema versions and what each upgrade does (never edit a past step; add a new one):
 * - v1: object store `settings` (out-of-line string keys), holding the current setup under `setup`.
 * - v2: object store `games` (key path `id`) with an index `updatedAt`, one record per saved game
 *   (see `games.ts`); `settings` is kept as it is.
 *
 * `openDatabase` never throws: when IndexedDB is missing (some private modes) or refuses to open,
 * it resolves to `null` and callers keep working in memory.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** Database name. */
export const DB_NAME = 'stay-away';
/** Current schema version. */
export const DB_VERSION = 2;

/** The stores and their record types. */
export interface StayAwaySchema extends DBSchema {
	settings: { key: string; value: unknown };
	games: { key: string; value: SavedGame; indexes: { updatedAt: number } };
}

/**
 * A saved game: the whole action log (including undone actions, so redo survives a reload),
 * the cursor (how many actions are in force) and times in milliseconds since the epoch.
 * Validated with the engine's log schema whenever it is read back.
 */
export interface SavedGame {
	id: string;
	createdAt: number;
	updatedAt: number;
	log: unknown;
	cursor: number;
}

/** An open database handle. */
export type StayAwayDb = IDBPDatabase<StayAwaySchema>;

/**
 * Run every upgrade step after `oldVersion` up to `newVersion` (default {@link DB_VERSION}). Exported for migration tests.
 */
export function upgradeDatabase(db: IDBPDatabase<StayAwaySchema>, oldVersion: number, newVersion: number = DB_VERSION): void {
	if (oldVersion < 1 && newVersion >= 1) {
		db.createObjectStore('settings');
	}
	if (oldVersion < 2 && newVersion >= 2) {
		const games = db.createObjectStore('games', { keyPath: 'id' });
		games.createIndex('updatedAt', 'updatedAt');
	}
}

let opening: Promise<StayAwayDb | null> | undefined;

/**
 * Open (once per page) the app database. Resolves to `null` when IndexedDB is unavailable or
 * refuses to open (private mode, blocked storage); never rejects.
 */
export function openDatabase(): Promise<StayAwayDb | null> {
	opening ??= openFresh();
	return opening;
}

/**
 * Open a new connection, bypassing the cached one. `version` lets migration tests create an
 * older schema first; the app always opens {@link DB_VERSION}.
 */
export async function openFresh(version: number = DB_VERSION): Promise<StayAwayDb | null> {
	if (typeof indexedDB === 'undefined') return null;
	try {
		return await openDB<StayAwaySchema>(DB_NAME, version, {
			upgrade: (db, oldVersion, newVersion) => upgradeDatabase(db, oldVersion, newVersion ?? version)
		});
	} catch {
		return null;
	}
}
