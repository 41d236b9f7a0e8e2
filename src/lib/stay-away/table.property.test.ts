/**
 * Property tests over random legal action sequences at 4–12 seats, under random rule options.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultRuleOptions, type RuleOptions } from './options';
import { exchangePartner, legalTargets, nextPlayer, quarantineEnds } from './referee';
import {
	LOG_FORMAT,
	LOG_VERSION,
	PLAYABLE_CARDS,
	applyAction,
	createTable,
	describePosition,
	livingCount,
	newGame,
	parseLog,
	play,
	redo,
	replay,
	seatOpen,
	tableFromPosition,
	undo,
	type DefensePlay,
	type Game,
	type TableAction,
	type TableState
} from './table';

// ------------------------------------------------------------------ generators

const optionsArb: fc.Arbitrary<RuleOptions> = fc
	.record({
		quarantine: fc.constantFrom('two-rounds' as const, 'three-turns' as const),
		missed: fc.constantFrom('not-infected' as const, 'plain' as const),
		oneTwoQuarantine: fc.constantFrom('either' as const, 'target' as const),
		neighboursOnly: fc.boolean(),
		vengeance: fc.boolean(),
		nextAfterSwap: fc.constantFrom('next-from-new-seat' as const, 'displaced-player' as const),
		doorNextToEliminated: fc.constantFrom('discard' as const, 'keep' as const),
		quarantineExchange: fc.constantFrom('face-up' as const, 'blocked' as const),
		superinfection: fc.boolean(),
		declareAnyTime: fc.boolean()
	})
	.map((o) => {
		const d = defaultRuleOptions();
		return {
			...d,
			print: {
				...d.print,
				quarantine: o.quarantine,
				missed: o.missed,
				oneTwoQuarantine: o.oneTwoQuarantine
			},
			advanced: { ...d.advanced, neighboursOnly: o.neighboursOnly, vengeance: o.vengeance },
			table: {
				nextAfterSwap: o.nextAfterSwap,
				doorNextToEliminated: o.doorNextToEliminated,
				quarantineExchange: o.quarantineExchange,
				superinfection: o.superinfection,
				declareAnyTime: o.declareAnyTime
			}
		};
	});

const setupArb = fc.integer({ min: 4, max: 12 }).chain((seats) =>
	fc.record({
		seats: fc.constant(seats),
		dealer: fc.integer({ min: 0, max: seats - 1 }),
		options: optionsArb
	})
);

/** Random choices that drive the game; shrinks towards shorter, simpler games. */
const choicesArb = fc.array(fc.nat({ max: 1 << 20 }), { minLength: 1, maxLength: 70 });

/** Every legal action in `s` we want to explore (defenses included for some). */
function candidates(s: TableState, allowEnd: boolean): TableAction[] {
	const out: TableAction[] = [];
	if (s.outcome) return out;
	const x = exchangePartner(s);
	out.push({ type: 'endTurn' });
	if ((x.status === 'free' || x.status === 'face-up') && x.to !== null) {
		out.push({ type: 'endTurn', defenses: [{ card: 'no-thanks', by: x.to }] });
		out.push({ type: 'endTurn', defenses: [{ card: 'missed', by: x.to }] });
	}
	for (const card of PLAYABLE_CARDS) {
		const a = legalTargets(s, card);
		if (a.timing) continue;
		if (a.noTarget) out.push({ type: 'playCard', actor: s.active, card });
		for (const t of a.targets) {
			if (!t.legal) continue;
			if (t.kind === 'edge') {
				out.push({ type: 'playCard', actor: s.active, card, edge: t.edge });
				continue;
			}
			if (a.targeting === 'self') continue; // covered by noTarget
			out.push({ type: 'playCard', actor: s.active, card, target: t.player });
			let defense: DefensePlay | null = null;
			if (card === 'flamethrower') defense = { card: 'no-barbecue', by: t.player };
			if (card === 'change-places' || card === 'you-better-run')
				defense = { card: 'im-comfortable', by: t.player };
			if (card === 'seduction' || card === 'cant-we-be-friends')
				defense = { card: 'missed', by: t.player };
			if (defense)
				out.push({
					type: 'playCard',
					actor: s.active,
					card,
					target: t.player,
					defenses: [defense]
				});
		}
	}
	if (s.setup.options.table.superinfection && livingCount(s) > 2) {
		for (let p = 0; p < s.playerAt.length; p++)
			if (!s.eliminated[p]) out.push({ type: 'eliminate', player: p, cause: 'superinfection' });
	}
	if (allowEnd) {
		const eliminated = s.eliminated.findIndex(Boolean);
		if (eliminated >= 0 && !s.vengeance)
			out.push({
				type: 'thingEliminated',
				player: eliminated,
				vengeance: s.setup.options.advanced.vengeance
			});
		if (s.vengeance) out.push({ type: 'vengeanceOver', survivors: 'humans' });
		if (!s.vengeance) out.push({ type: 'declareVictory', player: s.active, result: 'no-humans' });
	}
	return out;
}

