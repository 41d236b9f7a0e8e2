import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	logInForce,
	newLogged,
	record,
	redoLogged,
	replayLog,
	undoLogged,
	type Logged
} from '../action-log';
import { EVENT_IDS, ITEM_IDS, ROLE_IDS, type RoleId } from './cards';
import {
	applyHostAction,
	currentTally,
	HOST_RULES,
	nightfallScript,
	scriptFor,
	SPECIAL_ROLES,
	standing,
	startHostGame,
	voters,
	votingSeats,
	type HostAction,
	type HostSetup,
	type HostState
} from './host-game';
import { header, playAll, refusal } from './host-game.fixtures';
import { parseHostLog } from './host-log';
import { ranking } from './host-table';
import { countedItems } from './items-at-table';

const setup = (seats: number, extra: Partial<HostSetup> = {}): HostSetup => ({
	seats,
	names: Array.from({ length: seats }, (_, i) => `P${i + 1}`),
	items: false,
	events: false,
	...extra
});

// 8 players: seats 0 and 3 are Werewolves, 1 the Seer, 2 the Nurse, 4 the Authority, 5 the
// Hamster, 6 and 7 Passengers.
const rollCall: HostAction[] = [
	{ type: 'beginNight' },
	{ type: 'assignRole', seat: 0, role: 'werewolves' },
	{ type: 'assignRole', seat: 3, role: 'werewolves' },
	{ type: 'assignRole', seat: 1, role: 'seer' },
	{ type: 'assignRole', seat: 2, role: 'nurse' },
	{ type: 'assignRole', seat: 4, role: 'authority' },
	{ type: 'assignRole', seat: 5, role: 'hamster' }
];

describe('the night (seed § Game Flow, § Ghosts)', () => {
	// Rulebook lines 36 and 38 (docs/sources.md#island-game-flow): the first night is a roll call
	// only; when it ends, day comes.
	it('makes the first night a roll call only: every role called, nobody acts (rulebook L36, L38)', () => {
		const { state } = playAll(setup(8), [{ type: 'beginNight' }]);
		const script = scriptFor(state);
		expect(script[0]).toEqual({ role: 'werewolves', entry: 'recognise' });
		expect(script.map((s) => s.role)).toEqual(['werewolves', ...SPECIAL_ROLES]);
		expect(script.slice(1).every((s) => s.entry === 'roll-call')).toBe(true);
		for (const role of ['werewolves', 'seer', 'sex-maniac', 'nurse', 'witch', 'hamster'] as const)
			expect(refusal(state, { type: 'recordNight', role, target: 2 })).toBe('roll-call');
		expect(refusal(state, { type: 'death', seat: 2 })).toBe('roll-call');
		expect(refusal(state, { type: 'recordNight', role: 'authority', target: 2 })).toBe(
			'no-night-entry'
		);
	});

	it('skips dead role holders from the second night, and follows the Host’s order', () => {
		const game = playAll(setup(8), [
			...rollCall,
			{ type: 'beginDay' },
			{ type: 'death', seat: 1 },
			{ type: 'noExecution', reason: 'host' },
			{
				type: 'setOrder',
				order: ['hamster', ...SPECIAL_ROLES.filter((r) => r !== 'hamster')]
			},
			{ type: 'beginNight' }
		]);
		expect(scriptFor(game.state).map((s) => s.role)).toEqual(['werewolves', 'hamster', 'nurse']);
		expect(refusal(game.state, { type: 'recordNight', role: 'seer', target: 0 })).toBe(
			'not-called'
		);
		// "No kill" when the Werewolves do not agree in time.
		const r = applyHostAction(game.state, {
			type: 'recordNight',
			role: 'werewolves',
			target: null
		});
		expect(r.ok && r.value.nights[1]?.entries.werewolves).toBeNull();
		expect(refusal(game.state, { type: 'recordNight', role: 'werewolves', target: 1 })).toBe(
			'target-ghost'
		);
	});

	it('keeps tonight’s script as it stood at nightfall when a death is marked at dawn', () => {
		const night2: HostAction[] = [
			...rollCall,
			{ type: 'beginDay' },
			{ type: 'noExecution', reason: 'host' },
			{ type: 'beginNight' },
			{ type: 'recordNight', role: 'seer', target: 0 }
		];
		const before = playAll(setup(8), night2).state;
		const after = playAll(setup(8), [...night2, { type: 'death', seat: 1 }]).state;
		// The Seer acted tonight and dies at dawn: still in tonight's script, gone from the engine's.
		expect(nightfallScript(after)).toEqual(scriptFor(before));
		expect(scriptFor(after).map((s) => s.role)).not.toContain('seer');
		// A ghost of an earlier day stays out.
		const next = playAll(setup(8), [
			...night2,
			{ type: 'death', seat: 1 },
			{ type: 'beginDay' },
			{ type: 'noExecution', reason: 'host' },
			{ type: 'beginNight' }
		]).state;
		expect(nightfallScript(next).map((s) => s.role)).not.toContain('seer');
	});

	it('records a death only when the Host announces it: an attack is not a kill', () => {
		const game = playAll(setup(8), [
			...rollCall,
			{ type: 'beginDay' },
			{ type: 'noExecution', reason: 'host' },
			{ type: 'beginNight' },
			{ type: 'recordNight', role: 'werewolves', target: 6 }
		]);
		expect(game.state.seats[6]?.alive).toBe(true);
		expect(refusal(game.state, { type: 'setOrder', order: ['seer'] })).toBe('bad-order');
	});
});

