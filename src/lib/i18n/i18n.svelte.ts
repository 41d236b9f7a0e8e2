/**
 * i18next set-up and a small rune class that makes translations reactive.
 *
 * Locale files live in `locales/<lng>/<namespace>.json`. In the browser each is a hashed JSON
 * asset fetched on demand (text, not JavaScript: nothing to compile), which the service worker
 * precaches, so every language works offline and a page downloads only the namespaces it needs.
 * During prerendering they are imported as modules.
 *
 * The page's own text first (issue 41): prerendering records every text i18next gave the page
 * ({@link PageText}, written into its head by src/hooks.server.ts), and a page opened at its
 * address hydrates from that record. i18next (about 15 KB gzipped) and the locale files load on
 * the first sign of input (the root layout calls {@link I18nState.wake}), or earlier for a text the
 * record lacks, so a page that is only read never loads them. Until they are there, a text the
 * record lacks reads as `''` and is drawn again once they are; the app marks itself ready
 * (`data-ready`) once such a load is over. A handler that keeps a text (a message, a file name)
 * awaits {@link I18nState.ready} first, since a text kept as `''` would never be drawn again. An
 * address with a query or a device with saved state (a setup, a game) may show other text than the
 * prerendered page, so there i18next loads before the page hydrates, unless the record holds that
 * query's texts too (Island of Fear's setup link: {@link I18nState.recordQueries}) or the page kept
 * on this device the texts it drew for that very state (the table's saved game:
 * {@link I18nState.keepInto} and src/lib/i18n/device-text.ts).
 */
import type { i18n as I18next, TOptions } from 'i18next';
import { version } from '$app/environment';
import type { LocaleLoader } from './locale-loaders';
import { PAGE_TEXT_ID, textKey, type PageText } from './page-text';
import {
	KEPT_TEXT_KEY,
	keptPath,
	readKeptText,
	stateFingerprint,
	type TextSink
} from './device-text';
import { LANGUAGE_KEY } from './preference';
import { THEME_KEY } from '../ui/theme';
import {
	DEFAULT_LANGUAGE,
	isLanguage,
	LIST_JOINERS,
	type Language,
	type Namespace
} from './languages';

type Messages = Record<string, unknown>;

/** Locale files made loadable by a game's pages ({@link I18nState.addFiles}), by path. */
const added: Record<string, LocaleLoader> = {};

/** The app's locale files' loaders (`locale-files.ts`), loading or loaded; forgotten if it fails. */
let appFiles: Promise<Record<string, LocaleLoader>> | undefined;

/**
 * The app's locale files, by path (`/locales/de/ui.json`). Their list (each file's hashed address)
 * loads with i18next ({@link engine}), not with every page: a page that is only read needs none of
 * it. Rejects when its module cannot be loaded (offline, before the app was kept on this device).
 */
function appFileList(): Promise<Record<string, LocaleLoader>> {
	appFiles ??= import('./locale-files').then(
		(module) => module.files,
		(error: unknown) => {
			appFiles = undefined;
			throw error;
		}
	);
	return appFiles;
}

/** The loader of the locale file at `path`: the app's own, else one a game's pages added. */
async function loaderOf(path: string): Promise<LocaleLoader | undefined> {
	return (await appFileList())[path] ?? added[path];
}

/** The i18next options: one instance for the app, created when first needed ({@link engine}). */
const OPTIONS = {
	lng: DEFAULT_LANGUAGE,
	// Only used when a whole locale file is absent; completeness tests keep every key present.
	fallbackLng: 'en',
	supportedLngs: ['en', 'de', 'it', 'ru', 'uk'],
	ns: ['ui'],
	defaultNS: 'ui',
	// Page namespaces hold whole top-level sections ("setup.*", "tablePage.*"), so a key reads
	// the same wherever its section lives; each page loads only its own section.
	fallbackNS: ['setup', 'tablePage'],
	resources: {},
	partialBundledLanguages: true,
	initAsync: false,
	returnNull: false,
	// Svelte escapes text itself, and no text is ever rendered as raw HTML.
	interpolation: { escapeValue: false },
	saveMissing: true,
	missingKeyHandler: (lngs: readonly string[], ns: string, key: string) => {
		console.warn(`i18n: missing key ${ns}:${key} for ${lngs.join(',')}`);
	}
};

/** The i18next instance, once loaded and initialised. */
let instance: I18next | undefined;
/** Its loading, started once (forgotten if the import fails, so a later call tries again). */
let loading: Promise<I18next> | undefined;

