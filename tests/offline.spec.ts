import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '../src/lib/i18n/languages';
import { expect, failedRequest, localeText, test } from './fixtures';
import { waitForServiceWorker } from './service-worker';

test.describe('offline', () => {
	test('after one visit, /setup reloads with the network off', async ({ page, context }) => {
		await page.goto('/setup');
		await waitForServiceWorker(page);
		await context.setOffline(true);
		await page.reload();
		await page.getByRole('radio', { name: '6' }).check();
		await expect(page.getByTestId('remove-headline')).toHaveText(
			'Remove every card numbered 7, 8, 9, 10, 11'
		);
		// The choice goes into the address (/setup?p=9); reloading that offline still works.
		await page.getByRole('radio', { name: '9' }).check();
		await expect(page).toHaveURL(/\/setup\?.*p=9/);
		await page.reload();
		await expect(page.getByTestId('remove-headline')).toHaveText(
			'Remove every card numbered 10, 11'
		);
		await page.goto('/?q=axe');
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
		// Another route, never visited, is precached too.
		await page.goto('/');
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
	});

	test('a first visit to a nested page installs the service worker for the whole app', async ({
		page,
		context
	}) => {
		// A registration relative to the page would fetch /cards/sw.js (404).
		const errors: string[] = [];
		page.on('console', (message) => {
			if (message.type() === 'error') errors.push(message.text());
		});
		await page.goto('/cards/missed');
		await waitForServiceWorker(page);
		const registration = await page.evaluate(async () => {
			const r = await navigator.serviceWorker.getRegistration();
			return { scope: r?.scope, script: r?.active?.scriptURL };
		});
		expect(registration).toEqual({
			scope: new URL('/', page.url()).href,
			script: new URL('/sw.js', page.url()).href
		});
		expect(errors).toEqual([]);
		await context.setOffline(true);
		await page.goto('/rules');
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
	});

	test('a language not kept offline is said so over the page, without moving the header', async ({
		page,
		context
	}) => {
		await page.goto('/en/rules');
		await waitForServiceWorker(page);
		await context.setOffline(true);
		const header = page.locator('header').first();
		const before = (await header.boundingBox())!.height;
		await page.getByTestId('language').selectOption('de');
		const notice = page.getByTestId('language-unavailable');
		await expect(notice).toBeVisible();
		// The language is named in the page's own, English, not in itself ("Deutsch").
		await expect(notice).toContainText('German is not saved on this device');
		await expect(page.getByTestId('language')).toHaveValue('en');
		// Fixed over the page: the header keeps its height, its links their places.
		expect((await header.boundingBox())!.height).toBe(before);
		expect(await notice.evaluate((n) => getComputedStyle(n).position)).toBe('fixed');
		await notice.getByRole('button').click();
		await expect(notice).toBeHidden();
	});

	test.describe('control: the same steps with service workers blocked', () => {
		test.use({ serviceWorkers: 'block' });
		test('the offline reload fails, so the cache is what serves the page', async ({
			page,
			context
		}) => {
			await page.goto('/setup');
			await context.setOffline(true);
			await expect(page.reload()).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
		});
	});

	test('the manifest names the app and lists its icons', async ({ request }) => {
		const response = await request.get('/manifest.webmanifest');
		expect(response.ok()).toBe(true);
		const manifest = await response.json();
		expect(manifest.name).toBe('Stay Away! Table Companion');
		expect(manifest.display).toBe('standalone');
		expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual([
			'192x192',
			'512x512',
			'512x512'
		]);
	});

	for (const lng of LANGUAGES) {
		test(`${lng}: after one visit, every page of both games opens offline, no request failing`, async ({
			page,
			context
		}) => {
			// Every page the build prerendered in this language (`build/de/cards/axe.html`; the folder
			// copies `…/index.html` are the same pages for hosts that want them).
			const pages = readdirSync(join('build', lng), { recursive: true, encoding: 'utf8' })
				.filter((file) => file.endsWith('.html') && !file.endsWith('index.html'))
				.map((file) => `/${lng}/${file.replace(/\.html$/, '').replaceAll('\\', '/')}`);
			pages.push(`/${lng}`);
			expect(pages.filter((p) => p.includes('/island-of-fear')).length).toBeGreaterThan(20);
			expect(pages.filter((p) => p.includes('/cards/')).length).toBeGreaterThan(40);
			const failed: string[] = [];
			page.on('requestfailed', (request) => {
				const url = failedRequest(request);
				if (url) failed.push(url);
			});
			page.on('response', (response) => {
				if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
			});
			await page.goto(`/${lng}`);
			await waitForServiceWorker(page);
			await context.setOffline(true);
			// One page of each kind is opened and drawn (its scripts and data files load: a card page,
			// a rules topic, the Host's Table…); every other page is asked for through the worker.
			const kind = (path: string) => path.replace(/\/(cards|rules)\/[^/]+$/, '/$1/*');
			const opened = new Map(pages.map((path) => [kind(path), path]));
			for (const path of opened.values()) {
				await page.goto(path);
				await expect(page.locator('html')).toHaveAttribute('data-ready', '');
				await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
			}
			const answers = await page.evaluate(
				(paths) =>
					Promise.all(
						paths.map(async (path) => {
							const response = await fetch(path).catch(() => undefined);
							const html = (await response?.text()) ?? '';
							return response?.ok && html.includes('<h1') ? '' : `${path} ${response?.status}`;
						})
					),
				pages
			);
			expect(answers.filter(Boolean)).toEqual([]);
			// A card page opened from another page fetches its card's rule data (a page loaded whole
			// carries its own inline): every card's file answers offline, and such a visit draws.
			const dataFiles = readdirSync(join('build', 'data', 'cards'))
				.filter((file) => file.endsWith('.json'))
				.map((file) => `/data/cards/${file}`);
			expect(dataFiles.length).toBeGreaterThan(25);
			const dataAnswers = await page.evaluate(
				(paths) =>
					Promise.all(
						paths.map(async (path) => {
							const response = await fetch(path).catch(() => undefined);
							return response?.ok ? '' : `${path} ${response?.status}`;
						})
					),
				dataFiles
			);
			expect(dataAnswers.filter(Boolean)).toEqual([]);
			await page.goto(`/${lng}/cards/missed`);
			await expect(page.locator('html')).toHaveAttribute('data-ready', '');
			const related = page.getByRole('main').locator('.related a').first();
			const name = (await related.innerText()).trim();
			const dataRequest = page.waitForRequest(/\/data\/cards\/[a-z-]+\.json$/);
			await related.click();
			await dataRequest;
			await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
			// Both games' search indexes are loaded on demand: kept too, they answer offline.
			for (const [path, ns, key] of [
				['', 'cards', 'flamethrower.name'],
				['/island-of-fear', 'island', 'items.bomb']
			] as const) {
				await page.goto(`/${lng}${path}`);
				await expect(page.locator('html')).toHaveAttribute('data-ready', '');
				await page
					.getByRole('main')
					.getByRole('combobox')
					.first()
					.fill(localeText(lng, ns, key));
				await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
			}
			// The Russian item and event names shown beside every language's are a file of Russian's
			// own: the reader's language keeps it too.
			expect(failed).toEqual([]);
		});
	}

	test.describe('a card page whose rule data cannot be fetched', () => {
		// Without the worker, so that the page's own request is the one that fails (as offline,
		// before the worker has kept the file).
		test.use({ serviceWorkers: 'block' });
		test('says the page is not kept yet, in the reader’s language', async ({ page }) => {
			await page.route('**/data/cards/*.json', (route) => route.abort('internetdisconnected'));
			await page.goto('/de/cards');
			await expect(page.locator('html')).toHaveAttribute('data-ready', '');
			await page.getByRole('main').getByRole('link', { name: 'Verfehlt!' }).first().click();
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(
				localeText('de', 'ui', 'error.title')
			);
			await expect(page.getByText(localeText('de', 'ui', 'error.notKept'))).toBeVisible();
		});
	});

	test('on a connection marked save-data, no page of the language is fetched in the background', async ({
		page
	}) => {
		await page.addInitScript(() =>
			Object.defineProperty(navigator, 'connection', { value: { saveData: true } })
		);
		const fetched: string[] = [];
		page.context().on('request', (request) => {
			if (request.serviceWorker()) fetched.push(new URL(request.url()).pathname);
		});
		await page.goto('/en/setup');
		// The worker is in control and the page has decided not to ask for the language.
		await page.waitForFunction(
			() =>
				navigator.serviceWorker.controller?.state === 'activated' &&
				document.documentElement.dataset.offlineSkipped === 'save-data'
		);
		// The files the page loads on demand are cached as it uses them; no language's set is kept.
		const kept = await page.evaluate(async () =>
			(await caches.keys()).filter(
				(name) => name.startsWith('stay-away-pages-') && !name.includes('-demand-')
			)
		);
		expect(kept).toEqual([]);
		expect(fetched.filter((path) => path.startsWith('/en/'))).toEqual([]);
		expect(await page.locator('html').getAttribute('data-offline')).toBeNull();
	});
});
