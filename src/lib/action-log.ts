/**
 * A game recorded as a versioned action log, with undo and redo, for any game whose rules are a
 * pure `start(setup)` and `apply(state, action)`. The state is always the replay of the actions in
 * force; nothing else is stored. Island of Fear's Host's Table uses it (`$lib/island-of-fear/host-game`);
 * a third game's table would too.
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
	if (!r.ok) return r;
	const actions = game.log.actions.slice(0, game.cursor);
	actions.push(action);
	return ok({ log: { ...game.log, actions }, cursor: game.cursor + 1, state: r.value });
}

/** Undo the last action in force (the log up to the new cursor is replayed). Same game if none. */
export function undoLogged<Setup, State, Action, Refusal>(
	rules: Rules<Setup, State, Action, Refusal>,
	game: Logged<Setup, State, Action>
): Logged<Setup, State, Action> {
	if (game.cursor === 0) return game;
	const r = replayLog(rules, game.log, game.cursor - 1);
	return r.ok ? { log: game.log, cursor: game.cursor - 1, state: r.value } : game;
}

/** Redo the next undone action. Same game if none. */
export function redoLogged<Setup, State, Action, Refusal>(
	rules: Rules<Setup, State, Action, Refusal>,
	game: Logged<Setup, State, Action>
): Logged<Setup, State, Action> {
	const next = game.log.actions[game.cursor];
	if (next === undefined) return game;
	const r = rules.apply(game.state, next);
	return r.ok ? { log: game.log, cursor: game.cursor + 1, state: r.value } : game;
}

/** The log to save or export: the actions in force only. */
export function logInForce<Setup, State, Action>(
	game: Logged<Setup, State, Action>
): ActionLog<Setup, Action> {
	return game.cursor === game.log.actions.length
		? game.log
		: { ...game.log, actions: game.log.actions.slice(0, game.cursor) };
}
