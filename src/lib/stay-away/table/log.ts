/**
 * The versioned action log that is the game: its format, replay (also in steps) and log entries. Its
 * schema and the parsing of unknown input are in `log-schema.ts`. Part of the table engine; import it from `./index` (`$lib/stay-away/table`).
 */
import { err, ok, type Result } from '../../result';
import type { SchemaIssue } from '../../schema-issue';
import {
	type Refusal,
	type SetupError,
	type TableAction,
	type TableEvent,
	type TableSetup,
	type TableState
} from './model';
import { applyAction } from './apply';
import { createTable } from './setup';
import { LOG_FORMAT, LOG_VERSION } from './log-format';

export { LOG_FORMAT, LOG_VERSION };

// ---------------------------------------------------------------------------------------------
// Log format
// ---------------------------------------------------------------------------------------------

/**
 * A game, as saved, exported and imported: versioned JSON.
 * ```json
 * { "format": "stay-away-table-log", "version": 1,
 *   "setup": { "seats": 5, "dealer": 0, "names": ["Ann", …], "options": { …RuleOptions } },
 *   "actions": [ { "type": "playCard", "actor": 1, "card": "barred-door", "edge": 1 },
 *                { "type": "endTurn", "defenses": [ { "card": "no-thanks", "by": 2 } ] }, … ] }
 * ```
 * The state is `replay(log)`. Limits (checked by {@link parseLog}): at most 20,000 actions,
 * names at most 40 characters, player/seat/edge numbers 0–11, at most 12 defenses per action,
 * no unknown keys anywhere.
 */
export interface TableLog {
	readonly format: typeof LOG_FORMAT;
	readonly version: typeof LOG_VERSION;
	readonly setup: TableSetup;
	readonly actions: readonly TableAction[];
}

/**
 * Why a log was not accepted.
 * - `not-a-log`: not an object with `format: "stay-away-table-log"`.
 * - `newer-version`: written by a newer app (`version` > 1); the UI should say so.
 * - `invalid`: does not match the schema; `path` (e.g. `actions.3.target`) and `message` say where.
 * - `bad-setup`: the setup is well-formed but inconsistent (see {@link SetupError}).
 * - `illegal-action`: action `index` (0-based) cannot be applied; `refusal` says why.
 */
export interface LogError {
	readonly code: 'not-a-log' | 'newer-version' | 'invalid' | 'bad-setup' | 'illegal-action';
	readonly path: string;
	readonly message: string;
	readonly index?: number;
	readonly refusal?: Refusal;
	readonly setupError?: SetupError;
	/** For `invalid`: the field and what was expected there, for the page to word. */
	readonly issue?: SchemaIssue;
}

/**
 * Result of {@link parseLog}: the log and the state after all its actions; with {@link parseLogSteps}
 * and a cursor, also the state after the first `cursor` actions (`atCursor`).
 */
export type ParseLogResult = Result<ParsedLog, LogError>;

/** A log that passed {@link parseLog}: the log itself and the table it gives. */
export interface ParsedLog {
	readonly log: TableLog;
	/** The table after all the actions. */
	readonly state: TableState;
	/** The table after the first `cursor` actions (all of them when no cursor was given). */
	readonly atCursor: TableState;
}

/** How many actions `parseLogSteps` and {@link replaySteps} check or replay between two yields. */
export const PARSE_SLICE = 100;

/**
 * Replay a log that is already known to be well formed (it passed {@link parseLogSteps}, or it was
 * stored by this app, every action after the engine accepted it), in steps like
 * {@link parseLogSteps}: a generator that yields after every {@link PARSE_SLICE} actions and
 * returns the log, the state after it and the state after the first `cursor` actions. A setup the
 * engine refuses gives `bad-setup`, an action it refuses `illegal-action` (with its index). Reads
 * no schema, so opening a saved game does not load the schema library.
 */