describe('the day vote (seed § Voting, § Ghosts, § Host’s Table)', () => {
	const day: HostAction[] = [...rollCall, { type: 'beginDay' }];

	it('counts tokens, ignores ghosts and the vote the Authority took away', () => {
		const game = playAll(setup(8), [
			...day,
			{ type: 'death', seat: 7 },
			{ type: 'dayEntry', entry: 'take-vote', target: 6 },
			{ type: 'vote', voter: 0, target: 2 },
			{ type: 'vote', voter: 1, target: 2 },
			{ type: 'vote', voter: 2, target: 0 }
		]);
		expect(refusal(game.state, { type: 'vote', voter: 7, target: 2 })).toBe('no-vote');
		expect(refusal(game.state, { type: 'vote', voter: 6, target: 2 })).toBe('no-vote');
		expect(refusal(game.state, { type: 'vote', voter: 3, target: 7 })).toBe('target-ghost');
		expect(votingSeats(game.state)[6]?.voteTaken).toBe(true);
		expect(voters(game.state)).toEqual([0, 1, 2, 3, 4, 5]);
		const t = currentTally(game.state)!;
		expect(t.counts[2]).toBe(2);
		expect(t.leaders).toEqual([2]);
		expect(ranking(t)).toEqual([
			{ seat: 2, tokens: 2 },
			{ seat: 0, tokens: 1 }
		]);
		expect(refusal(game.state, { type: 'execute', seat: 0 })).toBe('not-leader');
	});

	it('a tie cannot execute; a revote that stays tied ends the day without one', () => {
		const tied: HostAction[] = [
			{ type: 'vote', voter: 0, target: 2 },
			{ type: 'vote', voter: 1, target: 3 }
		];
		const game = playAll(setup(8), [...day, ...tied, { type: 'revote' }, ...tied]);
		expect(game.state.days[0]?.rounds).toHaveLength(2);
		expect(currentTally(game.state)?.leaders).toEqual([2, 3]);
		expect(refusal(game.state, { type: 'execute', seat: 2 })).toBe('not-leader');
		const over = playAll(setup(8), [
			...day,
			...tied,
			{ type: 'revote' },
			...tied,
			{ type: 'noExecution', reason: 'tie' }
		]);
		expect(over.state.days[0]?.verdict).toEqual({ executed: null, reason: 'tie' });
		// A clear leader is not a tie, whatever a file says.
		const clear = playAll(setup(8), [...day, { type: 'vote', voter: 0, target: 2 }]);
		expect(refusal(clear.state, { type: 'noExecution', reason: 'tie' })).toBe('not-tied');
		expect(refusal(clear.state, { type: 'noExecution', reason: 'time' })).toBeNull();
		expect(refusal(over.state, { type: 'vote', voter: 4, target: 2 })).toBe('day-closed');
	});

	it('executes the sole leader, who becomes a ghost with no vote and no night phase', () => {
		const game = playAll(setup(8), [
			...day,
			{ type: 'vote', voter: 0, target: 1 },
			{ type: 'execute', seat: 1 },
			{ type: 'beginNight' }
		]);
		expect(game.state.seats[1]).toMatchObject({ alive: false, death: { executed: true } });
		expect(scriptFor(game.state).map((s) => s.role)).not.toContain('seer');
		expect(refusal(game.state, { type: 'beginNight' })).toBe('wrong-phase');
	});

	it('does not start the night while the day’s vote is open', () => {
		const { state } = playAll(setup(8), day);
		expect(refusal(state, { type: 'beginNight' })).toBe('day-open');
		expect(refusal(state, { type: 'revote' })).toBe('no-round');
	});
});

