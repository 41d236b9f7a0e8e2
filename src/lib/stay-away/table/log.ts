/**
 * The versioned action log that is the game: its format and schema, parsing (also in steps), replay and log entries. Part of the table engine; import it from `./index` (`$lib/stay-away/table`).
 */
import * as v from 'valibot';
import { err, ok, type Result } from '../../result';
import { RuleOptionsSchema } from '../options-schema';
import {
	DEFENSE_CARDS,
	MAX_ACTIONS,
	MAX_DEFENSES,
	MAX_NAME_LENGTH,
	MAX_PLAYERS,
	MIN_PLAYERS,
	OWN_TURN_CARDS,
	PANIC_CARDS,
	type Refusal,
	type SetupError,
	type TableAction,
	type TableEvent,
	type TableSetup,
	type TableState
} from './model';
import { applyAction, createTable } from './apply';
// ---------------------------------------------------------------------------------------------
// Log format
// ---------------------------------------------------------------------------------------------

/** The `format` tag of a table log. */
export const LOG_FORMAT = 'stay-away-table-log';
/** The current log version. A log with a higher version is refused with `newer-version`. */
export const LOG_VERSION = 1;

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

const Index = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_PLAYERS - 1));

/** An array of at most `max` items, its length checked before any item is read (hostile input). */
function bounded<T extends v.GenericSchema>(item: T, max: number) {
	return v.pipe(
		v.custom<unknown[]>(
			(x) => Array.isArray(x) && x.length <= max,
			`must be an array of at most ${max} items`
		),
		v.array(item)
	);
}

const DefenseSchema = v.strictObject({ card: v.picklist(DEFENSE_CARDS), by: Index });
const Defenses = v.optional(bounded(DefenseSchema, MAX_DEFENSES));

/** valibot schema of one {@link TableAction}. */
export const TableActionSchema = v.variant('type', [
	v.strictObject({ type: v.literal('endTurn'), defenses: Defenses }),
	v.strictObject({
		type: v.literal('playCard'),
		actor: Index,
		card: v.picklist([...OWN_TURN_CARDS, ...PANIC_CARDS]),
		target: v.optional(Index),
		edge: v.optional(Index),
		defenses: Defenses
	}),
	v.strictObject({
		type: v.literal('eliminate'),
		player: Index,
		cause: v.literal('superinfection')
	}),
	v.strictObject({ type: v.literal('thingEliminated'), player: Index, vengeance: v.boolean() }),
	v.strictObject({
		type: v.literal('declareVictory'),
		player: Index,
		result: v.picklist(['no-humans', 'humans-remain', 'thing-alone'])
	}),
	v.strictObject({ type: v.literal('thingCaught'), player: Index }),
	v.strictObject({
		type: v.literal('vengeanceOver'),
		survivors: v.picklist(['humans', 'infected'])
	}),
	v.strictObject({
		type: v.literal('correct'),
		position: v.strictObject({
			playerAt: bounded(Index, MAX_PLAYERS),
			eliminated: bounded(v.boolean(), MAX_PLAYERS),
			doors: bounded(
				v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_PLAYERS)),
				MAX_PLAYERS
			),
			quarantine: bounded(
				v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(3))),
				MAX_PLAYERS
			),
			active: Index,
			direction: v.picklist(['clockwise', 'counterclockwise'])
		})
	})
]);

/** valibot schema of a {@link TableSetup}. Cross-field checks (names per seat, dealer < seats) are in {@link createTable}. */
export const TableSetupSchema = v.strictObject({
	seats: v.pipe(v.number(), v.integer(), v.minValue(MIN_PLAYERS), v.maxValue(MAX_PLAYERS)),
	dealer: Index,
	names: v.optional(bounded(v.pipe(v.string(), v.maxLength(MAX_NAME_LENGTH)), MAX_PLAYERS)),
	options: RuleOptionsSchema
});

