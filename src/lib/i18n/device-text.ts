/**
 * A page's texts kept on this device (issue 41): what a page that draws the device's own state
 * (the table's saved game) was given last, so that it opens again without loading i18next.
 *
 * A prerendered page carries the texts of its prerendered state ({@link PageText}). A page that
 * draws a saved game shows texts no prerendering knew (the players' names in a sentence, the
 * round), so such a page keeps, in localStorage, every text it was given, with the state it drew
 * them for: a fingerprint of the stored state (localStorage and sessionStorage, but the language,
 * the theme, this record and SvelteKit's own entries) and the app's version. When the page opens
 * again on the same stored state, in the same language and version, its first render is answered
 * from the prerendered record and this one (src/lib/i18n/i18n.svelte.ts). Anything else (another
 * state, another build) and i18next loads before the page hydrates, as without this record. This
 * module reads them (every page may open on a stored state); `text-keeper.ts` writes them (only
 * the page that keeps its texts loads it).
 */
import { isLanguage } from './languages';
import type { PageText } from './page-text';

/** The localStorage key of the kept texts (JSON, {@link KeptText}). */
export const KEPT_TEXT_KEY = 'stay-away:page-text';

/**
 * What is kept: one page's texts ({@link PageText}) with `v` (format, 1), `path` (the address
 * they were drawn at, without a trailing slash: `/en/table`), `version` (the app's build) and
 * `state` (the stored state's fingerprint, {@link stateFingerprint}).
 */
export interface KeptText extends PageText {
	v: 1;
	path: string;
	version: string;
	state: string;
}

/** Where an address's texts are kept: its path without a trailing slash (`/en/table`). */
export function keptPath(pathname: string): string {
	return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * A fingerprint (hex FNV-1a, 32 bits) of every entry of `storages` but those `skip` accepts, in key
 * order: equal when the stored state is the same. Never throws: storage that cannot be read gives
 * `''`, which no kept record matches.
 */
export function stateFingerprint(
	storages: readonly Pick<Storage, 'length' | 'key' | 'getItem'>[],
	skip: (key: string) => boolean
): string {
	try {
		let hash = 0x811c9dc5;
		const add = (s: string) => {
			for (let i = 0; i < s.length; i++) {
				hash ^= s.charCodeAt(i);
				hash = Math.imul(hash, 0x01000193);
			}
		};
		storages.forEach((storage, n) => {
			const keys: string[] = [];
			for (let i = 0; i < storage.length; i++) {
				const key = storage.key(i);
				if (key !== null && !skip(key)) keys.push(key);
			}
			for (const key of keys.sort()) {
				add(`${n}\u0000${key}\u0000${storage.getItem(key) ?? ''}\u0001`);
			}
		});
		return (hash >>> 0).toString(16).padStart(8, '0');
	} catch {
		return '';
	}
}

/**
 * The texts kept for `path` in `version`, if they were drawn for the stored state `state`; else
 * undefined (none, another page's, another build's or state's, or not valid JSON).
 */
export function readKeptText(
	storage: Pick<Storage, 'getItem'> | undefined,
	at: { path: string; version: string; state: string }
): PageText | undefined {
	try {
		const json = storage?.getItem(KEPT_TEXT_KEY);
		if (!json || !at.state) return undefined;
		const kept = JSON.parse(json) as Partial<KeptText>;
		if (
			kept.v !== 1 ||
			kept.path !== at.path ||
			kept.version !== at.version ||
			kept.state !== at.state ||
			!isLanguage(kept.lang) ||
			typeof kept.text !== 'object' ||
			kept.text === null ||
			typeof kept.exists !== 'object' ||
			kept.exists === null
		)
			return undefined;
		return { lang: kept.lang, text: kept.text, exists: kept.exists };
	} catch {
		return undefined;
	}
}

/** Where `I18nState` hands the texts it gives, while a page keeps them (`text-keeper.ts`). */
export interface TextSink {
	/** A text given in `lang` for `key` (`textKey`: the key and its options). */
	text(lang: PageText['lang'], key: string, text: string): void;
	/** What `exists` answered in `lang` for `key`. */
	exists(lang: PageText['lang'], key: string, known: boolean): void;
}
