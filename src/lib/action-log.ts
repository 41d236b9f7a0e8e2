/**
 * A game recorded as a versioned action log, with undo and redo, for any game whose rules are a
 * pure `start(setup)` and `apply(state, action)`. The state is always the replay of the actions in
 * force; nothing else is stored. Island of Fear's Host's Table uses it (`$lib/island-of-fear/host-game`);
 * a third game's table would too.
 *
 * Two layers:
 * - the cursor work, which needs no rules: {@link appendApplied} (record an action the caller
 *   already applied), {@link stepBack} and {@link stepForward} (undo and redo, given the state the
 *   caller computed), {@link canUndoLogged}, {@link canRedoLogged} and {@link logInForce}. They
 *   keep the caller's own game and log types, so Stay Away!'s table (`Game`, whose `apply` also
 *   returns events and whose setup can be refused) records, undoes and redoes through them;
 * - {@link record}, {@link undoLogged}, {@link redoLogged}, {@link replayLog} and
 *   {@link openLogged}, which compute the states themselves from a game's {@link Rules}.
 *
 * ```ts
 * const game = newLogged(rules, { format: 'my-game-log', version: 1, setup });
 * const played = record(rules, game, { type: 'vote', voter: 2, target: 5 });
 * if (!played.ok) show(played.error); // the rules' refusal, or 'log-full'
 * ```
 *
 * Pure TypeScript; never throws on a refused action (a {@link Result} instead).
 */
import { err, ok, type Result } from './result';

/** A game's rules as pure functions: the state a setup starts from, and one action applied. */
export interface Rules<Setup, State, Action, Refusal> {
	/** The state before any action. */
	start(setup: Setup): State;
	/** The state after `action`, or why the rules refuse it. Never mutates `state`. */
	apply(state: State, action: Action): Result<State, Refusal>;
}

/**
 * A game as saved, exported and imported: `{ format, version, setup, actions }`, JSON-safe when
 * the setup and actions are.
 */
export interface ActionLog<Setup, Action> {
	readonly format: string;
	readonly version: number;
	readonly setup: Setup;
	readonly actions: readonly Action[];
}

/**
 * A game in progress: the whole log (undone actions included, so they can be redone), the cursor
 * (how many actions are in force, 0–`log.actions.length`) and the state after them.
 */
export interface Logged<Setup, State, Action> {
	readonly log: ActionLog<Setup, Action>;
	readonly cursor: number;
	readonly state: State;
}

/** Why a log does not replay: action `index` (0-based) is refused by the rules. */
export interface ReplayRefusal<Refusal> {
	readonly index: number;
	readonly refusal: Refusal;
}

/**
 * The state after the first `upTo` actions of `log` (default: all), or the first refusal.
 * Deterministic: the same log always gives the same state.
 */
export function replayLog<Setup, State, Action, Refusal>(
	rules: Rules<Setup, State, Action, Refusal>,
	log: Pick<ActionLog<Setup, Action>, 'setup' | 'actions'>,
	upTo: number = log.actions.length
): Result<State, ReplayRefusal<Refusal>> {
	let state = rules.start(log.setup);
	const end = Math.max(0, Math.min(upTo, log.actions.length));
	for (let index = 0; index < end; index++) {
		const r = rules.apply(state, log.actions[index]!);
		if (!r.ok) return err({ index, refusal: r.error });
		state = r.value;
	}
	return ok(state);
}

/** A new game with no action yet. */
export function newLogged<Setup, State, Action, Refusal>(
	rules: Rules<Setup, State, Action, Refusal>,
	log: Omit<ActionLog<Setup, Action>, 'actions'>
): Logged<Setup, State, Action> {
	return { log: { ...log, actions: [] }, cursor: 0, state: rules.start(log.setup) };
}

/** Open a log with the cursor at `cursor` (clamped; default the end), or the first refusal. */
export function openLogged<Setup, State, Action, Refusal>(
	rules: Rules<Setup, State, Action, Refusal>,
	log: ActionLog<Setup, Action>,
	cursor: number = log.actions.length
): Result<Logged<Setup, State, Action>, ReplayRefusal<Refusal>> {
	const all = replayLog(rules, log);
	if (!all.ok) return all;
	const c = Math.max(0, Math.min(cursor, log.actions.length));
	if (c === log.actions.length) return ok({ log, cursor: c, state: all.value });
	const at = replayLog(rules, log, c);
	return at.ok ? ok({ log, cursor: c, state: at.value }) : at;
}

