import { readFileSync } from 'node:fs';
import { test as base, expect, type Locator, type Page, type Request } from '@playwright/test';

export { expect };
export type { Browser, BrowserContext, Locator, Page, Request } from '@playwright/test';

/**
 * Wait until the app is hydrated: the root layout sets `html[data-ready]` once its script has run,
 * so from then on a tap reaches the app and not the prerendered HTML (a form would otherwise submit
 * natively, a listener would not be there yet). Page loads take longer on a busy machine; this waits
 * for the state instead of for a fixed time.
 */
export async function waitForApp(page: Page): Promise<void> {
	await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}

/**
 * The URL of a request that failed for a reason of its own (offline and not cached, refused, a
 * network error), or `undefined` when the page only dropped it by moving on (`net::ERR_ABORTED`:
 * a navigation leaves the old page's icon sprite or preloads unfinished). A request the page
 * needs and drops fails the page itself, which the tests check apart.
 */
export function failedRequest(request: Request): string | undefined {
	return request.failure()?.errorText === 'net::ERR_ABORTED' ? undefined : request.url();
}

/**
 * Wait until every finite CSS transition and animation on the page has finished, for checks that
 * measure colours or positions at rest (axe's contrast rule, bounding boxes).
 */
export async function waitForAnimations(page: Page): Promise<void> {
	await page.evaluate(async () => {
		// Chromium does not run the animations of content it skips (`content-visibility: auto`
		// off screen): they finish when scrolled to, so only those on drawn content are awaited.
		const drawn = (a: Animation) => {
			const target = a.effect instanceof KeyframeEffect ? a.effect.target : null;
			return !target || target.checkVisibility({ contentVisibilityAuto: true });
		};
		const finite = document
			.getAnimations()
			.filter((a) => a.effect?.getComputedTiming().iterations !== Infinity && drawn(a));
		await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
	});
}

/** Makes `goto` and `reload` of an app page wait for hydration, unless asked to return at `commit`. */
function waitsForApp(page: Page): void {
	const goto = page.goto.bind(page);
	const reload = page.reload.bind(page);
	const isPage = (response: Awaited<ReturnType<Page['goto']>>) =>
		response?.headers()['content-type']?.startsWith('text/html') ?? true;
	page.goto = async (url, options) => {
		const response = await goto(url, options);
		if (options?.waitUntil !== 'commit' && !page.url().startsWith('about:') && isPage(response))
			await waitForApp(page);
		return response;
	};
	page.reload = async (options) => {
		const response = await reload(options);
		if (options?.waitUntil !== 'commit' && isPage(response)) await waitForApp(page);
		return response;
	};
}

/**
 * Playwright's `test`, with every page of the test's context made to wait for hydration after
 * `goto` and `reload` (see `waitForApp`). Pages from contexts a test creates itself call
 * `waitForApp` themselves.
 */
export const test = base.extend({
	context: async ({ context }, use) => {
		context.on('page', waitsForApp);
		for (const page of context.pages()) waitsForApp(page);
		await use(context);
	}
});

/**
 * A value from the app's IndexedDB `settings` store (`undefined` when absent), read in the page.
 * Tests poll it to wait until a save has been committed.
 */
export async function storedSetting(page: Page, key: string): Promise<unknown> {
	return page.evaluate(
		(k) =>
			new Promise((resolve, reject) => {
				const open = indexedDB.open('stay-away');
				// No database yet (the app creates it with its first save): nothing stored, and
				// none created here, which would leave the app an empty one to upgrade.
				open.onupgradeneeded = () => open.transaction?.abort();
				open.onerror = () =>
					open.error?.name === 'AbortError' ? resolve(undefined) : reject(open.error);
				open.onsuccess = () => {
					const db = open.result;
					if (!db.objectStoreNames.contains('settings')) return (db.close(), resolve(undefined));
					const get = db.transaction('settings').objectStore('settings').get(k);
					get.onsuccess = () => (db.close(), resolve(get.result));
					get.onerror = () => (db.close(), reject(get.error));
				};
			}),
		key
	);
}

/** What {@link readStores} reads of one object store: its records, and the key of each. */
type StoreContents = { values: unknown[]; keys: IDBValidKey[] };

/**
 * Every record and key of the object stores `stores` of the app's IndexedDB database `name`, read
 * in the page in one transaction, by store name (`values[i]` is stored under `keys[i]`, in key
 * order). Each store reads as empty while the database has none of them yet.
 */
