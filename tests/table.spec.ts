import AxeBuilder from '@axe-core/playwright';
import { expect, test, waitForAnimations, type Page, showLog } from './fixtures';
import { waitForServiceWorker } from './service-worker';

const NAMES = ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus'];

async function startGame(page: Page, names = NAMES) {
	await page.goto('/table');
	await page.getByRole('radio', { name: String(names.length) }).check();
	for (let i = 0; i < names.length; i++) await page.getByTestId(`name-${i}`).fill(names[i]!);
	await page.getByRole('button', { name: 'Start the game' }).click();
	await expect(page.getByTestId('seat-circle')).toBeVisible();
}

const active = (page: Page) => page.getByTestId('active-player');

async function endTurn(page: Page, next: string) {
	await page.getByTestId('end-turn').click();
	await expect(active(page)).toHaveText(`${next}'s turn`);
}

async function playCard(page: Page, card: string, target?: string) {
	await page.getByTestId('card-played').click();
	const sheet = page.getByTestId('action-sheet');
	await sheet.locator(`[data-card="${card}"]`).click();
	if (target !== undefined) await sheet.locator(`[data-target="${target}"]`).click();
}

/** The circle's text equivalent: what a screen reader hears, and a full picture of the table. */
const circleText = (page: Page) => page.getByTestId('circle-text').textContent();

