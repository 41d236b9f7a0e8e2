/**
 * The referee's answers about the turn: who plays next, whether and how the active player's
 * exchange happens, and when each Quarantine ends. Light enough for the table page's first paint.
 * Part of the referee; import it from `$lib/stay-away/referee`.
 */
import { OUTCOME_RULINGS, type RefereeRuling } from './sources';
import {
	nextTurn,
	turnExchange,
	type Direction,
	type ExchangeReason,
	type NextRule,
	type OptionKey,
	type PlayerId,
	type SeatIndex,
	type TableState
} from '../table';

// ---------------------------------------------------------------------------------------------
// Next player
// ---------------------------------------------------------------------------------------------

/**
 * Who plays after the active player's turn ends, if nothing else changes.
 * - `rule`: `'next-in-direction'` (the next living player from the active player's current seat)
 *   or `'displaced-player'` (after a seat swap, by `table.nextAfterSwap`).
 * - `options`: `['table.nextAfterSwap']` whenever the active player swapped seats this turn.
 * `null` when the game is over.
 */
export interface NextPlayerAnswer {
	readonly player: PlayerId;
	readonly seat: SeatIndex;
	readonly rule: NextRule;
	readonly direction: Direction;
	readonly options: readonly OptionKey[];
	/** The rulings behind the answer, the main one first. */
	readonly rulings: readonly RefereeRuling[];
}

/** The next player; see {@link NextPlayerAnswer}. */
export function nextPlayer(s: TableState): NextPlayerAnswer | null {
	if (s.outcome) return null;
	const swapped = s.displaced !== null;
	const { player, rule } = nextTurn(s, s.setup.options);
	return {
		player,
		seat: s.seatOf[player]!,
		rule,
		direction: s.direction,
		options: swapped ? ['table.nextAfterSwap'] : [],
		rulings: swapped
			? ['seat-swap-who-plays-next', 'setup-first-player-direction']
			: ['setup-first-player-direction']
	};
}

// ---------------------------------------------------------------------------------------------
// Exchange partner
// ---------------------------------------------------------------------------------------------

/**
 * The active player's step-3 exchange.
 * - `to`: the next living player in the play direction from the active player's seat (`null`
 *   when nobody else is left or the game is over).
 * - `status`: `'free'` (face down), `'face-up'` (a Quarantine with the revised print), `'blocked'`
 *   (a Barred Door on that edge, or a Quarantine that stops exchanges), `'none'`.
 * - `happens`: true when the cards change hands (face down or face up), so the partner may
 *   refuse with a defense card.
 * - `reason`: why it is not a plain exchange; `options`: the option keys that decided it;
 *   `rulings`: the rulings behind the answer, the main one first.
 */
export interface ExchangeAnswer {
	readonly from: PlayerId;
	readonly to: PlayerId | null;
	readonly status: 'free' | 'face-up' | 'blocked' | 'none';
	readonly happens: boolean;
	readonly reason?: ExchangeReason | 'game-over';
	readonly options: readonly OptionKey[];
	readonly rulings: readonly RefereeRuling[];
}

/** The active player's exchange partner and whether the exchange happens; see {@link ExchangeAnswer}. */
export function exchangePartner(s: TableState): ExchangeAnswer {
	if (s.outcome)
		return {
			from: s.active,
			to: null,
			status: 'none',
			happens: false,
			reason: 'game-over',
			options: [],
			rulings: [OUTCOME_RULINGS[s.outcome.kind]!]
		};
	const x = turnExchange(s);
	const rulings: RefereeRuling[] =
		x.reason === 'barred-door'
			? ['exchange-obstacle-blocks']
			: x.reason === 'alone'
				? ['exchange-eliminated-neighbour']
				: x.reason === 'quarantine'
					? [x.status === 'face-up' ? 'quarantine-face-up' : 'quarantine-exchange']
					: [];
	return {
		from: s.active,
		to: x.partner,
		status: x.status,
		happens: x.status === 'free' || x.status === 'face-up',
		...(x.reason ? { reason: x.reason } : {}),
		options: x.options,
		rulings: [...rulings, 'exchange-normal']
	};
}

