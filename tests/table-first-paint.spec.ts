/**
 * /table's first paint (issue 41): the prerendered page shows what the table will show without
 * any script (the start panel's top on a fresh device, the saved game's outline from the snapshot
 * beside it), and the app then takes over without moving anything (CLS 0).
 */
import { readFileSync } from 'node:fs';
import { expect, localeText, storedGames, test, type Page } from './fixtures';

const NAMES = ['Ana', 'Boris', 'Cleo', 'Dan', 'Eve'];

// A service worker would answer the script requests itself, past the route that aborts them, and
// the app would replace the outline while it is being checked.
test.use({ serviceWorkers: 'block' });

/** Start a 5-player game with NAMES and play one turn; the store writes the outline. */
async function startGame(page: Page) {
	await page.goto('/en/table');
	await page.locator('input[name="table-players"]').nth(1).check();
	for (let i = 0; i < NAMES.length; i++) await page.getByTestId(`name-${i}`).fill(NAMES[i]!);
	await page.locator('form button[type="submit"]').click();
	await expect(page.getByTestId('end-turn')).toBeEnabled();
	await page.getByTestId('end-turn').click();
	await expect(page.getByTestId('active-player')).toContainText('Cleo');
}

/** Abort the app's scripts, as a page whose JavaScript has not arrived yet. */
async function blockScripts(page: Page) {
	await page.route(/\/_app\/.*\.js$/, (route) => route.abort());
}

test('without scripts a fresh device sees the start panel', async ({ page }) => {
	await blockScripts(page);
	await page.goto('/en/table', { waitUntil: 'commit' });
	const start = page.getByTestId('start-outline');
	await expect(
		start.getByRole('heading', { name: localeText('en', 'tablePage', 'tablePage.start.title') })
	).toBeVisible();
	await expect(
		start.getByRole('button', { name: localeText('en', 'tablePage', 'tablePage.start.begin') })
	).toBeVisible();
	await expect(
		start.getByRole('link', { name: localeText('en', 'tablePage', 'tablePage.start.editSetup') })
	).toBeVisible();
	await expect(page.locator('#table-outline')).toBeHidden();
});

test('without scripts a saved game shows its outline with the names', async ({ page }) => {
	await startGame(page);
	await blockScripts(page);
	await page.reload({ waitUntil: 'commit' });
	const outline = page.locator('#table-outline');
	await expect(outline).toBeVisible();
	await expect(page.getByTestId('start-outline')).toBeHidden();
	await expect(outline.locator('.whose')).toHaveText("Cleo's turn");
	await expect(outline.locator('[data-seat]:visible')).toHaveText(NAMES);
	await expect(outline.locator('.round')).toHaveText('Turn 2 · Round 1 · clockwise');
	await expect(outline.locator('[data-seat][data-active]')).toHaveText('Cleo');
});

test('a stored outline that the database contradicts gives way to the database', async ({
	page
}) => {
	await page.goto('/en/table');
	// An outline with no saved game behind it: the start panel is what the database says.
	await page.evaluate(() =>
		localStorage.setItem(
			'stay-away:table-outline',
			JSON.stringify({
				v: 1,
				names: ['Ghost', 'Phantom', 'Shade', 'Wraith'],
				players: [1, 2, 3, 4],
				active: 0,
				dir: 'cw'
			})
		)
	);
	await page.reload();
	await expect(page.locator('form button[type="submit"]')).toBeVisible();
	await expect(page.locator('#table-outline')).toHaveCount(0);
	await expect(page.getByText('Ghost')).toHaveCount(0);
});

/** Record the page's layout shifts (not those after input) from its next load on. */
async function recordShifts(page: Page) {
	await page.addInitScript(() => {
		const w = window as unknown as { __shifts: number[] };
		w.__shifts = [];
		new PerformanceObserver((list) => {
			for (const e of list.getEntries() as (PerformanceEntry & {
				value: number;
				hadRecentInput: boolean;
			})[])
				if (!e.hadRecentInput) w.__shifts.push(e.value);
		}).observe({ type: 'layout-shift', buffered: true });
	});
}

/** The page's layout shift so far, summed (CLS over one load). */
async function shifted(page: Page): Promise<number> {
	const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
	return shifts.reduce((a, b) => a + b, 0);
}

test('opening a game in progress moves nothing (CLS 0)', async ({ page }) => {
	await startGame(page);
	await recordShifts(page);
	await page.reload();
	// The game drawn in full: the seats, the controls and the panels below them.
	await expect(page.getByTestId('active-player')).toHaveText("Cleo's turn");
	await expect(page.getByTestId('seat-circle')).toBeVisible();
	await expect(page.getByTestId('legend-toggle')).toBeVisible();
	await expect(page.locator('#table-outline')).toHaveCount(0);
	expect(await shifted(page)).toBe(0);
});

