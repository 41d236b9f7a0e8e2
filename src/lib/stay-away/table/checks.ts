/**
 * Whether an exchange happens and whether a card may be played at a target: the rule checks shared by `apply.ts` and `referee.ts`. Part of the table engine; import it from `./index` (`$lib/stay-away/table`).
 */
import type { RuleOptions } from '../options';
import {
	type Direction,
	type EdgeIndex,
	type ExchangeReason,
	type NextRule,
	NEIGHBOUR_RULE_CARDS,
	type OptionKey,
	OWN_TURN_SET,
	PANIC_SET,
	type PanicCard,
	type PlayableCard,
	type PlayCardAction,
	type PlayerId,
	type Refusal,
	type RefusalReason,
	type TableState,
	TARGETING
} from './model';
import { adjacency, edgeToward, nextSeat, seatOpen, thirdSeats, type Geometry } from './geometry';
// ---------------------------------------------------------------------------------------------
// Turn order (shared with referee.ts)
// ---------------------------------------------------------------------------------------------

/** The part of a table that decides who plays next. */
export interface TurnOrder extends Geometry {
	readonly active: PlayerId;
	readonly direction: Direction;
	/** The player a seat swap moved out of the active player's way this turn, if any. */
	readonly displaced: PlayerId | null;
}

/**
 * Who plays when the active player's turn ends, and by which rule: the next living player in the
 * play direction from the active player's seat now (EN "Playing the game"; DE p. 5; after a swap,
 * the Spanish glossary, case 9), or, with `table.nextAfterSwap = 'displaced-player'`, the player
 * the swap displaced (DE p. 6). The one place this is decided: the engine ends turns with it and
 * the referee answers with it.
 */
export function nextTurn(
	t: TurnOrder,
	options: Pick<RuleOptions, 'table'>
): { readonly player: PlayerId; readonly rule: NextRule } {
	const d = t.displaced;
	if (d !== null && !t.eliminated[d] && options.table.nextAfterSwap === 'displaced-player')
		return { player: d, rule: 'displaced-player' };
	return {
		player: t.playerAt[nextSeat(t, t.seatOf[t.active]!, t.direction)]!,
		rule: 'next-in-direction'
	};
}

// ---------------------------------------------------------------------------------------------
// Exchange rules (shared with referee.ts)
// ---------------------------------------------------------------------------------------------

/** Whether an exchange between two players can happen, as far as Quarantine is concerned. */
export interface ExchangeCheck {
	readonly status: 'free' | 'face-up' | 'blocked' | 'none';
	readonly reason?: ExchangeReason;
	readonly options: readonly OptionKey[];
}

const FREE: ExchangeCheck = { status: 'free', options: [] };

/**
 * The Quarantine part of an exchange between `a` and `b`. With the three-turn print a
 * quarantined player cannot exchange (`blocked`, `print.quarantine`). With the two-round print
 * the card says the exchange is face up; `table.quarantineExchange = 'blocked'` follows the
 * Spanish Missed! glossary instead (case 23).
 */
export function quarantineExchange(s: TableState, a: PlayerId, b: PlayerId): ExchangeCheck {
	if (s.quarantine[a] === null && s.quarantine[b] === null) return FREE;
	const o = s.setup.options;
	if (o.print.quarantine === 'three-turns')
		return { status: 'blocked', reason: 'quarantine', options: ['print.quarantine'] };
	return o.table.quarantineExchange === 'blocked'
		? {
				status: 'blocked',
				reason: 'quarantine',
				options: ['print.quarantine', 'table.quarantineExchange']
			}
		: {
				status: 'face-up',
				reason: 'quarantine',
				options: ['print.quarantine', 'table.quarantineExchange']
			};
}

/**
 * The step-3 exchange of the active player: the next living player in the play direction from
 * the active player's (current) seat, and whether a Barred Door on that edge or a Quarantine
 * stops it (EN "Playing the game" step 3; DE p. 5; case 7, 23).
 */
export function turnExchange(s: TableState): { readonly partner: PlayerId | null } & ExchangeCheck {
	const seat = s.seatOf[s.active]!;
	const nb = nextSeat(s, seat, s.direction);
	if (nb === seat) return { partner: null, status: 'none', reason: 'alone', options: [] };
	const partner = s.playerAt[nb]!;
	if (s.doors[edgeToward(s, seat, s.direction)]! > 0)
		return { partner, status: 'blocked', reason: 'barred-door', options: [] };
	return { partner, ...quarantineExchange(s, s.active, partner) };
}

// ---------------------------------------------------------------------------------------------
// Play checks (shared with referee.ts)
// ---------------------------------------------------------------------------------------------

/** @internal (not exported from the engine\'s entry point) */
export const refuse = (reason: RefusalReason, extra?: Omit<Refusal, 'reason'>): Refusal =>
	extra ? { reason, ...extra } : { reason };

/** True when `card` is one of the playable cards. */
export function isPlayableCard(card: string): card is PlayableCard {
	return OWN_TURN_SET.has(card) || PANIC_SET.has(card);
}

