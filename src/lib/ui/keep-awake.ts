/**
 * `keepAwake` of `wake-lock.ts`, loaded when first asked for, so that no page's first
 * load carries the Wake Lock code: returns at once a function that releases the lock (or cancels
 * the request if the module has not loaded yet). For an `$effect` that runs while a game is open.
 */
export function keepAwakeSoon(): () => void {
	let release: (() => void) | undefined;
	let gone = false;
	void import('./wake-lock').then(({ keepAwake }) => {
		if (!gone) release = keepAwake();
	});
	return () => {
		gone = true;
		release?.();
	};
}
