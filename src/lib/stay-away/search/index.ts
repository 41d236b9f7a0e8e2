/**
 * One multilingual search over every card name, alias and ruling.
 *
 * What is indexed (`build.ts`):
 * - card names: the UI name in every `locales/<lng>/cards.json`, the name printed in every
 *   edition (en, es, ru, it, de, uk) and every alias of `stay-away/names.ts`;
 * - card effects, from every `locales/<lng>/cards.json`;
 * - rulings: question, answer and readings from every `locales/<lng>/rules.json`; a question
 *   naming a card (in any language or spelling) finds the rulings about that card through the
 *   card's names, below, not through their text;
 * - the questions players ask, per ruling and language (`locales/<lng>/search.json` `rulings`),
 *   one small document each, so a question worded as players word it matches one whole phrasing;
 * - informal card names (`search.json` `cards`: "door", "Tür", "двері") beside the printed ones.
 *
 * Locale files are found with `import.meta.glob` (`texts.ts`), so a language added under
 * `locales/` is searched without code changes. The module is heavy (MiniSearch and all the text):
 * load it with a dynamic `import()` when the reader starts to search, never on page load.
 *
 * Matching (`terms.ts`, `vocabulary.ts`): every text and query goes through `tokenize`
 * (case, accents, Cyrillic variants), then `stem`, then the synonym lists of every language
 * (`search.json` `synonyms`: "verweigern" and "ablehnen", "burn" and "roast" become one term, on
 * both sides). The word being typed is matched as a prefix; words the index does not know are
 * matched with typo tolerance (one edit from 4 letters, two from 8). German compounds are also
 * indexed and searched as their parts (`splitCompound`: "Platztausch" → "platz" + "tausch",
 * so it meets "Plätze tauschen").
 *
 * A lookup runs in stages:
 * 1. query analysis (`query.ts`): words, meaningful words, concepts, the cards named inside the
 *    question (`mentions.ts`: exactly, inflected, by an informal name or misspelt), "what does X
 *    do", and a deck question ("how many Panic! cards with 6 players", `deck-query.ts`);
 * 2. retrieval (`retrieve.ts`): MiniSearch over names, and over rulings and effects;
 * 3. judging (`judge.ts`): how much of the query each result covers, by concept;
 * 4. ranking (`rank.ts`): whole-name matches first; then BM25 weighted by coverage, by the share
 *    in a ruling's own question, by its best short question and by the facets (below); tiers only
 *    for a deck answer (computed by `buildDeck` for the table's options, `stay-away/deck-answer.ts`)
 *    and for "what does X do"; and whether nothing answers well.
 *
 * The facet model (`$lib/search/facets`): a question and a ruling are each described by facets,
 * and a ruling is weighed by how many of the question's it shares, group by group:
 * - the cards (named in full, inflected, by nickname or misspelt: `mentions.ts`); a ruling about
 *   a card the question names gains `MENTION_BOOST`, and the card page goes just below the second
 *   best of its rulings or the third best ruling: a card is one signal, never a tier; a ruling
 *   whose own question names a card ("after Missed!…") is weighed `UNNAMED_CARD` for a question
 *   that names none; a ruling about one named card gains `OWN_CARD`, unless the question asks
 *   about the game's course after it (`COURSE_ASKS`: whose turn, who wins) and the ruling does not
 *   answer that (`OWN_CARD_OFF_COURSE`);
 * - the components (the direction card, by any name players give it: "arrow card", «карта со
 *   стрелкой»): the rulings about it (`names.ts` `COMPONENT_NAMES`) gain `FACET_BOOST.component`;
 * - the roles (The Thing, Infected, Human): shared gains, and a ruling about another role only
 *   (a ruling for Infected players, a question about a Human) loses (`FACET_CONFLICT`); a ruling
 *   that holds whatever the role ("an eliminated player loses") shares any role (`role.any`);
 * - who does what to whom (`actor.*`, `target.*`, from word order around an act: `search.json`
 *   `negation` `actions`, `passive`, `pronouns`, inside the clause: `breaks`, "but", "then"):
 *   "The Thing burns the last Human" shares
 *   nothing with "can an Infected player burn The Thing", and that ruling loses;
 * - the situation (exchange, turn order, drawing, direction, elimination, who wins, no Humans left,
 *   obstacles, the deck, the player count, a small table of three or four left) and the kind of
 *   question (whose turn, may I, what happens, who wins, how many, how long, who may, when may):
 *   shared gains (`FACET_BOOST`); a ruling whose own question denies the situation the query
 *   describes (a special case: "nobody was ever burned", for "The Thing got burned") loses
 *   (`FACET_DENIED`), the words of negation being `search.json` `negation`;
 * - the variant (`variant.on`: the topic `variants`, or "Vengeance mode", "advanced rule", or a
 *   change to the mix of cards, "fewer Infected cards", in the question): a variant's ruling, for
 *   a question that names no variant, is weighed `FACET_UNASKED` (the table plays a variant when
 *   it says so), and gains `FACET_BOOST` for one that names a variant; a ruling on changing seats,
 *   for a question where nobody changes seats, is weighed `FACET_UNASKED` too, and so are a ruling
 *   for a small table (three or four players left) for a question that names none and a ruling
 *   about a role for a question that names no role.
 * A query's facets come from the words of `search.json` `facets` in every language, through the
 * same analysis as the index; a ruling's from its topics, its role cards and the facets its own
 * question signals in at least two languages, three for who does what (`build.ts`).
 * Every number those stages weigh with is in `ranking.ts`.
 */
