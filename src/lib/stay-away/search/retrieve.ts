/**
 * Retrieval: the two MiniSearch searches of a query, with the terms, prefixes, typo tolerance and
 * weights its analysis chose. Their results are judged and ranked by `judge.ts` and `rank.ts`.
 */
import type { SearchOptions, SearchResult } from 'minisearch';
import type { BuiltIndex } from './build';
import type { QueryAnalysis } from './query';
import { NAME_PREFIX_MIN, STOP_BOOST, TEXT_RESULTS } from './ranking';

/**
 * Card names matching the query's name words: the word being typed as a prefix, unknown words
 * with typo tolerance, stop words weighing {@link STOP_BOOST}. Best first, by MiniSearch's score.
 */
export function searchNames(index: BuiltIndex, query: string, q: QueryAnalysis): SearchResult[] {
	const { nameTerms, counted } = q;
	const nameLast = nameTerms.length - 1;
	const options: SearchOptions = {
		tokenize: () => nameTerms,
		prefix: (term, i) => i === nameLast && term.length >= NAME_PREFIX_MIN,
		fuzzy: (term, i) => index.nameWords.fuzzy(term, i === nameLast),
		boostTerm: (term) => (counted.has(term) ? 1 : STOP_BOOST)
	};
	return index.names.search(query, options);
}

/**
 * Rulings and card effects matching the query's text terms, each matched as its spec says. Only
 * the best {@link TEXT_RESULTS} are returned (by MiniSearch's score): judging the long tail of
 * one-word matches is wasted work.
 */
export function searchTexts(index: BuiltIndex, query: string, q: QueryAnalysis): SearchResult[] {
	const { queryTerms, specs } = q;
	const options: SearchOptions = {
		tokenize: () => queryTerms,
		processTerm: (t) => t,
		prefix: (_term, i) => specs[i]?.prefix ?? false,
		fuzzy: (_term, i) => specs[i]?.fuzzy ?? false,
		boostTerm: (_term, i) => specs[i]?.boost ?? 1
	};
	return index.texts.search(query, options).slice(0, TEXT_RESULTS);
}
