/**
 * Positions: corrections of the table, and tables built from a description. Part of the table engine; import it from `./index` (`$lib/stay-away/table`).
 */
import { err, ok, type Result } from '../../result';
import {
	type ApplyResult,
	type CorrectAction,
	type EdgeIndex,
	MAX_PLAYERS,
	type PlayerId,
	type Refusal,
	type SeatIndex,
	type SetupError,
	type TableEvent,
	type TablePosition,
	type TableSetup,
	type TableState
} from './model';
import { edgeSeats } from './geometry';
import { refuse } from './checks';
import { Draft } from './draft';
import { createTable } from './setup';
// ---------------------------------------------------------------------------------------------
// Positions: corrections, and tables built from a description
// ---------------------------------------------------------------------------------------------

/**
 * Why `position` cannot be a table of `n` seats; `null` when it can. A malformed position (wrong
 * lengths, a seat list that is not a permutation, counts out of range) is `position-invalid`;
 * the others name what is impossible: the active player is out (`active-eliminated`, `player`), a
 * door lies on a closed seat's edge (`door-on-closed-seat`, `edge`), a Quarantine lies on a player
 * who is out (`quarantine-on-eliminated`, `player`), doors with fewer than two players left
 * (`too-few-for-doors`).
 */
export function positionRefusal(n: number, position: TablePosition): Refusal | null {
	const p = position as Partial<TablePosition> | null;
	const list = (x: unknown): x is unknown[] => Array.isArray(x) && x.length === n;
	const index = (x: unknown): x is number =>
		typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < n;
	if (typeof p !== 'object' || p === null) return refuse('position-invalid');
	if (!list(p.playerAt) || !list(p.eliminated) || !list(p.doors) || !list(p.quarantine))
		return refuse('position-invalid');
	if (!p.playerAt.every(index) || new Set(p.playerAt).size !== n) return refuse('position-invalid');
	if (!p.eliminated.every((x) => typeof x === 'boolean')) return refuse('position-invalid');
	if (
		!p.doors.every(
			(x) => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= MAX_PLAYERS
		)
	)
		return refuse('position-invalid');
	if (
		!p.quarantine.every(
			(x) => x === null || (typeof x === 'number' && Number.isInteger(x) && x >= 1 && x <= 3)
		)
	)
		return refuse('position-invalid');
	if (!index(p.active) || (p.direction !== 'clockwise' && p.direction !== 'counterclockwise'))
		return refuse('position-invalid');
	if (p.eliminated.every(Boolean)) return refuse('nobody-left');
	if (p.eliminated[p.active]) return refuse('active-eliminated', { player: p.active });
	for (let player = 0; player < n; player++) {
		if (p.eliminated[player] && p.quarantine[player] !== null)
			return refuse('quarantine-on-eliminated', { player });
	}
	const living = p.eliminated.filter((out) => !out).length;
	for (let edge = 0; edge < n; edge++) {
		if (p.doors[edge] === 0) continue;
		if (p.eliminated[p.playerAt[edge]!]) return refuse('door-on-closed-seat', { edge });
		if (living < 2) return refuse('too-few-for-doors', { edge });
	}
	return null;
}

/** The public state of `state`, as a {@link TablePosition} (the starting point of a correction). */
export function describePosition(state: TableState): TablePosition {
	return {
		playerAt: state.playerAt.slice(),
		eliminated: state.eliminated.slice(),
		doors: state.doors.slice(),
		quarantine: state.quarantine.map((q) => q?.turnsLeft ?? null),
		active: state.active,
		direction: state.direction
	};
}

/** The players on either side of edge `e` in `state`. */
function betweenIn(state: TableState, e: EdgeIndex): readonly [PlayerId, PlayerId] {
	const [a, b] = edgeSeats(state, e);
	return [state.playerAt[a]!, state.playerAt[b]!];
}

