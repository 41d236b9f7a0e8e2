import { describe, expect, it } from 'vitest';
import { DB_NAME } from '$lib/storage/db';
import { defaultRuleOptions } from '$lib/stay-away/options';
import { PUBLISHER_ANSWERS, REFERENCE_CASES, RULINGS, sourcesOf } from '$lib/stay-away/rulings';
import { optionAnchor, optionHref } from './option-anchor';
import { sourceAnchor, sourceHref } from './ruling-text';
import { SETUP_DB_NAME } from './table-setup.svelte';

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
				expect(sourceHref(source)).toBe(`/sources#${sourceAnchor(source)}`);
			}
		}
	});

	it('send a table choice to its own option on /setup, or to the one that really shows', () => {
		const options = defaultRuleOptions();
		expect(optionAnchor('print.quarantine')).toBe('opt-print-quarantine');
		expect(optionHref('table.nextAfterSwap', options)).toBe('/setup#opt-table-nextAfterSwap');
		expect(optionHref('table.quarantineExchange', options)).toBe(
			'/setup#opt-table-quarantineExchange'
		);
		// With the three-turn Quarantine there is no exchange to choose about: the print question shows instead.
		options.print.quarantine = 'three-turns';
		expect(optionHref('table.quarantineExchange', options)).toBe('/setup#opt-print-quarantine');
	});

	it("read the saved setup from the storage layer's database", () => {
		expect(SETUP_DB_NAME).toBe(DB_NAME);
	});
});
