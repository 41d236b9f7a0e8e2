import type { Page } from '@playwright/test';

/**
 * Wait until the service worker controls `page` and is activated (stack.md pitfall 5): from then
 * on every page and locale file is precached, so the app works with the network off.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
	await page.waitForFunction(
		() => navigator.serviceWorker.controller?.state === 'activated',
		undefined
	);
}