/** Set `d` to `position` (already checked), recording what changed in one `corrected` event. */
function setPosition(d: Draft, position: TablePosition): void {
	const base = d.base;
	const n = base.playerAt.length;
	const seatOf = new Array<SeatIndex>(n);
	position.playerAt.forEach((player, seat) => (seatOf[player] = seat));
	d.playerAt = position.playerAt.slice();
	d.seatOf = seatOf;
	d.eliminated = position.eliminated.slice();
	d.doors = position.doors.slice();
	d.quarantine = position.quarantine.map((turnsLeft, player) => {
		if (turnsLeft === null) return null;
		const old = base.quarantine[player];
		// Unchanged: keep the card as it was placed. New or recounted: no turn is its placing turn.
		return old && old.turnsLeft === turnsLeft ? old : { turnsLeft, placedTurn: 0, placedBy: null };
	});
	d.direction = position.direction;
	type Corrected = Extract<TableEvent, { kind: 'corrected' }>;
	const moved: Corrected['moved'][number][] = [];
	const out: Corrected['out'][number][] = [];
	const quarantine: Corrected['quarantine'][number][] = [];
	const doors: Corrected['doors'][number][] = [];
	for (let player = 0; player < n; player++) {
		if (base.seatOf[player] !== seatOf[player])
			moved.push({ player, from: base.seatOf[player]!, to: seatOf[player]! });
		if (base.eliminated[player] !== d.eliminated[player])
			out.push({ player, out: d.eliminated[player]! });
		const before = base.quarantine[player]?.turnsLeft ?? null;
		const after = position.quarantine[player] ?? null;
		if (before !== after) quarantine.push({ player, from: before, to: after });
	}
	for (let edge = 0; edge < n; edge++) {
		// A door taken away is named by the players it lay between; one laid, by its new neighbours.
		if (base.doors[edge] !== d.doors[edge])
			doors.push({
				edge,
				between: d.doors[edge] === 0 ? betweenIn(base, edge) : d.between(edge),
				from: base.doors[edge]!,
				to: d.doors[edge]!
			});
	}
	const event: Corrected = {
		kind: 'corrected',
		moved,
		out,
		doors,
		quarantine,
		active: position.active !== base.active ? { from: base.active, to: position.active } : null,
		direction: position.direction !== base.direction ? position.direction : null
	};
	if (event.active) {
		d.active = position.active;
		d.step = 'start';
		d.roundSeen |= 1 << position.active;
	}
	if (d.displaced !== null && (d.eliminated[d.displaced] || moved.length > 0)) d.displaced = null;
	d.events.push(event);
}

/**
 * Apply a `correct` action: bring the table to `a.position` (checked with {@link positionRefusal}),
 * recording what changed in one `corrected` event. Refused once the game is over, and in Vengeance
 * mode when it would bring The Thing back (`thing-already-eliminated`, EN advanced rule 6).
 */
export function applyCorrect(s: TableState, a: CorrectAction): ApplyResult {
	if (s.outcome) return err(refuse('game-over'));
	const r = positionRefusal(s.playerAt.length, a.position);
	if (r) return err(r);
	// In Vengeance mode The Thing is out for good (EN advanced rule 6): a correction that brings it
	// back would leave the record saying it is both out and in play.
	if (s.vengeance && !a.position.eliminated[s.vengeance.thing])
		return err(refuse('thing-already-eliminated', { player: s.vengeance.thing }));
	const d = new Draft(s);
	setPosition(d, a.position);
	return d.done();
}

/**
 * A table set up by `setup` and then brought to `position`, as if a correction had been recorded
 * at the start of the game (turn 1). For tests, and for tables joined in the middle of a game.
 * Fails with the setup's error, or with the position's refusal.
 */
export function tableFromPosition(
	setup: TableSetup,
	position: TablePosition
): Result<TableState, SetupError | Refusal> {
	const created = createTable(setup);
	if (!created.ok) return created;
	const applied = applyCorrect(created.value, { type: 'correct', position });
	return applied.ok ? ok(applied.value.state) : applied;
}
