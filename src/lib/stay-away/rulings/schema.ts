/**
 * valibot schemas of the ruling data files: `<topic>.json` (an array of {@link RulingData}) and
 * `option-readings.json` ({@link OptionReadings}). The app does not load this module; the tests
 * use it to check every file, so that `rulings.ts` may read the files as typed data.
 */
import * as v from 'valibot';
import { CARD_IDS, CATEGORIES } from '../cards';
import { defaultRuleOptions } from '../options';
import {
	CONFIDENCES,
	EDITIONS,
	PUBLISHER_ANSWERS,
	REFERENCE_CASES,
	TOPICS,
	type EnSection,
	type OptionPath,
	type UaRuSection
} from '../rulings';

const EN_SECTIONS: readonly EnSection[] = [
	'concept',
	'goal',
	'look-out',
	'playing',
	'deck',
	'cards',
	'elimination',
	'end',
	'advanced'
];
const UA_RU_SECTIONS: readonly UaRuSection[] = [
	'goal',
	'setup',
	'turn',
	'elimination',
	'end',
	'contents'
];

/** Every rule option path, e.g. `'print.quarantine'`, from the default options' keys. */
export const OPTION_PATHS: readonly OptionPath[] = Object.entries(defaultRuleOptions()).flatMap(
	([group, values]) =>
		typeof values === 'object' && values !== null
			? Object.keys(values).map((key) => `${group}.${key}` as OptionPath)
			: []
);

const positive = v.pipe(v.number(), v.integer(), v.minValue(1));
const print = v.picklist(['spanish', 'first-russian']);
const cardId = v.picklist(CARD_IDS);

/** An item inside a rulebook section (`Part` in rulings.ts). */
const PartSchema = v.variant('kind', [
	v.strictObject({ kind: v.literal('step'), n: positive }),
	v.strictObject({ kind: v.literal('rule'), n: v.picklist([1, 2, 3, 4, 5, 6]) }),
	v.strictObject({ kind: v.literal('outcome'), n: v.picklist(['A', 'B']) }),
	v.strictObject({ kind: v.literal('special-case'), n: v.picklist([1, 2]) }),
	v.strictObject({ kind: v.literal('card-type'), category: v.picklist(CATEGORIES) }),
	v.strictObject({ kind: v.literal('warning') })
]);

/** One cited source (`Source` in rulings.ts). */
export const SourceSchema = v.union([
	v.strictObject({
		kind: v.literal('rulebook'),
		edition: v.literal('en'),
		section: v.picklist(EN_SECTIONS),
		part: v.optional(PartSchema)
	}),
	v.strictObject({
		kind: v.literal('rulebook'),
		edition: v.literal('de-2017'),
		page: positive,
		toPage: v.optional(positive)
	}),
	v.strictObject({
		kind: v.literal('rulebook'),
		edition: v.literal('ua-ru'),
		section: v.picklist(UA_RU_SECTIONS),
		part: v.optional(PartSchema)
	}),
	v.strictObject({ kind: v.literal('upgrade-sheet') }),
	v.strictObject({
		kind: v.literal('card'),
		print,
		card: cardId,
		serial: v.optional(v.pipe(positive, v.maxValue(109)))
	}),
	v.strictObject({ kind: v.literal('print'), print }),
	v.strictObject({ kind: v.literal('glossary'), card: cardId }),
	v.strictObject({ kind: v.literal('publisher-answer'), answer: v.picklist(PUBLISHER_ANSWERS) }),
	v.strictObject({ kind: v.literal('reference-case'), case: v.picklist(REFERENCE_CASES) })
]);

/** One reading of a disputed or edition-dependent point (`Reading` in rulings.ts). */
export const ReadingSchema = v.strictObject({
	key: v.pipe(v.string(), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
	sources: v.array(SourceSchema),
	value: v.optional(v.union([v.string(), v.number(), v.boolean()]))
});

const kebab = v.pipe(v.string(), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/));
const topic = v.picklist(TOPICS);

/** One stored ruling (`RulingData` in rulings.ts). */
export const RulingDataSchema = v.strictObject({
	id: kebab,
	cards: v.array(v.union([cardId, v.picklist(CATEGORIES.map((c) => `category:${c}` as const))])),
	topics: v.tupleWithRest([topic], topic),
	editions: v.union([
		v.literal('all'),
		v.tupleWithRest([v.picklist(EDITIONS)], v.picklist(EDITIONS))
	]),
	confidence: v.picklist(CONFIDENCES),
	sources: v.array(SourceSchema),
	option: v.optional(v.picklist(OPTION_PATHS)),
	readings: v.optional(v.pipe(v.array(ReadingSchema), v.minLength(2))),
	appDefault: v.optional(kebab),
	related: v.optional(v.array(kebab)),
	everyRole: v.optional(v.literal(true))
});

/** A `<topic>.json` file: the rulings whose home topic it is. */
export const RulingFileSchema = v.array(RulingDataSchema);

/** `option-readings.json`: the readings of each rule option, at least two each. */
export const OptionReadingsSchema = v.record(
	v.picklist(OPTION_PATHS),
	v.pipe(v.array(ReadingSchema), v.minLength(2))
);
