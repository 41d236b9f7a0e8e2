/**
 * Island of Fear's words (`locales/<lng>/island.json`), made known to i18n by this game's layout
 * only: Stay Away!'s pages never carry the game's file list.
 */
import { i18n } from '$lib/i18n/i18n.svelte';
import { localeLoaders, type LocaleModule } from '$lib/i18n/locale-loaders';
import type { Language } from '$lib/i18n/languages';

const loaders = localeLoaders(
	import.meta.env.SSR ? import.meta.glob<LocaleModule>('/locales/*/island.json') : {},
	import.meta.env.SSR
		? {}
		: import.meta.glob<string>('/locales/*/island.json', {
				query: '?url&no-inline',
				import: 'default',
				eager: true
			})
);
/** Make the game's words known to i18n (idempotent; done once this module loads, and by the layout). */
export function addIslandWords(): void {
	i18n.addFiles(loaders);
}
addIslandWords();

/** Shorthand for a key of the `island` namespace: `t('setup.title')`. */
export const t = (key: string, options?: Record<string, unknown>): string =>
	i18n.t(`island:${key}`, options);

/** One language's island.json, fetched (or imported while prerendering); rejects offline when absent. */
export async function islandWords(lng: Language): Promise<Record<string, unknown>> {
	const load = loaders[`/locales/${lng}/island.json`];
	if (!load) throw new Error(`No island words in ${lng}`);
	return load();
}

/**
 * Where a ruling rests, in words: each of its rulebook sections cited ("the rulebook, § Voting"),
 * joined by semicolons. `sections`: the ruling's section keys (`IslandRuling.sections`).
 */
export const sectionsCited = (sections: readonly string[]): string =>
	sections.map((section) => t('sections.cite', { section: t(`sections.${section}`) })).join('; ');
