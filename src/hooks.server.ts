import type { Handle } from '@sveltejs/kit';
import { render } from 'svelte/server';
import { provideServerRender } from '$lib/ui/hydration';
import { provideServerAnswer, RulingAnswer } from '$lib/stay-away';
import { LANGUAGES } from '$lib/i18n/languages';
import { inLanguage, withoutLanguage } from '$lib/i18n/language-paths';

// Parts of a page that hydrate later (Later.svelte) are rendered apart with Svelte's `render`.
provideServerRender(render);
// Every ruling's answer is in the prerendered topic and card pages, readable without scripts.
provideServerAnswer(RulingAnswer);

/**
 * Runs while the pages are prerendered, never in the browser. For each page:
 * - its language goes into `<html lang>` (`%lang%` in src/app.html): the address's language, or
 *   English for the pages that only forward an address without one;
 * - its head links the same page in every language and the address without one (`hreflang`
 *   alternates, for search engines; written here, so no page's scripts carry them).
 */
export const handle: Handle = ({ event, resolve }) => {
	const lang = event.params.lang;
	const path = event.url.pathname;
	const alternates = lang
		? [
				...LANGUAGES.map(
					(lng) => `<link rel="alternate" hreflang="${lng}" href="${inLanguage(path, lng)}">`
				),
				`<link rel="alternate" hreflang="x-default" href="${withoutLanguage(path)}">`
			].join('')
		: '';
	return resolve(event, {
		transformPageChunk: ({ html }) =>
			html.replace('%lang%', lang ?? 'en').replace('</head>', `${alternates}</head>`)
	});
};
