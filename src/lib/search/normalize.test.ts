import { describe, expect, it } from 'vitest';
import { tokenize } from './normalize';

describe('tokenize', () => {
	it('splits an Italian elided article or preposition from its word', () => {
		expect(tokenize("l'infermiera")).toEqual(['l', 'infermiera']);
		expect(tokenize('dell’infetto, un’ascia')).toEqual(['dell', 'infetto', 'un', 'ascia']);
		expect(tokenize("c'è")).toEqual(['c', 'e']);
	});

	it('keeps other contractions one word', () => {
		expect(tokenize("I'm human, can't")).toEqual(['im', 'human', 'cant']);
		expect(tokenize('geht’s')).toEqual(['gehts']);
		expect(tokenize("м'ясо")).toEqual(['мясо']);
	});
});
