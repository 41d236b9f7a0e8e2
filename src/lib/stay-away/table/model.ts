/**
 * The table engine's vocabulary: ids, card lists and how each card aims, refusal reasons, the setup, the state, actions and events. Types and constants only. Part of the table engine; import it from `./index` (`$lib/stay-away/table`).
 */
import type { Result } from '../../result';
import { CARD_IDS_BY_CATEGORY, type CardId } from '../card-ids';
import type { RuleOptions } from '../options';
// ---------------------------------------------------------------------------------------------
// Basic types and constants
// ---------------------------------------------------------------------------------------------

/** A player, numbered by the seat they sat in at setup: `0..seats-1`. Never changes. */
export type PlayerId = number;
/** A fixed seat, numbered clockwise from 0. */
export type SeatIndex = number;
/** An edge: edge `e` lies between living seat `e` and the next living seat clockwise. */
export type EdgeIndex = number;
/** The play direction. Clockwise = increasing seat numbers = to the left. */
export type Direction = 'clockwise' | 'counterclockwise';
/** Where the active player is in their turn; see the module comment. */
export type TurnStep = 'start' | 'play' | 'exchange';

// Fewest and most players (one seat each), defined with the cards (EN rulebook, "The concept").
import { MAX_PLAYERS, MIN_PLAYERS } from '../limits';
export { MAX_PLAYERS, MIN_PLAYERS };
/** Longest player name, in UTF-16 code units. Names are plain text, never markup. */
export const MAX_NAME_LENGTH = 40;
/** Most actions a log may hold. */
export const MAX_ACTIONS = 20_000;
/** Most defense cards one action may carry (a chain of Missed! cannot be longer than the table). */
export const MAX_DEFENSES = MAX_PLAYERS;

/** Stay Away! cards played in step 2 of one's own turn (action and obstacle cards). */
export const OWN_TURN_CARDS = [
	...CARD_IDS_BY_CATEGORY.action,
	...CARD_IDS_BY_CATEGORY.obstacle
] as const satisfies readonly CardId[];
/** Panic! cards, resolved the moment they are drawn. */
export const PANIC_CARDS = CARD_IDS_BY_CATEGORY.panic satisfies readonly CardId[];
/** Defense cards, played only in response (carried in an action's `defenses`). */
export const DEFENSE_CARDS = CARD_IDS_BY_CATEGORY.defense satisfies readonly CardId[];

export type OwnTurnCard = (typeof OWN_TURN_CARDS)[number];
export type PanicCard = (typeof PANIC_CARDS)[number];
export type DefenseCard = (typeof DEFENSE_CARDS)[number];
/** A card that can be the subject of a `playCard` action. */
export type PlayableCard = OwnTurnCard | PanicCard;
/** All playable cards. */
export const PLAYABLE_CARDS: readonly PlayableCard[] = [...OWN_TURN_CARDS, ...PANIC_CARDS];

/**
 * What a playable card aims at:
 * - `'none'`: nobody (Watch Your Back!, Resolute, most Panic! cards);
 * - `'self'`: only the actor (Whisky; `target` may be omitted or the actor);
 * - `'player'`: a player (`target`);
 * - `'edge'`: an edge next to the actor (`edge`; Barred Door);
 * - `'player-or-edge'`: either a player's Quarantine (`target`) or a door (`edge`) (Axe).
 */
export type Targeting = 'none' | 'self' | 'player' | 'edge' | 'player-or-edge';

/** How each playable card aims (docs/sources.md#card-prints). */
export const TARGETING: Readonly<Record<PlayableCard, Targeting>> = {
	flamethrower: 'player',
	analysis: 'player',
	axe: 'player-or-edge',
	suspicious: 'player',
	whisky: 'self',
	resolute: 'none',
	'watch-your-back': 'none',
	'change-places': 'player',
	'you-better-run': 'player',
	seduction: 'player',
	quarantine: 'player',
	'barred-door': 'edge',
	'rotten-ropes': 'none',
	'one-two': 'player',
	'three-four': 'none',
	'is-this-the-party': 'none',
	'get-out-of-here': 'player',
	forgetful: 'none',
	'round-and-round': 'none',
	'cant-we-be-friends': 'player',
	'blind-date': 'none',
	oops: 'none',
	'just-between-us': 'player',
	revelations: 'none'
};

