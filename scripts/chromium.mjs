/**
 * Which Chromium the end-to-end tests and the benchmark drive. Nothing is ever downloaded: the
 * first of these that exists is used.
 *
 * 1. `CHROMIUM_PATH`, when set (any Chrome or Chromium executable; an error if it does not exist);
 * 2. a system Chromium or Chrome (Debian's `/usr/bin/chromium` first);
 * 3. the headless Chromium shipped inside the `@sparticuz/chromium` npm package, unpacked on first
 *    use into the system's temporary folder (about 2 s, once per boot).
 *
 * The packaged browser is Chromium's headless shell: it has no browser UI, so it cannot install a
 * web app (the DevTools protocol's `PWA.install`). Tests that need that check `browser.kind` and
 * say so in the run's output (see `tests/browser.ts`).
 *
 * @typedef {{ path: string, kind: 'env' | 'system' | 'packaged' }} ResolvedChromium
 */
import { existsSync } from 'node:fs';

/** System browsers, in the order they are preferred. */
export const SYSTEM_CHROMIUM_PATHS = [
	'/usr/bin/chromium',
	'/usr/bin/chromium-browser',
	'/usr/bin/google-chrome',
	'/usr/bin/google-chrome-stable',
	'/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
	'/Applications/Chromium.app/Contents/MacOS/Chromium'
];

/** The flags every launch uses: no sandbox as root, no GPU, and no calls to Google's hosts. */
export const CHROMIUM_ARGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--no-first-run',
	'--disable-quic'
];

/**
 * Find the browser to drive.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Promise<ResolvedChromium>}
 * @throws {Error} when `CHROMIUM_PATH` names a file that does not exist, or no browser is found and
 *   the packaged one cannot be unpacked.
 */
export async function resolveChromium(env = process.env) {
	if (env.CHROMIUM_PATH) {
		if (!existsSync(env.CHROMIUM_PATH))
			throw new Error(`CHROMIUM_PATH is set to ${env.CHROMIUM_PATH}, which does not exist.`);
		return { path: env.CHROMIUM_PATH, kind: 'env' };
	}
	const system = SYSTEM_CHROMIUM_PATHS.find((path) => existsSync(path));
	if (system) return { path: system, kind: 'system' };
	const { default: packaged } = await import('@sparticuz/chromium');
	const path = await packaged.executablePath();
	return { path, kind: 'packaged' };
}
