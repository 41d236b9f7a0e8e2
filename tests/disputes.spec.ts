import { expect, localeText, storedSetting, test, type Page } from './fixtures';
import { waitForServiceWorker } from './service-worker';

/** Type a question into the home page's search box and wait for its answers. */
async function ask(page: Page, label: string | RegExp, question: string) {
	const box = page.getByRole('combobox', { name: label });
	await box.fill(question);
	const list = page.getByRole('listbox', { name: label });
	await expect(list.getByRole('option').first()).toBeVisible();
	return list.getByRole('option');
}

test.describe('every dispute settled', () => {
	test.describe('in German', () => {
		test.use({ locale: 'de-DE' });

		test('a synonym ("verweigern") reaches the exchange-refusal ruling', async ({ page }) => {
			await page.goto('/');
			const options = await ask(
				page,
				localeText('de', 'ui', 'search.heroLabel'),
				'kann ich einen Tausch verweigern'
			);
			// The ruling's own German question says "ablehnen"; "verweigern" finds it all the same.
			const index = await options.evaluateAll((els) =>
				els.findIndex((e) => e.getAttribute('href')?.endsWith('#exchange-cannot-refuse'))
			);
			expect(index).toBeGreaterThanOrEqual(0);
			expect(index).toBeLessThan(3);
			await expect(options.nth(index)).toContainText(
				localeText('de', 'rules', 'rulings.exchange-cannot-refuse.q')
			);
			await options.nth(index).click();
			await expect(page).toHaveURL(/\/rules\/exchange#exchange-cannot-refuse$/);
			await expect(page.locator('#exchange-cannot-refuse')).toBeInViewport();
		});
	});

	test.describe('in Ukrainian', () => {
		test.use({ locale: 'uk-UA' });

		test('a question with a card name in it opens that card', async ({ page }) => {
			await page.goto('/');
			const options = await ask(
				page,
				localeText('uk', 'ui', 'search.heroLabel'),
				'що робить Двері на замку'
			);
			const index = await options.evaluateAll((els) =>
				els.findIndex(
					(e) => e.getAttribute('data-kind') === 'card' && e.textContent?.includes('Забиті двері')
				)
			);
			expect(index).toBeGreaterThanOrEqual(0);
			expect(index).toBeLessThan(3);
			await options.nth(index).click();
			await expect(page).toHaveURL(/\/cards\/barred-door$/);
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Забиті двері/);
		});
	});

	test('a deck question answers with the count for that player count, and opens that setup', async ({
		page
	}) => {
		await page.goto('/');
		const options = await ask(
			page,
			'Find a card or a ruling',
			'how many panic cards with 7 players'
		);
		const first = options.first();
		await expect(first).toHaveAttribute('data-kind', 'deck');
		await expect(first).toContainText('Panic! cards with 7 players: 10');
		await options.first().click();
		await expect(page).toHaveURL(/\/setup\?(.*&)?p=7/);
		await expect(page.getByRole('radio', { name: '7' })).toBeChecked();
		await expect(page.getByTestId('deck-total')).toContainText('63 cards in play');

		// Another count, another answer: the deck is computed, not looked up.
		await page.goto('/');
		const again = await ask(
			page,
			'Find a card or a ruling',
			'is analysis in the deck with 4 players?'
		);
		await expect(again.first()).toContainText(
			'Analysis: not in the deck with 4 players; its copies are numbered 5, 6, 9'
		);
	});

	test('after choosing the first print on /setup, the Quarantine card page leads with three own turns', async ({
		page
	}) => {
		await page.goto('/cards/quarantine');
		await expect(page.getByTestId('card-effect')).toContainText('For two rounds');
		await page.goto('/setup');
		await page.getByTestId('variants').locator('summary').first().click();
		await page
			.getByRole('group', { name: 'What does your Quarantine card say?' })
			.getByLabel("Three of that player's own turns")
			.check();
		await expect
			.poll(
				async () =>
					(
						(await storedSetting(page, 'setup')) as
							{ options?: { print?: { quarantine?: string } } } | undefined
					)?.options?.print?.quarantine
			)
			.toBe('three-turns');
		await page.goto('/cards/quarantine');
		const lead = page.getByTestId('card-effect');
		await expect(lead).toContainText("For that player's next three own turns");
		await expect(page.getByText("As printed on your table's cards")).toBeVisible();
		// The ruling on the two texts leads with the table's print too, and links to that option.
		const ruling = page
			.getByTestId('ruling')
			.filter({ hasText: 'says something different from mine' });
		// Its question opens the answer in place.
		await ruling.getByRole('heading').click();
		await expect(ruling.locator('li.active')).toContainText('First-print card');
		await expect(ruling.getByTestId('ruling-option')).toHaveAttribute(
			'href',
			'/en/setup#opt-print-quarantine'
		);
	});

	test('where no option exists, a disputed ruling says what the app assumes instead of "your table chooses"', async ({
		page
	}) => {
		await page.goto('/rules/obstacles#quarantine-duration');
		const ruling = page.locator('#quarantine-duration');
		await expect(ruling.getByTestId('ruling-assumption')).toContainText(
			'There is no setting for this'
		);
		await expect(ruling.getByTestId('ruling-option')).toHaveCount(0);
		await expect(ruling).not.toContainText('your table chooses');
		// An advanced rule says whether the table plays with it, and links to its switch.
		await page.goto('/rules/variants#variant-thing-in-deck');
		const variant = page.locator('#variant-thing-in-deck').getByTestId('ruling-option');
		await expect(variant).toHaveText('Your table plays without this rule (setup page)');
		await expect(variant).toHaveAttribute('href', '/en/setup#opt-advanced-thingInDeck');
		await variant.click();
		await expect(page.getByTestId('rule-thing-in-deck')).toBeInViewport();
		// And back: the option links to the ruling that explains it, and the ruling is there.
		const back = page.locator('#opt-advanced-thingInDeck').getByTestId('ruling-link');
		await expect(back).toHaveAttribute('href', '/en/rules/variants#variant-thing-in-deck');
		await back.click();
		await expect(page.locator('#variant-thing-in-deck')).toBeInViewport();
	});

	test('a citation opens its entry on /sources, offline', async ({ page, context }) => {
		await page.goto('/rules/obstacles');
		await waitForServiceWorker(page);
		await context.setOffline(true);
		await page.reload();
		// The topic lists its questions: open this one's answer in place.
		await page.locator('#quarantine-duration > details > summary').click();
		// Cited twice there (the ruling and one of its readings); both lead to the same entry.
		const citation = page
			.locator('#quarantine-duration')
			.getByRole('link', { name: 'Rulings reference, case 24' })
			.first();
		await expect(citation).toHaveAttribute('href', '/en/sources#case-24');
		await citation.click();
		await expect(page).toHaveURL(/\/sources#case-24$/);
		const entry = page.locator('#case-24');
		await expect(entry).toBeInViewport();
		await expect(entry.getByRole('heading')).toHaveText('Case 24');
		await expect(entry).toContainText('How long Quarantine lasts');
		// The entry lists the rulings that cite it, and leads back to them.
		await entry.getByText(/^Cited in 1 ruling$/).click();
		await expect(entry.getByRole('link', { name: /How long does Quarantine last/ })).toBeVisible();
	});
});
