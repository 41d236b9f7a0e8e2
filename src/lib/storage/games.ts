/**
 * Saved games in IndexedDB: list, read, write, delete, export and import.
 *
 * A game is stored as one record in `games` (its id, times, the log's header — format, version and
 * setup —, how many actions are stored, the cursor, the write `revision`, the list `seq` and the
 * list `summary`) plus one record per action in `actions`, keyed `[gameId, index]`. Recording an
 * action therefore writes one small action record and the game record, whatever the game's length.
 *
 * Every write names the revision it was based on, and is refused in the same transaction when the
 * stored revision differs (another tab wrote first): nothing is ever overwritten unseen.
 *
 * Every game read back is validated with the engine's schema and replayed (`parseLogSteps`), in
 * slices that leave the page responsive; one that cannot be read (written by a newer version of
 * the app, or damaged) is listed with its reason and can still be exported raw or deleted.
 * Import never changes anything unless the file is a valid log.
 */
import { err, ok, type Result } from '$lib/result';
import { LOG_FORMAT, LOG_VERSION, parseLogSteps, toLog, type Game, type LogError, type TableLog } from '$lib/stay-away/table';
import { GAME_SEQ_KEY, setUpgradeSummarizer, type GameSummaryFields, type SavedGame, type StayAwayDb } from './db';

/** Largest import file accepted, in bytes (a 20,000-action log is well under this). */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;

/** A saved game as listed: id, times (ms since epoch, shown only), `seq` (the list's order) and its summary. */
export interface GameSummary extends GameSummaryFields {
	id: string;
	createdAt: number;
	updatedAt: number;
	seq: number;
}

/** Why a stored game cannot be opened: written by a newer app, or damaged (the engine's {@link LogError}). */
export type UnreadableReason = { code: 'newer-version'; version: number } | { code: 'damaged'; error: LogError | null };

/** A stored game the app cannot open, listed so it can be exported raw or deleted. */
export interface UnreadableGame {
	id: string;
	updatedAt: number;
	seq: number;
	reason: UnreadableReason;
}

/** The saved games: those that open, most recent first, and those that cannot be read. */
export interface GameList {
	games: GameSummary[];
	unreadable: UnreadableGame[];
}

/** Why a write was refused: another tab wrote first (`conflict`), the game was deleted, or storage failed. */
export type WriteError = { code: 'conflict'; revision: number } | { code: 'deleted' } | { code: 'unavailable' };

/** Why a game could not be read. */
export type ReadError = { code: 'missing' } | { code: 'unavailable' } | ({ code: 'unreadable' } & { reason: UnreadableReason });

