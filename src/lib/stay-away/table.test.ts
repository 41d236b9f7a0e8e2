import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/tableEngine.json';
import { getCard } from './cards';
import { defaultRuleOptions } from './options';
import {
	DEFENSE_CARDS,
	EVENT_KINDS,
	LOG_FORMAT,
	MAX_ACTIONS,
	OUTCOME_KINDS,
	OWN_TURN_CARDS,
	PANIC_CARDS,
	REFUSAL_REASONS,
	applyAction,
	canRedo,
	canUndo,
	cleanPlayerName,
	createTable,
	describePosition,
	logEntries,
	nameLookalikeKey,
	newGame,
	openGame,
	parseLog,
	play,
	redo,
	replay,
	tableFromPosition,
	toLog,
	turnExchange,
	undo
} from './table';
import type { Refusal, RefusalReason, TableAction, TableEvent, TablePosition, TableState } from '.';
import {
	exchangePartner,
	OPTION_DEFAULT_SOURCES,
	REFEREE_ANSWER_KINDS,
	REFUSAL_SOURCES
} from './referee';
import { elim, end, events, pc, refusal, run, table } from './testing/helpers';

// ------------------------------------------------------------------ helpers

const exchangeOf = (evs: readonly TableEvent[]) => evs.find((e) => e.kind === 'exchange');

/** The table part of a state (what a card may change). */
const tablePart = (s: TableState) => ({
	seatOf: s.seatOf,
	eliminated: s.eliminated,
	doors: s.doors,
	quarantine: s.quarantine,
	direction: s.direction
});

// ------------------------------------------------------------------ setup

describe('createTable', () => {
	it('seats everyone in their own seat; the player left of the dealer starts, clockwise (EN "Playing the game"; DE p. 5)', () => {
		const r = createTable({
			seats: 5,
			dealer: 2,
			names: ['Ann', 'Bo', 'Cy', 'Di', 'Ed'],
			options: defaultRuleOptions()
		});
		expect(r.ok).toBe(true);
		if (!r.ok) return;
		expect(r.value.active).toBe(3);
		expect(r.value.direction).toBe('clockwise');
		expect(r.value.seatOf).toEqual([0, 1, 2, 3, 4]);
		expect(r.value.turn).toBe(1);
		expect(r.value.round).toBe(1);
		expect(r.value.setup.names).toEqual(['Ann', 'Bo', 'Cy', 'Di', 'Ed']);
	});
	it('dealer in the last seat: seat 0 starts', () => {
		expect(table(12).active).toBe(0);
	});
	it.each([
		[{ seats: 3, dealer: 0 }, 'seat-count'],
		[{ seats: 13, dealer: 0 }, 'seat-count'],
		[{ seats: 4.5, dealer: 0 }, 'seat-count'],
		[{ seats: 4, dealer: 4 }, 'dealer'],
		[{ seats: 4, dealer: -1 }, 'dealer'],
		[{ seats: 4, dealer: 0, names: ['a', 'b'] }, 'names'],
		[{ seats: 4, dealer: 0, names: ['a', 'b', 'c', 'x'.repeat(41)] }, 'name-too-long']
	])('refuses a bad setup %j with a typed error, not a throw', (partial, code) => {
		const r = createTable({ ...partial, options: defaultRuleOptions() } as never);
		expect(r.ok).toBe(false);
		if (!r.ok) expect(r.error.code).toBe(code);
	});
	it('refuses bad options', () => {
		const r = createTable({
			seats: 4,
			dealer: 0,
			options: { ...defaultRuleOptions(), version: 2 } as never
		});
		expect(r.ok).toBe(false);
		if (!r.ok) expect(r.error).toMatchObject({ code: 'options' });
	});
	it('keeps names as plain text', () => {
		const names = ['<b>x</b>', '{{x}}', '', 'Zoë'];
		const r = createTable({ seats: 4, dealer: 0, names, options: defaultRuleOptions() });
		expect(r.ok && r.value.setup.names).toEqual(names);
	});
	it('removes invisible and bidi-control characters from names, so none can mirror or hide the text around it', () => {
		const names = ['\u202Eevil', '\u200B\u200B', ' Ann\u200B ', 'Zo\u0065\u0308  Lee'];
		const r = createTable({ seats: 4, dealer: 0, names, options: defaultRuleOptions() });
		expect(r.ok && r.value.setup.names).toEqual(['evil', '', 'Ann', 'Zoë Lee']);
		expect(cleanPlayerName('\u2066a\u2069\uFEFF\u00AD\u0007b')).toBe('ab');
	});
	it('gives names that look the same one key', () => {
		expect(nameLookalikeKey('Ann')).toBe(nameLookalikeKey('ANN\u200B'));
		expect(nameLookalikeKey('Ａｎｎ')).toBe(nameLookalikeKey('ann'));
		expect(nameLookalikeKey('Ann')).not.toBe(nameLookalikeKey('Anna'));
	});
});

// ------------------------------------------------------------------ turns and rounds

describe('turns and rounds', () => {
	it('passes the turn clockwise and counts a round when it comes back around', () => {
		let s = table(4);
		s = run(s, end(), end(), end());
		expect(s.active).toBe(3);
		expect(s.round).toBe(1);
		const evs = events(s, end());
		expect(evs.at(-1)).toMatchObject({
			kind: 'turn-passed',
			from: 3,
			to: 0,
			newRound: true,
			round: 2,
			turn: 5
		});
	});
	it('a reversal that sends the turn back to someone who played starts a new round', () => {
		let s = table(4);
		s = run(s, end(), pc(1, 'watch-your-back'), end());
		expect(s.active).toBe(0);
		expect(s.round).toBe(2);
	});
	it('the state is not mutated', () => {
		const s = table(4);
		const copy = JSON.parse(JSON.stringify(s));
		run(s, pc(0, 'barred-door', { edge: 0 }), end());
		expect(JSON.parse(JSON.stringify(s))).toEqual(copy);
	});
});

