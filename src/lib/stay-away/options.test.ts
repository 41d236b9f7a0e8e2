import { describe, expect, it } from 'vitest';
import { countChanges, defaultRuleOptions, FIRST_RUSSIAN_PRINT } from './options';
import { parseRuleOptions } from './options-schema';

describe('rule options', () => {
	it('defaults to the rulebook game with the Spanish numbering', () => {
		const options = defaultRuleOptions();
		expect(options.print.infected11Corner).toBe(6);
		expect(options.advanced.thingInDeck).toBe(false);
		expect(countChanges(options)).toBe(0);
	});
	it('counts each setting that differs once', () => {
		const options = defaultRuleOptions();
		options.print = { ...FIRST_RUSSIAN_PRINT };
		options.advanced.customDeck = { include: [105], exclude: [22, 23] };
		options.table.superinfection = false;
		expect(countChanges(options)).toBe(4 + 1 + 1);
	});
	it('validates unknown input and names the bad field', () => {
		expect(parseRuleOptions(defaultRuleOptions())).toEqual({
			ok: true,
			value: defaultRuleOptions()
		});
		const bad = defaultRuleOptions() as unknown as { advanced: { infectedCount: number } };
		bad.advanced.infectedCount = 21;
		const result = parseRuleOptions(bad);
		expect(result.ok).toBe(false);
		expect(!result.ok && result.error).toMatch(/^advanced\.infectedCount:/);
		expect(parseRuleOptions({ version: 2 }).ok).toBe(false);
		expect(parseRuleOptions('x').ok).toBe(false);
	});
});
