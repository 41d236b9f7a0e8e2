/**
 * Every link the app makes to its own pages, in one place, resolved with SvelteKit's `resolve()`
 * (so a base path or a language prefix is added here and nowhere else). A link with a fragment or
 * a query is the resolved page followed by it.
 */
import { resolve } from '$app/paths';
import type { ResolvedPathname } from '$app/types';
import { i18n } from '$lib/i18n/i18n.svelte';
import type { Language } from '$lib/i18n/languages';

/** A resolved page followed by a query or a fragment (`?p=9`, `#exchange-normal`). */
export function withSuffix(page: ResolvedPathname, suffix: string): ResolvedPathname {
	return `${page}${suffix}` as ResolvedPathname;
}

/** The sections of the app, as the header lists them. */
export const SECTIONS = ['setup', 'table', 'cards', 'rules'] as const;
export type Section = (typeof SECTIONS)[number];

/**
 * Every link below is to a page in the current language (`/de/setup`): each page is prerendered
 * once per language under its prefix, so following a link never changes the language.
 */
export const lang = (): Language => i18n.lang;

/** The home page. */
export const homeHref = (): ResolvedPathname => resolve('/[lang=lang]', { lang: lang() });
/** The home page with its search field focused (the table's search button). */
export const searchHref = (): ResolvedPathname => withSuffix(homeHref(), '#search');
/** Each section's route. */
const SECTION_ROUTES = {
	setup: '/[lang=lang]/(main)/setup',
	table: '/[lang=lang]/(play)/table',
	cards: '/[lang=lang]/(main)/cards',
	rules: '/[lang=lang]/(main)/rules'
} as const satisfies Record<Section, string>;

/** A section's first page: /setup, /table, /cards or /rules, in the current language. */
export const sectionHref = (section: Section): ResolvedPathname =>
	resolve(SECTION_ROUTES[section], { lang: lang() });
/** The setup page, with the setup in its query (`p=9&q=3t`) and an anchor, if any. */
export const setupHref = (query = '', anchor = ''): ResolvedPathname =>
	withSuffix(sectionHref('setup'), `${query ? `?${query}` : ''}${anchor ? `#${anchor}` : ''}`);
/** A card's page. */
export const cardHref = (id: string): ResolvedPathname =>
	resolve('/[lang=lang]/(main)/cards/[id]', { lang: lang(), id });
/** A rules topic page. */
export const topicHref = (topic: string): ResolvedPathname =>
	resolve('/[lang=lang]/(main)/rules/[topic]', { lang: lang(), topic });
/** A ruling on its topic page. */
export const rulingHref = (topic: string, id: string): ResolvedPathname =>
	withSuffix(topicHref(topic), `#${id}`);
/** A source's entry on /sources (or the page itself). */
export const sourcesHref = (anchor = ''): ResolvedPathname =>
	withSuffix(resolve('/[lang=lang]/(main)/sources', { lang: lang() }), anchor ? `#${anchor}` : '');
