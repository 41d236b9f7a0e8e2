/**
 * A countdown the Host can rely on: it counts from the clock (an end time), not from ticks, so a
 * throttled or hidden tab still ends on time; optionally it warns (one beep, one short vibration)
 * a set number of seconds before the end; at the end it vibrates and beeps when allowed and,
 * when the page is hidden (the phone locked), shows a notification through the service worker.
 * Permission for notifications is asked the first time a countdown starts (if the browser has the
 * API and it was never answered). Reactive: `remaining` (whole seconds) and `running` update
 * four times a second. With a `key`, the countdown is kept in `localStorage`: a reload or a new tab
 * goes on counting to the same end (or shows it ended meanwhile).
 */

/**
 * How the warning and the end are signalled: a sound, a vibration, and `warning`, the seconds
 * before the end at which the warning sounds (none when absent). The countdown is the only place
 * that sounds them, so each sounds once.
 */
export interface CountdownSignals {
	sound: boolean;
	vibrate: boolean;
	warning?: number;
}

/**
 * Whether a tick from `before` to `after` whole seconds left crosses the warning mark `warning`
 * (seconds before the end): `before` above it, `after` at or below it and above zero (the end has
 * its own signal). `before` is `undefined` on a run's first tick, so a countdown started, resumed
 * or restored with the mark already passed does not warn.
 */
export function warns(before: number | undefined, after: number, warning?: number): boolean {
	return (
		warning !== undefined &&
		before !== undefined &&
		before > warning &&
		after <= warning &&
		after > 0
	);
}

let audio: AudioContext | null = null;

/** `count` short beeps, 880 Hz, 0.15 s each (Web Audio; silent where it is not allowed). */
function beep(count: number): void {
	try {
		audio ??= new AudioContext();
		const now = audio.currentTime;
		for (let i = 0; i < count; i++) {
			const osc = audio.createOscillator();
			const gain = audio.createGain();
			osc.frequency.value = 880;
			gain.gain.value = 0.2;
			osc.connect(gain).connect(audio.destination);
			osc.start(now + i * 0.3);
			osc.stop(now + i * 0.3 + 0.15);
		}
	} catch {
		// No audio: the vibration and the screen still say it.
	}
}

async function notify(title: string): Promise<void> {
	if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
	try {
		const registration = await navigator.serviceWorker?.getRegistration();
		if (registration) await registration.showNotification(title, { tag: 'countdown' });
		else new Notification(title, { tag: 'countdown' });
	} catch {
		// Notifications refused by the system: the page shows the end when it is seen again.
	}
}

/** One countdown. `label` names it in the notification. */
export class Countdown {
	remaining = $state(0);
	running = $state(false);
	/** True once it reached zero, until it is started or reset. */
	ended = $state(false);
	total = $state(0);

	#end = 0;
	/** Whole seconds left at this run's previous tick (`undefined` before its first). */
	#last: number | undefined;
	#timer: ReturnType<typeof setInterval> | undefined;
	readonly #signals: () => CountdownSignals;
	readonly #label: () => string;
	readonly #key: string | undefined;

	constructor(label: () => string, signals: () => CountdownSignals, key?: string) {
		this.#label = label;
		this.#signals = signals;
		this.#key = key;
		this.#restore();
	}

	/** Take up a countdown kept by an earlier page (a reload, another tab). */
	#restore(): void {
		if (!this.#key || typeof localStorage === 'undefined') return;
		try {
			const kept: unknown = JSON.parse(localStorage.getItem(this.#key) ?? 'null');
			if (typeof kept !== 'object' || kept === null) return;
			const { end, remaining, running, total } = kept as Record<string, unknown>;
			if (typeof end !== 'number' || typeof remaining !== 'number' || typeof total !== 'number')
				return;
			this.total = total;
			if (running === true && end > Date.now()) this.#run(end);
			else if (running === true) this.ended = true;
			else this.remaining = remaining;
		} catch {
			// Storage blocked or damaged: the countdown starts afresh.
		}
	}

	#keep(): void {
		if (!this.#key) return;
		try {
			if (!this.running && this.remaining === 0) localStorage.removeItem(this.#key);
			else
				localStorage.setItem(
					this.#key,
					JSON.stringify({
						end: this.#end,
						remaining: this.remaining,
						running: this.running,
						total: this.total
					})
				);
		} catch {
			// Storage blocked: the countdown still runs in this page.
		}
	}

	/** Start (or restart) from `seconds`. */
	start(seconds: number): void {
		if (typeof Notification !== 'undefined' && Notification.permission === 'default')
			void Notification.requestPermission().catch(() => undefined);
		this.total = seconds;
		this.ended = false;
		this.#run(Date.now() + seconds * 1000);
		this.#keep();
	}

	/** Count down to `end` (ms since the epoch), four times a second. */
	#run(end: number): void {
		this.#end = end;
		this.#last = undefined;
		this.running = true;
		this.#tick();
		clearInterval(this.#timer);
		this.#timer = setInterval(() => this.#tick(), 250);
	}

	/** Pause, keeping the time left. */
	pause(): void {
		if (!this.running) return;
		this.#tick();
		this.running = false;
		clearInterval(this.#timer);
		this.#keep();
	}

	/** Go on after a pause. */
	resume(): void {
		if (this.running || this.remaining <= 0) return;
		this.start(this.remaining);
	}

	/** Stop and clear. */
	reset(): void {
		clearInterval(this.#timer);
		this.running = false;
		this.ended = false;
		this.remaining = 0;
		this.total = 0;
		this.#keep();
	}

	#tick(): void {
		const left = Math.max(0, Math.ceil((this.#end - Date.now()) / 1000));
		const before = this.#last;
		this.#last = left;
		this.remaining = left;
		if (!this.running) return;
		if (left > 0) {
			const signals = this.#signals();
			if (warns(before, left, signals.warning)) this.#signal(signals, 1, [200]);
			return;
		}
		clearInterval(this.#timer);
		this.running = false;
		this.ended = true;
		this.#keep();
		this.#signal(this.#signals(), 3, [300, 150, 300]);
		if (document.visibilityState === 'hidden') void notify(this.#label());
	}

	/** Beeps `beeps` times and vibrates `pattern` (ms), as `signals` allow. */
	#signal(signals: CountdownSignals, beeps: number, pattern: number[]): void {
		if (signals.vibrate) navigator.vibrate?.(pattern);
		if (signals.sound) beep(beeps);
	}
}

/** `m:ss` for a number of seconds. */
export function clock(seconds: number): string {
	const s = Math.max(0, Math.round(seconds));
	return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
