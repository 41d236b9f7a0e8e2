import { describe, expect, it } from 'vitest';
import { buildDeck, deckSizes } from './deck';
import { plan as planOf } from './testing/helpers';

// Per-card cumulative copies for players 4..12, Spanish print (docs/sources.md#card-prints).
const CUMULATIVE = `
the-thing        1 1 1 1 1 1 1 1 1
infected         8 8 10 12 13 15 17 20 20
flamethrower     2 2 3 3 3 4 4 5 5
analysis         0 1 2 2 2 3 3 3 3
axe              1 1 1 1 1 2 2 2 2
suspicious       4 4 4 5 6 7 8 8 8
whisky           1 1 2 2 2 2 3 3 3
resolute         2 2 3 3 3 4 5 5 5
watch-your-back  1 1 1 1 1 2 2 2 2
change-places    2 2 2 3 3 4 4 5 5
you-better-run   2 2 2 3 3 4 4 5 5
seduction        2 2 3 4 5 5 6 7 7
scary            0 1 2 2 3 3 3 4 4
im-comfortable   1 1 2 2 2 2 2 3 3
no-thanks        1 1 2 2 3 3 3 4 4
missed           1 1 2 2 2 2 2 3 3
no-barbecue      1 1 2 2 2 2 2 3 3
quarantine       0 1 1 1 1 2 2 2 2
barred-door      1 1 1 2 2 2 2 3 3
rotten-ropes     0 0 1 1 1 2 2 2 2
one-two          0 1 1 1 1 2 2 2 2
three-four       1 1 1 1 1 2 2 2 2
is-this-the-party 0 1 1 1 1 2 2 2 2
get-out-of-here  0 1 1 1 1 1 1 1 1
forgetful        1 1 1 1 1 1 1 1 1
round-and-round  1 1 1 1 1 2 2 2 2
cant-we-be-friends 0 0 0 1 1 2 2 2 2
blind-date       1 1 1 1 1 2 2 2 2
oops             0 0 0 0 0 0 1 1 1
just-between-us  0 0 0 1 1 2 2 2 2
revelations      0 0 0 0 1 1 1 1 1`
	.trim()
	.split('\n')
	.map((line) => line.trim().split(/\s+/))
	.map(([id, ...counts]) => [id!, counts.map(Number)] as const);

// Deck size and per-category rows of the same table.
const SIZE = [35, 41, 54, 63, 69, 88, 95, 108, 108];
const SIZE_RU = [35, 41, 53, 63, 69, 88, 95, 108, 108];
const PANIC = [4, 7, 8, 10, 11, 19, 20, 20, 20];
const CONTAGION = [9, 9, 11, 13, 14, 16, 18, 21, 21];
const ACTION = [17, 18, 23, 27, 29, 37, 41, 45, 45];
const DEFENSE = [4, 5, 10, 10, 12, 12, 12, 17, 17];
const OBSTACLE = [1, 2, 2, 3, 3, 4, 4, 5, 5];