/**
 * Refusals that depend only on the actor's Quarantine (cases 23, 26; EN advanced rule 4),
 * for a card the actor is about to play. `null` when the actor may play it.
 */
export function actorRefusal(s: TableState, card: PlayableCard, actor: PlayerId): Refusal | null {
	if (s.eliminated[actor]) return refuse('player-eliminated', { player: actor });
	if (s.quarantine[actor] === null) return null;
	const o = s.setup.options;
	if (o.print.quarantine === 'three-turns') {
		// Russian print: no Stay Away! ("event") card, and no exchange.
		if (OWN_TURN_SET.has(card) || card === 'cant-we-be-friends')
			return refuse('actor-quarantined', { option: 'print.quarantine' });
	} else {
		// Revised print: may not burn or change seats (DE p. 10; case 23).
		if (
			card === 'flamethrower' ||
			card === 'change-places' ||
			card === 'you-better-run' ||
			card === 'get-out-of-here'
		) {
			return refuse('actor-quarantined', { option: 'print.quarantine' });
		}
		if (
			(card === 'seduction' || card === 'cant-we-be-friends') &&
			o.table.quarantineExchange === 'blocked'
		) {
			return refuse('actor-quarantined', { option: 'table.quarantineExchange' });
		}
	}
	if (o.advanced.neighboursOnly && NEIGHBOUR_RULE_CARDS.has(card))
		return refuse('across-quarantine', { option: 'advanced.neighboursOnly' });
	return null;
}

function adjacentRefusal(s: TableState, actor: PlayerId, t: PlayerId): Refusal | null {
	const a = adjacency(s, s.seatOf[actor]!, s.seatOf[t]!);
	if (a === 'no') return refuse('not-adjacent', { player: t });
	if (a === 'door') return refuse('across-door', { player: t });
	return null;
}

/**
 * Whether `actor` may aim `card` at player `t`, including the actor's own Quarantine limits.
 * Timing (turn, step, game over) is not checked here. `null` when legal.
 */
export function playerTargetRefusal(
	s: TableState,
	card: PlayableCard,
	actor: PlayerId,
	t: PlayerId
): Refusal | null {
	const ar = actorRefusal(s, card, actor);
	if (ar) return ar;
	const n = s.playerAt.length;
	if (!Number.isInteger(t) || t < 0 || t >= n) return refuse('unknown-player', { player: t });
	if (s.eliminated[t]) return refuse('target-eliminated', { player: t });
	const o = s.setup.options;
	const threeTurns = o.print.quarantine === 'three-turns';
	const targetQuarantined = s.quarantine[t] !== null;
	switch (card) {
		case 'flamethrower':
		case 'analysis':
		case 'suspicious': {
			if (t === actor) return refuse('target-self', { player: t });
			const r = adjacentRefusal(s, actor, t);
			if (r) return r;
			if (threeTurns && targetQuarantined)
				return refuse('target-quarantined', { player: t, option: 'print.quarantine' });
			return null;
		}
		case 'just-between-us':
			if (t === actor) return refuse('target-self', { player: t });
			return adjacentRefusal(s, actor, t);
		case 'quarantine': {
			if (t === actor) {
				if (!threeTurns) return refuse('target-self', { player: t, option: 'print.quarantine' });
			} else {
				const r = adjacentRefusal(s, actor, t);
				if (r) return r;
			}
			if (targetQuarantined) return refuse('already-quarantined', { player: t });
			return null;
		}
		case 'axe': {
			if (t !== actor) {
				const r = adjacentRefusal(s, actor, t);
				if (r) return r;
			}
			if (!targetQuarantined) return refuse('not-quarantined', { player: t });
			return null;
		}
		case 'whisky':
			return t === actor ? null : refuse('self-only', { player: t });
		case 'change-places': {
			if (t === actor) return refuse('target-self', { player: t });
			const r = adjacentRefusal(s, actor, t);
			if (r) return r;
			if (targetQuarantined) return refuse('target-quarantined', { player: t });
			return null;
		}
		case 'you-better-run':
		case 'seduction':
		case 'get-out-of-here':
		case 'cant-we-be-friends': {
			if (t === actor) return refuse('target-self', { player: t });
			if (targetQuarantined) return refuse('target-quarantined', { player: t });
			const a = adjacency(s, s.seatOf[actor]!, s.seatOf[t]!);
			if (o.advanced.neighboursOnly) {
				if (a === 'no')
					return refuse('neighbours-only', { player: t, option: 'advanced.neighboursOnly' });
				if (a === 'door')
					return refuse('across-door', { player: t, option: 'advanced.neighboursOnly' });
			} else if (a === 'door' && card !== 'you-better-run') {
				return refuse('across-door', { player: t });
			}
			return null;
		}
		case 'one-two': {
			if (t === actor) return refuse('target-self', { player: t });
			const ts = s.seatOf[t]!;
			const [left, right] = thirdSeats(s, s.seatOf[actor]!);
			if (ts !== left && ts !== right) return refuse('not-third-player', { player: t });
			if (o.print.oneTwoQuarantine === 'either' && s.quarantine[actor] !== null) {
				return refuse('actor-quarantined', { option: 'print.oneTwoQuarantine' });
			}
			if (targetQuarantined)
				return refuse('target-quarantined', { player: t, option: 'print.oneTwoQuarantine' });
			return null;
		}
		default:
			return refuse('unexpected-target', { player: t });
	}
}

