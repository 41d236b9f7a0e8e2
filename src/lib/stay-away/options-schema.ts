/**
 * Validation of rule options read from outside (IndexedDB, a shared link, an imported game log),
 * with valibot. Kept apart from `options.ts` so that pages which only read options do not load it.
 */
import * as v from 'valibot';
import { RULE_OPTIONS_VERSION, type RuleOptions } from './options';

const serial = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(108));

/** valibot schema of {@link RuleOptions}; used to validate stored, shared or imported options. */
export const RuleOptionsSchema = v.strictObject({
	version: v.literal(RULE_OPTIONS_VERSION),
	print: v.strictObject({
		infected11Corner: v.picklist([6, 7]),
		quarantine: v.picklist(['two-rounds', 'three-turns']),
		missed: v.picklist(['not-infected', 'plain']),
		oneTwoQuarantine: v.picklist(['either', 'target'])
	}),
	advanced: v.strictObject({
		thingInDeck: v.boolean(),
		infectedCount: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20))),
		flamethrowerAnalysisInDeck: v.boolean(),
		neighboursOnly: v.boolean(),
		customDeck: v.nullable(
			v.strictObject({
				include: v.pipe(v.array(serial), v.maxLength(108)),
				exclude: v.pipe(v.array(serial), v.maxLength(108))
			})
		),
		vengeance: v.boolean()
	}),
	table: v.strictObject({
		nextAfterSwap: v.picklist(['next-from-new-seat', 'displaced-player']),
		doorNextToEliminated: v.picklist(['discard', 'keep']),
		quarantineExchange: v.picklist(['face-up', 'blocked']),
		superinfection: v.boolean(),
		declareAnyTime: v.boolean()
	})
});

/** Result of {@link parseRuleOptions}: the options, or the path and message of the first problem. */
export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * Validate unknown input (a stored record, a decoded URL, an imported file) as rule options.
 * Never throws; a malformed value gives `{ ok: false, error }` naming the offending field.
 */
export function parseRuleOptions(input: unknown): ParseResult<RuleOptions> {
	const result = v.safeParse(RuleOptionsSchema, input);
	if (result.success) return { ok: true, value: result.output as RuleOptions };
	const issue = result.issues[0];
	const path = issue?.path?.map((p) => String(p.key)).join('.') ?? '';
	return { ok: false, error: `${path || 'options'}: ${issue?.message ?? 'invalid'}` };
}