test('a scripted 7-player game through the UI, surviving reloads and going offline', async ({
	page,
	context
}) => {
	await startGame(page);
	// Ann deals, so Bo (seat 2) starts, clockwise.
	await expect(active(page)).toHaveText("Bo's turn");
	await expect(page.getByTestId('player-1')).toHaveAttribute('data-active', 'true');
	await expect(page.getByTestId('seat-circle')).toHaveAttribute('data-direction', 'clockwise');

	// Two turns.
	await endTurn(page, 'Cy');
	await endTurn(page, 'Di');

	// Watch Your Back: the arrow turns round and play goes back to Cy.
	// A card with no target is recorded as soon as it is chosen.
	await playCard(page, 'watch-your-back');
	await expect(page.getByTestId('table-message')).toHaveText(
		'Recorded: Di plays Watch Your Back · Play now goes counterclockwise'
	);
	await expect(page.getByTestId('seat-circle')).toHaveAttribute(
		'data-direction',
		'counterclockwise'
	);
	await expect(page.getByTestId('circle-text')).toContainText('Play goes counterclockwise');
	await endTurn(page, 'Cy');

	// A Barred Door between Bo (seat 2) and Cy (seat 3): edge 1. Cy's exchange with Bo is blocked.
	await playCard(page, 'barred-door', 'edge-1');
	await expect(page.getByTestId('door-1')).toBeVisible();
	// The referee's answers are one tap away.
	await page.getByTestId('referee-toggle').locator('summary').click();
	await expect(page.getByTestId('referee-exchange')).toHaveAttribute('data-status', 'blocked');
	await expect(page.getByTestId('referee-exchange')).toContainText(
		'A Barred Door lies between them.'
	);
	await endTurn(page, 'Bo');
	// The log says what stood in the way, not just that something did.
	await expect((await showLog(page)).getByRole('listitem').first()).toContainText(
		'No exchange: a Barred Door lies between Cy and Bo'
	);

	// Quarantine on Ann: two of her own turns (revised print).
	await playCard(page, 'quarantine', '0');
	await expect(page.getByTestId('quarantine-0')).toHaveText('2');
	await expect(page.getByTestId('referee-exchange')).toHaveAttribute('data-status', 'face-up');
	await endTurn(page, 'Ann');
	await endTurn(page, 'Gus');
	await expect(page.getByTestId('quarantine-0')).toHaveText('1');

	// Reload mid-game, then close and reopen the page: the table is identical.
	const before = await circleText(page);
	await page.reload();
	await expect(active(page)).toHaveText("Gus's turn");
	expect(await circleText(page)).toBe(before);
	await waitForServiceWorker(page);
	await page.close();
	page = await context.newPage();
	await page.goto('/table');
	await expect(active(page)).toHaveText("Gus's turn");
	expect(await circleText(page)).toBe(before);

	// Offline from here on.
	await context.setOffline(true);
	await page.reload();
	await expect(active(page)).toHaveText("Gus's turn");

	for (const next of ['Flo', 'Ed', 'Di', 'Cy', 'Bo', 'Ann']) {
		await endTurn(page, next);
		await expect(page.getByTestId('quarantine-0')).toHaveText('1');
	}
	// The end of Ann's second own turn: the Quarantine expires.
	await endTurn(page, 'Gus');
	await expect(page.getByTestId('quarantine-0')).toHaveCount(0);
	await expect(await showLog(page)).toContainText("Ann's Quarantine is over");

	// Change Places! from Gus (seat 7): Di is not next to him, Ann is.
	await page.getByTestId('card-played').click();
	const sheet = page.getByTestId('action-sheet');
	await sheet.locator('[data-card="change-places"]').click();
	await expect(sheet.locator('[data-target="3"]')).toHaveCount(0);
	// Only the real options are listed; the others, with why not, on request.
	await sheet.getByTestId('show-illegal').click();
	const diRow = sheet.getByRole('listitem').filter({ hasText: 'Di' });
	await expect(diRow.getByRole('button', { name: 'Di' })).toBeDisabled();
	await diRow.getByRole('button', { name: 'Why not?' }).click();
	await expect(diRow.getByTestId('why-not')).toHaveText('Di does not sit next to you.');
	// The refusal names the ruling it rests on.
	await expect(diRow.getByTestId('ruling-link')).toHaveAttribute(
		'href',
		/\/rules\/turn#turn-adjacent-only$/
	);
	await sheet.locator('[data-target="0"]').click();
	await sheet.getByRole('button', { name: 'No', exact: true }).click();
	// Gus and Ann trade seats; the door stays on its edge between seats 2 and 3.
	await expect(page.getByTestId('player-6')).toHaveAttribute('data-seat', '0');
	await expect(page.getByTestId('player-0')).toHaveAttribute('data-seat', '6');
	await expect(page.getByTestId('door-1')).toBeVisible();
	await expect(page.getByTestId('circle-text')).toContainText(
		'Seat 2: Bo, Barred Door between them and Cy'
	);
	await expect(page.getByTestId('circle-text')).toContainText(
		'Seat 3: Cy, Barred Door between them and Bo'
	);

	// Gus, now in seat 1, ends his turn: counterclockwise from there is Ann (seat 7).
	await endTurn(page, 'Ann');
	// Ann burns Flo (seat 6, her neighbour).
	await playCard(page, 'flamethrower', '5');
	await page.getByTestId('action-sheet').getByRole('button', { name: 'No', exact: true }).click();
	// Flo's cards are revealed: the sheet asks whether Flo was The Thing. Not this time.
	await expect(page.getByTestId('action-sheet').getByRole('heading')).toHaveText(
		'Flo is out. Was Flo The Thing?'
	);
	await page.getByTestId('not-the-thing').click();
	await expect(page.getByTestId('circle-text')).toContainText('Seat 6: Flo, out of the game');
	await expect(page.locator('[data-seat="5"].seat.closed')).toHaveCount(1);

	// Undo the burn: Flo is back.
	await page.getByTestId('undo').click();
	await expect(page.getByTestId('circle-text')).not.toContainText('Flo, out of the game');
	await expect(page.locator('.seat.closed')).toHaveCount(0);
	await expect(active(page)).toHaveText("Ann's turn");
	await page.getByTestId('redo').click();
	await expect(page.getByTestId('circle-text')).toContainText('Seat 6: Flo, out of the game');
});

test('a saved game without names says its player count once', async ({ page }) => {
	await startGame(page, ['', '', '', '']);
	await page.getByTestId('end-turn').click();
	await page.getByTestId('close-game').click();
	const saved = page.getByTestId('saved-games').getByRole('listitem');
	await expect(saved).toHaveCount(1);
	await expect(saved.locator('strong')).toHaveText('4 players');
	await expect(saved).toContainText('1 action ·');
	expect((await saved.innerText()).match(/4 players/g)).toHaveLength(1);
});

