import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Handle } from '@sveltejs/kit';
import { render } from 'svelte/server';
import { provideServerParts, provideServerRender, type PartLoader } from '$lib/ui/hydration';
import { provideServerAnswer, RulingAnswer } from '$lib/stay-away';
import { isLanguage, LANGUAGES, type Language } from '$lib/i18n/languages';
import { inLanguage, withoutLanguage } from '$lib/i18n/language-paths';
import { i18n } from '$lib/i18n/i18n.svelte';
import { pageTextScript } from '$lib/i18n/page-text';
import { chunkFiles, viteManifest } from '$lib/pwa/precache-manifest';
import { paintFirst } from '$lib/ui/paint-first';

// Parts of a page that hydrate later (Later.svelte) are rendered apart with Svelte's `render`.
provideServerRender(render);
// Every ruling's answer is in the prerendered topic and card pages, readable without scripts.
provideServerAnswer(RulingAnswer);
// Parts whose code the browser loads when needed (LazyPart.svelte): each page lists them in its
// `parts.ts`; the server loads them all once, before any page renders, to render them at once.
await provideServerParts(
	Object.values(
		import.meta.glob<Record<string, PartLoader>>('./routes/**/parts.ts', { eager: true })
	).flatMap((loaders) => Object.values(loaders))
);

/** The start watch's words (`ui:start`) in every language, read from the locale files. */
const START_WORDS = import.meta.glob<{ start: { failed: string; reload: string } }>(
	'../locales/*/ui.json',
	{ eager: true, import: 'default' }
);

/** Text as HTML: the five characters that could open markup or end an attribute, escaped. */
function escapeHtml(text: string): string {
	return text.replace(
		/[&<>"']/g,
		(c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!
	);
}

/**
 * The start watch's notice (`#start-failed`, hidden; the watch in src/app.html shows it when the
 * page's scripts fail to load) in `lang`: plain HTML with no script of the app's, so a page that
 * cannot start can still say so and offer a reload.
 */
function startFailed(lang: Language): string {
	const { failed, reload } = START_WORDS[`../locales/${lang}/ui.json`]!.start;
	return (
		`<div id="start-failed" class="start-failed no-print" role="alert" hidden>` +
		`<p>${escapeHtml(failed)}</p><button class="primary" type="button">${escapeHtml(reload)}</button></div>`
	);
}

/** The answer's module, as the client build's Vite manifest names it. */
const ANSWER_MODULE = 'src/lib/stay-away/ui/RulingAnswer.svelte';

/** Where the client build is, with its Vite manifest (written before the pages are prerendered). */
const CLIENT = '.svelte-kit/output/client';

/**
 * The stylesheets (files under the client build) of the client module `key` (as the Vite
 * manifest names it: `src/lib/…/X.svelte`) and of the chunks it imports; none where the build
 * left no manifest (a dev server) or has no such module.
 */
function moduleStylesheets(key: string): string[] {
	const chunks = viteManifest(CLIENT);
	return chunks ? [...chunkFiles(chunks, [key])].filter((file) => file.endsWith('.css')) : [];
}

let answerStyles: string | undefined;

/**
 * The stylesheets of a ruling's answer (`RulingAnswer.svelte` and the chunks it imports), as
 * `<link>`s inside a `<noscript>`. In the browser they come with the answer's code, loaded when a
 * question is first opened; a page read without scripts shows the server's answers, so it links
 * them itself. Read once from the client build's Vite manifest (written before the pages are
 * prerendered); '' where there is none (a dev server).
 */
function answerStylesheets(): string {
	if (answerStyles !== undefined) return answerStyles;
	const links = moduleStylesheets(ANSWER_MODULE)
		.map((file) => `<link rel="stylesheet" href="/${file}">`)
		.join('');
	return (answerStyles = links && `<noscript>${links}</noscript>`);
}

/** Per route, its late parts' styles: each stylesheet's file and text ({@link partStyles}). */
const partStyleCache = new Map<string, { file: string; css: string }[]>();

/**
 * The styles of a page's parts whose code loads when needed (`LazyPart.svelte`), inlined in a
 * `<style>`, so a part is on screen styled before its code comes, without another request before
 * the first paint: a page keeps those parts in one chunk, `below.ts` beside its `parts.ts`, and
 * its styles and those of what it imports are read from the client build. A stylesheet the page
 * `html` already links is left out. '' for a route without one, or where there is no client
 * build's Vite manifest (a dev server).
 */
function partStyles(routeId: string | null, html: string): string {
	if (!routeId) return '';
	let sheets = partStyleCache.get(routeId);
	if (sheets === undefined) {
		sheets = moduleStylesheets(`src/routes${routeId}/below.ts`).map((file) => ({
			file,
			css: readFileSync(join(CLIENT, file), 'utf8')
		}));
		partStyleCache.set(routeId, sheets);
	}
	// The build's own CSS: nothing in it closes the element, but make sure.
	const css = sheets
		.filter(({ file }) => !html.includes(`/${file}"`))
		.map(({ css }) => css.replace(/<\/style/gi, '<\\/style'))
		.join('');
	return css && `<style>${css}</style>`;
}

/**
 * Runs while the pages are prerendered, never in the browser. For each page:
 * - its language goes into `<html lang>` (`%lang%` in src/app.html): the address's language, or
 *   English for the pages that only forward an address without one;
 * - its head links the same page in every language and the address without one (`hreflang`
 *   alternates, for search engines; written here, so no page's scripts carry them), and, on a
 *   page holding rulings' answers, their stylesheets for a reader without scripts, and on a page
 *   with parts whose code loads later, their styles ({@link partStyles});
 * - the start watch's notice in its language (`%start-failed%` in src/app.html; none on a page
 *   that only forwards, which has no scripts to watch);
 * - its module preloads inert and SvelteKit's start deferred until the first frame is drawn
 *   (`paintFirst`), so the page's HTML never shares a slow connection with its scripts;
 * - every text i18next gave the page, so it hydrates without loading i18next
 *   (src/lib/i18n/i18n.svelte.ts). Pages are prerendered one at a time (SvelteKit's default
 *   `prerender.concurrency` of 1), so one record at a time is the page's own.
 */
export const handle: Handle = async ({ event, resolve }) => {
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
	const stop = i18n.record();
	try {
		return await resolve(event, {
			transformPageChunk: ({ html }) => {
				const text = lang && isLanguage(lang) ? pageTextScript(stop()) : '';
				return paintFirst(html)
					.replace('%lang%', lang ?? 'en')
					.replace(
						'</head>',
						`${alternates}${html.includes('class="prerendered"') ? answerStylesheets() : ''}${html.includes('class="lazy-part') ? partStyles(event.route.id, html) : ''}${text}</head>`
					)
					.replace('%start-failed%', lang && isLanguage(lang) ? startFailed(lang) : '');
			}
		});
	} finally {
		stop();
	}
};
