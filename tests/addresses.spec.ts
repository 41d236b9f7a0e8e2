/**
 * Every address works: each kind of page starts (reaches `html[data-ready]`, no script request
 * failing) with and without a trailing slash, from the app's own server (scripts/serve.mjs, the
 * Playwright web server) and from a plain static host serving `build/` (no rewrites: a path is a
 * file, a folder answers with its index.html, a folder without its slash is redirected to it).
 * Then the service worker answers `/en/table/` offline, and a page whose entry scripts cannot load
 * says so and offers a reload.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import {
	expect,
	failedRequest,
	localeText,
	test,
	waitForApp,
	type Page,
	type Request
} from './fixtures';
import { waitForServiceWorker } from './service-worker';

/** One page of every route pattern under src/routes/[lang=lang] (a card, a topic for the params). */
const PAGES = [
	'',
	'/setup',
	'/table',
	'/rules',
	'/rules/actions',
	'/cards',
	'/cards/axe',
	'/sources',
	'/island-of-fear',
	'/island-of-fear/setup',
	'/island-of-fear/host',
	'/island-of-fear/rules',
	'/island-of-fear/rules/day-and-vote',
	'/island-of-fear/cards',
	'/island-of-fear/cards/arkady-troubadour'
];
const LANGUAGES = ['en', 'ru'];

const TYPES: Record<string, string> = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript',
	'.css': 'text/css',
	'.json': 'application/json',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.webmanifest': 'application/manifest+json'
};

/**
 * A plain static host over `root`, on a free port: no clean URLs, no rewrites, no fallback page.
 * Resolves with the server and its base address; the caller closes it.
 */
async function plainHost(root: string): Promise<{ server: Server; base: string }> {
	const server = createServer(async (req, res) => {
		const url = new URL(req.url ?? '/', 'http://localhost');
		let file = resolve(root, `.${decodeURIComponent(url.pathname)}`);
		if (!file.startsWith(root)) return void res.writeHead(403).end();
		let info = await stat(file).catch(() => null);
		if (info?.isDirectory()) {
			if (!url.pathname.endsWith('/'))
				return void res.writeHead(301, { location: `${url.pathname}/${url.search}` }).end();
			file = join(file, 'index.html');
			info = await stat(file).catch(() => null);
		}
		if (!info?.isFile()) return void res.writeHead(404, { 'content-type': 'text/plain' }).end();
		res.writeHead(200, {
			'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
			'cache-control': 'no-cache'
		});
		createReadStream(file).pipe(res);
	});
	await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
	return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/**
 * Open `url` and wait until the app is ready; fails if a script or style of the app failed to
 * load (a request that erred, or an answer of 400 or more) or the start-failure notice shows.
 */
async function opensReady(page: Page, url: string): Promise<void> {
	const failed: string[] = [];
	const onFailed = (request: Request) => {
		const url = failedRequest(request);
		if (url) failed.push(`${url} failed`);
	};
	const onResponse = (response: { url(): string; status(): number }) => {
		if (response.status() >= 400) failed.push(`${response.url()} ${response.status()}`);
	};
	page.on('requestfailed', onFailed);
	page.on('response', onResponse);
	await page.goto(url);
	await waitForApp(page);
	page.off('requestfailed', onFailed);
	page.off('response', onResponse);
	expect(failed, url).toEqual([]);
	await expect(page.locator('#start-failed')).toBeHidden();
	// In-app addresses stay slash-less whatever the address the page was opened at.
	const path = new URL(page.url()).pathname;
	const hrefs = await page
		.locator('a[href^="/"]')
		.evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
	expect(hrefs.filter((href) => href.length > 1 && href.split(/[?#]/)[0]!.endsWith('/'))).toEqual(
		[]
	);
	expect(path.replace(/\/$/, '')).toBe(new URL(url, 'http://x').pathname.replace(/\/$/, ''));
}

test.describe('every address', () => {
	// Each load comes from the server, never from a service worker's cache.
	test.use({ serviceWorkers: 'block' });

	test.describe('from the app server', () => {
		for (const lang of LANGUAGES)
			for (const page of PAGES)
				test(`/${lang}${page} with and without a slash`, async ({ page: tab }) => {
					await opensReady(tab, `/${lang}${page}`);
					await opensReady(tab, `/${lang}${page}/`);
				});
	});

	test.describe('from a plain static host', () => {
		let host: { server: Server; base: string };
		test.beforeAll(async () => {
			host = await plainHost(resolve('build'));
		});
		test.afterAll(async () => {
			await new Promise((done) => host.server.close(done));
		});

		for (const lang of LANGUAGES)
			for (const page of PAGES)
				test(`/${lang}${page} with and without a slash`, async ({ page: tab }) => {
					await opensReady(tab, `${host.base}/${lang}${page}`);
					await opensReady(tab, `${host.base}/${lang}${page}/`);
				});

		test('an address without a language forwards, with and without a slash', async ({ page }) => {
			await page.goto(`${host.base}/table/`);
			await expect(page).toHaveURL(`${host.base}/en/table/`);
			await waitForApp(page);
			await page.goto(`${host.base}/cards/axe`);
			await expect(page).toHaveURL(/\/en\/cards\/axe\/?$/);
			await waitForApp(page);
		});
	});
});

test('with the service worker installed, /en/table/ opens the table offline', async ({
	page,
	context
}) => {
	await page.goto('/en/table');
	await waitForServiceWorker(page);
	await context.setOffline(true);
	await page.goto('/en/table/');
	await expect(page.getByRole('button', { name: 'Start the game' })).toBeVisible();
	await expect(page.getByText(localeText('en', 'tablePage', 'tablePage.loading'))).toHaveCount(0);
	// A Stay Away! page never opened, offline, with its slash: the same cache entry as without.
	await page.goto('/en/sources/');
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a page whose entry scripts cannot load says so and reloads', async ({ page }) => {
	await page.route('**/_app/immutable/entry/**', (route) => route.abort());
	await page.goto('/en/table/', { waitUntil: 'commit' });
	const notice = page
		.getByRole('alert')
		.filter({ hasText: localeText('en', 'ui', 'start.failed') });
	await expect(notice).toBeVisible();
	const reload = notice.getByRole('button', { name: localeText('en', 'ui', 'start.reload') });
	const box = await reload.boundingBox();
	expect(box!.height).toBeGreaterThanOrEqual(44);
	expect(box!.width).toBeGreaterThanOrEqual(44);
	// The scripts are back: the reload starts the page, and the notice is gone.
	await page.unroute('**/_app/immutable/entry/**');
	await reload.focus();
	await page.keyboard.press('Enter');
	await waitForApp(page);
	await expect(page.locator('#start-failed')).toBeHidden();
	await expect(page).toHaveURL(/\/en\/table\/?$/);
});