async function readStores<S extends string>(
	page: Page,
	name: string,
	stores: S[]
): Promise<Record<S, StoreContents>> {
	const read = await page.evaluate(
		({ name, stores }: { name: string; stores: string[] }) =>
			new Promise<Record<string, StoreContents>>((resolve, reject) => {
				const open = indexedDB.open(name);
				const empty = (): StoreContents => ({ values: [], keys: [] });
				// No database yet: every store empty, and none created here (see storedSetting).
				open.onupgradeneeded = () => open.transaction?.abort();
				open.onerror = () =>
					open.error?.name === 'AbortError'
						? resolve(Object.fromEntries(stores.map((s) => [s, empty()])))
						: reject(open.error);
				open.onsuccess = () => {
					const db = open.result;
					if (!stores.every((s) => db.objectStoreNames.contains(s)))
						return (db.close(), resolve(Object.fromEntries(stores.map((s) => [s, empty()]))));
					const tx = db.transaction(stores);
					const reads = stores.map((s) => ({
						values: tx.objectStore(s).getAll(),
						keys: tx.objectStore(s).getAllKeys()
					}));
					tx.oncomplete = () => {
						db.close();
						resolve(
							Object.fromEntries(
								stores.map((s, i) => [
									s,
									{ values: reads[i]!.values.result, keys: reads[i]!.keys.result }
								])
							)
						);
					};
					tx.onerror = () => (db.close(), reject(tx.error));
				};
			}),
		{ name, stores }
	);
	return read as Record<S, StoreContents>;
}

/** An action as the Stay Away! table stores it: its type and, for a card played, the card and target. */
export type StoredAction = { type: string; card?: string; target?: unknown };

/**
 * Every stored Stay Away! game (IndexedDB `stay-away`), in key order: its id and its actions in
 * force (those before the game's cursor; undone ones stay stored, for redo), read in the page.
 * `[]` when nothing is stored yet.
 */
export async function storedGames(page: Page): Promise<{ id: string; actions: StoredAction[] }[]> {
	const { games, actions } = await readStores(page, 'stay-away', ['games', 'actions']);
	return (games.values as { id: string; cursor: number }[]).map((g) => ({
		id: g.id,
		actions: actions.keys.flatMap((key, i) => {
			const [id, n] = key as [string, number];
			return id === g.id && n < g.cursor ? [actions.values[i] as StoredAction] : [];
		})
	}));
}

/**
 * Every stored Island of Fear game (IndexedDB `island-of-fear`) as its log of actions, read in
 * the page. `[]` when nothing is stored yet.
 */
export async function hostedGames(page: Page): Promise<{ log: { actions: unknown[] } }[]> {
	const { games } = await readStores(page, 'island-of-fear', ['games']);
	return games.values as { log: { actions: unknown[] } }[];
}

/**
 * The table's log ("What happened"), last on the page: below the fold on a phone, it loads when
 * scrolled to, so scroll to it first.
 */
export async function showLog(page: Page) {
	await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
	await page.locator('#log-title').waitFor();
	return page.getByTestId('log');
}

/**
 * A string from a locale file, e.g. `localeText('de', 'setup', 'setup.title')`: tests that check
 * another language read its words from the locale files, so rewording a translation never breaks
 * them.
 */
export function localeText(lng: string, ns: string, key: string): string {
	const data = JSON.parse(readFileSync(`locales/${lng}/${ns}.json`, 'utf8'));
	return key.split('.').reduce((o, k) => o[k], data) as string;
}

/**
 * Play two cards from the start of a game: a Barred Door on the first edge, then a Quarantine on
 * the first target, so the circle has a door, a Quarantine and a turn passed. Buttons by test id,
 * so any language works; waits until the circle is at rest.
 */
export async function playDoorAndQuarantine(page: Page): Promise<void> {
	await page.getByTestId('end-turn').click();
	await page.getByTestId('card-played').click();
	await page.locator('[data-card="barred-door"]').click();
	await page.locator('[data-target^="edge-"]').first().click();
	await expect(page.getByTestId('action-sheet')).toHaveCount(0);
	await page.getByTestId('end-turn').click();
	await page.getByTestId('card-played').click();
	await page.locator('[data-card="quarantine"]').click();
	await page.getByTestId('action-sheet').locator('[data-target]').first().click();
	await expect(page.getByTestId('action-sheet')).toHaveCount(0);
	await expect(page.locator('[data-testid^="quarantine-"]')).toHaveCount(1);
	await waitForAnimations(page);
}