test('import refuses a malformed file and a newer log, and leaves saved games alone', async ({
	page
}) => {
	await startGame(page, ['Ann', 'Bo', 'Cy', 'Di']);
	await page.getByTestId('end-turn').click();
	await page.getByTestId('close-game').click();
	const saved = page.getByTestId('saved-games').getByRole('listitem');
	await expect(saved).toHaveCount(1);

	await page.getByTestId('import-file').setInputFiles({
		name: 'broken.json',
		mimeType: 'application/json',
		buffer: Buffer.from('{"format": "stay-away-table-log", ')
	});
	await expect(page.getByTestId('import-message')).toContainText(
		'nothing was changed: it is not a JSON file'
	);

	const newer = { format: 'stay-away-table-log', version: 7, setup: {}, actions: [] };
	await page.getByTestId('import-file').setInputFiles({
		name: 'newer.json',
		mimeType: 'application/json',
		buffer: Buffer.from(JSON.stringify(newer))
	});
	await expect(page.getByTestId('import-message')).toContainText(
		'saved by a newer version of the app'
	);

	const hostile = {
		format: 'stay-away-table-log',
		version: 1,
		setup: { seats: 4, dealer: 0, options: {} },
		actions: []
	};
	await page.getByTestId('import-file').setInputFiles({
		name: 'hostile.json',
		mimeType: 'application/json',
		buffer: Buffer.from(JSON.stringify(hostile))
	});
	await expect(page.getByTestId('import-message')).toContainText(
		'damaged: the field setup.options.version is missing'
	);

	await page.reload();
	await expect(page.getByTestId('saved-games').getByRole('listitem')).toHaveCount(1);
	await expect(page.getByTestId('saved-games')).toContainText('Ann, Bo, Cy, Di');
});

test('export then import gives the same game', async ({ page }) => {
	await startGame(page, ['Ann', 'Bo', 'Cy', 'Di', 'Ed']);
	await endTurn(page, 'Cy');
	await endTurn(page, 'Di');
	const text = await page.getByTestId('circle-text').textContent();
	const download = page.waitForEvent('download');
	await page.getByTestId('export').click();
	const file = await (await download).path();
	await page.getByTestId('close-game').click();
	await page.getByTestId('import-file').setInputFiles(file);
	await expect(page.getByTestId('import-message')).toHaveCount(0);
	await expect(page.getByTestId('circle-text')).toHaveText(text!);
});

test('mid-game /table has no axe violations, and works from the keyboard', async ({ page }) => {
	await startGame(page);
	await page.getByTestId('end-turn').click();
	await playCard(page, 'barred-door', 'edge-2');
	await playCard(page, 'quarantine');
	await page.keyboard.press('Escape');
	await expect(page.getByTestId('action-sheet')).toHaveCount(0);
	await waitForAnimations(page);
	const results = await new AxeBuilder({ page }).analyze();
	expect(
		results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)
	).toEqual([]);

	// Keyboard only: End turn, then a card played through the sheet.
	await page.getByTestId('end-turn').focus();
	await page.keyboard.press('Enter');
	await expect(active(page)).toHaveText("Di's turn");
	// Right after a recording the controls rest for a moment (a double tap does nothing); a key
	// press, unlike a click, does not wait for them.
	await expect(page.getByTestId('card-played')).toBeEnabled();
	await page.getByTestId('card-played').focus();
	await page.keyboard.press('Enter');
	const sheet = page.getByTestId('action-sheet');
	await expect(sheet).toBeVisible();
	await sheet.locator('[data-card="flamethrower"]').focus();
	await page.keyboard.press('Enter');
	// The next question takes the focus; the first legal target follows it.
	await expect(sheet.getByRole('heading', { level: 2 })).toBeFocused();
	await page.keyboard.press('Tab');
	await expect(sheet.locator('[data-target="4"]')).toBeFocused();
	await page.keyboard.press('Escape');
	await expect(page.getByTestId('card-played')).toBeEnabled();
	await page.getByTestId('card-played').focus();
	await page.keyboard.press('Enter');
	await sheet.locator('[data-card="watch-your-back"]').focus();
	await page.keyboard.press('Enter');
	await expect(page.getByTestId('seat-circle')).toHaveAttribute(
		'data-direction',
		'counterclockwise'
	);
});
