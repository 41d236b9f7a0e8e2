/**
 * The app's IndexedDB database, through idb.
 *
 * Schema versions and what each upgrade does (never edit a past step; add a new one):
 * - v1: object store `settings` (out-of-line string keys), holding the current setup under `setup`.
 *
 * `openDatabase` never throws: when IndexedDB is missing (some private modes) or refuses to open,
 * it resolves to `null` and callers keep working in memory.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** Database name. */
export const DB_NAME = 'stay-away';
/** Current schema version. */
export const DB_VERSION = 1;

/** The stores and their record types. */
export interface StayAwaySchema extends DBSchema {
	settings: { key: string; value: unknown };
}

/** An open database handle. */
export type StayAwayDb = IDBPDatabase<StayAwaySchema>;

/**
 * Run every upgrade step from `oldVersion` up to {@link DB_VERSION}. Exported for migration tests.
 */
export function upgradeDatabase(db: IDBPDatabase<StayAwaySchema>, oldVersion: number): void {
	if (oldVersion < 1) {
		db.createObjectStore('settings');
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

/** Open a new connection, bypassing the cached one (tests, and after a failed open). */
export async function openFresh(): Promise<StayAwayDb | null> {
	if (typeof indexedDB === 'undefined') return null;
	try {
		return await openDB<StayAwaySchema>(DB_NAME, DB_VERSION, {
			upgrade: (db, oldVersion) => upgradeDatabase(db, oldVersion)
		});
	} catch {
		return null;
	}
}
