/**
 * Locale files as loaders: fetched as hashed JSON in the browser, imported as modules while
 * prerendering. Used by the app's own list (`locale-files.ts`) and by each game that adds files of
 * its own (Island of Fear's `island.json`).
 */

type Messages = Record<string, unknown>;
/** A locale file imported as a module. */
export type LocaleModule = { default: Messages };

/** A locale file's loader: resolves its messages (fetched in the browser, imported when prerendering). */
export type LocaleLoader = () => Promise<Messages>;

/**
 * Loaders from an `import.meta.glob` of locale files: as modules while prerendering, as hashed JSON
 * URLs (eager, `?url&no-inline`) in the browser, fetched on demand. Each caller writes its own glob
 * (Vite needs literal patterns), so a game's words are known only to the pages that import them.
 * A browser loader rejects when the file answers with an error, or at once, with no request, when
 * the browser is offline and the service worker's cache does not hold the file.
 */
export function localeLoaders(
	modules: Record<string, () => Promise<LocaleModule>>,
	urls: Record<string, string>
): Record<string, LocaleLoader> {
	return import.meta.env.SSR
		? Object.fromEntries(
				Object.entries(modules).map(([path, load]) => [path, async () => (await load()).default])
			)
		: Object.fromEntries(
				Object.entries(urls).map(([path, url]) => [
					path,
					async () => {
						// Offline, a file the service worker has not kept cannot come: say so without a
						// request, which the browser would report as failed (a language never opened here).
						if (!navigator.onLine && 'caches' in globalThis && !(await caches.match(url)))
							throw new Error(`i18n: ${path} is not kept on this device`);
						const response = await fetch(url);
						if (!response.ok) throw new Error(`i18n: ${path} answered ${response.status}`);
						return (await response.json()) as Messages;
					}
				])
			);
}
