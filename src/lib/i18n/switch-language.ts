/**
 * Switching the language: loaded when the reader picks one, so no page's first download carries it.
 */
import { goto } from '$app/navigation';
import { i18n } from './i18n.svelte';
import { inLanguage } from './language-paths';
import type { Language } from './languages';
import { rememberLanguage } from './preference';

/**
 * Open the current page in `lng` (`/de/setup?p=9#share` → `/ru/setup?p=9#share`) and remember the
 * choice. First fetches every locale file the app uses in `lng`: when one cannot be fetched
 * (offline, and `lng` never opened on this device) nothing changes and it resolves `false`.
 * Resolves `true` once the page is shown in `lng`.
 */
export async function switchLanguage(lng: Language): Promise<boolean> {
	try {
		await i18n.prepare(lng);
	} catch {
		return false;
	}
	rememberLanguage(lng);
	const { pathname, search, hash } = location;
	// eslint-disable-next-line svelte/no-navigation-without-resolve -- the current page, resolved already, in another language
	await goto(inLanguage(`${pathname}${search}${hash}`, lng), {
		replaceState: true,
		keepFocus: true,
		noScroll: true
	});
	return true;
}