describe('buildDeck, rulebook setup', () => {
	for (let i = 0; i < 9; i++) {
		const players = i + 4;
		it(`matches the prints' counts at ${players} players`, () => {
			const plan = planOf({ players });
			expect(plan.total).toBe(SIZE[i]);
			expect(plan.byCategory).toEqual({
				contagion: CONTAGION[i],
				action: ACTION[i],
				defense: DEFENSE[i],
				obstacle: OBSTACLE[i],
				panic: PANIC[i]
			});
			for (const [id, counts] of CUMULATIVE)
				expect(plan.copies[id as keyof typeof plan.copies], id).toBe(counts[i]);
			expect(plan.dealt).toBe(4 * players);
			expect(plan.countedOut).toBe(4 * players - 1);
			expect(plan.thingDealt).toBe(true);
			expect(plan.drawPile).toBe(plan.total - plan.dealt);
			expect(plan.infectedSetAside).toBe(plan.copies.infected);
			expect(plan.panicSetAside).toBe(PANIC[i]);
			expect(plan.removeNumbers).toEqual([4, 5, 6, 7, 8, 9, 10, 11].filter((n) => n > players));
			expect(plan.removed + plan.total).toBe(108);
		});
	}

	it('6 players: 54 cards, 10 Infected!, 8 Panic!, 23 counted out plus The Thing, 30 in the draw deck', () => {
		const plan = planOf({ players: 6 });
		expect(plan.total).toBe(54);
		expect(plan.infectedSetAside).toBe(10);
		expect(plan.panicSetAside).toBe(8);
		expect(plan.countedOut).toBe(23);
		expect(plan.dealt).toBe(24);
		expect(plan.drawPile).toBe(30);
		expect(plan.removeNumbers).toEqual([7, 8, 9, 10, 11]);
		expect(plan.removeCounts).toEqual([
			{ corner: 7, count: 9 },
			{ corner: 8, count: 6 },
			{ corner: 9, count: 19 },
			{ corner: 10, count: 7 },
			{ corner: 11, count: 13 }
		]);
	});

	it('11 and 12 players use the same 108 cards with nothing removed', () => {
		const eleven = planOf({ players: 11 });
		const twelve = planOf({ players: 12 });
		expect(eleven.total).toBe(108);
		expect(twelve.serials).toEqual(eleven.serials);
		expect(twelve.removeNumbers).toEqual([]);
		expect(twelve.countedOut).toBe(47);
		expect(twelve.drawPile).toBe(60);
	});

	it('follows the print for Infected! 11/109: 53 cards at 6 players when it is numbered 7', () => {
		const sizes = deckSizes({ infected11Corner: 7 }).map((s) => s.total);
		expect(sizes).toEqual(SIZE_RU);
		const plan = planOf({ players: 6, print: { infected11Corner: 7 } });
		expect(plan.copies.infected).toBe(9);
		expect(plan.removeCounts[0]).toEqual({ corner: 7, count: 10 });
	});

	it.each([3, 13, 5.5, Number.NaN, 0, -4, Infinity])(
		'refuses %s players with a typed error',
		(players) => {
			const r = buildDeck({ players });
			expect(r.ok).toBe(false);
			if (!r.ok) {
				expect(r.error.code).toBe('invalid-players');
				expect(r.error.message).toMatch(/4 to 12 players/);
			}
		}
	);
});

describe('setupSteps', () => {
	it('gives the rulebook procedure at 6 players', async () => {
		const { setupSteps } = await import('./deck');
		expect(setupSteps(planOf({ players: 6 }))).toEqual([
			{ id: 'remove', count: 54, players: 6, total: 54 },
			{ id: 'setAside', infected: 10, panic: 8 },
			{ id: 'countOut', pool: 35, countedOut: 23 },
			{ id: 'deal', countedOut: 23, dealt: 24 },
			{
				id: 'drawDeck',
				left: 12,
				infected: 10,
				panic: 8,
				flamethrower: 0,
				analysis: 0,
				thing: 0,
				drawPile: 30
			},
			{ id: 'direction' }
		]);
	});
	it('changes with advanced rules 1, 2 and 3', async () => {
		const { setupSteps } = await import('./deck');
		const steps = setupSteps(
			planOf({
				players: 5,
				advanced: { thingInDeck: true, infectedCount: 10, flamethrowerAnalysisInDeck: true }
			})
		);
		expect(steps.map((s) => s.id)).toEqual([
			'remove',
			'infectedAdd',
			'setAsideWithOthers',
			'countOut',
			'dealNoThing',
			'drawDeckWithThing',
			'direction'
		]);
		expect(steps[0]).toEqual({ id: 'remove', count: 67, players: 5, total: 41 });
		expect(steps[1]).toEqual({ id: 'infectedAdd', count: 2, corners: [6, 6] });
		expect(steps[3]).toEqual({ id: 'countOut', pool: 22, countedOut: 20 });
	});
});