// ------------------------------------------------------------------ card effects

describe('card effects on the table', () => {
	it('watch-your-back reverses the direction; the turn and exchange go the other way', () => {
		const s = run(table(), pc(0, 'watch-your-back'));
		expect(s.direction).toBe('counterclockwise');
		const evs = events(s, end());
		expect(exchangeOf(evs)).toMatchObject({ with: 5, status: 'free' });
		expect(run(s, end()).active).toBe(5);
	});
	it('barred-door lies on an edge next to the actor and blocks the exchange across it', () => {
		const s = run(table(), pc(0, 'barred-door', { edge: 0 }));
		expect(s.doors[0]).toBe(1);
		expect(exchangeOf(events(s, end()))).toMatchObject({
			status: 'blocked',
			reason: 'barred-door',
			with: null
		});
		expect(run(table(), pc(0, 'barred-door', { edge: 5 })).doors[5]).toBe(1);
	});
	it('axe removes a Barred Door next to the actor', () => {
		const s = run(table(), pc(0, 'barred-door', { edge: 0 }), end(), pc(1, 'axe', { edge: 0 }));
		expect(s.doors[0]).toBe(0);
	});
	it('axe removes a Quarantine from the actor or an adjacent player', () => {
		let s = run(table(), pc(0, 'quarantine', { target: 1 }), end());
		expect(run(s, pc(1, 'axe', { target: 1 })).quarantine[1]).toBeNull();
		s = run(table(), pc(0, 'quarantine', { target: 1 }), end(), end());
		expect(run(s, pc(2, 'axe', { target: 1 })).quarantine[1]).toBeNull();
	});
	it('quarantine (two-rounds print) on an adjacent player: 2 own turns, exchange face up (cases 23–24)', () => {
		let s = run(table(), pc(0, 'quarantine', { target: 1 }));
		expect(s.quarantine[1]).toEqual({ turnsLeft: 2, placedTurn: 1, placedBy: 0 });
		expect(exchangeOf(events(s, end()))).toMatchObject({ status: 'face-up', with: 1 });
		s = run(s, end()); // 0's turn ends: 1's Quarantine not counted
		expect(s.quarantine[1]?.turnsLeft).toBe(2);
		s = run(s, end()); // 1's 1st own turn
		expect(s.quarantine[1]?.turnsLeft).toBe(1);
		s = run(s, end(), end(), end(), end(), end()); // round back to 1
		expect(s.active).toBe(1);
		expect(s.quarantine[1]?.turnsLeft).toBe(1);
		const evs = events(s, end());
		expect(evs).toContainEqual({ kind: 'quarantine-removed', player: 1, cause: 'expired' });
	});
	it('quarantine (three-turns print) on oneself: the current turn does not count; 3 own turns; exchange blocked', () => {
		let s = run(
			table(4, { print: { quarantine: 'three-turns' } }),
			pc(0, 'quarantine', { target: 0 })
		);
		expect(s.quarantine[0]?.turnsLeft).toBe(3);
		expect(exchangeOf(events(s, end()))).toMatchObject({ status: 'blocked', reason: 'quarantine' });
		s = run(s, end());
		expect(s.quarantine[0]?.turnsLeft).toBe(3);
		for (let i = 0; i < 8; i++) s = run(s, end());
		expect(s.quarantine[0]?.turnsLeft).toBe(1);
		for (let i = 0; i < 4; i++) s = run(s, end());
		expect(s.quarantine[0]).toBeNull();
	});
	it('change-places swaps the actor with an adjacent player; the exchange is from the new seat (case 9)', () => {
		const s = run(table(), pc(0, 'change-places', { target: 1 }));
		expect(s.seatOf[0]).toBe(1);
		expect(s.seatOf[1]).toBe(0);
		expect(s.displaced).toBe(1);
		expect(exchangeOf(events(s, end()))).toMatchObject({ from: 0, with: 2 });
		expect(run(s, end()).active).toBe(2);
	});
	it('you-better-run swaps with any player not in Quarantine, ignoring doors', () => {
		const s = run(
			table(),
			pc(0, 'barred-door', { edge: 0 }),
			end(),
			pc(1, 'you-better-run', { target: 0 })
		);
		expect(s.seatOf[1]).toBe(0);
		expect(s.seatOf[0]).toBe(1);
		expect(s.doors[0]).toBe(1);
	});
	it('flamethrower eliminates an adjacent player; the seat closes and adjacency skips it', () => {
		const s = run(table(), pc(0, 'flamethrower', { target: 1 }));
		expect(s.eliminated[1]).toBe(true);
		expect(exchangeOf(events(s, end()))).toMatchObject({ with: 2 });
		const next = run(s, end());
		expect(next.active).toBe(2);
		// 2 is now adjacent to 0
		expect(applyAction(next, pc(2, 'analysis', { target: 0 })).ok).toBe(true);
	});
	it('seduction records an exchange with any player not in Quarantine and ends the turn', () => {
		const evs = events(table(), pc(0, 'seduction', { target: 3 }));
		expect(exchangeOf(evs)).toMatchObject({ via: 'seduction', from: 0, with: 3, status: 'free' });
		expect(evs.at(-1)).toMatchObject({ kind: 'turn-passed', to: 1 });
	});
	it.each(['analysis', 'suspicious'] as const)(
		'%s is recorded on an adjacent player; nothing on the table changes',
		(card) => {
			const s0 = table();
			const s = run(s0, pc(0, card, { target: 5 }));
			expect(tablePart(s)).toEqual(tablePart(s0));
			expect(s.step).toBe('exchange');
		}
	);
	it('whisky is played on oneself only and changes nothing', () => {
		const s0 = table();
		expect(tablePart(run(s0, pc(0, 'whisky')))).toEqual(tablePart(s0));
		expect(tablePart(run(s0, pc(0, 'whisky', { target: 0 })))).toEqual(tablePart(s0));
	});
	it('resolute lets the player play or discard one more card (case 38)', () => {
		let s = run(table(), pc(0, 'resolute'));
		expect(s.step).toBe('play');
		s = run(s, pc(0, 'resolute'), pc(0, 'watch-your-back'));
		expect(s.step).toBe('exchange');
	});
	it('rotten-ropes discards every Quarantine', () => {
		let s = run(
			table(),
			pc(0, 'quarantine', { target: 1 }),
			end(),
			pc(1, 'quarantine', { target: 2 }),
			end()
		);
		expect(s.quarantine.filter(Boolean)).toHaveLength(2);
		s = run(s, pc(2, 'rotten-ropes'));
		expect(s.quarantine.every((q) => q === null)).toBe(true);
	});
	it('three-four discards every Barred Door', () => {
		let s = run(
			table(),
			pc(0, 'barred-door', { edge: 0 }),
			end(),
			pc(1, 'barred-door', { edge: 1 }),
			end()
		);
		s = run(s, pc(2, 'three-four'));
		expect(s.doors.every((d) => !d)).toBe(true);
	});
	it('is-this-the-party discards all obstacles, then pairs swap clockwise from the active player', () => {
		let s = run(
			table(6),
			pc(0, 'barred-door', { edge: 0 }),
			end(),
			pc(1, 'quarantine', { target: 2 }),
			end()
		);
		s = run(s, pc(2, 'is-this-the-party'));
		expect(s.doors.every((d) => !d)).toBe(true);
		expect(s.quarantine.every((q) => q === null)).toBe(true);
		// order from 2: 2,3,4,5,0,1 -> pairs (2,3),(4,5),(0,1)
		expect(s.playerAt).toEqual([1, 0, 3, 2, 5, 4]);
	});
	it('is-this-the-party with an odd number of players leaves the last one in place', () => {
		const s = run(table(5), pc(0, 'is-this-the-party'));
		expect(s.playerAt).toEqual([1, 0, 3, 2, 4]);
	});
	it('one-two swaps with the 3rd living player to the left or right, ignoring doors', () => {
		const s0 = run(
			table(7),
			pc(0, 'barred-door', { edge: 0 }),
			end(),
			end(),
			end(),
			end(),
			end(),
			end(),
			end()
		);
		expect(s0.active).toBe(0);
		expect(run(s0, pc(0, 'one-two', { target: 3 })).seatOf[0]).toBe(3);
		expect(run(s0, pc(0, 'one-two', { target: 4 })).seatOf[0]).toBe(4);
	});
	it('get-out-of-here swaps with any player not in Quarantine', () => {
		const s = run(table(), pc(0, 'get-out-of-here', { target: 4 }));
		expect(s.seatOf[0]).toBe(4);
		expect(s.seatOf[4]).toBe(0);
	});
	it('cant-we-be-friends records an exchange with any player; the turn goes on', () => {
		const evs = events(table(), pc(0, 'cant-we-be-friends', { target: 2 }));
		expect(exchangeOf(evs)).toMatchObject({ via: 'cant-we-be-friends', with: 2 });
		expect(run(table(), pc(0, 'cant-we-be-friends', { target: 2 })).active).toBe(0);
	});
	it('round-and-round passes cards in the current direction, ignoring obstacles, and ends the turn', () => {
		const s = run(table(), pc(0, 'barred-door', { edge: 0 }), end());
		const evs = events(s, pc(1, 'round-and-round'));
		expect(evs).toContainEqual({ kind: 'cards-passed', direction: 'clockwise' });
		expect(evs.at(-1)).toMatchObject({ kind: 'turn-passed', from: 1, to: 2 });
	});
	it('blind-date ends the turn with no exchange', () => {
		const evs = events(table(), pc(0, 'blind-date'));
		expect(exchangeOf(evs)).toBeUndefined();
		expect(evs.at(-1)).toMatchObject({ kind: 'turn-passed', to: 1 });
	});
	it.each(['forgetful', 'oops', 'revelations'] as const)(
		'%s is recorded; nothing on the table changes',
		(card) => {
			const s0 = table();
			const s = run(s0, pc(0, card));
			expect(tablePart(s)).toEqual(tablePart(s0));
			expect(s.active).toBe(0);
			expect(s.step).toBe('exchange');
		}
	);
	it('just-between-us is shown to an adjacent player', () => {
		expect(applyAction(table(), pc(0, 'just-between-us', { target: 1 })).ok).toBe(true);
		expect(refusal(table(), pc(0, 'just-between-us', { target: 2 })).reason).toBe('not-adjacent');
	});
});