/**
 * The dealing checklist of /setup, folded below the answer and drawn when opened: opens it as a
 * reader would (once the page has hydrated, so the fold keeps its state) and returns its steps.
 */
export async function dealingSteps(page: Page): Promise<Locator> {
	await expect(page.locator('html')).toHaveAttribute('data-ready');
	const fold = page.getByTestId('fold-dealing');
	if (!(await fold.evaluate((details: HTMLDetailsElement) => details.open)))
		await fold.locator('summary').click();
	return page.getByTestId('steps');
}

/** The smallest side, in CSS pixels, of a target a finger can hit (WCAG 2.5.5; issue 39). */
export const MIN_TARGET = 44;

/**
 * How far the page scrolls sideways: the document's `scrollWidth` beyond the viewport's width, in
 * CSS pixels (0 when nothing spills). Measured against the width the test set, not `innerWidth`:
 * a phone (Playwright's mobile emulation) widens its layout viewport to a page that spills.
 */
export async function sidewaysScroll(page: Page): Promise<number> {
	const width = page.viewportSize()!.width;
	// After a resize: the page's next frames lay it out again (the circle's names glide to their
	// new places), then it is measured at rest.
	await page.evaluate(
		() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
	);
	await waitForAnimations(page);
	return page.evaluate(
		(width) =>
			Math.max(
				(document.scrollingElement ?? document.documentElement).scrollWidth - width,
				window.innerWidth - width
			),
		width
	);
}

/**
 * What makes the page scroll sideways, for a failing test's message: `""` when nothing spills,
 * else how far and the first few elements (the innermost) that reach past the viewport's width.
 */
export async function spill(page: Page): Promise<string> {
	const px = await sidewaysScroll(page);
	if (px <= 0) return '';
	const width = page.viewportSize()!.width;
	const culprits = await page.evaluate((width) => {
		const past = [...document.querySelectorAll('body *')].filter(
			(el) => el.getBoundingClientRect().right > width + 0.5
		);
		return past
			.filter((el) => !past.some((o) => o !== el && el.contains(o)))
			.slice(0, 4)
			.map(
				(el) =>
					`${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 20)}" to ${Math.round(el.getBoundingClientRect().right)}`
			);
	}, width);
	return `scrolls ${px} px sideways: ${culprits.join('; ')}`;
}

/**
 * Every visible button, link, input, select and summary smaller than `MIN_TARGET` in either
 * dimension, as `"<where> <tag> "text": w×h"`. A checkbox or radio counts with its label when the
 * label holds it (the label is part of the target). Exempt: links inline in running text (the
 * spacing exception of WCAG 2.5.8), and what is hidden until focused (the skip link).
 */
export async function smallTargets(page: Page, where: string): Promise<string[]> {
	await waitForAnimations(page);
	return page.evaluate(
		({ where, min }) => {
			const out: string[] = [];
			const blockOf = (el: Element): Element | null => {
				for (let p = el.parentElement; p; p = p.parentElement)
					if (!getComputedStyle(p).display.startsWith('inline')) return p;
				return null;
			};
			/** A link among words: its block holds text besides the link itself. */
			const inline = (el: HTMLElement) => {
				if (el.tagName !== 'A' || !getComputedStyle(el).display.startsWith('inline')) return false;
				const block = blockOf(el);
				if (!block) return false;
				const own = (el.textContent ?? '').trim().length;
				const around = (block.textContent ?? '').replace(/\s+/g, ' ').trim().length;
				return around > own + 3;
			};
			for (const el of document.querySelectorAll<HTMLElement>(
				'button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="button"]'
			)) {
				if (el.closest('.visually-hidden, [inert], [aria-hidden="true"]')) continue;
				if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
				let r = el.getBoundingClientRect();
				if (r.width < 2 || r.height < 2) continue;
				if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
					const label = el.closest('label');
					if (label) r = label.getBoundingClientRect();
				}
				if (inline(el)) continue;
				if (r.width + 0.5 >= min && r.height + 0.5 >= min) continue;
				const text = (
					el.textContent ||
					el.getAttribute('aria-label') ||
					el.getAttribute('name') ||
					''
				)
					.replace(/\s+/g, ' ')
					.trim()
					.slice(0, 30);
				out.push(
					`${where} ${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ''} "${text}": ${Math.round(r.width)}×${Math.round(r.height)}`
				);
			}
			return out;
		},
		{ where, min: MIN_TARGET }
	);
}
