import { describe, expect, it } from 'vitest';
import { isSearchable, markOf, nextOption, previousOption } from './search-box';

describe('isSearchable', () => {
	it('needs two letters or digits, not counting punctuation and spaces', () => {
		expect(isSearchable('')).toBe(false);
		expect(isSearchable('a')).toBe(false);
		expect(isSearchable(' a - ! ')).toBe(false);
		expect(isSearchable('a b')).toBe(true);
		expect(isSearchable('12')).toBe(true);
		expect(isSearchable('ün')).toBe(true);
		expect(isSearchable('пр')).toBe(true);
	});
});

describe('nextOption / previousOption', () => {
	it('moves down from none to the first and wraps from the last to the first', () => {
		expect(nextOption(-1, 3)).toBe(0);
		expect(nextOption(0, 3)).toBe(1);
		expect(nextOption(2, 3)).toBe(0);
	});

	it('moves up from none to the last and wraps from the first to the last', () => {
		expect(previousOption(-1, 3)).toBe(2);
		expect(previousOption(0, 3)).toBe(2);
		expect(previousOption(2, 3)).toBe(1);
	});
});

describe('markOf', () => {
	it('marks deck answers, rulings and places to look', () => {
		expect(markOf('deck')).toBe('#');
		expect(markOf('ruling')).toBe('?');
		expect(markOf('topic')).toBe('→');
		expect(markOf('rulebook')).toBe('→');
	});
});
