import { describe, expect, it } from 'vitest';
import { deckAnswer, isDeckSubject } from './deck-answer';

describe('deck answers (computed by buildDeck)', () => {
	it('says a card is not in a deck, with the numbers of its copies', () => {
		expect(deckAnswer(4, 'analysis')).toEqual({
			kind: 'card',
			players: 4,
			card: 'analysis',
			count: 0,
			corners: [5, 6, 9]
		});
		expect(deckAnswer(9, 'analysis')).toMatchObject({ count: 3 });
		expect(deckAnswer(4, 'quarantine')).toMatchObject({ count: 0, corners: [5, 9] });
	});

	it('counts a category, the whole deck, the deal and what goes back in the box (docs/sources.md#card-prints)', () => {
		expect(deckAnswer(6, 'panic')).toMatchObject({ kind: 'category', count: 8 });
		expect(deckAnswer(7, 'panic')).toMatchObject({ count: 10 });
		expect(deckAnswer(5, 'total')).toEqual({ kind: 'total', players: 5, count: 41, drawPile: 21 });
		expect(deckAnswer(6, 'dealt')).toEqual({
			kind: 'dealt',
			players: 6,
			count: 24,
			countedOut: 23,
			thingDealt: true
		});
		expect(deckAnswer(7, 'remove')).toMatchObject({ numbers: [8, 9, 10, 11], total: 63 });
		expect(deckAnswer(12, 'remove')).toMatchObject({ numbers: [], count: 0, total: 108 });
	});

	it("follows the table's print and advanced rules", () => {
		expect(deckAnswer(6, 'infected')).toMatchObject({ count: 10 });
		expect(deckAnswer(6, 'infected', { print: { infected11Corner: 7 } })).toMatchObject({
			count: 9,
			corners: expect.arrayContaining([7])
		});
		expect(deckAnswer(6, 'dealt', { advanced: { thingInDeck: true } })).toMatchObject({
			countedOut: 24,
			thingDealt: false
		});
		expect(deckAnswer(6, 'infected', { advanced: { infectedCount: 3 } })).toMatchObject({
			count: 3
		});
	});

	it('says when a player count is not one the game knows, and when the options cannot build a deck', () => {
		expect(deckAnswer(3, 'total')).toEqual({ kind: 'unsupported', players: 3, min: 4, max: 12 });
		expect(deckAnswer(13, 'panic')).toMatchObject({ kind: 'unsupported' });
		expect(
			deckAnswer(6, 'total', { advanced: { customDeck: { include: [], exclude: [1] } } })
		).toEqual({ kind: 'impossible', players: 6, code: 'thing-missing' });
	});

	it('knows its subjects', () => {
		for (const s of ['analysis', 'panic', 'total', 'dealt', 'remove'])
			expect(isDeckSubject(s), s).toBe(true);
		expect(isDeckSubject('nonsense')).toBe(false);
	});
});