/**
 * Whether `actor` may aim `card` (Barred Door, or Axe on a door) at edge `e`: it must be one of
 * the two edges next to the actor (docs/sources.md#card-prints, Obstacles; DE p. 10). `null` when
 * legal.
 */
export function edgeTargetRefusal(
	s: TableState,
	card: PlayableCard,
	actor: PlayerId,
	e: EdgeIndex
): Refusal | null {
	const ar = actorRefusal(s, card, actor);
	if (ar) return ar;
	const n = s.playerAt.length;
	if (!Number.isInteger(e) || e < 0 || e >= n || !seatOpen(s, e))
		return refuse('edge-not-adjacent', { edge: e });
	const seat = s.seatOf[actor]!;
	const ccw = nextSeat(s, seat, 'counterclockwise');
	if (ccw === seat || (e !== seat && e !== ccw)) return refuse('edge-not-adjacent', { edge: e });
	if (card === 'barred-door')
		return s.doors[e]! > 0 ? refuse('door-already-there', { edge: e }) : null;
	if (card === 'axe') return s.doors[e]! > 0 ? null : refuse('no-door', { edge: e });
	return refuse('unexpected-target', { edge: e });
}

/** True when some living player is a legal target of `card` for `actor`. */
function anyLegalPlayer(s: TableState, card: PlayableCard, actor: PlayerId): boolean {
	for (let p = 0; p < s.playerAt.length; p++) {
		if (!s.eliminated[p] && playerTargetRefusal(s, card, actor, p) === null) return true;
	}
	return false;
}

/**
 * Whether a Panic! card with a player target may be recorded without one: when nobody is a legal
 * target; for One, Two… also when either side gives no swap (the player's choice of side).
 */
export function panicMayOmitTarget(s: TableState, card: PanicCard, actor: PlayerId): boolean {
	if (card === 'one-two') {
		const seat = s.seatOf[actor]!;
		for (const side of thirdSeats(s, seat)) {
			if (side === seat || playerTargetRefusal(s, card, actor, s.playerAt[side]!) !== null)
				return true;
		}
		return false;
	}
	return !anyLegalPlayer(s, card, actor);
}

/**
 * Timing refusals for a `playCard`: game over, not the actor's turn, a card that is never played
 * as an action, a Panic! after step 1, a second card after step 2 (EN "The cards", "Playing the
 * game"; cases 5, 6, 38). `null` when the timing is right.
 */
export function timingRefusal(s: TableState, card: string, actor: PlayerId): Refusal | null {
	if (s.outcome) return refuse('game-over');
	if (!isPlayableCard(card)) return refuse('not-playable');
	if (actor !== s.active) return refuse('not-your-turn', { player: actor });
	if (PANIC_SET.has(card)) return s.step === 'start' ? null : refuse('panic-not-at-draw');
	return s.step === 'exchange' ? refuse('card-already-played') : null;
}

/**
 * Whether `action` is legal in `s`, apart from its defenses (which are checked while it is
 * applied). `null` when legal.
 */
export function playRefusal(s: TableState, a: PlayCardAction): Refusal | null {
	const t = timingRefusal(s, a.card, a.actor);
	if (t) return t;
	const card = a.card;
	const own = OWN_TURN_SET.has(card);
	switch (TARGETING[card]) {
		case 'none':
			if (a.target !== undefined || a.edge !== undefined) return refuse('unexpected-target');
			return own ? actorRefusal(s, card, a.actor) : null;
		case 'self':
			if (a.edge !== undefined) return refuse('unexpected-target');
			if (a.target !== undefined) return playerTargetRefusal(s, card, a.actor, a.target);
			return actorRefusal(s, card, a.actor);
		case 'edge':
			if (a.target !== undefined) return refuse('unexpected-target');
			if (a.edge === undefined) return actorRefusal(s, card, a.actor) ?? refuse('target-required');
			return edgeTargetRefusal(s, card, a.actor, a.edge);
		case 'player-or-edge':
			if (a.target !== undefined && a.edge !== undefined) return refuse('unexpected-target');
			if (a.edge !== undefined) return edgeTargetRefusal(s, card, a.actor, a.edge);
			if (a.target !== undefined) return playerTargetRefusal(s, card, a.actor, a.target);
			return actorRefusal(s, card, a.actor) ?? refuse('target-required');
		case 'player':
			if (a.edge !== undefined) return refuse('unexpected-target');
			if (a.target !== undefined) return playerTargetRefusal(s, card, a.actor, a.target);
			if (own) return actorRefusal(s, card, a.actor) ?? refuse('target-required');
			return panicMayOmitTarget(s, card as PanicCard, a.actor) ? null : refuse('target-required');
	}
}