// ------------------------------------------------------------------ defenses

describe('defense cards', () => {
	it('no-barbecue cancels a Flamethrower aimed at the defender', () => {
		const s = run(
			table(),
			pc(0, 'flamethrower', { target: 1, defenses: [{ card: 'no-barbecue', by: 1 }] })
		);
		expect(s.eliminated[1]).toBe(false);
		expect(s.step).toBe('exchange');
	});
	it("im-comfortable cancels Change Places! / You'd Better Run! aimed at the defender", () => {
		const s = run(
			table(),
			pc(0, 'change-places', { target: 1, defenses: [{ card: 'im-comfortable', by: 1 }] })
		);
		expect(s.seatOf).toEqual([0, 1, 2, 3, 4, 5]);
		expect(s.displaced).toBeNull();
		const t = run(
			table(),
			pc(0, 'you-better-run', { target: 3, defenses: [{ card: 'im-comfortable', by: 3 }] })
		);
		expect(t.seatOf[0]).toBe(0);
	});
	it.each(['no-thanks', 'scary'] as const)(
		'%s refuses an exchange offered to the defender; the next player plays (case 21)',
		(card) => {
			const evs = events(table(), end({ card, by: 1 }));
			expect(exchangeOf(evs)).toMatchObject({ status: 'refused', with: null, offeredTo: 1 });
			expect(evs.at(-1)).toMatchObject({ kind: 'turn-passed', to: 1 });
		}
	);
	it('missed: the next player after the defender exchanges instead (case 16)', () => {
		const evs = events(table(), end({ card: 'missed', by: 1 }));
		expect(exchangeOf(evs)).toMatchObject({
			status: 'free',
			with: 2,
			offeredTo: 1,
			notInfected: true
		});
		expect(evs.at(-1)).toMatchObject({ kind: 'turn-passed', to: 1 });
		const plain = events(table(6, { print: { missed: 'plain' } }), end({ card: 'missed', by: 1 }));
		expect(exchangeOf(plain)).not.toHaveProperty('notInfected');
	});
	it('missed: a Barred Door between the defender and the next player stops the exchange (case 16)', () => {
		const s = run(
			table(),
			end(),
			pc(1, 'barred-door', { edge: 1 }),
			end(),
			end(),
			end(),
			end(),
			end()
		);
		expect(s.active).toBe(0);
		expect(exchangeOf(events(s, end({ card: 'missed', by: 1 })))).toMatchObject({
			status: 'blocked',
			reason: 'barred-door',
			with: null
		});
	});
	it('a Missed! exchange can itself be refused by the new partner (publisher reply, seed 000)', () => {
		const evs = events(table(), end({ card: 'missed', by: 1 }, { card: 'no-thanks', by: 2 }));
		expect(exchangeOf(evs)).toMatchObject({ status: 'refused' });
	});
	it('seduction and cant-we-be-friends can be refused (case 19)', () => {
		expect(
			exchangeOf(
				events(table(), pc(0, 'seduction', { target: 3, defenses: [{ card: 'scary', by: 3 }] }))
			)
		).toMatchObject({ status: 'refused' });
		expect(
			exchangeOf(
				events(
					table(),
					pc(0, 'cant-we-be-friends', { target: 3, defenses: [{ card: 'missed', by: 3 }] })
				)
			)
		).toMatchObject({
			status: 'free',
			with: 4
		});
	});
});

