/**
 * The table at every size: 12 players with long names in German and Russian, phones from 360 px to
 * desktops, and correcting the table with "Edit the table".
 */
import AxeBuilder from '@axe-core/playwright';
import {
	expect,
	localeText,
	playDoorAndQuarantine,
	showLog,
	spill,
	smallTargets,
	test,
	type Page
} from './fixtures';

const LONG_NAMES = [
	'Alexandra',
	'Maximilian',
	'Jean-Baptiste',
	'Konstantin',
	'Mariangela',
	'Christophorus',
	'Wilhelmina',
	'Bartholomew',
	'Анастасия Владимировна',
	'Friedrich-Wilhelm',
	'Guinevere',
	'Дмитрий Александрович Константинопольский'.slice(0, 40)
];

async function startGame(page: Page, names: string[], lang = 'en') {
	await page.addInitScript((l) => localStorage.setItem('stay-away:lang', l), lang);
	await page.goto('/table');
	await page
		.locator('input[name="table-players"]')
		.nth(names.length - 4)
		.check();
	for (let i = 0; i < names.length; i++) await page.getByTestId(`name-${i}`).fill(names[i]!);
	await page.locator('form button[type="submit"]').click();
	await expect(page.getByTestId('seat-circle')).toBeVisible();
}

/** Play a few turns with a Barred Door and a Quarantine on the table (buttons by test id: any language). */
const midGame = playDoorAndQuarantine;

type Box = { name: string; x: number; y: number; width: number; height: number };

/** The boxes on the circle that must never overlap: name labels, seat numbers, badges and doors. */
async function circleBoxes(page: Page): Promise<Box[]> {
	return page.evaluate(() => {
		const boxes: Box[] = [];
		const add = (name: string, el: Element) => {
			const r = el.getBoundingClientRect();
			if (r.width > 0 && r.height > 0)
				boxes.push({ name, x: r.x, y: r.y, width: r.width, height: r.height });
		};
		document
			.querySelectorAll('[data-testid^="player-"] .name-text')
			.forEach((el, i) => add(`name ${i}`, el));
		document.querySelectorAll('.seat-no').forEach((el, i) => add(`seat number ${i + 1}`, el));
		document
			.querySelectorAll('[data-testid^="quarantine-"]')
			.forEach((el, i) => add(`Quarantine badge ${i}`, el));
		document.querySelectorAll('[data-testid^="door-"]').forEach((el, i) => add(`door ${i}`, el));
		return boxes;
		type Box = { name: string; x: number; y: number; width: number; height: number };
	});
}

/**
 * Pairs of boxes that overlap: text (names, seat numbers) with text, a badge or a door. A door's
 * box may meet a token's number box: the plank lies between two tokens, under them, and a slanted
 * plank's box is much larger than the plank.
 */
function overlapping(boxes: Box[]): string[] {
	const found: string[] = [];
	const cut = (a: Box, b: Box) =>
		a.x < b.x + b.width - 0.5 &&
		b.x < a.x + a.width - 0.5 &&
		a.y < b.y + b.height - 0.5 &&
		b.y < a.y + a.height - 0.5;
	const exempt = (a: string, b: string) =>
		(a.startsWith('seat number') && b.startsWith('door')) ||
		(b.startsWith('seat number') && a.startsWith('door'));
	for (let i = 0; i < boxes.length; i++) {
		for (let j = i + 1; j < boxes.length; j++) {
			const [a, b] = [boxes[i]!, boxes[j]!];
			if (!exempt(a.name, b.name) && cut(a, b)) found.push(`${a.name} / ${b.name}`);
		}
	}
	return found;
}

