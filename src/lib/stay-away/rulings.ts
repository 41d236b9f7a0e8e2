/**
 * Ruling records for *Stay Away!*: the questions players argue about at the table, each tied to
 * the cards and topics it concerns, the editions it holds for, how sure it is, and where it comes
 * from. This module is pure data: no text. The question, the answer and the wording of each
 * reading live in `locales/<lng>/rules.json` under `rulings.<id>`; topic titles under
 * `topics.<topic>`; the words needed to render a {@link Source} under `sources`.
 *
 * Sources, in order of precedence (shared/reference/rulings.md §1):
 * 1. the rulebooks: the English rulebook with two publisher answers in its comments
 *    (shared/seeds/000…), the German 2017 rulebook summary with page numbers (seeds/001…), the
 *    Ukrainian/Russian rules description (seeds/002…, secondary);
 * 2. the printed card texts of the Spanish and the first Russian print (reference/cards.md §3–4);
 * 3. the Spanish rulebook glossary as transcribed in public code;
 * 4. the numbered cases of shared/reference/rulings.md, which collect the rest (implementations,
 *    reviews) and are never authority by themselves.
 *
 * Where sources disagree or are silent, a ruling is `disputed`: it lists its {@link Reading}s,
 * each with its own sources, and names the {@link RuleOptions} key through which the table picks
 * one (`option`), or the reading the app assumes (`appDefault`) when no option exists.
 */
import { cardIdsOf, type CardId, type Category } from './cards';
import { defaultRuleOptions, type RuleOptions } from './options';

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
 * - `en-rulebook`: the English rulebook (Pendragon), seed 000.
 * - `de-2017`: the revised German rulebook (Truant 2017) and its upgrade sheet, seed 001.
 * - `ua-ru`: the Ukrainian/Russian rules description, seed 002.
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
 * Sections of the English rulebook (seed 000). It has no page numbers, so a citation names the
 * section and, where the section numbers its items, the item: e.g. "The deck, step 4".
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
 * Sections of the Ukrainian/Russian rules description (seed 002): goal, setup ("Подготовка"),
 * turn ("Ход игры"), elimination ("Устранение игроков", with its warning box), end of game
 * ("Конец игры", with notes 1 and 2), contents ("Комплектация").
 */
export type UaRuSection = 'goal' | 'setup' | 'turn' | 'elimination' | 'end' | 'contents';

/**
 * An item inside a rulebook section.
 * - `step`: a numbered step ("Playing the game" 1–3, "The deck" 1–5, setup 1–7);
 * - `rule`: a numbered advanced rule, 1–6;
 * - `outcome`: end-of-game outcome A (The Thing eliminated) or B (no Human left);
 * - `special-case`: end-of-game special case 1 or 2 (notes 1 and 2 in seed 002);
 * - `card-type`: the paragraph on one card category in "The cards";
 * - `warning`: the warning box of a section (seed 002, elimination).
 */
export type Part =
	| { readonly kind: 'step'; readonly n: number }
	| { readonly kind: 'rule'; readonly n: 1 | 2 | 3 | 4 | 5 | 6 }
	| { readonly kind: 'outcome'; readonly n: 'A' | 'B' }
	| { readonly kind: 'special-case'; readonly n: 1 | 2 }
	| { readonly kind: 'card-type'; readonly category: Category }
	| { readonly kind: 'warning' };

/** A card print whose card texts and numbers we know (reference/cards.md §1, §4). */
export type Print = 'spanish' | 'first-russian';

/** The two publisher answers in the comments under the English rulebook (seed 000). */
export type PublisherAnswer =
	/** 11 and 12 players both use all 108 cards. */
	| 'all-cards-11-12'
	/** Defense cards answer only an exchange someone else offers you (Italian reply to Andrea). */
	| 'defense-only-when-offered';

/** Case numbers of shared/reference/rulings.md §3 that rulings may cite, in order. */
export const REFERENCE_CASES = [
	1, 2, 4, 5, 6, 7, 9, 12, 13, 14, 15, 16, 18, 19, 20, 21, 23, 24, 26, 27, 29, 31, 32, 34, 36, 37,
	38, 40
] as const;

/** A case number of shared/reference/rulings.md §3 that rulings may cite. */
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
 * - `reference-case`: a numbered case of shared/reference/rulings.md.
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
}

// ---------------------------------------------------------------------------------------------
// Source helpers (data only)
// ---------------------------------------------------------------------------------------------

const en = (section: EnSection, part?: Part): Source =>
	part
		? { kind: 'rulebook', edition: 'en', section, part }
		: { kind: 'rulebook', edition: 'en', section };
const de = (page: number, toPage?: number): Source =>
	toPage === undefined
		? { kind: 'rulebook', edition: 'de-2017', page }
		: { kind: 'rulebook', edition: 'de-2017', page, toPage };
const uaRu = (section: UaRuSection, part?: Part): Source =>
	part
		? { kind: 'rulebook', edition: 'ua-ru', section, part }
		: { kind: 'rulebook', edition: 'ua-ru', section };
const step = (n: number): Part => ({ kind: 'step', n });
const rule = (n: 1 | 2 | 3 | 4 | 5 | 6): Part => ({ kind: 'rule', n });
const outcome = (n: 'A' | 'B'): Part => ({ kind: 'outcome', n });
const special = (n: 1 | 2): Part => ({ kind: 'special-case', n });
const cardType = (category: Category): Part => ({ kind: 'card-type', category });
const card = (id: CardId, print: Print, serial?: number): Source =>
	serial === undefined
		? { kind: 'card', print, card: id }
		: { kind: 'card', print, card: id, serial };
/** The same card text on both prints (cards.md §4.2: only Quarantine, Missed! and One, Two… differ). */
const cardBoth = (id: CardId): Source[] => [card(id, 'spanish'), card(id, 'first-russian')];
const gloss = (id: CardId): Source => ({ kind: 'glossary', card: id });
const pub = (answer: PublisherAnswer): Source => ({ kind: 'publisher-answer', answer });
const ref = (n: ReferenceCase): Source => ({ kind: 'reference-case', case: n });
const printSet = (print: Print): Source => ({ kind: 'print', print });
const upgradeSheet: Source = { kind: 'upgrade-sheet' };

const ACTION_CARDS: CardId[] = cardIdsOf('action');
const DEFENSE_CARDS: CardId[] = cardIdsOf('defense');
const REFUSAL_CARDS: CardId[] = ['scary', 'no-thanks', 'missed'];