/**
 * The i18next instance, loading the library on first use. Rejects when its module cannot be
 * loaded (offline before the app was ever saved on this device).
 */
function engine(): Promise<I18next> {
	if (instance) return Promise.resolve(instance);
	// The files' list loads beside the library: the first texts wait for neither in turn.
	void appFileList().catch(() => undefined);
	loading ??= import('i18next').then(
		({ default: i18next }) => {
			const created = i18next.createInstance();
			void created.init(OPTIONS);
			instance = created;
			return created;
		},
		(error: unknown) => {
			loading = undefined;
			throw error;
		}
	);
	return loading;
}

/** What the prerendered page opened at carries (the browser only; absent after a client error). */
function readPageText(): PageText | undefined {
	if (import.meta.env.SSR || typeof document === 'undefined') return undefined;
	try {
		const json = document.getElementById(PAGE_TEXT_ID)?.textContent;
		const parsed = json ? (JSON.parse(json) as PageText) : undefined;
		return parsed && isLanguage(parsed.lang) && parsed.text && parsed.exists ? parsed : undefined;
	} catch {
		return undefined;
	}
}

/** Stored entries that never change what a page shows: the prerendered page follows them. */
const NOT_STATE: ReadonlySet<string> = new Set([LANGUAGE_KEY, THEME_KEY, KEPT_TEXT_KEY]);

/**
 * Whether a stored entry leaves what a page shows as prerendered: the language, the theme, the
 * kept texts, and SvelteKit's own entries (`sveltekit:scroll`, `sveltekit:snapshot`, written as a
 * page is left: the app takes no snapshots).
 */
const notState = (key: string): boolean => NOT_STATE.has(key) || key.startsWith('sveltekit:');

/**
 * Whether the first render can differ from what the prerendered `page`'s record holds: the address
 * has a query (a shared setup, `?p=9`) that the record was not made for ({@link PageText.queries}),
 * or this device remembers a setup, game, checklist or setting beyond the language and the theme
 * (which the prerendered page already follows).
 */
function keepsState(page: PageText): boolean {
	try {
		if (location.search && !page.queries?.includes(location.search.slice(1))) return true;
		for (const storage of [localStorage, sessionStorage])
			for (let i = 0; i < storage.length; i++) {
				const key = storage.key(i);
				if (key && !notState(key)) return true;
			}
		return false;
	} catch {
		return true;
	}
}

/** The stored state's fingerprint, for the texts a page keeps (the browser only). */
export function storedState(): string {
	return stateFingerprint([localStorage, sessionStorage], notState);
}

/**
 * The texts the page opened kept on this device for the stored state as it is now (see
 * {@link I18nState.keepInto}); undefined for an address with a query, or when none match.
 */
function readKept(): PageText | undefined {
	if (import.meta.env.SSR || typeof location === 'undefined' || location.search) return undefined;
	try {
		return readKeptText(localStorage, {
			path: keptPath(location.pathname),
			version,
			state: storedState()
		});
	} catch {
		return undefined;
	}
}

/**
 * Files being fetched, by path: a page's load starts its own files at once (`loadFor`) instead
 * of after the app's, and whoever adds them takes the same download. A failed fetch is forgotten,
 * so the next attempt (back online) fetches again.
 */
// eslint-disable-next-line svelte/prefer-svelte-reactivity -- downloads in flight, never shown
const fetching = new Map<string, Promise<Messages>>();

/** The messages of the locale file at `path`, fetched once with its `load`er ({@link loaderOf}). */
function fetchFile(path: string, load: LocaleLoader): Promise<Messages> {
	let messages = fetching.get(path);
	if (!messages) {
		messages = load();
		fetching.set(path, messages);
		messages.catch(() => fetching.delete(path));
	}
	return messages;
}

/**
 * Load namespaces of one language if they are not loaded yet. Unknown files resolve to nothing.
 * Resolves `true` when any text was added (so the page has something new to show).
 */
