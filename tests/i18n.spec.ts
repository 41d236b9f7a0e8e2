import { I18NEXT_MODULE, viteManifest } from '../src/lib/pwa/precache-manifest';
import { expect, localeText, test, type Page } from './fixtures';
import { waitForServiceWorker } from './service-worker';

const LANGUAGES = ['en', 'de', 'it', 'ru', 'uk'] as const;
type Lng = (typeof LANGUAGES)[number];

const text = (lng: Lng, ns: string, key: string) => localeText(lng, ns, key);

/** The name printed on the Missed! card in each language's edition (docs/sources.md#card-names). */
const MISSED: Record<Lng, string> = {
	en: 'Missed!',
	de: 'Verfehlt!',
	it: 'Mancato!',
	ru: 'Мимо!',
	uk: 'Мимо!'
};

/** The built files of i18next's module, e.g. `_app/immutable/chunks/B_O9ka8b.js`. */
function i18nextFiles(): string[] {
	const files = Object.values(viteManifest('.svelte-kit/output/client') ?? {})
		.filter((chunk) => I18NEXT_MODULE.test(chunk.src ?? ''))
		.map((chunk) => chunk.file);
	expect(files.length).toBeGreaterThan(0);
	return files;
}

/** Whether a URL is one of i18next's built files ({@link i18nextFiles}). */
function i18nextMatcher(): (url: string) => boolean {
	const files = i18nextFiles();
	return (url) => files.some((file) => url.endsWith(file));
}

/** Every request for i18next's files that `page` makes from now on, by URL. */
function i18nextRequests(page: Page): string[] {
	const isI18next = i18nextMatcher();
	const asked: string[] = [];
	page.on('request', (request) => {
		if (isI18next(request.url())) asked.push(request.url());
	});
	return asked;
}

/** Collect i18next's missing-key warnings and page errors. */
function watch(page: Page) {
	const problems: string[] = [];
	page.on('console', (m) => {
		if (m.text().includes('i18n: missing key')) problems.push(m.text());
	});
	page.on('pageerror', (e) => problems.push(e.message));
	return problems;
}

/** Text that looks like a raw i18next key, e.g. "setup.print.title" or "tablePage.controls.undo". */
const RAW_KEY =
	/\b(?:ui|cards|rules|table|reference|setup|tablePage|nav|home|category|pwa|error|search|card|referee|event|refusal|outcome|island|game|types|count|characters|roles|entries|items|events|sections|topics|rulings)[.:][a-zA-Z-]+(?:\.[a-zA-Z-]+)*\b/;

for (const lng of LANGUAGES) {
	test.describe(`in ${lng}`, () => {
		test.use({
			locale: lng === 'uk' ? 'uk-UA' : lng === 'en' ? 'en-GB' : `${lng}-${lng.toUpperCase()}`
		});

		test(`the browser language picks ${lng}, and every page is translated`, async ({ page }) => {
			const problems = watch(page);
			const pages: [string, string][] = [
				['/setup', text(lng, 'setup', 'setup.title')],
				['/table', text(lng, 'tablePage', 'tablePage.start.title')],
				['/cards/missed', MISSED[lng]],
				['/rules', text(lng, 'reference', 'rules.title')],
				['/cards', text(lng, 'reference', 'cards.title')],
				['/cards/quarantine', text(lng, 'reference', 'card.byPrint.quarantine.two-rounds')],
				['/sources', text(lng, 'rules', 'sourcePage.entries.rulebook-de-2017.about')],
				['/', text(lng, 'ui', 'home.title')],
				['/island-of-fear/setup?p=11&h=1&i=1&e=1', text(lng, 'island', 'setup.eventsTitle')],
				['/island-of-fear/cards/bomb', text(lng, 'island', 'items.bomb')],
				['/island-of-fear/cards/zhora-magadan', text(lng, 'island', 'characters.roleUnknown')],
				['/island-of-fear/rules/ghosts', text(lng, 'island', 'rulings.ghost-whispers.a')]
			];
			for (const [path, expected] of pages) {
				await page.goto(path);
				await expect(page.locator('html')).toHaveAttribute('lang', lng);
				await expect(page.locator('main')).toContainText(expected);
				const body = (await page.locator('body').innerText()) ?? '';
				expect(body.match(RAW_KEY)?.[0] ?? null, `raw key on ${path}`).toBeNull();
			}
			expect(problems).toEqual([]);
		});
	});
}