// ---------------------------------------------------------------------------------------------
// Quarantine
// ---------------------------------------------------------------------------------------------

/**
 * When one Quarantine ends: at the end of `player`'s `endsAfterOwnTurns`-th own turn from now,
 * counting the current turn if it is theirs and counts (`countsCurrentTurn`). `endsThisTurn` is
 * true when it goes at the end of the current turn. `option` is always `'print.quarantine'`.
 */
export interface QuarantineEnd {
	readonly player: PlayerId;
	readonly seat: SeatIndex;
	readonly turnsLeft: number;
	readonly endsAfterOwnTurns: number;
	readonly countsCurrentTurn: boolean;
	readonly endsThisTurn: boolean;
	readonly placedBy: PlayerId | null;
	readonly option: 'print.quarantine';
	/** The rulings behind the answer (how long a Quarantine lasts, by print). */
	readonly rulings: readonly RefereeRuling[];
}

/** Every Quarantine on the table and when it ends; see {@link QuarantineEnd}. */
export function quarantineEnds(s: TableState): QuarantineEnd[] {
	const out: QuarantineEnd[] = [];
	for (let p = 0; p < s.quarantine.length; p++) {
		const q = s.quarantine[p];
		if (!q) continue;
		const countsCurrentTurn = p === s.active && q.placedTurn !== s.turn && s.outcome === null;
		out.push({
			player: p,
			seat: s.seatOf[p]!,
			turnsLeft: q.turnsLeft,
			endsAfterOwnTurns: q.turnsLeft,
			countsCurrentTurn,
			endsThisTurn: countsCurrentTurn && q.turnsLeft === 1,
			placedBy: q.placedBy,
			option: 'print.quarantine',
			rulings: ['quarantine-duration']
		});
	}
	return out;
}

/** Every referee answer kind, for completeness checks of the words. */
export const REFEREE_ANSWER_KINDS = {
	exchangeStatus: ['free', 'face-up', 'blocked', 'none'],
	exchangeReason: ['barred-door', 'quarantine', 'alone', 'game-over'],
	nextRule: ['next-in-direction', 'displaced-player'],
	targeting: ['none', 'self', 'player', 'edge', 'player-or-edge', 'reaction', 'never'],
	quarantine: ['ends-this-turn', 'ends-after-own-turns', 'current-turn-not-counted']
} as const;

// ---------------------------------------------------------------------------------------------
// Rounds
// ---------------------------------------------------------------------------------------------

/**
 * How the round in the status line is counted. The count is the table engine's own bookkeeping
 * (`round` and `roundSeen` of the state, kept by the engine at every passed turn), not a rule of
 * the game: a new round begins when the turn reaches a player who has already had a turn in the
 * current one. So a change of direction (You Better Run!, Watch Your Back!) can start a round
 * before everyone has played. A Quarantine does not use this count: by default it is counted in
 * its player's own turns (ruling `quarantine-duration`, case 24; option `print.quarantine` and its
 * readings).
 * - `round`: the round in the status line (1-based);
 * - `played`: the living players who have had a turn in it, the active player included, in seat
 *   order; `waiting`: the living players who have not;
 * - `rulings`: `quarantine-duration`.
 */
export interface RoundCount {
	readonly round: number;
	readonly played: readonly PlayerId[];
	readonly waiting: readonly PlayerId[];
	readonly rulings: readonly RefereeRuling[];
}

/** How the current round is counted, and who has had a turn in it; see {@link RoundCount}. */
export function roundCount(s: TableState): RoundCount {
	const played: PlayerId[] = [];
	const waiting: PlayerId[] = [];
	for (const player of s.playerAt) {
		if (s.eliminated[player]) continue;
		const seen = (s.roundSeen & (1 << player)) !== 0 || player === s.active;
		(seen ? played : waiting).push(player);
	}
	return { round: s.round, played, waiting, rulings: ['quarantine-duration'] };
}
