import { readFileSync } from 'node:fs';
import { expect, localeText, test, type Page } from './fixtures';
import { waitForServiceWorker } from './service-worker';

/**
 * Every page is prerendered in each language under its prefix (`/de/setup`); an address without
 * one forwards to the reader's language before the first paint (src/app.html).
 */

const OTHER_LANGUAGES = ['de', 'it', 'ru', 'uk'] as const;
type Lng = (typeof OTHER_LANGUAGES)[number] | 'en';
const BROWSER_LOCALE: Record<Lng, string> = {
	en: 'en-GB',
	de: 'de-DE',
	it: 'it-IT',
	ru: 'ru-RU',
	uk: 'uk-UA'
};

/** The pages checked, the namespaces their own words come from, and their heading's key. */
const PAGES = [
	{ path: '/', namespaces: ['ui'], h1: ['ui', 'home.title'] },
	{ path: '/setup', namespaces: ['ui', 'setup'], h1: ['setup', 'setup.title'] },
	{ path: '/rules', namespaces: ['ui', 'reference', 'rules'], h1: ['reference', 'rules.title'] },
	{ path: '/cards/axe', namespaces: ['ui', 'reference'], h1: ['cards', 'axe.name'] }
] as const;

/** Every string of a locale file, by its key path. */
function strings(lng: Lng, ns: string): Map<string, string> {
	const out = new Map<string, string>();
	const walk = (value: unknown, key: string) => {
		if (typeof value === 'string') out.set(key, value);
		else if (value && typeof value === 'object')
			for (const [k, v] of Object.entries(value)) walk(v, key ? `${key}.${k}` : k);
	};
	walk(JSON.parse(readFileSync(`locales/${lng}/${ns}.json`, 'utf8')), '');
	return out;
}

/**
 * English sentences of these namespaces that `lng` words differently: long enough (two words or
 * more, 10 characters) that finding one on a page means English was shown, and with no
 * placeholders.
 */
