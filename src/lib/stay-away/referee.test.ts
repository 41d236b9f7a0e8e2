import { describe, expect, it } from 'vitest';
import { CARD_IDS } from './cards';
import { getRuling } from './rulings';
import { defaultRuleOptions } from './options';
import {
	OPTION_DEFAULT_SOURCES,
	REFEREE_RULINGS,
	REFUSAL_RULINGS,
	REFUSAL_SOURCES,
	refusalRuling
} from './referee';
// The referee's queries, as the pages get them.
import {
	exchangePartner,
	legalTargets,
	nextPlayer,
	quarantineEnds,
	roundCount,
	type TargetAnswer
} from '.';
import {
	OPTION_KEYS,
	PLAYABLE_CARDS,
	REFUSAL_REASONS,
	applyAction,
	type PlayCardAction,
	type TableState
} from './table';
import { elim, end as endTurn, ends, pc, run, table, type OptionPatch } from './testing/helpers';

const end = endTurn();
const legalPlayers = (ts: readonly TargetAnswer[]) =>
	ts
		.filter((t) => t.kind === 'player' && t.legal)
		.map((t) => (t.kind === 'player' ? t.player : -1));
const legalEdges = (ts: readonly TargetAnswer[]) =>
	ts.filter((t) => t.kind === 'edge' && t.legal).map((t) => (t.kind === 'edge' ? t.edge : -1));

describe('nextPlayer', () => {
	it('is the next living player in the direction (EN "Playing the game")', () => {
		expect(nextPlayer(table())).toMatchObject({
			player: 1,
			seat: 1,
			rule: 'next-in-direction',
			options: []
		});
		expect(nextPlayer(run(table(), pc(0, 'watch-your-back')))).toMatchObject({
			player: 5,
			direction: 'counterclockwise'
		});
	});
	it('skips eliminated players', () => {
		expect(nextPlayer(run(table(), pc(0, 'flamethrower', { target: 1 })))?.player).toBe(2);
	});
	it('after a seat swap follows table.nextAfterSwap and says so (case 9; DE p. 6)', () => {
		const a = nextPlayer(run(table(), pc(0, 'change-places', { target: 1 })));
		expect(a).toMatchObject({
			player: 2,
			rule: 'next-in-direction',
			options: ['table.nextAfterSwap']
		});
		expect(a?.rulings[0]).toBe('seat-swap-who-plays-next');
		const b = nextPlayer(
			run(
				table(6, { table: { nextAfterSwap: 'displaced-player' } }),
				pc(0, 'change-places', { target: 1 })
			)
		);
		expect(b).toMatchObject({
			player: 1,
			seat: 0,
			rule: 'displaced-player',
			options: ['table.nextAfterSwap']
		});
		expect(b?.rulings[0]).toBe('seat-swap-who-plays-next');
	});
	it('is null once the game is over', () => {
		expect(nextPlayer(run(table(), { type: 'thingCaught', player: 3 }))).toBeNull();
	});
});