for (const lang of ['de', 'ru'] as const) {
	test(`12 players with long names in ${lang}: nothing on the circle overlaps, every seat number shows`, async ({
		page
	}) => {
		await page.setViewportSize({ width: 360, height: 640 });
		await startGame(page, LONG_NAMES, lang);
		await midGame(page);
		const boxes = await circleBoxes(page);
		expect(boxes.filter((b) => b.name.startsWith('name'))).toHaveLength(12);
		expect(boxes.filter((b) => b.name.startsWith('seat number'))).toHaveLength(12);
		expect(overlapping(boxes)).toEqual([]);
		// The seat numbers are on screen, inside the picture.
		const figure = (await page.getByTestId('seat-circle').boundingBox())!;
		for (const b of boxes.filter((x) => x.name.startsWith('seat number'))) {
			expect(b.x).toBeGreaterThanOrEqual(figure.x);
			expect(b.x + b.width).toBeLessThanOrEqual(figure.x + figure.width);
		}
		// A shortened name is whole in the seat list, which the legend can show.
		await page.getByTestId('legend-toggle').locator('summary').click();
		await page
			.getByRole('button', {
				name: localeText(lang, 'tablePage', 'tablePage.circle.showList')
			})
			.click();
		await expect(page.getByTestId('circle-text')).toContainText(LONG_NAMES[11]!);
		await page.evaluate(() => window.scrollTo(0, 0));
		await page.screenshot({ path: `docs/table-12-players-${lang}-360.png` });
	});
}

const VIEWPORTS = [
	{ width: 360, height: 640, wide: false },
	{ width: 390, height: 844, wide: false },
	{ width: 1024, height: 768, wide: true },
	{ width: 1440, height: 900, wide: true }
];

for (const v of VIEWPORTS) {
	test(`${v.width}×${v.height}: End turn, Card played and Undo are on screen mid-game without scrolling${v.wide ? ', the referee beside the circle' : ''}`, async ({
		page
	}) => {
		await page.setViewportSize({ width: v.width, height: v.height });
		await startGame(page, LONG_NAMES.slice(0, 8));
		await midGame(page);
		await page.evaluate(() => window.scrollTo(0, 0));
		for (const id of ['end-turn', 'card-played', 'undo'])
			await expect(page.getByTestId(id)).toBeInViewport({ ratio: 1 });
		expect(await page.evaluate(() => window.scrollY)).toBe(0);
		if (v.wide) {
			await expect(page.getByTestId('referee')).toBeVisible();
			const circle = (await page.getByTestId('seat-circle').boundingBox())!;
			const referee = (await page.getByTestId('referee').boundingBox())!;
			expect(referee.x).toBeGreaterThanOrEqual(circle.x + circle.width);
			await expect(page.getByTestId('referee')).toBeInViewport();
		}
		if (v.width === 390 || v.width === 1024)
			await page.screenshot({ path: `docs/table-8-players-${v.width}.png` });
	});
}

test('a Barred Door forgotten three turns ago is put right with "Edit the table", stored as one correction that Undo takes back', async ({
	page
}) => {
	await startGame(page, ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Flo']);
	for (const next of ["Cy's turn", "Di's turn", "Ed's turn"]) {
		await page.getByTestId('end-turn').click();
		await expect(page.getByTestId('active-player')).toHaveText(next);
	}
	await expect(page.getByTestId('door-1')).toHaveCount(0);
	await page.getByTestId('edit-table').click();
	const editor = page.getByTestId('table-editor');
	await expect(editor.getByRole('heading', { name: 'Edit the table' })).toBeVisible();
	await expect(page.getByTestId('edit-save')).toBeDisabled();
	// The door Bo placed between Bo and Cy: seat 2's edge towards the next seat.
	await page.getByTestId('edit-door-1').selectOption('1');
	// And Ed is really in Quarantine, with 2 turns left.
	await page.getByTestId('edit-quarantine-4').selectOption('2');
	const results = await new AxeBuilder({ page }).include('[data-testid="table-editor"]').analyze();
	expect(
		results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)
	).toEqual([]);
	await page.getByTestId('edit-save').click();
	await expect(page.getByTestId('table-editor')).toHaveCount(0);
	await expect(page.getByTestId('door-1')).toBeVisible();
	await expect(page.getByTestId('quarantine-4')).toHaveText('2');
	await expect((await showLog(page)).getByRole('listitem').first()).toContainText(
		'The table was corrected: a Barred Door between Bo and Cy, Ed in Quarantine for 2 more turns'
	);
	// The referee follows the correction.
	await page.getByTestId('referee-toggle').locator('summary').click();
	await expect(page.getByTestId('referee-exchange')).toContainText('face up');
	// One correction, undone in one tap.
	await page.getByTestId('undo').click();
	await expect(page.getByTestId('door-1')).toHaveCount(0);
	await expect(page.getByTestId('quarantine-4')).toHaveCount(0);
	await page.getByTestId('redo').click();
	await expect(page.getByTestId('door-1')).toBeVisible();
	// A position that cannot exist is explained, not saved.
	await page.getByTestId('edit-table').click();
	await page.getByTestId('edit-out-4').check();
	await expect(page.getByTestId('edit-active').locator('option', { hasText: 'Ed' })).toHaveCount(0);
	await expect(page.getByTestId('edit-problem')).toHaveText(
		'Ed is out of the game, so it cannot be their turn.'
	);
	await expect(page.getByTestId('edit-save')).toBeDisabled();
	await page.getByTestId('edit-active').selectOption({ label: 'Flo' });
	await expect(page.getByTestId('edit-problem')).toHaveCount(0);
	await expect(page.getByTestId('edit-save')).toBeEnabled();
});

