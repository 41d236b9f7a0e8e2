import { expect, test } from './fixtures';
import { waitForServiceWorker } from './service-worker';

test('a new version announces itself with a dismissible prompt and never reloads by itself', async ({
	page
}) => {
	await page.goto('/table');
	await page.getByRole('radio', { name: '4' }).check();
	await page.getByRole('button', { name: 'Start the game' }).click();
	await page.getByTestId('end-turn').click();
	await waitForServiceWorker(page);
	// Mark this page: a reload would lose the mark.
	await page.evaluate(() => ((window as unknown as { mark: number }).mark = 42));

	// A second build goes live: the server now serves a service worker with one byte changed.
	await page.request.post('/__test__/next-build');
	await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

	const prompt = page.getByRole('status').filter({ hasText: 'A new version is ready.' });
	await expect(prompt).toBeVisible();
	// The game in progress is already stored; nothing reloads on its own: the new worker waits
	// (installed, not activated) and this page keeps its first controller.
	await expect
		.poll(() =>
			page.evaluate(async () => {
				const registration = await navigator.serviceWorker.getRegistration();
				return {
					waiting: registration?.waiting?.state,
					controlled: navigator.serviceWorker.controller === registration?.active
				};
			})
		)
		.toEqual({ waiting: 'installed', controlled: true });
	expect(await page.evaluate(() => (window as unknown as { mark: number }).mark)).toBe(42);
	await expect(page.getByTestId('active-player')).toHaveText("Seat 3's turn");
	await prompt.getByRole('button', { name: 'Later' }).click();
	await expect(prompt).toHaveCount(0);
	expect(await page.evaluate(() => (window as unknown as { mark: number }).mark)).toBe(42);
});
