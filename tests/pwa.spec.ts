import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';

test('Chromium finds the app installable, with shortcuts to Setup, Table and Rules', async ({ request, baseURL, launchOptions }) => {
	// A persistent profile: Chromium never offers to install from an incognito-like context.
	const profile = mkdtempSync(join(tmpdir(), 'stay-away-install-'));
	const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
	try {
		const page = await context.newPage();
		await page.goto('/');
		await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 20_000 });
		const cdp = await context.newCDPSession(page);
		const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
		expect(installabilityErrors).toEqual([]);
	} finally {
		await context.close();
		rmSync(profile, { recursive: true, force: true });
	}

	const manifest = await (await request.get('/manifest.webmanifest')).json();
	expect(manifest.theme_color).toBe('#101418');
	expect(manifest.icons).toContainEqual(expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }));
	expect(manifest.shortcuts.map((s: { url: string }) => s.url)).toEqual(['/setup', '/table', '/rules']);
});

test('the installed app starts offline from its start URL and from each shortcut', async ({ page, context }) => {
	await page.goto('/');
	await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 20_000 });
	await context.setOffline(true);
	for (const url of ['/', '/setup', '/table', '/rules']) {
		const tab = await context.newPage();
		await tab.goto(url);
		await expect(tab.locator('html[data-ready]')).toBeAttached();
		await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
		await tab.close();
	}
});
