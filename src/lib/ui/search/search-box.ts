/**
 * The search box's rules that are not UI: when a query is long enough to search, and how the
 * arrow keys move the highlight through the results (wrapping round at either end). Loaded with
 * the popup; the field itself needs only `first-interaction.ts`.
 */
import type { ResultItem } from './present';

/** Two letters or digits at least (as the index counts them; punctuation and spaces do not count). */
export function isSearchable(query: string): boolean {
	return query.replace(/[^\p{L}\p{N}]/gu, '').length >= 2;
}

/** The option below `active` among `n` (none highlighted, or the last: the first). */
export function nextOption(active: number, n: number): number {
	return active + 1 >= n ? 0 : active + 1;
}

/** The option above `active` among `n` (none highlighted, or the first: the last). */
export function previousOption(active: number, n: number): number {
	return active <= 0 ? n - 1 : active - 1;
}

/** The sign shown before a result that has no category dot: `#` a deck answer, `?` a ruling, `→` a place to look. */
export function markOf(kind: ResultItem['kind']): string {
	return kind === 'deck' ? '#' : kind === 'ruling' ? '?' : '→';
}