test('mid-game /table and the table editor have no axe violations at 360 px', async ({ page }) => {
	await page.setViewportSize({ width: 360, height: 640 });
	await startGame(page, LONG_NAMES);
	await midGame(page);
	let results = await new AxeBuilder({ page }).analyze();
	expect(
		results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)
	).toEqual([]);
	await page.getByTestId('edit-table').click();
	await expect(page.getByTestId('table-editor')).toBeVisible();
	results = await new AxeBuilder({ page }).analyze();
	expect(
		results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)
	).toEqual([]);
});

for (const [lang, width, height] of [
	['de', 360, 640],
	['ru', 360, 640],
	['uk', 360, 640],
	['de', 640, 360],
	['uk', 640, 360]
] as const) {
	test(`${width}×${height} in ${lang}, 12 long names: End turn, Card played and Undo stay on screen, and what Undo undid shows above them`, async ({
		page
	}) => {
		await page.setViewportSize({ width, height });
		// The 40-letter name sits in seat 4: its turn when the Quarantine is played and undone.
		const names = [...LONG_NAMES];
		[names[3], names[11]] = [names[11]!, names[3]!];
		await startGame(page, names, lang);
		await midGame(page);
		await page.getByTestId('undo').click();
		await expect(page.getByTestId('active-player')).toContainText(names[3]!.slice(0, 12));
		await expect(page.getByTestId('table-message')).toBeVisible();
		await page.evaluate(() => window.scrollTo(0, 0));
		// Nothing widens the page: a long name is cut, not scrolled to.
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
			width
		);
		for (const id of ['table-message', 'end-turn', 'card-played', 'undo'])
			await expect(page.getByTestId(id)).toBeInViewport({ ratio: 1 });
		// The header's sections stay whole in every language (none hidden behind the search).
		for (const link of await page.getByRole('navigation').getByRole('link').all())
			await expect(link).toBeInViewport({ ratio: 1 });
		// Each control's words stay inside it.
		const spill = await page.evaluate(() =>
			[...document.querySelectorAll('.controls button, .footer button')]
				.filter((b) => b.scrollWidth > b.clientWidth + 1)
				.map((b) => b.textContent?.trim())
		);
		expect(spill).toEqual([]);
	});
}

test('the table editor keeps a door when a player is put out and back in, and knows when one or nobody is left', async ({
	page
}) => {
	await startGame(page, ['Ann', 'Bo', 'Cy', 'Di']);
	await page.getByTestId('edit-table').click();
	await page.getByTestId('edit-door-0').selectOption('1');
	await page.getByTestId('edit-save').click();
	await expect(page.getByTestId('door-0')).toBeVisible();
	await page.getByTestId('edit-table').click();
	await page.getByTestId('edit-out-1').check();
	await page.getByTestId('edit-out-1').uncheck();
	await expect(page.getByTestId('edit-door-0')).toHaveValue('1');
	// Everyone out: nobody would be left.
	for (const seat of [0, 1, 2, 3]) await page.getByTestId(`edit-out-${seat}`).check();
	await expect(page.getByTestId('edit-problem')).toHaveText(
		'Nobody would be left in the game: at least one player must stay in.'
	);
	// One left: no door to place, and it is that player's turn.
	await page.getByTestId('edit-out-3').uncheck();
	await expect(page.getByTestId('edit-problem')).toHaveCount(0);
	await expect(page.locator('[data-testid^="edit-door-"]')).toHaveCount(0);
	await expect(page.getByTestId('edit-active')).toHaveValue('3');
	await page.getByTestId('edit-save').click();
	await expect(page.getByTestId('table-editor')).toHaveCount(0);
	// The door between Ann and Bo went with them, and the log names it so.
	await expect((await showLog(page)).getByRole('listitem').first()).toContainText(
		'no Barred Door between Ann and Bo'
	);
	// The app does not know who won: it asks the table to record how the game ended.
	await expect(page.getByTestId('one-left')).toContainText('Only Di is still in the game');
});