/**
 * Cards after which the turn ends at once, with no normal exchange (docs/sources.md#card-prints;
 * case 5).
 */
export const TURN_ENDING_CARDS: ReadonlySet<PlayableCard> = new Set<PlayableCard>([
	'seduction',
	'round-and-round',
	'blind-date'
]);

/** Cards restricted by advanced rule 4 "neighbours only" (EN rulebook, advanced rule 4). */
export const NEIGHBOUR_RULE_CARDS: ReadonlySet<PlayableCard> = new Set<PlayableCard>([
	'seduction',
	'you-better-run',
	'cant-we-be-friends',
	'get-out-of-here'
]);

/** @internal (not exported from the engine\'s entry point) */
export const OWN_TURN_SET: ReadonlySet<string> = new Set(OWN_TURN_CARDS);
/** @internal (not exported from the engine\'s entry point) */
export const PANIC_SET: ReadonlySet<string> = new Set(PANIC_CARDS);
/** @internal (not exported from the engine\'s entry point) */
export const DEFENSE_SET: ReadonlySet<string> = new Set(DEFENSE_CARDS);
/** Defense cards that refuse an exchange offered to you (EN "Defense cards"; cases 18–19). */
export const EXCHANGE_DEFENSE_CARDS = [
	'no-thanks',
	'scary',
	'missed'
] as const satisfies readonly DefenseCard[];
/** @internal (not exported from the engine\'s entry point) */
export const EXCHANGE_DEFENSES: ReadonlySet<string> = new Set(EXCHANGE_DEFENSE_CARDS);

/**
 * The defense cards the target of `card` may answer with (docs/sources.md#card-prints): No
 * Barbecue! against a Flamethrower, I'm Comfortable against Change Places! and You'd Better Run!,
 * the exchange refusals against Seduction and Can't We Be Friends?. Empty for every other card.
 */
export function defensesAgainst(card: PlayableCard): readonly DefenseCard[] {
	if (card === 'flamethrower') return ['no-barbecue'];
	if (card === 'change-places' || card === 'you-better-run') return ['im-comfortable'];
	if (card === 'seduction' || card === 'cant-we-be-friends') return EXCHANGE_DEFENSE_CARDS;
	return [];
}

/**
 * A rule-option key, as a dotted path into {@link RuleOptions}. Every answer that depends on an
 * option names the key it used.
 */
export type OptionKey =
	| 'print.quarantine'
	| 'print.oneTwoQuarantine'
	| 'print.missed'
	| 'advanced.neighboursOnly'
	| 'advanced.vengeance'
	| 'table.nextAfterSwap'
	| 'table.doorNextToEliminated'
	| 'table.quarantineExchange'
	| 'table.superinfection'
	| 'table.declareAnyTime';

/** All option keys the table engine reads. */
export const OPTION_KEYS: readonly OptionKey[] = [
	'print.quarantine',
	'print.oneTwoQuarantine',
	'print.missed',
	'advanced.neighboursOnly',
	'advanced.vengeance',
	'table.nextAfterSwap',
	'table.doorNextToEliminated',
	'table.quarantineExchange',
	'table.superinfection',
	'table.declareAnyTime'
];

// ---------------------------------------------------------------------------------------------
// Refusals
// ---------------------------------------------------------------------------------------------

/**
 * Every reason the engine can refuse an action. The rule source of each is in
 * `REFUSAL_SOURCES` (referee.ts); the words in `locales/<lng>/tableEngine.json` under `refusal`.
 */
