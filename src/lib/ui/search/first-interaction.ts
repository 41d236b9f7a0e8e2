/**
 * When a page may start loading what its reader is about to use: the search box's popup and
 * index, on pages where searching is what the reader came to do. In the field's first load, apart
 * from the popup's rules (`search-box.ts`).
 */

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
