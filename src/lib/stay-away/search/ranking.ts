/**
 * Every number the Stay Away! search decides with: field boosts, weights, tiers, thresholds and
 * work limits, each named once here so that no stage (`build`, `query`, `retrieve`, `judge`,
 * `rank`) holds a bare number.
 *
 * The values were tuned on `search.test.ts` and the judged question sets of `tests/search-eval/`
 * (run `node scripts/eval-search.mjs`): names beat everything when they match whole; otherwise
 * the share of the query's meaningful words a result covers decides, and questions favour rulings.
 * Changing one changes the ranking: measure before and after.
 */

// ---------------------------------------------------------------------------------------------
// Queries and results

/** Fewest letters (spaces aside) a query needs before anything is searched. */
export const MIN_QUERY_LETTERS = 2;

/** Results returned when the caller names no limit. */
export const DEFAULT_LIMIT = 10;

/** Meaningful words that make a query a question: names then weigh less than rulings. */
export const QUESTION_TERMS = 3;

/** Results scoring no more than this (matched by stop words alone) are not shown. */
export const MIN_SCORE = 1e-3;

// ---------------------------------------------------------------------------------------------
// Typo tolerance and prefixes

/** Shortest unknown word matched with one typo: shorter words are too easily another word. */
export const TYPO_ONE_EDIT_FROM = 4;

/** Edits tolerated in an unknown word from {@link TYPO_ONE_EDIT_FROM} letters. */
export const TYPO_EDITS = 1;

/** Shortest unknown word matched with two typos (one below this length). */
export const TYPO_TWO_EDITS_FROM = 8;

/** Edits tolerated in an unknown word from {@link TYPO_TWO_EDITS_FROM} letters. */
export const TYPO_EDITS_LONG = 2;

/** Shortest word being typed that is matched as a prefix in name searches (every word). */
export const NAME_PREFIX_MIN = 1;

/** Shortest word being typed that is matched as a prefix in rulings and effects. */
export const TEXT_PREFIX_MIN = 3;

/** Shortest query term matched with typo tolerance in rulings and effects. */
export const TEXT_FUZZY_MIN = 5;

/** Shortest name word a misspelling in a question may stand for (and the misspelling itself). */
export const NAME_TYPO_MIN = 6;

/** Edits a misspelt name word in a question may differ by. */
export const NAME_TYPO_EDITS = 1;

/** Length (of the longer word) from which a misspelt name word may differ by two edits. */
export const NAME_TYPO_LONG = 9;

/** Edits a long misspelt name word in a question may differ by (see {@link NAME_TYPO_LONG}). */
export const NAME_TYPO_EDITS_LONG = 2;

/** Word pairs judged for typos kept across keystrokes before the cache starts again. */
export const TYPO_CACHE_MAX = 20_000;

// ---------------------------------------------------------------------------------------------
// Card names

/** Weight of a name match in a short query (a name typed alone), against rulings' 1. */
export const NAME_WEIGHT_SHORT = 1.3;

/** Weight of a name match in a question, where rulings should come first. */
export const NAME_WEIGHT_QUESTION = 0.45;

/** Share of a name's words a misspelt or reordered whole name must match. */
export const WHOLE_NAME_SHARE = 0.6;

/** Name tier of a query that is a whole name exactly ("barred door"): first of all names. */
export const NAME_TIER_EXACT = 3;

/** Name tier of a query that is the start of a whole name, as typed ("barred d"). */
export const NAME_TIER_PREFIX = 2;

/** Name tier of a misspelt or reordered whole name; the lowest tier that counts as a name match. */
export const NAME_TIER_WHOLE = 1;

// ---------------------------------------------------------------------------------------------
// Rulings and effects: what MiniSearch weighs

/**
 * Field boosts of the text index: a ruling's question and the questions players ask say what it
 * is about; its answer says much besides; a card's effect least of all. The questions written
 * later (`more`, `search.json`) weigh less than those the ranking was tuned with: they widen what
 * is found, and as short questions at the weight of `ask` they displaced right answers (tuning sets
 * 622 → 612 first places of 715). Only Italian has them: there they gave 121 → 126 Italian first
 * places of 143; the other languages' cost first places in their own language (English 126 → 123).
 */
