/**
 * Rule options: one typed, versioned object that says which print is on the table, which
 * advanced rules are in force, and which reading the table chose for each disputed point.
 * The deck plan, the table engine and the referee all read this one object.
 *
 * Sources: the English rulebook (docs/sources.md#rulebook-en, "Advanced rules" 1–6), the German
 * 2017 rulebook summary (docs/sources.md#rulebook-de-2017, by page), and the differences between
 * the two prints (docs/sources.md#card-prints).
 *
 * The valibot schema that validates stored, shared or imported options is in `options-schema.ts`,
 * so pages that only read options do not load the validation library.
 */

/** Version of the rule-options format. Bump it and add a migration when the shape changes. */
export const RULE_OPTIONS_VERSION = 1;

/**
 * What the cards on this table say. Asked as questions a player answers by looking at a card.
 *
 * - `infected11Corner`: corner number on the Infected! copy with serial 11. 6 on the Spanish
 *   print, 7 on the first Russian print (docs/sources.md#card-prints). Only changes the 6-player
 *   deck.
 * - `quarantine`: the Quarantine text.
 *   - `'two-rounds'` (revised/Spanish print, DE p. 10): on an adjacent player; for two rounds they
 *     draw, discard and exchange face up and may not burn anyone or change seats.
 *   - `'three-turns'` (first/Russian print): on yourself or an adjacent player; for that player's
 *     next three own turns they cannot exchange, play cards, or be targeted.
 * - `missed`: the Missed! text. `'not-infected'` (Spanish print: the stand-in exchanger is not
 *   infected) or `'plain'` (first Russian print: no such clause). docs/sources.md#case-16.
 * - `oneTwoQuarantine`: the One, Two… text. `'either'` (Spanish print: no swap if you or the
 *   target is in Quarantine) or `'target'` (Russian print: only the target's Quarantine stops it).
 *   docs/sources.md#card-prints.
 */
export interface PrintProfile {
	infected11Corner: 6 | 7;
	quarantine: 'two-rounds' | 'three-turns';
	missed: 'not-infected' | 'plain';
	oneTwoQuarantine: 'either' | 'target';
}

/**
 * The rulebook's advanced rules 1–6 (English rulebook, "Advanced rules"; DE p. 11).
 * - `thingInDeck` (rule 1): The Thing is shuffled into the draw deck instead of being dealt.
 * - `infectedCount` (rule 2): how many Infected! cards are in play; `null` keeps the number the
 *   corner numbers give. Bounded by the 20 physical copies.
 * - `flamethrowerAnalysisInDeck` (rule 3): Flamethrower and Analysis are set aside with the
 *   Infected! and Panic! cards and shuffled into the draw deck at setup step 5.
 * - `neighboursOnly` (rule 4): Seduction, You'd Better Run!, Can't We Be Friends? and Get Out of
 *   Here! may only target a neighbour, and not across a Quarantine or Barred Door.
 * - `customDeck` (rule 5): physical copies, by serial, added to (`include`) or taken out of
 *   (`exclude`) the deck the corner numbers give. `null` when the deck is built by the numbers.
 * - `vengeance` (rule 6): Vengeance mode: the game goes on after The Thing is eliminated while
 *   both Humans and Infected remain.
 */
export interface AdvancedRules {
	thingInDeck: boolean;
	infectedCount: number | null;
	flamethrowerAnalysisInDeck: boolean;
	neighboursOnly: boolean;
	customDeck: { include: number[]; exclude: number[] } | null;
	vengeance: boolean;
}

/**
 * Readings the table chooses where the sources disagree or are silent.
 * - `nextAfterSwap` (docs/sources.md#case-9 vs DE p. 6): after a seat swap on your turn, who plays
 *   next. `'next-from-new-seat'` (default; Spanish rulebook glossary, case 9): the player you
 *   exchange with from your new seat, i.e. the next living player after your new seat.
 *   `'displaced-player'` (German 2017 rulebook summary, p. 6): the player who had to vacate
 *   their seat plays next.
 * - `doorNextToEliminated` (case 29; no source covers it): when a seat beside a Barred Door is
 *   eliminated, `'discard'` the door (default: it no longer separates two players) or `'keep'` it
 *   at its place, where it now separates the two players who become neighbours.
 * - `quarantineExchange` (case 23; only with the two-round Quarantine): the revised card says the
 *   exchange happens face up (`'face-up'`, default, card text) while the Spanish Missed! glossary
 *   lists Quarantine as an obstacle that stops it (`'blocked'`).
 * - `superinfection` (DE p. 7, revised rulebook): a non-infected player holding only Infected!
 *   cards when an exchange comes is eliminated. The English rulebook has a three-card limit
 *   instead. Default `true`: the table may record such an elimination.
 * - `declareAnyTime` (case 32; sources silent on timing): The Thing may declare victory at any
 *   moment (`true`, default) or only on its own turn (`false`).
 */