/** valibot schema of a {@link TableLog} (version 1). */
export const TableLogSchema = v.strictObject({
	format: v.literal(LOG_FORMAT),
	version: v.literal(LOG_VERSION),
	setup: TableSetupSchema,
	actions: bounded(TableActionSchema, MAX_ACTIONS)
});

// The schema and the hand-written types must agree.
type _SchemaMatches = v.InferOutput<typeof TableActionSchema> extends TableAction ? true : never;
const _schemaMatches: _SchemaMatches = true;
void _schemaMatches;

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

/** The log without its actions, which {@link parseLogSteps} checks one by one. */
const TableLogEnvelopeSchema = v.strictObject({
	format: v.literal(LOG_FORMAT),
	version: v.literal(LOG_VERSION),
	setup: TableSetupSchema,
	actions: bounded(v.unknown(), MAX_ACTIONS)
});

/** How many actions {@link parseLogSteps} checks or replays between two yields. */
export const PARSE_SLICE = 100;

/** A valibot issue's path as `a.b.0.c`. */
function issuePath(
	issues: readonly v.BaseIssue<unknown>[],
	prefix = ''
): { path: string; message: string } {
	const issue = issues[0];
	const inner = issue?.path?.map((p) => String(p.key)).join('.') ?? '';
	return { path: [prefix, inner].filter(Boolean).join('.'), message: issue?.message ?? 'invalid' };
}

/**
 * {@link parseLog} in steps: a generator that yields after every {@link PARSE_SLICE} actions it
 * has checked or replayed, and returns the {@link ParseLogResult}. A caller can run it to the end
 * at once, or spread a long log (up to 20,000 actions) over several tasks so the page stays
 * responsive. `cursor` (default: all actions) also returns the state after that many actions;
 * every action is still checked and replayed, so undone actions are known to be legal too.
 */
export function* parseLogSteps(
	input: unknown,
	cursor?: number
): Generator<void, ParseLogResult, void> {
	const fail = (error: LogError): ParseLogResult => err(error);
	if (typeof input !== 'object' || input === null || Array.isArray(input)) {
		return fail({ code: 'not-a-log', path: '', message: 'a table log must be a JSON object' });
	}
	const rec = input as Record<string, unknown>;
	if (rec.format !== LOG_FORMAT)
		return fail({ code: 'not-a-log', path: 'format', message: `format must be "${LOG_FORMAT}"` });
	if (
		typeof rec.version === 'number' &&
		Number.isFinite(rec.version) &&
		rec.version > LOG_VERSION
	) {
		return fail({
			code: 'newer-version',
			path: 'version',
			message: `log version ${rec.version} is newer than ${LOG_VERSION}`
		});
	}
	if (Array.isArray(rec.actions) && rec.actions.length > MAX_ACTIONS) {
		return fail({ code: 'invalid', path: 'actions', message: `at most ${MAX_ACTIONS} actions` });
	}
	const envelope = v.safeParse(TableLogEnvelopeSchema, input);
	if (!envelope.success) return fail({ code: 'invalid', ...issuePath(envelope.issues) });
	const raw = envelope.output.actions;
	const actions: TableAction[] = [];
	for (let i = 0; i < raw.length; i++) {
		const parsed = v.safeParse(TableActionSchema, raw[i]);
		if (!parsed.success)
			return fail({ code: 'invalid', ...issuePath(parsed.issues, `actions.${i}`) });
		actions.push(parsed.output as TableAction);
		if ((i + 1) % PARSE_SLICE === 0) yield;
	}
	const log: TableLog = {
		format: LOG_FORMAT,
		version: LOG_VERSION,
		setup: envelope.output.setup as TableSetup,
		actions
	};
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
 * Validate unknown input (an imported file, a stored record) as a table log, then replay it.
 * Never throws. Rejects hostile input before reading it in full: more than 20,000 actions, long
 * names, numbers out of range, unknown keys. On success also returns the replayed state.
 */
export function parseLog(input: unknown): ParseLogResult {
	const steps = parseLogSteps(input);
	for (;;) {
		const next = steps.next();
		if (next.done) return next.value;
	}
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
