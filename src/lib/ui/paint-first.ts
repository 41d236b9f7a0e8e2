/**
 * Paint first, then fetch the scripts (issue 41).
 *
 * A prerendered page holds everything its first frame shows, so nothing it draws waits for its
 * JavaScript. Yet SvelteKit links every module of the page as `<link rel="modulepreload">` in the
 * head, and a slow connection then downloads some 50 KB of scripts while it is still bringing the
 * page's own HTML: the first paint shares the wire with code it does not need. Lighthouse's model
 * of a phone (Lantern, its default) counts those scripts towards the largest paint for that
 * reason: 1.55 s instead of 1.1 s for /en/table.
 *
 * At build time, {@link paintFirst} turns each module preload into an inert link and has
 * SvelteKit's start wait for `stayAwayAfterPaint` (an inline script in src/app.html): once the
 * page's first frame is drawn, that script makes the links preloads again and lets the start run.
 * The module graph then still loads in one round of requests, one or two frames later.
 */

import { createHash } from 'node:crypto';

/** The attribute an inert module preload carries until the first frame is drawn. */
export const AFTER_PAINT_ATTRIBUTE = 'data-preload-after-paint';

/** The global function of src/app.html that runs its argument once the first frame is drawn. */
export const AFTER_PAINT_FUNCTION = 'stayAwayAfterPaint';

const PRELOAD = /<link\b([^>]*?)\srel="modulepreload"([^>]*)>/g;
const SCRIPT = /<script>([\s\S]*?)<\/script>/g;
/** SvelteKit's start: the entry modules imported together, then `kit.start`. */
const START_OPEN = 'Promise.all([';
const START_CLOSE = ']).then(';

/**
 * `html` (a prerendered page) with its module preloads made inert and SvelteKit's start deferred
 * until the first frame is drawn: `<link href="X" rel="modulepreload">` becomes
 * `<link href="X" data-preload-after-paint>`, and in the start script `Promise.all([…]).then(…)`
 * becomes `stayAwayAfterPaint(() => Promise.all([…])).then(…)`.
 *
 * The page's Content Security Policy allows SvelteKit's start by its hash: the hash of the script
 * as it was is replaced by that of the script as it is now.
 *
 * A page without module preloads (a page that only forwards, or a dev server's) is returned as it
 * is.
 * @throws Error when the page preloads modules but holds no start script of the expected shape
 *   (`Promise.all([` and `]).then(` exactly once, beside `kit.start(`): a SvelteKit update changed
 *   it, and the build stops rather than ship a page that fetches its scripts early or never.
 */
export function paintFirst(html: string): string {
	if (!new RegExp(PRELOAD.source).test(html)) return html;
	let started = 0;
	let allowed = '';
	let allowing = '';
	const deferred = html.replace(SCRIPT, (whole, body: string) => {
		if (!body.includes('kit.start(')) return whole;
		if (body.split(START_OPEN).length !== 2 || body.split(START_CLOSE).length !== 2)
			throw new Error(`paintFirst: SvelteKit's start script has an unexpected shape:\n${body}`);
		started += 1;
		const wrapped = body
			.replace(START_OPEN, `${AFTER_PAINT_FUNCTION}(() => ${START_OPEN}`)
			.replace(START_CLOSE, `])).then(`);
		allowed = cspHash(body);
		allowing = cspHash(wrapped);
		return `<script>${wrapped}</script>`;
	});
	if (started !== 1)
		throw new Error(`paintFirst: expected one SvelteKit start script, found ${started}`);
	const policy = deferred.split(allowed).length - 1;
	if (policy > 1 || (policy === 0 && deferred.includes('http-equiv="content-security-policy"')))
		throw new Error(`paintFirst: the start script's hash is in the page ${policy} times, not once`);
	return deferred
		.replace(allowed, allowing)
		.replace(PRELOAD, `<link$1 ${AFTER_PAINT_ATTRIBUTE}$2>`);
}

/** A script's hash as a Content Security Policy source: `'sha256-<base64>'`. */
const cspHash = (script: string): string =>
	`'sha256-${createHash('sha256').update(script).digest('base64')}'`;
