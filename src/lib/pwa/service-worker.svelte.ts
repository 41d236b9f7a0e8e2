/**
 * The service worker's registration and what the reader should know about it, as reactive state.
 *
 * Registered here, never by an injected script, with the Service Worker API itself:
 * workbox-window would add 2–3 KB to every page's first load for the same few calls. A new
 * version waits (installed, not active) until the reader chooses to update: the app never reloads
 * by itself. {@link ServiceWorkerState.update} asks the waiting worker to take over (the generated
 * worker skips waiting on a `SKIP_WAITING` message) and reloads once it has.
 *
 * The worker (src/sw.ts) precaches the shell for everyone and each language's pages only for the
 * readers who use it: {@link ServiceWorkerState.keepOffline} asks it for the language in use.
 *
 * The prompt that shows this state (`ReloadPrompt.svelte`) is loaded only when there is something
 * to say, so it is never part of a page's first download.
 */
import type { Language } from '$lib/i18n/languages';
import type { KeepLanguage, KeepLanguageReply, SkipWaiting } from './messages';

/** Run `callback` when the browser is next idle (at most 3 s from now), or after 1 s without the API. */
function whenIdle(callback: () => void): void {
	if ('requestIdleCallback' in window) requestIdleCallback(callback, { timeout: 3000 });
	else setTimeout(callback, 1000);
}

export class ServiceWorkerState {
	#offlineReady = $state(false);
	#needRefresh = $state(false);
	#registration: ServiceWorkerRegistration | undefined;
	#started = false;
	/** The language to keep offline, once the worker is there to ask. */
	#language: Language | undefined;

	/**
	 * True for a few seconds after the worker has made the app work offline: on the first visit,
	 * or when a language has just been saved on this device.
	 */
	get offlineReady(): boolean {
		return this.#offlineReady;
	}

	/** True while a new version is installed and waits for the reader to update. */
	get needRefresh(): boolean {
		return this.#needRefresh;
	}

	/**
	 * Register `/sw.js` once the page has loaded and the browser is idle, so installing the worker
	 * (and precaching every page) never competes with the first visit's own requests. Returns a
	 * function that cancels a registration not yet started. Does nothing without the API.
	 */
	start(): () => void {
		let cancelled = this.#started;
		this.#started = true;
		const register = () => {
			if (!cancelled) void this.#register();
		};
		const idle = () => {
			if (!cancelled) whenIdle(register);
		};
		if (document.readyState === 'complete') idle();
		else window.addEventListener('load', idle, { once: true });
		return () => {
			cancelled = true;
			window.removeEventListener('load', idle);
		};
	}

	async #register(): Promise<void> {
		if (!('serviceWorker' in navigator)) return;
		const firstInstall = !navigator.serviceWorker.controller;
		let registration: ServiceWorkerRegistration | undefined;
		try {
			registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
		} catch {
			return; // No service worker (private mode, blocked): the app still works online.
		}
		// A browser that blocks workers may also answer with nothing (Playwright's `block` does).
		if (!registration) return;
		this.#registration = registration;
		// The worker that makes this first visit work offline, if this is the first visit.
		const first = firstInstall ? registration.installing : null;
		const watch = (worker: ServiceWorker | null) => {
			worker?.addEventListener('statechange', () => {
				// Installed beside a running version: an update waits for the reader.
				if (worker.state === 'installed' && worker !== first && navigator.serviceWorker.controller)
					this.#needRefresh = true;
			});
		};
		if (registration.waiting && navigator.serviceWorker.controller) this.#needRefresh = true;
		watch(registration.installing);
		registration.addEventListener('updatefound', () => watch(registration.installing));
		void navigator.serviceWorker.ready.then(() => this.#keep());
	}

	/**
	 * Ask the worker to keep `lng`'s pages and words on this device (it fetches those it lacks),
	 * now if it is running, else once it is. When they are all there, `<html data-offline>` names
	 * the language (tests and the benchmark wait for it) and, if any had to be fetched, the
	 * offline-ready notice shows. Failures (offline, no worker) are silent: the next page asks again.
	 *
	 * Never on a connection the reader marked to save data (`navigator.connection.saveData`): the
	 * language's pages are over a megabyte, so only the pages opened are kept (the worker caches
	 * them as they load), and `<html data-offline-skipped="save-data">` says why.
	 */
	keepOffline(lng: Language): void {
		this.#language = lng;
		if (this.#registration?.active) void this.#keep();
	}

	async #keep(): Promise<void> {
		if (!this.#language || !this.#registration?.active) return;
		if ((navigator as { connection?: { saveData?: boolean } }).connection?.saveData) {
			document.documentElement.dataset.offlineSkipped = 'save-data';
			return;
		}
		// The pages are fetched in the background: only once the page is idle.
		await new Promise<void>((resolve) => whenIdle(resolve));
		const lang = this.#language;
		const worker = this.#registration?.active;
		if (!lang || !worker) return;
		const channel = new MessageChannel();
		const reply = new Promise<KeepLanguageReply>((resolve) => {
			channel.port1.onmessage = (event: MessageEvent<KeepLanguageReply>) => resolve(event.data);
		});
		worker.postMessage({ type: 'KEEP_LANGUAGE', lang } satisfies KeepLanguage, [channel.port2]);
		const answer = await reply;
		channel.port1.close();
		if ('error' in answer || answer.lang !== this.#language) return;
		document.documentElement.dataset.offline = answer.lang;
		if (answer.fetched > 0) {
			this.#offlineReady = true;
			setTimeout(() => (this.#offlineReady = false), 4000);
		}
	}

	/** Let the waiting version take over, then reload the page. Does nothing when none waits. */
	update(): void {
		const waiting = this.#registration?.waiting;
		if (!waiting) return;
		navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), {
			once: true
		});
		waiting.postMessage({ type: 'SKIP_WAITING' } satisfies SkipWaiting);
	}

	/** Hide the notice (a waiting update still waits for the next visit). */
	dismiss(): void {
		this.#offlineReady = false;
		this.#needRefresh = false;
	}
}

/** The app's one service worker state. */
export const serviceWorker = new ServiceWorkerState();
