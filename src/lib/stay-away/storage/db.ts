/**
 * Stay Away!'s IndexedDB database (`stay-away`, opened through `$lib/storage/idb`). Its `settings`
 * store also keeps the app's remembered values (`Persisted` with `storage: 'idb'`).
 *
 * Schema versions and what each upgrade does (never edit a past step; add a new one):
 * - v1: object store `settings` (out-of-line string keys), holding the current setup under `setup`.
 * - v2: object store `games` (key path `id`) with an index `updatedAt`, one record per saved game
 *   (see `games.ts`); `settings` is kept as it is.
 * - v3: object store `actions` (out-of-line keys `[gameId, index]`), one record per action, so that
 *   recording writes one action and not the whole log. A game record keeps the log's header
 *   (format, version, setup) in `log` and gains `length` (actions stored), `revision` (a write
 *   counter, checked by every write so that two tabs never overwrite each other's actions), `seq`
 *   (the app's own order of saves, indexed: saved games are listed by it, not by the wall clock)
 *   and `summary` (what the list shows, so listing never replays a log). `settings` gains
 *   `gameSeq`, the last `seq` handed out. Existing games are moved over in the upgrade.
 *
 * `openDatabase` never throws: when IndexedDB is missing or refuses to open, it resolves to `null`
 * and callers keep working in memory (see `openAppDatabase`). It creates the database where there
 * is none; the stores first ask `databaseExists` (`db-exists.ts`), so that a device that never saved
 * anything gets its database with its first save, not with its first visit.
 */
import type { DBSchema, IDBPDatabase, IDBPTransaction, StoreNames } from 'idb';
import { openAppDatabase } from '$lib/storage/idb';
import { GAME_SEQ_KEY, upgradeSummarizer, type Summarize } from './upgrade-hook';
import { DB_NAME } from './db-exists';

export { GAME_SEQ_KEY, setUpgradeSummarizer, type Summarize } from './upgrade-hook';
export { DB_NAME, databaseExists } from './db-exists';

/** Current schema version. */
export const DB_VERSION = 3;

/** What the saved-games list shows of a game, stored with it (v3) so listing never replays a log. */
export interface GameSummaryFields {
	/** Number of seats (4–12). */
	seats: number;
	/** Player names as given at setup (may be empty). */
	names: string[];
	/** Actions in force (the cursor). */
	actions: number;
	/** True once the game has an outcome. */
	over: boolean;
}

/**
 * A saved game's record: the log's header (`{ format, version, setup }`; its actions, including
 * undone ones so redo survives a reload, are the `length` records of `actions` under this id),
 * the cursor (how many actions are in force) and times in milliseconds since the epoch (shown
 * only; never used to order). Validated with the engine's log schema whenever it is opened.
 *
 * - `revision`: 1 for the first write, +1 on every write; a write names the revision it was based
 *   on and is refused when the stored one differs (another tab wrote first).
 * - `seq`: from the database-wide counter `settings.gameSeq`, taken anew on every write: the list
 *   is ordered by it (most recent first).
 */
export interface SavedGame {
	id: string;
	createdAt: number;
	updatedAt: number;
	log: unknown;
	length: number;
	cursor: number;
	revision: number;
	seq: number;
	summary: GameSummaryFields | null;
}

/** The stores and their record types. */
export interface StayAwaySchema extends DBSchema {
	settings: { key: string; value: unknown };
	games: { key: string; value: SavedGame; indexes: { updatedAt: number; seq: number } };
	actions: { key: [string, number]; value: unknown };
}

/** An open database handle. */
export type StayAwayDb = IDBPDatabase<StayAwaySchema>;

/**
 * Run every upgrade step after `oldVersion` up to `newVersion` (default {@link DB_VERSION}).
 * Exported for migration tests. The v3 step rewrites each game record; `summarize` is passed in
 * because this module knows nothing of the engine.
 */
export async function upgradeDatabase(
	db: IDBPDatabase<StayAwaySchema>,
	oldVersion: number,
	newVersion: number = DB_VERSION,
	transaction?: IDBPTransaction<StayAwaySchema, StoreNames<StayAwaySchema>[], 'versionchange'>,
	summarize: Summarize = () => null
): Promise<void> {
	if (oldVersion < 1 && newVersion >= 1) {
		db.createObjectStore('settings');
	}
	if (oldVersion < 2 && newVersion >= 2) {
		const games = db.createObjectStore('games', { keyPath: 'id' });
		games.createIndex('updatedAt', 'updatedAt');
	}
	if (oldVersion < 3 && newVersion >= 3 && transaction) {
		db.createObjectStore('actions');
		const games = transaction.objectStore('games');
		const actions = transaction.objectStore('actions');
		games.createIndex('seq', 'seq');
		// Number the existing games in their old (updatedAt) order, and move their actions out.
		let seq = 0;
		let cursor = await games.index('updatedAt').openCursor();
		while (cursor) {
			const old = cursor.value as unknown as {
				id: string;
				createdAt: number;
				updatedAt: number;
				log: unknown;
				cursor: number;
			};
			const log =
				typeof old.log === 'object' && old.log !== null
					? (old.log as Record<string, unknown>)
					: null;
			const list = Array.isArray(log?.actions) ? (log.actions as unknown[]) : [];
			list.forEach((action, i) => void actions.put(action, [old.id, i]));
			const header = log
				? Object.fromEntries(Object.entries(log).filter(([key]) => key !== 'actions'))
				: old.log;
			seq += 1;
			await cursor.update({
				id: old.id,
				createdAt: old.createdAt,
				updatedAt: old.updatedAt,
				log: header,
				length: list.length,
				cursor: old.cursor,
				revision: 1,
				seq,
				summary: summarize(old)
			});
			cursor = await cursor.continue();
		}
		await transaction.objectStore('settings').put(seq, GAME_SEQ_KEY);
	}
}

/**
 * Before the database is opened at `version`: when it exists at a version before 3 (whose upgrade
 * summarises each saved game by replaying it), load the summariser (`upgrade-summary.ts`, which
 * registers itself and brings the engine). A new or upgraded database never loads it, so a first
 * visit does without the engine (issue 41). Where the browser cannot list its databases
 * (`indexedDB.databases`), it is loaded to be safe. Never rejects: were its code to fail to load, the
 * upgrade would still keep every game, listed as damaged (no summary) but exportable.
 */
async function loadSummarizerIfUpgrading(version: number): Promise<void> {
	if (version < 3) return;
	try {
		const found = (await indexedDB.databases()).find((d) => d.name === DB_NAME);
		if (!found || (found.version ?? 0) >= 3) return;
	} catch {
		// No list of databases (or no IndexedDB, which the opening below reports).
	}
	await import('./upgrade-summary').catch(() => undefined);
}

let opening: Promise<StayAwayDb | null> | undefined;
/**
 * Open (once per page) the app database. Resolves to `null` when IndexedDB is unavailable or
 * refuses to open (private mode, blocked storage); never rejects. While an old tab holds up the
 * upgrade it stays pending, and {@link databaseStatus} says `blocked`.
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
	await loadSummarizerIfUpgrading(version);
	return openAppDatabase<StayAwaySchema>({
		name: DB_NAME,
		version,
		upgrade: (db, oldVersion, newVersion, transaction) =>
			upgradeDatabase(db, oldVersion, newVersion ?? version, transaction, upgradeSummarizer()),
		onClose: (why) => (opening = why === 'terminated' ? undefined : Promise.resolve(null))
	});
}
