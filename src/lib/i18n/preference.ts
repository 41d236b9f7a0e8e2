/**
 * The reader's language choice, remembered in the browser. Read synchronously before the first
 * render so the page never flashes another language. Falls back gracefully when storage is
 * unavailable (private mode): the browser's languages decide.
 */
import { isLanguage, pickLanguage, type Language } from './languages';

const KEY = 'stay-away:lang';

/** The stored choice, else the best match of `navigator.languages`, else English. */
export function preferredLanguage(): Language {
	try {
		const stored = localStorage.getItem(KEY);
		if (isLanguage(stored)) return stored;
	} catch {
		// Storage blocked: use the browser's languages.
	}
	return pickLanguage(navigator.languages ?? [navigator.language]);
}

/** Remember a choice; silently does nothing if storage is blocked. */
export function rememberLanguage(lng: Language): void {
	try {
		localStorage.setItem(KEY, lng);
	} catch {
		// Not fatal: the choice lasts for this visit only.
	}
}
