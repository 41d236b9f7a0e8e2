import { expect, localeText, test, type Page } from './fixtures';

/**
 * Every ruling's answer is in the prerendered topic and card pages (inside its closed question),
 * so a page answers with its scripts off, each citation links to its entry on /sources, and a
 * shared link to a ruling (`#<id>`) shows that ruling's answer.
 */
const ANSWER = localeText('en', 'rules', 'rulings.quarantine-exchange.a');
/** The answer's first sentence: enough to know it is the right one. */
const FIRST = ANSWER.split('. ')[0]!;

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false });

	test('a topic page answers the Quarantine exchange, with its source linked', async ({ page }) => {
		// `commit`: without scripts the app never reports itself hydrated.
		await page.goto('/en/rules/obstacles', { waitUntil: 'commit' });
		const ruling = page.locator('article#quarantine-exchange');
		await expect(ruling.getByText(FIRST)).toBeHidden();
		await ruling.locator(':scope > details > summary').click();
		await expect(ruling.getByText(FIRST)).toBeVisible();
		// Styled as with scripts: the page links the answer's stylesheets for a reader without them.
		await expect(ruling.getByTestId('ruling-answer')).not.toHaveCSS('padding-left', '0px');
		// Prerendered links are relative (`../../en/sources#…`): the page works from any base path.
		const source = ruling.locator('a[href*="en/sources#"]').first();
		await expect(source).toBeVisible();
		expect(await source.getAttribute('href')).toMatch(/(^|\/)en\/sources#[\w-]+$/);
	});

	test('a shared link shows its ruling answered', async ({ page }) => {
		await page.goto('/en/rules/obstacles#quarantine-exchange', { waitUntil: 'commit' });
		await expect(page.locator('article#quarantine-exchange').getByText(FIRST)).toBeVisible();
		// The others stay folded.
		const other = page.locator('article#quarantine-duration');
		await expect(
			other.getByText(localeText('en', 'rules', 'rulings.quarantine-duration.a').split('. ')[0]!)
		).toBeHidden();
	});

	test('a card page holds its rulings answered', async ({ page }) => {
		await page.goto('/en/cards/quarantine', { waitUntil: 'commit' });
		const html = await page.content();
		expect(html).toContain(FIRST);
	});
});

test('a shared ruling link opens that ruling, answered once', async ({ page }) => {
	await page.goto('/en/rules/obstacles#quarantine-exchange');
	const ruling = page.locator('article#quarantine-exchange');
	await expect(ruling.locator(':scope > details')).toHaveAttribute('open', '');
	await expect(ruling.getByText(FIRST)).toBeVisible();
	await expect(ruling.getByText(FIRST)).toHaveCount(1);
});

test('a question opened after the page is ready draws its answer', async ({ page }) => {
	await page.goto('/en/rules/obstacles');
	const ruling = page.locator('article#quarantine-exchange');
	await ruling.locator(':scope > details > summary').click();
	await expect(ruling.getByText(FIRST)).toBeVisible();
	await expect(ruling.getByText(FIRST)).toHaveCount(1);
	// The page's own answer replaced the server's.
	await expect(ruling.locator('.prerendered')).toHaveCount(0);
});

