/**
 * The links every game's pages share, resolved with SvelteKit's `resolve()` (so a base path or a
 * language prefix is added here and nowhere else): the app's home page and its search, and the
 * helpers each game's own links module (`$lib/<game>/ui/links.ts`) builds on. A link with a
 * fragment or a query is the resolved page followed by it.
 */
import { resolve } from '$app/paths';
import type { ResolvedPathname, RouteId } from '$app/types';
import { i18n } from '$lib/i18n/i18n.svelte';
import type { Language } from '$lib/i18n/languages';
import type { IconName } from './icons';

/** A resolved page followed by a query or a fragment (`?p=9`, `#exchange-normal`). */
export function withSuffix(page: ResolvedPathname, suffix: string): ResolvedPathname {
	return `${page}${suffix}` as ResolvedPathname;
}

/**
 * Every link is to a page in the current language (`/de/setup`): each page is prerendered once
 * per language under its prefix, so following a link never changes the language.
 */
export const lang = (): Language => i18n.lang;

/** The app's home page (Stay Away!'s, the first game, at the language's root: `/de`). */
export const homeHref = (): ResolvedPathname => resolve('/[lang=lang]', { lang: lang() });
/** The home page with its search field focused (the table's search button). */
export const searchHref = (): ResolvedPathname => withSuffix(homeHref(), '#search');

/** One section link of a game's header (`AppFrame`'s `nav`): its key, icon, address and label. */
export interface NavLink {
	section: string;
	icon: IconName;
	href: ResolvedPathname;
	label: string;
}

/**
 * A game's sections as its header lists them: `routes` gives each section's route (one that takes
 * only the language), `icons` its icon and `label(section)` its name in the current language.
 * Returns `href(section)`, the section's first page in the current language, and `nav()`, the
 * header's links in the order of `routes`.
 */
export function gameSections<S extends string>(
	routes: Readonly<Record<S, LangRoute>>,
	icons: Readonly<Record<S, IconName>>,
	label: (section: S) => string
): { href: (section: S) => ResolvedPathname; nav: () => NavLink[] } {
	// Every such route takes the language alone, as the home page's does: resolved as that one.
	const href = (section: S) => resolve(routes[section] as '/[lang=lang]', { lang: lang() });
	const nav = () =>
		(Object.keys(routes) as S[]).map((section) => ({
			section,
			icon: icons[section],
			href: href(section),
			label: label(section)
		}));
	return { href, nav };
}

/** A route whose only parameter is the language (a game's section: `/[lang=lang]/(main)/setup`). */
type LangRoute = Exclude<
	Extract<RouteId, `/[lang=lang]${string}`>,
	`/[lang=lang]${string}[${string}`
>;
