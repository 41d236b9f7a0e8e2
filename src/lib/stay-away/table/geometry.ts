/**
 * Geometry of the table: living seats, neighbours, edges and adjacency, on seat indices. Part of the table engine; import it from `./index` (`$lib/stay-away/table`).
 */
import { type Direction, type EdgeIndex, type PlayerId, type SeatIndex } from './model';
// ---------------------------------------------------------------------------------------------
// Geometry (pure helpers on a state; also used by referee.ts)
// ---------------------------------------------------------------------------------------------

/** The part of a state the geometry helpers read. */
export interface Geometry {
	readonly seatOf: readonly SeatIndex[];
	readonly playerAt: readonly PlayerId[];
	readonly eliminated: readonly boolean[];
	readonly doors: readonly number[];
}

/** True when the player sitting at `seat` is still in the game. */
export function seatOpen(g: Geometry, seat: SeatIndex): boolean {
	return !g.eliminated[g.playerAt[seat]!];
}

/**
 * The next living seat from `seat` in `direction`, skipping closed seats. Returns `seat` itself
 * when nobody else is alive.
 */
export function nextSeat(g: Geometry, seat: SeatIndex, direction: Direction): SeatIndex {
	const n = g.playerAt.length;
	const d = direction === 'clockwise' ? 1 : n - 1;
	let s = seat;
	for (let k = 1; k < n; k++) {
		s = (s + d) % n;
		if (!g.eliminated[g.playerAt[s]!]) return s;
	}
	return seat;
}

/**
 * The edge crossed when moving one living seat from `seat` in `direction`: clockwise it is `seat`
 * itself, counterclockwise it is the neighbour's seat.
 */
export function edgeToward(g: Geometry, seat: SeatIndex, direction: Direction): EdgeIndex {
	return direction === 'clockwise' ? seat : nextSeat(g, seat, 'counterclockwise');
}

/** The two seats an edge lies between: `[e, next living seat clockwise]`. */
export function edgeSeats(g: Geometry, edge: EdgeIndex): readonly [SeatIndex, SeatIndex] {
	return [edge, nextSeat(g, edge, 'clockwise')];
}

/** How many players are still in the game. */
export function livingCount(g: Geometry): number {
	let c = 0;
	for (const e of g.eliminated) if (!e) c++;
	return c;
}

/**
 * Whether seat `b` is a neighbour of seat `a` and reachable: `'open'` (a left or right neighbour
 * with no Barred Door on at least one edge between them), `'door'` (a neighbour, but every edge
 * between them has a door), `'no'` (not a neighbour, or the same seat).
 */
export function adjacency(g: Geometry, a: SeatIndex, b: SeatIndex): 'open' | 'door' | 'no' {
	if (a === b) return 'no';
	const cw = nextSeat(g, a, 'clockwise');
	const ccw = nextSeat(g, a, 'counterclockwise');
	let seen = false;
	if (cw === b) {
		seen = true;
		if (g.doors[a] === 0) return 'open';
	}
	if (ccw === b) {
		seen = true;
		if (g.doors[ccw] === 0) return 'open';
	}
	return seen ? 'door' : 'no';
}

/** The seat `steps` living seats away from `seat` in `direction`. */
function seatsAway(g: Geometry, seat: SeatIndex, direction: Direction, steps: number): SeatIndex {
	let s = seat;
	for (let i = 0; i < steps; i++) s = nextSeat(g, s, direction);
	return s;
}

/** The two seats One, Two… can reach: the 3rd living seat to the left and to the right. */
export function thirdSeats(g: Geometry, seat: SeatIndex): readonly [SeatIndex, SeatIndex] {
	return [seatsAway(g, seat, 'clockwise', 3), seatsAway(g, seat, 'counterclockwise', 3)];
}

/** @internal (not exported from the engine\'s entry point) */
export const other = (d: Direction): Direction =>
	d === 'clockwise' ? 'counterclockwise' : 'clockwise';