import { buildIndex, type BuiltIndex } from './build';
import { Judge } from './judge';
import { analyzeQuery } from './query';
import {
	cardHits,
	collectTexts,
	deckHit,
	finish,
	rankNames,
	rankTexts,
	rulingHits,
	type TieredHit
} from './rank';
import { DEFAULT_LIMIT } from './ranking';
import { searchNames, searchTexts } from './retrieve';
import { localeTexts, text, type SearchTexts } from './texts';
import type { SearchHit, SearchLookup, SearchQueryOptions } from './types';

export { fold, normalize, splitCompound, stem, tokenize } from '$lib/search/normalize';
export { localeTexts } from './texts';
export type { CardsLocale, RulesLocale, SearchLocale, SearchTexts } from './texts';
export type { HitKind, SearchHit, SearchLookup, SearchQueryOptions } from './types';

/** A built search index. Create it with {@link createSearchIndex} or {@link getSearchIndex}. */
export class SearchIndex {
	readonly #index: BuiltIndex;
	readonly #english: SearchTexts;
	/** Languages whose rulings are in the index. */
	readonly rulingLanguages: readonly string[];
	/** Languages whose card names and effects are in the index. */
	readonly cardLanguages: readonly string[];

	/** Indexes `texts` (every language they hold); see `build.ts`. */
	constructor(texts: SearchTexts) {
		this.#english = { cards: { en: texts.cards.en ?? {} }, rules: { en: texts.rules.en ?? {} } };
		this.cardLanguages = Object.keys(texts.cards).sort();
		this.rulingLanguages = Object.keys(texts.rules).sort();
		this.#index = buildIndex(texts);
	}

	/** Number of documents and distinct words indexed. */
	get size(): { documents: number; terms: number } {
		const { names, texts, nameWords, textWords } = this.#index;
		return {
			documents: names.documentCount + texts.documentCount,
			terms: nameWords.size + textWords.size
		};
	}

	/**
	 * Search cards and rulings. Accepts a name in any language, a misspelling, the first letters
	 * of a name, or a whole question. Returns at most `limit` hits, best first; empty for a query
	 * with fewer than two letters. A deck question is answered first ({@link SearchHit.deck}).
	 */
	search(query: string, options: SearchQueryOptions = {}): SearchHit[] {
		return this.lookup(query, options).hits;
	}

	/**
	 * Like {@link search}, and also says whether the results answer the query well: see
	 * {@link SearchLookup}. The search box shows "nothing fits" with the nearest topic instead of
	 * weak results.
	 */
	lookup(query: string, options: SearchQueryOptions = {}): SearchLookup {
		const index = this.#index;
		const q = analyzeQuery(index, query);
		if (!q) return { hits: [], weak: false };
		// Cards by name: whole-name tier first, then weighted score.
		const cards = rankNames(searchNames(index, query, q), q);
		// Rulings and card effects, judged against the query; best language per ruling.
		const { judged, bestCover } = rankTexts(searchTexts(index, query, q), new Judge(index, q));
		const rulings = collectTexts(judged, cards);
		// A card named is a signal, not a tier; a deck answer asked for comes above all.
		const { hits, cardSlot } = rulingHits(rulings, index, q);
		const all: TieredHit[] = [...hits, ...cardHits(cards, q, cardSlot)];
		const deck = deckHit(q, options, cardSlot);
		if (deck) all.push(deck);
		return finish(all, cards, q, bestCover, options.limit ?? DEFAULT_LIMIT);
	}

	/**
	 * English text for a hit, for a UI whose language has no text for it yet: the card name or
	 * the ruling's question.
	 */
	englishLabel(hit: Pick<SearchHit, 'kind' | 'id'>): string {
		if (hit.kind === 'card') return text(this.#english.cards.en?.[hit.id]?.name) || hit.id;
		if (hit.kind === 'deck') return hit.id;
		return text(this.#english.rules.en?.rulings?.[hit.id]?.q) || hit.id;
	}
}

/** Build an index over the given texts (default: every locale file in `locales/`). */
export function createSearchIndex(texts: SearchTexts = localeTexts()): SearchIndex {
	return new SearchIndex(texts);
}

let shared: SearchIndex | undefined;

/** The app's index, built on first use and kept for the session. */
export function getSearchIndex(): SearchIndex {
	shared ??= createSearchIndex();
	return shared;
}

/** Search the app's index; see {@link SearchIndex.search}. */
export function search(query: string, options?: SearchQueryOptions): SearchHit[] {
	return getSearchIndex().search(query, options);
}
