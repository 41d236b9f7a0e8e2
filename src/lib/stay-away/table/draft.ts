/**
 * The working copy of a state that applying one action changes, and the table moves it knows (swaps, doors, Quarantine, eliminations, passing the turn). Part of the table engine; import it from `./index` (`$lib/stay-away/table`).
 */
import { ok } from '../../result';
import type { RuleOptions } from '../options';
import type {
	ApplyResult,
	Direction,
	EdgeIndex,
	Outcome,
	PlayerId,
	QuarantineMark,
	SeatIndex,
	TableEvent,
	TableState,
	TurnStep
} from './model';
import { edgeSeats, livingCount, nextSeat } from './geometry';
import { nextTurn } from './checks';
// ---------------------------------------------------------------------------------------------
// Applying actions
// ---------------------------------------------------------------------------------------------

/** A mutable working copy of a state, made fresh for each action. */
export class Draft {
	seatOf: SeatIndex[];
	playerAt: PlayerId[];
	eliminated: boolean[];
	doors: number[];
	quarantine: (QuarantineMark | null)[];
	direction: Direction;
	active: PlayerId;
	turn: number;
	round: number;
	roundSeen: number;
	step: TurnStep;
	displaced: PlayerId | null;
	vengeance: { readonly thing: PlayerId } | null;
	outcome: Outcome | null;
	readonly events: TableEvent[] = [];

	constructor(readonly base: TableState) {
		this.seatOf = base.seatOf.slice();
		this.playerAt = base.playerAt.slice();
		this.eliminated = base.eliminated.slice();
		this.doors = base.doors.slice();
		this.quarantine = base.quarantine.slice();
		this.direction = base.direction;
		this.active = base.active;
		this.turn = base.turn;
		this.round = base.round;
		this.roundSeen = base.roundSeen;
		this.step = base.step;
		this.displaced = base.displaced;
		this.vengeance = base.vengeance;
		this.outcome = base.outcome;
	}

	get options(): RuleOptions {
		return this.base.setup.options;
	}

	done(): ApplyResult {
		return ok({
			events: this.events,
			state: {
				setup: this.base.setup,
				seatOf: this.seatOf,
				playerAt: this.playerAt,
				eliminated: this.eliminated,
				doors: this.doors,
				quarantine: this.quarantine,
				direction: this.direction,
				active: this.active,
				turn: this.turn,
				round: this.round,
				roundSeen: this.roundSeen,
				step: this.step,
				displaced: this.displaced,
				vengeance: this.vengeance,
				outcome: this.outcome,
				actionCount: this.base.actionCount + 1
			}
		});
	}

	swap(a: PlayerId, b: PlayerId): void {
		const sa = this.seatOf[a]!;
		const sb = this.seatOf[b]!;
		this.seatOf[a] = sb;
		this.seatOf[b] = sa;
		this.playerAt[sa] = b;
		this.playerAt[sb] = a;
		this.events.push({ kind: 'seats-swapped', a, b });
	}

	/** The active player swaps with `b`: remember who was displaced (table.nextAfterSwap). */
	activeSwap(b: PlayerId): void {
		this.swap(this.active, b);
		this.displaced = b;
	}

	removeQuarantine(
		p: PlayerId,
		cause: 'axe' | 'rotten-ropes' | 'is-this-the-party' | 'expired' | 'elimination'
	): void {
		if (this.quarantine[p] === null) return;
		this.quarantine[p] = null;
		this.events.push({ kind: 'quarantine-removed', player: p, cause });
	}

	/** The players on either side of edge `e` now. */
	between(e: EdgeIndex): readonly [PlayerId, PlayerId] {
		const [a, b] = edgeSeats(this, e);
		return [this.playerAt[a]!, this.playerAt[b]!];
	}

	/** Remove door cards from edge `e`: one with the Axe, every card otherwise. */
	removeDoor(
		e: EdgeIndex,
		cause: 'axe' | 'three-four' | 'is-this-the-party' | 'elimination',
		between = this.between(e)
	): void {
		const count = this.doors[e]!;
		if (count === 0) return;
		const removed = cause === 'axe' ? 1 : count;
		this.doors[e] = count - removed;
		this.events.push({
			kind: 'door-removed',
			edge: e,
			between,
			cause,
			removed,
			left: count - removed
		});
	}

	/**
	 * Close `p`'s seat. Their Quarantine goes with them (case 29); the doors on the seat's two
	 * edges follow `table.doorNextToEliminated`.
	 */
	eliminate(p: PlayerId, cause: 'flamethrower' | 'superinfection'): void {
		const seat = this.seatOf[p]!;
		const prev = nextSeat(this, seat, 'counterclockwise');
		// Who the doors next to p lay between, before p's seat closes.
		const beforeP = this.between(prev);
		const afterP = this.between(seat);
		this.eliminated[p] = true;
		this.events.push({ kind: 'player-eliminated', player: p, cause });
		this.removeQuarantine(p, 'elimination');
		if (this.displaced === p) this.displaced = null;
		const before = this.doors[prev]!;
		const after = this.doors[seat]!;
		if (prev === seat) return; // p was alone: nothing to rearrange
		if (this.options.table.doorNextToEliminated === 'discard') {
			this.removeDoor(prev, 'elimination', beforeP);
			this.removeDoor(seat, 'elimination', afterP);
		} else {
			// 'keep': the doors of both edges now lie on the one edge between prev and the next
			// living seat, which is edge `prev`. Each is a card: two doors stay two doors.
			this.doors[seat] = 0;
			this.doors[prev] = before + after;
			if (before + after > 0)
				this.events.push({
					kind: 'door-kept',
					edge: prev,
					between: this.between(prev),
					count: before + after
				});
		}
		if (livingCount(this) < 2)
			for (let e = 0; e < this.doors.length; e++) this.removeDoor(e, 'elimination');
	}

	/**
	 * End the active player's turn: count down their Quarantine, then pass the turn (to the
	 * displaced player if `table.nextAfterSwap` says so, else to the next living player in the
	 * direction) and update the round.
	 */
	finishTurn(): void {
		const p = this.active;
		const q = this.quarantine[p];
		if (q && q.placedTurn !== this.turn) {
			const left = q.turnsLeft - 1;
			if (left <= 0) this.removeQuarantine(p, 'expired');
			else {
				this.quarantine[p] = { turnsLeft: left, placedTurn: q.placedTurn, placedBy: q.placedBy };
				this.events.push({ kind: 'quarantine-counted', player: p, turnsLeft: left });
			}
		}
		const { player: next, rule } = nextTurn(this, this.options);
		const bit = 1 << next;
		const newRound = (this.roundSeen & bit) !== 0;
		if (newRound) {
			this.round++;
			this.roundSeen = bit;
		} else this.roundSeen |= bit;
		this.turn++;
		this.active = next;
		this.step = 'start';
		this.displaced = null;
		this.events.push({
			kind: 'turn-passed',
			from: p,
			to: next,
			turn: this.turn,
			round: this.round,
			newRound,
			rule
		});
	}

	end(outcome: Outcome): void {
		this.outcome = outcome;
		this.events.push({ kind: 'game-over', outcome });
	}
}