test('a game in progress hides the setup link before the header is read', async ({ page }) => {
	// A slow phone paints the page while it is still being read; the header must already be drawn as
	// in a game then, else its links move when the outline is painted at the end of the body.
	await startGame(page);
	await page.addInitScript(() => {
		const w = window as unknown as { __markedAtNav: boolean | null };
		w.__markedAtNav = null;
		const seen = new MutationObserver(() => {
			if (!document.querySelector('nav a[data-section="setup"]')) return;
			w.__markedAtNav = document.documentElement.hasAttribute('data-table-outline');
			seen.disconnect();
		});
		seen.observe(document, { childList: true, subtree: true });
	});
	await page.reload();
	await expect(page.getByTestId('active-player')).toHaveText("Cleo's turn");
	expect(
		await page.evaluate(() => (window as unknown as { __markedAtNav: unknown }).__markedAtNav)
	).toBe(true);
});

test('a first visit moves nothing as the start panel opens (CLS 0)', async ({ page }) => {
	await recordShifts(page);
	await page.goto('/de/table');
	// The start panel drawn, and the header with its setup link from the first paint on.
	await expect(page.locator('form button[type="submit"]')).toBeEnabled();
	await expect(page.locator('html[data-ready]')).toBeAttached();
	await expect(page.locator('nav a[data-section="setup"]')).toBeVisible();
	expect(await shifted(page)).toBe(0);
});

/** The built file of a module, from Vite's build manifest (`src` as its key). */
function builtFile(src: string): string {
	const manifest = JSON.parse(
		readFileSync('.svelte-kit/output/client/.vite/manifest.json', 'utf8')
	) as Record<string, { file: string }>;
	const chunk = manifest[src];
	if (!chunk) throw new Error(`${src} is not in the build manifest`);
	return `/${chunk.file}`;
}

test('a first visit loads the game view and the engine only once a game starts', async ({
	page
}) => {
	const gameView = builtFile('src/routes/[lang=lang]/(play)/table/GameView.svelte');
	const engine = builtFile('src/lib/stay-away/table/recording.ts');
	const loaded: string[] = [];
	page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
	await page.goto('/en/table');
	await expect(page.locator('html[data-ready]')).toBeAttached();
	await expect(page.locator('form button[type="submit"]')).toBeEnabled();
	expect(loaded).not.toContain(gameView);
	expect(loaded).not.toContain(engine);

	await page.locator('form button[type="submit"]').click();
	await expect(page.getByTestId('end-turn')).toBeEnabled();
	expect(loaded).toContain(gameView);
	expect(loaded).toContain(engine);
});

test.describe('paint first, then the scripts', () => {
	for (const path of ['/en/table', '/en/rules', '/de/island-of-fear/host']) {
		test(`${path} fetches none of its scripts before its first frame`, async ({ page }) => {
			// When the first frame begins (its animation callbacks run before it is drawn).
			await page.addInitScript(() => {
				requestAnimationFrame(() => {
					(window as unknown as { firstFrame: number }).firstFrame = performance.now();
				});
			});
			await page.goto(path);
			await expect(page.locator('html[data-ready]')).toBeAttached();
			const { firstFrame, scripts } = await page.evaluate(() => ({
				firstFrame: (window as unknown as { firstFrame: number }).firstFrame,
				scripts: performance
					.getEntriesByType('resource')
					.filter((entry) => /\/_app\/immutable\/.*\.js$/.test(entry.name))
					.map((entry) => entry.startTime)
			}));
			expect(scripts.length).toBeGreaterThan(0);
			expect(Math.min(...scripts)).toBeGreaterThan(firstFrame);
		});
	}
});

test('a fresh device creates no database until its first game', async ({ page }) => {
	const databases = () =>
		page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name));
	await page.goto('/en/table');
	const players = page.locator('input[name="table-players"]');
	await expect(players.first()).toBeVisible();
	// The start panel is drawn once the saved games have been looked for: there were none.
	await expect(page.locator('html[data-ready]')).toBeAttached();
	expect(await databases()).not.toContain('stay-away');
	await page.locator('form button[type="submit"]').click();
	await expect(page.getByTestId('end-turn')).toBeEnabled();
	// Once the game is stored (the database created for it), it is there after a reload.
	await expect.poll(async () => (await storedGames(page)).length).toBe(1);
	expect(await databases()).toContain('stay-away');
	await page.reload();
	await expect(page.getByTestId('end-turn')).toBeEnabled();
	await expect(page.getByTestId('seat-circle')).toBeVisible();
});