describe('exchangePartner', () => {
	it('free: the next player, face down', () => {
		expect(exchangePartner(table())).toMatchObject({ from: 0, to: 1, status: 'free', options: [] });
	});
	it('blocked by a Barred Door on that edge', () => {
		expect(exchangePartner(run(table(), pc(0, 'barred-door', { edge: 0 })))).toMatchObject({
			to: 1,
			status: 'blocked',
			reason: 'barred-door'
		});
	});
	it('a door on the other side does not matter', () => {
		expect(exchangePartner(run(table(), pc(0, 'barred-door', { edge: 5 })))).toMatchObject({
			to: 1,
			status: 'free'
		});
	});
	it('face up with the two-round Quarantine, by table.quarantineExchange (case 23)', () => {
		expect(exchangePartner(run(table(), pc(0, 'quarantine', { target: 1 })))).toMatchObject({
			status: 'face-up',
			reason: 'quarantine',
			options: ['print.quarantine', 'table.quarantineExchange']
		});
	});
	it.each<[name: string, patch: OptionPatch, target: number, options: string[]]>([
		[
			"blocked with table.quarantineExchange = 'blocked'",
			{ table: { quarantineExchange: 'blocked' } },
			1,
			['print.quarantine', 'table.quarantineExchange']
		],
		[
			'blocked with the three-turn Quarantine print',
			{ print: { quarantine: 'three-turns' } },
			0,
			['print.quarantine']
		]
	])('%s', (_name, patch, target, options) => {
		const s = run(table(6, patch), pc(0, 'quarantine', { target }));
		expect(exchangePartner(s)).toMatchObject({
			status: 'blocked',
			reason: 'quarantine',
			options
		});
	});
	it('none when nobody else is left, or the game is over', () => {
		expect(exchangePartner(run(table(4), elim(1), elim(2), elim(3)))).toMatchObject({
			to: null,
			status: 'none',
			reason: 'alone'
		});
		expect(exchangePartner(run(table(), { type: 'thingCaught', player: 2 }))).toMatchObject({
			status: 'none',
			reason: 'game-over'
		});
	});
});

