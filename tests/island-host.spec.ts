/**
 * Island of Fear's Host's Table, played as a Host would: a 9-player game (8 players and the Host)
 * through two nights and two days on a phone, offline, in Russian. The roll call, night records,
 * a tie and a revote, an execution, the ghost's role skipped the next night, a reload mid-night
 * that loses nothing, the Authority taking a vote away, and a public view that shows no role.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, hostedGames, localeText, test, waitForApp, type Page } from './fixtures';
import { waitForServiceWorker } from './service-worker';

const ru = (key: string) => localeText('ru', 'island', key);

/** How many actions the stored game holds (IndexedDB `island-of-fear`); -1 for none or an error. */
function storedActions(page: Page): Promise<number> {
	return hostedGames(page).then(
		(games) => games[0]?.log.actions.length ?? -1,
		() => -1
	);
}

/** Go on through the night script until the step of `role` (or dawn, with `'dawn'`). */
async function nextUntil(page: Page, role: string): Promise<string[]> {
	const seen: string[] = [];
	for (let i = 0; i < 12; i++) {
		if (role === 'dawn' && (await page.getByTestId('night-dawn').count())) return seen;
		const step = page.getByTestId('night-step');
		const current = await step.getAttribute('data-role');
		if (current) seen.push(current);
		if (current === role) return seen;
		await page.getByTestId('night-next').click();
		await expect(step.or(page.getByTestId('night-dawn'))).not.toHaveAttribute(
			'data-role',
			current ?? ''
		);
	}
	throw new Error(`no step ${role}`);
}

