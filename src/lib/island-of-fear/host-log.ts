/**
 * The Host's Table log as a file: its schema (valibot) and the reading of unknown input, an
 * imported file or a stored game, as a game. Kept apart from `host-game.ts` so the rules load
 * without the schema library.
 *
 * A log, as saved, exported and imported:
 * ```json
 * { "format": "island-of-fear-host-log", "version": 1,
 *   "setup": { "seats": 8, "names": ["Ann", …], "items": true, "events": false },
 *   "actions": [ { "type": "assignRole", "seat": 2, "role": "werewolves" },
 *                { "type": "beginNight" }, { "type": "vote", "voter": 0, "target": 2 }, … ] }
 * ```
 * Limits: 4–24 seats, names of at most 40 characters, at most 20,000 actions, no unknown keys.
 */
import * as v from 'valibot';
import { bounded } from '../bounded-array';
import { err, ok, type Result } from '../result';
import type { SchemaIssue } from '../schema-issue';
import { schemaIssue } from '../valibot-issue';
import { openLogged, type ActionLog, type Logged } from '../action-log';
import { EVENT_IDS, ITEM_IDS, ROLE_IDS } from './cards';
import {
	HOST_LOG_FORMAT,
	HOST_LOG_VERSION,
	HOST_RULES,
	MAX_ACTIONS,
	MAX_NAME_LENGTH,
	MAX_SEATS,
	MIN_SEATS,
	type HostAction,
	type HostRefusal,
	type HostSetup,
	type HostState
} from './host-game';

/** A Host's Table log (see the module comment for its JSON). */
export type HostLog = ActionLog<HostSetup, HostAction>;

/** A Host's Table game in progress: its log, cursor and state. */
export type HostGame = Logged<HostSetup, HostState, HostAction>;

const Seat = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_SEATS - 1));
const Count = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ACTIONS));
const Role = v.picklist(ROLE_IDS);

/** valibot schema of a {@link HostSetup}; the names must be one per seat. */
export const HostSetupSchema = v.pipe(
	v.strictObject({
		seats: v.pipe(v.number(), v.integer(), v.minValue(MIN_SEATS), v.maxValue(MAX_SEATS)),
		names: bounded(v.pipe(v.string(), v.maxLength(MAX_NAME_LENGTH)), MAX_SEATS),
		items: v.boolean(),
		events: v.boolean()
	}),
	v.check((s) => s.names.length === s.seats, 'names must hold one name per seat')
);

/** valibot schema of one {@link HostAction}. */
export const HostActionSchema = v.variant('type', [
	v.strictObject({ type: v.literal('assignRole'), seat: Seat, role: Role }),
	v.strictObject({ type: v.literal('setOrder'), order: bounded(Role, ROLE_IDS.length) }),
	v.strictObject({ type: v.literal('beginNight') }),
	v.strictObject({ type: v.literal('recordNight'), role: Role, target: v.nullable(Seat) }),
	v.strictObject({ type: v.literal('beginDay') }),
	v.strictObject({ type: v.literal('death'), seat: Seat }),
	v.strictObject({ type: v.literal('drawEvent'), event: v.picklist(EVENT_IDS) }),
	v.strictObject({
		type: v.literal('dayEntry'),
		entry: v.picklist(['take-vote', 'harm']),
		target: Seat
	}),
	v.strictObject({ type: v.literal('vote'), voter: Seat, target: v.nullable(Seat) }),
	v.strictObject({ type: v.literal('revote') }),
	v.strictObject({ type: v.literal('execute'), seat: Seat }),
	v.strictObject({ type: v.literal('clockOut') }),
	v.strictObject({ type: v.literal('noExecution'), reason: v.picklist(['tie', 'time', 'host']) }),
	v.strictObject({
		type: v.literal('drawItem'),
		seat: Seat,
		item: v.nullable(v.picklist(ITEM_IDS)),
		faceUp: v.optional(v.boolean())
	}),
	v.strictObject({ type: v.literal('turnItem'), seat: Seat, faceUp: v.boolean() }),
	v.strictObject({
		type: v.literal('correctNight'),
		night: Count,
		role: Role,
		target: v.nullable(Seat)
	}),
	v.strictObject({
		type: v.literal('correctVote'),
		day: Count,
		round: Count,
		voter: Seat,
		target: v.nullable(Seat)
	}),
	v.strictObject({
		type: v.literal('endGame'),
		winner: v.picklist(['werewolves', 'people', 'none'])
	}),
	v.strictObject({ type: v.literal('hamsterReading'), withWerewolves: v.boolean() })
]);

