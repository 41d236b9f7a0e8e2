/**
 * The referee's answer to "whom may this card be played on?": every candidate player or edge, legal
 * or not and why. Uses exactly the checks the engine uses. Part of the referee; import it from
 * `$lib/stay-away/referee`.
 */
import { getCard, type CardId } from '../cards';
import {
	OWN_TURN_CARDS,
	TARGETING,
	edgeSeats,
	edgeTargetRefusal,
	isPlayableCard,
	nextSeat,
	panicMayOmitTarget,
	playerTargetRefusal,
	actorRefusal,
	seatOpen,
	timingRefusal,
	type EdgeIndex,
	type OptionKey,
	type PanicCard,
	type PlayableCard,
	type PlayerId,
	type Refusal,
	type RefusalReason,
	type SeatIndex,
	type TableState,
	type Targeting
} from '../table';

// ---------------------------------------------------------------------------------------------
// Legal targets
// ---------------------------------------------------------------------------------------------

/** One candidate target and whether it is legal; `reason` (and `option`) when it is not. */
export type TargetAnswer =
	| {
			readonly kind: 'player';
			readonly player: PlayerId;
			readonly seat: SeatIndex;
			readonly legal: boolean;
			readonly reason?: RefusalReason;
			readonly option?: OptionKey;
	  }
	| {
			readonly kind: 'edge';
			readonly edge: EdgeIndex;
			readonly seats: readonly [SeatIndex, SeatIndex];
			readonly legal: boolean;
			readonly reason?: RefusalReason;
			readonly option?: OptionKey;
	  };

/**
 * Whom (or which edge) `actor` may aim `card` at.
 * - `targeting`: how the card aims (see `TARGETING`), or `'reaction'` for defense cards (their
 *   target is whoever aimed at the defender) and `'never'` for The Thing and Infected!.
 * - `timing`: why the actor cannot play the card right now (not their turn, wrong step, game
 *   over), or `null`. Targets are judged apart from timing, so the referee can answer "whom could
 *   B burn?" on A's turn.
 * - `actor`: a refusal that applies to every target (e.g. the actor's Quarantine), or `null`.
 * - `targets`: every living player (including the actor) for player cards, every edge for edge
 *   cards, both for the Axe; each with `legal` and, if not, `reason` and `option`.
 * - `noTarget`: the card may be played without a target (untargeted cards; a Panic! card with
 *   no legal target; One, Two… when a side gives no swap).
 * - `options`: option keys this card's rules read.
 */
export interface LegalTargetsAnswer {
	readonly card: CardId;
	readonly actor: PlayerId;
	readonly targeting: Targeting | 'reaction' | 'never';
	readonly timing: Refusal | null;
	readonly actorRefusal: Refusal | null;
	readonly targets: readonly TargetAnswer[];
	readonly noTarget: boolean;
	readonly options: readonly OptionKey[];
}

/** Option keys each card's legality reads. */
function cardOptions(card: PlayableCard): OptionKey[] {
	const keys: OptionKey[] = [];
	if (
		OWN_TURN_CARDS.includes(card as never) ||
		card === 'get-out-of-here' ||
		card === 'cant-we-be-friends'
	)
		keys.push('print.quarantine');
	if (card === 'seduction' || card === 'cant-we-be-friends') keys.push('table.quarantineExchange');
	if (card === 'one-two') keys.push('print.oneTwoQuarantine');
	if (
		card === 'seduction' ||
		card === 'you-better-run' ||
		card === 'cant-we-be-friends' ||
		card === 'get-out-of-here'
	) {
		keys.push('advanced.neighboursOnly');
	}
	return keys;
}

function playerAnswer(s: TableState, p: PlayerId, r: Refusal | null): TargetAnswer {
	return {
		kind: 'player',
		player: p,
		seat: s.seatOf[p]!,
		legal: r === null,
		...(r ? { reason: r.reason } : {}),
		...(r?.option ? { option: r.option } : {})
	};
}

function edgeAnswer(s: TableState, e: EdgeIndex, r: Refusal | null): TargetAnswer {
	return {
		kind: 'edge',
		edge: e,
		seats: edgeSeats(s, e),
		legal: r === null,
		...(r ? { reason: r.reason } : {}),
		...(r?.option ? { option: r.option } : {})
	};
}

/**
 * Legal targets of `card` for `actor` (default: the active player); see
 * {@link LegalTargetsAnswer}. Uses exactly the checks `applyAction` uses.
 */
export function legalTargets(
	s: TableState,
	card: CardId,
	actor: PlayerId = s.active
): LegalTargetsAnswer {
	if (!isPlayableCard(card)) {
		const timing = getCard(card).timing;
		return {
			card,
			actor,
			targeting: timing === 'reaction' ? 'reaction' : 'never',
			timing: { reason: 'not-playable' },
			actorRefusal: null,
			targets: [],
			noTarget: false,
			options: []
		};
	}
	const targeting = TARGETING[card];
	const timing = timingRefusal(s, card, actor);
	const ar = actorRefusal(s, card, actor);
	const targets: TargetAnswer[] = [];
	const n = s.playerAt.length;
	if (targeting === 'player' || targeting === 'player-or-edge' || targeting === 'self') {
		for (let p = 0; p < n; p++) {
			if (s.eliminated[p]) continue;
			targets.push(playerAnswer(s, p, playerTargetRefusal(s, card, actor, p)));
		}
	}
	if (targeting === 'edge' || targeting === 'player-or-edge') {
		for (let e = 0; e < n; e++) {
			if (!seatOpen(s, e) || nextSeat(s, e, 'clockwise') === e) continue;
			targets.push(edgeAnswer(s, e, edgeTargetRefusal(s, card, actor, e)));
		}
	}
	let noTarget: boolean;
	if (targeting === 'none' || targeting === 'self') noTarget = ar === null;
	else if (targeting === 'player' && !OWN_TURN_CARDS.includes(card as never))
		noTarget = panicMayOmitTarget(s, card as PanicCard, actor);
	else noTarget = false;
	return {
		card,
		actor,
		targeting,
		timing,
		actorRefusal: ar,
		targets,
		noTarget,
		options: cardOptions(card)
	};
}