export const TEXT_BOOST = { q: 3, a: 1, effect: 0.6, ask: 3, more: 0.5 };

/** Weight of a stop word in a query: it only widens the results, deciding nothing. */
export const STOP_BOOST = 0.1;

/** Weight of a compound query word that was split ("Platztausch"): its parts carry the match. */
export const COMPOUND_BOOST = 0.5;

/** Weight of each part of a split compound ("platz", "tausch"). */
export const PART_BOOST = 0.6;

/** How many text matches (best first, by MiniSearch's score) are judged per query. */
export const TEXT_RESULTS = 80;

// ---------------------------------------------------------------------------------------------
// Rulings and effects: how a result is judged

/** Credit for a query word matched only through a typo (1 for an exact or as-you-type match). */
export const FUZZY_CREDIT = 0.6;

/** Credit for a query word a ruling has only in its answer (1 in its question). */
export const ANSWER_CREDIT = 0.7;

/** Weight of a word every question uses ("card", "player") in judging coverage (1 for others). */
export const LIGHT_WEIGHT = 0.3;

/** Weight of a card's effect against a ruling's: questions are answered by rulings. */
export const EFFECT_WEIGHT = 0.5;

/** Extra weight for the share of the query's concepts that a ruling's own question contains. */
export const QUESTION_BOOST = 0.5;

/** Extra weight of a ruling about a card the query names ("Versperrte Tür" → barred-door). */
export const MENTION_BOOST = 1;

/** Extra weight of a ruling about a role card (The Thing, Infected!) the query names. */
export const ROLE_BOOST = 0.15;

/** Weight of a ruling about one card when the query names other cards but not that one. */
export const OTHER_CARD = 0.8;

/**
 * Weight of a ruling whose own question names a card (not a role card), for a query that names
 * none: "The Thing gives me an Infected! card" is not asked after a Missed! (four more first places
 * on the tuning sets than 1; 0.7 did as well, 0.6 and 0.9 worse).
 */
export const UNNAMED_CARD = 0.8;

/** Weight of a ruling about one card in particular when the query names that card. */
export const OWN_CARD = 2.5;

/**
 * The kinds of question about the game's course (`ask` facets): who plays next, who wins. Asked
 * with a card named ("my neighbour got flamethrowered, who plays next"), they ask what the card
 * led to; the card's own rulings that answer another kind of question are not boosted as much.
 */
export const COURSE_ASKS: readonly string[] = ['ask.whose-turn', 'ask.who-wins'];

/**
 * {@link OWN_CARD} for a ruling that does not answer the query's {@link COURSE_ASKS}, or that is
 * about no role when the query names a role as the one who acts (an `actor` facet).
 */
export const OWN_CARD_OFF_COURSE = 1;

/** How many leading rulings are compared question by question with the query. */
export const ASK_COMPARED = 15;

/** Extra weight of a match on one of the questions players ask, when it covers the whole query. */
export const ASK_BOOST = 0.5;

/** How much the share of a short question's words that the query matched weighs. */
export const ASK_PRECISION = 0.4;

// ---------------------------------------------------------------------------------------------
// Tiers: results of a higher tier come first, whatever their score

/** Tier of a deck answer: a deck question is answered first. */
export const TIER_DECK = 10;

/** Tier of the card asked about in "what does X do". */
export const TIER_ABOUT = 5;

/**
 * Where the first card a question names goes among its rulings: just below the second best of
 * them (its score times this share), so the two best rulings come first.
 */
export const CARD_SLOT_SHARE = 0.999;

/** Score of a deck answer inside its tier (there is at most one). */
export const DECK_HIT_SCORE = 1;

// ---------------------------------------------------------------------------------------------
// "Nothing fits"

/** Meaningful words from which a query is a question whose answers can be weak. */
export const WEAK_MIN_WORDS = 2;