describe('legalTargets', () => {
	it('flamethrower: the two neighbours', () => {
		const a = legalTargets(table(), 'flamethrower');
		expect(a.targeting).toBe('player');
		expect(legalPlayers(a.targets)).toEqual([1, 5]);
		expect(a.targets.find((t) => t.kind === 'player' && t.player === 0)).toMatchObject({
			legal: false,
			reason: 'target-self'
		});
		expect(a.targets.find((t) => t.kind === 'player' && t.player === 3)).toMatchObject({
			legal: false,
			reason: 'not-adjacent'
		});
		expect(a.timing).toBeNull();
		expect(a.noTarget).toBe(false);
	});
	it('answers for another actor, with the timing refusal apart', () => {
		const a = legalTargets(table(), 'flamethrower', 3);
		expect(a.timing).toMatchObject({ reason: 'not-your-turn' });
		expect(legalPlayers(a.targets)).toEqual([2, 4]);
	});
	it('barred-door: the two edges next to the actor', () => {
		const a = legalTargets(run(table(), pc(0, 'barred-door', { edge: 5 }), end), 'barred-door');
		// player 1 is active: the edges 0 (seats 0–1) and 1 (seats 1–2)
		expect(legalEdges(a.targets)).toEqual([0, 1]);
		expect(a.targets.find((t) => t.kind === 'edge' && t.edge === 5)).toMatchObject({
			legal: false,
			reason: 'edge-not-adjacent',
			seats: [5, 0]
		});
	});
	it('axe: Quarantines on self or neighbours and doors next to the actor', () => {
		const s = run(
			table(),
			pc(0, 'quarantine', { target: 1 }),
			end,
			pc(1, 'barred-door', { edge: 1 }),
			...ends(6)
		);
		expect(s.active).toBe(1);
		const a = legalTargets(s, 'axe');
		expect(a.targeting).toBe('player-or-edge');
		expect(legalPlayers(a.targets)).toEqual([1]);
		expect(legalEdges(a.targets)).toEqual([1]);
	});
	it('quarantine: self is legal only with the three-turn print (case 23)', () => {
		const two = legalTargets(table(), 'quarantine');
		expect(two.targets.find((t) => t.kind === 'player' && t.player === 0)).toMatchObject({
			legal: false,
			reason: 'target-self',
			option: 'print.quarantine'
		});
		const three = legalTargets(table(6, { print: { quarantine: 'three-turns' } }), 'quarantine');
		expect(legalPlayers(three.targets)).toEqual([0, 1, 5]);
		expect(three.options).toContain('print.quarantine');
	});
	it('seduction: anyone not in Quarantine, not the neighbour behind a door', () => {
		const s2 = run(
			table(),
			pc(0, 'quarantine', { target: 5 }),
			end,
			pc(1, 'barred-door', { edge: 1 }),
			end
		);
		expect(s2.active).toBe(2);
		const a = legalTargets(s2, 'seduction');
		expect(legalPlayers(a.targets)).toEqual([0, 3, 4]);
		expect(a.targets.find((t) => t.kind === 'player' && t.player === 1)).toMatchObject({
			reason: 'across-door'
		});
		expect(a.targets.find((t) => t.kind === 'player' && t.player === 5)).toMatchObject({
			reason: 'target-quarantined'
		});
		expect(a.options).toEqual([
			'print.quarantine',
			'table.quarantineExchange',
			'advanced.neighboursOnly'
		]);
	});
	it('you-better-run ignores doors; with neighbours-only it does not (EN advanced rule 4)', () => {
		const s = run(table(), pc(0, 'barred-door', { edge: 0 }));
		expect(legalPlayers(legalTargets(s, 'you-better-run').targets)).toEqual([1, 2, 3, 4, 5]);
		const n = run(
			table(6, { advanced: { neighboursOnly: true } }),
			pc(0, 'barred-door', { edge: 0 })
		);
		const a = legalTargets(n, 'you-better-run');
		expect(legalPlayers(a.targets)).toEqual([5]);
		expect(a.targets.find((t) => t.kind === 'player' && t.player === 1)).toMatchObject({
			reason: 'across-door',
			option: 'advanced.neighboursOnly'
		});
		expect(a.targets.find((t) => t.kind === 'player' && t.player === 3)).toMatchObject({
			reason: 'neighbours-only'
		});
	});
	it('one-two: the 3rd living player on each side', () => {
		expect(legalPlayers(legalTargets(table(7), 'one-two').targets)).toEqual([3, 4]);
		expect(legalPlayers(legalTargets(table(6), 'one-two').targets)).toEqual([3]);
		// 3 living players: the 3rd player either way is oneself; no swap is possible
		const three = legalTargets(run(table(5), elim(3), elim(4)), 'one-two');
		expect(legalPlayers(three.targets)).toEqual([]);
		expect(three.noTarget).toBe(true);
	});
	it("one-two: the print's Quarantine clause (docs/sources.md#card-prints)", () => {
		const s = (p: 'either' | 'target') =>
			run(table(7, { print: { oneTwoQuarantine: p } }), pc(0, 'quarantine', { target: 1 }), end);
		// 1 is quarantined and active; 3rd players: 4 and 5
		const either = legalTargets(s('either'), 'one-two');
		expect(legalPlayers(either.targets)).toEqual([]);
		expect(either.targets.find((t) => t.kind === 'player' && t.player === 4)).toMatchObject({
			reason: 'actor-quarantined',
			option: 'print.oneTwoQuarantine'
		});
		expect(either.noTarget).toBe(true);
		const target = legalTargets(s('target'), 'one-two');
		expect(legalPlayers(target.targets)).toEqual([4, 5]);
		expect(target.noTarget).toBe(false);
	});
	it('whisky: only oneself', () => {
		const a = legalTargets(table(), 'whisky');
		expect(a.targeting).toBe('self');
		expect(legalPlayers(a.targets)).toEqual([0]);
		expect(a.noTarget).toBe(true);
	});
	it('untargeted and non-playable cards', () => {
		expect(legalTargets(table(), 'watch-your-back')).toMatchObject({
			targeting: 'none',
			targets: [],
			noTarget: true
		});
		expect(legalTargets(table(), 'no-barbecue')).toMatchObject({
			targeting: 'reaction',
			timing: { reason: 'not-playable' }
		});
		expect(legalTargets(table(), 'the-thing')).toMatchObject({ targeting: 'never' });
	});
	it('three-turn Quarantine: the actor can play no Stay Away! card; Panic! exchanges have no legal target', () => {
		const s = run(
			table(6, { print: { quarantine: 'three-turns' } }),
			pc(0, 'quarantine', { target: 0 }),
			...ends(6)
		);
		expect(s.active).toBe(0);
		const f = legalTargets(s, 'flamethrower');
		expect(f.actorRefusal).toMatchObject({
			reason: 'actor-quarantined',
			option: 'print.quarantine'
		});
		expect(legalPlayers(f.targets)).toEqual([]);
		const c = legalTargets(s, 'cant-we-be-friends');
		expect(legalPlayers(c.targets)).toEqual([]);
		expect(c.noTarget).toBe(true);
		expect(applyAction(s, pc(0, 'cant-we-be-friends')).ok).toBe(true);
		// others cannot aim at the quarantined player either
		const t = run(s, end);
		expect(
			legalTargets(t, 'analysis').targets.find((x) => x.kind === 'player' && x.player === 0)
		).toMatchObject({
			legal: false,
			reason: 'target-quarantined',
			option: 'print.quarantine'
		});
	});

	// legalTargets and applyAction must agree, target by target, in many situations.
	const situations: [string, TableState][] = [
		['start', table()],
		[
			'doors',
			run(table(), pc(0, 'barred-door', { edge: 0 }), end, pc(1, 'barred-door', { edge: 1 }), end)
		],
		['quarantine two-rounds', run(table(), pc(0, 'quarantine', { target: 1 }), end)],
		[
			'quarantine blocked',
			run(
				table(6, { table: { quarantineExchange: 'blocked' } }),
				pc(0, 'quarantine', { target: 1 }),
				end
			)
		],
		[
			'quarantine three-turns',
			run(
				table(6, { print: { quarantine: 'three-turns' } }),
				pc(0, 'quarantine', { target: 1 }),
				end,
				end
			)
		],
		[
			'neighbours-only',
			run(
				table(6, { advanced: { neighboursOnly: true } }),
				pc(0, 'barred-door', { edge: 0 }),
				end,
				pc(1, 'quarantine', { target: 2 }),
				end
			)
		],
		['eliminations', run(table(8), pc(0, 'flamethrower', { target: 1 }), end, elim(4))],
		['two left', run(table(4), elim(2), elim(3), pc(0, 'barred-door', { edge: 0 }))],
		['swapped', run(table(7), pc(0, 'you-better-run', { target: 4 }), end)]
	];
	for (const [name, s] of situations) {
		it(`agrees with applyAction for every card: ${name}`, () => {
			for (const card of PLAYABLE_CARDS) {
				const a = legalTargets(s, card, s.active);
				for (const t of a.targets) {
					const action: PlayCardAction =
						t.kind === 'player'
							? pc(s.active, card, { target: t.player })
							: pc(s.active, card, { edge: t.edge });
					const r = applyAction(s, action);
					if (a.timing) {
						expect(r.ok).toBe(false);
						continue;
					}
					expect(r.ok, `${card} ${JSON.stringify(t)}`).toBe(t.legal);
					if (!r.ok) expect(r.error.reason).toBe(t.reason);
				}
				if (!a.timing)
					expect(applyAction(s, pc(s.active, card)).ok, `${card} without target`).toBe(a.noTarget);
			}
		});
	}
});