// ------------------------------------------------------------------ eliminations and doors

describe('elimination, doors next to the eliminated seat (case 29)', () => {
	const withDoors = (choice: 'discard' | 'keep') =>
		run(
			table(6, { table: { doorNextToEliminated: choice } }),
			end(),
			pc(1, 'barred-door', { edge: 1 }),
			end(),
			pc(2, 'barred-door', { edge: 2 }),
			end()
		);
	it("'discard' removes the doors on both edges of the closed seat", () => {
		const s = run(withDoors('discard'), { type: 'eliminate', player: 2, cause: 'superinfection' });
		expect(s.doors.every((d) => !d)).toBe(true);
	});
	it("'keep' leaves the doors between the new neighbours: two door cards stay two", () => {
		const s = run(withDoors('keep'), { type: 'eliminate', player: 2, cause: 'superinfection' });
		expect(s.doors).toEqual([0, 2, 0, 0, 0, 0]);
		// Both cards block; an Axe removes one of them, and the other still blocks.
		expect(s.active).toBe(3);
		const axed = run(s, end(), end(), end(), end(), pc(1, 'axe', { edge: 1 }));
		expect(axed.doors[1]).toBe(1);
		expect(turnExchange({ ...axed, active: 1, direction: 'clockwise' })).toMatchObject({
			partner: 3,
			status: 'blocked',
			reason: 'barred-door'
		});
		const again = run(axed, end(), end(), end(), end(), end(), pc(1, 'axe', { edge: 1 }));
		expect(again.doors[1]).toBe(0);
		const k = run(
			table(6, { table: { doorNextToEliminated: 'keep' } }),
			end(),
			end(),
			pc(2, 'barred-door', { edge: 2 }),
			{
				type: 'eliminate',
				player: 2,
				cause: 'superinfection'
			}
		);
		expect(k.doors).toEqual([0, 1, 0, 0, 0, 0]);
	});
	it('the eliminated player’s Quarantine goes with them', () => {
		const s = run(table(), pc(0, 'quarantine', { target: 1 }), {
			type: 'eliminate',
			player: 1,
			cause: 'superinfection'
		});
		expect(s.quarantine[1]).toBeNull();
	});
	it('superinfection of the active player ends their turn', () => {
		const s = run(table(), { type: 'eliminate', player: 0, cause: 'superinfection' });
		expect(s.active).toBe(1);
		expect(s.eliminated[0]).toBe(true);
	});
});

// ------------------------------------------------------------------ outcomes