/**
 * Twelve names of 40 characters, the setup form's limit, each told apart only by its end: every
 * other one is a single word, which can only be cut or broken.
 */
const FORTY = Array.from({ length: 12 }, (_, i) =>
	(i % 2
		? `Christiane-Maximiliane von Hohenzollern ${String.fromCharCode(65 + i)}`
		: `Wolfeschlegelsteinhausenbergerdorffvora${String.fromCharCode(65 + i)}`
	).slice(0, 40)
);

for (const lang of ['en', 'de', 'it', 'ru', 'uk'] as const) {
	test(`in ${lang}, 12 names of 40 characters mid-game: nothing spills at 360 to 1024 px, the Recorded line is whole, every target is 44 px`, async ({
		page
	}) => {
		expect(FORTY.every((n) => n.length === 40)).toBe(true);
		await page.setViewportSize({ width: 390, height: 844 });
		await startGame(page, FORTY, lang);
		await midGame(page);
		const message = page.getByTestId('table-message');
		await expect(message).toBeVisible();
		const log = await showLog(page);
		await expect(log.getByRole('listitem').first()).toBeVisible();
		const problems: string[] = [];
		for (const width of [360, 390, 768, 1024]) {
			await page.setViewportSize({ width, height: width < 700 ? 800 : 768 });
			const spilt = await spill(page);
			if (spilt) problems.push(`at ${width}: ${spilt}`);
			// The Recorded line wraps: none of its words is cut.
			const cut = await message.evaluate((p) => {
				const inner = p.firstElementChild as HTMLElement;
				return inner.scrollHeight > inner.clientHeight + 1 || p.scrollHeight > p.clientHeight + 1;
			});
			if (cut) problems.push(`at ${width}: the Recorded line is cut`);
			problems.push(...(await smallTargets(page, `at ${width}:`)));
		}
		expect(problems).toEqual([]);
		// Whole names: in the End turn button (its exchange), in the log, and on the circle one tap
		// away (a shortened label shows the name whole when tapped, and has it as its title).
		await page.setViewportSize({ width: 390, height: 844 });
		await page.evaluate(() => window.scrollTo(0, 0));
		const active = page.locator('.name[data-active="true"]');
		const player = Number((await active.getAttribute('data-testid'))!.slice('player-'.length));
		await expect(page.getByTestId('end-turn')).toContainText(FORTY[player]!);
		const logText = (await log.textContent()) ?? '';
		expect(FORTY.filter((n) => logText.includes(n)).length).toBeGreaterThan(0);
		const name = page.getByTestId('player-0');
		await expect(name).toHaveAttribute('title', FORTY[0]!);
		await name.click();
		await expect(name).toHaveClass(/whole/);
		const text = name.locator('.name-text');
		expect(await text.evaluate((t) => t.scrollHeight <= t.clientHeight + 1)).toBe(true);
		await expect(text).toHaveText(FORTY[0]!);
		// Inside the screen's width, wherever the seat is.
		const bubble = (await text.boundingBox())!;
		expect(bubble.x).toBeGreaterThanOrEqual(0);
		expect(bubble.x + bubble.width).toBeLessThanOrEqual(390);
	});
}

test('the start screen stays within a phone when a long name deals', async ({ page }) => {
	await page.setViewportSize({ width: 360, height: 740 });
	await page.goto('/en/table');
	await page.getByTestId('name-0').fill('Bartholomew Maximilian Featherstonehaugh');
	// The dealer's list names each seat by its player: the longest name must not widen the page.
	await page.getByTestId('dealer').selectOption('0');
	await expect(page.getByTestId('dealer')).toHaveValue('0');
	expect(await spill(page)).toBe('');
});
