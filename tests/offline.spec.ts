import { expect, test } from './fixtures';
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

	for (const lng of ['en', 'it'] as const) {
		test(`${lng}: after one visit, every kind of Island of Fear page opens offline, no request failing`, async ({
			page,
			context
		}) => {
			// The Russian item and event names shown beside every language's are a file of Russian's
			// own: the reader's language keeps it too.
			const failed: string[] = [];
			page.on('requestfailed', (request) => failed.push(request.url()));
			page.on('response', (response) => {
				if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
			});
			await page.goto(`/${lng}`);
			await waitForServiceWorker(page);
			await context.setOffline(true);
			for (const path of ['', '/setup', '/host', '/rules', '/rules/items', '/cards/bomb']) {
				await page.goto(`/${lng}/island-of-fear${path}`);
				await expect(page.locator('html')).toHaveAttribute('data-ready', '');
				await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
			}
			expect(failed).toEqual([]);
		});
	}

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
		const kept = await page.evaluate(async () =>
			(await caches.keys()).filter((name) => name.startsWith('stay-away-pages-'))
		);
		expect(kept).toEqual([]);
		expect(fetched.filter((path) => path.startsWith('/en/'))).toEqual([]);
		expect(await page.locator('html').getAttribute('data-offline')).toBeNull();
	});
});