test('hosts a 9-player game through two nights and two days, offline, in Russian', async ({
	page,
	context
}) => {
	await page.goto('/ru/island-of-fear/host');
	await waitForServiceWorker(page);
	await context.setOffline(true);
	await page.reload();
	await expect(page.getByTestId('host-secret')).toHaveText(ru('host.secret'));

	await page.getByRole('radio', { name: '9', exact: true }).check();
	await page.getByTestId('host-start').click();
	await page.getByTestId('host-begin-night').click();
	await expect(page.getByTestId('host-phase')).toHaveText(
		ru('host.phase.night').replace('{{n}}', '1')
	);

	// The roll call: seats 1 and 4 are Werewolves, 2 the Seer, 3 the Nurse, 6 the Authority.
	await page.getByTestId('holder-0').click();
	await page.getByTestId('holder-3').click();
	await expect(page.getByTestId('holder-3')).toHaveAttribute('aria-pressed', 'true');
	// The first night is a roll call only (rulebook L36, L38): nobody chooses a player.
	await nextUntil(page, 'nurse');
	await page.getByTestId('holder-2').click();
	await expect(page.getByTestId('roll-call-only')).toHaveText(ru('host.night.rollCall'));
	await expect(page.getByTestId('target-none')).toHaveCount(0);
	await nextUntil(page, 'seer');
	await page.getByTestId('holder-1').click();
	await nextUntil(page, 'authority');
	await page.getByTestId('holder-5').click();
	await nextUntil(page, 'dawn');
	// Its dawn has nothing to announce and no deaths to record.
	await expect(page.getByTestId('roll-call-over')).toContainText(ru('host.dawn.rollCallOver'));
	await expect(page.getByTestId('dawn-summary')).toHaveCount(0);
	await expect(page.getByTestId('death-0')).toHaveCount(0);
	await expect(page.getByTestId('seat-1')).toContainText(ru('roles.seer'));
	await page.getByTestId('begin-day').click();

	// Day 1: a tie, a revote, an execution.
	// The vote called clockwise: the called player's name, then a tap on where their token goes.
	const vote = async (voter: number, target: number) => {
		const seat = ru('host.seat').replace('{{n}}', String(voter + 1));
		await expect(page.getByTestId('vote-caller')).toContainText(seat);
		await page.getByTestId(`call-${target}`).click();
	};
	await vote(0, 1);
	await vote(1, 2);
	await expect(page.getByTestId('tally-leader')).toContainText(ru('host.day.tie').split(':')[0]!);
	await expect(page.getByTestId('execute')).toHaveCount(0);
	await page.getByTestId('revote').click();
	await expect(page.getByTestId('vote')).toContainText(
		ru('host.day.vote').replace('{{round}}', '2')
	);
	// Called in seat order: seat 2 after seat 1 (no one skipped).
	await vote(0, 1);
	await vote(1, 2);
	await vote(2, 1);
	await page.getByTestId('execute').click();
	await expect(page.getByTestId('day-verdict')).toContainText(ru('roles.seer'));
	await expect(page.getByTestId('seat-1')).toContainText(
		ru('host.executedOn').replace('{{n}}', '1')
	);

	// Night 2: the Seer is a ghost, so their night phase is not called. A reload mid-night.
	await page.getByTestId('begin-night').click();
	await page.getByTestId('target-7').click();
	await nextUntil(page, 'nurse');
	await page.getByTestId('target-none').click();
	await expect.poll(() => storedActions(page)).toBe(17);
	await page.reload();
	await expect(page.getByTestId('night-step')).toHaveAttribute('data-role', 'nurse');
	await expect(page.getByTestId('target-none')).toHaveAttribute('aria-pressed', 'true');
	const roles = await nextUntil(page, 'dawn');
	expect(roles).not.toContain('seer');
	await expect(page.getByTestId('dawn-summary')).toContainText(ru('host.night.nobody'));
	await page.getByTestId('death-7').click();
	await expect(page.getByTestId('dawn-deaths')).toBeVisible();
	await page.getByTestId('begin-day').click();

	// Day 2: the discussion timer goes on counting through a reload.
	const discussion = page.getByTestId('timer-discussion');
	await discussion.getByRole('button', { name: ru('host.timer.start') }).click();
	await expect(discussion.getByRole('button', { name: ru('host.timer.pause') })).toBeVisible();
	await page.reload();
	await expect(discussion.getByRole('button', { name: ru('host.timer.pause') })).toBeVisible();
	await discussion.getByRole('button', { name: ru('host.timer.reset') }).click();

	// The Authority takes a vote away; ghosts have none.
	await page.getByTestId('take-vote').selectOption('0');
	await page.getByTestId('vote').locator('details summary').click();
	await expect(page.getByTestId('voter-0')).toContainText(ru('host.day.voteTaken'));
	await expect(page.getByTestId('voter-1')).toContainText(ru('host.day.ghostNoVote'));
	await expect(page.getByTestId('voter-7')).toContainText(ru('host.day.ghostNoVote'));
	await vote(2, 3);
	await vote(3, 4);
	await vote(4, 3);

	// The public view: the tally and no role.
	await page.getByTestId('host-public').click();
	const view = page.getByTestId('public-view');
	await expect(view.getByTestId('public-tally')).toContainText('2');
	const text = (await view.textContent()) ?? '';
	for (const role of ['werewolves', 'seer', 'nurse', 'authority', 'passenger'])
		expect(text).not.toContain(ru(`roles.${role}`));
	// Handing the phone back asks once more, so a player does not open the Host's screen by chance:
	// Escape (or a back gesture) too.
	await page.keyboard.press('Escape');
	await expect(view).toBeVisible();
	await expect(page.getByTestId('public-close')).toBeVisible();
	await page.getByTestId('public-close').click();
	await expect(view).toHaveCount(0);
	await page.getByTestId('host-public').click();
	await page.getByTestId('public-back').click();
	await page.getByTestId('public-close').click();
	await expect(view).toHaveCount(0);

	const axe = await new AxeBuilder({ page }).analyze();
	expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);

	await page.getByTestId('no-execution').click();
	await expect(page.getByTestId('day-verdict')).toBeVisible();
});

test('a night reads in the night’s dark look, and axe finds nothing there', async ({ page }) => {
	await page.goto('/en/island-of-fear/host');
	await page.getByRole('radio', { name: '6', exact: true }).check();
	await page.getByTestId('host-start').click();
	await page.getByTestId('host-begin-night').click();
	await expect(page.getByTestId('host-game')).toHaveAttribute('data-phase', 'night');
	await expect
		.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme))
		.toBe('dark');
	const axe = await new AxeBuilder({ page }).analyze();
	expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
});