export const REFUSAL_REASONS = [
	'invalid-action',
	'game-over',
	'not-your-turn',
	'not-playable',
	'panic-not-at-draw',
	'card-already-played',
	'actor-quarantined',
	'across-quarantine',
	'target-required',
	'unexpected-target',
	'unknown-player',
	'target-eliminated',
	'target-self',
	'not-adjacent',
	'across-door',
	'target-quarantined',
	'neighbours-only',
	'edge-not-adjacent',
	'door-already-there',
	'no-door',
	'not-quarantined',
	'already-quarantined',
	'self-only',
	'not-third-player',
	'defense-not-applicable',
	'wrong-defender',
	'own-exchange',
	'nothing-to-defend',
	'superinfection-off',
	'last-player',
	'player-eliminated',
	'player-not-eliminated',
	'vengeance-off',
	'thing-already-eliminated',
	'not-in-vengeance',
	'declare-only-own-turn',
	'players-eliminated',
	'thing-caught-own-turn',
	'log-full',
	'position-invalid',
	'active-eliminated',
	'door-on-closed-seat',
	'quarantine-on-eliminated',
	'too-few-for-doors',
	'nobody-left'
] as const;

/** Why an action was refused. */
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/**
 * A refused action. `reason` is the id; `option` names the rule option that decided it, if one
 * did; `player`/`edge` point at the offending target; `defense` is the index in `defenses` of the
 * offending defense card.
 */
export interface Refusal {
	readonly reason: RefusalReason;
	readonly option?: OptionKey;
	readonly player?: PlayerId;
	readonly edge?: EdgeIndex;
	readonly defense?: number;
}

// ---------------------------------------------------------------------------------------------
// Setup
// ---------------------------------------------------------------------------------------------

/**
 * What the table looks like before the first turn.
 * - `seats`: 4–12.
 * - `dealer`: the dealer's seat; the player in the next seat clockwise plays first.
 * - `names`: optional, one per seat (index = player id = starting seat), each at most 40 UTF-16
 *   code units, kept as plain text (never interpreted as markup).
 * - `options`: the rule options in force (see options.ts).
 */
export interface TableSetup {
	readonly seats: number;
	readonly dealer: SeatIndex;
	readonly names?: readonly string[];
	readonly options: RuleOptions;
}

/** Why a setup was refused: `code` for the UI, `path` and `message` for people reading logs. */
export interface SetupError {
	readonly code: 'seat-count' | 'dealer' | 'names' | 'name-too-long' | 'options';
	readonly path: string;
	readonly message: string;
}

/** Result of {@link createTable} and `newGame`: the value, or the {@link SetupError}. */
export type SetupResult<T> = Result<T, SetupError>;

// ---------------------------------------------------------------------------------------------
// State
// ---------------------------------------------------------------------------------------------

/**
 * A Quarantine card lying on a player.
 * - `turnsLeft`: own turns of that player it still covers (1–3); see the module comment.
 * - `placedTurn`: the turn number during which it was placed (that turn never counts).
 * - `placedBy`: who played it (`null` when a correction put it there).
 */
export interface QuarantineMark {
	readonly turnsLeft: number;
	readonly placedTurn: number;
	readonly placedBy: PlayerId | null;
}

/**
 * How a game ended, as the table reported it. The app never knows roles.
 * - `humans-win`: The Thing was eliminated (`thing-eliminated`, EN end of game A), declared
 *   victory while Humans remained (`false-declaration`, EN special case 2), or was caught holding
 *   a Flamethrower outside its own turn (`thing-caught`, DE p. 7–8).
 * - `thing-wins`: The Thing declared that no Human remains, and none does (EN end of game B).
 * - `thing-alone`: everyone was infected and nobody eliminated (EN special case 1).
 * - `survivors-win`: Vengeance mode ended: all Humans or all Infected are out and every
 *   surviving player wins (EN advanced rule 6). `survivors` says which side is left.
 */
export type Outcome =
	| {
			readonly kind: 'humans-win';
			readonly cause: 'thing-eliminated' | 'false-declaration' | 'thing-caught';
			readonly thing: PlayerId;
	  }
	| { readonly kind: 'thing-wins'; readonly thing: PlayerId }
	| { readonly kind: 'thing-alone'; readonly thing: PlayerId }
	| {
			readonly kind: 'survivors-win';
			readonly survivors: 'humans' | 'infected';
			readonly thing: PlayerId;
	  };

/** The outcome kinds, for completeness checks of the words. */
export const OUTCOME_KINDS = ['humans-win', 'thing-wins', 'thing-alone', 'survivors-win'] as const;

