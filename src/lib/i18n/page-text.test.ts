import { afterAll, describe, expect, it } from 'vitest';
import { i18n, I18nState } from './i18n.svelte';
import { pageTextScript, textKey, type PageText } from './page-text';

/** What prerendering records for a page: the texts of the calls `draw` makes, in `lng`. */
async function recorded(lng: 'en' | 'de', draw: (t: I18nState['t']) => void): Promise<PageText> {
	await i18n.use(lng, ['ui']);
	const stop = i18n.record();
	draw(i18n.t);
	return stop();
}

describe("a prerendered page's texts", () => {
	afterAll(() => i18n.use('en'));

	it('records every text given while prerendering, with its options, and what exists answered', async () => {
		await i18n.use('de', ['ui']);
		const stop = i18n.record();
		i18n.t('nav.skip');
		i18n.t('cards.count', { count: 3 });
		i18n.exists('nav.skip');
		i18n.exists('nav.nothing-here');
		const page = stop();
		expect(page.lang).toBe('de');
		expect(page.text['nav.skip']).toBe('Zum Inhalt springen');
		expect(page.text[textKey('cards.count', { count: 3 })]).toBe('3 Karten');
		expect(page.exists).toEqual({ 'nav.skip': true, 'nav.nothing-here': false });
		// Stopped: later texts are another page's.
		i18n.t('nav.setup');
		expect(page.text['nav.setup']).toBeUndefined();
	});

	it('records the queries whose texts a page recorded too, and only while recording', async () => {
		i18n.recordQueries(['p=9']);
		const page = await recorded('en', (t) => t('nav.skip'));
		expect(page.queries).toBeUndefined();
		await i18n.use('en', ['ui']);
		const stop = i18n.record();
		i18n.recordQueries(['p=11&i=1&e=1', 'p=12']);
		expect(stop().queries).toEqual(['p=11&i=1&e=1', 'p=12']);
	});

	it('hands its record to the check for a state the record does not cover', async () => {
		const page = await recorded('en', () => undefined);
		page.queries = ['p=11'];
		page.text['nav.skip'] = 'recorded';
		const asked: PageText[] = [];
		const state = new I18nState(page, (record) => {
			asked.push(record);
			return false;
		});
		await state.use('en', ['ui']);
		expect(asked[0]?.queries).toEqual(['p=11']);
		expect(state.t('nav.skip')).toBe('recorded');
	});

	it('answers the page opened from its record, without i18next, while it loads and hydrates', async () => {
		const page = await recorded('en', (t) => t('cards.count', { count: 2 }));
		// A record whose text differs from i18next's shows that the record answers, not i18next.
		page.text['nav.skip'] = 'Skip (recorded)';
		page.exists['nav.skip'] = true;
		const state = new I18nState(page, () => false);
		await state.use('en', ['ui', 'cards']);
		await state.loadFor('en', ['setup'], async () => undefined);
		expect(state.lang).toBe('en');
		expect(state.t('nav.skip')).toBe('Skip (recorded)');
		expect(state.t('cards.count', { count: 2 })).toBe('2 cards');
		expect(state.exists('nav.skip')).toBe(true);
	});

	it('loads i18next for a text the record lacks, and gives it once loaded', async () => {
		const page = await recorded('de', (t) => t('cards.count', { count: 2 }));
		const state = new I18nState(page, () => false);
		await state.use('de', ['ui']);
		// Three cards were never drawn when prerendering: nothing to show until i18next is loaded.
		expect(state.t('cards.count', { count: 3 })).toBe('');
		await state.ready();
		expect(state.t('cards.count', { count: 3 })).toBe('3 Karten');
		expect(state.t('nav.skip')).toBe('Zum Inhalt springen');
	});

	it('waits for a load under way when settling, and starts none: only input wakes i18next', async () => {
		const page = await recorded('en', () => undefined);
		page.text['nav.skip'] = 'recorded';
		const state = new I18nState(page, () => false);
		await state.use('en', ['ui']);
		state.opened();
		// Hydrated, nothing missing, nobody acting: the page stays on its record.
		await state.settled();
		expect(state.t('nav.skip')).toBe('recorded');
		// The root layout wakes it on the first sign of input; settling then waits for the load.
		state.wake();
		await state.settled();
		expect(state.t('nav.skip')).toBe('Skip to content');
	});

	it("loads every word for other pages' loads, once the page opened has hydrated", async () => {
		const page = await recorded('de', () => undefined);
		page.text['nav.skip'] = 'recorded';
		const state = new I18nState(page, () => false);
		await state.use('de', ['ui']);
		expect(state.t('nav.skip')).toBe('recorded');
		state.opened();
		await state.loadFor('de', ['setup'], async () => undefined);
		expect(state.t('nav.skip')).toBe('Zum Inhalt springen');
	});

	it('is not used where the device keeps a setup or a game, or in another language', async () => {
		const page = await recorded('en', () => undefined);
		page.text['nav.skip'] = 'recorded';
		const keeping = new I18nState(page, () => true);
		await keeping.use('en', ['ui']);
		expect(keeping.t('nav.skip')).toBe('Skip to content');

		const other = new I18nState({ ...page, text: { ...page.text } }, () => false);
		await other.use('de', ['ui']);
		expect(other.t('nav.skip')).toBe('Zum Inhalt springen');
	});

	it('writes a data block no text can close', () => {
		const script = pageTextScript({
			lang: 'en',
			text: { a: '</script><script>alert(1)</script>' },
			exists: {}
		});
		expect(script.match(/<\/script>/g)).toHaveLength(1);
		const json = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));
		expect(JSON.parse(json).text.a).toBe('</script><script>alert(1)</script>');
	});
});
