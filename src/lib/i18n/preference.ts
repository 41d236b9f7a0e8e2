/**
 * The reader's language choice, remembered in the browser (`localStorage`, through the app's
 * `Persisted` helper, as JSON: `"de"`). Written when the reader switches language; read before the
 * first paint by the inline script in src/app.html, which sends an address without a language
 * (`/setup`) to the chosen one. When storage is unavailable (private mode) the choice lasts for
 * the visit and the browser's languages decide the next time.
 */
import { Persisted } from '$lib/storage/persisted.svelte';
import { isLanguage, type Language } from './languages';

/** Where the choice is kept (also read by the tests). */
export const LANGUAGE_KEY = 'stay-away:lang';

const choice = new Persisted<Language | null>(LANGUAGE_KEY, null, {
	storage: 'local',
	parse: (stored) => (isLanguage(stored) ? stored : null)
});

/** Remember a choice; it lasts for this visit only if storage is blocked. */
export function rememberLanguage(lng: Language): void {
	choice.current = lng;
}
