import { describe, expect, it } from 'vitest';
import { DB_NAME } from '$lib/stay-away/storage/db';
import { defaultRuleOptions } from '$lib/stay-away/options';
import { PUBLISHER_ANSWERS, REFERENCE_CASES, RULINGS, sourcesOf } from '$lib/stay-away/rulings';
import { optionAnchor, optionHref } from '$lib/stay-away/ui/option-anchor';
import { sourceAnchor, sourceHref } from '$lib/stay-away/ui/ruling-text';
import { SETUP_DB_NAME } from '$lib/stay-away/state/table-setup.svelte';

/** The anchors /sources renders (src/routes/(main)/sources/+page.svelte). */
const SOURCE_ENTRIES = new Set([
	'rulebook-en',
	'rulebook-de-2017',
	'rulebook-ua-ru',
	'upgrade-sheet',
	'print-spanish',
	'print-first-russian',
	'glossary',
	...PUBLISHER_ANSWERS.map((a) => `publisher-${a}`),
	...REFERENCE_CASES.map((n) => `case-${n}`)
]);

describe('links from rulings', () => {
	it('send every citation of every ruling to an entry that /sources has', () => {
		for (const ruling of RULINGS) {
			for (const source of sourcesOf(ruling)) {
				expect(
					SOURCE_ENTRIES.has(sourceAnchor(source)),
					`${ruling.id}: ${JSON.stringify(source)}`
				).toBe(true);
				expect(sourceHref(source)).toBe(`/en/sources#${sourceAnchor(source)}`);
			}
		}
	});

	it('send a table choice to its own option on /setup, or to the one that really shows', () => {
		const options = defaultRuleOptions();
		expect(optionAnchor('print.quarantine')).toBe('opt-print-quarantine');
		expect(optionHref('table.nextAfterSwap', options)).toBe('/en/setup#opt-table-nextAfterSwap');
		expect(optionHref('table.quarantineExchange', options)).toBe(
			'/en/setup#opt-table-quarantineExchange'
		);
		// With the three-turn Quarantine there is no exchange to choose about: the print question shows instead.
		options.print.quarantine = 'three-turns';
		expect(optionHref('table.quarantineExchange', options)).toBe('/en/setup#opt-print-quarantine');
	});

	it("read the saved setup from the storage layer's database", () => {
		expect(SETUP_DB_NAME).toBe(DB_NAME);
	});
});

describe('links in a language', () => {
	it('lead to the current language, and follow it when it changes', async () => {
		const { i18n } = await import('$lib/i18n/i18n.svelte');
		const { cardHref, sectionHref, setupHref, topicHref } = await import('./links');
		const { homeHref } = await import('$lib/ui/links');
		expect([homeHref(), sectionHref('table'), cardHref('axe'), topicHref('obstacles')]).toEqual([
			'/en',
			'/en/table',
			'/en/cards/axe',
			'/en/rules/obstacles'
		]);
		await i18n.use('de');
		try {
			expect(setupHref('p=9', 'share')).toBe('/de/setup?p=9#share');
		} finally {
			await i18n.use('en');
		}
	});

	it('drop or change the language of a path, keeping the query and fragment', async () => {
		const { inLanguage, withoutLanguage } = await import('$lib/i18n/language-paths');
		expect(withoutLanguage('/de/cards/axe')).toBe('/cards/axe');
		expect(withoutLanguage('/de')).toBe('/');
		expect(withoutLanguage('/setup')).toBe('/setup');
		expect(inLanguage('/de/setup?p=9&q=3t#share', 'ru')).toBe('/ru/setup?p=9&q=3t#share');
		expect(inLanguage('/uk', 'it')).toBe('/it');
		expect(inLanguage('/de?q=axe', 'en')).toBe('/en?q=axe');
		expect(inLanguage('/rules/obstacles#quarantine-duration', 'uk')).toBe(
			'/uk/rules/obstacles#quarantine-duration'
		);
	});
});
