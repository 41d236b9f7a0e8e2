/**
 * Scenario tests: each is a complete table log (as it would be imported), the rule it checks
 * (a case of docs/sources.md#rulings-reference or a rulebook page), and the expected state and
 * referee answers.
 */
import { describe, expect, it } from 'vitest';
import { FIRST_RUSSIAN_PRINT } from './options';
// The referee's queries, as the pages get them.
import { exchangePartner, legalTargets, nextPlayer, quarantineEnds, type TargetAnswer } from '.';
import {
	LOG_FORMAT,
	logEntries,
	parseLog,
	replay,
	type LogEntry,
	type OptionKey,
	type RefusalReason,
	type TableAction,
	type TableEvent,
	type TableState
} from './table';
import { elim, end, ends, options, pc, type OptionPatch } from './testing/helpers';

interface Scenario {
	/** What is checked, naming its source. */
	readonly title: string;
	readonly seats: number;
	/** Default: the last seat, so that player 0 plays first. */
	readonly dealer?: number;
	readonly options?: OptionPatch;
	readonly actions: readonly TableAction[];
	/** The log must be refused at this action. */
	readonly illegalAt?: { index: number; reason: RefusalReason; option?: OptionKey };
	/** Checks on the final state (before the illegal action, if any) and every entry. */
	readonly check?: (s: TableState, entries: readonly LogEntry[]) => void;
}

const legal = (ts: readonly TargetAnswer[]) =>
	ts.filter((t) => t.legal).map((t) => (t.kind === 'player' ? t.player : `e${t.edge}`));
const target = (ts: readonly TargetAnswer[], player: number) =>
	ts.find((t) => t.kind === 'player' && t.player === player);
const exchangeIn = (e: LogEntry | undefined) =>
	e?.events.find((x): x is Extract<TableEvent, { kind: 'exchange' }> => x.kind === 'exchange');

