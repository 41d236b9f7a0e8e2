/**
 * i18next set-up and a small rune class that makes translations reactive.
 *
 * Locale files live in `locales/<lng>/<namespace>.json`. In the browser each is a hashed JSON
 * asset fetched on demand (text, not JavaScript: nothing to compile), which the service worker
 * precaches, so every language works offline and a page downloads only the namespaces it needs.
 * During prerendering they are imported as modules.
 */
import i18next, { type TOptions } from 'i18next';
import {
	DEFAULT_LANGUAGE,
	isLanguage,
	LIST_JOINERS,
	type Language,
	type Namespace
} from './languages';

type Messages = Record<string, unknown>;
/** A locale file imported as a module. */
export type LocaleModule = { default: Messages };

/** A locale file's loader: resolves its messages (fetched in the browser, imported when prerendering). */
export type LocaleLoader = () => Promise<Messages>;

/**
 * Loaders from an `import.meta.glob` of locale files: as modules while prerendering, as hashed JSON
 * URLs (eager, `?url&no-inline`) in the browser, fetched on demand. Each caller writes its own glob
 * (Vite needs literal patterns), so a game's words are known only to the pages that import them.
 */
export function localeLoaders(
	modules: Record<string, () => Promise<LocaleModule>>,
	urls: Record<string, string>
): Record<string, LocaleLoader> {
	return import.meta.env.SSR
		? Object.fromEntries(
				Object.entries(modules).map(([path, load]) => [path, async () => (await load()).default])
			)
		: Object.fromEntries(
				Object.entries(urls).map(([path, url]) => [
					path,
					async () => {
						const response = await fetch(url);
						if (!response.ok) throw new Error(`i18n: ${path} answered ${response.status}`);
						return (await response.json()) as Messages;
					}
				])
			);
}

/**
 * One loader per locale file, keyed by path (`/locales/de/ui.json`). `search.json` is left out:
 * its questions and word lists are never shown; only the search index reads them. `island.json`
 * is added by Island of Fear's pages ({@link I18nState.addFiles}).
 */
const files: Record<string, LocaleLoader> = localeLoaders(
	import.meta.env.SSR
		? import.meta.glob<LocaleModule>([
				'/locales/*/*.json',
				'!/locales/*/search.json',
				'!/locales/*/island.json'
			])
		: {},
	import.meta.env.SSR
		? {}
		: import.meta.glob<string>(
				['/locales/*/*.json', '!/locales/*/search.json', '!/locales/*/island.json'],
				{ query: '?url&no-inline', import: 'default', eager: true }
			)
);

const instance = i18next.createInstance();
void instance.init({
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
	missingKeyHandler: (lngs, ns, key) => {
		console.warn(`i18n: missing key ${ns}:${key} for ${lngs.join(',')}`);
	}
});

/**
 * Files being fetched, by path: a page's load starts its own files at once (`loadFor`) instead
 * of after the app's, and whoever adds them takes the same download. A failed fetch is forgotten,
 * so the next attempt (back online) fetches again.
 */
// eslint-disable-next-line svelte/prefer-svelte-reactivity -- downloads in flight, never shown
const fetching = new Map<string, Promise<Messages>>();

/** The messages of the locale file at `path` (which must be in `files`), fetched once. */
function fetchFile(path: string): Promise<Messages> {
	let messages = fetching.get(path);
	if (!messages) {
		messages = (files[path] as LocaleLoader)();
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
	const added = await Promise.all(
		namespaces.map(async (ns) => {
			if (instance.hasResourceBundle(lng, ns)) return false;
			const path = `/locales/${lng}/${ns}.json`;
			if (!files[path]) {
				// No file in this language: make the English text available as the fallback.
				return lng !== DEFAULT_LANGUAGE ? loadNamespaces(DEFAULT_LANGUAGE, [ns]) : false;
			}
			const messages = await fetchFile(path);
			fetching.delete(path);
			// Added meanwhile by another load that took the same download.
			if (instance.hasResourceBundle(lng, ns)) return false;
			instance.addResourceBundle(lng, ns, messages, true, true);
			return true;
		})
	);
	return added.some(Boolean);
}

/**
 * Reactive translation state, one instance for the app. Reading `i18n.t(...)` inside a component
 * re-renders it when the language changes or a namespace arrives.
 */
class I18nState {
	/** The current locale. */
	lang = $state<Language>(DEFAULT_LANGUAGE);
	#revision = $state(0);
	/** Namespaces some page has asked for; a language switch loads all of them. */
	#needed = new Set<Namespace>(['ui']);
	/** The language being switched to: set at once, so a page load running alongside loads its words in it. */
	#target: Language = DEFAULT_LANGUAGE;

	/**
	 * Translate `key` (`'ns:key.path'` or a key of the `ui` namespace) with i18next options
	 * such as `{ count }` for plurals. Returns the key itself only when it is missing.
	 */
	t = (key: string, options?: TOptions): string => {
		void this.#revision;
		return instance.t(key, { lng: this.lang, ...options }) as string;
	};

	/** Whether a key exists in the current language (used to show optional text). */
	exists = (key: string): boolean => {
		void this.#revision;
		return instance.exists(key, { lng: this.lang });
	};

	/**
	 * Make `namespaces` available in `lng` (and English, the fallback for missing data) and switch
	 * to `lng`. Resolves when the text is ready, so a load function can await it before render.
	 */
	async use(lng: Language, namespaces: readonly Namespace[] = []): Promise<void> {
		this.#target = lng;
		for (const ns of namespaces) this.#needed.add(ns);
		const added = await loadNamespaces(lng, [...this.#needed]);
		await instance.changeLanguage(lng);
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
	 * Make more locale files loadable (a game's own namespace, from {@link localeLoaders}). Files
	 * already known are kept. Call before asking for their namespace.
	 */
	addFiles(loaders: Record<string, LocaleLoader>): void {
		for (const [path, load] of Object.entries(loaders)) files[path] ??= load;
	}

	/**
	 * Start downloading `namespaces` of `lng` now, without adding them (see {@link loadFor}).
	 * Does nothing in an unknown language, for files already loaded, or while prerendering; a
	 * failed download is left for `need` to report.
	 */
	#prefetch(lng: string, namespaces: readonly Namespace[]): void {
		if (import.meta.env.SSR || !isLanguage(lng)) return;
		for (const ns of namespaces) {
			const path = `/locales/${lng}/${ns}.json`;
			if (files[path] && !instance.hasResourceBundle(lng, ns))
				fetchFile(path).catch(() => undefined);
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
		if (await loadNamespaces(this.#target, namespaces)) this.#revision++;
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
