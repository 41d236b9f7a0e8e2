/**
 * Paths of this app with and without their language prefix. Every page lives under its
 * language (`/de/setup`); the same path without one (`/setup`) opens in each reader's own
 * (src/app.html forwards it).
 */
import { isLanguage, type Language } from './languages';

/**
 * A path of this app without its language (`/de/cards/axe` → `/cards/axe`, `/de` → `/`): the
 * address people can share, which opens in each reader's own language (see `[...path]`).
 */
export function withoutLanguage(pathname: string): string {
	const [, first, ...rest] = pathname.split('/');
	if (!isLanguage(first)) return pathname;
	return `/${rest.join('/')}`;
}

/**
 * The same page in another language, with the query and fragment kept
 * (`inLanguage('/de/setup?p=9#share', 'ru')` → `/ru/setup?p=9#share`). `path` is a path with an
 * optional language prefix, query and fragment, as `location` gives them.
 */
export function inLanguage(path: string, lng: Language): string {
	const [, pathname = '', suffix = ''] = /^([^?#]*)(.*)$/.exec(path) ?? [];
	const bare = withoutLanguage(pathname);
	return `/${lng}${bare === '/' ? '' : bare}${suffix}`;
}
