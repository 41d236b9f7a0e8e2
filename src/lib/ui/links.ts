/**
 * Every link the app makes to its own pages, in one place, resolved with SvelteKit's `resolve()`
 * (so a base path or a language prefix is added here and nowhere else). A link with a fragment or
 * a query is the resolved page followed by it.
 */
import { resolve } from '$app/paths';
import type { ResolvedPathname } from '$app/types';

/** A resolved page followed by a query or a fragment (`?p=9`, `#exchange-normal`). */
function withSuffix(page: ResolvedPathname, suffix: string): ResolvedPathname {
	return `${page}${suffix}` as ResolvedPathname;
}

/** The sections of the app, as the header lists them. */
export const SECTIONS = ['setup', 'table', 'cards', 'rules'] as const;
export type Section = (typeof SECTIONS)[number];

/** The home page. */
export const homeHref = (): ResolvedPathname => resolve('/');
/** The home page with its search field focused (the table's search button). */
export const searchHref = (): ResolvedPathname => withSuffix(resolve('/'), '#search');
/** A section's first page: /setup, /table, /cards or /rules. */
export const sectionHref = (section: Section): ResolvedPathname => resolve(`/${section}`);
/** The setup page, with the setup in its query (`p=9&q=3t`) and an anchor, if any. */
export const setupHref = (query = '', anchor = ''): ResolvedPathname =>
	withSuffix(resolve('/setup'), `${query ? `?${query}` : ''}${anchor ? `#${anchor}` : ''}`);
/** A card's page. */
export const cardHref = (id: string): ResolvedPathname => resolve('/(main)/cards/[id]', { id });
/** A rules topic page. */
export const topicHref = (topic: string): ResolvedPathname =>
	resolve('/(main)/rules/[topic]', { topic });
/** A ruling on its topic page. */
export const rulingHref = (topic: string, id: string): ResolvedPathname =>
	withSuffix(topicHref(topic), `#${id}`);
/** A source's entry on /sources (or the page itself). */
export const sourcesHref = (anchor = ''): ResolvedPathname =>
	withSuffix(resolve('/sources'), anchor ? `#${anchor}` : '');
