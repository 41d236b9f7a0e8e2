import { afterEach, describe, expect, it, vi } from 'vitest';
import {
	KEPT_TEXT_KEY,
	keptPath,
	readKeptText,
	stateFingerprint,
	type KeptText
} from './device-text';
import { MAX_KEPT_TEXTS, SAVE_DELAY_MS, TextKeeper, writeKeptText } from './text-keeper';
import { I18nState } from './i18n.svelte';

/** A Storage in memory, in insertion order (enough for these functions). */
function memoryStorage(entries: Record<string, string> = {}): Storage {
	const map = new Map(Object.entries(entries));
	return {
		get length() {
			return map.size;
		},
		key: (i: number) => [...map.keys()][i] ?? null,
		getItem: (key: string) => map.get(key) ?? null,
		setItem: (key: string, value: string) => void map.set(key, String(value)),
		removeItem: (key: string) => void map.delete(key),
		clear: () => map.clear()
	};
}

const AT = { path: '/en/table', version: '1', state: 'abc' };
const kept = (over: Partial<KeptText> = {}): KeptText => ({
	v: 1,
	...AT,
	lang: 'en',
	text: { 'a.b': 'A' },
	exists: { 'a.c': true },
	...over
});

describe('texts kept on the device', () => {
	afterEach(() => vi.useRealTimers());

	it("fingerprints the stored state whatever the order, and ignores what the skip says isn't state", () => {
		const skip = (key: string) => key === 'lang' || key.startsWith('sveltekit:');
		const one = stateFingerprint([memoryStorage({ a: '1', b: '2' }), memoryStorage()], skip);
		const sameOtherOrder = stateFingerprint(
			[memoryStorage({ b: '2', a: '1', lang: 'de' }), memoryStorage({ 'sveltekit:scroll': '{}' })],
			skip
		);
		expect(one).toMatch(/^[0-9a-f]{8}$/);
		expect(sameOtherOrder).toBe(one);
		expect(stateFingerprint([memoryStorage({ a: '1', b: '3' }), memoryStorage()], skip)).not.toBe(
			one
		);
		// The same entry in sessionStorage instead of localStorage is another state.
		expect(stateFingerprint([memoryStorage({ a: '1' }), memoryStorage({ b: '2' })], skip)).not.toBe(
			one
		);
	});

	it('gives no fingerprint when storage cannot be read, which no record matches', () => {
		const refused = {
			get length(): number {
				throw new Error('SecurityError');
			},
			key: () => null,
			getItem: () => null
		};
		expect(stateFingerprint([refused], () => false)).toBe('');
		const storage = memoryStorage({ [KEPT_TEXT_KEY]: JSON.stringify(kept({ state: '' })) });
		expect(readKeptText(storage, { ...AT, state: '' })).toBeUndefined();
	});

	it('reads texts back only for the same address, build and stored state', () => {
		const storage = memoryStorage({ [KEPT_TEXT_KEY]: JSON.stringify(kept()) });
		expect(readKeptText(storage, AT)).toEqual({
			lang: 'en',
			text: { 'a.b': 'A' },
			exists: { 'a.c': true }
		});
		expect(readKeptText(storage, { ...AT, path: '/en/setup' })).toBeUndefined();
		expect(readKeptText(storage, { ...AT, version: '2' })).toBeUndefined();
		expect(readKeptText(storage, { ...AT, state: 'abd' })).toBeUndefined();
		for (const bad of ['{', '[]', JSON.stringify(kept({ lang: 'xx' as 'en' }))]) {
			expect(readKeptText(memoryStorage({ [KEPT_TEXT_KEY]: bad }), AT)).toBeUndefined();
		}
		expect(readKeptText(undefined, AT)).toBeUndefined();
	});

	it('keeps the texts given last when there are too many, and never throws on a full storage', () => {
		const storage = memoryStorage();
		const text: Record<string, string> = {};
		for (let i = 0; i < MAX_KEPT_TEXTS + 5; i++) text[`k${i}`] = `t${i}`;
		writeKeptText(storage, kept({ text }));
		const back = readKeptText(storage, AT)!;
		expect(Object.keys(back.text)).toHaveLength(MAX_KEPT_TEXTS);
		expect(back.text.k4).toBeUndefined();
		expect(back.text[`k${MAX_KEPT_TEXTS + 4}`]).toBe(`t${MAX_KEPT_TEXTS + 4}`);

		const full = memoryStorage({ [KEPT_TEXT_KEY]: JSON.stringify(kept()) });
		full.setItem = () => {
			throw new DOMException('full', 'QuotaExceededError');
		};
		expect(() => writeKeptText(full, kept())).not.toThrow();
		// A stale record is not left behind to answer for a newer state.
		expect(full.getItem(KEPT_TEXT_KEY)).toBeNull();
	});

	it('stores new texts a moment later, with the state the page drew them for', () => {
		vi.useFakeTimers();
		const storage = memoryStorage();
		let state = 's1';
		const keeper = new TextKeeper(
			{ path: AT.path, version: AT.version, lang: 'en' },
			() => state,
			storage
		);
		keeper.text('en', 'x', 'X');
		keeper.exists('en', 'y', false);
		expect(storage.getItem(KEPT_TEXT_KEY)).toBeNull();
		vi.advanceTimersByTime(SAVE_DELAY_MS);
		expect(readKeptText(storage, { ...AT, state: 's1' })).toEqual({
			lang: 'en',
			text: { x: 'X' },
			exists: { y: false }
		});

		// A state written by another page, which this one never drew, is not claimed on leaving.
		state = 's2';
		keeper.flush();
		expect(readKeptText(storage, { ...AT, state: 's2' })).toBeUndefined();

		// The page draws the new state: the texts are stored for it.
		keeper.changed();
		keeper.flush();
		expect(readKeptText(storage, { ...AT, state: 's2' })?.text).toEqual({ x: 'X' });
	});

	it('moves a text given again to the end, and starts anew in another language', () => {
		vi.useFakeTimers();
		const storage = memoryStorage();
		const keeper = new TextKeeper(
			{ path: AT.path, version: AT.version, lang: 'en' },
			() => 's',
			storage,
			{ lang: 'en', text: { old: 'Old' }, exists: {} }
		);
		keeper.text('en', 'a', 'A');
		keeper.text('en', 'old', 'Old');
		keeper.flush();
		expect(Object.keys(readKeptText(storage, { ...AT, state: 's' })!.text)).toEqual(['a', 'old']);
		keeper.text('de', 'a', 'Ä');
		keeper.flush();
		expect(readKeptText(storage, { ...AT, state: 's' })).toEqual({
			lang: 'de',
			text: { a: 'Ä' },
			exists: {}
		});
	});

	it('strips the trailing slash from an address', () => {
		expect(keptPath('/en/table/')).toBe('/en/table');
		expect(keptPath('/en/table')).toBe('/en/table');
		expect(keptPath('/')).toBe('/');
	});

	it("answers a page with saved state from the texts kept for that state, in the page's language", async () => {
		const page = { lang: 'en' as const, text: { 'nav.skip': 'Skip (page)' }, exists: {} };
		const withKept = new I18nState(
			{ ...page, text: { ...page.text } },
			() => true,
			() => ({ lang: 'en', text: { 'game.turn': 'Ann’s turn (kept)' }, exists: { x: true } })
		);
		await withKept.use('en', ['ui']);
		// Both records answer; i18next would give other words.
		expect(withKept.t('nav.skip')).toBe('Skip (page)');
		expect(withKept.t('game.turn')).toBe('Ann’s turn (kept)');
		expect(withKept.exists('x')).toBe(true);

		// Kept in another language: not used, i18next answers.
		const otherLanguage = new I18nState(
			{ ...page, text: { ...page.text } },
			() => true,
			() => ({ lang: 'de', text: {}, exists: {} })
		);
		await otherLanguage.use('en', ['ui']);
		expect(otherLanguage.t('nav.skip')).toBe('Skip to content');
	});
});
