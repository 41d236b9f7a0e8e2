/**
 * Ruling records for *Stay Away!*: the questions players argue about at the table, each tied to
 * the cards and topics it concerns, the editions it holds for, how sure it is, and where it comes
 * from. This module is pure data: no text. The question, the answer and the wording of each
 * reading live in `locales/<lng>/rules.json` under `rulings.<id>`; topic titles under
 * `topics.<topic>`; the words needed to render a {@link Source} under `sources`.
 *
 * Sources, in order of precedence (docs/sources.md#stay-away):
 * 1. the rulebooks: the English rulebook with two publisher answers in its comments
 *    (docs/sources.md#rulebook-en, #publisher-answers), the German 2017 rulebook summary with
 *    page numbers (#rulebook-de-2017), the Ukrainian/Russian rules description (#rulebook-ua-ru,
 *    secondary);
 * 2. the printed card texts of the Spanish and the first Russian print (#card-prints);
 * 3. the Spanish rulebook glossary as transcribed in public code (#glossary);
 * 4. the numbered cases of the rulings reference (#rulings-reference), which collect the rest
 *    (implementations, reviews) and are never authority by themselves.
 *
 * The records themselves are data: `rulings/<home topic>.json`, one file per topic, with the
 * readings of each rule option stated once in `rulings/option-readings.json`. This module holds
 * their types and assembles {@link RULINGS} from them.
 *
 * Where sources disagree or are silent, a ruling is `disputed`: it lists its {@link Reading}s,
 * each with its own sources, and names the {@link RuleOptions} key through which the table picks
 * one (`option`), or the reading the app assumes (`appDefault`) when no option exists.
 */
import { cardIdsOf, type CardId, type Category } from './cards';
import { defaultRuleOptions, type RuleOptions } from './options';
import actionsRulings from './rulings/actions.json';
import defenseRulings from './rulings/defense.json';
import editionsRulings from './rulings/editions.json';
import eliminationRulings from './rulings/elimination.json';
import endOfGameRulings from './rulings/end-of-game.json';
import exchangeRulings from './rulings/exchange.json';
import infectionRulings from './rulings/infection.json';
import obstaclesRulings from './rulings/obstacles.json';
import optionReadingsData from './rulings/option-readings.json';
import panicRulings from './rulings/panic.json';
import seatChangesRulings from './rulings/seat-changes.json';
import setupRulings from './rulings/setup.json';
import theThingRulings from './rulings/the-thing.json';
import turnRulings from './rulings/turn.json';
import variantsRulings from './rulings/variants.json';

// ---------------------------------------------------------------------------------------------
// Vocabulary
// ---------------------------------------------------------------------------------------------

/**
 * Topic ids, in the order the rules pages list them. Titles and one-line intros live in
 * `rules.json` under `topics.<id>`.
 * - `setup`: building and dealing the deck; `turn`: the three steps of a turn;
 * - `exchange`: the card exchange and what may be handed over;
 * - `infection`: Infected! cards, the three-card limit and Superinfection;
 * - `the-thing`: what The Thing may and may not do;
 * - `actions`: how each action card is played (not in the brief's list; added so every action
 *   card has a home topic);
 * - `defense`: defense-card timing and the replacement draw; `panic`: Panic! cards;
 * - `obstacles`: Quarantine and Barred Door; `seat-changes`: who sits where after a swap;
 * - `elimination`: leaving the game; `end-of-game`: who wins, special cases 1 and 2;
 * - `variants`: advanced rules 1–6 (Vengeance mode is rule 6);
 * - `editions`: where prints and rulebooks differ.
 */
export const TOPICS = [
	'setup',
	'turn',
	'exchange',
	'infection',
	'the-thing',
	'actions',
	'defense',
	'panic',
	'obstacles',
	'seat-changes',
	'elimination',
	'end-of-game',
	'variants',
	'editions'
] as const;

/** A topic id such as `'defense'`. */
export type Topic = (typeof TOPICS)[number];