/** valibot schema of a whole {@link HostLog}. */
export const HostLogSchema = v.strictObject({
	format: v.literal(HOST_LOG_FORMAT),
	version: v.literal(HOST_LOG_VERSION),
	setup: HostSetupSchema,
	actions: bounded(HostActionSchema, MAX_ACTIONS)
});

/**
 * Why input is not a Host's Table log:
 * - `not-a-log`: not an object with `format: "island-of-fear-host-log"` (e.g. a Stay Away! log);
 * - `newer-version`: written by a newer app (`version` says which);
 * - `invalid`: does not match the schema; `path` (e.g. `actions.3.voter`) and `message` say where;
 * - `illegal-action`: well formed, but action `index` (0-based) is refused by the rules (`refusal`).
 */
export type HostLogError =
	| { readonly code: 'not-a-log' }
	| { readonly code: 'newer-version'; readonly version: number }
	| {
			readonly code: 'invalid';
			readonly path: string;
			readonly message: string;
			/** The field and what was expected there, for the page to word. */
			readonly issue: SchemaIssue;
	  }
	| { readonly code: 'illegal-action'; readonly index: number; readonly refusal: HostRefusal };

/**
 * Read unknown input (a parsed JSON file, a stored record) as a game, the cursor at `cursor`
 * (default: the end). Every action is checked by the schema and then by the rules. Never throws.
 */
export function parseHostLog(input: unknown, cursor?: number): Result<HostGame, HostLogError> {
	const o = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
	if (o.format !== HOST_LOG_FORMAT) return err({ code: 'not-a-log' });
	if (typeof o.version === 'number' && o.version > HOST_LOG_VERSION)
		return err({ code: 'newer-version', version: o.version });
	const parsed = v.safeParse(HostLogSchema, input);
	if (!parsed.success) {
		const first = parsed.issues[0];
		const issue = schemaIssue(first);
		return err({ code: 'invalid', path: issue.path, message: first.message, issue });
	}
	const log = dropRollCallRecords(parsed.output as HostLog, cursor);
	const opened = openLogged(HOST_RULES, log.log, log.cursor);
	if (!opened.ok)
		return err({
			code: 'illegal-action',
			index: opened.error.index,
			refusal: opened.error.refusal
		});
	return ok(opened.value);
}

/**
 * A log saved before the first night became a roll call only (issue 40; docs/sources.md#island-game-flow,
 * rulebook lines 36, 38) may hold first-night records and deaths, and corrections of them, which the
 * rules now refuse. They are dropped, so such a game still opens; `cursor` moves back by the number
 * dropped before it. Every other action is kept as it is, for the rules to judge.
 */
export function dropRollCallRecords(
	log: HostLog,
	cursor?: number
): { log: HostLog; cursor: number | undefined } {
	let state = HOST_RULES.start(log.setup);
	const actions: HostAction[] = [];
	let at = cursor;
	for (const [i, action] of log.actions.entries()) {
		const r = HOST_RULES.apply(state, action);
		const stale =
			!r.ok &&
			(r.error === 'roll-call' ||
				(action.type === 'correctNight' && action.night === 1 && r.error === 'no-such-record'));
		if (stale) {
			if (at !== undefined && i < cursor!) at -= 1;
			continue;
		}
		actions.push(action);
		if (r.ok) state = r.value;
	}
	return actions.length === log.actions.length
		? { log, cursor }
		: { log: { ...log, actions }, cursor: at };
}
