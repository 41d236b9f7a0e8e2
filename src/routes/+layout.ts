import { i18n } from '$lib/i18n/i18n.svelte';
import { isLanguage } from '$lib/i18n/languages';
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
	return {};
};