describe('outcomes reported by the table', () => {
	it('The Thing eliminated: humans win', () => {
		const s = run(table(), pc(0, 'flamethrower', { target: 1 }), {
			type: 'thingEliminated',
			player: 1,
			vengeance: false
		});
		expect(s.outcome).toEqual({ kind: 'humans-win', cause: 'thing-eliminated', thing: 1 });
	});
	it('with Vengeance mode the game goes on until the table ends it (EN advanced rule 6)', () => {
		let s = run(table(6, { advanced: { vengeance: true } }), pc(0, 'flamethrower', { target: 1 }), {
			type: 'thingEliminated',
			player: 1,
			vengeance: true
		});
		expect(s.outcome).toBeNull();
		expect(s.vengeance).toEqual({ thing: 1 });
		s = run(s, end(), { type: 'vengeanceOver', survivors: 'infected' });
		expect(s.outcome).toEqual({ kind: 'survivors-win', survivors: 'infected', thing: 1 });
	});
	it.each([
		['no-humans', { kind: 'thing-wins', thing: 3 }],
		['humans-remain', { kind: 'humans-win', cause: 'false-declaration', thing: 3 }],
		['thing-alone', { kind: 'thing-alone', thing: 3 }]
	] as const)('declareVictory %s', (result, outcome) => {
		expect(run(table(), { type: 'declareVictory', player: 3, result }).outcome).toEqual(outcome);
	});
	it('The Thing caught with a Flamethrower outside its turn: humans win (DE p. 7–8)', () => {
		expect(run(table(), { type: 'thingCaught', player: 2 }).outcome).toEqual({
			kind: 'humans-win',
			cause: 'thing-caught',
			thing: 2
		});
	});
});

// ------------------------------------------------------------------ refusals: one per reason

/** A correction from `s`'s public state with some fields changed. */
function correct(s: TableState, change: Partial<TablePosition>): TableAction {
	return { type: 'correct', position: { ...describePosition(s), ...change } };
}

/** Refusals of the game (its log), not of a table state: tested on their own below. */
const GAME_REFUSALS = ['log-full'] as const;

const REFUSAL_CASES: Record<
	Exclude<RefusalReason, (typeof GAME_REFUSALS)[number]>,
	() => [TableState, TableAction, Partial<Refusal>?]
> = {
	'invalid-action': () => [table(), { type: 'shuffle' } as never],
	'game-over': () => [
		run(table(), { type: 'declareVictory', player: 0, result: 'no-humans' }),
		end()
	],
	'not-your-turn': () => [table(), pc(1, 'watch-your-back'), { player: 1 }],
	'not-playable': () => [table(), pc(0, 'no-thanks' as never)],
	'panic-not-at-draw': () => [run(table(), pc(0, 'analysis', { target: 1 })), pc(0, 'oops')],
	'card-already-played': () => [run(table(), pc(0, 'watch-your-back')), pc(0, 'watch-your-back')],
	'actor-quarantined': () => [
		run(table(), pc(0, 'quarantine', { target: 1 }), end()),
		pc(1, 'flamethrower', { target: 2 }),
		{ option: 'print.quarantine' }
	],
	'across-quarantine': () => [
		run(
			table(6, { advanced: { neighboursOnly: true } }),
			pc(0, 'quarantine', { target: 1 }),
			end()
		),
		pc(1, 'seduction', { target: 2 }),
		{ option: 'advanced.neighboursOnly' }
	],
	'target-required': () => [table(), pc(0, 'flamethrower')],
	'unexpected-target': () => [table(), pc(0, 'watch-your-back', { target: 1 })],
	'unknown-player': () => [table(), pc(0, 'flamethrower', { target: 9 })],
	'target-eliminated': () => [
		run(table(), pc(0, 'flamethrower', { target: 1 }), end()),
		pc(2, 'you-better-run', { target: 1 })
	],
	'target-self': () => [table(), pc(0, 'flamethrower', { target: 0 })],
	'not-adjacent': () => [table(), pc(0, 'flamethrower', { target: 2 })],
	'across-door': () => [
		run(table(), pc(0, 'barred-door', { edge: 0 }), end()),
		pc(1, 'flamethrower', { target: 0 })
	],
	'target-quarantined': () => [
		run(table(), pc(0, 'quarantine', { target: 1 }), end(), end()),
		pc(2, 'change-places', { target: 1 })
	],
	'neighbours-only': () => [
		table(6, { advanced: { neighboursOnly: true } }),
		pc(0, 'seduction', { target: 3 }),
		{ option: 'advanced.neighboursOnly' }
	],
	'edge-not-adjacent': () => [table(), pc(0, 'barred-door', { edge: 2 })],
	'door-already-there': () => [
		run(table(), pc(0, 'barred-door', { edge: 0 }), end()),
		pc(1, 'barred-door', { edge: 0 })
	],
	'no-door': () => [table(), pc(0, 'axe', { edge: 0 })],
	'not-quarantined': () => [table(), pc(0, 'axe', { target: 1 })],
	'already-quarantined': () => [
		run(table(), pc(0, 'quarantine', { target: 1 }), end(), end()),
		pc(2, 'quarantine', { target: 1 })
	],
	'self-only': () => [table(), pc(0, 'whisky', { target: 1 })],
	'not-third-player': () => [table(), pc(0, 'one-two', { target: 1 })],
	'defense-not-applicable': () => [
		table(),
		pc(0, 'flamethrower', { target: 1, defenses: [{ card: 'im-comfortable', by: 1 }] })
	],
	'wrong-defender': () => [
		table(),
		pc(0, 'flamethrower', { target: 1, defenses: [{ card: 'no-barbecue', by: 2 }] })
	],
	'own-exchange': () => [table(), end({ card: 'no-thanks', by: 0 })],
	'nothing-to-defend': () => [
		run(table(), pc(0, 'barred-door', { edge: 0 })),
		end({ card: 'no-thanks', by: 1 })
	],
	'superinfection-off': () => [
		table(6, { table: { superinfection: false } }),
		elim(2),
		{ option: 'table.superinfection' }
	],
	'last-player': () => [run(table(4), elim(1), elim(2), elim(3)), elim(0)],
	'player-eliminated': () => [run(table(), elim(2)), elim(2)],
	'player-not-eliminated': () => [
		table(),
		{ type: 'thingEliminated', player: 2, vengeance: false }
	],
	'vengeance-off': () => [
		run(table(), elim(2)),
		{ type: 'thingEliminated', player: 2, vengeance: true },
		{ option: 'advanced.vengeance' }
	],
	'thing-already-eliminated': () => [
		run(table(6, { advanced: { vengeance: true } }), elim(2), {
			type: 'thingEliminated',
			player: 2,
			vengeance: true
		}),
		{ type: 'declareVictory', player: 3, result: 'no-humans' }
	],
	'not-in-vengeance': () => [table(), { type: 'vengeanceOver', survivors: 'humans' }],
	'declare-only-own-turn': () => [
		table(6, { table: { declareAnyTime: false } }),
		{ type: 'declareVictory', player: 3, result: 'no-humans' },
		{ option: 'table.declareAnyTime' }
	],
	'players-eliminated': () => [
		run(table(), elim(4)),
		{ type: 'declareVictory', player: 3, result: 'thing-alone' }
	],
	'thing-caught-own-turn': () => [table(), { type: 'thingCaught', player: 0 }],
	'position-invalid': () => [table(), correct(table(), { playerAt: [0, 0, 2, 3, 4, 5] })],
	'active-eliminated': () => [
		table(),
		correct(table(), { eliminated: [true, false, false, false, false, false] }),
		{ player: 0 }
	],
	'door-on-closed-seat': () => [
		table(),
		correct(table(), {
			eliminated: [false, false, true, false, false, false],
			doors: [0, 0, 1, 0, 0, 0]
		}),
		{ edge: 2 }
	],
	'quarantine-on-eliminated': () => [
		table(),
		correct(table(), {
			eliminated: [false, true, false, false, false, false],
			quarantine: [null, 2, null, null, null, null]
		}),
		{ player: 1 }
	],
	'nobody-left': () => [table(4), correct(table(4), { eliminated: [true, true, true, true] }), {}],
	'too-few-for-doors': () => [
		table(4),
		correct(table(4), { eliminated: [false, true, true, true], doors: [1, 0, 0, 0] }),
		{ edge: 0 }
	]
};