test('every built topic page holds each ruling answered, its sources linked', async ({
	request
}) => {
	const index = await (await request.get('/en/rules')).text();
	const topics = [
		...new Set([...index.matchAll(/href="[^"]*en\/rules\/([\w-]+)"/g)].map((m) => m[1]))
	];
	expect(topics.length).toBeGreaterThan(5);
	for (const topic of topics) {
		const html = await (await request.get(`/en/rules/${topic}`)).text();
		const rulings = html.split('data-testid="ruling"').slice(1);
		expect(rulings.length, topic).toBeGreaterThan(0);
		for (const ruling of rulings) {
			expect(ruling, topic).toContain('class="prerendered"');
			expect(ruling, topic).toMatch(/href="[^"]*en\/sources#[\w-]+"/);
		}
	}
});

/**
 * Ask `question` in the search box of the English home page, check that ruling `id` comes first,
 * and return the box and the first answer shown under it.
 */
async function askOnHome(page: Page, question: string, id: string) {
	await page.goto('/en');
	const main = page.getByRole('main');
	const box = main.getByRole('combobox', { name: 'Find a card or a ruling' });
	await box.fill(question);
	await expect(main.getByRole('listbox').getByRole('option').first()).toHaveAttribute(
		'href',
		new RegExp(`#${id}$`)
	);
	return { box, answer: main.getByTestId('first-answer') };
}

test('the first answer is shown under the box, the reading in force first', async ({ page }) => {
	const { box, answer } = await askOnHome(
		page,
		'My neighbour is in Quarantine. Do we still exchange at the end of my turn?',
		'quarantine-exchange'
	);
	// The question it answers, so the reader knows what the answer is about.
	await expect(answer.locator('.answer-question')).toHaveText(
		localeText('en', 'rules', 'rulings.quarantine-exchange.q')
	);
	// Disputed: the reading the table's setup selects (the default, face up) leads, and the box
	// says that the sources read it differently.
	await expect(answer.locator('.answer-text')).toHaveText(
		localeText('en', 'rules', 'rulings.quarantine-exchange.readings.face-up')
	);
	await expect(answer.locator('.readings')).toHaveText(
		localeText('en', 'ui', 'search.answerReadings')
	);
	await expect(answer.locator('.source')).toContainText('Source:');
	await expect(box).toHaveAttribute('aria-describedby', /answer/);
});

test('a point no setting chooses shows every reading under the box', async ({ page }) => {
	const { answer } = await askOnHome(
		page,
		'a player has to leave in the middle of the game, what about their cards',
		'elimination-player-leaves'
	);
	await expect(answer.locator('.answer-text')).toHaveText(
		localeText('en', 'rules', 'rulings.elimination-player-leaves.a')
	);
	// The answer says to choose a reading: the readings are there to choose from.
	await expect(answer.locator('.choices li')).toHaveText([
		localeText('en', 'rules', 'rulings.elimination-player-leaves.readings.as-eliminated'),
		localeText('en', 'rules', 'rulings.elimination-player-leaves.readings.deal-again')
	]);
	await expect(answer.locator('.readings')).toHaveCount(0);
});

test('an undisputed answer is shown in full, with every source, in both games', async ({
	page
}) => {
	const { answer } = await askOnHome(
		page,
		'the draw pile is used up, what now',
		'turn-discards-and-empty-deck'
	);
	// The whole answer, not its first sentences: the last one may be the one that settles it.
	await expect(answer.locator('.answer-text')).toHaveText(
		localeText('en', 'rules', 'rulings.turn-discards-and-empty-deck.a')
	);
	await expect(answer.locator('.readings')).toHaveCount(0);
	await expect(answer.locator('.choices')).toHaveCount(0);
	// Both rulebooks it rests on, the German one holding the reshuffle.
	await expect(answer.locator('.source')).toContainText('2017');

	await page.goto('/en/island-of-fear');
	const island = page.getByRole('main').getByRole('combobox');
	await island.fill('can ghosts still vote');
	await expect(page.getByTestId('first-answer').locator('.answer-question')).toHaveText(
		localeText('en', 'island', 'rulings.ghost-loses-vote.q')
	);
	await expect(page.getByTestId('first-answer').locator('.answer-text')).toHaveText(
		localeText('en', 'island', 'rulings.ghost-loses-vote.a')
	);
});

test("a question about the other game finds that game's answer, not nothing", async ({ page }) => {
	await page.goto('/en');
	const main = page.getByRole('main');
	await main
		.getByRole('combobox', { name: 'Find a card or a ruling' })
		.fill('can a ghost still vote');
	const first = main.getByRole('listbox').getByRole('option').first();
	await expect(first).toHaveAttribute('href', /\/en\/island-of-fear\/.*#ghost-loses-vote$/);
	await expect(main.getByTestId('nothing-fits')).toHaveCount(0);
	// Its answer in words, though this page never loaded that game's words itself.
	const answer = main.getByTestId('first-answer');
	await expect(answer.locator('.answer-question')).toHaveText(
		localeText('en', 'island', 'rulings.ghost-loses-vote.q')
	);
	await expect(answer.locator('.answer-text')).toHaveText(
		localeText('en', 'island', 'rulings.ghost-loses-vote.a')
	);
	await expect(answer.locator('.source')).not.toContainText('sections.');
});
