/**
 * The referee: questions people at the table argue about, answered from a table state. Pure
 * functions of a {@link TableState}; they never change it. Every answer carries the rule source
 * it rests on and, when a rule option decided it, the option key (`'table.quarantineExchange'`,
 * …) so the UI can say "by your table's choice".
 *
 * Sources are short references: "EN" = the English rulebook (shared/seeds/000…), "DE p. n" = the
 * German 2017 rulebook summary (shared/seeds/001…, "S. n"), "case n" = shared/reference/rulings.md
 * case n, "print" = the printed card text summarised in shared/reference/cards.md §3.
 */
import { getCard, type CardId } from './cards';
import { defaultRuleOptions } from './options';
import {
	OWN_TURN_CARDS,
	TARGETING,
	edgeSeats,
	edgeTargetRefusal,
	isPlayableCard,
	nextSeat,
	nextTurn,
	panicMayOmitTarget,
	playerTargetRefusal,
	actorRefusal,
	seatOpen,
	timingRefusal,
	turnExchange,
	type Direction,
	type EdgeIndex,
	type ExchangeReason,
	type NextRule,
	type OptionKey,
	type PanicCard,
	type PlayableCard,
	type PlayerId,
	type Refusal,
	type RefusalReason,
	type SeatIndex,
	type TableState,
	type Targeting
} from './table';

// ---------------------------------------------------------------------------------------------
// Sources
// ---------------------------------------------------------------------------------------------

/** The rule source of every refusal reason: rulebook page, card print, or rulings.md case. */
export const REFUSAL_SOURCES: Readonly<Record<RefusalReason, string>> = {
	'invalid-action':
		'Table log format v1 (table/log.ts TableActionSchema): not a game rule, a malformed record',
	'log-full':
		'Table log format v1 (table/model.ts MAX_ACTIONS): not a game rule, the most actions a saved game may hold',
	'position-invalid':
		'Table log format v1 (table/model.ts TablePosition): not a game rule, a malformed correction',
	'active-eliminated':
		'EN "Playing the game": turns pass only among players still in the game; DE p. 5',
	'door-on-closed-seat':
		'Barred Door print: it lies between two players in the game (DE p. 10–11; case 29)',
	'quarantine-on-eliminated':
		'Quarantine print: it lies on a player in the game; an eliminated player leaves with their cards (case 29)',
	'nobody-left':
		'EN "Playing the game": turns pass only among players still in the game, so one must remain; DE p. 5',
	'too-few-for-doors':
		'Barred Door print: it lies between two players; with one player left there is no such place (DE p. 10–11)',
	'game-over': 'EN "The end of the game" (the game ends as soon as…); DE p. 8',
	'not-your-turn':
		'EN "The cards": action cards only during your turn, Panic! cards only in your draw phase; DE p. 9',
	'not-playable':
		'EN "The cards": contagion cards are never played, defense cards only in response; DE p. 10',
	'panic-not-at-draw': 'EN "Panic! cards": resolved at once when drawn in step 1; case 5',
	'card-already-played':
		'EN "Playing the game" step 2: discard one or play one card; case 6; Resolute: case 38',
	'actor-quarantined':
		'Quarantine print: two-round card (DE p. 10, no burning or seat change), three-turn card (no cards, no exchange); case 23',
	'across-quarantine': 'EN advanced rule 4: not across a Quarantine or Barred Door',
	'target-required': 'Card print: the card names a target (cards.md §3)',
	'unexpected-target': 'Card print: the card names no such target (cards.md §3)',
	'unknown-player': 'Setup: seats 0 to n-1 (EN "The concept": 4–12 players)',
	'target-eliminated': 'EN "Elimination": an eliminated player is out of the game',
	'target-self':
		'Card print: another player (cards.md §3); revised Quarantine: an adjacent player (case 23)',
	'not-adjacent':
		'DE p. 6: cards act only on direct neighbours unless they say otherwise; card print',
	'across-door':
		'Barred Door print: no actions between the two players it separates (DE p. 10–11; Spanish glossary G1, case 27)',
	'target-quarantined':
		'Card print: "any player not in Quarantine" (case 26); revised Quarantine: no seat-change target (case 23); three-turn print: cannot be targeted (case 23)',
	'neighbours-only': 'EN advanced rule 4: only a player to your left or right',
	'edge-not-adjacent':
		'Barred Door / Axe print: between you and an adjacent player (cards.md §3; DE p. 10–11)',
	'door-already-there':
		'Barred Door print: it lies between two players; a second door on the same place adds nothing (cards.md §3)',
	'no-door': 'Axe print: removes a Barred Door that is there (cards.md §3)',
	'not-quarantined': 'Axe print: removes a Quarantine that is there (cards.md §3)',
	'already-quarantined': 'Quarantine print: played on a player not yet in Quarantine (cases 23–24)',
	'self-only': 'Whisky print: only on yourself (case 37)',
	'not-third-player': 'One, Two… print: the 3rd player to your left or right (cards.md §3)',
	'defense-not-applicable':
		'Defense card prints: each answers only its own cards (cards.md §3 Defense); Round and Round allows none (case 19)',
	'wrong-defender': 'EN "Defense cards": played by the player the action or exchange is aimed at',
	'own-exchange': 'Publisher reply in seed 000 comments: never against your own offer; case 18',
	'nothing-to-defend':
		'Case 21: a refused exchange is not replaced; case 16: a blocked Missed! exchange does not happen',
	'superinfection-off': 'DE p. 7 superinfection (edition difference; option table.superinfection)',
	'last-player':
		'DE p. 7: superinfection happens when an exchange comes; a lone player has nobody to exchange with',
	'player-eliminated': 'EN "Elimination": an eliminated player is out of the game',
	'player-not-eliminated': 'EN "The end of the game" A: The Thing is eliminated from the game',
	'vengeance-off': 'EN advanced rule 6 (Vengeance mode; option advanced.vengeance)',
	'thing-already-eliminated': 'EN advanced rule 6: once The Thing is out it only follows the game',
	'not-in-vengeance': 'EN advanced rule 6: Vengeance mode ends only after The Thing was eliminated',
	'declare-only-own-turn':
		'Case 32: timing of the declaration is not settled (option table.declareAnyTime)',
	'players-eliminated': 'EN special case 1: The Thing wins alone only if nobody was eliminated',
	'thing-caught-own-turn':
		'DE p. 7–8: The Thing loses if caught with a Flamethrower outside its own turn'
};

