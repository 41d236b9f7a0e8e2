/**
 * Labels that fit (issue 17): at 360×640, in every language, on every route and in the table's
 * sheets, no button or input holds text wider than its box, and no text cut with an ellipsis lacks
 * its full version one tap away (a `title`, or the seat list for the names on the circle).
 * Issue 39: no page of either game scrolls sideways at 360, 390, 768 or 1024 px, and every target
 * is at least 44 px both ways (links inside running text excepted).
 */
import { expect, spill, smallTargets, test, waitForAnimations, type Page } from './fixtures';

const LANGUAGES = ['en', 'de', 'it', 'ru', 'uk'];
const ROUTES = [
	'/',
	'/setup',
	'/cards',
	'/cards/you-better-run',
	'/rules',
	'/rules/exchange',
	'/sources'
];

test.use({ viewport: { width: 360, height: 640 } });

/** Every visible button, input, select and summary whose text (or placeholder) is wider than its box. */
async function overflowing(page: Page, where: string): Promise<string[]> {
	await waitForAnimations(page);
	return page.evaluate((where) => {
		const out: string[] = [];
		const canvas = document.createElement('canvas').getContext('2d')!;
		// Drawn text only: the header's pickers are selects made transparent over their icon, whose
		// width Chromium 150 reports as their longest option's.
		const visible = (el: Element) => {
			const r = el.getBoundingClientRect();
			const style = getComputedStyle(el);
			return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0';
		};
		const name = (el: Element) =>
			`${where} ${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} "${(el.textContent || (el as HTMLInputElement).placeholder || '').trim().slice(0, 50)}"`;
		for (const el of document.querySelectorAll('button, select, summary, [role="button"]')) {
			if (!visible(el) || el.closest('.visually-hidden')) continue;
			const box = el as HTMLElement;
			if (box.scrollWidth > box.clientWidth + 1)
				out.push(`${name(el)}: ${box.scrollWidth} > ${box.clientWidth}`);
			// Text cut with an ellipsis inside it, without its whole text one tap away.
			for (const inner of [box, ...box.querySelectorAll<HTMLElement>('*')]) {
				const style = getComputedStyle(inner);
				if (
					style.textOverflow === 'ellipsis' &&
					inner.scrollWidth > inner.clientWidth + 1 &&
					!inner.closest('[title]')
				)
					out.push(`${name(el)}: cut by an ellipsis, no title`);
			}
		}
		for (const el of document.querySelectorAll<HTMLInputElement>(
			'input[placeholder], textarea[placeholder]'
		)) {
			if (!visible(el) || !el.placeholder) continue;
			const style = getComputedStyle(el);
			canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
			const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
			const width = canvas.measureText(el.placeholder).width;
			if (width > room + 1)
				out.push(`${name(el)}: placeholder ${Math.round(width)} > ${Math.round(room)}`);
		}
		return out;
	}, where);
}

async function setLanguage(page: Page, lang: string) {
	await page.addInitScript((l) => localStorage.setItem('stay-away:lang', l), lang);
}

for (const lang of LANGUAGES) {
	test(`in ${lang}, every route's buttons and inputs hold their text at 360×640`, async ({
		page
	}) => {
		await setLanguage(page, lang);
		const problems: string[] = [];
		for (const route of ROUTES) {
			await page.goto(route);
			problems.push(...(await overflowing(page, route)));
		}
		expect(problems).toEqual([]);
	});

	test(`in ${lang}, the table and its sheets hold their text at 360×640`, async ({ page }) => {
		await setLanguage(page, lang);
		await page.goto('/table');
		const problems = await overflowing(page, '/table start');
		await page
			.locator('input[name="table-players"]')
			.nth(12 - 4)
			.check();
		await page.locator('form button[type="submit"]').click();
		await expect(page.getByTestId('seat-circle')).toBeVisible();
		problems.push(...(await overflowing(page, '/table')));
		for (const [button, sheet] of [
			['card-played', 'card sheet'],
			['panic', 'panic sheet'],
			['other', 'other sheet'],
			['edit-table', 'edit sheet']
		] as const) {
			// The table ignores a tap while a change settles (a double tap, a sheet closing under the
			// finger): wait until the control is available, as a player would.
			const control = page.getByTestId(button);
			const open = page.locator('dialog[open]');
			await expect(async () => {
				await expect(control).not.toHaveAttribute('aria-disabled', 'true');
				await control.click({ timeout: 5_000 });
				await expect(open).toBeVisible({ timeout: 5_000 });
			}).toPass();
			problems.push(...(await overflowing(page, sheet)));
			// A card's own step (targets, defenses) too: Change Places! has both.
			if (button === 'card-played') {
				await open.locator('[data-card="change-places"]').click();
				await expect(open.locator('[data-target]').first()).toBeVisible();
				problems.push(...(await overflowing(page, 'target step')));
			}
			await page.keyboard.press('Escape');
			await expect(open).toHaveCount(0);
		}
		expect(problems).toEqual([]);
	});
}

/** Island of Fear's pages, one per kind (home, setup, Host's Table, card lists, a card, rules). */
const ISLAND_ROUTES = [
	'/island-of-fear',
	'/island-of-fear/setup?p=11&h=1&i=1&e=1',
	'/island-of-fear/host',
	'/island-of-fear/cards',
	'/island-of-fear/cards/bomb',
	'/island-of-fear/rules',
	'/island-of-fear/rules/ghosts'
];
/** Phones upright, a small tablet and a tablet sideways (issue 39). */
const WIDTHS = [360, 390, 768, 1024];

/**
 * The page at each width (resized in place, no reload): how far it scrolls sideways, and its
 * targets under 44 px.
 */