function englishOnly(lng: Lng, namespaces: readonly string[]): string[] {
	const found: string[] = [];
	for (const ns of namespaces) {
		const theirs = strings(lng, ns);
		for (const [key, english] of strings('en', ns)) {
			if (english.length < 10 || !/\p{L} \p{L}/u.test(english) || /[{<]/.test(english)) continue;
			if (theirs.get(key) === english) continue;
			found.push(english);
		}
	}
	return found;
}

/**
 * Record, from before the first byte is parsed, the title and the rendered text of the page at
 * every change and every frame until the app is hydrated (`window.__texts`).
 */
async function watchText(page: Page) {
	await page.addInitScript(() => {
		const texts: string[] = [];
		(window as unknown as { __texts: string[] }).__texts = texts;
		const record = () => {
			const text = `${document.title}\n${document.body?.innerText ?? ''}`;
			if (texts[texts.length - 1] !== text) texts.push(text);
		};
		new MutationObserver(record).observe(document, {
			subtree: true,
			childList: true,
			characterData: true
		});
		const frame = () => {
			record();
			if (!document.documentElement.hasAttribute('data-ready')) requestAnimationFrame(frame);
		};
		requestAnimationFrame(frame);
	});
}

for (const lng of OTHER_LANGUAGES) {
	test.describe(`a browser in ${lng}`, () => {
		test.use({ locale: BROWSER_LOCALE[lng] });

		for (const { path, namespaces, h1 } of PAGES) {
			const heading = localeText(lng, h1[0], h1[1]);

			test(`${path}: the HTML as served is in ${lng}, and no English shows while it loads`, async ({
				page,
				request
			}) => {
				const prefixed = `/${lng}${path === '/' ? '' : path}`;
				const html = await (await request.get(prefixed)).text();
				expect(html).toContain(`<html lang="${lng}">`);
				expect(html).toMatch(
					new RegExp(`<h1[^>]*>[^<]*${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)
				);

				await watchText(page);
				await page.goto(path);
				await expect(page).toHaveURL(new RegExp(`${prefixed.replace(/\//g, '\\/')}$`));
				await expect(page.locator('html')).toHaveAttribute('lang', lng);
				await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
				const texts = await page.evaluate(
					() => (window as unknown as { __texts: string[] }).__texts
				);
				const first = texts.find((t) => t.trim().length > 0) ?? '';
				expect(first, 'the first text drawn').toContain(heading);
				const english = englishOnly(lng, namespaces);
				expect(english.length).toBeGreaterThan(5);
				const shown = english.filter((s) => texts.some((t) => t.includes(s)));
				expect(shown, `English on ${path} while it loaded`).toEqual([]);
			});

			test(`${path}: the first paint is the page in ${lng}, as it stays once the app runs`, async ({
				page,
				browser
			}, testInfo) => {
				// With every script but the inline ones held back, the page stays as first painted.
				await page.route('**/*.js', (route) => route.abort());
				await page.goto(path, { waitUntil: 'commit' });
				await page.waitForURL(new RegExp(`/${lng}${path === '/' ? '' : path}$`), {
					waitUntil: 'load'
				});
				// The notice that the page could not start (its scripts are held back on purpose, and
				// src/app.html's start watch says so) is drawn over the page, not part of it.
				const firstPaint = await page
					.getByRole('heading', { level: 1 })
					.screenshot({ style: '#start-failed { display: none !important; }' });
				await testInfo.attach(`first paint ${path} in ${lng}`, {
					body: await page.screenshot(),
					contentType: 'image/png'
				});
				await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
				await expect(page.locator('html')).toHaveAttribute('lang', lng);

				const context = await browser.newContext({ locale: BROWSER_LOCALE[lng] });
				const app = await context.newPage();
				await app.goto(path);
				await app.locator('html[data-ready]').waitFor({ state: 'attached' });
				expect(await app.getByRole('heading', { level: 1 }).screenshot()).toEqual(firstPaint);
				await context.close();
			});
		}
	});
}

/** Every address people have shared before pages had a language. */
const OLD_ADDRESSES = [
	'/',
	'/setup',
	'/table',
	'/cards',
	'/cards/missed',
	'/rules',
	'/rules/obstacles',
	'/sources',
	'/setup?p=9&q=3t#share',
	'/rules/obstacles#quarantine-duration',
	'/?q=axe'
];

test.describe('an old address without a language', () => {
	test.use({ locale: 'ru-RU' });

	test('opens the same page in the browser language, query and fragment kept', async ({ page }) => {
		for (const address of OLD_ADDRESSES) {
			await page.goto(address);
			const [, path, suffix] = /^([^?#]*)(.*)$/.exec(address)!;
			const expected = `/ru${path === '/' ? '' : path}${suffix}`;
			await expect(page).toHaveURL((url) => `${url.pathname}${url.search}${url.hash}` === expected);
			await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
		}
		await page.goto('/setup?p=9');
		await expect(page.getByRole('radio', { name: '9' })).toBeChecked();
	});

	test('opens in the language the reader chose over the browser one', async ({ page }) => {
		await page.goto('/ru/setup');
		await page.getByTestId('language').selectOption('it');
		await expect(page).toHaveURL(/\/it\/setup$/);
		await page.goto('/cards/missed');
		await expect(page).toHaveURL(/\/it\/cards\/missed$/);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(
			localeText('it', 'cards', 'missed.name')
		);
	});

	test('opens in the reader language offline too, a shared setup link included', async ({
		page,
		context
	}) => {
		await page.goto('/');
		await waitForServiceWorker(page);
		await context.setOffline(true);
		for (const address of OLD_ADDRESSES) {
			await page.goto(address);
			await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
			await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
		}
		await page.goto('/setup?p=9');
		await expect(page).toHaveURL(/\/ru\/setup\?p=9$/);
		await expect(page.getByRole('radio', { name: '9' })).toBeChecked();
		await expect(page.getByTestId('remove-headline')).toContainText('10');
	});

	test.describe('without JavaScript', () => {
		test.use({ javaScriptEnabled: false });
		test('offers the page in each language', async ({ page }) => {
			// `commit`: without scripts the app never reports itself hydrated.
			await page.goto('/rules/obstacles', { waitUntil: 'commit' });
			for (const [lng, name] of [
				['en', 'English'],
				['de', 'Deutsch'],
				['uk', 'Українська']
			])
				await expect(page.getByRole('link', { name })).toHaveAttribute(
					'href',
					`/${lng}/rules/obstacles`
				);
		});
	});
});

test('the language switch keeps the query and the fragment', async ({ page }) => {
	await page.goto('/de/setup?p=9#share-title');
	await expect(page.getByRole('radio', { name: '9' })).toBeChecked();
	await page.getByTestId('language').selectOption('it');
	await expect(page).toHaveURL(/\/it\/setup\?(.*&)?p=9(&.*)?#share-title$/);
	await expect(page.locator('html')).toHaveAttribute('lang', 'it');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(
		localeText('it', 'setup', 'setup.title')
	);
	await expect(page.getByRole('radio', { name: '9' })).toBeChecked();

	await page.goto('/uk/rules/obstacles#quarantine-duration');
	await page.getByTestId('language').selectOption('ru');
	await expect(page).toHaveURL(/\/ru\/rules\/obstacles#quarantine-duration$/);
	await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});

test('each page links its five languages and the address without one', async ({ request }) => {
	const html = await (await request.get('/it/rules/obstacles')).text();
	for (const lng of ['en', 'de', 'it', 'ru', 'uk'])
		expect(html).toContain(
			`<link rel="alternate" hreflang="${lng}" href="/${lng}/rules/obstacles"`
		);
	expect(html).toContain('<link rel="alternate" hreflang="x-default" href="/rules/obstacles"');
});