export function* replaySteps(
	log: TableLog,
	cursor?: number
): Generator<void, ParseLogResult, void> {
	const fail = (error: LogError): ParseLogResult => err(error);
	const actions = log.actions;
	const created = createTable(log.setup);
	if (!created.ok) {
		const e = created.error;
		return fail({ code: 'bad-setup', path: e.path, message: e.message, setupError: e });
	}
	const stop = Math.max(0, Math.min(cursor ?? actions.length, actions.length));
	let state = created.value;
	let atCursor = state;
	for (let i = 0; i < actions.length; i++) {
		if (i === stop) atCursor = state;
		const r = applyAction(state, actions[i]!);
		if (!r.ok) {
			return fail({
				code: 'illegal-action',
				path: `actions.${i}`,
				message: `action ${i} cannot be applied: ${r.error.reason}`,
				index: i,
				refusal: r.error
			});
		}
		state = r.value.state;
		if ((i + 1) % PARSE_SLICE === 0) yield;
	}
	if (stop === actions.length) atCursor = state;
	return ok({ log, state, atCursor });
}

/**
 * Why a log does not replay: its setup is bad, or the action at `index` (0-based) is refused;
 * `state` is then the table before that action.
 */
export type ReplayError =
	| { readonly kind: 'setup'; readonly setupError: SetupError }
	| {
			readonly kind: 'action';
			readonly index: number;
			readonly refusal: Refusal;
			readonly state: TableState;
	  };

/** Result of {@link replay}: the table after the actions, or the {@link ReplayError}. */
export type ReplayResult = Result<TableState, ReplayError>;

/**
 * Fold {@link applyAction} over `log.actions` (the first `upTo` of them, default all), starting
 * from `createTable(log.setup)`. Deterministic: the same log always gives the same state.
 */
export function replay(
	log: Pick<TableLog, 'setup' | 'actions'>,
	upTo: number = log.actions.length
): ReplayResult {
	const created = createTable(log.setup);
	if (!created.ok) return err({ kind: 'setup', setupError: created.error });
	let state = created.value;
	const end = Math.min(upTo, log.actions.length);
	for (let i = 0; i < end; i++) {
		const r = applyAction(state, log.actions[i]!);
		if (!r.ok) return err({ kind: 'action', index: i, refusal: r.error, state });
		state = r.value.state;
	}
	return ok(state);
}

/** One line of a log view: the action, the events it produced and the state after it. */
export interface LogEntry {
	readonly index: number;
	readonly action: TableAction;
	readonly events: readonly TableEvent[];
	readonly state: TableState;
}

/**
 * Replay a log and keep what every action did, for a log view. Stops at the first illegal
 * action (the entries before it are returned, `error` says which one failed).
 */
export function logEntries(log: Pick<TableLog, 'setup' | 'actions'>): {
	entries: LogEntry[];
	error: ReplayError | null;
} {
	const created = createTable(log.setup);
	if (!created.ok) return { entries: [], error: { kind: 'setup', setupError: created.error } };
	let state = created.value;
	const entries: LogEntry[] = [];
	for (let i = 0; i < log.actions.length; i++) {
		const action = log.actions[i]!;
		const r = applyAction(state, action);
		if (!r.ok) return { entries, error: { kind: 'action', index: i, refusal: r.error, state } };
		state = r.value.state;
		entries.push({ index: i, action, events: r.value.events, state });
	}
	return { entries, error: null };
}

/**
 * The log entries of actions `from` to `to - 1` (0-based, clamped to the log), in steps like
 * {@link parseLogSteps}: the whole log up to `to` is replayed, but only the entries in the window
 * are kept, so a log view can show the latest actions of a 20,000-action game cheaply. Each entry
 * also carries `turn`, the turn during which the action was recorded (the state before it).
 * Stops at the first illegal action (returns the entries before it).
 */
export function* logWindowSteps(
	log: Pick<TableLog, 'setup' | 'actions'>,
	from: number,
	to: number = log.actions.length
): Generator<void, (LogEntry & { readonly turn: number })[], void> {
	const created = createTable(log.setup);
	if (!created.ok) return [];
	const end = Math.min(to, log.actions.length);
	const start = Math.max(0, Math.min(from, end));
	let state = created.value;
	const entries: (LogEntry & { readonly turn: number })[] = [];
	for (let i = 0; i < end; i++) {
		const action = log.actions[i]!;
		const r = applyAction(state, action);
		if (!r.ok) return entries;
		if (i >= start) entries.push({ index: i, action, ...r.value, turn: state.turn });
		state = r.value.state;
		if ((i + 1) % PARSE_SLICE === 0) yield;
	}
	return entries;
}
