/**
 * One tap, one action: fingers on a phone, in both games. Taps are sent as touches stamped a given
 * time apart (Chromium's `Input.dispatchTouchEvent`): the app judges a tap by its stamp, so a busy
 * machine that delivers them late still tests the gap asked for. After the quick taps, one
 * deliberate tap follows once the controls are available again, so every test also shows that a
 * tap after the settle time counts, and that nothing of the quick taps was left to arrive late.
 */
import {
	expect,
	hostedGames,
	storedGames,
	test,
	waitForAnimations,
	type Locator,
	type Page
} from './fixtures';

test.use({ hasTouch: true });

const NAMES = ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus'];

/**
 * Touch taps on `target`, the first now and each next one `gaps` ms (by its stamp) after the one
 * before. Waits first for the target to be on screen and available, as a finger would. `between`,
 * when given, is awaited before each tap after the first: the page has then drawn what the first
 * tap did, as a quick page does within the gap, while the stamps still say the taps were `gaps`
 * apart. `then`: where the taps after the first land (default: the target's first place; a
 * finger does not follow a control that moved).
 */
async function touchTaps(
	page: Page,
	target: Locator,
	gaps: number[] = [],
	between?: () => Promise<void>,
	then?: Locator
): Promise<void> {
	await target.scrollIntoViewIfNeeded();
	await expect(target).toBeEnabled();
	// Where a finger would land: the centre of the control once the page is at rest (no sheet
	// sliding in, no part still being drawn that moves it).
	const centre = async (of: Locator) => {
		let box = await of.boundingBox();
		for (;;) {
			await waitForAnimations(page);
			const again = await of.boundingBox();
			if (box && again && box.x === again.x && box.y === again.y) break;
			box = again;
		}
		return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
	};
	let point = await centre(target);
	const cdp = await page.context().newCDPSession(page);
	let t = Date.now() / 1000;
	for (const [i, gap] of [0, ...gaps].entries()) {
		if (i > 0 && between) await between();
		if (i > 0 && then) point = await centre(then);
		t += gap / 1000;
		await cdp.send('Input.dispatchTouchEvent', {
			type: 'touchStart',
			touchPoints: [point],
			timestamp: t
		});
		await cdp.send('Input.dispatchTouchEvent', {
			type: 'touchEnd',
			touchPoints: [],
			timestamp: t + 0.03
		});
	}
	await cdp.detach();
}

/**
 * The actions in force of the stored Stay Away! games (a card played by its card), their targets
 * (`null` for none), and how many games there are.
 */
async function stored(
	page: Page
): Promise<{ games: number; actions: string[]; targets: unknown[] }> {
	const games = await storedGames(page);
	const actions = games.flatMap((g) => g.actions);
	return {
		games: games.length,
		actions: actions.map((a) => a.card ?? a.type),
		targets: actions.map((a) => a.target ?? null)
	};
}

async function fillStart(page: Page) {
	await page.goto('/table');
	await page.getByRole('radio', { name: String(NAMES.length) }).check();
	for (let i = 0; i < NAMES.length; i++) await page.getByTestId(`name-${i}`).fill(NAMES[i]!);
}

async function startGame(page: Page) {
	await fillStart(page);
	await touchTaps(page, page.getByRole('button', { name: 'Start the game' }));
	await expect(page.getByTestId('seat-circle')).toBeVisible();
}

const active = (page: Page) => page.getByTestId('active-player');