export interface TableChoices {
	nextAfterSwap: 'next-from-new-seat' | 'displaced-player';
	doorNextToEliminated: 'discard' | 'keep';
	quarantineExchange: 'face-up' | 'blocked';
	superinfection: boolean;
	declareAnyTime: boolean;
}

/** The whole rule-options object. */
export interface RuleOptions {
	version: typeof RULE_OPTIONS_VERSION;
	print: PrintProfile;
	advanced: AdvancedRules;
	table: TableChoices;
}

/** The print profile of the Spanish ("La Cosa") print: the revised card texts. */
export const SPANISH_PRINT: PrintProfile = {
	infected11Corner: 6,
	quarantine: 'two-rounds',
	missed: 'not-infected',
	oneTwoQuarantine: 'either'
};

/** The print profile of the first Russian print ("Нечто"): the original card texts. */
export const FIRST_RUSSIAN_PRINT: PrintProfile = {
	infected11Corner: 7,
	quarantine: 'three-turns',
	missed: 'plain',
	oneTwoQuarantine: 'target'
};

/**
 * The cards whose printed text differs between the prints (docs/sources.md#card-prints), with the
 * print question that tells which text a table has: Quarantine, Missed! and One, Two….
 */
export const PRINTED_TEXT_OPTION = {
	quarantine: 'quarantine',
	missed: 'missed',
	'one-two': 'oneTwoQuarantine'
} as const satisfies Readonly<Record<string, Exclude<keyof PrintProfile, 'infected11Corner'>>>;

/** A card id with a print-dependent text. */
export type PrintedTextCard = keyof typeof PRINTED_TEXT_OPTION;

/** The rulebook game: Spanish numbering, no advanced rules, documented default readings. */
export function defaultRuleOptions(): RuleOptions {
	return {
		version: RULE_OPTIONS_VERSION,
		print: { ...SPANISH_PRINT },
		advanced: {
			thingInDeck: false,
			infectedCount: null,
			flamethrowerAnalysisInDeck: false,
			neighboursOnly: false,
			customDeck: null,
			vengeance: false
		},
		table: {
			nextAfterSwap: 'next-from-new-seat',
			doorNextToEliminated: 'discard',
			quarantineExchange: 'face-up',
			superinfection: true,
			declareAnyTime: true
		}
	};
}

/** A setup: the player count (4–12) and the rule options in force. */
export interface Setup {
	players: number;
	options: RuleOptions;
}

/** The player count the setup page starts with. */
export const DEFAULT_PLAYERS = 6;

/** The rulebook game at the default player count. */
export function defaultSetup(): Setup {
	return { players: DEFAULT_PLAYERS, options: defaultRuleOptions() };
}

/**
 * Whether `setup` is the rulebook game at {@link DEFAULT_PLAYERS} players: the setup a first visit
 * shows, whose shared link has no query.
 */
export function isRulebookSetup(setup: Setup): boolean {
	return setup.players === DEFAULT_PLAYERS && countChanges(setup.options) === 0;
}

/**
 * How many settings differ from {@link defaultRuleOptions}: one per print answer, advanced rule
 * or table choice (a custom deck counts once however many copies it changes).
 */
export function countChanges(options: RuleOptions): number {
	const base = defaultRuleOptions();
	let n = 0;
	for (const group of ['print', 'advanced', 'table'] as const) {
		const a = options[group] as unknown as Record<string, unknown>;
		const b = base[group] as unknown as Record<string, unknown>;
		for (const key of Object.keys(b)) if (JSON.stringify(a[key]) !== JSON.stringify(b[key])) n++;
	}
	return n;
}