/** Play a random legal game; returns the states (index 0 = start) and the actions. */
function randomGame(
	setup: { seats: number; dealer: number; options: RuleOptions },
	choices: number[]
) {
	const created = createTable(setup);
	if (!created.ok) throw new Error(created.error.message);
	const states: TableState[] = [created.value];
	const actions: TableAction[] = [];
	for (const c of choices) {
		const s = states.at(-1)!;
		// Game-ending actions only now and then, so that games run long.
		const list = candidates(s, c % 29 === 0);
		if (list.length === 0) break;
		const action = list[c % list.length]!;
		const r = applyAction(s, action);
		if (!r.ok)
			throw new Error(
				`generated an illegal action ${JSON.stringify(action)}: ${JSON.stringify(r.error)}`
			);
		states.push(r.value.state);
		actions.push(action);
	}
	return { states, actions };
}

// ------------------------------------------------------------------ invariants

function checkInvariants(s: TableState): void {
	const n = s.setup.seats;
	expect(s.seatOf).toHaveLength(n);
	expect(s.playerAt).toHaveLength(n);
	// seats <-> players is a bijection
	for (let p = 0; p < n; p++) expect(s.playerAt[s.seatOf[p]!]).toBe(p);
	expect(new Set(s.seatOf).size).toBe(n);
	// doors only on edges between living neighbours
	const living = livingCount(s);
	for (let e = 0; e < n; e++) {
		if (s.doors[e]) {
			expect(seatOpen(s, e)).toBe(true);
			expect(living).toBeGreaterThanOrEqual(2);
		}
	}
	// Quarantine only on living players, never with a negative or zero count
	const max = s.setup.options.print.quarantine === 'three-turns' ? 3 : 2;
	for (let p = 0; p < n; p++) {
		const q = s.quarantine[p];
		if (!q) continue;
		expect(s.eliminated[p]).toBe(false);
		expect(q.turnsLeft).toBeGreaterThanOrEqual(1);
		expect(q.turnsLeft).toBeLessThanOrEqual(max);
	}
	expect(s.eliminated[s.active]).toBe(false);
	expect(living).toBeGreaterThanOrEqual(1);
	expect(s.round).toBeGreaterThanOrEqual(1);
	expect(s.round).toBeLessThanOrEqual(s.turn);
	expect((s.roundSeen & (1 << s.active)) !== 0).toBe(true);
	if (s.displaced !== null) expect(s.displaced).not.toBe(s.active);
}

function deepFreeze<T>(o: T): T {
	if (o && typeof o === 'object' && !Object.isFrozen(o)) {
		Object.freeze(o);
		for (const v of Object.values(o)) deepFreeze(v);
	}
	return o;
}

const RUNS = { numRuns: 150 };

