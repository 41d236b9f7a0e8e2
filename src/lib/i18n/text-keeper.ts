/**
 * Writes the texts a page keeps on this device (issue 41; what they are and how they are read:
 * `device-text.ts`). Loaded only by the page that keeps them: the table.
 */
import { version } from '$app/environment';
import { i18n, storedState } from './i18n.svelte';
import { KEPT_TEXT_KEY, keptPath, type KeptText, type TextSink } from './device-text';
import type { PageText } from './page-text';

/** Most texts kept, with their options (a long game names many rounds and players). */
export const MAX_KEPT_TEXTS = 2000;

/**
 * Store `kept` (its texts first trimmed to the {@link MAX_KEPT_TEXTS} given last). Never throws:
 * when storage is full or refused, nothing is kept and the page loads i18next next time.
 */
export function writeKeptText(
	storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined,
	kept: KeptText
): void {
	try {
		const entries = Object.entries(kept.text);
		const text =
			entries.length > MAX_KEPT_TEXTS
				? Object.fromEntries(entries.slice(-MAX_KEPT_TEXTS))
				: kept.text;
		storage?.setItem(KEPT_TEXT_KEY, JSON.stringify({ ...kept, text }));
	} catch {
		try {
			storage?.removeItem(KEPT_TEXT_KEY);
		} catch {
			// Storage refused: nothing is kept, nothing is lost.
		}
	}
}

/**
 * How long after a new text the kept texts are stored, in milliseconds: 0, the next task, so that
 * one drawing's texts are stored together, and a page closed right after a change has kept them.
 */
export const SAVE_DELAY_MS = 0;

/**
 * Keeps the texts one page is given ({@link KeptText}), for `I18nState.keepInto`
 * (src/lib/i18n/i18n.svelte.ts): they are stored {@link SAVE_DELAY_MS} after a new text or a call
 * of {@link changed} (the page drew a new state, so the stored state's fingerprint changed), or
 * when the page is hidden with such a change pending ({@link flush}), with the stored state's
 * fingerprint as it was at the last {@link changed}, or else at the first new text. Texts given
 * again move to the end, so trimming drops those given longest ago.
 */
export class TextKeeper implements TextSink {
	#kept: KeptText;
	#timer: ReturnType<typeof setTimeout> | undefined;
	readonly #fingerprint: () => string;
	readonly #storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined;

	/**
	 * `at`: the page's path, the app's version and the language of its texts; `fingerprint`: the
	 * stored state's fingerprint now; `storage`: where to keep them (localStorage); `from`: texts
	 * kept before, which the page opened with (kept on: a part drawn once gives its texts once).
	 */
	constructor(
		at: Pick<KeptText, 'path' | 'version' | 'lang'>,
		fingerprint: () => string,
		storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined,
		from?: PageText
	) {
		const same = from?.lang === at.lang;
		this.#kept = {
			v: 1,
			...at,
			state: '',
			text: same ? { ...from.text } : {},
			exists: same ? { ...from.exists } : {}
		};
		this.#fingerprint = fingerprint;
		this.#storage = storage;
	}

	/** A text given in `lang` for `key` ({@link textKey}); another language starts anew. */
	text(lang: PageText['lang'], key: string, text: string): void {
		const kept = this.#language(lang);
		const known = kept.text[key] === text;
		delete kept.text[key];
		kept.text[key] = text;
		if (!known) this.#soon();
	}

	/** What `exists` answered in `lang` for `key`. */
	exists(lang: PageText['lang'], key: string, known: boolean): void {
		const kept = this.#language(lang);
		if (kept.exists[key] === known) return;
		kept.exists[key] = known;
		this.#soon();
	}

	/** The page drew a new state: store the texts soon, with the new state's fingerprint. */
	changed = (): void => {
		this.#soon();
		this.#kept.state = this.#fingerprint();
	};

	/**
	 * Store now what is pending (texts given or a state drawn since the last store), with the
	 * fingerprint the stored state had when the first of them came. Nothing else is stored: a state
	 * the page never drew (written by another page meanwhile) must not pass for the one its texts
	 * were drawn for.
	 */
	flush = (): void => {
		if (this.#timer === undefined) return;
		clearTimeout(this.#timer);
		this.#timer = undefined;
		writeKeptText(this.#storage, this.#kept);
	};

	#language(lang: PageText['lang']): KeptText {
		if (this.#kept.lang !== lang) this.#kept = { ...this.#kept, lang, text: {}, exists: {} };
		return this.#kept;
	}

	#soon(): void {
		if (this.#timer !== undefined) return;
		this.#kept.state = this.#fingerprint();
		this.#timer = setTimeout(this.flush, SAVE_DELAY_MS);
	}
}

/**
 * Keep every text the page is given from now on, with the stored state it is drawn for, so that the
 * page opens again on that state without loading i18next (`I18nState.keepInto`). Returns `changed`
 * (call it when the page draws a new state) and `stop` (when the page goes). What is pending is
 * stored when the page is hidden too. The browser only.
 */
export function keepTexts(): { changed: () => void; stop: () => void } {
	const keeper = new TextKeeper(
		{ path: keptPath(location.pathname), version, lang: i18n.pageLanguage },
		storedState,
		globalThis.localStorage,
		i18n.keptAtOpen
	);
	i18n.keepInto(keeper);
	const hidden = () => {
		if (document.visibilityState === 'hidden') keeper.flush();
	};
	addEventListener('pagehide', keeper.flush);
	document.addEventListener('visibilitychange', hidden);
	return {
		changed: keeper.changed,
		stop: () => {
			removeEventListener('pagehide', keeper.flush);
			document.removeEventListener('visibilitychange', hidden);
			keeper.flush();
			i18n.keepInto(undefined, keeper);
		}
	};
}