describe('victory (seed § Victory)', () => {
	const wolvesAndOthers = (others: number): HostAction[] => [
		{ type: 'assignRole', seat: 0, role: 'werewolves' },
		{ type: 'assignRole', seat: 1, role: 'werewolves' },
		{ type: 'assignRole', seat: 2, role: 'half-breed' },
		{ type: 'beginNight' },
		{ type: 'beginDay' },
		...Array.from({ length: 6 - 2 - others }, (_, i): HostAction => ({
			type: 'death',
			seat: 5 - i
		}))
	];

	it('gives the Werewolves the win when they are as many as the rest, with the Half-Breed', () => {
		const { state } = playAll(setup(6), wolvesAndOthers(2));
		expect(standing(state)).toMatchObject({ winner: 'werewolves', halfBreed: true });
		const one = playAll(setup(6), wolvesAndOthers(3)).state;
		expect(standing(one).winner).toBeNull();
		expect(refusal(one, { type: 'endGame', winner: 'werewolves' })).toBe('not-won');
	});

	it('gives the People the win when the last Werewolf is executed; the Host ends the game', () => {
		const game = playAll(setup(6), [
			...wolvesAndOthers(4),
			{ type: 'death', seat: 0 },
			{ type: 'vote', voter: 2, target: 1 },
			{ type: 'execute', seat: 1 }
		]);
		expect(standing(game.state).winner).toBe('people');
		const ended = applyHostAction(game.state, { type: 'endGame', winner: 'people' });
		expect(ended.ok && ended.value.phase).toBe('over');
		if (ended.ok) expect(refusal(ended.value, { type: 'beginNight' })).toBe('over');
	});

	it('counts a living Hamster with the Werewolves only when the table reads it so', () => {
		// Werewolves 0 and 1, the Hamster 3; seats 4 and 5 dead. At 6 seats one other is alive, at 8
		// three: the Werewolves need the Hamster to be as many.
		const table: HostAction[] = [
			{ type: 'assignRole', seat: 3, role: 'hamster' },
			{ type: 'assignRole', seat: 0, role: 'werewolves' },
			{ type: 'assignRole', seat: 1, role: 'werewolves' },
			{ type: 'beginNight' },
			{ type: 'beginDay' },
			{ type: 'death', seat: 5 },
			{ type: 'death', seat: 4 }
		];
		const neither = playAll(setup(6), table).state;
		expect(standing(neither).winner).toBe('werewolves');
		const few = playAll(setup(8), table).state;
		expect(standing(few).winner).toBeNull();
		const read = playAll(setup(8), [...table, { type: 'hamsterReading', withWerewolves: true }]);
		expect(standing(read.state).winner).toBe('werewolves');
		expect(refusal(few, { type: 'endGame', winner: 'werewolves' })).toBe('not-won');
		expect(refusal(read.state, { type: 'endGame', winner: 'werewolves' })).toBeNull();
	});

	it('tells the Host whether the Hamster is alive', () => {
		const { state } = playAll(setup(6), [
			{ type: 'assignRole', seat: 3, role: 'hamster' },
			...wolvesAndOthers(3)
		]);
		expect(standing(state).hamsterAlive).toBe(true);
	});
});

describe('items and events at the table (seed § Items, § Events)', () => {
	it('sends the old item back, never trades, and keeps all 26 cards accounted for', () => {
		const game = playAll(setup(5, { items: true }), [
			{ type: 'drawItem', seat: 0, item: 'bomb' },
			{ type: 'drawItem', seat: 0, item: 'trap' },
			{ type: 'drawItem', seat: 1, item: null }
		]);
		expect(game.state.items?.pile.bomb).toBe(1);
		expect(game.state.items?.held[0]).toEqual({ id: 'trap', faceUp: false });
		expect(countedItems(game.state.items!)).toBe(26);
		expect(refusal(game.state, { type: 'drawItem', seat: 2, item: 'bomb' })).toBeNull();
		expect(refusal(startHostGame(setup(5)), { type: 'turnItem', seat: 0, faceUp: true })).toBe(
			'supplement-off'
		);
	});

	it('draws one event a day from what is left in the deck', () => {
		const game = playAll(setup(5, { events: true }), [
			{ type: 'beginNight' },
			{ type: 'beginDay' },
			{ type: 'drawEvent', event: 'tsunami' }
		]);
		expect(game.state.days[0]?.event).toBe('tsunami');
		expect(refusal(game.state, { type: 'drawEvent', event: 'fear' })).toBe('already-drawn');
		const next = playAll(setup(5, { events: true }), [
			{ type: 'beginNight' },
			{ type: 'beginDay' },
			{ type: 'drawEvent', event: 'tsunami' },
			{ type: 'noExecution', reason: 'time' },
			{ type: 'beginNight' },
			{ type: 'beginDay' }
		]);
		expect(refusal(next.state, { type: 'drawEvent', event: 'tsunami' })).toBe('none-left');
	});
});

