import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { expect, test, type BrowserContext } from './fixtures';
import { notRun } from './reporters/not-run';
import { waitForServiceWorker } from './service-worker';

/** A persistent profile: Chromium never installs an app from an incognito-like context. */
async function withProfile(
	launchOptions: object,
	baseURL: string | undefined,
	body: (context: BrowserContext) => Promise<void>
) {
	const profile = mkdtempSync(join(tmpdir(), 'stay-away-install-'));
	const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
	try {
		await body(context);
	} finally {
		await context.close();
		rmSync(profile, { recursive: true, force: true });
	}
}

test('Chromium finds the app installable, with shortcuts to Setup, Table and Rules', async ({
	request,
	baseURL,
	launchOptions
}) => {
	await withProfile(launchOptions, baseURL, async (context) => {
		const page = await context.newPage();
		await page.goto('/');
		await waitForServiceWorker(page);
		const cdp = await context.newCDPSession(page);
		const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
		expect(installabilityErrors).toEqual([]);
	});

	const manifest = await (await request.get('/manifest.webmanifest')).json();
	expect(manifest.theme_color).toBe('#0d1014');
	expect(manifest.icons).toContainEqual(
		expect.objectContaining({ sizes: '512x512', purpose: 'maskable' })
	);
	expect(manifest.shortcuts.map((s: { url: string }) => s.url)).toEqual([
		'/setup',
		'/table',
		'/rules'
	]);
});

test('installed from Chromium, the app starts offline from its entry and from each shortcut', async ({
	baseURL,
	launchOptions
}) => {
	test.skip(
		process.env.E2E_BROWSER_KIND === 'packaged',
		notRun(
			'installing a web app needs a full Chromium; the packaged headless shell has no PWA.install'
		)
	);
	await withProfile(launchOptions, baseURL, async (context) => {
		const page = await context.newPage();
		await page.goto('/');
		await waitForServiceWorker(page);
		// What the browser's own "Install app" does (the DevTools protocol's PWA domain).
		const cdp = await context.newCDPSession(page);
		const manifestId = new URL('/', page.url()).href;
		await cdp.send('PWA.install', { manifestId });
		// The tab stays open: the DevTools session that launches the app is attached to it.
		await page.goto('about:blank');
		await context.setOffline(true);

		for (const path of [undefined, '/setup', '/table', '/rules']) {
			const url = path ? new URL(path, manifestId).href : undefined;
			const [app] = await Promise.all([
				context.waitForEvent('page'),
				cdp.send('PWA.launch', { manifestId, url })
			]);
			await expect(app.locator('html[data-ready]')).toBeAttached();
			// The entry and the shortcuts have no language: they open in the reader's (English here).
			expect(new URL(app.url()).pathname).toBe(`/en${path ?? ''}`);
			await expect(app.getByRole('heading', { level: 1 })).toBeVisible();
			if (path === '/setup') {
				await app.getByRole('radio', { name: '9' }).check();
				await expect(app.getByTestId('remove-headline')).toHaveText(
					'Remove every card numbered 10, 11'
				);
			}
			await app.close();
		}
	});
});