/**
 * The public state of the table. Immutable: every action returns a new object (arrays that did
 * not change may be shared). Plain JSON data.
 * - `seatOf[player]` / `playerAt[seat]`: inverse permutations.
 * - `eliminated[player]`: out of the game; their seat is closed.
 * - `doors[edge]`: how many Barred Door cards lie on edge `edge` (0 for none; only ever on a living
 *   seat's edge). Doors are cards: when a seat closes under the "keep" reading (case 29) the doors
 *   on its two edges end up on one edge, and both cards lie there until each is removed.
 * - `quarantine[player]`: the Quarantine on that player, or `null`.
 * - `active`: whose turn it is; `turn`: 1-based turn number; `round`, `roundSeen` (bit mask of
 *   players who had a turn this round): see the module comment.
 * - `displaced`: the player the active player displaced by a seat swap this turn (for
 *   `table.nextAfterSwap = 'displaced-player'`), or `null`.
 * - `vengeance`: set while Vengeance mode goes on after The Thing (`thing`) was eliminated.
 * - `outcome`: set once the game is over; every further action is refused with `game-over`.
 * - `actionCount`: how many actions made this state.
 */
export interface TableState {
	readonly setup: TableSetup;
	readonly seatOf: readonly SeatIndex[];
	readonly playerAt: readonly PlayerId[];
	readonly eliminated: readonly boolean[];
	readonly doors: readonly number[];
	readonly quarantine: readonly (QuarantineMark | null)[];
	readonly direction: Direction;
	readonly active: PlayerId;
	readonly turn: number;
	readonly round: number;
	readonly roundSeen: number;
	readonly step: TurnStep;
	readonly displaced: PlayerId | null;
	readonly vengeance: { readonly thing: PlayerId } | null;
	readonly outcome: Outcome | null;
	readonly actionCount: number;
}

// ---------------------------------------------------------------------------------------------
// Actions
// ---------------------------------------------------------------------------------------------

/** A defense card played in response, and by whom. */
export interface DefensePlay {
	readonly card: DefenseCard;
	readonly by: PlayerId;
}

/**
 * End the active player's turn: the step-3 exchange with the next player (if not blocked), then
 * the turn passes. `defenses`: the exchange partner's refusal (No Thanks!, Scary) or Missed!,
 * in order; after a Missed! the next defense comes from the new partner (publisher reply,
 * docs/sources.md#publisher-answers: a Missed! exchange can itself be refused).
 */
export interface EndTurnAction {
	readonly type: 'endTurn';
	readonly defenses?: readonly DefensePlay[];
}

/**
 * The active player plays a Stay Away! card in step 2, or resolves the Panic! card they drew.
 * - `actor`: must be the active player.
 * - `target`: the player aimed at (cards with `TARGETING` `'player'`, `'self'`, `'player-or-edge'`).
 * - `edge`: the edge aimed at (Barred Door; Axe on a door).
 * - `defenses`: the target's answer, recorded in the same action: No Barbecue! against
 *   Flamethrower; I'm Comfortable against Change Places! / You'd Better Run!; No Thanks!, Scary
 *   or Missed! (a chain, as for `endTurn`) against Seduction and Can't We Be Friends?.
 */
export interface PlayCardAction {
	readonly type: 'playCard';
	readonly actor: PlayerId;
	readonly card: PlayableCard;
	readonly target?: PlayerId;
	readonly edge?: EdgeIndex;
	readonly defenses?: readonly DefensePlay[];
}

/**
 * A player is eliminated by superinfection (DE p. 7): only when
 * `options.table.superinfection` is on. If it is the active player, their turn ends.
 */
export interface EliminateAction {
	readonly type: 'eliminate';
	readonly player: PlayerId;
	readonly cause: 'superinfection';
}

/**
 * The table reports that an eliminated player was The Thing. Without Vengeance mode the Humans
 * win. With `vengeance: true` (only if `options.advanced.vengeance`) play goes on because Humans
 * and Infected both remain (EN advanced rule 6).
 */
export interface ThingEliminatedAction {
	readonly type: 'thingEliminated';
	readonly player: PlayerId;
	readonly vengeance: boolean;
}

