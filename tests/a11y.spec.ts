import AxeBuilder from '@axe-core/playwright';
import { expect, smallTargets, test, waitForAnimations, type Page } from './fixtures';

const LANGUAGES = ['en', 'de', 'it', 'ru', 'uk'] as const;
const ROUTES = [
	'/',
	'/setup',
	'/table',
	'/cards',
	'/cards/missed',
	'/cards/quarantine',
	'/rules',
	'/rules/exchange',
	'/sources',
	'/island-of-fear/setup?p=11&h=1&i=1&e=1',
	'/island-of-fear/cards/bomb',
	'/island-of-fear/rules/ghosts'
];
/**
 * Island of Fear's other pages share their parts with those above; they are scanned in two
 * languages (the Latin and the Cyrillic layout), to keep the run short.
 */
const MORE_ROUTES = [
	'/island-of-fear',
	'/island-of-fear/setup?p=6&c=2.3&b=1',
	'/island-of-fear/host',
	'/island-of-fear/cards',
	'/island-of-fear/cards/zhora-magadan',
	'/island-of-fear/rules'
];

async function scanOnce(page: Page, scheme: 'light' | 'dark') {
	await page.emulateMedia({ colorScheme: scheme });
	// Colours are measured at rest: the colour transitions the switch of theme starts are brought
	// to their end (off-screen content, which the browser skips, would never run them), and the
	// rest are waited for.
	await page.evaluate(() => {
		for (const a of document.getAnimations())
			if (a.effect?.getComputedTiming().iterations !== Infinity) a.finish();
	});
	await waitForAnimations(page);
	const results = await new AxeBuilder({ page }).analyze();
	return results.violations.map(
		(v) =>
			`${scheme}: ${v.id} (${v.impact}): ${v.nodes
				.map((n) => n.target.join(' '))
				.slice(0, 3)
				.join(' | ')}`
	);
}

/**
 * Axe's findings on the page as it is, in the light theme and in the dark one (the system's
 * setting; no theme chosen). With `unfold`, every folded section is opened first, so what a
 * reader opens (the answers on a rules page) is checked too.
 */
async function scan(page: Page, { unfold = false } = {}) {
	if (unfold) {
		// Opened before hydration, a fold would close again as the page takes over its state.
		await expect(page.locator('html')).toHaveAttribute('data-ready');
		const openAll = () =>
			page.evaluate(() => {
				for (const details of document.querySelectorAll('details')) details.open = true;
			});
		await openAll();
		// A ruling's answer is drawn when its question opens: wait for every one, then open the
		// folds inside them too.
		const rulings = page.getByTestId('ruling');
		await expect(rulings.getByTestId('ruling-answer')).toHaveCount(await rulings.count());
		await openAll();
	}
	return [...(await scanOnce(page, 'light')), ...(await scanOnce(page, 'dark'))];
}

// One route and language per test: a scan takes seconds, many more on a busy machine.
for (const lng of LANGUAGES) {
	for (const route of [...ROUTES, ...(lng === 'en' || lng === 'ru' ? MORE_ROUTES : [])]) {
		test(`axe finds no violations on ${route} in ${lng}, light and dark`, async ({ page }) => {
			await page.addInitScript((l) => localStorage.setItem('stay-away:lang', l), lng);
			await page.goto(route);
			await expect(page.locator('html')).toHaveAttribute('lang', lng);
			expect(await scan(page, { unfold: route !== '/table' })).toEqual([]);
		});
	}

	test(`axe finds no violations on /table mid-game in ${lng}, light and dark`, async ({ page }) => {
		await page.addInitScript((l) => localStorage.setItem('stay-away:lang', l), lng);
		// The table in the middle of a game, with a door and a Quarantine on it.
		await page.goto('/table');
		await page.getByRole('radio', { name: '5' }).check();
		await page.locator('form button[type="submit"]').click();
		await page.getByTestId('end-turn').click();
		await page.getByTestId('card-played').click();
		await page.locator('[data-card="barred-door"]').click();
		await page.locator('[data-target^="edge-"]').first().click();
		await expect(page.getByTestId('action-sheet')).toHaveCount(0);
		await page.getByTestId('referee-toggle').locator('summary').click();
		await expect(page.getByTestId('referee')).toBeVisible();
		expect(await scan(page)).toEqual([]);
		// Beside axe: every target at least 44 px (tests/fit.spec.ts checks every page).
		expect(await smallTargets(page, '/table mid-game')).toEqual([]);
	});
}

test('every control shows a visible focus ring, in a logical order', async ({ page }) => {
	await page.goto('/setup');
	const order: string[] = [];
	for (let i = 0; i < 10; i++) {
		await page.keyboard.press('Tab');
		const info = await page.evaluate(() => {
			const el = document.activeElement as HTMLElement | null;
			if (!el) return null;
			const style = getComputedStyle(el);
			const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
			const sibling = el.nextElementSibling ? getComputedStyle(el.nextElementSibling) : null;
			const siblingRing = sibling
				? sibling.outlineStyle !== 'none' && parseFloat(sibling.outlineWidth) >= 2
				: false;
			const name =
				el.getAttribute('aria-label') ||
				(el instanceof HTMLInputElement && el.type === 'radio'
					? el.value
					: el.textContent?.trim().slice(0, 30)) ||
				el.tagName;
			return { name, ring: ring || siblingRing };
		});
		expect(info?.ring, `focus ring on ${info?.name}`).toBe(true);
		order.push(info!.name);
	}
	// Skip link first, then the header, then the page.
	expect(order[0]).toBe('Skip to content');
	expect(order).toContain('6');
	expect(order.indexOf('Setup')).toBeLessThan(order.indexOf('6'));
});