describe('corrections, undo and the log', () => {
	it('corrects a night’s entry and a vote in place, and keeps the correction', () => {
		const game = playAll(setup(8), [
			...rollCall,
			{ type: 'beginDay' },
			{ type: 'noExecution', reason: 'host' },
			{ type: 'beginNight' },
			{ type: 'recordNight', role: 'seer', target: 0 },
			{ type: 'beginDay' },
			{ type: 'vote', voter: 0, target: 2 },
			{ type: 'vote', voter: 1, target: 3 },
			{ type: 'vote', voter: 6, target: 3 },
			{ type: 'correctNight', night: 2, role: 'seer', target: 3 },
			{ type: 'correctVote', day: 2, round: 1, voter: 6, target: 2 }
		]);
		expect(game.state.nights[1]?.entries.seer).toBe(3);
		expect(game.state.nights[1]?.corrected).toEqual(['seer']);
		expect(currentTally(game.state)?.leaders).toEqual([2]);
		expect(refusal(game.state, { type: 'correctNight', night: 2, role: 'witch', target: 1 })).toBe(
			'no-such-record'
		);
		expect(
			refusal(game.state, { type: 'correctVote', day: 2, round: 1, voter: 5, target: 1 })
		).toBe('no-such-record');
	});

	it('undoes and redoes, and exports only the actions in force', () => {
		const game = playAll(setup(8), rollCall);
		const back = undoLogged(HOST_RULES, undoLogged(HOST_RULES, game));
		expect(back.cursor).toBe(rollCall.length - 2);
		expect(back.state.seats[5]?.role).toBe('passenger');
		expect(redoLogged(HOST_RULES, redoLogged(HOST_RULES, back)).state).toEqual(game.state);
		expect(logInForce(back).actions).toHaveLength(rollCall.length - 2);
	});

	it('reads a valid file back, and says why a bad one is refused', () => {
		const game = playAll(setup(8), rollCall);
		const read = parseHostLog(JSON.parse(JSON.stringify(game.log)));
		expect(read.ok && read.value.state).toEqual(game.state);
		expect(parseHostLog({ format: 'stay-away-table-log', version: 1 })).toEqual({
			ok: false,
			error: { code: 'not-a-log' }
		});
		expect(parseHostLog({ ...game.log, version: 2 })).toMatchObject({
			ok: false,
			error: { code: 'newer-version', version: 2 }
		});
		const bad = { ...game.log, actions: [{ type: 'vote', voter: 99, target: 1 }] };
		expect(parseHostLog(bad)).toMatchObject({
			ok: false,
			error: { code: 'invalid', path: 'actions.0.voter' }
		});
		const extra = { ...game.log, setup: { ...game.log.setup, hacked: 1 } };
		expect(parseHostLog(extra)).toMatchObject({ ok: false, error: { code: 'invalid' } });
		const illegal = { ...game.log, actions: [{ type: 'vote', voter: 0, target: 1 }] };
		expect(parseHostLog(illegal)).toMatchObject({
			ok: false,
			error: { code: 'illegal-action', index: 0, refusal: 'wrong-phase' }
		});
		expect(parseHostLog(null)).toEqual({ ok: false, error: { code: 'not-a-log' } });
	});
});

// ------------------------------------------------------------------ property

