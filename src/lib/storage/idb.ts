/**
 * The app's IndexedDB databases, through idb: one way to open them for every game (each game's
 * wing keeps its own database and schema in `$lib/<game>/storage/db.ts`).
 *
 * {@link openAppDatabase} never throws: when IndexedDB is missing (some private modes) or refuses
 * to open, it resolves to `null` and callers keep working in memory. Schema upgrades across tabs
 * are reported through {@link databaseStatus}: a tab whose upgrade waits for an old tab says so
 * (`blocked`), and a tab that holds up a newer one closes its connection and says why
 * (`closed-for-upgrade`).
 *
 * idb itself is imported here and nowhere else, so it stays in one file with the first database
 * a page opens.
 */
import { openDB, type DBSchema, type IDBPDatabase, type OpenDBCallbacks } from 'idb';
import { databaseStatus } from './database-status.svelte';

/** How one database is opened: its name, version, upgrade steps, and what to do once it is closed. */
export interface DatabaseSpec<Schema extends DBSchema> {
	name: string;
	version: number;
	upgrade: OpenDBCallbacks<Schema>['upgrade'];
	/**
	 * Called when the connection is gone: `closed-for-upgrade` (a newer app took over; do not
	 * reopen) or `terminated` (the browser closed it; reopen on next use).
	 */
	onClose?: (why: 'closed-for-upgrade' | 'terminated') => void;
}

/**
 * Open a new connection to a database. Resolves to `null` when IndexedDB is unavailable or
 * refuses to open; never rejects. While an old tab holds up the upgrade it stays pending, and
 * {@link databaseStatus} says `blocked`.
 */
export async function openAppDatabase<Schema extends DBSchema>(
	spec: DatabaseSpec<Schema>
): Promise<IDBPDatabase<Schema> | null> {
	if (typeof indexedDB === 'undefined') return null;
	try {
		const db = await openDB<Schema>(spec.name, spec.version, {
			upgrade: spec.upgrade,
			// Another tab still has the database open at an older version and does not let go.
			blocked: () => databaseStatus.set('blocked'),
			// A newer version of the app wants to upgrade: let go, and say why.
			blocking: () => {
				db.close();
				spec.onClose?.('closed-for-upgrade');
				databaseStatus.set('closed-for-upgrade');
			},
			// The browser closed the connection (storage cleared, disk error).
			terminated: () => {
				spec.onClose?.('terminated');
				databaseStatus.set('terminated');
			}
		});
		if (databaseStatus.current === 'blocked') databaseStatus.set('open');
		return db;
	} catch {
		return null;
	}
}