for (const lng of ['ru', 'uk'] as const) {
	test(`${lng}: Infected! counts use the right plural for 1, 2 and 5`, async ({ page }) => {
		await page.addInitScript((l) => localStorage.setItem('stay-away:lang', l), lng);
		const noun = lng === 'ru' ? ['карта', 'карты', 'карт'] : ['карта', 'карти', 'карт'];
		for (const [n, form] of [
			[1, noun[0]],
			[2, noun[1]],
			[5, noun[2]]
		] as const) {
			await page.goto(`/setup?p=6&inf=${n}`);
			await page.getByTestId('variants').locator('summary').first().click();
			await expect(page.getByTestId('infected-count')).toHaveText(new RegExp(`^${n} ${form} «`));
		}
	});
}

test('offline, a page in a language never opened here says which language it shows and why', async ({
	page,
	context
}) => {
	await page.goto('/en/table');
	await waitForServiceWorker(page);
	await context.setOffline(true);
	await page.goto('/ru/table');
	await expect(page).toHaveURL(/\/en\/table$/);
	const notice = page.getByTestId('offline-language');
	await expect(notice).toHaveText(
		new RegExp(
			text('en', 'ui', 'offlineLanguage.shown')
				// Each language named in English, the page's language.
				.replaceAll('{{wanted}}', 'Russian')
				.replaceAll('{{shown}}', 'English')
				.replace(/[.?()]/g, '\\$&')
		)
	);
	await notice.getByRole('button').click();
	await expect(notice).toHaveCount(0);
});

test('the language switcher changes the page at once, remembers it, and works offline in a language kept', async ({
	page,
	context
}) => {
	// German was opened once online, so its pages and words are kept on the device.
	await page.goto('/de/setup');
	await waitForServiceWorker(page);
	await page.goto('/en/setup');
	await waitForServiceWorker(page);
	await context.setOffline(true);
	await page.getByTestId('language').selectOption('de');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(
		text('de', 'setup', 'setup.title')
	);
	await expect(page.locator('html')).toHaveAttribute('lang', 'de');
	await expect(page).toHaveURL(/\/de\/setup$/);
	// Ukrainian was never opened here: the app says so and stays in German, without asking the
	// network for words it cannot have (no failed request).
	const failed: string[] = [];
	page.on('requestfailed', (request) => failed.push(request.url()));
	await page.getByTestId('language').selectOption('uk');
	// Named in the page's language, German ("Ukrainisch"), not in itself.
	await expect(page.getByRole('alert')).toContainText('Ukrainisch ist auf diesem Gerät');
	expect(failed).toEqual([]);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(
		text('de', 'setup', 'setup.title')
	);
	await expect(page.getByTestId('language')).toHaveValue('de');
	await page.reload();
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(
		text('de', 'setup', 'setup.title')
	);
	// The choice is remembered: an address without a language opens in it, offline too.
	await page.goto('/rules');
	await expect(page).toHaveURL(/\/de\/rules$/);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(
		text('de', 'reference', 'rules.title')
	);
});

test.describe('before i18next', () => {
	// A service worker that took control meanwhile (it installs once the page is idle) would answer
	// i18next's request itself, past the route that holds it: the test would wait for a request it
	// can never see (seen once on a busy machine). Only here: the other tests need the worker.
	test.use({ serviceWorkers: 'block' });
	for (const [lng, path, next] of [
		['en', '/en/rules/exchange', 'nav.setup'],
		['de', '/de/cards/missed', 'nav.table']
	] as const) {
		test(`${lng}: a page answers from its own words without i18next until someone acts, and the next page is translated`, async ({
			page
		}) => {
			const problems = watch(page);
			// Hold back i18next's module (named by the build's Vite manifest) and the locale files, as
			// a slow connection would: they arrive once released. Nothing else is touched, so no
			// response is read here. (Not refused: a browser that keeps a failed module import, as
			// Chromium 150 does, would never load it on this page.)
			let holding = true;
			let release!: () => void;
			const released = new Promise<void>((resolve) => (release = resolve));
			const held: string[] = [];
			const isI18next = i18nextMatcher();
			await page.route(/\/_app\/immutable\/.+\.(js|json)$/, async (route) => {
				const url = route.request().url();
				if (holding && (url.endsWith('.json') || isI18next(url))) {
					held.push(url);
					await released;
				}
				return route.fallback();
			});

			await page.goto(path);
			// `goto` waits for the app to mark itself ready: it hydrated without them, and a page that
			// is only read never asks for i18next.
			expect(held.filter(isI18next)).toEqual([]);
			await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
			await expect(page.locator('body')).not.toContainText(RAW_KEY);
			const language = page.getByTestId('language');
			await expect(language).toHaveValue(lng);

			// The first sign of input (a key pressed here) asks for it.
			await page.keyboard.press('Shift');
			await expect.poll(() => held.filter(isI18next).length).toBeGreaterThan(0);
			await expect(page.locator('body')).not.toContainText(RAW_KEY);

			// Once they can load, the next page is drawn with i18next, every word in place.
			holding = false;
			release();
			await page
				.getByRole('navigation', { name: text(lng, 'ui', 'nav.label') })
				.getByRole('link', { name: text(lng, 'ui', next) })
				.click();
			await expect(page).toHaveURL(
				new RegExp(`/${lng}/${next === 'nav.setup' ? 'setup' : 'table'}$`)
			);
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(
				next === 'nav.setup'
					? text(lng, 'setup', 'setup.title')
					: text(lng, 'tablePage', 'tablePage.title')
			);
			await expect(page.locator('main')).not.toContainText(RAW_KEY);
			expect(
				problems.filter((p) => !p.includes('Failed to fetch') && !p.includes('i18n:'))
			).toEqual([]);
		});
	}
});

