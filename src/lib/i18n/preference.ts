/**
 * The reader's language choice, remembered in the browser (`localStorage`, through the app's
 * `Persisted` helper). Read synchronously before the first render so the page never flashes
 * another language. Falls back gracefully when storage is unavailable (private mode): the
 * browser's languages decide.
 */
import { Persisted } from '$lib/storage/persisted.svelte';
import { isLanguage, pickLanguage, type Language } from './languages';

/** Where the choice is kept (also read by the tests). */
export const LANGUAGE_KEY = 'stay-away:lang';

const choice = new Persisted<Language | null>(LANGUAGE_KEY, null, {
	storage: 'local',
	parse: (stored) => (isLanguage(stored) ? stored : null)
});

/** The stored choice, else the best match of `navigator.languages`, else English. */
export function preferredLanguage(): Language {
	return choice.current ?? pickLanguage(navigator.languages ?? [navigator.language]);
}

/** Remember a choice; it lasts for this visit only if storage is blocked. */
export function rememberLanguage(lng: Language): void {
	choice.current = lng;
}