/**
 * A print or rulebook a ruling can be limited to.
 * - `en-rulebook`: the English rulebook (Pendragon), docs/sources.md#rulebook-en.
 * - `de-2017`: the revised German rulebook (Truant 2017) and its upgrade sheet,
 *   docs/sources.md#rulebook-de-2017.
 * - `ua-ru`: the Ukrainian/Russian rules description, docs/sources.md#rulebook-ua-ru.
 * - `revised`: the later card texts, as on the Spanish print (serials "n/109"): two-round
 *   Quarantine, Missed! that does not infect, One, Two… stopped by either player's Quarantine,
 *   Infected! serial 11 numbered 6. Matches `SPANISH_PRINT` in options.ts.
 * - `first-print`: the earlier card texts, as on the first Russian print: three-turn Quarantine,
 *   plain Missed!, One, Two… stopped only by the target's Quarantine, Infected! serial 11
 *   numbered 7. Matches `FIRST_RUSSIAN_PRINT` in options.ts.
 */
export type Edition = 'en-rulebook' | 'de-2017' | 'ua-ru' | 'revised' | 'first-print';

/**
 * The section of the English rulebook where each topic is covered, for pointing a reader to the
 * rulebook when no ruling answers a question well.
 */
export const TOPIC_SECTION: Readonly<Record<Topic, EnSection>> = {
	setup: 'deck',
	turn: 'playing',
	exchange: 'playing',
	infection: 'goal',
	'the-thing': 'goal',
	actions: 'cards',
	defense: 'cards',
	panic: 'cards',
	obstacles: 'cards',
	'seat-changes': 'playing',
	elimination: 'elimination',
	'end-of-game': 'end',
	variants: 'advanced',
	editions: 'deck'
};

/** All specific editions, in the order the rules pages list them. */
export const EDITIONS: readonly Edition[] = [
	'en-rulebook',
	'de-2017',
	'ua-ru',
	'revised',
	'first-print'
];

/**
 * Where a ruling holds: `'all'` when every print and rulebook agrees (or the point is common to
 * all of them), otherwise a non-empty list of the editions it is limited to or compares.
 */
export type Editions = 'all' | readonly [Edition, ...Edition[]];

/**
 * How sure a ruling is.
 * - `rulebook`: a rulebook or a publisher answer says so.
 * - `printed-card`: the printed card text says so (per print where prints differ).
 * - `common-reading`: follows from the texts, though none spells out this exact point; the
 *   sources that touch it agree.
 * - `disputed`: the sources disagree, or are silent and readings differ. Such a ruling always
 *   has {@link Ruling.readings}.
 */
export type Confidence = 'rulebook' | 'printed-card' | 'common-reading' | 'disputed';

/** All confidence grades, strongest first. */
export const CONFIDENCES: readonly Confidence[] = [
	'rulebook',
	'printed-card',
	'common-reading',
	'disputed'
];

// ---------------------------------------------------------------------------------------------
// Sources
// ---------------------------------------------------------------------------------------------

/**
 * Sections of the English rulebook (docs/sources.md#rulebook-en). It has no page numbers, so a
 * citation names the section and, where the section numbers its items, the item: e.g. "The deck,
 * step 4".
 * `concept` is "The concept" (4–12 players); `look-out` is the boxed warning after the goal of the
 * game (the three-card Infected! limit and the four-card hand).
 */
export type EnSection =
	| 'concept'
	| 'goal'
	| 'look-out'
	| 'playing'
	| 'deck'
	| 'cards'
	| 'elimination'
	| 'end'
	| 'advanced';

/**
 * Sections of the Ukrainian/Russian rules description (docs/sources.md#rulebook-ua-ru): goal,
 * setup ("Подготовка"), turn ("Ход игры"), elimination ("Устранение игроков", with its warning
 * box), end of game ("Конец игры", with notes 1 and 2), contents ("Комплектация").
 */
export type UaRuSection = 'goal' | 'setup' | 'turn' | 'elimination' | 'end' | 'contents';

/**
 * An item inside a rulebook section.
 * - `step`: a numbered step ("Playing the game" 1–3, "The deck" 1–5, setup 1–7);
 * - `rule`: a numbered advanced rule, 1–6;
 * - `outcome`: end-of-game outcome A (The Thing eliminated) or B (no Human left);
 * - `special-case`: end-of-game special case 1 or 2 (notes 1 and 2 in the Ukrainian/Russian rules);
 * - `card-type`: the paragraph on one card category in "The cards";
 * - `warning`: the warning box of a section (Ukrainian/Russian rules, elimination).
 */
