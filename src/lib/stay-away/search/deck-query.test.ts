import { describe, expect, it } from 'vitest';
import { DeckVocabulary } from './deck-query';
import { localeTexts } from './index';
import { tokenize } from '$lib/search/normalize';

const texts = localeTexts();
const deck = new DeckVocabulary(Object.values(texts.search ?? {}).map((l) => l.deck ?? {}));
const parse = (
	q: string,
	mentioned: Parameters<DeckVocabulary['parse']>[1] = [],
	nameWords: string[] = []
) => deck.parse(tokenize(q), mentioned, new Set(nameWords));

describe('deck questions', () => {
	it('reads the player count in digits and in words, in five languages', () => {
		expect(deck.players(tokenize('how many panic cards with 6 players'))?.n).toBe(6);
		expect(deck.players(tokenize('wie viele Karten zu fünft'))?.n).toBe(5);
		expect(deck.players(tokenize('какие карты убрать если играем ввосьмером'))?.n).toBe(8);
		expect(deck.players(tokenize('siamo in sette'))?.n).toBe(7);
		expect(deck.players(tokenize('скільки карт на дванадцять гравців'))?.n).toBe(12);
		// Next to a "players" word wins over another number.
		expect(deck.players(tokenize('we are 12 players but the cards stop at 11'))?.n).toBe(12);
	});

	it('finds what is asked: a card, a category, the total, the deal, the cards to take out', () => {
		expect(parse('how many panic cards with 6 players')).toEqual({
			players: 6,
			subject: 'panic',
			asked: true
		});
		expect(parse('is analysis in the deck with 4 players', ['analysis'])).toEqual({
			players: 4,
			subject: 'analysis',
			asked: true
		});
		expect(parse('wie viele Karten sind zu fünft im Spiel')).toEqual({
			players: 5,
			subject: 'total',
			asked: true
		});
		expect(parse('wie viele Karten werden zu sechst ausgeteilt')).toEqual({
			players: 6,
			subject: 'dealt',
			asked: true
		});
		expect(parse('siamo in 7 quali carte tolgo')).toEqual({
			players: 7,
			subject: 'remove',
			asked: true
		});
		expect(parse('скільки карт паніки на 8 гравців')).toEqual({
			players: 8,
			subject: 'panic',
			asked: true
		});
		// Without a count, only "how many … in the deck" (the table's own count is used).
		expect(parse('how many panic cards are in the deck')).toEqual({
			subject: 'panic',
			asked: true
		});
	});

	it('marks a question that only sets the player count, and asks something else', () => {
		// Only "with 7 players" and a card: the count may be the setting of another question.
		expect(
			parse('is this the party with 7 players, who stays where', ['is-this-the-party'], ['party'])
		).toMatchObject({ players: 7, asked: false });
		expect(parse('analysis at a 4-player table', ['analysis'], ['analysis'])).toMatchObject({
			players: 4,
			asked: true
		});
	});

	it('reads the deck words in any case: «для раздачи» is the deal', () => {
		expect(parse('нас семеро, сколько карт нужно для раздачи')).toMatchObject({
			players: 7,
			subject: 'dealt'
		});
		expect(parse('скільки карт іде на роздачу вп’ятьох')).toMatchObject({ subject: 'dealt' });
	});

	it('reads a number word that says "N of us" as a player count', () => {
		expect(deck.players(tokenize('Quarantäne zu neunt'))).toEqual({ n: 9, near: true });
		expect(deck.players(tokenize('нас шестеро, что убрать'))).toEqual({ n: 6, near: true });
		expect(deck.players(tokenize('граємо вдесятьох'))).toEqual({ n: 10, near: true });
		// A bare number is no count of players.
		expect(deck.players(tokenize('Quarantäne neun Runden'))?.near).toBe(false);
	});

	it('reads a number before "cards" as a count of cards, not of players', () => {
		expect(deck.players(tokenize('everyone holds four cards, what now'))).toBeUndefined();
		expect(deck.players(tokenize('у всіх по чотири карти, 7 гравців'))?.n).toBe(7);
	});

	it('reads "deck size" as asking for the whole deck', () => {
		expect(parse('deck size for 7 players')).toMatchObject({ players: 7, subject: 'total' });
		expect(parse('Stapelgröße zu fünft')).toMatchObject({ players: 5, subject: 'total' });
		expect(parse('розмір колоди на 8 гравців')).toMatchObject({ players: 8, subject: 'total' });
	});

	it('counts a card named, even where the deal is mentioned', () => {
		expect(
			parse('how many Analysis cards at 5 players, and can one be dealt', ['analysis'])
		).toMatchObject({ players: 5, subject: 'analysis' });
	});

	it('leaves questions about play to the rulings', () => {
		expect(parse('how many infected cards can I hold', ['infected'])).toBeNull();
		expect(parse('how many cards in hand at the end of my turn')).toBeNull();
		expect(parse('can I play 2 action cards in one turn')).toBeNull();
		expect(parse('Infected! card 11 shows a 7 instead of a 6', ['infected'])).toBeNull();
		expect(
			parse('can we shuffle The Thing into the deck instead of dealing it', ['the-thing'])
		).toBeNull();
	});
});
