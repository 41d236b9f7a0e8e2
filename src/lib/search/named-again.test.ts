import { describe, expect, it } from 'vitest';
import { namedAgain } from './named-again';

describe('namedAgain', () => {
	it('picks the one named most often, at least twice', () => {
		expect(
			namedAgain(
				new Map([
					['axe', 1],
					['barred-door', 2]
				])
			)
		).toBe('barred-door');
	});

	it('picks none on a tie, or when nothing is named twice', () => {
		expect(
			namedAgain(
				new Map([
					['axe', 2],
					['barred-door', 2]
				])
			)
		).toBeUndefined();
		expect(
			namedAgain(
				new Map([
					['axe', 1],
					['barred-door', 1]
				])
			)
		).toBeUndefined();
		expect(namedAgain(new Map())).toBeUndefined();
	});
});