export type Part =
	| { readonly kind: 'step'; readonly n: number }
	| { readonly kind: 'rule'; readonly n: 1 | 2 | 3 | 4 | 5 | 6 }
	| { readonly kind: 'outcome'; readonly n: 'A' | 'B' }
	| { readonly kind: 'special-case'; readonly n: 1 | 2 }
	| { readonly kind: 'card-type'; readonly category: Category }
	| { readonly kind: 'warning' };

/** A card print whose card texts and numbers we know (docs/sources.md#card-prints). */
export type Print = 'spanish' | 'first-russian';

/**
 * The two publisher answers in the comments under the English rulebook
 * (docs/sources.md#publisher-answers).
 */
export type PublisherAnswer =
	/** 11 and 12 players both use all 108 cards. */
	| 'all-cards-11-12'
	/** Defense cards answer only an exchange someone else offers you (Italian reply to Andrea). */
	| 'defense-only-when-offered';

/**
 * Case numbers of the rulings reference (docs/sources.md#rulings-reference) that rulings may
 * cite, in order.
 */
export const REFERENCE_CASES = [
	1, 2, 4, 5, 6, 7, 9, 12, 13, 14, 15, 16, 18, 19, 20, 21, 23, 24, 26, 27, 29, 31, 32, 34, 36, 37,
	38, 40
] as const;

/**
 * A case number of the rulings reference (docs/sources.md#rulings-reference) that rulings may
 * cite.
 */
export type ReferenceCase = (typeof REFERENCE_CASES)[number];

/** The publisher answers, in the order they appear under the English rulebook. */
export const PUBLISHER_ANSWERS: readonly PublisherAnswer[] = [
	'all-cards-11-12',
	'defense-only-when-offered'
];

/**
 * A precise reference for a ruling or a reading. Rendered in words with `rules.json` `sources`.
 * - `rulebook` / `en`: English rulebook, by section and optional item ("The deck, step 4").
 * - `rulebook` / `de-2017`: German rulebook 2017, by page ("p. 7") or page range ("pp. 7–8").
 * - `rulebook` / `ua-ru`: Ukrainian/Russian rules description, by section and optional item.
 * - `upgrade-sheet`: the German 2017 upgrade sheet with replacement Missed! and Quarantine cards.
 * - `card`: the printed text of one card in one print; `serial` narrows it to one copy.
 * - `print`: a whole print's card set (serials and corner numbers), for counts.
 * - `glossary`: the Spanish rulebook's entry for one card, as transcribed in public code.
 * - `publisher-answer`: one of the publisher's answers under the English rulebook.
 * - `reference-case`: a numbered case of the rulings reference
 *   (docs/sources.md#rulings-reference).
 */
export type Source =
	| {
			readonly kind: 'rulebook';
			readonly edition: 'en';
			readonly section: EnSection;
			readonly part?: Part;
	  }
	| {
			readonly kind: 'rulebook';
			readonly edition: 'de-2017';
			readonly page: number;
			readonly toPage?: number;
	  }
	| {
			readonly kind: 'rulebook';
			readonly edition: 'ua-ru';
			readonly section: UaRuSection;
			readonly part?: Part;
	  }
	| { readonly kind: 'upgrade-sheet' }
	| {
			readonly kind: 'card';
			readonly print: Print;
			readonly card: CardId;
			readonly serial?: number;
	  }
	| { readonly kind: 'print'; readonly print: Print }
	| { readonly kind: 'glossary'; readonly card: CardId }
	| { readonly kind: 'publisher-answer'; readonly answer: PublisherAnswer }
	| { readonly kind: 'reference-case'; readonly case: ReferenceCase };

/** The kinds of {@link Source}. */
export type SourceKind = Source['kind'];

// ---------------------------------------------------------------------------------------------
// Options and readings
// ---------------------------------------------------------------------------------------------

type OptionGroups = Omit<RuleOptions, 'version'>;

