/**
 * Keep the screen awake while a game is hosted (Screen Wake Lock API): asked when called, asked
 * again when the page becomes visible (the browser drops the lock when it is hidden), released by
 * the returned function. Where the API is missing or refuses (battery saver), nothing happens.
 */
export function keepAwake(): () => void {
	let lock: WakeLockSentinel | null = null;
	let released = false;
	const request = async () => {
		if (released || document.visibilityState !== 'visible' || !('wakeLock' in navigator)) return;
		try {
			lock = await navigator.wakeLock.request('screen');
		} catch {
			lock = null;
		}
	};
	const onVisible = () => void request();
	document.addEventListener('visibilitychange', onVisible);
	void request();
	return () => {
		released = true;
		document.removeEventListener('visibilitychange', onVisible);
		void lock?.release().catch(() => undefined);
	};
}
