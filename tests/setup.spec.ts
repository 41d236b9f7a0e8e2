import { dealingSteps, expect, test, waitForApp } from './fixtures';

test.describe('/setup', () => {
	test('6 players: 54 cards, remove 7, 8, 9, 10, 11, and the dealing counts', async ({ page }) => {
		await page.goto('/setup');
		// Start from another count so the choice of 6 really changes the page.
		await page.getByRole('radio', { name: '9' }).check();
		await expect(page.getByTestId('deck-total')).toContainText('88 cards in play');
		await page.getByRole('radio', { name: '6' }).check();
		await expect(page.getByTestId('remove-headline')).toHaveText(
			'Remove every card numbered 7, 8, 9, 10, 11'
		);
		await expect(page.getByTestId('deck-total')).toContainText('54 cards in play');
		const counts = page.getByTestId('remove-counts').getByRole('listitem');
		await expect(counts).toHaveText([
			/^7\s*9 cards$/,
			/^8\s*6 cards$/,
			/^9\s*19 cards$/,
			/^10\s*7 cards$/,
			/^11\s*13 cards$/
		]);
		// The answer leads; the checklist and the card table fold below it.
		await expect(page.getByTestId('steps')).toBeHidden();
		await page.getByTestId('fold-dealing').locator('summary').click();
		await page.getByTestId('fold-cards').locator('summary').click();
		const steps = page.getByTestId('steps');
		await expect(steps).toContainText('the 10 Infected! and the 8 Panic! cards');
		await expect(steps).toContainText('count out 23 of them');
		await expect(steps).toContainText('24 cards in all');
		await expect(steps).toContainText('draw deck of 30 cards');
		// The deck card by card: 3 Flamethrowers numbered 4, 4, 6.
		const flamethrower = page.getByRole('row', { name: /Flamethrower/ });
		await expect(flamethrower).toContainText('3');
		await expect(flamethrower).toContainText('4 4 6');
	});

	test('12 players: all 108 cards, nothing removed', async ({ page }) => {
		await page.goto('/setup');
		await page.getByRole('radio', { name: '12' }).check();
		await expect(page.getByTestId('deck-total')).toContainText('108 cards in play');
		await expect(page.getByTestId('remove-headline')).toHaveText(
			'Keep every card: nothing goes back in the box'
		);
		await expect(await dealingSteps(page)).toContainText('count out 47 of them');
	});

	test('the player count works from the keyboard', async ({ page }) => {
		await page.goto('/setup');
		await page.getByRole('radio', { name: '6' }).focus();
		await page.keyboard.press('ArrowRight');
		await expect(page.getByRole('radio', { name: '7' })).toBeChecked();
		await expect(page.getByTestId('deck-total')).toContainText('63 cards in play');
	});

	test('the home page leads to the setup', async ({ page }) => {
		await page.goto('/');
		await page.getByRole('link', { name: /Set up the deck/ }).click();
		await expect(page).toHaveURL(/\/setup$/);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deck setup');
	});
});

test.describe('/setup on a phone: the parts below the first screen', () => {
	// A phone's screen (Lighthouse's): the folds and the share panel are below it. No service
	// worker, so that the page's requests can be held.
	test.use({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });

	test('load when needed, and a tap on one before its code arrives is not lost', async ({
		page
	}) => {
		await page.goto('/en/setup');
		await waitForApp(page);
		// On screen from the page's HTML, none drawn: their code is not part of the first load.
		await expect(page.locator('.lazy-part')).toHaveCount(4);
		await expect(page.locator('.lazy-part[data-part]')).toHaveCount(0);
		await expect(page.getByTestId('share-url')).toHaveValue('/setup');

		// Every script asked for from now on waits until the tap is made.
		let release!: () => void;
		const released = new Promise<void>((resolve) => (release = resolve));
		await page.route('**/_app/immutable/**/*.js', async (route) => {
			await released;
			await route.continue();
		});
		const cards = page.getByTestId('fold-cards');
		await cards.locator('summary').click();
		// Held: the page's HTML did not open the fold by itself, and nothing else acted on it.
		await expect(cards).not.toHaveAttribute('open');
		release();
		// Drawn, then the tap replayed: the fold opens on the card table.
		await expect(cards.getByRole('row', { name: /Flamethrower/ })).toContainText('4 4 6');
		await expect(cards).toHaveAttribute('open', '');
		// The share panel, scrolled to, works with the whole address.
		await page.getByTestId('share-url').scrollIntoViewIfNeeded();
		await expect(page.getByTestId('share-url')).toHaveValue(/^http:\/\/[^/]+\/setup$/);
	});
});
