/**
 * Island of Fear, the second game: its setup offline in Russian and English, its cards found from
 * the search, its shared links, and Stay Away!'s addresses unchanged beside it.
 */
import { expect, localeText, test, type Page } from './fixtures';
import { waitForServiceWorker } from './service-worker';

/** The Russian names as printed on the character cards (docs/sources.md#island-characters). */
const PRINTED = { 1: 'Дух Острова', 9: 'Жора Магадан', 25: 'Степан Щека' } as const;

/** Open a fold of the setup page (drawn when opened) and return it. */
async function openFold(page: Page, testid: string) {
	const fold = page.getByTestId(testid);
	if (!(await fold.evaluate((details: HTMLDetailsElement) => details.open)))
		await fold.locator('summary').click();
	return fold;
}

/** Choose the player count on the setup page and wait for the character list to follow. */
async function choosePlayers(page: Page, n: number) {
	await page.getByRole('radio', { name: String(n), exact: true }).check();
	await expect(page.getByTestId('island-characters').locator('tbody tr[data-number]')).toHaveCount(
		n
	);
	await expect(page).toHaveURL(new RegExp(`[?&]p=${n}(&|$)`));
}

for (const lng of ['ru', 'en'] as const) {
	test(`sets up 9 and 25 players offline in ${lng}, with both supplements`, async ({
		page,
		context
	}) => {
		await page.goto(`/${lng}/island-of-fear/setup`);
		await waitForServiceWorker(page);
		await context.setOffline(true);
		await page.reload();
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(
			localeText(lng, 'island', 'setup.title')
		);

		await choosePlayers(page, 9);
		const rows = page.getByTestId('island-characters').locator('tbody tr[data-number]');
		await expect(rows.first()).toContainText(PRINTED[1]);
		await expect(rows.last()).toContainText(PRINTED[9]);
		await expect(page.getByTestId('island-headline')).toContainText('9');
		// Latin spellings outside Russian, marked as unofficial.
		if (lng === 'en') await expect(rows.last()).toContainText('Zhora Magadan');
		else await expect(rows.last()).not.toContainText('Zhora Magadan');

		await choosePlayers(page, 25);
		await expect(rows.last()).toContainText(PRINTED[25]);
		await page.getByTestId('island-items').check();
		await page.getByTestId('island-events').check();
		// The decks are folded, their totals in the fold's line.
		await expect(page.getByTestId('fold-island-items').locator('summary')).toContainText('26');
		await expect(page.getByTestId('fold-island-events').locator('summary')).toContainText('20');
		await openFold(page, 'fold-island-items');
		await openFold(page, 'fold-island-events');
		const items = page.getByTestId('island-items-deck');
		await expect(items.locator('tr[data-item]')).toHaveCount(15);
		await expect(items.locator('tr[data-item="totem-of-power"] td')).toHaveText('1');
		await expect(items.locator('tr[data-item="trap"] td')).toHaveText('2');
		const events = page.getByTestId('island-events-deck');
		await expect(events.locator('tr[data-event]')).toHaveCount(17);
		// 25 players draw 25 of the 26 items: one stays in the pile.
		await openFold(page, 'fold-island-dealing');
		const checklist = page.getByTestId('island-checklist');
		await expect(checklist.locator('[data-step="drawItems"]')).toHaveCount(1);
		await expect(checklist.locator('[data-step="shuffleEvents"]')).toHaveCount(1);

		// The address holds the setup: a reload, offline, shows the same.
		await expect(page).toHaveURL(/p=25&i=1&e=1$/);
		await page.reload();
		await expect(page.getByRole('radio', { name: '25', exact: true })).toBeChecked();
		await expect(rows).toHaveCount(25);
		await expect(page.getByTestId('fold-island-items')).toBeVisible();
		// The share link is the address without a language.
		await expect(page.getByTestId('share-url')).toHaveValue(
			/\/island-of-fear\/setup\?p=25&i=1&e=1$/
		);
		// Ticks in the checklist count, and keep the checklist open after a reload.
		await openFold(page, 'fold-island-dealing');
		await checklist.locator('[data-step="seat"]').check();
		await expect(page.getByTestId('island-progress')).toHaveText(/^\D*1\D+9\D*$/);
		await page.reload();
		await expect(checklist.locator('[data-step="seat"]')).toBeChecked();
	});
}

test('a custom set says what is wrong, with the balance warning', async ({ page }) => {
	await page.goto('/en/island-of-fear/setup?p=6');
	await page.getByTestId('island-custom').check();
	await expect(page.getByTestId('balance-warning')).toBeVisible();
	const set = page.getByTestId('island-custom-set');
	await set.locator('input[data-number="1"]').uncheck();
	await expect(page.getByTestId('island-error')).toHaveText(
		localeText('en', 'island', 'setup.error.no-host')
	);
	await set.locator('input[data-number="1"]').check();
	await set.locator('input[data-number="12"]').check();
	await expect(page.getByTestId('island-error')).toContainText(
		'7 cards for 5 players and the Host'
	);
	await set.locator('input[data-number="6"]').uncheck();
	await expect(page.getByTestId('island-error')).toHaveCount(0);
	await expect(page.getByTestId('island-characters').locator('tbody tr[data-number]')).toHaveCount(
		6
	);
	await expect(page).toHaveURL(/c=1\.2\.3\.4\.5\.12/);
});

