import AxeBuilder from '@axe-core/playwright';
import { expect, test, waitForAnimations, type Locator, type Page } from './fixtures';
import { waitForServiceWorker } from './service-worker';

/** Type into a search box (the page is hydrated: `goto` waits for it) and wait for results. */
async function searchFor(
	page: Page,
	box: Locator,
	text: string,
	scope: Locator = page.locator('body')
) {
	await box.fill(text);
	await expect(scope.getByRole('listbox').getByRole('option').first()).toBeVisible();
}

test.describe('cards and rules reference', () => {
	test('the home page search finds a misspelt card and opens its page', async ({ page }) => {
		await page.goto('/');
		const main = page.getByRole('main');
		const box = main.getByRole('combobox', { name: 'Find a card or a ruling' });
		await searchFor(page, box, 'flamethrowr', main);

		const first = main.getByRole('listbox').getByRole('option').first();
		await expect(first).toContainText('Flamethrower');
		await first.click();

		await expect(page).toHaveURL(/\/cards\/flamethrower$/);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flamethrower');
		await expect(page.getByRole('heading', { name: 'Names in print' })).toBeVisible();
		await expect(page.getByRole('cell', { name: 'Flammenwerfer' })).toBeVisible();
		// The copies-in-play chart covers every player count.
		await expect(page.getByTestId('players-chart')).toHaveAttribute(
			'aria-label',
			/4 players: 2.*12 players: 5/
		);
		// Its rulings are questions; one opens in place, in digest form: its sources on one line
		// and a link to the full entry.
		const ruling = page.getByTestId('ruling').first();
		await expect(ruling.locator('.sources-line')).toHaveCount(0);
		await ruling.getByRole('heading').click();
		await expect(ruling.locator('.sources-line')).toContainText(
			/^Sources: .*(rulebook|card|reference)/i
		);
		await expect(ruling.getByRole('link', { name: 'Open in the rules' })).toHaveAttribute(
			'href',
			/^\/en\/rules\/[a-z-]+#[a-z-]+$/
		);
	});

	test('a ruling opens by its link while offline', async ({ page, context }) => {
		await page.goto('/');
		await waitForServiceWorker(page);
		await context.setOffline(true);

		await page.goto('/rules/defense#defense-not-on-own-exchange');
		const ruling = page.locator('#defense-not-on-own-exchange');
		await expect(ruling).toBeVisible();
		await expect(ruling).toBeInViewport();
		await expect(ruling.getByRole('heading')).toContainText('Can I refuse my own exchange?');
		await expect(ruling).toContainText('Rulebook');
	});

	test('the cards list filters by player count and type', async ({ page }) => {
		await page.goto('/cards');
		const list = page.getByTestId('card-list');
		const count = page.getByTestId('shown-count');
		await expect(list.getByRole('link')).toHaveCount(31);

		// 4 players: only cards with a copy numbered 4 (or The Thing) are in the deck.
		await page.getByTestId('players-filter').selectOption('4');
		await expect(count).toHaveText('20 cards shown');
		await expect(list.getByRole('link', { name: /^Flamethrower/ })).toBeVisible();
		await expect(list.getByRole('link', { name: /^Flamethrower/ })).toContainText(
			'2 copies with 4 players'
		);
		await expect(list.getByRole('link', { name: /^Analysis/ })).toHaveCount(0);
		await expect(list.getByRole('link', { name: /^Revelations/ })).toHaveCount(0);

		// 8 players: Revelations (numbered 8) joins, Ooops! (numbered 10) does not.
		await page.getByTestId('players-filter').selectOption('8');
		await expect(list.getByRole('link', { name: /^Revelations/ })).toBeVisible();
		await expect(list.getByRole('link', { name: /^Ooops!/ })).toHaveCount(0);

		await page.getByTestId('players-filter').selectOption('');
		await expect(count).toHaveText('31 cards shown');

		// Each type is one pill: its label draws no frame of its own around the pill.
		const defense = page.getByRole('radio', { name: 'Defense' });
		const frame = await defense.evaluate((input) => {
			const label = input.closest('label') as HTMLElement;
			return getComputedStyle(label).borderTopStyle;
		});
		expect(frame).toBe('none');
		await defense.check();
		await expect(count).toHaveText('5 cards shown');
		await list.getByRole('link', { name: /^Missed!/ }).click();
		await expect(page).toHaveURL(/\/cards\/missed$/);
	});

	test('the search box works with the keyboard alone', async ({ page }) => {
		await page.goto('/rules');
		const box = page.getByRole('banner').getByRole('combobox', { name: 'Search cards and rules' });
		const listbox = page.getByRole('banner').getByRole('listbox');
		await searchFor(page, box, 'verfehlt', page.getByRole('banner'));

		await expect(box).toHaveAttribute('aria-expanded', 'true');
		await expect(listbox).toBeVisible();

		// Arrows move the highlight; the input keeps focus and points at the active option.
		await box.press('ArrowDown');
		const first = listbox.getByRole('option').first();
		await expect(first).toHaveAttribute('aria-selected', 'true');
		await expect(box).toHaveAttribute(
			'aria-activedescendant',
			(await first.getAttribute('id')) ?? ''
		);
		await expect(first).toContainText('Missed!');
		await expect(first).toContainText('Verfehlt!');
		await box.press('ArrowDown');
		await expect(listbox.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
		await box.press('ArrowUp');
		await expect(first).toHaveAttribute('aria-selected', 'true');
		await expect(box).toBeFocused();

		// Escape closes the list, a second Escape clears the field.
		await box.press('Escape');
		await expect(box).toHaveAttribute('aria-expanded', 'false');
		await expect(listbox).toBeHidden();
		await box.press('Escape');
		await expect(box).toHaveValue('');

		// Enter opens the highlighted result: a card…
		await box.pressSequentially('verfehlt');
		await expect(first).toBeVisible();
		await box.press('ArrowDown');
		await box.press('Enter');
		await expect(page).toHaveURL(/\/cards\/missed$/);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Missed!');

		// …or a ruling, on its topic page at its anchor.
		await box.focus();
		await box.pressSequentially('how long does quarantine last');
		await expect(listbox.getByRole('option').first()).toContainText(
			'How long does Quarantine last'
		);
		await box.press('ArrowDown');
		await box.press('Enter');
		await expect(page).toHaveURL(/\/rules\/obstacles#quarantine-duration$/);
		await expect(page.locator('#quarantine-duration')).toBeInViewport();
	});

	// One page per test: a scan of a long page takes seconds, many more on a busy machine.
	const violations = async (page: Page) =>
		(await new AxeBuilder({ page }).analyze()).violations.map(
			(v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`
		);
	for (const path of [
		'/cards',
		'/cards/missed',
		'/cards/the-thing',
		'/rules',
		'/rules/obstacles',
		'/sources'
	]) {
		test(`${path} has no axe violations`, async ({ page }) => {
			await page.goto(path);
			await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
			await waitForAnimations(page);
			expect(await violations(page)).toEqual([]);
		});
	}
	test('a deck answer and "nothing fits" in the search list have no axe violations', async ({
		page
	}) => {
		await page.goto('/');
		const main = page.getByRole('main');
		const box = main.getByRole('combobox', { name: 'Find a card or a ruling' });
		await searchFor(page, box, 'how many panic cards with 6 players', main);
		await expect(main.getByRole('option').first()).toHaveAttribute('data-kind', 'deck');
		expect(await violations(page)).toEqual([]);
		await box.fill('best pizza recipe for tonight');
		await expect(main.getByTestId('nothing-fits')).toBeVisible();
		await expect(main.getByRole('option').first()).toHaveAttribute('data-kind', 'topic');
		expect(await violations(page)).toEqual([]);
	});
	test('the open search list has no axe violations', async ({ page }) => {
		await page.goto('/');
		const main = page.getByRole('main');
		await searchFor(
			page,
			main.getByRole('combobox', { name: 'Find a card or a ruling' }),
			'quarantine',
			main
		);
		await main.getByRole('combobox').press('ArrowDown');
		await expect(main.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
		expect(await violations(page)).toEqual([]);
	});
});

test.describe('the search box before its code is there', () => {
	/** Holds every request matching `pattern` until `release()` is called. */
	async function hold(page: Page, pattern: RegExp): Promise<() => void> {
		let release!: () => void;
		const held = new Promise<void>((resolve) => (release = resolve));
		await page.route(pattern, async (route) => {
			await held;
			await route.continue();
		});
		return release;
	}

	test('a question typed before the page’s scripts ran is searched once they run', async ({
		page
	}) => {
		const release = await hold(page, /\/_app\/immutable\/entry\/app\.[^/]+\.js$/);
		await page.goto('/en/rules', { waitUntil: 'commit' });
		const box = page.getByRole('combobox', { name: 'Search cards and rules' });
		await box.click();
		await box.pressSequentially('quarantine exchange');
		release();
		await expect(page.getByRole('search').getByRole('option').first()).toBeVisible();
		await expect(box).toHaveValue('quarantine exchange');
	});

	test('while the popup loads it says so, and Enter opens the first result when it comes', async ({
		page
	}) => {
		await page.goto('/en/rules');
		// The popup's stylesheet, which its module waits for (the module's own name is a hash).
		const release = await hold(page, /\/SearchPopup\.[^/]+\.css$/);
		const box = page.getByRole('combobox', { name: 'Search cards and rules' });
		await box.fill('flamethrower');
		await expect(page.getByRole('search').getByRole('status')).toHaveText('Loading the search…');
		await box.press('Enter');
		release();
		await expect(page).toHaveURL(/\/en\/(cards|rules)\//);
		await expect(box).toHaveValue('');
	});
});
