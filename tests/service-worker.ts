import type { Page } from '@playwright/test';

/**
 * Wait until the service worker controls `page`, is activated (the shell is then precached) and
 * has kept the page's language (`html[data-offline]` names it once that language's pages and words
 * are on the device): from then on the app works in it with the network off. The controller's
 * state is checked rather than `navigator.serviceWorker.ready`, which resolves while the worker is
 * still activating, before the shell is in the cache.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
	await page.waitForFunction(
		() =>
			navigator.serviceWorker.controller?.state === 'activated' &&
			document.documentElement.dataset.offline === document.documentElement.lang,
		undefined
	);
}
