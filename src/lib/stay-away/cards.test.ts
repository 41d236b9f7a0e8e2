import { describe, expect, it } from 'vitest';
import { CARD_IDS, CARDS, COPIES, cornerOf, getCard, isCardId, VARIANT_SERIAL } from './cards';

// Totals from the card prints (docs/sources.md#card-prints).
describe('card catalogue', () => {
	it('has 31 cards with the ids of cards.json, and 108 copies with serials 1–108 in order', () => {
		expect(CARDS.map((c) => c.id)).toEqual([...CARD_IDS]);
		expect(CARDS).toHaveLength(31);
		expect(COPIES).toHaveLength(108);
		expect(COPIES.map((c) => c.serial)).toEqual(Array.from({ length: 108 }, (_, i) => i + 1));
	});

	it('counts 21 / 45 / 17 / 5 / 20 copies per category', () => {
		const count = (cat: string) =>
			CARDS.filter((c) => c.category === cat).reduce((n, c) => n + c.copies.length, 0);
		expect([
			count('contagion'),
			count('action'),
			count('defense'),
			count('obstacle'),
			count('panic')
		]).toEqual([21, 45, 17, 5, 20]);
	});

	it('counts copies per corner number 4:34, 5:6, 6:13, 7:9, 8:6, 9:19, 10:7, 11:13 plus The Thing', () => {
		const byCorner: Record<string, number> = {};
		for (const copy of COPIES)
			byCorner[String(copy.corner)] = (byCorner[String(copy.corner)] ?? 0) + 1;
		expect(byCorner).toEqual({ null: 1, 4: 34, 5: 6, 6: 13, 7: 9, 8: 6, 9: 19, 10: 7, 11: 13 });
		expect(getCard('the-thing').copies).toEqual([{ serial: 1, card: 'the-thing', corner: null }]);
	});

	it('numbers Infected! 11/109 as 6 on the Spanish print and 7 on the first Russian print', () => {
		const copy = COPIES[VARIANT_SERIAL - 1]!;
		expect(copy.card).toBe('infected');
		expect(cornerOf(copy)).toBe(6);
		expect(cornerOf(copy, 7)).toBe(7);
		// No other copy changes.
		expect(COPIES.filter((c) => cornerOf(c, 7) !== c.corner).map((c) => c.serial)).toEqual([11]);
	});

	it('looks cards up by id and rejects unknown ids', () => {
		expect(isCardId('missed')).toBe(true);
		expect(isCardId('miss')).toBe(false);
		expect(getCard('quarantine').category).toBe('obstacle');
		expect(() => getCard('nope')).toThrow(RangeError);
	});
});