/** A random action over the whole action space, legal or not, for a table of `seats`. */
function anyAction(seats: number): fc.Arbitrary<HostAction> {
	const seat = fc.integer({ min: 0, max: seats - 1 });
	const maybe = fc.option(seat, { nil: null });
	const role = fc.constantFrom<RoleId>(...ROLE_IDS);
	return fc.oneof(
		{ arbitrary: fc.record({ type: fc.constant('assignRole' as const), seat, role }), weight: 3 },
		{ arbitrary: fc.constant({ type: 'beginNight' as const }), weight: 2 },
		{ arbitrary: fc.constant({ type: 'beginDay' as const }), weight: 2 },
		{
			arbitrary: fc.record({ type: fc.constant('recordNight' as const), role, target: maybe }),
			weight: 3
		},
		{ arbitrary: fc.record({ type: fc.constant('death' as const), seat }), weight: 1 },
		{
			arbitrary: fc.record({ type: fc.constant('vote' as const), voter: seat, target: maybe }),
			weight: 6
		},
		{ arbitrary: fc.constant({ type: 'revote' as const }), weight: 1 },
		{ arbitrary: fc.record({ type: fc.constant('execute' as const), seat }), weight: 2 },
		{
			arbitrary: fc.record({
				type: fc.constant('noExecution' as const),
				reason: fc.constantFrom('tie' as const, 'time' as const, 'host' as const)
			}),
			weight: 1
		},
		{
			arbitrary: fc.record({
				type: fc.constant('dayEntry' as const),
				entry: fc.constantFrom('take-vote' as const, 'harm' as const),
				target: seat
			}),
			weight: 1
		},
		{
			arbitrary: fc.record({
				type: fc.constant('drawItem' as const),
				seat,
				item: fc.option(fc.constantFrom(...ITEM_IDS), { nil: null })
			}),
			weight: 1
		},
		{
			arbitrary: fc.record({ type: fc.constant('turnItem' as const), seat, faceUp: fc.boolean() }),
			weight: 1
		},
		{
			arbitrary: fc.record({
				type: fc.constant('drawEvent' as const),
				event: fc.constantFrom(...EVENT_IDS)
			}),
			weight: 1
		},
		{
			arbitrary: fc.record({
				type: fc.constant('correctVote' as const),
				day: fc.integer({ min: 1, max: 4 }),
				round: fc.integer({ min: 1, max: 2 }),
				voter: seat,
				target: maybe
			}),
			weight: 1
		},
		{
			arbitrary: fc.record({
				type: fc.constant('hamsterReading' as const),
				withWerewolves: fc.boolean()
			}),
			weight: 1
		},
		{
			arbitrary: fc.record({
				type: fc.constant('endGame' as const),
				winner: fc.constantFrom('werewolves' as const, 'people' as const, 'none' as const)
			}),
			weight: 1
		}
	);
}

/** What the rules forbid, checked on the state before an accepted action, independently of the engine. */
function forbidden(before: HostState, action: HostAction): string | null {
	const alive = (seat: number | null) => seat === null || before.seats[seat]?.alive === true;
	const day = before.days.at(-1);
	switch (action.type) {
		case 'vote':
			if (before.phase !== 'day') return 'a vote outside the day';
			if (!before.seats[action.voter]?.alive) return 'a ghost voted';
			if (day?.takeVote === action.voter) return 'a vote taken away was cast';
			if (!alive(action.target)) return 'a ghost was voted for';
			return null;
		case 'execute': {
			const t = currentTally(before);
			return t?.leaders.length === 1 && t.leaders[0] === action.seat ? null : 'not the sole leader';
		}
		case 'recordNight':
			if (before.phase !== 'night') return 'a night record by day';
			if (before.night > 1 && !before.seats.some((s) => s.alive && s.role === action.role))
				return 'a dead role acted';
			return alive(action.target) ? null : 'a ghost was chosen at night';
		case 'death':
			return alive(action.seat) ? null : 'a ghost died again';
		case 'beginNight':
			return before.phase === 'day' && !day?.verdict ? 'night before the verdict' : null;
		case 'noExecution':
			return action.reason === 'tie' && (currentTally(before)?.leaders.length ?? 0) < 2
				? 'a tie that was not one'
				: null;
		case 'endGame':
			return action.winner !== 'none' && standing(before).winner !== action.winner
				? 'a side that has not won'
				: null;
		default:
			return null;
	}
}

describe('random games of 5–25 players (property)', () => {
	it('replaying the log gives the state, and no forbidden action is accepted', () => {
		const game = fc
			.integer({ min: 4, max: 24 })
			.chain((seats) =>
				fc.tuple(
					fc.constant(seats),
					fc.boolean(),
					fc.boolean(),
					fc.array(anyAction(seats), { maxLength: 120 })
				)
			);
		fc.assert(
			fc.property(game, ([seats, items, events, actions]) => {
				let g: Logged<HostSetup, HostState, HostAction> = newLogged(
					HOST_RULES,
					header(setup(seats, { items, events }))
				);
				for (const action of actions) {
					const r = record(HOST_RULES, g, action);
					if (!r.ok) continue;
					expect(forbidden(g.state, action)).toBeNull();
					g = r.value;
					if (g.state.items) expect(countedItems(g.state.items)).toBe(26);
					if (g.state.night > 1)
						for (const step of scriptFor(g.state))
							expect(g.state.seats.some((s) => s.alive && s.role === step.role)).toBe(true);
				}
				const replayed = replayLog(HOST_RULES, g.log);
				expect(replayed.ok && replayed.value).toEqual(g.state);
				const read = parseHostLog(JSON.parse(JSON.stringify(g.log)));
				expect(read.ok && read.value.state).toEqual(g.state);
			}),
			{ numRuns: 300 }
		);
	});
});
