import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COPIES } from './cards';
import { buildDeck, setupSteps, type DeckError, type DeckOptions, type SetupStep } from './deck';
import { plan as planOf } from './testing/helpers';

function deckError(options: DeckOptions): DeckError {
	const r = buildDeck(options);
	if (r.ok) throw new Error('expected a DeckError');
	return r.error;
}

describe('advanced rule 1: The Thing in the draw deck', () => {
	it('counts out 4 × players with no Thing dealt (5 players: 20)', () => {
		const plan = planOf({ players: 5, advanced: { thingInDeck: true } });
		expect(plan.thingDealt).toBe(false);
		expect(plan.countedOut).toBe(20);
		expect(plan.dealt).toBe(20);
		expect(plan.total).toBe(41);
		expect(plan.drawPile).toBe(21);
		// The Thing is still in the deck, in the draw pile.
		expect(plan.copies['the-thing']).toBe(1);
	});
});

describe('advanced rule 2: more or fewer Infected!', () => {
	it('adds copies from the box, lowest number first', () => {
		const plan = planOf({ players: 6, advanced: { infectedCount: 13 } });
		expect(plan.copies.infected).toBe(13);
		expect(plan.total).toBe(57);
		expect(plan.infectedAdded.map((c) => c.corner)).toEqual([7, 7, 8]);
		expect(plan.infectedRemoved).toEqual([]);
	});
	it('takes copies out, highest number first', () => {
		const plan = planOf({ players: 6, advanced: { infectedCount: 7 } });
		expect(plan.copies.infected).toBe(7);
		expect(plan.infectedRemoved.map((c) => c.corner)).toEqual([6, 6, 4]);
		expect(plan.drawPile).toBe(27);
	});
	it('allows zero Infected!', () => {
		const plan = planOf({ players: 4, advanced: { infectedCount: 0 } });
		expect(plan.copies.infected).toBe(0);
		expect(plan.infectedSetAside).toBe(0);
		expect(plan.infectedRemoved).toHaveLength(8);
	});
	it('is bounded by the 20 physical copies', () => {
		expect(planOf({ players: 12, advanced: { infectedCount: 20 } }).copies.infected).toBe(20);
		expect(deckError({ players: 12, advanced: { infectedCount: 21 } }).code).toBe(
			'infected-out-of-range'
		);
		expect(deckError({ players: 4, advanced: { infectedCount: -1 } }).code).toBe(
			'infected-out-of-range'
		);
	});
	it('never adds a copy the custom deck took out', () => {
		const exclude = COPIES.filter(
			(c) => c.card === 'infected' && c.corner !== null && c.corner >= 9
		).map((c) => c.serial);
		const error = deckError({
			players: 4,
			advanced: { infectedCount: 20, customDeck: { include: [], exclude } }
		});
		expect(error.code).toBe('not-enough-infected');
		expect(error.details).toEqual({ requested: 20, available: 13 });
	});
});

describe('advanced rule 3: Flamethrower and Analysis into the draw deck', () => {
	it('sets them aside, so the pool and counts stay exact', () => {
		const plain = planOf({ players: 9 });
		const plan = planOf({ players: 9, advanced: { flamethrowerAnalysisInDeck: true } });
		expect(plan.otherSetAside).toBe(4 + 3);
		expect(plan.countedOut).toBe(35);
		expect(plan.leftInPool).toBe(plain.leftInPool - 7);
		expect(plan.drawPile).toBe(plain.drawPile);
	});
});

