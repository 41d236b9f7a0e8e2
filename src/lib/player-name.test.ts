import { describe, expect, it } from 'vitest';
import { cleanPlayerName } from './player-name';
import { shortenFileNames, shortenPlayerName } from './shorten-names';

describe('shortenPlayerName', () => {
	it('cleans first, then cuts to the limit', () => {
		expect(shortenPlayerName('  Ann\u200b  Lee ', 40)).toBe('Ann Lee');
		const long = 'Bartholomew '.repeat(5); // 60 characters
		const short = shortenPlayerName(long, 40);
		expect(short.length).toBeLessThanOrEqual(40);
		expect(long.startsWith(short)).toBe(true);
		expect(short).toBe(short.trimEnd());
	});
	it('never splits a character made of several code units', () => {
		const name = 'A'.repeat(39) + '👩‍👩‍👧';
		expect(shortenPlayerName(name, 40)).toBe('A'.repeat(39));
		expect(shortenPlayerName('é'.normalize('NFD').repeat(50), 40)).toHaveLength(40);
	});
	it('leaves a name that fits as cleanPlayerName makes it', () => {
		expect(shortenPlayerName('Zoë', 40)).toBe(cleanPlayerName('Zoë'));
	});
});

describe('shortenFileNames', () => {
	it('shortens only the names over the limit and says whose', () => {
		const file = { format: 'x', setup: { seats: 3, names: ['Ann', 'x'.repeat(60), 7] } };
		const { data, shortened } = shortenFileNames(file, 40);
		expect(shortened).toEqual([1]);
		expect((data as typeof file).setup.names).toEqual(['Ann', 'x'.repeat(40), 7]);
		expect((data as typeof file).setup.seats).toBe(3);
		expect(file.setup.names[1]).toHaveLength(60);
	});
	it('returns anything else as it came', () => {
		for (const input of [null, 3, 'x', [], { setup: null }, { setup: { names: 'Ann' } }]) {
			expect(shortenFileNames(input, 40)).toEqual({ data: input, shortened: [] });
		}
	});
});
