import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRuleOptions } from '$lib/stay-away/options-schema';
import { defaultSetup, type Setup } from '../options';
import { decodeSetup, encodeSetup } from './setup-url';

describe('setup in the URL', () => {
	it('writes nothing for the rulebook game at the default count', () => {
		expect(encodeSetup(defaultSetup()).toString()).toBe('');
	});

	it('round-trips a setup with every option changed', () => {
		const setup: Setup = defaultSetup();
		setup.players = 9;
		setup.options.print = {
			infected11Corner: 7,
			quarantine: 'three-turns',
			missed: 'plain',
			oneTwoQuarantine: 'target'
		};
		setup.options.advanced = {
			thingInDeck: true,
			infectedCount: 12,
			flamethrowerAnalysisInDeck: true,
			neighboursOnly: true,
			customDeck: { include: [105, 108], exclude: [22] },
			vengeance: true
		};
		setup.options.table = {
			nextAfterSwap: 'displaced-player',
			doorNextToEliminated: 'keep',
			quarantineExchange: 'blocked',
			superinfection: false,
			declareAnyTime: false
		};
		const query = encodeSetup(setup).toString();
		expect(query).toContain('p=9');
		expect(query).toContain('add=105.108');
		const { setup: back, problems } = decodeSetup(new URLSearchParams(query));
		expect(problems).toEqual([]);
		expect(back).toEqual(setup);
		expect(parseRuleOptions(back.options).ok).toBe(true);
	});

	it('keeps defaults and names each broken parameter', () => {
		const { setup, problems } = decodeSetup(
			new URLSearchParams('p=13&q=zz&inf=abc&add=1.999&thing=1&junk=1')
		);
		expect(problems).toEqual(['p', 'q', 'inf', 'add']);
		expect(setup.players).toBe(6);
		expect(setup.options.print.quarantine).toBe('two-rounds');
		expect(setup.options.advanced.thingInDeck).toBe(true);
		expect(setup.options.advanced.customDeck).toBeNull();
	});

	it('decodes onto a given base: what could not be read keeps the base value', () => {
		const base = defaultSetup();
		base.players = 10;
		base.options.advanced.vengeance = true;
		const { setup, problems } = decodeSetup(new URLSearchParams('p=x&q=3t'), base);
		expect(problems).toEqual(['p']);
		expect(setup.players).toBe(10);
		expect(setup.options.advanced.vengeance).toBe(true);
		expect(setup.options.print.quarantine).toBe('three-turns');
		// The base itself is not changed.
		expect(base.options.print.quarantine).toBe('two-rounds');
	});

	it('never throws and always yields valid options, whatever the query', () => {
		fc.assert(
			fc.property(
				fc.dictionary(
					fc.constantFrom('p', 'n11', 'q', 'm', 'inf', 'add', 'out', 'swap', 'decl', 'x'),
					fc.string()
				),
				(dict) => {
					const { setup } = decodeSetup(new URLSearchParams(dict));
					expect(parseRuleOptions(setup.options).ok).toBe(true);
					expect(setup.players).toBeGreaterThanOrEqual(4);
					expect(setup.players).toBeLessThanOrEqual(12);
				}
			)
		);
	});
});