/** A dotted path to one rule option, e.g. `'table.nextAfterSwap'` or `'print.quarantine'`. */
export type OptionPath = {
	[G in keyof OptionGroups]: `${G}.${Extract<keyof OptionGroups[G], string>}`;
}[keyof OptionGroups];

/** A scalar option value a reading can stand for. */
export type OptionValue = string | number | boolean;

/**
 * One way to read a disputed or edition-dependent point. Its wording lives in `rules.json` under
 * `rulings.<id>.readings.<key>`.
 * - `sources`: where this reading comes from.
 * - `value`: the value of the ruling's `option` that selects this reading in the app.
 */
export interface Reading {
	readonly key: string;
	readonly sources: readonly Source[];
	readonly value?: OptionValue;
}

/**
 * One ruling.
 * - `id`: kebab-case, stable, the URL anchor (`/rules/<topic>#<id>`) and the locale key.
 * - `cards`: the cards it concerns (may be empty for general rules).
 * - `topics`: one or more topics; the first is its home topic.
 * - `editions`, `confidence`, `sources`: see {@link Editions}, {@link Confidence}, {@link Source}.
 * - `option`: the rule option the app's table or setup reads for this point.
 * - `readings`: the readings of a disputed or edition-dependent point. When each carries a
 *   `value`, the app's default is the one matching `defaultRuleOptions()`.
 * - `appDefault`: the reading key the app assumes when no option selects between readings.
 * - `related`: ids of rulings worth reading next.
 * - `everyRole`: `true` when it states one rule for a player of every role, whichever a question
 *   names ("an eliminated player loses, whatever their role"); the search reads it as agreeing
 *   with any role (`role.any`).
 */
export interface Ruling {
	readonly id: string;
	readonly cards: readonly CardId[];
	readonly topics: readonly [Topic, ...Topic[]];
	readonly editions: Editions;
	readonly confidence: Confidence;
	readonly sources: readonly Source[];
	readonly option?: OptionPath;
	readonly readings?: readonly Reading[];
	readonly appDefault?: string;
	readonly related?: readonly string[];
	readonly everyRole?: true;
}

// ---------------------------------------------------------------------------------------------
// The rulings, as data
// ---------------------------------------------------------------------------------------------

/**
 * A card a ruling stores: a card id, or `category:<category>` for every card of that category in
 * `CARDS` order (e.g. `category:defense` for the five defense cards).
 */
export type CardRef = CardId | `category:${Category}`;

/**
 * A ruling as stored in `rulings/<home topic>.json`. It differs from {@link Ruling} in two ways:
 * - `cards` may name a whole category (see {@link CardRef});
 * - `readings` is left out when the ruling has an `option` whose readings are in
 *   `rulings/option-readings.json`; it is given only where a ruling needs readings of its own.
 * `rulings/schema.ts` describes these files with valibot; `rulings.test.ts` checks them.
 */
export interface RulingData extends Omit<Ruling, 'cards'> {
	readonly cards: readonly CardRef[];
}

/** The readings of each rule option, stated once for every ruling that names the option. */
export type OptionReadings = Readonly<Partial<Record<OptionPath, readonly Reading[]>>>;

// The JSON files are checked against `rulings/schema.ts` by the tests; here they are only typed.
const asRulings = (json: unknown): readonly RulingData[] => json as readonly RulingData[];

/** The stored rulings of each topic file, keyed by home topic. */
const RULING_FILES: Readonly<Record<Topic, readonly RulingData[]>> = {
	setup: asRulings(setupRulings),
	turn: asRulings(turnRulings),
	exchange: asRulings(exchangeRulings),
	infection: asRulings(infectionRulings),
	'the-thing': asRulings(theThingRulings),
	actions: asRulings(actionsRulings),
	defense: asRulings(defenseRulings),
	panic: asRulings(panicRulings),
	obstacles: asRulings(obstaclesRulings),
	'seat-changes': asRulings(seatChangesRulings),
	elimination: asRulings(eliminationRulings),
	'end-of-game': asRulings(endOfGameRulings),
	variants: asRulings(variantsRulings),
	editions: asRulings(editionsRulings)
};

/** The readings of each rule option (`rulings/option-readings.json`). */
const OPTION_READINGS: OptionReadings = optionReadingsData as OptionReadings;

