/**
 * What the Stay Away! search returns: hits (a card, a ruling or a deck answer), the options of a
 * search, and the "nothing fits" judgement of a lookup.
 */
import type { Category } from '../cards';
import type { DeckAnswer, DeckAnswerOptions, DeckSubject } from '../deck-answer';
import type { Topic } from '../rulings';

/** What a search result points to: a card page, a ruling, or a deck answer computed on the spot. */
export type HitKind = 'card' | 'ruling' | 'deck';

/** One search result. The UI renders it in its own language from `kind` and `id`. */
export interface SearchHit {
	kind: HitKind;
	/** A card id (`'missed'`) or a ruling id (`'defense-not-on-own-exchange'`). */
	id: string;
	/** Relevance; only meaningful for ordering results of the same query. */
	score: number;
	/** Cards: the spelling that matched best, in whatever language it is (e.g. "Verfehlt!"). */
	matched?: string;
	/** Cards: the card's category, for its colour. */
	category?: Category;
	/** Rulings: the home topic, for the link `/rules/<topic>#<id>`. */
	topic?: Topic;
	/** Deck answers: the player count asked about (or the table's, when the query named none). */
	players?: number;
	/** Deck answers: what was asked (a card id, a category, `total`, `dealt` or `remove`). */
	subject?: DeckSubject;
	/** Deck answers: the numbers, computed by `buildDeck` for the table's options. */
	deck?: DeckAnswer;
}

/** Options of `SearchIndex.search` and `SearchIndex.lookup`. */
export interface SearchQueryOptions {
	/** Most results to return; default 10. */
	limit?: number;
	/**
	 * The table's saved setup, for deck answers: its player count (used when the query names
	 * none) and the options the deck is built with. Default: 6 players, the rulebook deck.
	 */
	table?: { players: number; options?: DeckAnswerOptions };
}

/**
 * What `SearchIndex.lookup` returns: the hits, and whether they are `weak`: the query is a
 * question (two meaningful words or more), names no card, asks no deck question, and no result
 * covers even half of its meaningful words. Then `topic` is the home topic of the nearest ruling.
 */
export interface SearchLookup {
	hits: SearchHit[];
	weak: boolean;
	topic?: Topic;
}
