/**
 * The search box's rules that are not UI: when a query is long enough to search, and how the
 * arrow keys move the highlight through the results (wrapping round at either end).
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

/** The events that count as a reader's first interaction with a page ({@link afterFirstInteraction}). */
const INTERACTIONS = ['pointerdown', 'keydown'] as const;

/**
 * Runs `callback` once, when the browser is next idle after the reader's first tap, click or key
 * on the page (at most `timeoutMs` later). A page that is only loaded (a crawler, a benchmark)
 * never runs it, so it costs nothing on first load; a reader who starts to use the page has it
 * done before they reach the search box. (A timer instead, 5 s after load, cost the home page
 * 1 s of Lighthouse's Total Blocking Time.) Returns a function that cancels it.
 */
export function afterFirstInteraction(callback: () => void, timeoutMs = 2000): () => void {
	let cancel: (() => void) | undefined;
	const start = (): void => {
		stop();
		if (typeof requestIdleCallback === 'function') {
			const id = requestIdleCallback(callback, { timeout: timeoutMs });
			cancel = () => cancelIdleCallback(id);
		} else {
			const id = setTimeout(callback, 0);
			cancel = () => clearTimeout(id);
		}
	};
	const stop = (): void => {
		for (const type of INTERACTIONS) window.removeEventListener(type, start, true);
	};
	for (const type of INTERACTIONS) window.addEventListener(type, start, true);
	return () => {
		stop();
		cancel?.();
	};
}