test.describe('Stay Away! table', () => {
	for (const gap of [60, 150, 300]) {
		test(`two taps on End turn ${gap} ms apart end one turn; a tap after settling ends the next`, async ({
			page
		}) => {
			await startGame(page);
			const endTurn = page.getByTestId('end-turn');
			await touchTaps(page, endTurn, [gap], () => expect(active(page)).toHaveText("Cy's turn"));
			await expect(active(page)).toHaveText("Cy's turn");
			// The next tap, once End turn is available again (at least 600 ms after the first).
			await touchTaps(page, endTurn);
			await expect(active(page)).toHaveText("Di's turn");
			await expect.poll(async () => (await stored(page)).actions).toEqual(['endTurn', 'endTurn']);
		});
	}

	test('three taps 60 ms apart end one turn', async ({ page }) => {
		await startGame(page);
		await touchTaps(page, page.getByTestId('end-turn'), [60, 60]);
		await expect(active(page)).toHaveText("Cy's turn");
		await touchTaps(page, page.getByTestId('end-turn'));
		await expect(active(page)).toHaveText("Di's turn");
		expect((await stored(page)).actions).toEqual(['endTurn', 'endTurn']);
	});

	// Each sheet button that opens a further step, double-tapped: the second tap lands on the step it
	// opened and must choose nothing there.
	const opening = [
		{ control: 'card-played', choice: '[data-card="barred-door"]', next: '[data-target^="edge-"]' },
		{ control: 'card-played', choice: '[data-card="flamethrower"]', next: '[data-target]' },
		{
			control: 'other',
			choice: 'button:has-text("The Thing declares that no Human is left")',
			next: 'button.choice'
		}
	];
	for (const { control, choice, next } of opening) {
		test(`a double tap on ${choice} opens its step and chooses nothing there`, async ({ page }) => {
			await startGame(page);
			await touchTaps(page, page.getByTestId(control), [120]);
			const sheet = page.getByTestId('action-sheet');
			const button = sheet.locator(choice);
			await touchTaps(page, button, [120]);
			await expect(sheet.locator(next).first()).toBeEnabled();
			await expect(sheet).toBeVisible();
			expect((await stored(page)).actions).toEqual([]);
			await expect(active(page)).toHaveText("Bo's turn");
		});
	}

	test('a double tap on any card in the sheet records at most one action', async ({ page }) => {
		await startGame(page);
		const sheet = page.getByTestId('action-sheet');
		await touchTaps(page, page.getByTestId('card-played'));
		await expect(sheet.locator('[data-card]').first()).toBeVisible();
		const cards = await sheet
			.locator('[data-card]')
			.evaluateAll((els) => els.map((e) => e.getAttribute('data-card')!));
		await page.keyboard.press('Escape');
		expect(cards.length).toBeGreaterThan(5);
		for (const card of cards) {
			await touchTaps(page, page.getByTestId('card-played'));
			await touchTaps(page, sheet.locator(`[data-card="${card}"]`), [120]);
			// Either the card asks its next question (nothing recorded yet), or it was recorded once.
			const undo = page.getByTestId('undo');
			await expect(sheet.locator('h2').or(undo).first()).toBeVisible();
			await expect(page.getByTestId('card-played')).toBeEnabled({ enabled: true });
			const { actions, targets } = await stored(page);
			expect(actions.length, card).toBeLessThanOrEqual(1);
			if (await sheet.isVisible()) {
				expect(actions, card).toEqual([]);
				await page.keyboard.press('Escape');
				await expect(sheet).toHaveCount(0);
			} else if (actions.length === 1) {
				// A card recorded at once is one without a target: none was chosen by the second tap.
				expect(actions, card).toEqual([card]);
				expect(targets, card).toEqual([null]);
				await touchTaps(page, undo);
				await expect.poll(async () => (await stored(page)).actions, card).toEqual([]);
			}
		}
	});

	test('a double tap on Start saves one game', async ({ page }) => {
		await fillStart(page);
		await touchTaps(page, page.getByRole('button', { name: 'Start the game' }), [120]);
		await expect(page.getByTestId('end-turn')).toBeEnabled();
		// End turn once, so that any second start would have been stored by now.
		await touchTaps(page, page.getByTestId('end-turn'));
		await expect(active(page)).toHaveText("Cy's turn");
		expect(await stored(page)).toMatchObject({ games: 1, actions: ['endTurn'] });
	});

	test('a bounce on Undo (taps 0, 150 and 300 ms) undoes one turn, no more', async ({ page }) => {
		await startGame(page);
		await touchTaps(page, page.getByTestId('end-turn'));
		await expect(active(page)).toHaveText("Cy's turn");
		await touchTaps(page, page.getByTestId('end-turn'));
		await expect(active(page)).toHaveText("Di's turn");
		await touchTaps(page, page.getByTestId('undo'), [150, 150]);
		await expect(active(page)).toHaveText("Cy's turn");
		await expect(page.getByTestId('undo')).not.toHaveAttribute('aria-disabled', 'true');
		expect((await stored(page)).actions).toEqual(['endTurn']);
		// A tap once the controls rest again undoes the next one.
		await touchTaps(page, page.getByTestId('undo'));
		await expect(active(page)).toHaveText("Bo's turn");
	});
});