describe('refusals: one per reason', () => {
	it('covers every reason', () => {
		expect([...Object.keys(REFUSAL_CASES), ...GAME_REFUSALS].sort()).toEqual(
			[...REFUSAL_REASONS].sort()
		);
	});
	it('log-full: a game holding the most actions a log may hold records no more', () => {
		const created = newGame({ seats: 5, dealer: 4, options: defaultRuleOptions() });
		if (!created.ok) throw new Error('setup');
		const g = created.value;
		const full = {
			...g,
			log: { ...g.log, actions: Array.from({ length: MAX_ACTIONS }, () => end()) },
			cursor: MAX_ACTIONS
		};
		expect(play(full, end())).toEqual({ ok: false, error: { reason: 'log-full' } });
		const almost = { ...full, cursor: MAX_ACTIONS - 1 };
		expect(play(almost, end()).ok).toBe(true);
	});
	for (const reason of Object.keys(REFUSAL_CASES) as (keyof typeof REFUSAL_CASES)[]) {
		it(reason, () => {
			const [state, action, extra] = REFUSAL_CASES[reason]();
			const r = refusal(state, action);
			expect(r.reason).toBe(reason);
			if (extra) expect(r).toMatchObject(extra);
		});
	}
	it('never throws on garbage', () => {
		expect(applyAction(table(), null as never).ok).toBe(false);
		expect(applyAction(table(), { type: 'playCard' } as never).ok).toBe(false);
	});
});

// ------------------------------------------------------------------ log format

function log(actions: unknown[], extra: Record<string, unknown> = {}) {
	return {
		format: LOG_FORMAT,
		version: 1,
		setup: { seats: 5, dealer: 4, options: defaultRuleOptions() },
		actions,
		...extra
	};
}

describe('parseLog', () => {
	it('accepts a valid log and replays it', () => {
		const r = parseLog(JSON.parse(JSON.stringify(log([pc(0, 'barred-door', { edge: 0 }), end()]))));
		expect(r.ok).toBe(true);
		if (r.ok) {
			expect(r.value.state.doors[0]).toBe(1);
			expect(r.value.state.active).toBe(1);
		}
	});
	it('rejects a newer version with its own code', () => {
		const r = parseLog(log([], { version: 2 }));
		expect(!r.ok && r.error.code).toBe('newer-version');
	});
	it('rejects something that is not a log', () => {
		for (const x of [null, 3, 'x', [], { format: 'other' }]) {
			const r = parseLog(x);
			expect(!r.ok && r.error.code).toBe('not-a-log');
		}
	});
	it('names the path of a bad field', () => {
		const r = parseLog(log([end(), pc(0, 'flamethrower', { target: 42 })]));
		expect(r.ok).toBe(false);
		if (!r.ok) {
			expect(r.error.code).toBe('invalid');
			expect(r.error.path).toBe('actions.1.target');
		}
	});
	it('rejects unknown keys, long names, too many actions, bad cards', () => {
		const bad = [
			log([{ type: 'endTurn', evil: 1 }]),
			log([], {
				setup: {
					seats: 5,
					dealer: 4,
					names: ['a', 'b', 'c', 'd', 'x'.repeat(41)],
					options: defaultRuleOptions()
				}
			}),
			log(new Array(MAX_ACTIONS + 1).fill({ type: 'endTurn' })),
			log([{ type: 'endTurn', defenses: new Array(13).fill({ card: 'no-thanks', by: 1 }) }]),
			log([], {
				setup: {
					seats: 5,
					dealer: 4,
					names: new Array(13).fill('a'),
					options: defaultRuleOptions()
				}
			}),
			log([{ type: 'endTurn', defenses: 'x' }]),
			log([{ type: 'playCard', actor: 0, card: 'the-thing' }]),
			log([{ type: 'playCard', actor: 0, card: 'no-thanks' }]),
			log([], { extra: true }),
			log([], { version: 0 }),
			log([{ type: 'eliminate', player: 1.5, cause: 'superinfection' }])
		];
		for (const b of bad) {
			const r = parseLog(b);
			expect(r.ok).toBe(false);
			if (!r.ok) expect(r.error.code).toBe('invalid');
		}
	});
	it('reports an inconsistent setup', () => {
		const r = parseLog(log([], { setup: { seats: 4, dealer: 7, options: defaultRuleOptions() } }));
		expect(!r.ok && r.error.code).toBe('bad-setup');
	});
	it('reports the index of the first illegal action', () => {
		const r = parseLog(log([end(), end(), pc(0, 'watch-your-back'), end()]));
		expect(r.ok).toBe(false);
		if (!r.ok) {
			expect(r.error).toMatchObject({
				code: 'illegal-action',
				index: 2,
				path: 'actions.2',
				refusal: { reason: 'not-your-turn' }
			});
		}
	});
	it('replay is deterministic and logEntries gives events per action', () => {
		const l = log([
			pc(0, 'quarantine', { target: 1 }),
			end(),
			end(),
			pc(2, 'change-places', { target: 3 }),
			end()
		]) as never;
		const a = replay(l);
		const b = replay(l);
		expect(a).toEqual(b);
		const { entries, error } = logEntries(l);
		expect(error).toBeNull();
		expect(entries).toHaveLength(5);
		expect(entries[3]?.events[0]).toMatchObject({
			kind: 'card-played',
			card: 'change-places',
			actor: 2,
			target: 3
		});
	});
});