async function loadNamespaces(lng: Language, namespaces: readonly Namespace[]): Promise<boolean> {
	const i18next = await engine();
	const added = await Promise.all(
		namespaces.map(async (ns) => {
			if (i18next.hasResourceBundle(lng, ns)) return false;
			const path = `/locales/${lng}/${ns}.json`;
			const load = await loaderOf(path);
			if (!load) {
				// No file in this language: make the English text available as the fallback.
				return lng !== DEFAULT_LANGUAGE ? loadNamespaces(DEFAULT_LANGUAGE, [ns]) : false;
			}
			const messages = await fetchFile(path, load);
			fetching.delete(path);
			// Added meanwhile by another load that took the same download.
			if (i18next.hasResourceBundle(lng, ns)) return false;
			i18next.addResourceBundle(lng, ns, messages, true, true);
			return true;
		})
	);
	return added.some(Boolean);
}

/**
 * Reactive translation state, one instance for the app. Reading `i18n.t(...)` inside a component
 * re-renders it when the language changes or a namespace arrives.
 */
export class I18nState {
	/** The current locale. */
	lang = $state<Language>(DEFAULT_LANGUAGE);
	#revision = $state(0);
	/** Namespaces some page has asked for; a language switch loads all of them. */
	// eslint-disable-next-line svelte/prefer-svelte-reactivity -- a list of files to load, never shown
	#needed = new Set<Namespace>(['ui']);
	/** The language being switched to: set at once, so a page load running alongside loads its words in it. */
	#target: Language = DEFAULT_LANGUAGE;
	/**
	 * The prerendered page's texts, while the page opened at its address is answered from them
	 * (the browser only, until i18next is loaded; see the module's comment).
	 */
	#page: PageText | undefined;
	/** Whether the first render can differ from the prerendered page (see {@link keepsState}). */
	#keepsState: (page: PageText) => boolean;
	/** Whether the page opened is still loading and hydrating (its load functions ask for no more). */
	#opening = true;
	/** Texts recorded while prerendering a page, for {@link PageText}; off elsewhere. */
	#recording: PageText | undefined;
	/** i18next being loaded for the texts of the opened page: every namespace asked for so far. */
	#waking: Promise<void> | undefined;
	/** Whether a text was asked for that the record lacks (shown as `''` until i18next is loaded). */
	#missed = false;
	/** The texts this device kept for the page opened and its stored state, read when needed. */
	#readKept: () => PageText | undefined;
	/** The kept texts the record holds: the page opened is answered from it despite stored state. */
	#withKept: PageText | undefined;
	/** Keeps the texts given to the page that asked ({@link keepInto}). */
	#keeper: TextSink | undefined;

	/**
	 * `page`: the prerendered page's texts (read from the page opened; tests give their own);
	 * `keeps`: whether the first render can differ from the prerendered page (a query, saved state);
	 * `kept`: the texts this device kept for the page opened in its stored state ({@link keepInto}).
	 */
	constructor(
		page: PageText | undefined = readPageText(),
		keeps: (page: PageText) => boolean = keepsState,
		kept: () => PageText | undefined = readKept
	) {
		this.#page = page;
		this.#keepsState = keeps;
		this.#readKept = kept;
	}

