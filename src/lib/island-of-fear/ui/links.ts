/**
 * Every link to Island of Fear's pages, in one place (its own module, so Stay Away!'s pages, which
 * never link here, carry none of it). The game's pages live under their own prefix
 * (`/de/island-of-fear/…`); a third game would take a prefix of its own beside it.
 */
import { resolve } from '$app/paths';
import type { ResolvedPathname } from '$app/types';
import type { IconName } from '$lib/ui/icons';
import { gameSections, lang, withSuffix, type NavLink } from '$lib/ui/links';
import { t } from './words';

/** Island of Fear's sections, as its header lists them. */
export const ISLAND_SECTIONS = ['setup', 'host', 'cards', 'rules'] as const;
export type IslandSection = (typeof ISLAND_SECTIONS)[number];

const ISLAND_ROUTES = {
	setup: '/[lang=lang]/island-of-fear/setup',
	host: '/[lang=lang]/island-of-fear/host',
	cards: '/[lang=lang]/island-of-fear/cards',
	rules: '/[lang=lang]/island-of-fear/rules'
} as const satisfies Record<IslandSection, string>;

/** Island of Fear's home page. */
export const islandHomeHref = (): ResolvedPathname =>
	resolve('/[lang=lang]/island-of-fear', { lang: lang() });
/** The page of one Island of Fear card: a character, role, item or event. */
export const islandCardHref = (id: string): ResolvedPathname =>
	resolve('/[lang=lang]/island-of-fear/cards/[id]', { lang: lang(), id });
/** An Island of Fear rules topic page. */
export const islandTopicHref = (topic: string): ResolvedPathname =>
	resolve('/[lang=lang]/island-of-fear/rules/[topic]', { lang: lang(), topic });
/** An Island of Fear ruling on its topic page. */
export const islandRulingHref = (topic: string, id: string): ResolvedPathname =>
	withSuffix(islandTopicHref(topic), `#${id}`);

const ICONS: Record<IslandSection, IconName> = {
	setup: 'deck',
	host: 'table',
	cards: 'cards',
	rules: 'rules'
};

const sections = gameSections(ISLAND_ROUTES, ICONS, (section) => t(`nav.${section}`));
/** An Island of Fear section's first page, in the current language. */
export const islandSectionHref: (section: IslandSection) => ResolvedPathname = sections.href;
/** The header's section links (`AppFrame`'s `nav`), labelled in the current language. */
export const islandNav: () => NavLink[] = sections.nav;