/**
 * The Thing (`player`) declares that no Human remains; everyone reveals and the table reports
 * what it found: `'no-humans'` (The Thing wins), `'humans-remain'` (special case 2: those Humans
 * win), `'thing-alone'` (special case 1: all infected, nobody eliminated).
 * With `options.table.declareAnyTime = false` only on The Thing's own turn (case 32).
 */
export interface DeclareVictoryAction {
	readonly type: 'declareVictory';
	readonly player: PlayerId;
	readonly result: 'no-humans' | 'humans-remain' | 'thing-alone';
}

/** The Thing (`player`) is caught holding a Flamethrower outside its own turn (DE p. 7–8). */
export interface ThingCaughtAction {
	readonly type: 'thingCaught';
	readonly player: PlayerId;
}

/** Vengeance mode ends: all Humans or all Infected are out (EN advanced rule 6). */
export interface VengeanceOverAction {
	readonly type: 'vengeanceOver';
	readonly survivors: 'humans' | 'infected';
}

/**
 * The public state of the table, described as the people at the table see it: what the "Edit the
 * table" mode sets and what {@link tableFromPosition} builds.
 * - `playerAt[seat]`: the player in each seat (a permutation of the players);
 * - `eliminated[player]`: out of the game (their seat is closed);
 * - `doors[edge]`: Barred Door cards on each edge (0–12; only on the edges of living seats);
 * - `quarantine[player]`: own turns of that player the Quarantine still covers (1–3), or `null`;
 * - `active`: whose turn it is (a living player); `direction`: which way play goes.
 */
export interface TablePosition extends Pick<
	TableState,
	'playerAt' | 'eliminated' | 'doors' | 'active' | 'direction'
> {
	readonly quarantine: readonly (number | null)[];
}

/**
 * A correction: the table noticed that what was recorded differs from the cards on the table (a
 * door never recorded, a wrong Quarantine count, someone in the wrong seat), and sets the public
 * state as it really is. One action in the log, so it can be undone and exported like any other.
 * Not a game rule: the engine checks only that the position can exist (see {@link TablePosition}).
 * A new turn starts when `active` changes; the turn and round counters go on.
 */
export interface CorrectAction {
	readonly type: 'correct';
	readonly position: TablePosition;
}

/** Everything that can happen at the table. */
export type TableAction =
	| EndTurnAction
	| PlayCardAction
	| EliminateAction
	| ThingEliminatedAction
	| DeclareVictoryAction
	| ThingCaughtAction
	| VengeanceOverAction
	| CorrectAction;

/** The action kinds, for completeness checks of the words. */
export const ACTION_TYPES = [
	'endTurn',
	'playCard',
	'eliminate',
	'thingEliminated',
	'declareVictory',
	'thingCaught',
	'vengeanceOver',
	'correct'
] as const satisfies readonly TableAction['type'][];

// ---------------------------------------------------------------------------------------------
// Events: what an applied action did, for a log view
// ---------------------------------------------------------------------------------------------

/** Status of an exchange: `free` (face down), `face-up`, `blocked`, `refused`, `none`. */
export type ExchangeStatus = 'free' | 'face-up' | 'blocked' | 'refused' | 'none';
/** Why an exchange is blocked or does not happen. */
export type ExchangeReason = 'barred-door' | 'quarantine' | 'alone';
/** How the next player was chosen. */
export type NextRule = 'next-in-direction' | 'displaced-player';

/**
 * What one applied action did. A log view replays the log and shows these (see {@link logEntries}).
 */