const SCENARIOS: Scenario[] = [
	{
		title: 'EN "Playing the game", DE p. 5: the player left of the dealer starts, clockwise',
		seats: 5,
		dealer: 2,
		actions: [],
		check: (s) => {
			expect(s.active).toBe(3);
			expect(nextPlayer(s)).toMatchObject({
				player: 4,
				direction: 'clockwise',
				rule: 'next-in-direction'
			});
			expect(exchangePartner(s)).toMatchObject({ from: 3, to: 4, status: 'free' });
		}
	},
	{
		title: 'DE p. 5: the turn passes clockwise; a new round starts when it comes back around',
		seats: 4,
		actions: ends(4),
		check: (s, e) => {
			expect(s).toMatchObject({ active: 0, turn: 5, round: 2 });
			expect(e[3]?.events.at(-1)).toMatchObject({ kind: 'turn-passed', newRound: true });
		}
	},
	{
		title: 'Case 7, EN step 3: no exchange across a Barred Door; the next player still plays',
		seats: 6,
		actions: [pc(0, 'barred-door', { edge: 0 }), end()],
		check: (s, e) => {
			expect(exchangeIn(e[1])).toMatchObject({ status: 'blocked', reason: 'barred-door' });
			expect(s.active).toBe(1);
			expect(s.doors[0]).toBe(1);
			expect(exchangePartner(s)).toMatchObject({ from: 1, to: 2, status: 'free' });
		}
	},
	{
		title: 'Case 27, DE p. 10–11: the Barred Door stays between the same seats when players move',
		seats: 9,
		actions: [
			...ends(3),
			pc(3, 'barred-door', { edge: 3 }),
			end(),
			pc(4, 'you-better-run', { target: 8 })
		],
		check: (s) => {
			expect(s.seatOf[4]).toBe(8);
			expect(s.seatOf[8]).toBe(4);
			expect(s.doors[3]).toBe(1);
			expect(exchangePartner(s)).toMatchObject({ from: 4, to: 0, status: 'free' });
			const f = legalTargets(s, 'flamethrower', 8);
			expect(target(f.targets, 3)).toMatchObject({ legal: false, reason: 'across-door' });
			expect(target(f.targets, 5)).toMatchObject({ legal: true });
		}
	},
	{
		title:
			'Case 26: a Quarantine lies on the player and moves with them (three-turn print, Get Out of Here!)',
		seats: 6,
		options: { print: { ...FIRST_RUSSIAN_PRINT } },
		actions: [
			pc(0, 'quarantine', { target: 0 }),
			...ends(6),
			pc(0, 'get-out-of-here', { target: 3 })
		],
		check: (s) => {
			expect(s.seatOf[0]).toBe(3);
			expect(s.quarantine[0]).toMatchObject({ turnsLeft: 3 });
			expect(s.quarantine[3]).toBeNull();
			expect(exchangePartner(s)).toMatchObject({
				from: 0,
				to: 4,
				status: 'blocked',
				reason: 'quarantine',
				options: ['print.quarantine']
			});
		}
	},
	{
		title:
			'Case 9 (Spanish glossary): after Change Places! the exchange is from the new seat, and that partner plays next',
		seats: 6,
		actions: [pc(0, 'change-places', { target: 1 })],
		check: (s) => {
			expect(exchangePartner(s)).toMatchObject({ from: 0, to: 2 });
			expect(nextPlayer(s)).toMatchObject({
				player: 2,
				rule: 'next-in-direction',
				options: ['table.nextAfterSwap']
			});
		}
	},
	{
		title: "DE p. 6 (table.nextAfterSwap = 'displaced-player'): the displaced player plays next",
		seats: 6,
		options: { table: { nextAfterSwap: 'displaced-player' } },
		actions: [pc(0, 'change-places', { target: 1 }), end()],
		check: (s, e) => {
			expect(exchangeIn(e[1])).toMatchObject({ from: 0, with: 2 });
			expect(s.active).toBe(1);
			expect(s.seatOf[1]).toBe(0);
			expect(e[1]?.events.at(-1)).toMatchObject({ kind: 'turn-passed', rule: 'displaced-player' });
		}
	},
	{
		title: "Case 9: You'd Better Run! to a far seat; exchange and next player from the new seat",
		seats: 6,
		actions: [pc(0, 'you-better-run', { target: 3 })],
		check: (s) => {
			expect(s.playerAt).toEqual([3, 1, 2, 0, 4, 5]);
			expect(exchangePartner(s)).toMatchObject({ to: 4 });
			expect(nextPlayer(s)?.player).toBe(4);
		}
	},
	{
		title:
			'Case 16 (Spanish print): Missed! — the next player exchanges instead and is not infected',
		seats: 6,
		actions: [end({ card: 'missed', by: 1 })],
		check: (s, e) => {
			expect(exchangeIn(e[0])).toMatchObject({
				from: 0,
				offeredTo: 1,
				with: 2,
				status: 'free',
				notInfected: true
			});
			expect(s.active).toBe(1);
		}
	},
	{
		title: 'Case 16 (Russian print): Missed! has no "not infected" clause',
		seats: 6,
		options: { print: { missed: 'plain' } },
		actions: [end({ card: 'missed', by: 1 })],
		check: (_s, e) => {
			expect(exchangeIn(e[0])).toMatchObject({ with: 2, status: 'free' });
			expect(exchangeIn(e[0])).not.toHaveProperty('notInfected');
		}
	},
	{
		title:
			'Case 16: a Barred Door between the defender and the next player: no exchange; the player after the offerer plays',
		seats: 6,
		actions: [end(), pc(1, 'barred-door', { edge: 1 }), ...ends(5), end({ card: 'missed', by: 1 })],
		check: (s, e) => {
			expect(exchangeIn(e.at(-1))).toMatchObject({
				status: 'blocked',
				reason: 'barred-door',
				with: null
			});
			expect(s.active).toBe(1);
		}
	},
	{
		title: 'Case 18 (publisher reply, seed 000): you cannot refuse your own offer',
		seats: 5,
		actions: [end(), end({ card: 'no-thanks', by: 1 })],
		illegalAt: { index: 1, reason: 'own-exchange' }
	},
	{
		title: 'Case 19: No Thanks! refuses a Seduction; the turn still ends',
		seats: 6,
		actions: [pc(0, 'seduction', { target: 3, defenses: [{ card: 'no-thanks', by: 3 }] })],
		check: (s, e) => {
			expect(exchangeIn(e[0])).toMatchObject({ via: 'seduction', status: 'refused', offeredTo: 3 });
			expect(s.active).toBe(1);
		}
	},
	{
		title: 'Case 19: no defense against Round and Round',
		seats: 6,
		actions: [pc(0, 'round-and-round', { defenses: [{ card: 'no-thanks', by: 1 }] })],
		illegalAt: { index: 0, reason: 'defense-not-applicable' }
	},
	{
		title:
			'Case 21: after a refused exchange the player after the offerer plays; nobody else exchanges',
		seats: 6,
		actions: [end({ card: 'scary', by: 1 })],
		check: (s, e) => {
			expect(exchangeIn(e[0])).toMatchObject({ status: 'refused', with: null });
			expect(s.active).toBe(1);
		}
	},
	{
		title:
			'Case 23 (Spanish print): in Quarantine the exchange is face up, no burning or moving, but others may burn',
		seats: 6,
		actions: [
			pc(0, 'quarantine', { target: 1 }),
			end(),
			end(),
			pc(2, 'flamethrower', { target: 1 })
		],
		check: (s, e) => {
			expect(exchangeIn(e[1])).toMatchObject({ status: 'face-up', with: 1 });
			const at1 = e[1]!.state;
			expect(legalTargets(at1, 'flamethrower').actorRefusal).toMatchObject({
				reason: 'actor-quarantined',
				option: 'print.quarantine'
			});
			expect(legalTargets(at1, 'change-places').actorRefusal).toMatchObject({
				reason: 'actor-quarantined'
			});
			expect(legalTargets(at1, 'analysis').actorRefusal).toBeNull();
			expect(s.eliminated[1]).toBe(true);
		}
	},
	{
		title:
			'Case 23 (Russian print): in Quarantine no exchange, no cards, and nobody may aim at them',
		seats: 6,
		options: { print: { ...FIRST_RUSSIAN_PRINT } },
		actions: [
			pc(0, 'quarantine', { target: 1 }),
			end(),
			end(),
			pc(2, 'flamethrower', { target: 1 })
		],
		illegalAt: { index: 3, reason: 'target-quarantined', option: 'print.quarantine' },
		check: (s, e) => {
			expect(exchangeIn(e[1])).toMatchObject({ status: 'blocked', reason: 'quarantine' });
			expect(legalTargets(e[1]!.state, 'analysis').actorRefusal).toMatchObject({
				reason: 'actor-quarantined'
			});
			expect(s.active).toBe(2);
		}
	},
	{
		title: "Case 23 (table.quarantineExchange = 'blocked'): the Spanish Missed! glossary reading",
		seats: 6,
		options: { table: { quarantineExchange: 'blocked' } },
		actions: [pc(0, 'quarantine', { target: 1 })],
		check: (s) => {
			expect(exchangePartner(s)).toMatchObject({
				status: 'blocked',
				reason: 'quarantine',
				options: ['print.quarantine', 'table.quarantineExchange']
			});
		}
	},
	{
		title:
			"Case 24 (Spanish print): placed on the next player, it already affects this turn's exchange and ends after their 2nd own turn",
		seats: 6,
		actions: [pc(0, 'quarantine', { target: 1 }), end(), end(), ...ends(5), end()],
		check: (s, e) => {
			expect(exchangePartner(e[0]!.state)).toMatchObject({ status: 'face-up' });
			expect(quarantineEnds(e[1]!.state)[0]).toMatchObject({
				player: 1,
				turnsLeft: 2,
				countsCurrentTurn: true
			});
			expect(quarantineEnds(e[2]!.state)[0]).toMatchObject({ turnsLeft: 1 });
			expect(quarantineEnds(e[7]!.state)[0]).toMatchObject({ endsThisTurn: true });
			expect(s.quarantine[1]).toBeNull();
			expect(e[8]?.events).toContainEqual({
				kind: 'quarantine-removed',
				player: 1,
				cause: 'expired'
			});
		}
	},
	{
		title: 'Case 24 (Russian print): on oneself, the current turn does not count; 3 own turns',
		seats: 4,
		options: { print: { quarantine: 'three-turns' } },
		actions: [pc(0, 'quarantine', { target: 0 }), ...ends(13)],
		check: (s, e) => {
			expect(quarantineEnds(e[0]!.state)[0]).toMatchObject({
				turnsLeft: 3,
				countsCurrentTurn: false
			});
			expect(e[1]!.state.quarantine[0]?.turnsLeft).toBe(3);
			expect(e[5]!.state.quarantine[0]?.turnsLeft).toBe(2);
			expect(e[9]!.state.quarantine[0]?.turnsLeft).toBe(1);
			expect(s.quarantine[0]).toBeNull();
		}
	},
	{
		title: 'Case 26: seat-change and exchange cards cannot aim at a quarantined player',
		seats: 6,
		actions: [pc(0, 'quarantine', { target: 1 }), end(), end()],
		check: (s) => {
			for (const card of [
				'you-better-run',
				'change-places',
				'seduction',
				'get-out-of-here',
				'cant-we-be-friends'
			] as const) {
				expect(target(legalTargets(s, card).targets, 1), card).toMatchObject({
					legal: false,
					reason: 'target-quarantined'
				});
			}
		}
	},
	{
		title:
			'Case 26, docs/sources.md#card-prints: Round and Round ignores Quarantine and Barred Doors and ends the turn',
		seats: 5,
		actions: [
			pc(0, 'quarantine', { target: 1 }),
			end(),
			pc(1, 'barred-door', { edge: 1 }),
			end(),
			pc(2, 'round-and-round')
		],
		check: (s, e) => {
			expect(e[4]?.events).toContainEqual({ kind: 'cards-passed', direction: 'clockwise' });
			expect(s.active).toBe(3);
			expect(s.doors[1]).toBe(1);
			expect(s.quarantine[1]).not.toBeNull();
		}
	},
	{
		title:
			'Case 26, docs/sources.md#card-prints: Is This the Party? discards all obstacles, then pairs swap clockwise from the active player',
		seats: 6,
		actions: [pc(0, 'quarantine', { target: 1 }), end(), pc(1, 'is-this-the-party')],
		check: (s) => {
			expect(s.quarantine.every((q) => q === null)).toBe(true);
			expect(s.playerAt).toEqual([5, 2, 1, 4, 3, 0]);
			expect(exchangePartner(s)).toMatchObject({ from: 1, to: 4 });
			expect(nextPlayer(s)).toMatchObject({ player: 4, options: ['table.nextAfterSwap'] });
		}
	},
	{
		title: "Case 29 ('discard', default): the doors of a burned player's seat are discarded",
		seats: 6,
		actions: [
			end(),
			pc(1, 'barred-door', { edge: 1 }),
			...ends(5),
			pc(0, 'flamethrower', { target: 1 })
		],
		check: (s, e) => {
			expect(s.doors.every((d) => !d)).toBe(true);
			expect(e.at(-1)?.events).toContainEqual({
				kind: 'door-removed',
				edge: 1,
				between: [1, 2],
				cause: 'elimination',
				removed: 1,
				left: 0
			});
			expect(exchangePartner(s)).toMatchObject({ to: 2, status: 'free' });
		}
	},
	{
		title: "Case 29 ('keep'): the door stays at its place, now between the new neighbours",
		seats: 6,
		options: { table: { doorNextToEliminated: 'keep' } },
		actions: [
			end(),
			pc(1, 'barred-door', { edge: 1 }),
			...ends(5),
			pc(0, 'flamethrower', { target: 1 })
		],
		check: (s) => {
			expect(s.doors).toEqual([1, 0, 0, 0, 0, 0]);
			expect(exchangePartner(s)).toMatchObject({ to: 2, status: 'blocked', reason: 'barred-door' });
		}
	},
	{
		title: 'EN "Elimination": adjacency skips the closed seat',
		seats: 5,
		actions: [pc(0, 'flamethrower', { target: 4 }), end()],
		check: (s) => {
			expect(s.active).toBe(1);
			expect(legal(legalTargets(s, 'flamethrower', 0).targets)).toEqual([1, 3]);
		}
	},
	{
		title:
			'Case 31, EN end of game A: The Thing is burned; the Humans win; nothing more can be recorded',
		seats: 6,
		actions: [
			pc(0, 'flamethrower', { target: 5 }),
			{ type: 'thingEliminated', player: 5, vengeance: false },
			end()
		],
		illegalAt: { index: 2, reason: 'game-over' },
		check: (s) => {
			expect(s.outcome).toEqual({ kind: 'humans-win', cause: 'thing-eliminated', thing: 5 });
			expect(nextPlayer(s)).toBeNull();
			expect(exchangePartner(s)).toMatchObject({ status: 'none', reason: 'game-over' });
		}
	},
	{
		title: 'Case 32 (table.declareAnyTime = true, default): The Thing may declare on any turn',
		seats: 6,
		actions: [end(), { type: 'declareVictory', player: 4, result: 'no-humans' }],
		check: (s) => expect(s.outcome).toEqual({ kind: 'thing-wins', thing: 4 })
	},
	{
		title: 'Case 32 (table.declareAnyTime = false): only on its own turn',
		seats: 6,
		options: { table: { declareAnyTime: false } },
		actions: [end(), { type: 'declareVictory', player: 4, result: 'no-humans' }],
		illegalAt: { index: 1, reason: 'declare-only-own-turn', option: 'table.declareAnyTime' }
	},
	{
		title:
			'EN special case 1: The Thing infected everyone and nobody was eliminated: it wins alone',
		seats: 4,
		actions: [...ends(3), { type: 'declareVictory', player: 2, result: 'thing-alone' }],
		check: (s) => expect(s.outcome).toEqual({ kind: 'thing-alone', thing: 2 })
	},
	{
		title: 'EN special case 1: not after an elimination',
		seats: 4,
		actions: [
			pc(0, 'flamethrower', { target: 1 }),
			{ type: 'declareVictory', player: 2, result: 'thing-alone' }
		],
		illegalAt: { index: 1, reason: 'players-eliminated' }
	},
	{
		title: 'EN special case 2: The Thing declared while Humans remain: they win',
		seats: 7,
		actions: [{ type: 'declareVictory', player: 6, result: 'humans-remain' }],
		check: (s) =>
			expect(s.outcome).toEqual({ kind: 'humans-win', cause: 'false-declaration', thing: 6 })
	},
	{
		title:
			'EN advanced rule 6: Vengeance mode goes on after The Thing is burned, until the table ends it',
		seats: 8,
		options: { advanced: { vengeance: true } },
		actions: [
			pc(0, 'flamethrower', { target: 1 }),
			{ type: 'thingEliminated', player: 1, vengeance: true },
			end(),
			pc(2, 'flamethrower', { target: 3 }),
			end(),
			{ type: 'vengeanceOver', survivors: 'humans' }
		],
		check: (s, e) => {
			expect(e[1]!.state.outcome).toBeNull();
			expect(e[1]!.state.vengeance).toEqual({ thing: 1 });
			expect(s.outcome).toEqual({ kind: 'survivors-win', survivors: 'humans', thing: 1 });
		}
	},
	{
		title: 'EN advanced rule 6: without the option, play cannot go on',
		seats: 8,
		actions: [
			pc(0, 'flamethrower', { target: 1 }),
			{ type: 'thingEliminated', player: 1, vengeance: true }
		],
		illegalAt: { index: 1, reason: 'vengeance-off', option: 'advanced.vengeance' }
	},
	{
		title: 'EN advanced rule 4: neighbours only, not across a Barred Door',
		seats: 7,
		options: { advanced: { neighboursOnly: true } },
		actions: [pc(0, 'barred-door', { edge: 0 }), end(), end(), end(), end(), end(), end(), end()],
		check: (s) => {
			expect(s.active).toBe(0);
			const a = legalTargets(s, 'seduction');
			expect(legal(a.targets)).toEqual([6]);
			expect(target(a.targets, 1)).toMatchObject({
				reason: 'across-door',
				option: 'advanced.neighboursOnly'
			});
			expect(target(a.targets, 3)).toMatchObject({
				reason: 'neighbours-only',
				option: 'advanced.neighboursOnly'
			});
		}
	},
	{
		title: 'EN advanced rule 4: not across a Quarantine either',
		seats: 7,
		options: { advanced: { neighboursOnly: true } },
		actions: [pc(0, 'quarantine', { target: 1 }), end(), pc(1, 'seduction', { target: 2 })],
		illegalAt: { index: 2, reason: 'across-quarantine', option: 'advanced.neighboursOnly' }
	},
	{
		title: 'DE p. 7: superinfection eliminates a player at once; their turn ends if it was theirs',
		seats: 5,
		actions: [end(), elim(1), elim(3)],
		check: (s, e) => {
			expect(e[1]!.state.active).toBe(2);
			expect(s.eliminated).toEqual([false, true, false, true, false]);
			expect(nextPlayer(s)?.player).toBe(4);
		}
	},
	{
		title: 'DE p. 7 vs EN three-card limit (table.superinfection = false): no superinfection',
		seats: 5,
		options: { table: { superinfection: false } },
		actions: [elim(1)],
		illegalAt: { index: 0, reason: 'superinfection-off', option: 'table.superinfection' }
	},
	{
		title: 'DE p. 7–8: The Thing caught with a Flamethrower outside its turn: Humans win',
		seats: 5,
		actions: [end(), { type: 'thingCaught', player: 3 }],
		check: (s) => expect(s.outcome).toEqual({ kind: 'humans-win', cause: 'thing-caught', thing: 3 })
	},
	{
		title: 'Case 5: a Panic! card is resolved only at the draw, never after a played card',
		seats: 5,
		actions: [pc(0, 'whisky'), pc(0, 'forgetful')],
		illegalAt: { index: 1, reason: 'panic-not-at-draw' }
	},
	{
		title: 'Case 6: one card per turn (play or discard)',
		seats: 5,
		actions: [pc(0, 'whisky'), pc(0, 'analysis', { target: 1 })],
		illegalAt: { index: 1, reason: 'card-already-played' }
	},
	{
		title: 'Case 38: Resolute lets the player play one more card',
		seats: 5,
		actions: [pc(0, 'resolute'), pc(0, 'flamethrower', { target: 1 }), end()],
		check: (s) => {
			expect(s.eliminated[1]).toBe(true);
			expect(s.active).toBe(2);
		}
	},
	{
		title: 'Case 37: Whisky only on yourself',
		seats: 5,
		actions: [pc(0, 'whisky', { target: 2 })],
		illegalAt: { index: 0, reason: 'self-only' }
	},
	{
		title:
			"docs/sources.md#card-prints, One, Two… Spanish print ('either'): no swap when the player is in Quarantine",
		seats: 7,
		actions: [pc(0, 'quarantine', { target: 1 }), end(), pc(1, 'one-two')],
		check: (s, e) => {
			expect(s.seatOf[1]).toBe(1);
			expect(e[2]?.events).toContainEqual({ kind: 'no-effect', card: 'one-two' });
		}
	},
	{
		title:
			"docs/sources.md#card-prints, One, Two… Russian print ('target'): the player's own Quarantine does not stop it",
		seats: 7,
		options: { print: { oneTwoQuarantine: 'target' } },
		actions: [pc(0, 'quarantine', { target: 1 }), end(), pc(1, 'one-two', { target: 4 })],
		check: (s) => {
			expect(s.seatOf[1]).toBe(4);
			expect(s.quarantine[1]).not.toBeNull();
		}
	},
	{
		title: 'DE p. 10: with the two-round Quarantine the player may not change seats',
		seats: 6,
		actions: [pc(0, 'quarantine', { target: 1 }), end(), pc(1, 'change-places', { target: 2 })],
		illegalAt: { index: 2, reason: 'actor-quarantined', option: 'print.quarantine' }
	},
	{
		title: 'docs/sources.md#card-prints Watch Your Back: reverses both turn order and exchange',
		seats: 12,
		actions: [end(), pc(1, 'watch-your-back'), end()],
		check: (s, e) => {
			expect(exchangeIn(e[2])).toMatchObject({ from: 1, with: 0 });
			expect(s.active).toBe(0);
			expect(nextPlayer(s)?.player).toBe(11);
		}
	},
	{
		title:
			'DE p. 10–11: no card across a Barred Door (Flamethrower, Analysis, Seduction on the neighbour behind it)',
		seats: 5,
		actions: [pc(0, 'barred-door', { edge: 0 }), end()],
		check: (s) => {
			for (const card of [
				'flamethrower',
				'analysis',
				'suspicious',
				'change-places',
				'seduction',
				'quarantine'
			] as const) {
				expect(target(legalTargets(s, card).targets, 0), card).toMatchObject({
					legal: false,
					reason: 'across-door'
				});
			}
			expect(target(legalTargets(s, 'you-better-run').targets, 0)).toMatchObject({ legal: true });
		}
	},
	{
		title:
			'docs/sources.md#card-prints Axe: removes the door between you and a neighbour, and the exchange is free again',
		seats: 5,
		actions: [pc(0, 'barred-door', { edge: 0 }), end(), ...ends(4), pc(0, 'axe', { edge: 0 })],
		check: (s) => {
			expect(s.doors[0]).toBe(0);
			expect(exchangePartner(s)).toMatchObject({ to: 1, status: 'free' });
		}
	}
];