/** Below this coverage of its meaningful words by the best result, a question has no good answer. */
export const WEAK_COVER = 0.5;

// ---------------------------------------------------------------------------------------------
// Building the index and reading deck questions

/** Shortest word of a compounding language that may be a part of a compound. */
export const COMPOUND_PART_MIN = 4;

/** Fewest meaningful words a clause of a ruling's question needs to be searched as a question. */
export const ASK_CLAUSE_MIN_WORDS = 2;

/** Players a deck answer is for when neither the query nor the table names a count. */
export const DEFAULT_PLAYERS = 6;

/** Smallest number a deck question reads as a player count. */
export const DECK_NUMBER_MIN = 1;

/** Largest number a deck question reads as a player count. */
export const DECK_NUMBER_MAX = 20;

/** Smallest number that is a player count next to a "players" word ("in one turn" is not). */
export const DECK_NEAR_MIN = 3;

// ---------------------------------------------------------------------------------------------
// Facets (`$lib/search/facets`)

/** Languages whose wording of a ruling's question must signal a facet for the ruling to have it. */
export const FACET_LANGUAGES = 2;

/**
 * Languages whose wording must agree on an `actor` or `target` facet: word order tells who does
 * what in most, not all («после того как Нечто сожгли» puts the target first), so most decide.
 */
export const AGENT_LANGUAGES = 3;

/** Per facet group: a ruling sharing one of the query's facets in it is weighed 1 + this. */
export const FACET_BOOST: Readonly<Record<string, number>> = {
	role: 0.5,
	self: 0.3,
	situation: 0.5,
	ask: 0.5,
	actor: 0.3,
	target: 0.3,
	variant: 1,
	component: 1
};

/**
 * Weight of a ruling whose own question denies a situation the query describes ("nobody was ever
 * burned", for "The Thing got burned"): a special case answering the general question by accident.
 * Below a role conflict's (`FACET_CONFLICT.role`): the ruling says the opposite, yet it still
 * matches the query's words ("burned", "who wins"), the denied one included.
 */
export const FACET_DENIED = 0.3;
/**
 * Per facet group (or per facet, for a key with a dot): a ruling with a facet in a group the query
 * has none in, or with a facet the query lacks, is weighed this. A variant's ruling (`variant.on`,
 * topic `variants`) answers a question about the standard game only by accident: the table plays
 * a variant when it says so. A ruling on changing seats answers a question where nobody changes
 * seats only by accident too: "the Barred Door stays with its seat" is not the answer to "a Barred
 * Door lies between me and the next player, whom do I trade with" (r8-en-16, r10-en-02). And a
 * ruling about a role (The Thing, an Infected player, a Human), for a question that names none: "an
 * Infected player burns The Thing" is not the answer to "they flame me and I hold No Barbecue".
 * Nor is a ruling for a small table (`situation.few-left`: three or four players left) the answer
 * to a question about a full one: "Missed! when the exchange comes back to whoever offered it, with
 * three left" is not the answer to "I played Missed!, who exchanges now" (round1 ru-046, round16
 * r16-uk-01).
 */
export const FACET_UNASKED: Readonly<Record<string, number>> = {
	variant: 0.6,
	'situation.seat-swap': 0.6,
	'situation.few-left': 0.6,
	role: 0.7
};
/**
 * Per facet group: a ruling with facets in a group the query has facets in, but none of the
 * query's, is weighed this: a ruling on Infected players, for a question about a Human; a ruling
 * that answers "who plays next", for a question asking "may I". A situation is not held against
 * a ruling: most rulings touch several. Who was burned weighs most: "an Infected player burns The
 * Thing" is not the answer to "the Infected player got burned, then The Thing won" (0.5 for a
 * target: two more first places on the tuning sets than 0.7).
 */
export const FACET_CONFLICT: Readonly<Record<string, number>> = {
	role: 0.5,
	self: 0.5,
	situation: 1,
	ask: 0.8,
	actor: 0.7,
	target: 0.5
};