export type TableEvent =
	| {
			readonly kind: 'card-played';
			readonly card: PlayableCard;
			readonly actor: PlayerId;
			readonly target?: PlayerId;
			readonly edge?: EdgeIndex;
	  }
	| { readonly kind: 'defended'; readonly card: DefenseCard; readonly by: PlayerId }
	| { readonly kind: 'direction-changed'; readonly direction: Direction }
	| {
			readonly kind: 'door-placed';
			readonly edge: EdgeIndex;
			readonly between: readonly [PlayerId, PlayerId];
	  }
	| {
			readonly kind: 'door-removed';
			readonly edge: EdgeIndex;
			/** The players on either side of the edge when the cards were removed. */
			readonly between: readonly [PlayerId, PlayerId];
			readonly cause: 'axe' | 'three-four' | 'is-this-the-party' | 'elimination';
			/** Door cards removed (the Axe removes one; the others every card on the edge). */
			readonly removed: number;
			/** Door cards still on the edge afterwards. */
			readonly left: number;
	  }
	| {
			readonly kind: 'door-kept';
			readonly edge: EdgeIndex;
			readonly between: readonly [PlayerId, PlayerId];
			readonly count: number;
	  }
	| { readonly kind: 'quarantine-placed'; readonly player: PlayerId; readonly turnsLeft: number }
	| { readonly kind: 'quarantine-counted'; readonly player: PlayerId; readonly turnsLeft: number }
	| {
			readonly kind: 'quarantine-removed';
			readonly player: PlayerId;
			readonly cause: 'axe' | 'rotten-ropes' | 'is-this-the-party' | 'expired' | 'elimination';
	  }
	| { readonly kind: 'seats-swapped'; readonly a: PlayerId; readonly b: PlayerId }
	| {
			readonly kind: 'player-eliminated';
			readonly player: PlayerId;
			readonly cause: 'flamethrower' | 'superinfection';
	  }
	| {
			readonly kind: 'exchange';
			readonly via: 'turn' | 'seduction' | 'cant-we-be-friends';
			readonly from: PlayerId;
			/** Who the card was first offered to; `null` when there was nobody to offer it to. */
			readonly offeredTo: PlayerId | null;
			/** Who the card went to, or would have gone to had nothing stopped it (after a Missed!, the next player). */
			readonly partner: PlayerId | null;
			readonly with: PlayerId | null;
			readonly status: ExchangeStatus;
			readonly reason?: ExchangeReason;
			/** Missed! with the Spanish print: the stand-in is not infected by this exchange (case 16). */
			readonly notInfected?: boolean;
	  }
	| { readonly kind: 'cards-passed'; readonly direction: Direction }
	| { readonly kind: 'no-effect'; readonly card: PlayableCard }
	| {
			readonly kind: 'turn-passed';
			readonly from: PlayerId;
			readonly to: PlayerId;
			readonly turn: number;
			readonly round: number;
			readonly newRound: boolean;
			readonly rule: NextRule;
	  }
	| { readonly kind: 'vengeance-started'; readonly thing: PlayerId }
	| {
			readonly kind: 'corrected';
			/** Players who changed seats: where they sat and where they sit now. */
			readonly moved: readonly {
				readonly player: PlayerId;
				readonly from: SeatIndex;
				readonly to: SeatIndex;
			}[];
			/** Players put out of the game (`out: true`) or back in (`out: false`). */
			readonly out: readonly { readonly player: PlayerId; readonly out: boolean }[];
			/** Edges whose number of door cards changed, with the players on either side afterwards. */
			readonly doors: readonly {
				readonly edge: EdgeIndex;
				readonly between: readonly [PlayerId, PlayerId];
				readonly from: number;
				readonly to: number;
			}[];
			/** Players whose Quarantine changed: turns left before and after (`null`: none). */
			readonly quarantine: readonly {
				readonly player: PlayerId;
				readonly from: number | null;
				readonly to: number | null;
			}[];
			readonly active: { readonly from: PlayerId; readonly to: PlayerId } | null;
			readonly direction: Direction | null;
	  }
	| { readonly kind: 'game-over'; readonly outcome: Outcome };

/** The event kinds, for completeness checks of the words. */
export const EVENT_KINDS = [
	'card-played',
	'defended',
	'direction-changed',
	'door-placed',
	'door-removed',
	'door-kept',
	'quarantine-placed',
	'quarantine-counted',
	'quarantine-removed',
	'seats-swapped',
	'player-eliminated',
	'exchange',
	'cards-passed',
	'no-effect',
	'turn-passed',
	'vengeance-started',
	'corrected',
	'game-over'
] as const satisfies readonly TableEvent['kind'][];

/** Result of {@link applyAction}: the new state and what happened, or why it was refused. */
export type ApplyResult = Result<Applied, Refusal>;

/** What an accepted action gives: the table after it and what happened, in order. */
export interface Applied {
	readonly state: TableState;
	readonly events: readonly TableEvent[];
}