describe('quarantineEnds', () => {
	it('two-round print: ends after the 2nd own turn; the placing turn does not count (case 24)', () => {
		let s = run(table(), pc(0, 'quarantine', { target: 1 }));
		expect(quarantineEnds(s)).toEqual([
			expect.objectContaining({
				player: 1,
				turnsLeft: 2,
				endsAfterOwnTurns: 2,
				countsCurrentTurn: false,
				endsThisTurn: false,
				placedBy: 0,
				option: 'print.quarantine'
			})
		]);
		s = run(s, end);
		expect(quarantineEnds(s)[0]).toMatchObject({ countsCurrentTurn: true, endsThisTurn: false });
		s = run(s, end, end, end, end, end, end);
		expect(s.active).toBe(1);
		expect(quarantineEnds(s)[0]).toMatchObject({ turnsLeft: 1, endsThisTurn: true });
		expect(quarantineEnds(run(s, end))).toEqual([]);
	});
	it('three-turn print on oneself: the current turn is not counted', () => {
		const s = run(
			table(6, { print: { quarantine: 'three-turns' } }),
			pc(0, 'quarantine', { target: 0 })
		);
		expect(quarantineEnds(s)[0]).toMatchObject({
			player: 0,
			turnsLeft: 3,
			countsCurrentTurn: false
		});
		expect(quarantineEnds(s)[0]?.rulings).toEqual(['quarantine-duration']);
	});
});