test('on a phone the night’s Next stays on screen, however many seats a step lists', async ({
	page
}) => {
	await page.setViewportSize({ width: 390, height: 844 });
	await page.goto('/en/island-of-fear/host');
	await page.getByRole('radio', { name: '12', exact: true }).check();
	await page.getByTestId('host-start').click();
	await page.getByTestId('host-begin-night').click();
	const next = page.getByTestId('night-next');
	// The roll call lists the 11 players' seats (the Host holds the 12th card): from the top of the
	// page, the step runs past the bottom of the screen. (Playwright scrolls what it taps into view,
	// and on a busy machine the page can still be scrolled from the taps above.)
	await page.evaluate(() => window.scrollTo(0, 0));
	await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
	const last = page.getByTestId('holder-10');
	const below = await last.boundingBox();
	expect(below!.y + below!.height).toBeGreaterThan(844);
	const box = await next.boundingBox();
	expect(box!.y + box!.height).toBeLessThanOrEqual(844);
	await expect(next).toBeInViewport();
	// It never hides a seat for good: the last seat, reached with the keyboard, shows above it.
	await last.focus();
	await expect(last).toBeFocused();
	await expect(last).toBeInViewport();
	const seen = await last.boundingBox();
	expect(seen!.y + seen!.height).toBeLessThanOrEqual((await next.boundingBox())!.y);
});

test('a game file that is not a Host’s Table game is refused with a clear message', async ({
	page
}) => {
	await page.goto('/en/island-of-fear/host');
	await page.getByTestId('host-import').setInputFiles({
		name: 'game.json',
		mimeType: 'application/json',
		buffer: Buffer.from(JSON.stringify({ format: 'stay-away-table-log', version: 1 }))
	});
	await expect(page.getByTestId('host-import-error')).toHaveText(
		localeText('en', 'island', 'host.import.not-a-log')
	);
	await expect(page.getByTestId('host-start')).toBeVisible();
});

test('the same game in two tabs: a step recorded in one shows in the other, none is lost', async ({
	context
}) => {
	const a = await context.newPage();
	await a.goto('/en/island-of-fear/host');
	await waitForApp(a);
	await a.getByRole('radio', { name: '6', exact: true }).check();
	await a.getByTestId('host-start').click();
	await expect(a.getByTestId('host-begin-night')).toBeVisible();
	await expect.poll(() => storedActions(a)).toBe(0);

	// The second tab reopens the same game (the open game is remembered on the device).
	const b = await context.newPage();
	await b.goto('/en/island-of-fear/host');
	await waitForApp(b);
	await expect(b.getByTestId('host-begin-night')).toBeVisible();

	await a.getByTestId('host-begin-night').click();
	await a.getByTestId('holder-2').click();
	await expect.poll(() => storedActions(a)).toBe(2);
	// Tab B follows at once and says why its screen changed.
	await expect(b.getByTestId('host-notice')).toBeVisible();
	await expect(b.getByTestId('holder-2')).toHaveAttribute('aria-pressed', 'true');
	// A step recorded in B is kept with A's, and A follows in turn.
	await b.getByTestId('holder-4').click();
	await expect.poll(() => storedActions(b)).toBe(3);
	await expect(a.getByTestId('holder-4')).toHaveAttribute('aria-pressed', 'true');
	await expect(a.getByTestId('holder-2')).toHaveAttribute('aria-pressed', 'true');
});

for (const lng of ['en', 'de', 'it', 'ru', 'uk'])
	test(`the Host's Table fits a 360-px phone in ${lng}: nothing scrolls sideways`, async ({
		page
	}) => {
		await page.setViewportSize({ width: 360, height: 640 });
		await page.goto(`/${lng}/island-of-fear/host`);
		const sideways = () =>
			page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
		expect(await sideways()).toBeLessThanOrEqual(0);
		await page.getByRole('radio', { name: '25', exact: true }).check();
		await page.getByTestId('host-items').check();
		await page.getByTestId('host-start').click();
		await page.getByTestId('host-begin-night').click();
		await expect(page.getByTestId('night-step')).toBeVisible();
		expect(await sideways()).toBeLessThanOrEqual(0);
	});

test('setup and the Host’s Table start from the same count, and word it the same way', async ({
	page
}) => {
	await page.goto('/en/island-of-fear/setup');
	const onSetup = await page.locator('input[name="island-players"]:checked').getAttribute('value');
	await page.goto('/en/island-of-fear/host');
	await expect(page.getByRole('radio', { name: onSetup!, exact: true })).toBeChecked();
	await page.getByRole('radio', { name: '9', exact: true }).check();
	const words = localeText('en', 'island', 'count.playersAndHost_other').replace('{{count}}', '8');
	await expect(page.getByTestId('host-start')).toContainText(words);
	await expect(page.getByTestId('host-names').locator('summary')).toContainText('8');
});
