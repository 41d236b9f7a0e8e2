/**
 * No impossible record at the Stay Away! table (issue 40): random sequences of actions, legal or
 * not, corrections included, go through the engine's public entry point (`applyAction`); after
 * every accepted action the record must not contradict itself:
 * - nobody is eliminated twice, and nobody eliminated acts (plays, defends, declares, is caught);
 * - The Thing named by Vengeance mode is out, and stays out (EN advanced rule 6);
 * - an outcome never contradicts who is out: The Thing wins or is alone only while in the game,
 *   the Humans win by its elimination or Vengeance ends only once it is out, and a Thing caught or
 *   declaring falsely was still in the game (docs/sources.md#rulebook-de-2017, p. 7–8);
 * - someone is always alive and the active player is one of them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultRuleOptions } from './options';
import {
	PLAYABLE_CARDS,
	applyAction,
	createTable,
	livingCount,
	type TableAction,
	type TableState
} from './table';

const DEFENSES = ['no-thanks', 'missed', 'no-barbecue', 'im-comfortable', 'scary'] as const;

function anyAction(n: number): fc.Arbitrary<TableAction> {
	const player = fc.integer({ min: 0, max: n - 1 });
	const defenses = fc.option(
		fc.array(fc.record({ card: fc.constantFrom(...DEFENSES), by: player }), { maxLength: 2 }),
		{ nil: undefined }
	);
	const as = <T>(a: fc.Arbitrary<T>) => a as unknown as fc.Arbitrary<TableAction>;
	const position = fc
		.record({
			eliminated: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
			active: player
		})
		.map(({ eliminated, active }) => ({
			playerAt: Array.from({ length: n }, (_, i) => i),
			eliminated,
			doors: Array.from({ length: n }, () => 0),
			quarantine: Array.from({ length: n }, () => null),
			active,
			direction: 'clockwise' as const
		}));
	return fc.oneof(
		{ weight: 6, arbitrary: as(fc.record({ type: fc.constant('endTurn' as const), defenses })) },
		{
			weight: 8,
			arbitrary: as(
				fc.record({
					type: fc.constant('playCard' as const),
					actor: player,
					card: fc.constantFrom(...PLAYABLE_CARDS),
					target: fc.option(player, { nil: undefined }),
					edge: fc.option(player, { nil: undefined }),
					defenses
				})
			)
		},
		{
			weight: 2,
			arbitrary: as(
				fc.record({
					type: fc.constant('eliminate' as const),
					player,
					cause: fc.constant('superinfection' as const)
				})
			)
		},
		{
			weight: 1,
			arbitrary: as(
				fc.record({
					type: fc.constant('thingEliminated' as const),
					player,
					vengeance: fc.boolean()
				})
			)
		},
		{
			weight: 1,
			arbitrary: as(
				fc.record({
					type: fc.constant('declareVictory' as const),
					player,
					result: fc.constantFrom(
						'no-humans' as const,
						'humans-remain' as const,
						'thing-alone' as const
					)
				})
			)
		},
		{ weight: 1, arbitrary: as(fc.record({ type: fc.constant('thingCaught' as const), player })) },
		{
			weight: 1,
			arbitrary: as(
				fc.record({
					type: fc.constant('vengeanceOver' as const),
					survivors: fc.constantFrom('humans' as const, 'infected' as const)
				})
			)
		},
		{ weight: 2, arbitrary: as(fc.record({ type: fc.constant('correct' as const), position })) }
	);
}

/** The players an accepted action has act: the one who plays, defends, declares or is caught. */
function actors(a: TableAction): number[] {
	switch (a.type) {
		case 'playCard':
			return [a.actor, ...(a.defenses ?? []).map((d) => d.by)];
		case 'endTurn':
			return (a.defenses ?? []).map((d) => d.by);
		case 'declareVictory':
		case 'thingCaught':
			return [a.player];
		default:
			return [];
	}
}

/** Self-contradictions of one state; empty when the record holds together. */
function contradictions(s: TableState): string[] {
	const out: string[] = [];
	if (livingCount(s) < 1) out.push('nobody left');
	if (s.eliminated[s.active]) out.push('the active player is out');
	if (s.vengeance && !s.eliminated[s.vengeance.thing]) out.push('Vengeance with The Thing in play');
	const o = s.outcome;
	if (o) {
		const out_ = s.eliminated[o.thing];
		if ((o.kind === 'thing-wins' || o.kind === 'thing-alone') && out_)
			out.push(`${o.kind} for a Thing that is out`);
		if (o.kind === 'survivors-win' && !out_) out.push('Vengeance over with The Thing in play');
		if (o.kind === 'humans-win' && o.cause === 'thing-eliminated' && !out_)
			out.push('Humans win by eliminating a Thing still in play');
	}
	return out;
}

describe('no impossible record at the Stay Away! table (property)', () => {
	it('accepts no sequence that leaves the record contradicting itself', () => {
		const game = fc
			.integer({ min: 4, max: 8 })
			.chain((n) =>
				fc.tuple(
					fc.constant(n),
					fc.integer({ min: 0, max: n - 1 }),
					fc.boolean(),
					fc.boolean(),
					fc.array(anyAction(n), { minLength: 30, maxLength: 200 })
				)
			);
		fc.assert(
			fc.property(game, ([seats, dealer, vengeance, superinfection, actions]) => {
				const d = defaultRuleOptions();
				const options = {
					...d,
					advanced: { ...d.advanced, vengeance },
					table: { ...d.table, superinfection }
				};
				const created = createTable({ seats, dealer, options });
				if (!created.ok) throw new Error(created.error.message);
				let s = created.value;
				for (const action of actions) {
					const r = applyAction(s, action);
					if (!r.ok) continue;
					const before = s;
					s = r.value.state;
					const what = JSON.stringify(action);
					for (const p of actors(action)) expect(before.eliminated[p], what).toBe(false);
					for (const e of r.value.events)
						if (e.kind === 'player-eliminated')
							expect(before.eliminated[e.player], `eliminated twice: ${what}`).toBe(false);
					if (before.vengeance)
						expect(s.eliminated[before.vengeance.thing], `The Thing back: ${what}`).toBe(true);
					expect(contradictions(s), what).toEqual([]);
				}
			}),
			{ numRuns: 300 }
		);
	});
});
