import { browser } from '$app/environment';
import { i18n } from '$lib/i18n/i18n.svelte';
import { isLanguage } from '$lib/i18n/languages';
import { recordWordsOf } from '$lib/ui/hydration';
import type { LayoutLoad } from './$types';

// Every route is prerendered to static HTML: each page once per language under its language's
// prefix (`[lang=lang]`), and each address without one as a small page that forwards the reader
// (`[...path]`).
export const prerender = true;
export const trailingSlash = 'never';

export const load: LayoutLoad = async ({ params }) => {
	// The address names the language, so the prerendered HTML and the hydrated page agree from the
	// first frame: prerendering writes each page in its language, and the browser loads the same.
	// A forwarding page (no language) is written in English and has no scripts.
	const lang = 'lang' in params && isLanguage(params.lang) ? params.lang : 'en';
	await i18n.use(lang, ['ui', 'cards']);
	// A first visit ends with the service worker's notice that the app works offline, usually
	// before anyone has acted: its words go into every page's record, so it draws without i18next
	// (src/lib/i18n/i18n.svelte.ts). A rarer new version's notice loads i18next to draw.
	if (!browser && 'lang' in params)
		recordWordsOf((await import('$lib/ui/ReloadPrompt.svelte')).default);
	return {};
};
