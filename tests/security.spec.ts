import { expect, test, showLog } from './fixtures';

test('a full visit makes no request to any origin but the app', async ({
	page,
	context,
	baseURL
}) => {
	const origin = new URL(baseURL!).origin;
	const foreign: string[] = [];
	context.on('request', (request) => {
		const url = request.url();
		if (url.startsWith('data:') || url.startsWith('blob:')) return;
		if (new URL(url).origin !== origin) foreign.push(url);
	});
	page.on('websocket', (ws) => foreign.push(ws.url()));

	await page.goto('/');
	await page.goto('/setup');
	await page.getByRole('radio', { name: '9' }).check();
	await page.getByRole('button', { name: 'Show QR code' }).click();
	await page.goto('/table');
	await page.getByRole('radio', { name: '5' }).check();
	await page.getByRole('button', { name: 'Start the game' }).click();
	await page.getByTestId('end-turn').click();
	await page.getByTestId('card-played').click();
	await page.getByTestId('action-sheet').locator('[data-card="watch-your-back"]').click();
	await expect(page.getByTestId('seat-circle')).toHaveAttribute(
		'data-direction',
		'counterclockwise'
	);
	await page.goto('/rules');
	await page.goto('/cards');
	// The search index loads on first use: search, and wait for its results.
	const search = page.getByRole('banner').getByRole('combobox', { name: 'Search cards and rules' });
	await search.fill('flamethrower');
	await expect(
		page.getByRole('banner').getByRole('listbox').getByRole('option').first()
	).toContainText('Flamethrower');
	await page.waitForLoadState('networkidle');
	expect(foreign).toEqual([]);
});

test('player names are text, never markup', async ({ page }) => {
	const hostile = '<img src=x onerror=alert(1)>';
	let dialogs = 0;
	page.on('dialog', async (dialog) => {
		dialogs++;
		await dialog.dismiss();
	});
	await page.goto('/table');
	await page.getByRole('radio', { name: '4' }).check();
	await page.getByTestId('name-0').fill(hostile);
	await page.getByTestId('name-1').fill('<b>Bo</b>');
	await page.getByRole('button', { name: 'Start the game' }).click();
	await expect(page.getByTestId('circle-text')).toContainText(`Seat 1: ${hostile}`);
	await expect(page.getByTestId('active-player')).toHaveText("<b>Bo</b>'s turn");
	await page.getByTestId('end-turn').click();
	await expect(await showLog(page)).toContainText('<b>Bo</b>');
	expect(await page.locator('img[src="x"]').count()).toBe(0);
	expect(await page.locator('main b').count()).toBe(0);
	expect(dialogs).toBe(0);
});

test('an imported log cannot inject markup either', async ({ page }) => {
	let dialogs = 0;
	page.on('dialog', async (dialog) => {
		dialogs++;
		await dialog.dismiss();
	});
	await page.goto('/table');
	await page.getByRole('button', { name: 'Start the game' }).waitFor();
	const log = {
		format: 'stay-away-table-log',
		version: 1,
		setup: {
			seats: 4,
			dealer: 0,
			names: ['<svg onload=alert(1)>', '<script>alert(2)</script>', 'Cy', 'Di'],
			options: {}
		},
		actions: [{ type: 'endTurn' }]
	};
	// The rulebook defaults, as the app writes them (options.ts defaultRuleOptions).
	const defaults = {
		version: 1,
		print: {
			infected11Corner: 6,
			quarantine: 'two-rounds',
			missed: 'not-infected',
			oneTwoQuarantine: 'either'
		},
		advanced: {
			thingInDeck: false,
			infectedCount: null,
			flamethrowerAnalysisInDeck: false,
			neighboursOnly: false,
			customDeck: null,
			vengeance: false
		},
		table: {
			nextAfterSwap: 'next-from-new-seat',
			doorNextToEliminated: 'discard',
			quarantineExchange: 'face-up',
			superinfection: true,
			declareAnyTime: true
		}
	};
	log.setup.options = defaults;
	await page.getByTestId('import-file').setInputFiles({
		name: 'evil.json',
		mimeType: 'application/json',
		buffer: Buffer.from(JSON.stringify(log))
	});
	await expect(page.getByTestId('circle-text')).toContainText('<svg onload=alert(1)>');
	await expect(await showLog(page)).toContainText('<script>alert(2)</script>');
	expect(await page.locator('main svg[onload]').count()).toBe(0);
	expect(dialogs).toBe(0);
});