/** A game's log and cursor: what the cursor work below reads (a {@link Logged} is one). */
export interface Cursored<Log extends ActionLog<unknown, unknown>> {
	readonly log: Log;
	readonly cursor: number;
}

/**
 * The game after `action`, which the caller has already applied to `game.state`, giving `after`:
 * the action is appended at the cursor and any undone actions after it are dropped. Keeps the
 * type of `game` (its own log type included). Checks nothing: the rules and any length limit are
 * the caller's.
 */
export function appendApplied<State, Action, G extends Logged<unknown, State, Action>>(
	game: G,
	action: Action,
	after: State
): G {
	const actions = game.log.actions.slice(0, game.cursor);
	actions.push(action);
	return { ...game, log: { ...game.log, actions }, cursor: game.cursor + 1, state: after };
}

/**
 * The game with its last action in force undone (kept in the log for redo): the cursor moves back
 * one, to `before`, the state after the first `cursor - 1` actions, which the caller computed.
 * Same game if no action is in force.
 */
export function stepBack<State, G extends Logged<unknown, State, unknown>>(
	game: G,
	before: State
): G {
	return game.cursor === 0 ? game : { ...game, cursor: game.cursor - 1, state: before };
}

/**
 * The game with its next undone action redone: the cursor moves forward one, to `after`, the state
 * the caller got by applying `game.log.actions[game.cursor]`. Same game if nothing is undone.
 */
export function stepForward<State, G extends Logged<unknown, State, unknown>>(
	game: G,
	after: State
): G {
	return canRedoLogged(game) ? { ...game, cursor: game.cursor + 1, state: after } : game;
}

/** True when an action is in force, so there is one to undo. */
export function canUndoLogged(game: Cursored<ActionLog<unknown, unknown>>): boolean {
	return game.cursor > 0;
}

/** True when an undone action follows the cursor, so there is one to redo. */
export function canRedoLogged(game: Cursored<ActionLog<unknown, unknown>>): boolean {
	return game.cursor < game.log.actions.length;
}

/**
 * Record an action: apply it and drop any undone actions after the cursor. Refused with the
 * rules' refusal, or `'log-full'` once `maxActions` actions are in force.
 */
export function record<Setup, State, Action, Refusal>(
	rules: Rules<Setup, State, Action, Refusal>,
	game: Logged<Setup, State, Action>,
	action: Action,
	maxActions = Infinity
): Result<Logged<Setup, State, Action>, Refusal | 'log-full'> {
	if (game.cursor >= maxActions) return err('log-full');
	const r = rules.apply(game.state, action);
	return r.ok ? ok(appendApplied(game, action, r.value)) : r;
}

/** Undo the last action in force (the log up to the new cursor is replayed). Same game if none. */
export function undoLogged<Setup, State, Action, Refusal>(
	rules: Rules<Setup, State, Action, Refusal>,
	game: Logged<Setup, State, Action>
): Logged<Setup, State, Action> {
	if (!canUndoLogged(game)) return game;
	const r = replayLog(rules, game.log, game.cursor - 1);
	return r.ok ? stepBack(game, r.value) : game;
}

/** Redo the next undone action. Same game if none. */
export function redoLogged<Setup, State, Action, Refusal>(
	rules: Rules<Setup, State, Action, Refusal>,
	game: Logged<Setup, State, Action>
): Logged<Setup, State, Action> {
	if (!canRedoLogged(game)) return game;
	const r = rules.apply(game.state, game.log.actions[game.cursor]!);
	return r.ok ? stepForward(game, r.value) : game;
}

/** The log to save or export: the actions in force only (the game's own log type). */
export function logInForce<Log extends ActionLog<unknown, unknown>>(game: Cursored<Log>): Log {
	return game.cursor === game.log.actions.length
		? game.log
		: { ...game.log, actions: game.log.actions.slice(0, game.cursor) };
}