describe('sources', () => {
	it('every ruling a referee answer names exists, and the plain answers name theirs', () => {
		for (const id of REFEREE_RULINGS) expect(getRuling(id), id).toBeDefined();
		expect(nextPlayer(table())?.rulings).toEqual(['setup-first-player-direction']);
		expect(exchangePartner(table()).rulings).toEqual(['exchange-normal']);
		const door = run(table(), pc(0, 'barred-door', { edge: 0 }));
		expect(exchangePartner(door)).toMatchObject({
			status: 'blocked',
			happens: false,
			rulings: ['exchange-obstacle-blocks', 'exchange-normal']
		});
	});
	it('every refusal reason has a source naming a rulebook page, card print, rulings case or the log format', () => {
		expect(Object.keys(REFUSAL_SOURCES).sort()).toEqual([...REFUSAL_REASONS].sort());
		for (const r of REFUSAL_REASONS)
			expect(REFUSAL_SOURCES[r]).toMatch(/EN|DE p\.|case \d+|print|cards\.md|log format|Setup/i);
	});
	it('the ruling the app shows for a refusal exists, and the refusals about the record itself have none', () => {
		for (const [reason, id] of Object.entries(REFUSAL_RULINGS)) {
			expect(REFUSAL_REASONS, reason).toContain(reason);
			expect(getRuling(id), id).toBeDefined();
		}
		for (const r of ['invalid-action', 'log-full', 'position-invalid'] as const)
			expect(refusalRuling(r)).toBeNull();
		expect(refusalRuling('across-door')).toBe('barred-door-basics');
		// The rules are silent on a second door on one spot: the refusal shows both readings.
		expect(refusalRuling('door-already-there')).toBe('barred-door-second-on-same-gap');
	});
	it('every option key has its default and source', () => {
		const d = defaultRuleOptions() as unknown as Record<string, Record<string, unknown>>;
		expect(Object.keys(OPTION_DEFAULT_SOURCES).sort()).toEqual([...OPTION_KEYS].sort());
		for (const key of OPTION_KEYS) {
			const [a, b] = key.split('.') as [string, string];
			expect(OPTION_DEFAULT_SOURCES[key].default).toBe(d[a]?.[b]);
		}
	});
	it('every card in the catalogue has an answer', () => {
		for (const c of CARD_IDS) expect(() => legalTargets(table(), c)).not.toThrow();
	});
});

describe('roundCount', () => {
	it('counts who has had a turn in the round, the active player included', () => {
		const start = table(5);
		const first = roundCount(start);
		expect(first.round).toBe(1);
		expect(first.played).toEqual([start.active]);
		expect(first.waiting).toHaveLength(4);
		expect(first.rulings).toEqual(['quarantine-duration']);
		const later = run(start, ...ends(2));
		expect(roundCount(later).played).toHaveLength(3);
		expect(roundCount(run(start, ...ends(5))).round).toBe(2);
	});
	it('begins a new round early when a change of direction brings the turn back', () => {
		const start = table(5);
		const second = run(start, endTurn());
		// The second player reverses the direction: the turn goes back to the first.
		const back = run(second, pc(second.active, 'watch-your-back'), endTurn());
		expect(back.turn).toBe(3);
		expect(back.active).toBe(start.active);
		const count = roundCount(back);
		expect(count.round).toBe(2);
		expect(count.played).toEqual([start.active]);
		expect(count.waiting).toHaveLength(4);
	});
});