test('a malformed shared link says so and keeps the last setup', async ({ page }) => {
	await page.goto('/en/island-of-fear/setup?p=7&i=1');
	await expect(page).toHaveURL(/p=7/);
	await expect(page.getByTestId('island-bad-link')).toHaveCount(0);
	await page.goto('/en/island-of-fear/setup?p=99&c=1.x');
	await expect(page.getByTestId('island-bad-link')).toHaveText(
		new RegExp(localeText('en', 'island', 'setup.badLink'))
	);
	// The remembered setup (7 players, Items) is kept, and the address shows it again.
	await expect(page.getByTestId('island-headline')).toContainText('7');
	await expect(page).toHaveURL(/p=7&i=1$/);
	await page.getByTestId('island-bad-link').getByRole('button').click();
	await expect(page.getByTestId('island-bad-link')).toHaveCount(0);
});

test('an item page opens from the search, in English and in Russian', async ({ page }) => {
	await page.goto('/en/island-of-fear');
	const main = page.getByRole('main');
	const box = main.getByRole('combobox');
	await box.fill('black glases');
	const first = main.getByRole('listbox').getByRole('option').first();
	await expect(first).toContainText('Black Glasses');
	await expect(first).toContainText('Island of Fear');
	await box.press('Enter');
	await expect(page).toHaveURL(/\/en\/island-of-fear\/cards\/black-glasses$/);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Black Glasses');
	await expect(page.getByRole('main')).toContainText(localeText('en', 'island', 'items.useful'));

	await page.goto('/ru/island-of-fear');
	const ru = page.getByRole('main').getByRole('combobox');
	await ru.fill('капкан');
	const hit = page.getByRole('main').getByRole('listbox').getByRole('option').first();
	await expect(hit).toContainText(localeText('ru', 'island', 'items.trap'));
	await hit.click();
	await expect(page).toHaveURL(/\/ru\/island-of-fear\/cards\/trap$/);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(
		localeText('ru', 'island', 'items.trap')
	);
});

test('the search prefers the game you are in, and says which game each result is from', async ({
	page
}) => {
	// On Stay Away!'s home, a Stay Away! card comes first; Island of Fear answers its own names.
	await page.goto('/en');
	const main = page.getByRole('main');
	await main.getByRole('combobox').fill('werewolves');
	const option = main.getByRole('listbox').getByRole('option').first();
	await expect(option).toContainText('Werewolves');
	await expect(option).toContainText('Island of Fear');
	await main.getByRole('combobox').fill('quarantine');
	await expect(main.getByRole('listbox').getByRole('option').first()).toContainText('Stay Away!');

	// On Island of Fear's pages its rulings come first.
	await page.goto('/en/island-of-fear/rules');
	const box = page.getByRole('banner').locator('input[type="search"]');
	await box.fill('when do the werewolves win');
	const first = page.getByRole('banner').getByRole('listbox').getByRole('option').first();
	await expect(first).toContainText('Island of Fear');
	await first.click();
	await expect(page).toHaveURL(/\/en\/island-of-fear\/rules\/victory#werewolves-win$/);
	await expect(page.locator('#werewolves-win')).toBeInViewport();
});

test.describe('addresses without a language', () => {
	test.use({ locale: 'ru-RU' });

	test('a shared Island of Fear setup opens in the reader’s language, offline too', async ({
		page,
		context
	}) => {
		await page.goto('/island-of-fear/setup?p=11&i=1&e=1');
		await expect(page).toHaveURL(/\/ru\/island-of-fear\/setup\?p=11&i=1&e=1$/);
		await expect(page.getByRole('radio', { name: '11', exact: true })).toBeChecked();
		await waitForServiceWorker(page);
		await context.setOffline(true);
		await page.goto('/island-of-fear/cards/bomb');
		await expect(page).toHaveURL(/\/ru\/island-of-fear\/cards\/bomb$/);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(
			localeText('ru', 'island', 'items.bomb')
		);
	});

	test('every Stay Away! address still opens the same page', async ({ page }) => {
		const pages: [string, string, string][] = [
			['/setup', 'setup', 'setup.title'],
			['/cards/missed', 'cards', 'missed.name'],
			['/rules', 'reference', 'rules.title'],
			['/', 'ui', 'home.title']
		];
		for (const [address, ns, key] of pages) {
			await page.goto(address);
			await expect(page).toHaveURL(new RegExp(`/ru${address === '/' ? '' : address}$`));
			await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(
				localeText('ru', ns, key)
			);
		}
		await page.goto('/setup?p=9&q=3t');
		await expect(page.getByRole('radio', { name: '9' })).toBeChecked();
		await expect(page.getByTestId('remove-headline')).toContainText('10');
	});
});

test('the home page offers both games', async ({ page }) => {
	await page.goto('/en');
	// Near the top (on a phone's first screen), and as a card with its description further down.
	const links = page.getByRole('main').getByRole('link', { name: /Island of Fear/ });
	await expect(links).toHaveCount(2);
	await expect(links.first()).toBeInViewport();
	await links.first().click();
	await expect(page).toHaveURL(/\/en\/island-of-fear$/);
	await expect(page.getByRole('heading', { level: 1 })).toContainText('Island of Fear');
	await page.getByRole('link', { name: localeText('en', 'island', 'home.setupCta') }).click();
	await expect(page).toHaveURL(/\/en\/island-of-fear\/setup/);
});
