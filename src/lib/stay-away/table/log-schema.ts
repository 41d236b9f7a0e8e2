/**
 * The schema of the table log (valibot) and the validation of unknown input as a log: an imported
 * file, a saved game listed on the start screen. Part of the table engine; import it from `./index`
 * (`$lib/stay-away/table`). Kept apart from `log.ts`, so that a page that only replays its own saved
 * game never loads the schema library.
 */
import * as v from 'valibot';
import { bounded } from '../../bounded-array';
import { err } from '../../result';
import type { SchemaIssue } from '../../schema-issue';
import { schemaIssue } from '../../valibot-issue';
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
	type TableAction,
	type TableSetup
} from './model';
import {
	LOG_FORMAT,
	LOG_VERSION,
	PARSE_SLICE,
	replaySteps,
	type LogError,
	type ParseLogResult,
	type TableLog
} from './log';

const Index = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_PLAYERS - 1));

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

/** The log without its actions, which {@link parseLogSteps} checks one by one. */
const TableLogEnvelopeSchema = v.strictObject({
	format: v.literal(LOG_FORMAT),
	version: v.literal(LOG_VERSION),
	setup: TableSetupSchema,
	actions: bounded(v.unknown(), MAX_ACTIONS)
});

/** The first valibot issue as the path, the validator's message (for logs) and the {@link SchemaIssue}. */
function issuePath(
	issues: readonly v.BaseIssue<unknown>[],
	prefix = ''
): { path: string; message: string; issue?: SchemaIssue } {
	const first = issues[0];
	if (!first) return { path: prefix, message: 'invalid' };
	const found = schemaIssue(first);
	const path = [prefix, found.path].filter(Boolean).join('.');
	return { path, message: first.message, issue: { path, problem: found.problem } };
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
		return fail({
			code: 'invalid',
			path: 'actions',
			message: `at most ${MAX_ACTIONS} actions`,
			issue: { path: 'actions', problem: { kind: 'too-many', limit: MAX_ACTIONS } }
		});
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
	return yield* replaySteps(log, cursor);
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
