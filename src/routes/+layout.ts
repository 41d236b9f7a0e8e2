import { browser } from '$app/environment';
import { i18n } from '$lib/i18n/i18n.svelte';
import { preferredLanguage } from '$lib/i18n/preference';
import type { LayoutLoad } from './$types';

// Every route is prerendered to static HTML; the service worker precaches them all.
export const prerender = true;
export const trailingSlash = 'never';

export const load: LayoutLoad = async () => {
	// During prerendering the HTML is English; in the browser the reader's language is loaded
	// before hydration, so the text is right from the first frame.
	await i18n.use(browser ? preferredLanguage() : 'en', ['ui', 'cards']);
	return {};
};
