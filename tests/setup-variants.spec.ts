import { dealingSteps, expect, localeText, storedSetting, test, type Page } from './fixtures';

async function openVariants(page: Page) {
	await page.getByTestId('variants').locator('summary').first().click();
}

test.describe('/setup variants, sharing and memory', () => {
	test('The Thing in the draw deck at 5 players: 20 counted out, no Thing dealt', async ({
		page
	}) => {
		await page.goto('/setup');
		await page.getByRole('radio', { name: '5' }).check();
		const steps = await dealingSteps(page);
		await expect(steps).toContainText('Add The Thing to those 19');
		await openVariants(page);
		await page.getByLabel('1. The Thing in the draw deck').check();
		await expect(steps).toContainText('count out 20 of them');
		await expect(steps).toContainText('The Thing is not dealt');
		await expect(steps).not.toContainText('Add The Thing');
		await expect(page.getByTestId('variants')).toContainText('1 change from the rulebook game');
	});

	test('Infected! 11/109 numbered 7 gives 53 cards at 6 players', async ({ page }) => {
		await page.goto('/setup');
		await page.getByRole('radio', { name: '6' }).check();
		await expect(page.getByTestId('deck-total')).toContainText('54 cards in play');
		await openVariants(page);
		await page
			.getByRole('group', { name: /serial 11/ })
			.getByLabel('7')
			.check();
		await expect(page.getByTestId('deck-total')).toContainText('53 cards in play');
		await expect(page.getByTestId('remove-counts').getByRole('listitem').first()).toHaveText(
			/^7\s*10 cards$/
		);
	});

	test('a first visit shows the rulebook game without the link code, loaded at the first change', async ({
		page
	}) => {
		// The link's code (storage/setup-url.ts) is the only script that names the `decl` parameter.
		const scripts: Promise<string>[] = [];
		page.on('response', (response) => {
			if (/\/_app\/immutable\/.*\.js$/.test(response.url())) scripts.push(response.text());
		});
		const linkCodeLoaded = async () =>
			(await Promise.all(scripts)).some((text) => /[`'"]decl[`'"]/.test(text));
		await page.goto('/en/setup');
		await expect(page.locator('html[data-ready]')).toBeAttached();
		await expect(page.getByTestId('share-url')).toHaveValue(/\/setup$/);
		expect(await linkCodeLoaded()).toBe(false);

		await page.getByRole('radio', { name: '7' }).check();
		await expect(page).toHaveURL(/\/en\/setup\?p=7$/);
		await expect(page.getByTestId('share-url')).toHaveValue(/\/setup\?p=7$/);
		expect(await linkCodeLoaded()).toBe(true);
	});

	test('a shared link opens the same setup in a new context, and a reload keeps it', async ({
		page,
		browser
	}) => {
		await page.goto('/setup');
		await page.getByRole('radio', { name: '9' }).check();
		await openVariants(page);
		await page.getByLabel('1. The Thing in the draw deck').check();
		await page.getByLabel('3. Flamethrower and Analysis in the draw deck').check();
		await expect(page).toHaveURL(/p=9/);
		const url = await page.getByTestId('share-url').inputValue();
		expect(url).toMatch(/\/setup\?.*thing=1/);

		await page.reload();
		await expect(page.getByRole('radio', { name: '9' })).toBeChecked();
		await expect(await dealingSteps(page)).toContainText('count out 36 of them');

		const other = await browser.newContext();
		const phone = await other.newPage();
		await phone.goto(url);
		await expect(phone.getByRole('radio', { name: '9' })).toBeChecked();
		const steps = await dealingSteps(phone);
		await expect(steps).toContainText('the 4 Flamethrower and the 3 Analysis cards');
		await expect(steps).toContainText('count out 36 of them');
		await other.close();
	});

	test('the setup is remembered without the link, and reset returns to the rulebook', async ({
		page
	}) => {
		await page.goto('/setup');
		await page.getByRole('radio', { name: '8' }).check();
		await openVariants(page);
		await page.getByLabel('6. Vengeance mode').check();
		await expect(page).toHaveURL(/ven=1/);
		// Once IndexedDB has committed the write, come back through a plain address.
		await expect
			.poll(() => storedSetting(page, 'setup'))
			.toMatchObject({
				players: 8,
				options: { advanced: expect.objectContaining({ vengeance: true }) }
			});
		await page.goto('/');
		await page.goto('/setup');
		await expect(page.getByRole('radio', { name: '8' })).toBeChecked();
		await expect(page.getByTestId('variants')).toContainText('1 change');
		await page.getByTestId('reset-setup').click();
		await expect(page.getByTestId('variants')).toContainText('Rulebook game');
		await expect(page.getByRole('radio', { name: '8' })).toBeChecked();
	});

	test('a broken link shows the default setup and a short notice', async ({ page }) => {
		const errors: string[] = [];
		page.on('pageerror', (e) => errors.push(e.message));
		await page.goto('/setup?p=99&q=nonsense&add=1.2.999');
		await expect(page.getByTestId('url-notice')).toContainText('could not be read (p, q, add)');
		await expect(page.getByRole('radio', { name: '6' })).toBeChecked();
		await expect(page.getByTestId('deck-total')).toContainText('54 cards in play');
		expect(errors).toEqual([]);
	});

	test('a custom deck too small to deal says what is short', async ({ page }) => {
		await page.goto('/setup?p=4&out=22.23.30.32.33.34.35.40.43.44.48.50.51.55.56');
		await expect(page.getByTestId('deck-error')).toContainText('8 cards short');
		await expect(page.getByTestId('deck-error')).toContainText('only 7 are left');
	});

	test('the dealing checklist ticks off step by step', async ({ page }) => {
		await page.goto('/setup');
		// Folded below the answer: open it as a reader would.
		await page.getByTestId('fold-dealing').locator('summary').click();
		const boxes = page.getByTestId('steps').getByRole('checkbox');
		await expect(boxes).toHaveCount(6);
		for (let i = 0; i < 6; i++) await boxes.nth(i).check();
		await expect(page.getByText('All set')).toBeVisible();
		await page.getByRole('button', { name: 'Untick all' }).click();
		await expect(boxes.first()).not.toBeChecked();
	});

	test('the ticks survive a look at the table page and a reload; a new player count starts again', async ({
		page
	}) => {
		await page.goto('/setup');
		await page.getByRole('radio', { name: '6' }).check();
		await page.getByTestId('fold-dealing').locator('summary').click();
		const boxes = page.getByTestId('steps').getByRole('checkbox');
		for (let i = 0; i < 3; i++) await boxes.nth(i).check();
		await expect(page.getByText('3 of 6 done')).toBeVisible();
		await page.getByRole('navigation').getByRole('link', { name: 'Table' }).click();
		await expect(page).toHaveURL(/\/table$/);
		// The table's header leaves the setup out; its start panel links it.
		await page
			.getByRole('link', { name: localeText('en', 'tablePage', 'tablePage.start.editSetup') })
			.click();
		// Back mid-way through dealing, the checklist is open with its ticks.
		await expect(page.getByText('3 of 6 done')).toBeVisible();
		await page.reload();
		await expect(page.getByText('3 of 6 done')).toBeVisible();
		await expect(boxes.nth(2)).toBeChecked();
		await expect(boxes.nth(3)).not.toBeChecked();
		await page.getByRole('radio', { name: '7' }).check();
		await expect(page.getByText('0 of 6 done')).toBeVisible();
	});

	test('the QR code encodes the link', async ({ page }) => {
		await page.goto('/setup');
		await page.getByRole('button', { name: 'Show QR code' }).click();
		await expect(page.getByTestId('qr')).toBeVisible();
		await expect(page.getByTestId('qr').locator('path')).toHaveAttribute('d', /^M\d/);
	});
});

test('a disputed ruling links to the very setting that chooses its reading', async ({ page }) => {
	await page.goto('/rules/seat-changes#seat-swap-who-plays-next');
	await page
		.locator('#seat-swap-who-plays-next')
		.getByRole('link', { name: /Who plays after a seat swap/ })
		.click();
	await expect(page).toHaveURL(/\/setup#opt-table-nextAfterSwap$/);
	await expect(
		page.getByRole('group', { name: 'After a seat swap on your turn, who plays next?' })
	).toBeInViewport();
});

test('the setup prints on one clean page', async ({ page }) => {
	for (const players of [6, 12]) {
		await page.goto(`/setup?p=${players}`);
		await page.emulateMedia({ media: 'print' });
		await expect(page.getByRole('navigation')).toBeHidden();
		// Folded on the screen, the card table is on paper.
		await expect(page.getByTestId('fold-cards').getByRole('table')).toBeVisible();
		const pdf = (await page.pdf({ format: 'A4', printBackground: true })).toString('latin1');
		expect(pdf.match(/\/Type\s*\/Page[^s]/g), `${players} players`).toHaveLength(1);
		await page.emulateMedia({ media: 'screen' });
	}
});
