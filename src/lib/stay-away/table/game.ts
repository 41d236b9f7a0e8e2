/**
 * A game in progress: its log, the cursor and the state, with undo and redo. Part of the table engine; import it from `./index` (`$lib/stay-away/table`).
 *
 * The cursor work (appending an action and dropping the undone ones, moving the cursor back and
 * forward, the log in force) is `$lib/action-log`'s, the same as Island of Fear's Host's Table;
 * a `Game` is an action-log `Logged` whose log is a {@link TableLog}. What stays here is where the
 * states come from, which the generic `record`, `undoLogged` and `redoLogged` (over `Rules`) cannot
 * compute for this table: its `applyAction` returns the events with the state (`play` returns
 * them), and its setup can be refused (`createTable` gives a `Result`, where `Rules.start` cannot
 * fail), so a game starts through {@link newGame}, opens through {@link openGame} and undoes
 * through the table's own `replay`, and hands the states to the action log's primitives.
 */
import {
	appendApplied,
	canRedoLogged,
	canUndoLogged,
	logInForce,
	stepBack,
	stepForward
} from '../../action-log';
import { err, ok, type Result } from '../../result';
import {
	MAX_ACTIONS,
	type Refusal,
	type SetupResult,
	type TableAction,
	type TableEvent,
	type TableSetup,
	type TableState
} from './model';
import { applyAction } from './apply';
import { createTable } from './setup';
import { LOG_FORMAT, LOG_VERSION, replay, type ReplayError, type TableLog } from './log';
// ---------------------------------------------------------------------------------------------
// Game: log + cursor, with undo and redo
// ---------------------------------------------------------------------------------------------

/**
 * A game in progress: the whole log (including undone actions that can be redone), the cursor
 * (how many actions are in force) and the state after them (derived; not saved). Save with
 * {@link toLog}; load with {@link openGame}.
 */
export interface Game {
	readonly log: TableLog;
	readonly cursor: number;
	readonly state: TableState;
}

/** Start a new game from a setup. */
export function newGame(setup: TableSetup): SetupResult<Game> {
	const created = createTable(setup);
	if (!created.ok) return created;
	const log: TableLog = {
		format: LOG_FORMAT,
		version: LOG_VERSION,
		setup: created.value.setup,
		actions: []
	};
	return ok({ log, cursor: 0, state: created.value });
}

/**
 * Open a validated log (from {@link parseLog}) with the cursor at `cursor` (default: the end).
 * Fails like {@link replay} if an action is illegal.
 */
export function openGame(
	log: TableLog,
	cursor: number = log.actions.length
): Result<Game, ReplayError> {
	const c = Math.max(0, Math.min(cursor, log.actions.length));
	const r = replay(log, c);
	if (!r.ok) return r;
	return ok({ log, cursor: c, state: r.value });
}

/** An action recorded by {@link play}: the game after it and the events it produced, in order. */
export interface Played {
	readonly game: Game;
	readonly events: readonly TableEvent[];
}

/**
 * Record an action: applies it, drops any undone actions after the cursor. Refused with
 * `log-full` when the game already holds {@link MAX_ACTIONS} actions in force (the most a log may
 * hold and still be read back).
 */
export function play(game: Game, action: TableAction): Result<Played, Refusal> {
	if (game.cursor >= MAX_ACTIONS) return err({ reason: 'log-full' });
	const r = applyAction(game.state, action);
	if (!r.ok) return r;
	return ok({ events: r.value.events, game: appendApplied(game, action, r.value.state) });
}

/** True when there is an action to undo. */
export function canUndo(game: Game): boolean {
	return canUndoLogged(game);
}

/** True when there is an undone action to redo. */
export function canRedo(game: Game): boolean {
	return canRedoLogged(game);
}

/** Undo the last action in force (replays the log up to the new cursor). Same game if none. */
export function undo(game: Game): Game {
	if (!canUndo(game)) return game;
	const r = replay(game.log, game.cursor - 1);
	// The prefix of a game's log always replays: it was applied before.
	return r.ok ? stepBack(game, r.value) : game;
}

/** Redo the next undone action. Same game if none. */
export function redo(game: Game): Game {
	if (!canRedo(game)) return game;
	const r = applyAction(game.state, game.log.actions[game.cursor]!);
	return r.ok ? stepForward(game, r.value.state) : game;
}

/** The log to save or export: the actions in force (undone actions are dropped). */
export function toLog(game: Game): TableLog {
	return logInForce(game);
}