describe('scenarios', () => {
	it('there are at least 30', () => {
		expect(SCENARIOS.length).toBeGreaterThanOrEqual(30);
	});
	for (const sc of SCENARIOS) {
		it(sc.title, () => {
			const log = {
				format: LOG_FORMAT,
				version: 1,
				setup: { seats: sc.seats, dealer: sc.dealer ?? sc.seats - 1, options: options(sc.options) },
				actions: sc.actions
			};
			// as it would arrive from a file
			const parsed = parseLog(JSON.parse(JSON.stringify(log)));
			const { entries, error } = logEntries(log);
			if (sc.illegalAt) {
				expect(parsed.ok).toBe(false);
				if (!parsed.ok) {
					expect(parsed.error).toMatchObject({
						code: 'illegal-action',
						index: sc.illegalAt.index,
						refusal: { reason: sc.illegalAt.reason }
					});
					if (sc.illegalAt.option) expect(parsed.error.refusal?.option).toBe(sc.illegalAt.option);
				}
				expect(error).toMatchObject({ kind: 'action', index: sc.illegalAt.index });
				const r = replay(log);
				if (r.ok || r.error.kind !== 'action') throw new Error('expected an illegal action');
				sc.check?.(r.error.state, entries);
			} else {
				if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
				expect(error).toBeNull();
				expect(parsed.value.state).toEqual(entries.at(-1)?.state ?? parsed.value.state);
				sc.check?.(parsed.value.state, entries);
			}
		});
	}
});
