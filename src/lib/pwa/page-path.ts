/**
 * The service worker's view of an address with a trailing slash. Static hosts add the slash
 * routinely (`/en/table/`), but every page is stored under its address without one (`/en/table`,
 * the form SvelteKit's links use with `trailingSlash: 'never'`), so the worker looks the slash form
 * up as the slash-less one, online and offline.
 */

/**
 * The page a path stands for: the path without its trailing slashes (`/en/table/` → `/en/table`,
 * `/en//` → `/en`); the root `/` and a path without a trailing slash are returned unchanged.
 */
export function pagePath(pathname: string): string {
	if (!pathname.endsWith('/')) return pathname;
	return pathname.replace(/\/+$/, '') || '/';
}
