import { describe, expect, it } from 'vitest';
import {
	ANY_ROLE,
	deniedFactor,
	unaskedFactor,
	facetFactor,
	facetGroup,
	facetLexicon,
	FacetMatcher,
	negationWords
} from './facets';
import { stem, tokenize } from './normalize';

const analyze = (s: string) => tokenize(s).map(stem);

describe('facets', () => {
	const matcher = new FacetMatcher(
		[
			facetLexicon({
				role: { human: ['human'], infected: ['infected'] },
				situation: { direction: ['direction', 'clockwise'] },
				ask: { 'whose-turn': ['whose turn', 'who plays next'] }
			}),
			facetLexicon({ situation: { direction: ['Richtung'] }, broken: 'not a list' })
		],
		analyze
	);

	it('finds words and phrases through the analysis, in any language of the lexicons', () => {
		expect(
			[...matcher.match(analyze('Who plays next after the direction changes?'))].sort()
		).toEqual(['ask.whose-turn', 'situation.direction']);
		expect([...matcher.match(analyze('Wer ist nach dem Richtungswechsel dran'))]).toEqual([]);
		expect([...matcher.match(analyze('die Richtung'))]).toEqual(['situation.direction']);
		// A phrase needs its words in a row.
		expect([...matcher.match(analyze('who next plays'))]).toEqual([]);
		expect(facetGroup('role.human')).toBe('role');
	});

	it('reads a phrase with one stop word between its words, not with a meaningful word', () => {
		// Players put a word in: "wer ist jetzt dran", «хто тепер ходить».
		expect([...matcher.match(analyze('who now plays next'))]).toEqual(['ask.whose-turn']);
		expect([...matcher.match(analyze('whose then turn'))]).toEqual(['ask.whose-turn']);
		expect([...matcher.match(analyze('who else plays next'))]).toEqual([]);
		expect([...matcher.match(analyze('who now then plays next'))]).toEqual([]);
	});

	it('reads a phrase as one facet, not the shorter one inside it', () => {
		const seats = new FacetMatcher(
			[
				facetLexicon({
					situation: {
						exchange: ['swap', 'card'],
						'seat-swap': ['swap seats'],
						obstacle: ['door'],
						deck: ['card']
					}
				})
			],
			analyze
		);
		expect([...seats.match(analyze('can we swap seats'))]).toEqual(['situation.seat-swap']);
		expect([...seats.match(analyze('swap a card'))].sort()).toEqual([
			'situation.deck',
			'situation.exchange'
		]);
		expect([...seats.match(analyze('swap seats, then swap'))].sort()).toEqual([
			'situation.exchange',
			'situation.seat-swap'
		]);
	});

	it('weighs shared facets up and a ruling about another role only down', () => {
		const boost = { role: 0.5, situation: 0.2 };
		const conflict = { role: 0.5 };
		const q = new Set(['role.human', 'situation.direction']);
		expect(facetFactor(q, new Set(['role.human', 'situation.direction']), boost, conflict)).toBe(
			1.5 * 1.2
		);
		expect(facetFactor(q, new Set(['role.infected']), boost, conflict)).toBe(0.5);
		expect(facetFactor(q, new Set(['role.infected', 'role.human']), boost, conflict)).toBe(1.5);
		expect(facetFactor(q, undefined, boost, conflict)).toBe(1);
		expect(facetFactor(new Set(), new Set(['role.human']), boost, conflict)).toBe(1);
		// A ruling for every role agrees with any role named.
		expect(facetFactor(q, new Set([ANY_ROLE]), boost, conflict)).toBe(1.5);
		expect(facetFactor(new Set(['role.thing']), new Set([ANY_ROLE]), boost, conflict)).toBe(1.5);
	});

	it('reads a situation as denied only after a negation, not after a modal verb', () => {
		const denying = new FacetMatcher(
			[facetLexicon({ situation: { elimination: ['burned', 'burn'] }, ask: { x: ['burn'] } })],
			analyze,
			[negationWords({ words: ['nobody', 'no'], modals: ['can'] }), negationWords(3)]
		);
		expect([...denying.denied(analyze('nobody was ever burned'))]).toEqual([
			'situation.elimination'
		]);
		// The ability to burn is denied, not the burning: it is what the text is about.
		expect([...denying.denied(analyze('so that nobody can burn it'))]).toEqual([]);
		// Asserted once is asserted; too far from the negation is asserted.
		expect([...denying.denied(analyze('nobody burned, then we burned him'))]).toEqual([]);
		expect([...denying.denied(analyze('no one of us was ever burned'))]).toEqual([]);
		// Only situations are denied: "No Thanks!" before a question word denies nothing else.
		expect([...denying.denied(analyze('no burn'))]).toEqual(['situation.elimination']);
		const q = new Set(['situation.elimination']);
		expect(deniedFactor(q, new Set(['situation.elimination']), 0.5)).toBe(0.5);
		expect(deniedFactor(q, undefined, 0.5)).toBe(1);
		expect(deniedFactor(new Set(['situation.deck']), new Set(['situation.elimination']), 0.5)).toBe(
			1
		);
	});
});

