import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from './i18n.svelte';
import { LANGUAGES, LIST_FORMAT } from './languages';

describe('number and list formatting', () => {
	afterAll(() => i18n.use('en'));

	it.each(LANGUAGES)('%s: the 0–999 shortcut reads exactly as Intl.NumberFormat', async (lng) => {
		await i18n.use(lng);
		const intl = new Intl.NumberFormat(lng);
		for (let n = 0; n < 1000; n++) expect(i18n.number(n)).toBe(intl.format(n));
	});

	it.each(LANGUAGES)(
		'%s: other numbers go through Intl, grouping and decimals included',
		async (lng) => {
			await i18n.use(lng);
			for (const n of [1000, 12345, -3, 2.5])
				expect(i18n.number(n)).toBe(new Intl.NumberFormat(lng).format(n));
			expect(i18n.number(0.5, { style: 'percent' })).toBe(
				new Intl.NumberFormat(lng, { style: 'percent' }).format(0.5)
			);
		}
	);

	it('German groups thousands differently from English, so the shortcut must stop below 1000', async () => {
		await i18n.use('de');
		expect(i18n.number(1000)).toBe('1.000');
		await i18n.use('en');
		expect(i18n.number(1000)).toBe('1,000');
	});

	it.each(LANGUAGES)(
		'%s: lists are joined as Intl.ListFormat joins them, whatever their length',
		async (lng) => {
			await i18n.use(lng);
			const format = new Intl.ListFormat(lng, LIST_FORMAT[lng]);
			const words = ['Infected', 'The Thing', '7', 'Quarantine', '11', 'Barred Door'];
			for (let n = 0; n <= words.length; n++)
				expect(i18n.list(words.slice(0, n))).toBe(format.format(words.slice(0, n)));
			expect(i18n.list([7, 8, 9])).toBe(format.format(['7', '8', '9']));
		}
	);
});

describe("a page's words (loadFor)", () => {
	afterAll(() => i18n.use('en'));

	it('adds them once the layouts have chosen the language, in that language', async () => {
		await i18n.use('en');
		const order: string[] = [];
		const parent = async () => {
			await i18n.use('de');
			order.push('layouts');
		};
		await i18n.loadFor('de', ['reference'], parent);
		order.push('page');
		expect(order).toEqual(['layouts', 'page']);
		expect(i18n.lang).toBe('de');
		expect(i18n.t('reference:cards.title')).toBe('Karten');
	});

	it('passes on a layout that fails', async () => {
		await i18n.use('en');
		const failing = () => Promise.reject(new Error('offline'));
		await expect(i18n.loadFor('it', ['tablePage'], failing)).rejects.toThrow('offline');
		expect(i18n.lang).toBe('en');
	});
});
