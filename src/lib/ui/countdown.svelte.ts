/**
 * A countdown the Host can rely on: it counts from the clock (an end time), not from ticks, so a
 * throttled or hidden tab still ends on time; at the end it vibrates and beeps when allowed and,
 * when the page is hidden (the phone locked), shows a notification through the service worker.
 * Permission for notifications is asked the first time a countdown starts (if the browser has the
 * API and it was never answered). Reactive: `remaining` (whole seconds) and `running` update
 * four times a second. With a `key`, the countdown is kept in `localStorage`: a reload or a new tab
 * goes on counting to the same end (or shows it ended meanwhile).
 */

/** What the end signals: a sound, a vibration. */
export interface CountdownSignals {
	sound: boolean;
	vibrate: boolean;
}

let audio: AudioContext | null = null;

/** Three short beeps (Web Audio; silent where it is not allowed). */
function beep(): void {
	try {
		audio ??= new AudioContext();
		const now = audio.currentTime;
		for (let i = 0; i < 3; i++) {
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
		this.remaining = left;
		if (left > 0 || !this.running) return;
		clearInterval(this.#timer);
		this.running = false;
		this.ended = true;
		this.#keep();
		const signals = this.#signals();
		if (signals.vibrate) navigator.vibrate?.([300, 150, 300]);
		if (signals.sound) beep();
		if (document.visibilityState === 'hidden') void notify(this.#label());
	}
}

/** `m:ss` for a number of seconds. */
export function clock(seconds: number): string {
	const s = Math.max(0, Math.round(seconds));
	return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
