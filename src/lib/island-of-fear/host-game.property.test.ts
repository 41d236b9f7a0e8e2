/**
 * No impossible record (issue 40): random sequences of Host actions, legal or not, go through the
 * public entry point (`record` with {@link HOST_RULES}); after every accepted action the Host's
 * Table must not contradict itself. Checked here, independently of the engine:
 * - a seat is a ghost exactly when it has a death, and it dies at most once (the death is never
 *   rewritten), and a ghost's role never changes after it showed its card
 *   (docs/sources.md#island-ghosts-and-special-abilities, rulebook L64);
 * - a ghost acts no more: no night entry, vote, day entry or item after its death;
 * - the first night holds no entry and no death: it is the roll call (rulebook L36, L38);
 * - each execution in a day's verdict is that seat's one death, recorded as an execution that day,
 *   and no execution after the DVD's clock ran out (rulebook L58); a tie verdict only after a
 *   revote (rulebook L60);
 * - a ghost holds no item, and all 26 item cards are accounted for (rulebook L104);
 * - a declared win has someone on that side alive (rulebook L68).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newLogged, record } from '../action-log';
import { EVENT_IDS, ITEM_IDS, ROLE_IDS, type RoleId } from './cards';
import {
	HOST_LOG_FORMAT,
	HOST_LOG_VERSION,
	HOST_RULES,
	SPECIAL_ROLES,
	type HostAction,
	type HostState
} from './host-game';
import type { HostGame } from './host-log';
import { countedItems } from './items-at-table';

function anyAction(seats: number): fc.Arbitrary<HostAction> {
	const seat = fc.integer({ min: 0, max: seats - 1 });
	const maybe = fc.option(seat, { nil: null });
	const role = fc.constantFrom<RoleId>(...ROLE_IDS);
	const rec = <T extends object>(weight: number, arbitrary: fc.Arbitrary<T>) => ({
		weight,
		arbitrary: arbitrary as unknown as fc.Arbitrary<HostAction>
	});
	return fc.oneof(
		rec(3, fc.record({ type: fc.constant('assignRole' as const), seat, role })),
		rec(3, fc.constant({ type: 'beginNight' as const })),
		rec(4, fc.constant({ type: 'beginDay' as const })),
		rec(3, fc.record({ type: fc.constant('recordNight' as const), role, target: maybe })),
		rec(2, fc.record({ type: fc.constant('death' as const), seat })),
		rec(6, fc.record({ type: fc.constant('vote' as const), voter: seat, target: maybe })),
		rec(1, fc.constant({ type: 'revote' as const })),
		rec(1, fc.constant({ type: 'clockOut' as const })),
		rec(3, fc.record({ type: fc.constant('execute' as const), seat })),
		rec(
			1,
			fc.record({
				type: fc.constant('noExecution' as const),
				reason: fc.constantFrom('tie' as const, 'time' as const, 'host' as const)
			})
		),
		rec(
			1,
			fc.record({
				type: fc.constant('dayEntry' as const),
				entry: fc.constantFrom('take-vote' as const, 'harm' as const),
				target: seat
			})
		),
		rec(
			2,
			fc.record({
				type: fc.constant('drawItem' as const),
				seat,
				item: fc.option(fc.constantFrom(...ITEM_IDS), { nil: null })
			})
		),
		rec(1, fc.record({ type: fc.constant('turnItem' as const), seat, faceUp: fc.boolean() })),
		rec(
			1,
			fc.record({ type: fc.constant('drawEvent' as const), event: fc.constantFrom(...EVENT_IDS) })
		),
		rec(
			1,
			fc.record({
				type: fc.constant('correctNight' as const),
				night: fc.integer({ min: 1, max: 4 }),
				role,
				target: maybe
			})
		),
		rec(
			1,
			fc.record({
				type: fc.constant('correctVote' as const),
				day: fc.integer({ min: 1, max: 4 }),
				round: fc.integer({ min: 1, max: 2 }),
				voter: seat,
				target: maybe
			})
		),
		rec(1, fc.constant({ type: 'setOrder' as const, order: [...SPECIAL_ROLES].reverse() })),
		rec(
			1,
			fc.record({ type: fc.constant('hamsterReading' as const), withWerewolves: fc.boolean() })
		),
		rec(
			1,
			fc.record({
				type: fc.constant('endGame' as const),
				// "none" ends any game, so it is rare: the games should run long.
				winner: fc.constantFrom(
					'werewolves' as const,
					'people' as const,
					'werewolves' as const,
					'people' as const,
					'none' as const
				)
			})
		)
	);
}

/** The seat an accepted action has act (not merely be chosen), if any. */
function actor(before: HostState, action: HostAction): number | null {
	switch (action.type) {
		case 'vote':
			return action.voter;
		case 'drawItem':
		case 'turnItem':
			return action.seat;
		default:
			return null;
	}
}