describe('unaskedFactor', () => {
	it('weighs a result with a facet group the query never names', () => {
		const variant = new Set(['variant.on', 'role.thing']);
		expect(unaskedFactor(new Set(['role.thing']), variant, { variant: 0.6 })).toBe(0.6);
		expect(unaskedFactor(new Set(['variant.on']), variant, { variant: 0.6 })).toBe(1);
		expect(unaskedFactor(new Set(['role.thing']), new Set(['role.thing']), { variant: 0.6 })).toBe(
			1
		);
		expect(unaskedFactor(new Set(), undefined, { variant: 0.6 })).toBe(1);
		// A ruling for every role is not about a role a query never names.
		expect(unaskedFactor(new Set(), new Set([ANY_ROLE]), { role: 0.7 })).toBe(1);
		expect(unaskedFactor(new Set(), new Set([ANY_ROLE, 'role.thing']), { role: 0.7 })).toBe(0.7);
	});

	it('reads who does what to whom from word order: actor, target, passive, pronouns', () => {
		const agents = new FacetMatcher(
			[facetLexicon({ role: { thing: ['the thing', 'das ding'], infected: ['infected'] } })],
			analyze,
			[
				negationWords({
					words: ['nobody'],
					breaks: ['but', 'then'],
					actions: ['burn', 'burned', 'verbrannt', 'verbrennen'],
					passive: ['got', 'wurde'],
					pronouns: ['we', 'wir']
				})
			]
		);
		const of = (text: string) =>
			[...agents.match(analyze(text))].filter((f) => /^(actor|target)\./.test(f)).sort();
		expect(of('can an infected burn the thing')).toEqual(['actor.infected', 'target.thing']);
		expect(of('the thing burned an infected')).toEqual(['actor.thing', 'target.infected']);
		// Passive, before or after the act: the role is the target.
		expect(of('the thing got burned')).toEqual(['target.thing']);
		expect(of('das Ding verbrannt wurde')).toEqual(['target.thing']);
		// A subject pronoun first: the role before the act is its object.
		expect(of('wir haben das Ding verbrannt')).toEqual(['target.thing']);
		// "we humans": the pronoun right before a role names it.
		expect(of('we infected burn the thing')).toEqual(['actor.infected', 'target.thing']);
		// Verb last: actor, then target.
		expect(of('darf ein infected das Ding verbrennen')).toEqual(['actor.infected', 'target.thing']);
		// An act denied, or a role in another clause, has no actor.
		expect(of('the thing won and nobody burned')).toEqual([]);
		expect(of('the thing won but we burned')).toEqual([]);
		// A next event is a clause of its own: whoever comes after it did not burn.
		expect(of('an infected got burned, then the thing won')).toEqual(['target.infected']);
		// Without it, the clause cannot be read.
		expect(of('an infected got burned the thing won')).toEqual([]);
		expect(of('the thing won')).toEqual([]);
	});
});