// ------------------------------------------------------------------ game: undo / redo

describe('game with undo and redo', () => {
	it('undo drops the last action; redo brings it back', () => {
		const g0 = newGame({ seats: 5, dealer: 4, options: defaultRuleOptions() });
		if (!g0.ok) throw new Error();
		let g = g0.value;
		expect(canUndo(g)).toBe(false);
		const steps: TableAction[] = [
			pc(0, 'barred-door', { edge: 0 }),
			end(),
			pc(1, 'watch-your-back')
		];
		for (const a of steps) {
			const r = play(g, a);
			if (!r.ok) throw new Error(r.error.reason);
			g = r.value.game;
		}
		const after = g.state;
		g = undo(g);
		expect(g.cursor).toBe(2);
		expect(g.state.direction).toBe('clockwise');
		expect(canRedo(g)).toBe(true);
		g = redo(g);
		expect(g.state).toEqual(after);
		expect(toLog(undo(g)).actions).toHaveLength(2);
		// playing after an undo drops the undone action
		const r = play(undo(g), end());
		expect(r.ok && r.value.game.log.actions.length).toBe(3);
		expect(r.ok && canRedo(r.value.game)).toBe(false);
		// a refused action leaves the game as it was
		expect(play(g, pc(3, 'axe', { edge: 0 })).ok).toBe(false);
	});
	it('openGame reopens a saved log at any cursor', () => {
		const l = {
			format: LOG_FORMAT,
			version: 1,
			setup: { seats: 4, dealer: 3, options: defaultRuleOptions() },
			actions: [end(), end()]
		} as const;
		const r = openGame(l as never, 1);
		expect(r.ok && r.value.state.active).toBe(1);
	});
});

// ------------------------------------------------------------------ catalogue and words

describe('catalogue and words', () => {
	it('card lists agree with the catalogue timings', () => {
		for (const c of OWN_TURN_CARDS) expect(getCard(c).timing).toBe('own-turn');
		for (const c of PANIC_CARDS) expect(getCard(c).timing).toBe('panic');
		for (const c of DEFENSE_CARDS) expect(getCard(c).timing).toBe('reaction');
	});
	it('every refusal reason and option has a source', () => {
		for (const r of REFUSAL_REASONS) expect(REFUSAL_SOURCES[r]).toMatch(/\S/);
		for (const v of Object.values(OPTION_DEFAULT_SOURCES)) expect(v.source).toMatch(/\S/);
	});
	const words = en as Record<string, Record<string, unknown>>;
	/** A word for `key` in `group`: the key itself, or its plural forms (i18next `_one` / `_other`). */
	const has = (group: Record<string, unknown> | undefined, key: string) =>
		typeof group?.[key] === 'string' ||
		(typeof group?.[`${key}_one`] === 'string' && typeof group?.[`${key}_other`] === 'string');
	/** Events told in one sentence per variant: the variant each event can have. */
	const EVENT_VARIANTS: Record<string, readonly string[]> = {
		'door-removed': ['axe', 'axe-left', 'three-four', 'is-this-the-party', 'elimination'],
		'quarantine-removed': ['axe', 'rotten-ropes', 'is-this-the-party', 'expired', 'elimination'],
		'player-eliminated': ['flamethrower', 'superinfection'],
		exchange: ['free', 'face-up', 'refused', 'none', 'blocked-barred-door', 'blocked-quarantine'],
		'game-over': [...OUTCOME_KINDS],
		corrected: [
			'title',
			'nothing',
			'moved',
			'out',
			'in',
			'no-door',
			'doors',
			'quarantine',
			'no-quarantine',
			'active',
			'direction'
		]
	};
	it('locales/en/tableEngine.json has words for every refusal, action, event, outcome and referee answer', () => {
		for (const r of REFUSAL_REASONS) expect(has(words.refusal, r), r).toBe(true);
		for (const e of EVENT_KINDS) {
			const variants = EVENT_VARIANTS[e];
			if (!variants) expect(has(words.event, e), e).toBe(true);
			else
				for (const v of variants)
					expect(has(words.event?.[e] as Record<string, unknown>, v), `${e}.${v}`).toBe(true);
		}
		for (const o of OUTCOME_KINDS) expect(has(words.outcome, o), o).toBe(true);
		const referee = words.referee as Record<string, Record<string, unknown>>;
		for (const [group, kinds] of Object.entries(REFEREE_ANSWER_KINDS)) {
			for (const k of kinds) expect(has(referee[group], k), `${group}.${k}`).toBe(true);
		}
		const opt = words.option as Record<string, Record<string, unknown>>;
		for (const key of Object.keys(OPTION_DEFAULT_SOURCES)) {
			const [a, b] = key.split('.') as [string, string];
			expect(opt[a]?.[b], key).toBeTypeOf('string');
		}
	});
	it('interpolations use {{var}}', () => {
		const text = JSON.stringify(en);
		expect(text).not.toMatch(/\{[a-z]+\}(?!\})/i);
	});
});