describe('advanced rule 5: a custom deck', () => {
	it('adds and removes single copies by serial', () => {
		const plan = planOf({
			players: 4,
			advanced: { customDeck: { include: [105, 26], exclude: [22] } }
		});
		expect(plan.copies.oops).toBe(1);
		expect(plan.copies.flamethrower).toBe(2);
		expect(plan.customAdded.map((c) => c.serial)).toEqual([26, 105]);
		expect(plan.customRemoved.map((c) => c.serial)).toEqual([22]);
		expect(plan.total).toBe(36);
	});
	it('ignores an include of a copy already in play', () => {
		const plan = planOf({
			players: 12,
			advanced: { customDeck: { include: [50], exclude: [] } }
		});
		expect(plan.customAdded).toEqual([]);
		expect(plan.total).toBe(108);
	});
	it('refuses a deck without The Thing', () => {
		expect(
			deckError({ players: 6, advanced: { customDeck: { include: [], exclude: [1] } } }).code
		).toBe('thing-missing');
	});
	it('refuses a deck with every copy excluded, naming what is short', () => {
		const all = COPIES.map((c) => c.serial);
		expect(
			deckError({ players: 4, advanced: { customDeck: { include: [], exclude: all } } }).code
		).toBe('thing-missing');
		const allButThing = all.filter((s) => s !== 1);
		const error = deckError({
			players: 4,
			advanced: { customDeck: { include: [], exclude: allButThing } }
		});
		expect(error.code).toBe('not-enough-to-deal');
		expect(error.details).toEqual({ needed: 15, available: 0, short: 15 });
		expect(error.message).toMatch(/needs 15 cards/);
	});
	it('refuses a deck too small to deal', () => {
		// 12 players need 47 cards besides The Thing, Infected! and Panic!; remove 30 of the 67.
		const exclude = COPIES.filter((c) => c.serial >= 22 && c.serial <= 51).map((c) => c.serial);
		const error = deckError({ players: 12, advanced: { customDeck: { include: [], exclude } } });
		expect(error.code).toBe('not-enough-to-deal');
		expect(error.details).toEqual({ needed: 47, available: 37, short: 10 });
	});
	it('refuses a serial that does not exist', () => {
		expect(
			deckError({ players: 6, advanced: { customDeck: { include: [109], exclude: [] } } }).code
		).toBe('invalid-serial');
	});
});

describe('combinations', () => {
	it('rules 1 + 3 at 9 players', () => {
		const plan = planOf({
			players: 9,
			advanced: { thingInDeck: true, flamethrowerAnalysisInDeck: true }
		});
		expect(plan.total).toBe(88);
		expect(plan.countedOut).toBe(36);
		expect(plan.dealt).toBe(36);
		expect(plan.infectedSetAside + plan.panicSetAside + plan.otherSetAside).toBe(15 + 19 + 7);
		expect(plan.leftInPool).toBe(88 - 1 - 41 - 36);
		expect(plan.drawPile).toBe(52);
	});
	it('rules 1 + 2 + 3 + 5 with the first Russian numbering at 6 players', () => {
		const plan = planOf({
			players: 6,
			print: { infected11Corner: 7 },
			advanced: {
				thingInDeck: true,
				infectedCount: 9,
				flamethrowerAnalysisInDeck: true,
				customDeck: { include: [105], exclude: [] }
			}
		});
		expect(plan.copies.infected).toBe(9);
		expect(plan.infectedAdded).toEqual([]);
		expect(plan.total).toBe(54);
		expect(plan.countedOut).toBe(24);
	});
	it('zero Infected! and The Thing in the deck at 4 players', () => {
		const plan = planOf({ players: 4, advanced: { thingInDeck: true, infectedCount: 0 } });
		expect(plan.total).toBe(27);
		expect(plan.drawPile).toBe(11);
	});
});

