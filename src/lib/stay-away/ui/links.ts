/**
 * Every link to Stay Away!'s own pages, in one place, in the current language (the shared helpers
 * are in `$lib/ui/links`).
 */
import { resolve } from '$app/paths';
import type { ResolvedPathname } from '$app/types';
import { i18n } from '$lib/i18n/i18n.svelte';
import type { IconName } from '$lib/ui/icons';
import { gameSections, lang, withSuffix, type NavLink } from '$lib/ui/links';

/** Stay Away!'s sections, as the header lists them. */
export const SECTIONS = ['setup', 'table', 'cards', 'rules'] as const;
export type Section = (typeof SECTIONS)[number];

/** Each section's route. */
const SECTION_ROUTES = {
	setup: '/[lang=lang]/(main)/setup',
	table: '/[lang=lang]/(play)/table',
	cards: '/[lang=lang]/(main)/cards',
	rules: '/[lang=lang]/(main)/rules'
} as const satisfies Record<Section, string>;

const ICONS: Record<Section, IconName> = {
	setup: 'deck',
	table: 'table',
	cards: 'cards',
	rules: 'rules'
};

const sections = gameSections(SECTION_ROUTES, ICONS, (section) => i18n.t(`nav.${section}`));
/** A section's first page: /setup, /table, /cards or /rules, in the current language. */
export const sectionHref: (section: Section) => ResolvedPathname = sections.href;
/** The header's section links (`AppFrame`'s `nav`), labelled in the current language. */
export const stayAwayNav: () => NavLink[] = sections.nav;
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