// ------------------------------------------------------------------ corrections

describe('correcting the table (one correction action)', () => {
	it('sets the public table as described, and says what changed', () => {
		const s = run(table(6), end(), end(), end());
		const position = {
			...describePosition(s),
			doors: [0, 1, 0, 0, 0, 0],
			quarantine: [null, null, 2, null, null, null],
			direction: 'counterclockwise' as const
		};
		const r = applyAction(s, { type: 'correct', position });
		expect(r.ok).toBe(true);
		if (!r.ok) return;
		expect(describePosition(r.value.state)).toEqual(position);
		expect(r.value.state.turn).toBe(s.turn);
		expect(r.value.events).toEqual([
			{
				kind: 'corrected',
				moved: [],
				out: [],
				doors: [{ edge: 1, between: [1, 2], from: 0, to: 1 }],
				quarantine: [{ player: 2, from: null, to: 2 }],
				active: null,
				direction: 'counterclockwise'
			}
		]);
		// The referee follows the correction: the door blocks 1 ↔ 2, the Quarantine counts 2's turns.
		expect(exchangePartner({ ...r.value.state, active: 2 })).toMatchObject({
			to: 1,
			status: 'blocked',
			reason: 'barred-door'
		});
	});
	it('names a door taken away by the players it lay between, even when one of them goes out', () => {
		const withDoor = run(table(4), correct(table(4), { doors: [1, 0, 0, 0] }));
		// Bruno (player 1) goes out and the door between Ana and Bruno goes with him.
		const r = applyAction(
			withDoor,
			correct(withDoor, { eliminated: [false, true, false, false], doors: [0, 0, 0, 0] })
		);
		expect(r.ok && r.value.events[0]).toMatchObject({
			kind: 'corrected',
			doors: [{ edge: 0, between: [0, 1], from: 1, to: 0 }]
		});
	});
	it('moves players between seats, puts players out or back in, and sets whose turn it is', () => {
		const s = table(5);
		const r = applyAction(s, {
			type: 'correct',
			position: {
				...describePosition(s),
				playerAt: [1, 0, 2, 3, 4],
				eliminated: [false, false, false, true, false],
				active: 2
			}
		});
		expect(r.ok && r.value.state.seatOf).toEqual([1, 0, 2, 3, 4]);
		expect(r.ok && r.value.state.active).toBe(2);
		expect(r.ok && r.value.state.step).toBe('start');
		expect(r.ok && exchangePartner(r.value.state)).toMatchObject({ to: 4 });
	});
	it('is undone, redone, exported and imported like any action', () => {
		const created = newGame({ seats: 6, dealer: 5, options: defaultRuleOptions() });
		if (!created.ok) throw new Error('setup');
		const g0 = created.value;
		const fix: TableAction = {
			type: 'correct',
			position: { ...describePosition(g0.state), doors: [1, 0, 0, 0, 0, 0] }
		};
		const played = play(g0, fix);
		expect(played.ok).toBe(true);
		if (!played.ok) return;
		expect(undo(played.value.game).state).toEqual(g0.state);
		expect(redo(undo(played.value.game)).state).toEqual(played.value.game.state);
		const back = parseLog(JSON.parse(JSON.stringify(toLog(played.value.game))));
		expect(back.ok && back.value.state).toEqual(played.value.game.state);
		const tampered = JSON.parse(JSON.stringify(toLog(played.value.game)));
		tampered.actions[0].position.doors = [1, 0, 0, 0, 0, 99];
		expect(parseLog(tampered)).toMatchObject({
			ok: false,
			error: { code: 'invalid', path: 'actions.0.position.doors.5' }
		});
	});
	it('is refused once the game is over', () => {
		const over = run(table(), { type: 'declareVictory', player: 0, result: 'no-humans' });
		expect(refusal(over, { type: 'correct', position: describePosition(over) }).reason).toBe(
			'game-over'
		);
	});
	it('builds a table from a described position (tableFromPosition)', () => {
		const r = tableFromPosition(
			{ seats: 4, dealer: 3, options: defaultRuleOptions() },
			{
				playerAt: [0, 1, 2, 3],
				eliminated: [false, false, false, false],
				doors: [2, 0, 0, 0],
				quarantine: [null, 1, null, null],
				active: 1,
				direction: 'clockwise'
			}
		);
		expect(r.ok && r.value.doors).toEqual([2, 0, 0, 0]);
		expect(
			tableFromPosition(
				{ seats: 4, dealer: 3, options: defaultRuleOptions() },
				{
					playerAt: [0, 1, 2],
					eliminated: [],
					doors: [],
					quarantine: [],
					active: 0,
					direction: 'clockwise'
				}
			)
		).toMatchObject({
			ok: false,
			error: { reason: 'position-invalid' }
		});
	});
});