describe('property: the counts always add up', () => {
	const options = fc.record({
		players: fc.integer({ min: 4, max: 12 }),
		print: fc.record({ infected11Corner: fc.constantFrom(6 as const, 7 as const) }),
		advanced: fc.record({
			thingInDeck: fc.boolean(),
			infectedCount: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
			flamethrowerAnalysisInDeck: fc.boolean(),
			customDeck: fc.option(
				fc.record({
					include: fc.uniqueArray(fc.integer({ min: 1, max: 108 }), { maxLength: 20 }),
					exclude: fc.uniqueArray(fc.integer({ min: 2, max: 108 }), { maxLength: 20 })
				}),
				{ nil: null }
			)
		})
	});

	it('total = set aside + counted out + The Thing + the rest, and dealt + draw deck = total', () => {
		fc.assert(
			fc.property(options, (input) => {
				const built = buildDeck(input);
				if (!built.ok) {
					// Impossible combinations must be refused with a typed error, never a wrong plan.
					expect(built.error.code).toMatch(/\S/);
					return;
				}
				const plan = built.value;
				const setAside = plan.infectedSetAside + plan.panicSetAside + plan.otherSetAside;
				expect(setAside + plan.countedOut + 1 + plan.leftInPool).toBe(plan.total);
				expect(plan.dealt + plan.drawPile).toBe(plan.total);
				expect(plan.dealt).toBe(4 * input.players);
				expect(plan.countedOut + (plan.thingDealt ? 1 : 0)).toBe(plan.dealt);
				expect(plan.serials).toHaveLength(plan.total);
				expect(Object.values(plan.copies).reduce((a, b) => a + b, 0)).toBe(plan.total);
				expect(plan.leftInPool).toBeGreaterThanOrEqual(0);
				if (input.advanced.infectedCount !== null)
					expect(plan.copies.infected).toBe(input.advanced.infectedCount);
			}),
			{ numRuns: 500 }
		);
	});

	it('the dealing checklist adds up: each step shuffles in what the draw deck it announces holds, and dealt + draw deck = the deck in play', () => {
		fc.assert(
			fc.property(options, (input) => {
				const built = buildDeck(input);
				if (!built.ok) return;
				const plan = built.value;
				const steps = setupSteps(plan);
				const find = <K extends SetupStep['id']>(...ids: K[]) =>
					steps.find((s): s is Extract<SetupStep, { id: K }> => (ids as string[]).includes(s.id));
				const setAside = find('setAside', 'setAsideWithOthers')!;
				const countOut = find('countOut')!;
				const deal = find('deal', 'dealNoThing')!;
				const draw = find('drawDeck', 'drawDeckWithOthers', 'drawDeckWithThing')!;
				// What step 5 tells you to shuffle in is the draw deck it announces.
				expect(
					draw.left + draw.infected + draw.panic + draw.flamethrower + draw.analysis + draw.thing
				).toBe(draw.drawPile);
				// …and it is exactly what was set aside and left over.
				expect(draw.left).toBe(countOut.pool - countOut.countedOut);
				expect(draw.infected).toBe(setAside.infected);
				expect(draw.panic).toBe(setAside.panic);
				const others =
					setAside.id === 'setAsideWithOthers' ? setAside.flamethrower + setAside.analysis : 0;
				expect(draw.flamethrower + draw.analysis).toBe(others);
				// The step's wording names every kind of card it counts in.
				if (others > 0 && draw.thing === 0) expect(draw.id).toBe('drawDeckWithOthers');
				if (draw.thing === 1) expect(draw.id).toBe('drawDeckWithThing');
				// Dealt cards plus the draw deck make the deck in play.
				expect(deal.dealt + draw.drawPile).toBe(plan.total);
				expect(deal.dealt).toBe(deal.countedOut + (deal.id === 'deal' ? 1 : 0));
			}),
			{ numRuns: 500 }
		);
	});
});

describe('toggleCustomCopy', () => {
	it('takes a numbered copy out, then puts it back', async () => {
		const { toggleCustomCopy } = await import('./deck');
		const out = toggleCustomCopy(null, 22, 6);
		expect(out).toEqual({ include: [], exclude: [22] });
		expect(toggleCustomCopy(out, 22, 6)).toBeNull();
	});
	it('adds a copy from the box, following the print for Infected! 11/109', async () => {
		const { toggleCustomCopy } = await import('./deck');
		expect(toggleCustomCopy(null, 105, 6)).toEqual({ include: [105], exclude: [] });
		expect(toggleCustomCopy(null, 11, 6, 7)).toEqual({ include: [11], exclude: [] });
		expect(toggleCustomCopy(null, 11, 6, 6)).toEqual({ include: [], exclude: [11] });
	});
});
