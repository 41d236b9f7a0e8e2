/**
 * The app's look (issue 19): light and dark themes following the system, a remembered choice drawn
 * from the first paint, transitions that reduced motion turns off, and the screenshots in docs/.
 */
import { inflateSync } from 'node:zlib';
import {
	expect,
	playDoorAndQuarantine,
	test,
	waitForAnimations,
	waitForApp,
	type Page
} from './fixtures';

/**
 * The colour of the top-left pixel of a PNG screenshot. Whatever filter a row uses, the first
 * pixel of the first row is stored as it is, so inflating the image data is enough.
 */
function firstPixel(png: Buffer): [number, number, number] {
	const chunks: Buffer[] = [];
	for (let at = 8; at < png.length;) {
		const length = png.readUInt32BE(at);
		const type = png.toString('ascii', at + 4, at + 8);
		if (type === 'IDAT') chunks.push(png.subarray(at + 8, at + 8 + length));
		at += length + 12;
	}
	const data = inflateSync(Buffer.concat(chunks));
	return [data[1]!, data[2]!, data[3]!];
}

/** The page's background, read from a screenshot of its left margin (0 black to 1 white). */
async function background(page: Page): Promise<number> {
	const [r, g, b] = firstPixel(
		await page.screenshot({ clip: { x: 2, y: 300, width: 4, height: 4 } })
	);
	return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

const LIGHT = 0.8;
const DARK = 0.15;

for (const scheme of ['light', 'dark'] as const) {
	test(`with prefers-color-scheme: ${scheme}, every kind of page is ${scheme}`, async ({
		page
	}) => {
		await page.emulateMedia({ colorScheme: scheme });
		for (const path of ['/en', '/en/setup', '/en/table', '/en/cards/axe', '/de/rules/exchange']) {
			await page.goto(path);
			const bg = await background(page);
			if (scheme === 'light') expect(bg, path).toBeGreaterThan(LIGHT);
			else expect(bg, path).toBeLessThan(DARK);
		}
	});
}

/** Choose a theme with the header's colours choice, on `path`. */
async function choose(page: Page, theme: 'system' | 'light' | 'dark', path = '/en') {
	await page.goto(path);
	await expect(page.locator('html')).toHaveAttribute('data-ready');
	await page.getByRole('combobox', { name: /^Colours|^Цвета/ }).selectOption(theme);
	if (theme === 'system') await expect(page.locator('html')).not.toHaveAttribute('data-theme');
	else await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/**
 * The page as its HTML, CSS and inline scripts draw it before any of the app's modules run: what
 * the first paint shows. Reloads with the app's JavaScript blocked.
 */
async function firstPaint(page: Page): Promise<number> {
	await page.route('**/_app/immutable/**/*.js', (route) => route.abort());
	await page.reload({ waitUntil: 'commit' });
	await page.waitForLoadState('load');
	await expect(page.locator('html')).not.toHaveAttribute('data-ready');
	const bg = await background(page);
	await page.unroute('**/_app/immutable/**/*.js');
	return bg;
}

test.describe('the theme choice', () => {
	// Scripts served by the service worker would pass the block that shows the first paint.
	test.use({ serviceWorkers: 'block' });

	test('a theme chosen is remembered and drawn from the first paint of every page, with no flash of the other', async ({
		page
	}) => {
		await page.emulateMedia({ colorScheme: 'dark' });
		await page.goto('/en/setup');
		expect(await background(page)).toBeLessThan(DARK);

		await choose(page, 'light');
		expect(await background(page)).toBeGreaterThan(LIGHT);
		// Another page, on a device set to dark: light before any module runs.
		await page.goto('/en/setup');
		expect(await firstPaint(page)).toBeGreaterThan(LIGHT);
		await page.reload();
		await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
		// The header shows the choice on every page, after a client-side navigation too.
		await expect(page.getByTestId('theme')).toHaveValue('light');
		await page.getByRole('link', { name: 'Table' }).first().click();
		await expect(page).toHaveURL(/\/en\/table$/);
		await expect(page.getByTestId('theme')).toHaveValue('light');

		// Dark on a light device, the table included.
		await page.emulateMedia({ colorScheme: 'light' });
		await choose(page, 'dark', '/ru/table');
		expect(await firstPaint(page)).toBeLessThan(DARK);

		// Back to the device's setting.
		await choose(page, 'system');
		expect(await firstPaint(page)).toBeGreaterThan(LIGHT);
	});
});

/** Start a game of six and play two cards, so the circle has a door, a Quarantine and a turn. */
async function midGame(page: Page, lang = 'en') {
	await page.goto(`/${lang}/table`);
	await page.getByRole('radio', { name: '6' }).check();
	await page.locator('form button[type="submit"]').click();
	await playDoorAndQuarantine(page);
}

/** The longest transition or animation (s) on the circle's moving parts. */
function circleMotion(page: Page): Promise<number> {
	return page.evaluate(() => {
		const seconds = (list: string) => Math.max(...list.split(',').map((d) => parseFloat(d)));
		const parts = [
			['.seat .token', 'transitionDuration'],
			['[data-testid^="player-"]', 'transitionDuration'],
			['[data-testid^="quarantine-"]', 'transitionDuration'],
			['.halo', 'animationDuration'],
			['.plank', 'animationDuration']
		] as const;
		return Math.max(
			...parts.map(([selector, property]) => {
				const el = document.querySelector(selector);
				if (!el) throw new Error(`${selector} is not on the circle`);
				const style = getComputedStyle(el);
				const named = property === 'animationDuration' ? style.animationName !== 'none' : true;
				return named ? seconds(style[property]) : 0;
			})
		);
	});
}

test('the circle moves (turn, swaps, doors) and reduced motion turns every transition off', async ({
	page
}) => {
	await page.emulateMedia({ reducedMotion: 'no-preference' });
	await midGame(page);
	expect(await circleMotion(page)).toBeGreaterThanOrEqual(0.2);
	await page.emulateMedia({ reducedMotion: 'reduce' });
	expect(await circleMotion(page)).toBeLessThan(0.001);
	// The rest of the app too: a button's hover and a disclosure's chevron.
	const button = await page
		.getByTestId('end-turn')
		.evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
	expect(button).toBeLessThan(0.001);
});

const DEVICES = [
	{ name: 'phone', width: 390, height: 844 },
	{ name: 'tablet', width: 1024, height: 768 }
] as const;

// The screenshots the README shows: each page in both themes on a phone and a tablet.
for (const device of DEVICES) {
	test(`screenshots of /setup, /table mid-game and a card page on a ${device.name}, light and dark`, async ({
		page
	}) => {
		await page.setViewportSize({ width: device.width, height: device.height });
		const shoot = async (name: string) => {
			for (const scheme of ['light', 'dark'] as const) {
				await page.emulateMedia({ colorScheme: scheme });
				await waitForAnimations(page);
				const bg = await background(page);
				if (scheme === 'light') expect(bg).toBeGreaterThan(LIGHT);
				else expect(bg).toBeLessThan(DARK);
				await page.screenshot({ path: `docs/look-${name}-${device.name}-${scheme}.png` });
			}
		};
		await page.goto('/en/setup?p=7');
		await expect(page.getByTestId('remove-headline')).toBeVisible();
		await shoot('setup');
		await midGame(page);
		await page.evaluate(() => window.scrollTo(0, 0));
		await shoot('table');
		await page.goto('/en/cards/quarantine');
		await waitForApp(page);
		await shoot('card');
	});
}