/** The card ids a stored card list stands for, categories expanded in `CARDS` order. */
function expandCards(cards: readonly CardRef[]): CardId[] {
	return cards.flatMap((ref) =>
		ref.startsWith('category:')
			? cardIdsOf(ref.slice('category:'.length) as Category)
			: [ref as CardId]
	);
}

/**
 * A {@link Ruling} from its stored form: categories expanded, and the option's readings attached
 * when the ruling states none of its own.
 */
function assembleRuling(data: RulingData): Ruling {
	const { id, topics, editions, confidence, sources, option, appDefault, related, everyRole } =
		data;
	const readings = data.readings ?? (option ? OPTION_READINGS[option] : undefined);
	return {
		id,
		cards: expandCards(data.cards),
		topics,
		editions,
		confidence,
		sources,
		...(option === undefined ? {} : { option }),
		...(readings === undefined ? {} : { readings }),
		...(appDefault === undefined ? {} : { appDefault }),
		...(related === undefined ? {} : { related }),
		...(everyRole === undefined ? {} : { everyRole })
	};
}

/** Every ruling, grouped by home topic in {@link TOPICS} order. */
export const RULINGS: readonly Ruling[] = TOPICS.flatMap((topic) =>
	RULING_FILES[topic].map(assembleRuling)
);

// ---------------------------------------------------------------------------------------------
// Queries
// ---------------------------------------------------------------------------------------------

const BY_ID = new Map<string, Ruling>(RULINGS.map((r) => [r.id, r]));

/** Every source a ruling cites, its readings' included, in order (duplicates kept). */
export function sourcesOf(ruling: Ruling): Source[] {
	return [...ruling.sources, ...(ruling.readings ?? []).flatMap((r) => r.sources)];
}

/** The ruling with this id, or `undefined`. */
export function getRuling(id: string): Ruling | undefined {
	return BY_ID.get(id);
}

/** Rulings that concern a card, in {@link RULINGS} order. */
export function rulingsForCard(id: CardId): Ruling[] {
	return RULINGS.filter((r) => r.cards.includes(id));
}

/** Other cards that share rulings with `id`, most shared first (at most `limit`). */
export function relatedCards(id: CardId, limit = 8): CardId[] {
	const shared: Partial<Record<CardId, number>> = {};
	for (const r of rulingsForCard(id))
		for (const other of r.cards) if (other !== id) shared[other] = (shared[other] ?? 0) + 1;
	return (Object.keys(shared) as CardId[])
		.sort((a, b) => (shared[b] ?? 0) - (shared[a] ?? 0))
		.slice(0, limit);
}

/** Rulings filed under a topic, those whose home topic it is first, then the rest. */
export function rulingsForTopic(topic: Topic): Ruling[] {
	const home = RULINGS.filter((r) => r.topics[0] === topic);
	const other = RULINGS.filter((r) => r.topics[0] !== topic && r.topics.includes(topic));
	return [...home, ...other];
}

/** True when the ruling holds for (or discusses) the given edition. */
export function appliesTo(ruling: Ruling, edition: Edition): boolean {
	return ruling.editions === 'all' || ruling.editions.includes(edition);
}

/** The value at a dotted option path, e.g. `optionValue(opts, 'table.nextAfterSwap')`. */
export function optionValue(options: RuleOptions, path: OptionPath): unknown {
	const [group, key] = path.split('.') as [keyof OptionGroups, string];
	return (options[group] as unknown as Record<string, unknown>)[key];
}

/**
 * The reading the app uses for a ruling under the given options: the one whose `value` matches
 * the ruling's option, else the `appDefault` reading. `undefined` when the ruling has no
 * readings or leaves the choice wholly to the table.
 */
export function activeReading(
	ruling: Ruling,
	options: RuleOptions = defaultRuleOptions()
): Reading | undefined {
	const readings = ruling.readings;
	if (!readings) return undefined;
	if (ruling.option) {
		const current = optionValue(options, ruling.option);
		const match = readings.find((r) => r.value !== undefined && r.value === current);
		if (match) return match;
	}
	return ruling.appDefault ? readings.find((r) => r.key === ruling.appDefault) : undefined;
}