test.describe("Island of Fear's Host's Table", () => {
	// A tablet: the night script's next step opens in place, under the finger (a phone scrolls it
	// to the top, out from under the finger).
	test.use({ viewport: { width: 1024, height: 768 } });

	async function hostGame(page: Page) {
		await page.goto('/island-of-fear/host');
		await page.getByRole('radio', { name: '9', exact: true }).check();
		await touchTaps(page, page.getByTestId('host-start'), [120]);
		await touchTaps(page, page.getByTestId('host-begin-night'));
		await expect(page.getByTestId('night-step')).toBeVisible();
	}

	/** Through the night's steps to dawn, each Next once the controls rest. */
	async function toDawn(page: Page) {
		const step = page.getByTestId('night-step');
		while ((await step.count()) > 0) {
			await expect(page.locator('.guarded')).not.toHaveAttribute('aria-disabled', 'true');
			await page.getByTestId('night-next').click();
			await expect(page.getByTestId('night-dawn').or(step).first()).toBeVisible();
		}
	}

	/**
	 * The day's vote, every living player called in turn: each lays their token before seat
	 * `target` (0-based), who lays none.
	 */
	async function voteAllFor(page: Page, target: number) {
		const caller = page.getByTestId('vote-caller');
		const own = `Seat ${target + 1}`;
		while ((await caller.count()) > 0) {
			const before = await caller.textContent();
			if (before?.includes(`${own}.`) || before?.includes(`${own} `))
				await page.getByRole('button', { name: 'No token' }).click();
			else await page.getByTestId(`call-${target}`).click();
			await expect(caller.or(page.getByTestId('vote-called')).first()).not.toHaveText(before!);
		}
	}

	/** The stored Island of Fear games, and the actions the first one holds. */
	async function hosted(page: Page): Promise<{ games: number; actions: number }> {
		const games = await hostedGames(page);
		return { games: games.length, actions: games[0]?.log.actions.length ?? 0 };
	}

	test('a double tap on Start hosts one game', async ({ page }) => {
		await hostGame(page);
		expect((await hosted(page)).games).toBe(1);
	});

	for (const gap of [60, 150, 300]) {
		test(`two taps on the night script's Next ${gap} ms apart move one step`, async ({ page }) => {
			await hostGame(page);
			const before = await hosted(page);
			const step = page.getByTestId('night-step');
			const first = (await step.getAttribute('data-role'))!;
			const next = page.getByTestId('night-next');
			// The second tap lands on the step that opened (its first seat) once it is drawn.
			await touchTaps(
				page,
				next,
				[gap],
				() => expect(step).not.toHaveAttribute('data-role', first),
				page.getByTestId('holder-0')
			);
			const second = (await step.getAttribute('data-role'))!;
			// It chose nothing there.
			await expect(page.getByTestId('night-next')).toBeEnabled();
			expect(await hosted(page)).toEqual(before);
			// One step back leads to the first role: the two taps moved one step, not two.
			await touchTaps(page, page.getByRole('button', { name: 'Back' }).first());
			await expect(step).toHaveAttribute('data-role', first);
			// A tap once Next is available again moves on.
			await touchTaps(page, next);
			await expect(step).toHaveAttribute('data-role', second);
		});
	}

	test('two seats marked 200 ms apart in the roll call are both marked', async ({ page }) => {
		await hostGame(page);
		const before = (await hosted(page)).actions;
		await touchTaps(
			page,
			page.getByTestId('holder-0'),
			[200],
			() => expect(page.getByTestId('holder-0')).toHaveAttribute('aria-pressed', 'true'),
			page.getByTestId('holder-3')
		);
		await expect(page.getByTestId('holder-3')).toHaveAttribute('aria-pressed', 'true');
		expect((await hosted(page)).actions).toBe(before + 2);
	});

	test('a double tap on Undo takes back one mark, not two', async ({ page }) => {
		await hostGame(page);
		for (const seat of ['holder-0', 'holder-3']) {
			await touchTaps(page, page.getByTestId(seat));
			await expect(page.getByTestId(seat)).toHaveAttribute('aria-pressed', 'true');
		}
		const undo = page.getByTestId('host-undo');
		await expect(undo).not.toHaveAttribute('aria-disabled', 'true');
		await touchTaps(page, undo, [100]);
		await expect(page.getByTestId('holder-3')).toHaveAttribute('aria-pressed', 'false');
		await expect(undo).not.toHaveAttribute('aria-disabled', 'true');
		await expect(page.getByTestId('holder-0')).toHaveAttribute('aria-pressed', 'true');
	});

	test('at dawn, a seat marked dead keeps its place: the next tap there marks the next seat', async ({
		page
	}) => {
		await hostGame(page);
		const guarded = page.locator('.guarded');
		// The first night is a roll call only; deaths are marked from the second night's dawn.
		await toDawn(page);
		await page.getByTestId('begin-day').click();
		await voteAllFor(page, 7);
		await page.getByTestId('execute').click();
		await page.getByTestId('begin-night').click();
		await toDawn(page);
		const second = await page.getByTestId('death-2').boundingBox();
		await expect(guarded).not.toHaveAttribute('aria-disabled', 'true');
		await touchTaps(page, page.getByTestId('death-1'));
		await expect(page.getByTestId('death-1')).toHaveAttribute('aria-pressed', 'true');
		await expect(guarded).not.toHaveAttribute('aria-disabled', 'true');
		// The finger comes down where the second seat's button was before the first was marked.
		await page.touchscreen.tap(second!.x + second!.width / 2, second!.y + second!.height / 2);
		await expect(page.getByTestId('death-2')).toHaveAttribute('aria-pressed', 'true');
		await expect(page.getByTestId('death-3')).toHaveAttribute('aria-pressed', 'false');
	});

	test('in the vote, the players’ buttons stay in place whoever is called, long names or short', async ({
		page
	}) => {
		await page.goto('/island-of-fear/host');
		await page.getByRole('radio', { name: '9', exact: true }).check();
		await page.getByTestId('host-names').locator('summary').click();
		await page
			.getByTestId('host-names')
			.locator('input')
			.first()
			.fill('Vera Konstantinopolskaya-Vysheslavtseva');
		await page.getByTestId('host-start').click();
		await page.getByTestId('host-begin-night').click();
		await toDawn(page);
		await page.getByTestId('begin-day').click();
		const caller = page.getByTestId('vote-caller');
		await expect(caller).toContainText('Vera');
		// Where the button is on the page (not on the screen, which may scroll).
		const target = page.getByTestId('call-5');
		const top = () => target.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
		const before = await top();
		await target.click();
		await expect(caller).not.toContainText('Vera');
		expect(await top()).toBe(before);
	});

	test('a double tap on Public view opens it and answers nothing in it; a reload keeps it', async ({
		page
	}) => {
		await hostGame(page);
		const view = page.getByTestId('public-view');
		await touchTaps(page, page.getByTestId('host-public'), [110]);
		await expect(view).toBeVisible();
		// The second tap fell where "Hand the phone back" appeared: it did not ask to close.
		await expect(page.getByTestId('public-back')).not.toHaveAttribute('aria-disabled', 'true');
		await expect(page.getByTestId('public-close')).toHaveCount(0);
		// The players hold the phone: a reload shows them the public view, not the Host's roles.
		await page.reload();
		await expect(view).toBeVisible();
		await expect(page.getByTestId('public-back')).toBeVisible();
	});

	test('marking a role’s holder in the roll call leaves Next where it was', async ({ page }) => {
		await hostGame(page);
		const next = page.getByTestId('night-next');
		// A step whose role nobody holds yet: its hint shows under the seats.
		const top = () => next.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
		const before = await top();
		await touchTaps(page, page.getByTestId('holder-2'));
		await expect(page.getByTestId('holder-2')).toHaveAttribute('aria-pressed', 'true');
		expect(await top()).toBe(before);
	});
});
