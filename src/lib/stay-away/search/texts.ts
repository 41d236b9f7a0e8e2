/**
 * The locale texts the Stay Away! search indexes, by language: their shapes, and every locale
 * file present at build time (found with `import.meta.glob`, so a language added under `locales/`
 * is searched without code changes).
 */
import type { DeckWords } from './deck-query';

/** The shape of `locales/<lng>/cards.json` that the index reads. */
export type CardsLocale = Record<string, { name?: unknown; effect?: unknown } | undefined>;

/** The shape of `locales/<lng>/rules.json` that the index reads. */
export interface RulesLocale {
	rulings?: Record<
		string,
		{ q?: unknown; a?: unknown; readings?: Record<string, unknown> } | undefined
	>;
}

/**
 * The shape of `locales/<lng>/search.json`: words for the search only, never shown.
 * - `rulings`: per ruling id, questions as players ask them;
 * - `more`: per ruling id (only those a language has them for), more such questions, written
 *   afterwards by helpers who saw only the rulings and their questions: searched as a field of
 *   their own that weighs less, so they widen what is found without displacing the questions the
 *   ranking was tuned with (`TEXT_BOOST.more`);
 * - `synonyms`: per concept, words that mean the same here (the first is the one kept);
 * - `cards`: per card id, informal names ("door" for Barred Door);
 * - `deck`: the words of deck questions ({@link DeckWords});
 * - `about`: words that ask what a card is or does ("what does", "come funziona").
 */
export interface SearchLocale {
	rulings?: Record<string, unknown>;
	more?: Record<string, unknown>;
	synonyms?: Record<string, unknown>;
	cards?: Record<string, unknown>;
	deck?: DeckWords;
	about?: unknown;
	/** Words that signal a facet, by group then value (`$lib/search/facets`). */
	facets?: unknown;
	/**
	 * `words` of negation ("not", "nobody", «без»): a situation they come before is denied;
	 * `modals` ("can", «может»): between the two, they make it an ability, not a fact;
	 * `reported` verbs of saying ("tell", «сказать»): a role after them is only claimed, up to one
	 * of the `breaks` that open a new clause ("but", «а»); `actions` ("burn", «сжечь»), `passive`
	 * auxiliaries ("got", «был») and personal `pronouns` ("we", «меня»): who does what to whom.
	 */
	negation?: unknown;
	/**
	 * `names`, `local`, `settings`, `counts`, `cards`: the game's names and the words around them
	 * (`build.ts` `GameName`).
	 */
	game?: unknown;
}

/** Locale texts by language code; what `createSearchIndex` indexes. */
export interface SearchTexts {
	cards: Record<string, CardsLocale>;
	rules: Record<string, RulesLocale>;
	/** Optional: without it, no player questions, synonyms, nicknames or deck answers. */
	search?: Record<string, SearchLocale>;
}

/** Language code from a glob key such as `/locales/de/rules.json`. */
function languageOf(path: string): string {
	return path.split('/').at(-2) ?? path;
}

function byLanguage<T>(files: Record<string, T>): Record<string, T> {
	return Object.fromEntries(Object.entries(files).map(([path, mod]) => [languageOf(path), mod]));
}

/** Every locale file present at build time, by language. */
export function localeTexts(): SearchTexts {
	return {
		cards: byLanguage(
			import.meta.glob<CardsLocale>('/locales/*/cards.json', { eager: true, import: 'default' })
		),
		rules: byLanguage(
			import.meta.glob<RulesLocale>('/locales/*/rules.json', { eager: true, import: 'default' })
		),
		search: byLanguage(
			import.meta.glob<SearchLocale>('/locales/*/search.json', { eager: true, import: 'default' })
		)
	};
}

/** A locale value as text: itself when it is a string, else empty. */
export const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** A locale value as a list of strings: its string items when it is an array, else empty. */
export const strings = (v: unknown): string[] =>
	Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
