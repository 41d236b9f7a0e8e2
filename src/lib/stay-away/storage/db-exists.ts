/**
 * Whether Stay Away!'s database exists on this device, without opening it, and its name: a module
 * of its own, without idb, so that a page that only needs to know (a first visit to /table) loads
 * neither idb nor the schema (issue 41).
 */

/** The database's name (IndexedDB). */
export const DB_NAME = 'stay-away';

/**
 * Whether this device holds the app's database yet. A device that never saved anything has none:
 * the stores then read nothing rather than create it, and the first save creates it (issue 41:
 * creating it cost a first visit to /table a long task of 50–120 ms at 4× CPU slowdown). Resolves
 * `true` where the browser cannot tell (no `indexedDB.databases`, or it fails), so that the
 * database is opened as before; never rejects.
 */
export async function databaseExists(): Promise<boolean> {
	try {
		return (await indexedDB.databases()).some((d) => d.name === DB_NAME);
	} catch {
		return true;
	}
}