/** A new random id for a game. */
export function newGameId(): string {
	return typeof crypto !== 'undefined' && 'randomUUID' in crypto
		? crypto.randomUUID()
		: `g-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The list summary of a game. */
export function summarize(game: Game): GameSummaryFields {
	const setup = game.log.setup;
	return { seats: setup.seats, names: [...(setup.names ?? [])], actions: game.cursor, over: game.state.outcome !== null };
}

/** Yield to the event loop (input, rendering) between two slices of a long job. */
function nextTask(): Promise<void> {
	return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Longest stretch, in ms, that {@link runInSlices} works before it yields. */
const SLICE_MS = 8;

/**
 * Run a generator to its end, yielding to the event loop whenever it has worked for
 * {@link SLICE_MS}: a 20,000-action log is read without one long task.
 */
export async function runInSlices<T>(steps: Generator<void, T, void>): Promise<T> {
	let started = performance.now();
	for (;;) {
		const next = steps.next();
		if (next.done) return next.value;
		if (performance.now() - started > SLICE_MS) {
			await nextTask();
			started = performance.now();
		}
	}
}

/** Validate and replay a stored or imported log in slices; `cursor` as in `parseLogSteps`. */
export async function openLog(input: unknown, cursor?: number): Promise<Result<Game, LogError>> {
	const parsed = await runInSlices(parseLogSteps(input, cursor));
	if (!parsed.ok) return err(parsed.error);
	const c = Math.max(0, Math.min(cursor ?? parsed.value.actions.length, parsed.value.actions.length));
	return ok({ log: parsed.value, cursor: c, state: parsed.atCursor });
}

/** The header of a log, as stored on the game record (the actions are stored one by one). */
function headerOf(log: TableLog): Record<string, unknown> {
	return { format: log.format, version: log.version, setup: log.setup };
}

/** The version a stored header claims, if it is newer than this app's. */
function newerVersion(header: unknown): number | null {
	if (typeof header !== 'object' || header === null) return null;
	const { format, version } = header as { format?: unknown; version?: unknown };
	return format === LOG_FORMAT && typeof version === 'number' && version > LOG_VERSION ? version : null;
}

const actionKeys = (id: string, from = 0) => IDBKeyRange.bound([id, from], [id, Number.MAX_SAFE_INTEGER]);

/** How many actions one read request fetches (reads of a long game are spread over several tasks). */
const READ_SLICE = 2_000;

/**
 * Read a saved game. Slices both the reading and the replay, so a 20,000-action game opens
 * without a long task. Never throws.
 */
export async function readGame(db: StayAwayDb | null, id: string): Promise<Result<{ record: SavedGame; game: Game }, ReadError>> {
	if (!db) return err({ code: 'unavailable' });
	try {
		const record = await db.get('games', id);
		if (!record) return err({ code: 'missing' });
		const newer = newerVersion(record.log);
		if (newer !== null) return err({ code: 'unreadable', reason: { code: 'newer-version', version: newer } });
		const actions: unknown[] = [];
		while (actions.length < record.length) {
			const slice = await db.getAll('actions', actionKeys(id, actions.length), READ_SLICE);
			if (slice.length === 0) break;
			actions.push(...slice);
		}
		const header = typeof record.log === 'object' && record.log !== null ? record.log : {};
		const opened = await openLog({ ...header, actions }, record.cursor);
		if (!opened.ok) return err({ code: 'unreadable', reason: { code: 'damaged', error: opened.error } });
		return ok({ record, game: opened.value });
	} catch {
		return err({ code: 'unavailable' });
	}
}

/** The exact stored text of a game, readable or not (for "export raw"); `null` when missing. */
export async function rawGameText(db: StayAwayDb | null, id: string): Promise<string | null> {
	if (!db) return null;
	try {
		const record = await db.get('games', id);
		if (!record) return null;
		const actions = await db.getAll('actions', actionKeys(id));
		const header = typeof record.log === 'object' && record.log !== null ? record.log : { log: record.log };
		return `${JSON.stringify({ ...header, actions }, null, 1)}\n`;
	} catch {
		return null;
	}
}

/** How many actions a whole-game write puts before it waits for them (see {@link writeGame}). */
const WRITE_SLICE = 200;

/**
 * What a write changes: a whole game (`kind: 'all'`, for a new or imported game), or one step of a
 * game already stored: the action recorded at index `cursor - 1` (`'append'`), or only the cursor
 * (`'cursor'`, undo and redo).
 */
export type GameWrite = { kind: 'all' } | { kind: 'append' } | { kind: 'cursor' };

/**
 * Store a game. `base` is the revision this tab's game was read or last written at (`null` for a
 * game that is not stored yet); the write is refused with `conflict` when the stored revision is
 * different, and with `deleted` when the game is gone. Resolves with the new revision and `seq`.
 * Never throws: a missing database, a full disk or a closed connection give `unavailable`.
 */
export async function writeGame(
	db: StayAwayDb | null,
	write: { id: string; createdAt: number; game: Game; base: number | null; change: GameWrite; now?: number }
): Promise<Result<{ revision: number; seq: number }, WriteError>> {
	if (!db) return err({ code: 'unavailable' });
	const { id, game, base, change } = write;
	try {
		const tx = db.transaction(['games', 'actions', 'settings'], 'readwrite');
		const games = tx.objectStore('games');
		const stored = await games.get(id);
		const refuse = (e: WriteError) => {
			tx.done.catch(() => undefined); // rejects with AbortError: expected
			tx.abort();
			return err(e);
		};
		if (base === null && stored) return refuse({ code: 'conflict', revision: stored.revision });
		if (base !== null && !stored) return refuse({ code: 'deleted' });
		if (base !== null && stored && stored.revision !== base) return refuse({ code: 'conflict', revision: stored.revision });

		const actions = tx.objectStore('actions');
		const all = game.log.actions;
		if (change.kind === 'all') {
			if (stored) await actions.delete(actionKeys(id));
			// In slices, each awaited: the transaction stays open and the page gets a turn in between.
			for (let from = 0; from < all.length; from += WRITE_SLICE) {
				let last: Promise<unknown> = Promise.resolve();
				for (let i = from; i < Math.min(from + WRITE_SLICE, all.length); i++) last = actions.put(all[i]!, [id, i]);
				await last;
			}
		} else if (change.kind === 'append') {
			const index = game.cursor - 1;
			void actions.put(all[index]!, [id, index]);
			// Recording after an undo drops the undone actions, as the engine does.
			if (stored && stored.length > game.cursor) void actions.delete(actionKeys(id, game.cursor));
		}
		const settings = tx.objectStore('settings');
		const seq = (Number(await settings.get(GAME_SEQ_KEY)) || 0) + 1;
		void settings.put(seq, GAME_SEQ_KEY);
		const revision = (stored?.revision ?? 0) + 1;
		const record: SavedGame = {
			id,
			createdAt: write.createdAt,
			updatedAt: write.now ?? Date.now(),
			log: headerOf(game.log),
			length: all.length,
			cursor: game.cursor,
			revision,
			seq,
			summary: summarize(game)
		};
		void games.put(record);
		await tx.done;
		return ok({ revision, seq });
	} catch {
		return err({ code: 'unavailable' });
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
				list.unreadable.push({ id: record.id, updatedAt: record.updatedAt, seq: record.seq, reason: { code: 'newer-version', version: newer } });
			} else if (!summary) {
				list.unreadable.push({ id: record.id, updatedAt: record.updatedAt, seq: record.seq, reason: { code: 'damaged', error: null } });
			} else {
				list.games.push({ id: record.id, createdAt: record.createdAt, updatedAt: record.updatedAt, seq: record.seq, ...summary });
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

/** Why an import failed: `too-large`, `not-json`, or the engine's {@link LogError}. */
export type ImportError = { code: 'too-large'; bytes: number } | { code: 'not-json'; message: string } | LogError;

/**
 * Read an import file's text as a game, in slices (a 20,000-action file leaves the page
 * responsive). Never throws and changes nothing: the caller saves the result only when `ok`.
 * Rejects files over {@link MAX_IMPORT_BYTES}, text that is not JSON, logs from a newer version,
 * and anything the schema or a replay refuses.
 */
export async function importText(text: string): Promise<Result<Game, ImportError>> {
	const bytes = new TextEncoder().encode(text).length;
	if (bytes > MAX_IMPORT_BYTES) return err({ code: 'too-large', bytes });
	let data: unknown;
	try {
		data = JSON.parse(text);
	} catch (error) {
		return err({ code: 'not-json', message: error instanceof Error ? error.message : String(error) });
	}
	return openLog(data);
}

/**
 * The v3 upgrade's summary of an old (v2) record: its log replayed once, at upgrade time. Old
 * records carried their actions inline; the upgrade moves them to `actions` (see `db.ts`).
 */
function summarizeStored(record: { log: unknown; cursor: number }): GameSummaryFields | null {
	const steps = parseLogSteps(record.log, record.cursor);
	let next = steps.next();
	while (!next.done) next = steps.next();
	const parsed = next.value;
	if (!parsed.ok) return null;
	const setup = parsed.value.setup;
	const cursor = Math.min(record.cursor, parsed.value.actions.length);
	return { seats: setup.seats, names: [...(setup.names ?? [])], actions: cursor, over: parsed.atCursor.outcome !== null };
}
setUpgradeSummarizer(summarizeStored);