/** Self-contradictions of one state; empty when the record holds together. */
function contradictions(state: HostState): string[] {
	const out: string[] = [];
	state.seats.forEach((s, i) => {
		if (s.alive !== (s.death === null)) out.push(`seat ${i}: alive and dead disagree`);
		if (!s.alive && state.items?.held[i]) out.push(`seat ${i}: a ghost holds an item`);
		if (s.death && s.death.at === 'night' && s.death.n <= 1)
			out.push(`seat ${i}: died on the roll-call night`);
	});
	if (state.nights[0] && Object.keys(state.nights[0].entries).length > 0)
		out.push('an action on the roll-call night');
	// Night entries name players alive when that night began.
	state.nights.forEach((night, n) => {
		for (const target of Object.values(night.entries)) {
			const d = target == null ? null : state.seats[target]?.death;
			if (d && d.n < n + 1) out.push(`night ${n + 1}: a ghost chosen`);
		}
	});
	state.days.forEach((day, n) => {
		const v = day.verdict;
		if (v && v.executed !== null) {
			const d = state.seats[v.executed]?.death;
			if (!d || !d.executed || d.at !== 'day' || d.n !== n + 1)
				out.push(`day ${n + 1}: the executed seat's death says otherwise`);
			if (day.clockOut) out.push(`day ${n + 1}: an execution after the clock ran out`);
		}
		if (v && v.executed === null && v.reason === 'tie' && day.rounds.length < 2)
			out.push(`day ${n + 1}: a tie ended the day before any defence`);
	});
	const executions = state.days.flatMap((d) =>
		d.verdict && d.verdict.executed !== null ? [d.verdict.executed] : []
	);
	if (new Set(executions).size !== executions.length) out.push('a seat executed twice');
	state.seats.forEach((s, i) => {
		if (s.death?.executed && !executions.includes(i)) out.push(`seat ${i}: executed by no verdict`);
	});
	if (state.items && countedItems(state.items) !== 26) out.push('item cards lost or made up');
	const alive = state.seats.filter((s) => s.alive);
	if (state.outcome?.winner === 'werewolves' && !alive.some((s) => s.role === 'werewolves'))
		out.push('a Werewolf win with no Werewolf alive');
	if (
		state.outcome?.winner === 'people' &&
		(alive.length === 0 || alive.some((s) => s.role === 'werewolves'))
	)
		out.push('a People win with a Werewolf alive or nobody left');
	return out;
}

describe('no impossible record at the Host’s Table (property)', () => {
	it('accepts no sequence that leaves the record contradicting itself', () => {
		const game = fc
			.integer({ min: 4, max: 9 })
			.chain((seats) =>
				fc.tuple(
					fc.constant(seats),
					fc.boolean(),
					fc.boolean(),
					fc.array(anyAction(seats), { minLength: 30, maxLength: 200 })
				)
			);
		fc.assert(
			fc.property(game, ([seats, items, events, actions]) => {
				let g: HostGame = newLogged(HOST_RULES, {
					format: HOST_LOG_FORMAT,
					version: HOST_LOG_VERSION,
					setup: {
						seats,
						names: Array.from({ length: seats }, (_, i) => `P${i + 1}`),
						items,
						events
					}
				});
				for (const action of actions) {
					const before = g.state;
					const r = record(HOST_RULES, g, action);
					if (!r.ok) continue;
					g = r.value;
					const who = actor(before, action);
					if (who !== null) expect(before.seats[who]?.alive, JSON.stringify(action)).toBe(true);
					before.seats.forEach((s, i) => {
						// Dead once, and for good: the death and the shown role stay as they were.
						if (!s.alive) {
							expect(g.state.seats[i]?.death).toEqual(s.death);
							expect(g.state.seats[i]?.role).toBe(s.role);
						}
					});
					expect(contradictions(g.state), JSON.stringify(action)).toEqual([]);
				}
			}),
			{ numRuns: 400 }
		);
	});
});
