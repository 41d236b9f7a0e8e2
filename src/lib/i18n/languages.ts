/**
 * The languages the app speaks, and how the first language is chosen.
 * Locale codes are BCP 47: `uk` is Ukrainian (not `ua`).
 */

/** Supported locales, in the order the language switcher shows them. */
export const LANGUAGES = ['en', 'de', 'it', 'ru', 'uk'] as const;
/** A supported locale code. */
export type Language = (typeof LANGUAGES)[number];
/** The language used when nothing better is known, and the source of every translation. */
export const DEFAULT_LANGUAGE: Language = 'en';
/**
 * Every i18next namespace; each is one JSON file per locale under `locales/<lng>/`. `island` holds
 * all of Island of Fear's words; its files are made known by that game's pages
 * ({@link https://i18next.com | i18n.addFiles}), so Stay Away!'s pages carry no trace of them.
 */
export const NAMESPACES = [
	'ui',
	'setup',
	'tablePage',
	'cards',
	'rules',
	'tableEngine',
	'reference',
	'island'
] as const;
/** An i18next namespace. */
export type Namespace = (typeof NAMESPACES)[number];

/** The endonym of each language, shown in the switcher (never translated). */
export const LANGUAGE_NAMES: Record<Language, string> = {
	en: 'English',
	de: 'Deutsch',
	it: 'Italiano',
	ru: 'Русский',
	uk: 'Українська'
};

/** True when `code` is a supported locale code. */
export function isLanguage(code: unknown): code is Language {
	return typeof code === 'string' && (LANGUAGES as readonly string[]).includes(code);
}

/**
 * Pick the first supported language from a list of BCP 47 tags in order of preference,
 * such as `navigator.languages` (`['de-AT', 'en']` → `'de'`). Matches on the primary subtag;
 * returns {@link DEFAULT_LANGUAGE} when none match.
 */
export function pickLanguage(preferred: readonly string[]): Language {
	for (const tag of preferred) {
		const primary = tag.toLowerCase().split(/[-_]/)[0];
		if (isLanguage(primary)) return primary;
	}
	return DEFAULT_LANGUAGE;
}

/**
 * How each language lists numbers and names ("7, 8, 9, 10, 11"). CLDR's unit lists read well in
 * English, but in Russian they drop the commas ("7 8 9"), so the other languages use the
 * conjunction list ("7, 8, 9, 10 и 11").
 */
export const LIST_FORMAT: Record<Language, Intl.ListFormatOptions> = {
	en: { type: 'unit', style: 'short' },
	de: { type: 'conjunction', style: 'long' },
	it: { type: 'conjunction', style: 'long' },
	ru: { type: 'conjunction', style: 'long' },
	uk: { type: 'conjunction', style: 'long' }
};

/**
 * The same lists as {@link LIST_FORMAT} gives them through `Intl.ListFormat`, as CLDR's two
 * joiners: `between` items, and before the `last` one (also between two items). The app joins
 * lists with these rather than build an `Intl.ListFormat`: its first build on a page loads the
 * list data of every locale, about 200 ms on a slow phone (4× CPU slowdown), while a setup page
 * hydrates. A test checks them against `Intl.ListFormat` for every language.
 */
export const LIST_JOINERS: Record<Language, { between: string; last: string }> = {
	en: { between: ', ', last: ', ' },
	de: { between: ', ', last: ' und ' },
	it: { between: ', ', last: ' e ' },
	ru: { between: ', ', last: ' и ' },
	uk: { between: ', ', last: ' і ' }
};
