/**
 * Labels that fit (issue 17): at 360×640, in every language, on every route and in the table's
 * sheets, no button or input holds text wider than its box, and no text cut with an ellipsis lacks
 * its full version one tap away (a `title`, or the seat list for the names on the circle).
 */
import { expect, test, waitForAnimations, type Page } from './fixtures';

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
		const visible = (el: Element) => {
			const r = el.getBoundingClientRect();
			return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
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