/** Where each option's default comes from, with the default value (from `defaultRuleOptions()`). */
export const OPTION_DEFAULT_SOURCES: Readonly<
	Record<OptionKey, { readonly default: string | boolean; readonly source: string }>
> = /* @__PURE__ */ (() => {
	const d = defaultRuleOptions();
	return {
		'print.quarantine': {
			default: d.print.quarantine,
			source: 'Spanish print (revised card; DE p. 10, 2017 upgrade sheet); case 23'
		},
		'print.oneTwoQuarantine': {
			default: d.print.oneTwoQuarantine,
			source: 'Spanish print of One, Two… (rulings.md §2 edition table)'
		},
		'print.missed': { default: d.print.missed, source: 'Spanish print of Missed! (case 16)' },
		'advanced.neighboursOnly': {
			default: d.advanced.neighboursOnly,
			source: 'EN advanced rule 4 is optional; off in the rulebook game'
		},
		'advanced.vengeance': {
			default: d.advanced.vengeance,
			source: 'EN advanced rule 6 is optional; off in the rulebook game'
		},
		'table.nextAfterSwap': {
			default: d.table.nextAfterSwap,
			source: 'Spanish rulebook glossary (case 9); DE p. 6 reads "displaced player"'
		},
		'table.doorNextToEliminated': {
			default: d.table.doorNextToEliminated,
			source: 'Case 29 (no source covers it; suggested: discard)'
		},
		'table.quarantineExchange': {
			default: d.table.quarantineExchange,
			source: 'Revised Quarantine print: exchange face up (case 23)'
		},
		'table.superinfection': {
			default: d.table.superinfection,
			source: 'DE p. 7 (revised rulebook); EN has a three-card limit instead'
		},
		'table.declareAnyTime': {
			default: d.table.declareAnyTime,
			source: 'Case 32 (sources silent on timing)'
		}
	};
})();

const SRC = {
	direction: 'EN "Playing the game" (clockwise from the dealer\'s left, may change); DE p. 5',
	swapNewSeat: "Spanish rulebook glossary, Change Places! / You'd Better Run! (case 9)",
	swapDisplaced: 'DE p. 6: the player who had to vacate the seat plays next',
	exchange: 'EN "Playing the game" step 3; DE p. 5; case 7',
	door: 'Barred Door print (DE p. 10–11); EN step 3: no exchange across an obstacle',
	quarantineFaceUp: 'Revised Quarantine print: exchanges face up (DE p. 10; case 23)',
	quarantineBlocked:
		'Spanish Missed! glossary lists Quarantine as an obstacle (case 23); EN step 3',
	quarantineThree: 'Three-turn Quarantine print: the player cannot exchange (case 23)',
	alone: 'Nobody else is left in the game',
	over: 'EN "The end of the game"',
	quarantineTwo: 'Revised print "2 rounds", read as the player\'s next 2 own turns (case 24)',
	quarantineThreeTurns: "First print: the player's next 3 own turns (case 24)"
} as const;

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
	readonly source: string;
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
		source:
			rule === 'displaced-player' ? SRC.swapDisplaced : swapped ? SRC.swapNewSeat : SRC.direction
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
 * - `reason`: why it is not a plain exchange; `options`: the option keys that decided it;
 *   `source`: the rule.
 */
export interface ExchangeAnswer {
	readonly from: PlayerId;
	readonly to: PlayerId | null;
	readonly status: 'free' | 'face-up' | 'blocked' | 'none';
	readonly reason?: ExchangeReason | 'game-over';
	readonly options: readonly OptionKey[];
	readonly source: string;
}

/** The active player's exchange partner and whether the exchange happens; see {@link ExchangeAnswer}. */
export function exchangePartner(s: TableState): ExchangeAnswer {
	if (s.outcome)
		return {
			from: s.active,
			to: null,
			status: 'none',
			reason: 'game-over',
			options: [],
			source: SRC.over
		};
	const x = turnExchange(s);
	let source: string = SRC.exchange;
	if (x.reason === 'barred-door') source = SRC.door;
	else if (x.reason === 'alone') source = SRC.alone;
	else if (x.reason === 'quarantine') {
		source =
			x.options.length === 1
				? SRC.quarantineThree
				: x.status === 'blocked'
					? SRC.quarantineBlocked
					: SRC.quarantineFaceUp;
	}
	return {
		from: s.active,
		to: x.partner,
		status: x.status,
		...(x.reason ? { reason: x.reason } : {}),
		options: x.options,
		source
	};
}

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
	readonly source: string;
}

/** Every Quarantine on the table and when it ends; see {@link QuarantineEnd}. */
export function quarantineEnds(s: TableState): QuarantineEnd[] {
	const out: QuarantineEnd[] = [];
	const source =
		s.setup.options.print.quarantine === 'three-turns'
			? SRC.quarantineThreeTurns
			: SRC.quarantineTwo;
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
			source
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
