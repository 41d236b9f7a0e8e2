/**
 * One value, one home: what is set in one place is the value everywhere, after a reload too; and a
 * language switch reaches every word of the reference pages without a reload.
 */
import { expect, storedSetting, test, type Page } from './fixtures';

test('the player count chosen on the table start panel is the one /setup shows, after a reload', async ({
	page
}) => {
	await page.goto('/table');
	await page.getByRole('radio', { name: '9', exact: true }).check();
	// Once IndexedDB has committed the write (on a fresh device it creates the database first).
	await expect.poll(() => storedSetting(page, 'setup')).toMatchObject({ players: 9 });
	await page.reload();
	await expect(page.getByRole('radio', { name: '9', exact: true })).toBeChecked();
	await page.goto('/setup');
	await expect(page.getByRole('radio', { name: '9', exact: true })).toBeChecked();
	// And back: /setup's choice is the start panel's.
	await page.getByRole('radio', { name: '11', exact: true }).check();
	await expect.poll(() => storedSetting(page, 'setup')).toMatchObject({ players: 11 });
	await page.goto('/table');
	await expect(page.getByRole('radio', { name: '11', exact: true })).toBeChecked();
});

/** The words of the page's main part, one string per text node, without numbers-only nodes. */
async function words(page: Page): Promise<string[]> {
	return page.locator('main').evaluate((main) => {
		const out: string[] = [];
		const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
		for (let n = walker.nextNode(); n; n = walker.nextNode()) {
			const el = n.parentElement;
			if (!el || el.closest('[aria-hidden="true"], script, style')) continue;
			// Words marked as another language on purpose (a card's name in each edition), or as
			// names that are never translated (the names players use for a card).
			if (el.closest('main [lang], [translate="no"]')) continue;
			const t = n.textContent?.replace(/\s+/g, ' ').trim() ?? '';
			if (/[a-z]{3}/i.test(t)) out.push(t);
		}
		return out;
	});
}

for (const path of ['/cards', '/cards/quarantine', '/rules', '/rules/obstacles', '/sources']) {
	test(`${path}: switching the language leaves no English words behind`, async ({ page }) => {
		await page.addInitScript(() => {
			if (!sessionStorage.getItem('switched')) localStorage.setItem('stay-away:lang', 'en');
			sessionStorage.setItem('switched', '1');
		});
		await page.goto(path);
		await expect(page.locator('html')).toHaveAttribute('lang', 'en');
		// Open every collapsed part, so the words inside are compared too.
		await page
			.locator('main details:not([open]) > summary')
			.evaluateAll((s) => s.forEach((x) => (x as HTMLElement).click()));
		const english = new Set(await words(page));
		expect(english.size).toBeGreaterThan(5);
		await page.getByTestId('language').selectOption('uk');
		await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
		// Ukrainian text has arrived once the page's heading is no longer in English.
		const heading = page.getByRole('heading', { level: 1 });
		await expect(heading).toHaveText(/[а-яіїєґ]/i);
		// Latin-letter strings that were on the English page and are still there: not translated.
		// Names of editions and sources that are the same in every language (a rulebook's own
		// title, "EN", page numbers) have no Latin word of four letters or more outside quotes.
		const left = (await words(page)).filter(
			(t) => english.has(t) && /[a-z]{4}/i.test(t.replace(/«[^»]*»|"[^"]*"|“[^”]*”/g, ''))
		);
		expect(left).toEqual([]);
	});
}
