/**
 * Saved games in IndexedDB: read and write (what a game in progress needs). Listing, deleting,
 * exporting and importing, which only the start screen uses, are in `game-files.ts`.
 *
 * A game is stored as one record in `games` (its id, times, the log's header — format, version and
 * setup —, how many actions are stored, the cursor, the write `revision`, the list `seq` and the
 * list `summary`) plus one record per action in `actions`, keyed `[gameId, index]`. Recording an
 * action therefore writes one small action record and the game record, whatever the game's length.
 *
 * Every write names the revision it was based on, and is refused in the same transaction when the
 * stored revision differs (another tab wrote first): nothing is ever overwritten unseen.
 *
 * What comes in from outside is validated where it comes in: an imported file against the engine's
 * schema (`parseLogSteps`, in `game-files.ts`), every recorded action by the engine itself. A game
 * read back was written only by this app, so it is replayed by the engine (`replaySteps`) in slices
 * that leave the page responsive, without the schema library: opening the table downloads less.
 * Replaying still checks every action, and a record that is not this app's format or version, or
 * that the engine refuses or cannot read, is reported as unreadable (written by a newer version of
 * the app, or damaged); it is listed with its reason and can still be exported raw or deleted.
 * Import never changes anything unless the file is a valid log.
 */
import { err, ok, type Result } from '$lib/result';
import type { Game, LogError, TableLog } from '$lib/stay-away/table';
import { LOG_FORMAT, LOG_VERSION } from '$lib/stay-away/table/log-format';
import type { GameSummaryFields, SavedGame, StayAwayDb } from './db';
import { GAME_SEQ_KEY } from './upgrade-hook';
import { actionKeys, newerVersion } from './game-records';

/** A saved game as listed: id, times (ms since epoch, shown only), `seq` (the list's order) and its summary. */
export interface GameSummary extends GameSummaryFields {
	id: string;
	createdAt: number;
	updatedAt: number;
	seq: number;
}

/** Why a stored game cannot be opened: written by a newer app, or damaged (the engine's {@link LogError}). */
export type UnreadableReason =
	{ code: 'newer-version'; version: number } | { code: 'damaged'; error: LogError | null };

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
export type WriteError =
	{ code: 'conflict'; revision: number } | { code: 'deleted' } | { code: 'unavailable' };

/** Why a game could not be read. */
export type ReadError =
	| { code: 'missing' }
	| { code: 'unavailable' }
	| ({ code: 'unreadable' } & { reason: UnreadableReason });

/** A new random id for a game. */
export function newGameId(): string {
	return typeof crypto !== 'undefined' && 'randomUUID' in crypto
		? crypto.randomUUID()
		: `g-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The list summary of a game. */
export function summarize(game: Game): GameSummaryFields {
	const setup = game.log.setup;
	return {
		seats: setup.seats,
		names: [...(setup.names ?? [])],
		actions: game.cursor,
		over: game.state.outcome !== null
	};
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

/**
 * A game from a finished replay (`replaySteps` or `parseLogSteps`) and the cursor it was asked
 * for, clamped to the log.
 */
export function gameAt(
	replayed: Result<{ log: TableLog; atCursor: Game['state'] }, LogError>,
	cursor?: number
): Result<Game, LogError> {
	if (!replayed.ok) return replayed;
	const { log, atCursor } = replayed.value;
	const c = Math.max(0, Math.min(cursor ?? log.actions.length, log.actions.length));
	return ok({ log, cursor: c, state: atCursor });
}

/** A stored log that cannot be replayed: not this app's format or version, or damaged. */
const damaged = (code: 'not-a-log' | 'invalid', message: string): Result<never, LogError> =>
	err({ code, path: '', message });

/**
 * Replay a log this app stored, in slices; `cursor` as in `replaySteps`. Never throws: a header
 * that is not this app's format and version, an action the engine refuses, or a record so
 * damaged that replaying it throws, gives the {@link LogError}.
 */
export async function openStored(
	header: unknown,
	actions: unknown[],
	cursor?: number
): Promise<Result<Game, LogError>> {
	const h = (typeof header === 'object' && header !== null ? header : {}) as Partial<TableLog>;
	if (h.format !== LOG_FORMAT || h.version !== LOG_VERSION || typeof h.setup !== 'object')
		return damaged('not-a-log', 'not a table log of this version');
	const log = { format: h.format, version: h.version, setup: h.setup, actions } as TableLog;
	// The engine loads with the first game read (a first visit's start screen does without it).
	const { replaySteps } = await import('$lib/stay-away/table/recording');
	try {
		return gameAt(await runInSlices(replaySteps(log, cursor)), cursor);
	} catch {
		return damaged('invalid', 'the stored game cannot be replayed');
	}
}

/** The header of a log, as stored on the game record (the actions are stored one by one). */
function headerOf(log: TableLog): Record<string, unknown> {
	return { format: log.format, version: log.version, setup: log.setup };
}

/** How many actions one read request fetches (reads of a long game are spread over several tasks). */
const READ_SLICE = 2_000;

/**
 * Read a saved game. Slices both the reading and the replay, so a 20,000-action game opens
 * without a long task. Never throws.
 */
export async function readGame(
	db: StayAwayDb | null,
	id: string
): Promise<Result<{ record: SavedGame; game: Game }, ReadError>> {
	if (!db) return err({ code: 'unavailable' });
	try {
		const record = await db.get('games', id);
		if (!record) return err({ code: 'missing' });
		const newer = newerVersion(record.log);
		if (newer !== null)
			return err({ code: 'unreadable', reason: { code: 'newer-version', version: newer } });
		const actions: unknown[] = [];
		while (actions.length < record.length) {
			const slice = await db.getAll('actions', actionKeys(id, actions.length), READ_SLICE);
			if (slice.length === 0) break;
			actions.push(...slice);
		}
		const opened = await openStored(record.log, actions, record.cursor);
		if (!opened.ok)
			return err({ code: 'unreadable', reason: { code: 'damaged', error: opened.error } });
		return ok({ record, game: opened.value });
	} catch {
		return err({ code: 'unavailable' });
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
	write: {
		id: string;
		createdAt: number;
		game: Game;
		base: number | null;
		change: GameWrite;
		now?: number;
	}
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
		if (base !== null && stored && stored.revision !== base)
			return refuse({ code: 'conflict', revision: stored.revision });

		const actions = tx.objectStore('actions');
		const all = game.log.actions;
		if (change.kind === 'all') {
			if (stored) await actions.delete(actionKeys(id));
			// In slices, each awaited: the transaction stays open and the page gets a turn in between.
			for (let from = 0; from < all.length; from += WRITE_SLICE) {
				let last: Promise<unknown> = Promise.resolve();
				for (let i = from; i < Math.min(from + WRITE_SLICE, all.length); i++)
					last = actions.put(all[i]!, [id, i]);
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