describe('table properties over random legal games (4–12 seats)', () => {
	it('invariants hold after every action', () => {
		fc.assert(
			fc.property(setupArb, choicesArb, (setup, choices) => {
				const { states } = randomGame(setup, choices);
				for (const s of states) checkInvariants(s);
			}),
			RUNS
		);
	});

	it('applyAction never mutates its input (frozen states), and refuses without throwing', () => {
		fc.assert(
			fc.property(setupArb, choicesArb, fc.nat(), (setup, choices, junk) => {
				const created = createTable(setup);
				if (!created.ok) return;
				let s = deepFreeze(created.value);
				for (const c of choices) {
					// also throw random, mostly illegal actions at it
					const card = PLAYABLE_CARDS[(c + junk) % PLAYABLE_CARDS.length]!;
					const wild: TableAction = {
						type: 'playCard',
						actor: (c >> 3) % 12,
						card,
						target: (c >> 7) % 12
					};
					expect(() => applyAction(s, wild)).not.toThrow();
					const list = candidates(s, false);
					const r = applyAction(s, list[c % list.length]!);
					if (!r.ok) throw new Error('illegal candidate');
					s = deepFreeze(r.value.state);
				}
			}),
			{ numRuns: 60 }
		);
	});

	it('replay is deterministic and equals the incremental state; the log survives JSON', () => {
		fc.assert(
			fc.property(setupArb, choicesArb, (setup, choices) => {
				const { states, actions } = randomGame(setup, choices);
				const log = { format: LOG_FORMAT, version: LOG_VERSION, setup, actions };
				const a = replay(log);
				const b = replay(log);
				expect(a.ok && b.ok).toBe(true);
				if (!a.ok || !b.ok) return;
				expect(a.value).toEqual(states.at(-1));
				expect(b.value).toEqual(a.value);
				const parsed = parseLog(JSON.parse(JSON.stringify(log)));
				expect(parsed.ok).toBe(true);
				if (parsed.ok) expect(parsed.value.state).toEqual(a.value);
			}),
			RUNS
		);
	});

	it('undo gives the previous state; undo then redo gives the same state', () => {
		fc.assert(
			fc.property(setupArb, choicesArb, fc.nat(), (setup, choices, k) => {
				const { states, actions } = randomGame(setup, choices);
				const g0 = newGame(setup);
				if (!g0.ok) throw new Error();
				let g: Game = g0.value;
				for (const a of actions) {
					const r = play(g, a);
					if (!r.ok) throw new Error(r.error.reason);
					g = r.value.game;
				}
				expect(g.state).toEqual(states.at(-1));
				const back = Math.min(actions.length, (k % 5) + 1);
				let u = g;
				for (let i = 0; i < back; i++) {
					u = undo(u);
					expect(u.state).toEqual(states[actions.length - 1 - i]);
				}
				let r = u;
				for (let i = 0; i < back; i++) r = redo(r);
				expect(r.state).toEqual(g.state);
				expect(r.cursor).toBe(g.cursor);
			}),
			{ numRuns: 80 }
		);
	});

	it('the referee and the engine agree on every target, in random positions', () => {
		fc.assert(
			fc.property(setupArb, choicesArb, (setup, choices) => {
				const { states } = randomGame(setup, choices);
				const s = states.at(-1)!;
				if (s.outcome) return;
				for (const card of PLAYABLE_CARDS) {
					const a = legalTargets(s, card);
					if (a.timing) continue;
					for (const t of a.targets) {
						const r = applyAction(s, {
							type: 'playCard',
							actor: s.active,
							card,
							...(t.kind === 'player' ? { target: t.player } : { edge: t.edge })
						});
						expect(r.ok).toBe(t.legal);
						if (!r.ok) expect(r.error.reason).toBe(t.reason);
					}
					expect(applyAction(s, { type: 'playCard', actor: s.active, card }).ok).toBe(a.noTarget);
				}
			}),
			{ numRuns: 80 }
		);
	});

	it('a corrected position gives the same referee answers as the same position reached by play, now and after more play', () => {
		fc.assert(
			fc.property(setupArb, choicesArb, choicesArb, (setup, choices, later) => {
				const { states } = randomGame(setup, choices);
				// At the start of a turn: nothing played yet this turn, nobody displaced.
				const played = states.findLast(
					(s) => s.step === 'start' && s.displaced === null && !s.outcome
				);
				if (!played) return;
				const built = tableFromPosition(setup, describePosition(played));
				expect(built.ok).toBe(true);
				if (!built.ok) return;
				let a = played;
				let b = built.value;
				for (let step = 0; ; step++) {
					// The same public table and the same referee answers.
					expect(describePosition(b)).toEqual(describePosition(a));
					expect(exchangePartner(b)).toEqual(exchangePartner(a));
					expect(nextPlayer(b)).toEqual(nextPlayer(a));
					expect(quarantineEnds(b).map((q) => ({ ...q, placedBy: null }))).toEqual(
						quarantineEnds(a).map((q) => ({ ...q, placedBy: null }))
					);
					for (const card of PLAYABLE_CARDS)
						expect(legalTargets(b, card)).toEqual(legalTargets(a, card));
					if (step >= later.length) break;
					// Then both go on with the same action.
					const list = candidates(a, false);
					if (list.length === 0) break;
					const action = list[later[step]! % list.length]!;
					const ra = applyAction(a, action);
					const rb = applyAction(b, action);
					expect(rb.ok).toBe(ra.ok);
					if (!ra.ok || !rb.ok) break;
					a = ra.value.state;
					b = rb.value.state;
				}
			}),
			{ numRuns: 100 }
		);
	});
});