	/**
	 * Translate `key` (`'ns:key.path'` or a key of the `ui` namespace) with i18next options
	 * such as `{ count }` for plurals. Returns the key itself only when it is missing. Before
	 * i18next is loaded, a text the prerendered page lacks reads as `''` until it is (a moment).
	 */
	t = (key: string, options?: TOptions): string => {
		void this.#revision;
		if (this.#page) {
			const id = textKey(key, options);
			const text = this.#page.text[id];
			if (text !== undefined) {
				this.#keeper?.text(this.#page.lang, id, text);
				return text;
			}
			this.#missed = true;
			this.wake();
			return '';
		}
		if (!instance) return key;
		const text = instance.t(key, { lng: this.lang, ...options }) as string;
		// The text's record key (its options as JSON), only for a record or a keeper that takes it.
		if (this.#recording || this.#keeper) {
			const id = textKey(key, options);
			if (this.#recording) this.#recording.text[id] = text;
			this.#keeper?.text(this.lang, id, text);
		}
		return text;
	};

	/** Whether a key exists in the current language (used to show optional text). */
	exists = (key: string): boolean => {
		void this.#revision;
		if (this.#page) {
			const known = this.#page.exists[key];
			if (known !== undefined) {
				this.#keeper?.exists(this.#page.lang, key, known);
				return known;
			}
			this.#missed = true;
			this.wake();
			return false;
		}
		if (!instance) return false;
		const known = instance.exists(key, { lng: this.lang });
		if (this.#recording) this.#recording.exists[key] = known;
		this.#keeper?.exists(this.lang, key, known);
		return known;
	};

	/**
	 * Whether the page being opened can be answered from its prerendered texts in `lng`: nothing
	 * loaded yet, the page's own language, and no query or saved state that could change what it
	 * shows, or the texts kept on this device for that stored state ({@link keepInto}) in it too.
	 */
	#fromPage(lng: string): boolean {
		if (!this.#page || !this.#opening || this.#page.lang !== lng) return false;
		if (this.#withKept !== undefined || !this.#keepsState(this.#page)) return true;
		const kept = this.#readKept();
		if (kept?.lang !== lng) {
			this.#page = undefined;
			return false;
		}
		this.#page = {
			lang: lng,
			text: { ...this.#page.text, ...kept.text },
			exists: { ...this.#page.exists, ...kept.exists }
		};
		this.#withKept = kept;
		return true;
	}

	/**
	 * Load i18next and every namespace asked for so far, in the page's language, then stop using
	 * the record (re-rendering only if some text was missing meanwhile). Called on the first sign of
	 * input (the root layout), when a text is missing, and by every later request for words; does
	 * nothing once done. A failure is forgotten, so the next call tries again.
	 */
	wake = (): void => {
		const page = this.#page;
		if (!page || this.#waking) return;
		this.#waking = (async () => {
			// Namespaces asked for while these load (the page's own loads run alongside) come too.
			let asked = 0;
			while (asked < this.#needed.size) {
				asked = this.#needed.size;
				await loadNamespaces(page.lang, [...this.#needed]);
			}
			await instance!.changeLanguage(page.lang);
			if (this.#page !== page) return;
			this.#page = undefined;
			// The record's texts are i18next's own: only a text it lacked needs drawing again.
			if (this.#missed) this.#revision++;
		})()
			.catch(() => undefined)
			.finally(() => (this.#waking = undefined));
	};

	/**
	 * Resolves once every text can be given, whatever it is: at once when i18next is loaded, else
	 * when {@link wake} is done (or has failed, so a caller waiting on it still goes on): for a
	 * handler that keeps a text, or a part that must not draw with words missing.
	 */
	ready(): Promise<void> {
		this.wake();
		return this.#waking ?? Promise.resolve();
	}

	/**
	 * Resolves once a load of i18next already under way is over (at once when none is): unlike
	 * {@link ready}, it starts nothing. The root layout waits on it before marking the app ready,
	 * so a text the record lacked is drawn by then.
	 */
	settled(): Promise<void> {
		return this.#waking ?? Promise.resolve();
	}

	/**
	 * The page opened is mounted (the root layout): later loads are other pages', which the
	 * record does not cover.
	 */
	opened(): void {
		this.#opening = false;
	}

	/**
	 * Hand every text given from now on to `sink` (`text-keeper.ts`: the table keeps them on the
	 * device), or stop (`undefined`; with `from`, only if that sink is still the one).
	 */
	keepInto(sink: TextSink | undefined, from?: TextSink): void {
		if (sink || !from || this.#keeper === from) this.#keeper = sink;
	}

	/** The texts kept on this device that the page opened with, if the record holds them. */
	get keptAtOpen(): PageText | undefined {
		return this.#withKept;
	}

	/** The language of the texts given now: the record's while it answers, else the current one. */
	get pageLanguage(): Language {
		return this.#page?.lang ?? this.lang;
	}

	/**
	 * Record every text given from now on, for one prerendered page (src/hooks.server.ts); returns
	 * a function that stops and hands over the record.
	 */
	record(): () => PageText {
		const recording: PageText = { lang: this.lang, text: {}, exists: {} };
		this.#recording = recording;
		return () => {
			if (this.#recording === recording) this.#recording = undefined;
			recording.lang = this.lang;
			return recording;
		};
	}

	/**
	 * While a page is prerendered ({@link record}), say that its record also holds the texts of
	 * these address queries (see {@link PageText.queries}): opened with one of them, the page
	 * hydrates from its record instead of loading i18next first. Does nothing elsewhere.
	 */
	recordQueries(queries: readonly string[]): void {
		if (this.#recording) this.#recording.queries = [...queries];
	}

	/**
	 * Make `namespaces` available in `lng` (and English, the fallback for missing data) and switch
	 * to `lng`. Resolves when the text is ready, so a load function can await it before render.
	 */
	async use(lng: Language, namespaces: readonly Namespace[] = []): Promise<void> {
		this.#target = lng;
		for (const ns of namespaces) this.#needed.add(ns);
		if (this.#fromPage(lng)) {
			this.lang = lng;
			return;
		}
		const added = await loadNamespaces(lng, [...this.#needed]);
		await instance!.changeLanguage(lng);
		this.#page = undefined;
		// Re-render the words only when something changed.
		if (added || this.lang !== lng) {
			this.lang = lng;
			this.#revision++;
		}
	}

	/**
	 * Load every namespace the app has asked for in `lng`, without switching to it. Rejects when a
	 * file cannot be fetched (offline, and that language not yet saved on this device).
	 */
	async prepare(lng: Language): Promise<void> {
		await loadNamespaces(lng, [...this.#needed]);
	}

	/**
	 * Make more locale files loadable (a game's own namespace, from `localeLoaders`). Files
	 * already known are kept. Call before asking for their namespace.
	 */
	addFiles(loaders: Record<string, LocaleLoader>): void {
		for (const [path, load] of Object.entries(loaders)) added[path] ??= load;
	}

	/**
	 * Start downloading `namespaces` of `lng` now, without adding them (see {@link loadFor}).
	 * Does nothing in an unknown language, for files already loaded, while prerendering, or for
	 * the page opened when its prerendered texts answer it; a failed download is left for `need`
	 * to report.
	 */
	#prefetch(lng: string, namespaces: readonly Namespace[]): void {
		if (import.meta.env.SSR || !isLanguage(lng) || this.#fromPage(lng)) return;
		for (const ns of namespaces) {
			const path = `/locales/${lng}/${ns}.json`;
			void loaderOf(path)
				.then((load) => {
					if (load && !instance?.hasResourceBundle(lng, ns)) return fetchFile(path, load);
				})
				.catch(() => undefined);
		}
	}

	/**
	 * A page's or layout's words, for its load function: their download starts at once in the
	 * page's language `lng` (the route's `lang`), and they are added once `parent` (the layouts'
	 * loads, which choose the language) has resolved. Rejects as {@link need} does.
	 */
	async loadFor(
		lng: string,
		namespaces: readonly Namespace[],
		parent: () => Promise<unknown>
	): Promise<void> {
		this.#prefetch(lng, namespaces);
		await parent();
		await this.need(namespaces);
	}

	/** Load more namespaces in the current language without switching. */
	async need(namespaces: readonly Namespace[]): Promise<void> {
		for (const ns of namespaces) this.#needed.add(ns);
		if (this.#fromPage(this.#target)) return;
		const hadPage = this.#page !== undefined;
		const added = await loadNamespaces(this.#target, [...(hadPage ? this.#needed : namespaces)]);
		if (hadPage) {
			await instance!.changeLanguage(this.#target);
			this.#page = undefined;
		}
		if (added) this.#revision++;
	}

	/**
	 * Format a number for the current locale (`Intl.NumberFormat`). Whole numbers from 0 to 999
	 * read the same in all five languages (Latin digits, no grouping), so they skip Intl: its
	 * first use loads the locale's number data, which costs more than hydrating a whole page's
	 * numbers (a test checks the shortcut against Intl for every language).
	 */
	number = (value: number, options?: Intl.NumberFormatOptions): string =>
		!options && Number.isInteger(value) && value >= 0 && value < 1000
			? String(value)
			: numberFormat(this.lang, options).format(value);

	/**
	 * Join numbers or words as a short list for the current locale, e.g. "7, 8, 9" or "7, 8 und 9":
	 * what `Intl.ListFormat` gives with `LIST_FORMAT`'s options, joined with `LIST_JOINERS` (the
	 * formatter's first build costs a slow phone about 200 ms).
	 */
	list = (items: readonly (string | number)[]): string => {
		const { between, last } = LIST_JOINERS[this.lang];
		const words = items.map(String);
		return words.length < 2
			? words.join('')
			: `${words.slice(0, -1).join(between)}${last}${words[words.length - 1]}`;
	};
}

// Building an Intl formatter costs far more than using one (a setup page formats a few hundred
// numbers while it hydrates), so each is built once per locale and options. A cache, never state:
// nothing reads it reactively.
// eslint-disable-next-line svelte/prefer-svelte-reactivity
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(lng: Language, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
	const key = options ? `${lng}|${JSON.stringify(options)}` : lng;
	let format = numberFormats.get(key);
	if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(lng, options)));
	return format;
}

/** The app's translation state. */
export const i18n = new I18nState();