test.describe('a saved game', () => {
	// The service worker would answer the reload's requests itself, past the route that watches them.
	test.use({ serviceWorkers: 'block' });

	test('opens again from the texts it kept, without i18next, until the state changes', async ({
		page
	}) => {
		const problems = watch(page);
		const isI18next = i18nextMatcher();
		let holding = false;
		const asked = i18nextRequests(page);
		await page.route(/\/_app\/immutable\/.+\.js$/, (route) =>
			holding && isI18next(route.request().url()) ? route.abort() : route.fallback()
		);
		await page.goto('/ru/table');
		await page.locator('input[name="table-players"]').nth(1).check();
		for (const [i, name] of ['Аня', 'Борис', 'Клео', 'Дан', 'Ева'].entries())
			await page.getByTestId(`name-${i}`).fill(name);
		await page.locator('form button[type="submit"]').click();
		await page.getByTestId('end-turn').click();
		await expect(page.getByTestId('active-player')).toContainText('Клео');
		// The texts drawn are kept with the state they were drawn for, a moment after the last change.
		await expect
			.poll(() =>
				page.evaluate(() =>
					Object.values(JSON.parse(localStorage['stay-away:page-text'] ?? '{}').text ?? {}).join(
						'\n'
					)
				)
			)
			.toContain('Клео');

		// Opened again on that state, it hydrates and draws the game with i18next held back.
		holding = true;
		asked.length = 0;
		await page.reload();
		await expect(page.getByTestId('active-player')).toContainText('Клео');
		await expect(page.getByTestId('end-turn')).toContainText(
			text('ru', 'tablePage', 'tablePage.controls.endTurn')
		);
		await expect(page.locator('body')).not.toContainText(RAW_KEY);
		expect(asked).toEqual([]);

		// Another stored state (here a setting written elsewhere) loads i18next before hydrating.
		holding = false;
		await page.evaluate(() => localStorage.setItem('stay-away:test-other-state', '1'));
		await page.reload();
		expect(asked.length).toBeGreaterThan(0);
		await expect(page.getByTestId('active-player')).toContainText('Клео');
		// Every text was there: no missing key (the blocked service worker's errors aside).
		expect(problems.filter((p) => p.includes('i18n:'))).toEqual([]);
	});
});

test.describe('a shared Island of Fear setup', () => {
	// The service worker would answer i18next's request itself, past the route that watches it.
	test.use({ serviceWorkers: 'block' });

	test('opens from its own words without i18next, and a set of the table’s own does not', async ({
		page
	}) => {
		const problems = watch(page);
		const asked = i18nextRequests(page);

		// A link for 11 players with both supplements: another setup than the prerendered one for 5.
		await page.goto('/uk/island-of-fear/setup?p=11&i=1&e=1');
		await expect(page.getByTestId('island-characters').locator('tbody tr')).toHaveCount(11);
		await expect(page.getByTestId('island-headline')).toContainText('11');
		await expect(
			page.getByRole('heading', { name: text('uk', 'island', 'setup.eventsTitle') })
		).toBeVisible();
		await expect(page.locator('body')).not.toContainText(RAW_KEY);
		// `goto` waited for the app to mark itself ready: it drew the link's setup without i18next.
		expect(asked).toEqual([]);

		// The words are i18next's own: once it loads (the first sign of input), nothing changes.
		const drawn = await page.locator('main').innerText();
		await page.keyboard.press('Shift');
		await expect.poll(() => asked.length).toBeGreaterThan(0);
		await page.waitForLoadState('networkidle');
		expect(await page.locator('main').innerText()).toBe(drawn);

		// A set of the table's own is not in the record: i18next loads before the page hydrates.
		asked.length = 0;
		await page.goto('/uk/island-of-fear/setup?p=6&c=1.2.3.4.5&b=1');
		await expect(page.getByTestId('island-characters').locator('tbody tr')).toHaveCount(6);
		expect(asked.length).toBeGreaterThan(0);
		expect(problems.filter((p) => p.includes('i18n:'))).toEqual([]);
	});
});