async function atEveryWidth(page: Page, where: string): Promise<string[]> {
	const problems: string[] = [];
	for (const width of WIDTHS) {
		await page.setViewportSize({ width, height: width < 700 ? 800 : 768 });
		const spilt = await spill(page);
		if (spilt) problems.push(`${where} at ${width}: ${spilt}`);
		problems.push(...(await smallTargets(page, `${where} at ${width}:`)));
	}
	return problems;
}

for (const lang of LANGUAGES) {
	test(`in ${lang}, no page scrolls sideways at ${WIDTHS.join(', ')} px and every target is at least 44 px`, async ({
		page
	}) => {
		await setLanguage(page, lang);
		const problems: string[] = [];
		for (const route of [...ROUTES, '/table', ...ISLAND_ROUTES]) {
			await page.setViewportSize({ width: 360, height: 640 });
			await page.goto(route);
			problems.push(...(await atEveryWidth(page, route)));
		}
		// The Host's Table with a game on it, at the most players.
		await page.setViewportSize({ width: 390, height: 844 });
		await page.goto('/island-of-fear/host');
		await page.locator('input[name="host-players"]').last().check();
		await page.getByTestId('host-start').click();
		await expect(page.getByTestId('host-game')).toBeVisible();
		problems.push(...(await atEveryWidth(page, "Host's Table")));
		expect(problems).toEqual([]);
	});
}

/** A name of 40 letters (the forms' limit), different for each seat. */
const longName = (i: number) =>
	`${String.fromCharCode(65 + i)}${'abcdefghij'.repeat(4)}`.slice(0, 40);

/** The visible descendants of `selector` whose right edge reaches past its own box, in CSS px. */
async function pastTheEdge(page: Page, selector: string, where: string): Promise<string[]> {
	await waitForAnimations(page);
	return page.evaluate(
		({ selector, where }) => {
			const out: string[] = [];
			for (const box of document.querySelectorAll<HTMLElement>(selector)) {
				const edge = box.getBoundingClientRect().left + box.clientLeft + box.clientWidth;
				for (const el of box.querySelectorAll<HTMLElement>('*')) {
					const r = el.getBoundingClientRect();
					if (r.width === 0 || r.height === 0 || el.closest('.visually-hidden')) continue;
					if (r.right > edge + 1)
						out.push(
							`${where}: ${el.tagName.toLowerCase()} ends ${Math.round(r.right - edge)} px past`
						);
				}
			}
			return out;
		},
		{ selector, where }
	);
}

test('with 40-letter names, the edit sheet and the Host’s players table stay inside their boxes', async ({
	page
}) => {
	await page.setViewportSize({ width: 360, height: 740 });
	await page.goto('/en/table');
	await page
		.locator('input[name="table-players"]')
		.nth(7 - 4)
		.check();
	for (let i = 0; i < 7; i++) await page.getByTestId(`name-${i}`).fill(longName(i));
	await page.locator('form button[type="submit"]').click();
	await expect(page.getByTestId('seat-circle')).toBeVisible();
	const edit = page.getByTestId('edit-table');
	// A tap while the first save is still under way is ignored by design (the tap guard), and on a
	// busy machine that save can outlast the check of the button: tap again until the sheet opens.
	await expect(async () => {
		await expect(edit).not.toHaveAttribute('aria-disabled', 'true');
		await edit.click();
		await expect(page.getByTestId('table-editor')).toBeVisible({ timeout: 2000 });
	}).toPass();
	const problems = await pastTheEdge(page, 'dialog[open]', 'edit sheet');
	await page.keyboard.press('Escape');

	await page.goto('/en/island-of-fear/host');
	await page.getByTestId('host-names').locator('summary').click();
	const names = page.getByTestId('host-names').locator('input');
	for (let i = 0; i < (await names.count()); i++) await names.nth(i).fill(longName(i));
	await page.getByTestId('host-start').click();
	await expect(page.getByTestId('host-seats')).toBeVisible();
	problems.push(
		...(await pastTheEdge(page, '[data-testid="host-seats"] .scroll', 'players table'))
	);
	const scrolls = await page
		.getByTestId('host-seats')
		.locator('.scroll')
		.evaluate((el) => el.scrollWidth - el.clientWidth);
	if (scrolls > 0) problems.push(`players table: scrolls sideways by ${scrolls} px`);
	expect(problems).toEqual([]);
});

test('a 40-letter name is shortened in whose turn it is, and the rest of the line stays whole', async ({
	page
}) => {
	await page.setViewportSize({ width: 360, height: 740 });
	for (const [lang, after] of [
		['en', "'s turn"],
		['de', ' ist am Zug']
	] as const) {
		await page.goto(`/${lang}/table`);
		await page.locator('input[name="table-players"]').first().check();
		for (let i = 0; i < 4; i++) await page.getByTestId(`name-${i}`).fill(longName(i));
		await page.getByTestId('dealer').selectOption('3');
		await page.locator('form button[type="submit"]').click();
		const whose = page.getByTestId('active-player');
		await expect(whose).toHaveAttribute('title', `${longName(0)}${after}`);
		const { line, name, rest, restText } = await whose.evaluate((p) => {
			const box = (el: Element) => el.getBoundingClientRect();
			const spans = p.querySelectorAll('span');
			const name = spans[1] as HTMLElement;
			return {
				line: box(p).right,
				name: { cut: name.scrollWidth > name.clientWidth },
				rest: box(spans[2] as Element).right,
				restText: spans[2]?.textContent
			};
		});
		// The name is cut with an ellipsis; what follows it is drawn in full inside the line.
		expect(name.cut).toBe(true);
		expect(restText).toBe(after);
		expect(rest).toBeLessThanOrEqual(line + 1);
		await page.evaluate(() => indexedDB.deleteDatabase('stay-away'));
	}
});