// ---------------------------------------------------------------------------------------------
// The rulings
// ---------------------------------------------------------------------------------------------

/** Every ruling, grouped by home topic. */
export const RULINGS: readonly Ruling[] = [
	// --- setup -------------------------------------------------------------------------------
	{
		id: 'setup-player-count',
		cards: [],
		topics: ['setup'],
		editions: 'all',
		confidence: 'rulebook',
		sources: [en('concept'), en('deck', step(2)), printSet('spanish')],
		related: ['setup-remove-by-number', 'setup-eleven-twelve-players']
	},
	{
		id: 'setup-remove-by-number',
		cards: ['the-thing'],
		topics: ['setup'],
		editions: 'all',
		confidence: 'rulebook',
		sources: [en('deck', step(1)), en('deck', step(2)), de(4), uaRu('setup', step(2))],
		related: ['setup-eleven-twelve-players', 'setup-infected-11-corner']
	},
	{
		id: 'setup-eleven-twelve-players',
		cards: [],
		topics: ['setup'],
		editions: 'all',
		confidence: 'rulebook',
		sources: [
			pub('all-cards-11-12'),
			en('deck', step(2)),
			printSet('spanish'),
			printSet('first-russian'),
			ref(2)
		],
		related: ['setup-remove-by-number']
	},
	{
		id: 'setup-deal',
		cards: ['the-thing', 'infected'],
		topics: ['setup'],
		editions: 'all',
		confidence: 'rulebook',
		sources: [en('deck', step(3)), en('deck', step(4)), de(4), uaRu('setup', step(4)), ref(1)],
		related: ['setup-no-infected-or-panic-in-opening-hand', 'variant-thing-in-deck']
	},
	{
		id: 'setup-no-infected-or-panic-in-opening-hand',
		cards: ['infected'],
		topics: ['setup', 'infection'],
		editions: 'all',
		confidence: 'rulebook',
		sources: [en('deck', step(3)), en('deck', step(5)), en('goal'), ref(4)],
		related: ['setup-deal']
	},
	{
		id: 'setup-draw-deck',
		cards: [],
		topics: ['setup'],
		editions: 'all',
		confidence: 'rulebook',
		sources: [en('deck', step(5)), de(4), uaRu('setup', step(6))]
	},
	{
		id: 'setup-first-player-direction',
		cards: [],
		topics: ['setup', 'turn'],
		editions: 'all',
		confidence: 'rulebook',
		sources: [en('playing'), de(4), de(5), uaRu('setup', step(7))],
		related: ['watch-your-back-basics']
	},
	{
		id: 'setup-infected-11-corner',
		cards: ['infected'],
		topics: ['setup', 'editions'],
		editions: ['revised', 'first-print'],
		confidence: 'printed-card',
		sources: [card('infected', 'spanish', 11), card('infected', 'first-russian', 11)],
		option: 'print.infected11Corner',
		readings: [
			{ key: 'six', sources: [card('infected', 'spanish', 11)], value: 6 },
			{ key: 'seven', sources: [card('infected', 'first-russian', 11)], value: 7 }
		],
		related: ['setup-remove-by-number']
	},
	{
		id: 'setup-card-count',
		cards: [],
		topics: ['setup', 'editions'],
		editions: 'all',
		confidence: 'printed-card',
		sources: [printSet('spanish'), printSet('first-russian'), de(4), uaRu('contents')],
		related: ['editions-promo-cards']
	},

	// --- turn --------------------------------------------------------------------------------
	{
		id: 'turn-three-steps',
		cards: [],
		topics: ['turn'],
		editions: 'all',
		confidence: 'rulebook',
		sources: [
			en('playing', step(1)),
			en('playing', step(2)),
			en('playing', step(3)),
			de(5),
			uaRu('turn')
		],
		related: ['turn-draw-panic', 'turn-must-discard-or-play', 'exchange-normal']
	},
	{
		id: 'turn-draw-panic',
		cards: [],
		topics: ['turn', 'panic'],
		editions: 'all',
		confidence: 'rulebook',
		sources: [
			en('playing', step(1)),
			en('playing', step(2)),
			en('cards', cardType('panic')),
			de(5),
			ref(5)
		],
		related: ['turn-panic-never-kept', 'turn-which-cards-end-turn']
	},
	{
		id: 'turn-must-discard-or-play',
		cards: ['the-thing', 'infected'],
		topics: ['turn'],
		editions: 'all',
		confidence: 'rulebook',
		sources: [en('playing', step(2)), de(5), ref(6)],
		related: ['thing-never-leaves-hand', 'infection-keep-last']
	},
	{
		id: 'turn-four-cards',
		cards: [],
		topics: ['turn'],
		editions: 'all',
		confidence: 'rulebook',
		sources: [en('look-out'), de(5), uaRu('turn')],
		related: ['defense-replacement-draw']
	},
	{
		id: 'turn-one-card-per-turn',
		cards: ['resolute'],
		topics: ['turn', 'actions'],
		editions: 'all',
		confidence: 'rulebook',
		sources: [en('playing', step(2)), gloss('resolute')],
		related: ['resolute-basics']
	},
	{
		id: 'turn-action-cards-own-turn-only',
		cards: [...ACTION_CARDS, 'quarantine', 'barred-door'],
		topics: ['turn', 'actions'],
		editions: 'all',
		confidence: 'rulebook',
		sources: [en('cards', cardType('action')), en('playing', step(2)), de(9)],
		related: ['defense-timing-general']
	},
	{
		id: 'turn-which-cards-end-turn',
		cards: ['seduction', 'blind-date', 'round-and-round'],
		topics: ['turn', 'actions'],
		editions: 'all',
		confidence: 'printed-card',
		sources: [
			en('playing', step(3)),
			gloss('seduction'),
			...cardBoth('seduction'),
			...cardBoth('blind-date'),
			...cardBoth('round-and-round'),
			ref(5)
		],
		related: ['turn-three-steps', 'exchange-obstacle-blocks']
	},
	{
		id: 'turn-adjacent-only',
		cards: [],
		topics: ['turn'],
		editions: 'all',
		confidence: 'rulebook',
		sources: [de(6), en('elimination')],
		related: ['exchange-eliminated-neighbour', 'barred-door-basics']
	},
	{
		id: 'turn-discards-and-empty-deck',
		cards: [],
		topics: ['turn'],
		editions: 'all',
		confidence: 'rulebook',
		sources: [en('playing'), de(6)]
	},
	{
		id: 'turn-talking-bluffing',
		cards: ['whisky', 'oops', 'just-between-us'],
		topics: ['turn'],
		editions: 'all',
		confidence: 'rulebook',
		sources: [en('goal'), de(7)]
	},
	{
		id: 'turn-panic-never-kept',
		cards: [],
		topics: ['turn', 'panic'],
		editions: 'all',
		confidence: 'rulebook',
		sources: [en('cards', cardType('panic')), de(11)],
		related: ['defense-replacement-draw']
	},

	// --- exchange ----------------------------------------------------------------------------
	{
		id: 'exchange-normal',
		cards: [],
		topics: ['exchange', 'turn'],
		editions: 'all',
		confidence: 'rulebook',
		sources: [en('playing', step(3)), de(5), uaRu('turn', step(3))],
		related: ['exchange-cannot-refuse', 'exchange-what-you-may-offer']
	},
	{
		id: 'exchange-cannot-refuse',
		cards: REFUSAL_CARDS,
		topics: ['exchange', 'defense'],
		editions: 'all',
		confidence: 'rulebook',
		sources: [en('playing', step(3)), en('cards', cardType('defense')), ref(7)],
		related: ['defense-not-on-own-exchange']
	},
	{
		id: 'exchange-obstacle-blocks',
		cards: ['barred-door', 'quarantine'],
		topics: ['exchange', 'obstacles'],
		editions: 'all',
		confidence: 'rulebook',
		sources: [en('playing', step(3)), de(5), uaRu('turn', step(3)), ref(21)],
		related: ['quarantine-exchange', 'barred-door-basics']
	},
	{
		id: 'exchange-what-you-may-offer',
		cards: ['the-thing', 'infected'],
		topics: ['exchange', 'infection'],
		editions: 'all',
		confidence: 'rulebook',
		sources: [en('goal'), de(6), de(7), gloss('infected')],
		related: ['infection-who-passes-to-whom']
	},
	{
		id: 'exchange-after-refusal',
		cards: ['no-thanks', 'scary'],
		topics: ['exchange', 'defense', 'turn'],
		editions: 'all',
		confidence: 'common-reading',
		sources: [ref(21), gloss('missed')],
		related: ['missed-basics']
	},
	{
		id: 'exchange-card-effects',
		cards: ['seduction', 'cant-we-be-friends', 'round-and-round'],
		topics: ['exchange', 'infection'],
		editions: 'all',
		confidence: 'printed-card',
		sources: [
			gloss('seduction'),
			...cardBoth('cant-we-be-friends'),
			card('round-and-round', 'spanish'),
			ref(13)
		],
		related: ['infection-missed', 'defense-card-caused-exchanges']
	},
	{
		id: 'exchange-eliminated-neighbour',
		cards: [],
		topics: ['exchange', 'elimination'],
		editions: 'all',
		confidence: 'common-reading',
		sources: [en('playing', step(3)), ref(29)],
		related: ['barred-door-eliminated-neighbour']
	},

	// --- infection ---------------------------------------------------------------------------
	{
		id: 'infection-drawing-does-not-infect',
		cards: ['infected'],
		topics: ['infection'],
		editions: 'all',
		confidence: 'rulebook',
		sources: [de(6), de(9), gloss('infected'), ref(12)],
		related: ['infection-who-passes-to-whom']
	},
	{
		id: 'infection-who-passes-to-whom',
		cards: ['infected', 'the-thing'],
		topics: ['infection', 'exchange', 'the-thing'],
		editions: 'all',
		confidence: 'rulebook',
		sources: [en('goal'), de(6), de(7), gloss('infected'), ref(13)],
		related: ['infection-drawing-does-not-infect', 'infection-keep-last']
	},
	{
		id: 'infection-keep-last',
		cards: ['infected', 'forgetful', 'blind-date', 'round-and-round'],
		topics: ['infection'],
		editions: 'all',
		confidence: 'rulebook',
		sources: [de(7), gloss('infected'), ref(14)],
		related: ['infection-extra-cards']
	},
	{
		id: 'infection-extra-cards',
		cards: ['infected'],
		topics: ['infection'],
		editions: 'all',
		confidence: 'common-reading',
		sources: [de(7), gloss('infected'), ref(14)],
		related: ['infection-keep-last', 'infection-limit-or-superinfection']
	},
	{
		id: 'infection-limit-or-superinfection',
		cards: ['infected'],
		topics: ['infection', 'elimination', 'editions'],
		editions: ['en-rulebook', 'de-2017'],
		confidence: 'disputed',
		sources: [en('look-out'), de(7)],
		option: 'table.superinfection',
		readings: [
			{ key: 'superinfection', sources: [de(7)], value: true },
			{ key: 'three-card-limit', sources: [en('look-out')], value: false }
		],
		related: ['infection-stuck-no-legal-card', 'elimination-only-flamethrower']
	},
	{
		id: 'infection-already-infected',
		cards: ['infected', 'the-thing'],
		topics: ['infection'],
		editions: 'all',
		confidence: 'common-reading',
		sources: [de(7), gloss('infected'), ref(15)]
	},
	{
		id: 'infection-stuck-no-legal-card',
		cards: ['infected'],
		topics: ['infection', 'exchange'],
		editions: ['en-rulebook', 'de-2017'],
		confidence: 'disputed',
		sources: [en('look-out'), de(7), ref(15)],
		readings: [
			{ key: 'three-card-limit', sources: [en('look-out')] },
			{ key: 'silent', sources: [de(7), ref(15)] }
		],
		related: ['infection-limit-or-superinfection']
	},
	{
		id: 'infection-round-and-round',
		cards: ['round-and-round', 'infected'],
		topics: ['infection', 'panic'],
		editions: 'all',
		confidence: 'printed-card',
		sources: [card('round-and-round', 'spanish'), gloss('infected'), ref(13)],
		related: ['round-and-round-basics']
	},
	{
		id: 'infection-missed',
		cards: ['missed', 'infected'],
		topics: ['infection', 'defense', 'editions'],
		editions: ['revised', 'first-print'],
		confidence: 'printed-card',
		sources: [card('missed', 'spanish'), gloss('missed'), card('missed', 'first-russian'), ref(16)],
		option: 'print.missed',
		readings: [
			{
				key: 'not-infected',
				sources: [card('missed', 'spanish'), gloss('missed')],
				value: 'not-infected'
			},
			{ key: 'plain', sources: [card('missed', 'first-russian'), ref(16)], value: 'plain' }
		],
		related: ['missed-basics', 'editions-upgrade-sheet']
	},

	// --- the thing ---------------------------------------------------------------------------
	{
		id: 'thing-never-leaves-hand',
		cards: ['the-thing', 'forgetful', 'blind-date', 'round-and-round'],
		topics: ['the-thing'],
		editions: 'all',
		confidence: 'rulebook',
		sources: [en('goal'), de(7), ref(6), ref(36)]
	},
	{
		id: 'thing-knows-roles',
		cards: ['the-thing'],
		topics: ['the-thing'],
		editions: 'all',
		confidence: 'rulebook',
		sources: [en('goal'), de(7)],
		related: ['end-no-humans-left']
	},
	{
		id: 'thing-and-flamethrower',
		cards: ['the-thing', 'flamethrower'],
		topics: ['the-thing', 'end-of-game', 'editions'],
		editions: ['de-2017', 'ua-ru'],
		confidence: 'rulebook',
		sources: [de(7, 8), uaRu('elimination', { kind: 'warning' })],
		related: ['flamethrower-basics']
	},
	{
		id: 'thing-revealed-game-goes-on',
		cards: ['the-thing', 'analysis', 'whisky', 'oops', 'revelations'],
		topics: ['the-thing', 'end-of-game'],
		editions: 'all',
		confidence: 'rulebook',
		sources: [en('end', outcome('A')), en('elimination'), ref(31)],
		related: ['end-thing-eliminated']
	},
	{
		id: 'thing-and-infected-play-any-card',
		cards: ['the-thing', 'infected', 'flamethrower'],
		topics: ['the-thing', 'infection'],
		editions: 'all',
		confidence: 'common-reading',
		sources: [en('cards'), en('elimination'), de(7, 8), uaRu('elimination', { kind: 'warning' })],
		related: [
			'exchange-what-you-may-offer',
			'thing-and-flamethrower',
			'elimination-infected-burns-thing'
		]
	},
	{
		id: 'thing-infects-only-by-exchange',
		cards: ['the-thing', 'infected'],
		topics: ['the-thing', 'infection'],
		editions: 'all',
		confidence: 'rulebook',
		sources: [en('goal'), de(6, 7), gloss('infected')],
		related: ['infection-who-passes-to-whom', 'exchange-card-effects']
	},

	// --- actions -----------------------------------------------------------------------------
	{
		id: 'flamethrower-basics',
		cards: ['flamethrower', 'no-barbecue'],
		topics: ['actions', 'elimination'],
		editions: 'all',
		confidence: 'rulebook',
		sources: [en('elimination'), gloss('flamethrower'), de(9), gloss('barred-door')],
		related: ['no-barbecue-basics', 'elimination-discard-hand-unseen']
	},
	{
		id: 'flamethrower-quarantine',
		cards: ['flamethrower', 'quarantine'],
		topics: ['actions', 'obstacles', 'editions'],
		editions: ['revised', 'first-print'],
		confidence: 'printed-card',
		sources: [
			card('quarantine', 'spanish'),
			gloss('quarantine'),
			de(10),
			card('quarantine', 'first-russian'),
			ref(23)
		],
		option: 'print.quarantine',
		readings: [
			{
				key: 'two-rounds',
				sources: [card('quarantine', 'spanish'), gloss('quarantine'), de(10)],
				value: 'two-rounds'
			},
			{ key: 'three-turns', sources: [card('quarantine', 'first-russian')], value: 'three-turns' }
		],
		related: ['quarantine-two-texts']
	},
	{
		id: 'analysis-basics',
		cards: ['analysis'],
		topics: ['actions'],
		editions: 'all',
		confidence: 'printed-card',
		sources: [gloss('analysis'), ...cardBoth('analysis'), de(9)],
		related: ['variant-flamethrower-analysis-in-deck']
	},
	{
		id: 'axe-basics',
		cards: ['axe', 'quarantine', 'barred-door'],
		topics: ['actions', 'obstacles'],
		editions: 'all',
		confidence: 'printed-card',
		sources: [gloss('axe'), ...cardBoth('axe'), de(9)],
		related: ['obstacles-removal']
	},
	{
		id: 'suspicious-basics',
		cards: ['suspicious'],
		topics: ['actions'],
		editions: 'all',
		confidence: 'printed-card',
		sources: [gloss('suspicious'), ...cardBoth('suspicious'), de(9)]
	},
	{
		id: 'whisky-basics',
		cards: ['whisky'],
		topics: ['actions'],
		editions: 'all',
		confidence: 'printed-card',
		sources: [gloss('whisky'), ...cardBoth('whisky'), de(9), ref(37)]
	},
	{
		id: 'resolute-basics',
		cards: ['resolute'],
		topics: ['actions'],
		editions: 'all',
		confidence: 'rulebook',
		sources: [gloss('resolute'), en('cards', cardType('panic')), ...cardBoth('resolute'), ref(38)],
		related: ['turn-one-card-per-turn']
	},
	{
		id: 'watch-your-back-basics',
		cards: ['watch-your-back'],
		topics: ['actions', 'turn'],
		editions: 'all',
		confidence: 'printed-card',
		sources: [gloss('watch-your-back'), ...cardBoth('watch-your-back'), de(9)]
	},
	{
		id: 'change-places-basics',
		cards: ['change-places', 'im-comfortable'],
		topics: ['actions', 'seat-changes'],
		editions: 'all',
		confidence: 'printed-card',
		sources: [gloss('change-places'), ...cardBoth('change-places'), de(9)],
		related: ['seat-swap-who-plays-next', 'im-comfortable-basics']
	},
	{
		id: 'you-better-run-basics',
		cards: ['you-better-run', 'im-comfortable'],
		topics: ['actions', 'seat-changes'],
		editions: 'all',
		confidence: 'printed-card',
		sources: [gloss('you-better-run'), ...cardBoth('you-better-run'), de(9)],
		related: ['seat-swap-who-plays-next', 'variant-neighbours-only']
	},
	{
		id: 'seduction-basics',
		cards: ['seduction'],
		topics: ['actions', 'exchange'],
		editions: 'all',
		confidence: 'printed-card',
		sources: [gloss('seduction'), ...cardBoth('seduction'), de(9), ref(19)],
		related: ['defense-card-caused-exchanges', 'variant-neighbours-only']
	},

	// --- defense -----------------------------------------------------------------------------
	{
		id: 'defense-not-on-own-exchange',
		cards: REFUSAL_CARDS,
		topics: ['defense', 'exchange'],
		editions: 'all',
		confidence: 'rulebook',
		sources: [
			pub('defense-only-when-offered'),
			en('cards', cardType('defense')),
			de(10),
			gloss('scary'),
			ref(18)
		],
		related: ['defense-timing-general', 'defense-card-caused-exchanges', 'exchange-cannot-refuse']
	},
	{
		id: 'defense-timing-general',
		cards: DEFENSE_CARDS,
		topics: ['defense'],
		editions: 'all',
		confidence: 'rulebook',
		sources: [en('cards', cardType('defense')), de(10)],
		related: ['defense-not-on-own-exchange', 'defense-not-for-a-fresh-card']
	},
	{
		id: 'defense-which-card-stops-what',
		cards: [
			...DEFENSE_CARDS,
			'flamethrower',
			'change-places',
			'you-better-run',
			'seduction',
			'analysis',
			'suspicious',
			'axe',
			'whisky',
			'resolute',
			'watch-your-back'
		],
		topics: ['defense', 'actions'],
		editions: 'all',
		confidence: 'printed-card',
		sources: [
			en('cards', cardType('defense')),
			...cardBoth('no-barbecue'),
			...cardBoth('im-comfortable'),
			gloss('scary'),
			gloss('no-thanks'),
			gloss('missed'),
			gloss('barred-door'),
			card('quarantine', 'first-russian'),
			...cardBoth('round-and-round'),
			printSet('spanish'),
			printSet('first-russian')
		],
		related: ['defense-timing-general', 'defense-card-caused-exchanges', 'barred-door-basics']
	},
	{
		id: 'defense-is-optional',
		cards: [...DEFENSE_CARDS, 'flamethrower'],
		topics: ['defense'],
		editions: 'all',
		confidence: 'disputed',
		sources: [
			en('cards', cardType('defense')),
			pub('defense-only-when-offered'),
			en('elimination'),
			uaRu('elimination')
		],
		readings: [
			{
				key: 'your-choice',
				sources: [en('cards', cardType('defense')), pub('defense-only-when-offered')]
			},
			{ key: 'holding-saves', sources: [en('elimination'), uaRu('elimination')] }
		],
		related: ['defense-timing-general', 'no-barbecue-basics']
	},
	{
		id: 'defense-replacement-draw',
		cards: DEFENSE_CARDS,
		topics: ['defense', 'panic'],
		editions: 'all',
		confidence: 'rulebook',
		sources: [
			en('cards', cardType('defense')),
			en('cards', cardType('panic')),
			de(10),
			de(11),
			de(6),
			ref(20)
		],
		related: ['turn-panic-never-kept', 'turn-discards-and-empty-deck']
	},
	{
		id: 'defense-not-for-a-fresh-card',
		cards: DEFENSE_CARDS,
		topics: ['defense', 'turn'],
		editions: 'all',
		confidence: 'common-reading',
		sources: [en('cards', cardType('defense')), en('playing', step(2))],
		related: ['defense-timing-general']
	},
	{
		id: 'defense-card-caused-exchanges',
		cards: [...REFUSAL_CARDS, 'seduction', 'cant-we-be-friends', 'round-and-round'],
		topics: ['defense', 'exchange'],
		editions: 'all',
		confidence: 'rulebook',
		sources: [
			pub('defense-only-when-offered'),
			gloss('no-thanks'),
			gloss('scary'),
			...cardBoth('round-and-round'),
			ref(19)
		],
		related: ['defense-not-on-own-exchange', 'round-and-round-basics']
	},
	{
		id: 'scary-basics',
		cards: ['scary', 'infected'],
		topics: ['defense'],
		editions: 'all',
		confidence: 'printed-card',
		sources: [gloss('scary'), ...cardBoth('scary')],
		related: ['defense-not-on-own-exchange']
	},
	{
		id: 'no-thanks-basics',
		cards: ['no-thanks'],
		topics: ['defense'],
		editions: 'all',
		confidence: 'printed-card',
		sources: [gloss('no-thanks'), ...cardBoth('no-thanks')],
		related: ['defense-not-on-own-exchange', 'exchange-after-refusal']
	},
	{
		id: 'missed-basics',
		cards: ['missed'],
		topics: ['defense', 'exchange'],
		editions: 'all',
		confidence: 'printed-card',
		sources: [gloss('missed'), ...cardBoth('missed'), pub('defense-only-when-offered'), ref(16)],
		related: ['infection-missed', 'quarantine-exchange']
	},
	{
		id: 'no-barbecue-basics',
		cards: ['no-barbecue', 'flamethrower'],
		topics: ['defense', 'elimination'],
		editions: 'all',
		confidence: 'rulebook',
		sources: [en('elimination'), gloss('no-barbecue'), ...cardBoth('no-barbecue')],
		related: ['flamethrower-basics']
	},
	{
		id: 'im-comfortable-basics',
		cards: [
			'im-comfortable',
			'change-places',
			'you-better-run',
			'get-out-of-here',
			'one-two',
			'is-this-the-party'
		],
		topics: ['defense', 'seat-changes'],
		editions: 'all',
		confidence: 'printed-card',
		sources: [gloss('im-comfortable'), ...cardBoth('im-comfortable')],
		related: ['im-comfortable-rest-of-turn']
	},
	{
		id: 'im-comfortable-rest-of-turn',
		cards: ['im-comfortable', 'change-places', 'you-better-run'],
		topics: ['defense', 'seat-changes'],
		editions: 'all',
		confidence: 'common-reading',
		sources: [gloss('im-comfortable'), gloss('change-places'), en('playing', step(3))],
		related: ['im-comfortable-basics']
	},

	// --- panic -------------------------------------------------------------------------------
	{
		id: 'rotten-ropes-basics',
		cards: ['rotten-ropes', 'quarantine'],
		topics: ['panic', 'obstacles'],
		editions: 'all',
		confidence: 'printed-card',
		sources: [...cardBoth('rotten-ropes'), ref(5)]
	},
	{
		id: 'one-two-basics',
		cards: ['one-two', 'quarantine', 'barred-door'],
		topics: ['panic', 'seat-changes', 'editions'],
		editions: ['revised', 'first-print'],
		confidence: 'printed-card',
		sources: [...cardBoth('one-two')],
		option: 'print.oneTwoQuarantine',
		readings: [
			{ key: 'either', sources: [card('one-two', 'spanish')], value: 'either' },
			{ key: 'target', sources: [card('one-two', 'first-russian')], value: 'target' }
		],
		related: ['seat-swap-who-plays-next']
	},
	{
		id: 'three-four-basics',
		cards: ['three-four', 'barred-door'],
		topics: ['panic', 'obstacles'],
		editions: 'all',
		confidence: 'printed-card',
		sources: [...cardBoth('three-four'), ref(5)]
	},
	{
		id: 'is-this-the-party-basics',
		cards: ['is-this-the-party', 'quarantine', 'barred-door'],
		topics: ['panic', 'seat-changes', 'obstacles'],
		editions: 'all',
		confidence: 'printed-card',
		sources: [...cardBoth('is-this-the-party'), ref(26)],
		related: ['barred-door-stays-with-seat']
	},
	{
		id: 'get-out-of-here-basics',
		cards: ['get-out-of-here', 'im-comfortable'],
		topics: ['panic', 'seat-changes'],
		editions: 'all',
		confidence: 'printed-card',
		sources: [...cardBoth('get-out-of-here'), gloss('im-comfortable'), de(6)],
		related: ['seat-swap-hand-and-exchange', 'variant-neighbours-only']
	},
	{
		id: 'forgetful-basics',
		cards: ['forgetful', 'the-thing', 'infected'],
		topics: ['panic'],
		editions: 'all',
		confidence: 'printed-card',
		sources: [...cardBoth('forgetful'), en('cards', cardType('panic')), ref(36)],
		related: ['infection-keep-last', 'thing-never-leaves-hand']
	},
	{
		id: 'round-and-round-basics',
		cards: ['round-and-round', 'quarantine', 'barred-door'],
		topics: ['panic', 'exchange'],
		editions: 'all',
		confidence: 'printed-card',
		sources: [...cardBoth('round-and-round'), ref(19)],
		related: ['infection-round-and-round']
	},
	{
		id: 'cant-we-be-friends-basics',
		cards: ['cant-we-be-friends'],
		topics: ['panic', 'exchange'],
		editions: 'all',
		confidence: 'common-reading',
		sources: [...cardBoth('cant-we-be-friends'), ref(5), ref(19)],
		related: ['defense-card-caused-exchanges', 'variant-neighbours-only']
	},
	{
		id: 'blind-date-basics',
		cards: ['blind-date', 'the-thing', 'infected'],
		topics: ['panic'],
		editions: 'all',
		confidence: 'printed-card',
		sources: [...cardBoth('blind-date'), gloss('infected'), ref(36)],
		related: ['infection-keep-last']
	},
	{
		id: 'oops-basics',
		cards: ['oops'],
		topics: ['panic'],
		editions: 'all',
		confidence: 'printed-card',
		sources: [...cardBoth('oops'), ref(37)],
		related: ['thing-revealed-game-goes-on']
	},
	{
		id: 'just-between-us-basics',
		cards: ['just-between-us'],
		topics: ['panic'],
		editions: 'all',
		confidence: 'printed-card',
		sources: [...cardBoth('just-between-us'), ref(37)]
	},
	{
		id: 'revelations-basics',
		cards: ['revelations', 'infected'],
		topics: ['panic'],
		editions: 'all',
		confidence: 'printed-card',
		sources: [...cardBoth('revelations'), ref(37)],
		related: ['thing-revealed-game-goes-on']
	},

	// --- obstacles ---------------------------------------------------------------------------
	{
		id: 'barred-door-basics',
		cards: ['barred-door', 'seduction', 'change-places'],
		topics: ['obstacles'],
		editions: 'all',
		confidence: 'rulebook',
		sources: [gloss('barred-door'), de(10, 11), ...cardBoth('barred-door')],
		related: ['barred-door-stays-with-seat', 'barred-door-what-ignores-it', 'obstacles-removal']
	},
	{
		id: 'barred-door-stays-with-seat',
		cards: ['barred-door'],
		topics: ['obstacles', 'seat-changes'],
		editions: 'all',
		confidence: 'rulebook',
		sources: [de(10, 11), gloss('barred-door'), ref(27)],
		related: ['quarantine-moves-with-player', 'barred-door-eliminated-neighbour']
	},
	{
		id: 'barred-door-eliminated-neighbour',
		cards: ['barred-door'],
		topics: ['obstacles', 'elimination'],
		editions: 'all',
		confidence: 'disputed',
		sources: [ref(29), gloss('barred-door')],
		option: 'table.doorNextToEliminated',
		readings: [
			{ key: 'discard', sources: [ref(29)], value: 'discard' },
			{ key: 'keep', sources: [gloss('barred-door'), ref(29)], value: 'keep' }
		],
		related: ['barred-door-stays-with-seat', 'elimination-quarantine-leaves']
	},
	{
		id: 'barred-door-what-ignores-it',
		cards: ['barred-door', 'you-better-run', 'one-two', 'round-and-round'],
		topics: ['obstacles', 'seat-changes'],
		editions: 'all',
		confidence: 'printed-card',
		sources: [gloss('you-better-run'), ...cardBoth('one-two'), ...cardBoth('round-and-round')]
	},
	{
		id: 'quarantine-two-texts',
		cards: ['quarantine'],
		topics: ['obstacles', 'editions'],
		editions: ['revised', 'first-print'],
		confidence: 'printed-card',
		sources: [
			card('quarantine', 'spanish'),
			gloss('quarantine'),
			de(10),
			card('quarantine', 'first-russian'),
			ref(23)
		],
		option: 'print.quarantine',
		readings: [
			{
				key: 'two-rounds',
				sources: [card('quarantine', 'spanish'), gloss('quarantine'), de(10)],
				value: 'two-rounds'
			},
			{ key: 'three-turns', sources: [card('quarantine', 'first-russian')], value: 'three-turns' }
		],
		related: ['quarantine-exchange', 'quarantine-duration', 'editions-upgrade-sheet']
	},
	{
		id: 'quarantine-exchange',
		cards: ['quarantine', 'missed'],
		topics: ['obstacles', 'exchange'],
		editions: ['revised', 'en-rulebook', 'ua-ru'],
		confidence: 'disputed',
		sources: [
			card('quarantine', 'spanish'),
			de(10),
			en('playing', step(3)),
			uaRu('turn', step(3)),
			gloss('missed'),
			ref(23)
		],
		option: 'table.quarantineExchange',
		readings: [
			{
				key: 'face-up',
				sources: [card('quarantine', 'spanish'), gloss('quarantine'), de(10)],
				value: 'face-up'
			},
			{
				key: 'blocked',
				sources: [en('playing', step(3)), uaRu('turn', step(3)), gloss('missed'), ref(23)],
				value: 'blocked'
			}
		],
		related: ['quarantine-two-texts', 'exchange-obstacle-blocks']
	},
	{
		id: 'quarantine-duration',
		cards: ['quarantine'],
		topics: ['obstacles'],
		editions: ['revised', 'first-print'],
		confidence: 'disputed',
		sources: [card('quarantine', 'spanish'), card('quarantine', 'first-russian'), ref(24)],
		readings: [
			{ key: 'own-turns', sources: [ref(24)] },
			{ key: 'table-rounds', sources: [card('quarantine', 'spanish'), ref(24)] }
		],
		appDefault: 'own-turns',
		related: ['quarantine-two-texts']
	},
	{
		id: 'quarantine-on-yourself',
		cards: ['quarantine'],
		topics: ['obstacles', 'editions'],
		editions: ['revised', 'first-print'],
		confidence: 'printed-card',
		sources: [
			card('quarantine', 'spanish'),
			gloss('quarantine'),
			card('quarantine', 'first-russian')
		],
		option: 'print.quarantine',
		readings: [
			{
				key: 'two-rounds',
				sources: [card('quarantine', 'spanish'), gloss('quarantine')],
				value: 'two-rounds'
			},
			{ key: 'three-turns', sources: [card('quarantine', 'first-russian')], value: 'three-turns' }
		],
		related: ['quarantine-two-texts']
	},
	{
		id: 'quarantine-face-up',
		cards: ['quarantine'],
		topics: ['obstacles'],
		editions: ['revised', 'de-2017'],
		confidence: 'printed-card',
		sources: [card('quarantine', 'spanish'), gloss('quarantine'), de(10)],
		related: ['quarantine-exchange']
	},
	{
		id: 'quarantine-moves-with-player',
		cards: ['quarantine', 'barred-door'],
		topics: ['obstacles', 'seat-changes'],
		editions: 'all',
		confidence: 'common-reading',
		sources: [ref(26), gloss('quarantine')],
		related: ['barred-door-stays-with-seat']
	},
	{
		id: 'quarantine-not-a-target',
		cards: [
			'quarantine',
			'change-places',
			'you-better-run',
			'get-out-of-here',
			'seduction',
			'cant-we-be-friends'
		],
		topics: ['obstacles', 'seat-changes'],
		editions: 'all',
		confidence: 'printed-card',
		sources: [
			gloss('quarantine'),
			...cardBoth('change-places'),
			gloss('you-better-run'),
			gloss('seduction'),
			...cardBoth('get-out-of-here'),
			...cardBoth('cant-we-be-friends'),
			ref(26)
		],
		related: ['one-two-basics']
	},
	{
		id: 'obstacles-removal',
		cards: ['quarantine', 'barred-door', 'axe', 'rotten-ropes', 'three-four', 'is-this-the-party'],
		topics: ['obstacles'],
		editions: 'all',
		confidence: 'rulebook',
		sources: [
			en('cards', cardType('obstacle')),
			gloss('axe'),
			...cardBoth('rotten-ropes'),
			...cardBoth('three-four'),
			...cardBoth('is-this-the-party')
		],
		related: ['axe-basics']
	},

	// --- seat changes ------------------------------------------------------------------------
	{
		id: 'seat-swap-hand-and-exchange',
		cards: ['change-places', 'you-better-run', 'get-out-of-here', 'one-two', 'is-this-the-party'],
		topics: ['seat-changes', 'exchange'],
		editions: 'all',
		confidence: 'rulebook',
		sources: [de(6), gloss('change-places'), gloss('you-better-run'), ref(9)],
		related: ['seat-swap-who-plays-next']
	},
	{
		id: 'seat-swap-who-plays-next',
		cards: ['change-places', 'you-better-run', 'get-out-of-here', 'one-two'],
		topics: ['seat-changes', 'turn'],
		editions: 'all',
		confidence: 'disputed',
		sources: [gloss('change-places'), gloss('you-better-run'), ref(9), de(6)],
		option: 'table.nextAfterSwap',
		readings: [
			{
				key: 'next-from-new-seat',
				sources: [gloss('change-places'), gloss('you-better-run'), ref(9)],
				value: 'next-from-new-seat'
			},
			{ key: 'displaced-player', sources: [de(6)], value: 'displaced-player' }
		],
		related: ['seat-swap-hand-and-exchange']
	},
	{
		id: 'seat-swap-roles-and-cards-stay',
		cards: ['quarantine', 'barred-door'],
		topics: ['seat-changes'],
		editions: 'all',
		confidence: 'common-reading',
		sources: [de(6), de(10, 11), ref(26), ref(27)],
		related: ['barred-door-stays-with-seat', 'quarantine-moves-with-player']
	},

	// --- elimination -------------------------------------------------------------------------
	{
		id: 'elimination-discard-hand-unseen',
		cards: ['flamethrower'],
		topics: ['elimination'],
		editions: 'all',
		confidence: 'rulebook',
		sources: [en('elimination'), uaRu('elimination')]
	},
	{
		id: 'elimination-only-flamethrower',
		cards: ['flamethrower'],
		topics: ['elimination', 'editions'],
		editions: ['en-rulebook', 'de-2017'],
		confidence: 'rulebook',
		sources: [en('elimination'), de(7)],
		related: ['infection-limit-or-superinfection']
	},
	{
		id: 'elimination-eliminated-lose',
		cards: [],
		topics: ['elimination', 'end-of-game'],
		editions: 'all',
		confidence: 'rulebook',
		sources: [en('end', outcome('A')), en('end', outcome('B')), de(8), en('advanced', rule(6))]
	},
	{
		id: 'elimination-infected-burns-thing',
		cards: ['flamethrower', 'infected', 'the-thing'],
		topics: ['elimination', 'the-thing', 'end-of-game'],
		editions: 'all',
		confidence: 'common-reading',
		sources: [en('elimination'), en('end', outcome('A')), de(8), en('advanced', rule(6))],
		related: ['end-thing-eliminated', 'variant-vengeance']
	},
	{
		id: 'elimination-quarantine-leaves',
		cards: ['quarantine'],
		topics: ['elimination', 'obstacles'],
		editions: 'all',
		confidence: 'common-reading',
		sources: [ref(29)],
		related: ['barred-door-eliminated-neighbour']
	},
	{
		id: 'elimination-turn-goes-on',
		cards: ['flamethrower'],
		topics: ['elimination', 'turn'],
		editions: 'all',
		confidence: 'common-reading',
		sources: [en('playing', step(2)), en('playing', step(3))],
		related: ['exchange-eliminated-neighbour']
	},

	// --- end of game -------------------------------------------------------------------------
	{
		id: 'end-thing-eliminated',
		cards: ['the-thing'],
		topics: ['end-of-game'],
		editions: 'all',
		confidence: 'rulebook',
		sources: [en('end', outcome('A')), de(8), uaRu('end')],
		related: ['variant-vengeance']
	},
	{
		id: 'end-no-humans-left',
		cards: ['the-thing'],
		topics: ['end-of-game', 'the-thing'],
		editions: 'all',
		confidence: 'rulebook',
		sources: [en('end', outcome('B')), en('goal'), de(8), uaRu('end')],
		related: ['end-declare-timing', 'end-special-case-2']
	},
	{
		id: 'end-last-infected-loses',
		cards: ['infected'],
		topics: ['end-of-game', 'editions'],
		editions: ['de-2017', 'ua-ru'],
		confidence: 'rulebook',
		sources: [de(8), uaRu('end'), ref(34)]
	},
	{
		id: 'end-special-case-1',
		cards: ['the-thing'],
		topics: ['end-of-game'],
		editions: 'all',
		confidence: 'rulebook',
		sources: [en('end', special(1)), de(8), uaRu('end', special(1))]
	},
	{
		id: 'end-special-case-2',
		cards: ['the-thing'],
		topics: ['end-of-game'],
		editions: 'all',
		confidence: 'rulebook',
		sources: [en('end', special(2)), uaRu('end', special(2))],
		related: ['end-no-humans-left']
	},
	{
		id: 'end-declare-timing',
		cards: ['the-thing'],
		topics: ['end-of-game', 'the-thing'],
		editions: 'all',
		confidence: 'disputed',
		sources: [en('end', outcome('B')), ref(32)],
		option: 'table.declareAnyTime',
		readings: [
			{ key: 'any-time', sources: [ref(32)], value: true },
			{ key: 'own-turn', sources: [ref(32)], value: false }
		],
		related: ['end-no-humans-left']
	},

	// --- variants ----------------------------------------------------------------------------
	{
		id: 'variant-thing-in-deck',
		cards: ['the-thing'],
		topics: ['variants', 'setup'],
		editions: ['en-rulebook', 'de-2017'],
		confidence: 'rulebook',
		sources: [en('advanced', rule(1)), de(11), en('goal')],
		option: 'advanced.thingInDeck'
	},
	{
		id: 'variant-infected-count',
		cards: ['infected'],
		topics: ['variants', 'setup'],
		editions: ['en-rulebook', 'de-2017'],
		confidence: 'rulebook',
		sources: [en('advanced', rule(2)), de(11)],
		option: 'advanced.infectedCount'
	},
	{
		id: 'variant-flamethrower-analysis-in-deck',
		cards: ['flamethrower', 'analysis'],
		topics: ['variants', 'setup'],
		editions: ['en-rulebook', 'de-2017'],
		confidence: 'rulebook',
		sources: [en('advanced', rule(3)), de(11)],
		option: 'advanced.flamethrowerAnalysisInDeck'
	},
	{
		id: 'variant-neighbours-only',
		cards: ['seduction', 'you-better-run', 'cant-we-be-friends', 'get-out-of-here'],
		topics: ['variants'],
		editions: ['en-rulebook'],
		confidence: 'rulebook',
		sources: [en('advanced', rule(4))],
		option: 'advanced.neighboursOnly'
	},
	{
		id: 'variant-build-your-deck',
		cards: ['the-thing'],
		topics: ['variants', 'setup'],
		editions: ['en-rulebook', 'de-2017'],
		confidence: 'rulebook',
		sources: [en('advanced', rule(5)), en('deck', step(1)), de(11)],
		option: 'advanced.customDeck'
	},
	{
		id: 'variant-vengeance',
		cards: ['the-thing'],
		topics: ['variants', 'end-of-game'],
		editions: ['en-rulebook', 'de-2017'],
		confidence: 'rulebook',
		sources: [en('advanced', rule(6)), de(11)],
		option: 'advanced.vengeance',
		related: ['variant-vengeance-thing-role', 'end-thing-eliminated']
	},
	{
		id: 'variant-vengeance-thing-role',
		cards: ['the-thing'],
		topics: ['variants', 'the-thing'],
		editions: ['en-rulebook'],
		confidence: 'rulebook',
		sources: [en('advanced', rule(6))],
		option: 'advanced.vengeance',
		related: ['variant-vengeance']
	},

	// --- editions ----------------------------------------------------------------------------
	{
		id: 'editions-upgrade-sheet',
		cards: ['missed', 'quarantine'],
		topics: ['editions'],
		editions: ['de-2017', 'revised', 'first-print'],
		confidence: 'printed-card',
		sources: [
			upgradeSheet,
			card('quarantine', 'spanish'),
			card('quarantine', 'first-russian'),
			card('missed', 'spanish'),
			card('missed', 'first-russian'),
			de(10)
		],
		related: ['quarantine-two-texts', 'infection-missed']
	},
	{
		id: 'editions-card-names',
		cards: ['resolute', 'round-and-round', 'no-barbecue', 'is-this-the-party', 'oops'],
		topics: ['editions'],
		editions: 'all',
		confidence: 'printed-card',
		sources: [printSet('spanish'), printSet('first-russian')]
	},
	{
		id: 'editions-what-differs',
		cards: ['quarantine', 'missed', 'one-two', 'infected'],
		topics: ['editions'],
		editions: ['revised', 'first-print'],
		confidence: 'printed-card',
		sources: [
			printSet('spanish'),
			printSet('first-russian'),
			...cardBoth('quarantine'),
			...cardBoth('missed'),
			...cardBoth('one-two'),
			card('infected', 'spanish', 11),
			card('infected', 'first-russian', 11)
		],
		related: ['editions-upgrade-sheet', 'editions-card-names']
	},
	{
		id: 'editions-promo-cards',
		cards: [],
		topics: ['editions', 'setup'],
		editions: ['first-print'],
		confidence: 'common-reading',
		sources: [ref(40), printSet('first-russian')],
		related: ['setup-card-count']
	}
];

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
