/**
 * The app's locale files, one loader per file (`./locale-loaders`). A module of its own, loaded
 * with i18next (`i18n.svelte.ts`): the list of every file's hashed address, in five languages, is
 * no part of a page that is only read.
 */
import { localeLoaders, type LocaleLoader, type LocaleModule } from './locale-loaders';

/**
 * One loader per locale file, keyed by path (`/locales/de/ui.json`). `search.json` is left out:
 * its questions and word lists are never shown; only the search index reads them. `island.json`
 * is added by Island of Fear's pages (`I18nState.addFiles`).
 */
export const files: Record<string, LocaleLoader> = localeLoaders(
	import.meta.env.SSR
		? import.meta.glob<LocaleModule>([
				'/locales/*/*.json',
				'!/locales/*/search.json',
				'!/locales/*/island.json'
			])
		: {},
	import.meta.env.SSR
		? {}
		: import.meta.glob<string>(
				['/locales/*/*.json', '!/locales/*/search.json', '!/locales/*/island.json'],
				{ query: '?url&no-inline', import: 'default', eager: true }
			)
);
