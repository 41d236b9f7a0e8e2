/**
 * The table engine of *Stay Away!*: the public state of a physical game, the actions that change
 * it, and the versioned action log that *is* the game. Pure TypeScript: no Svelte, no DOM, no
 * storage, no i18n. Every answer is an id, a number or a typed result; the words live in
 * `locales/<lng>/table.json`.
 *
 * ## Model
 * - **Seats** are fixed places numbered clockwise `0..n-1` (4–12 seats). Seats never move.
 * - **Players** are numbered by the seat they sat in at setup (`PlayerId` = starting seat). Seat
 *   swaps move players between seats; `seatOf[player]` and `playerAt[seat]` are always inverse
 *   permutations. An eliminated player keeps their seat, which is then *closed*: adjacency, turn
 *   order and exchanges skip it. Nobody ever moves into or out of a closed seat.
 * - "Left" of a player is the next living seat clockwise, "right" the next counterclockwise
 *   (EN rulebook, "Playing the game": play starts with the player to the left of the dealer and
 *   passes clockwise; DE p. 5).
 * - **Edges**: edge `e` is the edge between living seat `e` and the next living seat clockwise.
 *   With two living players the two edges `a→b` and `b→a` are distinct (the two sides of the
 *   table). With one living player there are no edges.
 * - **Barred Doors** lie on edges (`doors[e]`), stay there when players move (DE p. 10–11;
 *   rulings.md case 27). When a seat is closed, the doors on its two edges follow
 *   `options.table.doorNextToEliminated` (case 29): `'discard'` removes both; `'keep'` leaves them
 *   where they lie, which is now the one edge between the two new neighbours (two doors that end
 *   up on the same edge become one; the second card adds nothing and is discarded).
 * - **Quarantine** lies on a player (`quarantine[player]`) and moves with them (case 26).
 * - **Direction** is `'clockwise'` or `'counterclockwise'`; the turn passes to the next living
 *   player in that direction.
 * - **Rounds**: round 1 starts with the first turn. A new round starts when the turn passes to a
 *   living player who has already had a turn in the current round ("the turn comes back around").
 *   With a fixed direction and no swaps this is exactly "once per trip round the table". Rounds
 *   are shown for orientation only: no rule in this engine counts rounds (Quarantine counts the
 *   quarantined player's own turns, see below).
 * - **Turn steps** (`step`): `'start'`: nothing played yet: the active player may resolve the
 *   Panic! card they drew, or play one Stay Away! card (EN "Playing the game" steps 1–2; case 5,
 *   6). `'play'`: after Resolute they may play or discard one more card (case 38). `'exchange'`:
 *   the card for this turn is played; only the exchange and `endTurn` are left. Discards are not
 *   recorded: `endTurn` is legal in every step.
 *
 * ## Quarantine countdown (rulings.md cases 23–24)
 * `turnsLeft` counts the quarantined player's own turns still covered. It is 2 with the
 * `'two-rounds'` print (case 24: "2 rounds" best read as the player's next 2 turns; the card is
 * removed at the end of their 2nd own turn after placement) and 3 with the `'three-turns'` print
 * (the card's own "next 3 own turns"). At the end of each own turn of the quarantined player it
 * drops by one and the card goes at 0. A turn during which the card was placed does not count (so a
 * player who quarantines themselves with the three-turn print is covered for their next 3 turns).
 * It takes effect at once: the exchange at the end of the placing turn is already affected
 * (case 24).
 *
 * ## Decisions (readings) a reader should know
 * - A Barred Door blocks every card between the two neighbours it separates (Spanish glossary,
 *   G1, via case 27: "no actions that affect the other, like playing cards, exchanging or changing
 *   places"; DE p. 10–11). So Seduction, Get Out of Here! and Can't We Be Friends? cannot target
 *   the neighbour behind a door; You'd Better Run! and One, Two… say they ignore doors, and
 *   Round and Round ignores every obstacle.
 * - Axe may remove the Quarantine of an adjacent player even with the three-turn print, where
 *   quarantined players "cannot be targeted": the Axe names the Quarantine card as its target.
 * - A drawn Panic! card is always resolved. When nobody is a legal target, it is recorded without
 *   a target and does nothing. One, Two… may also be recorded without a target when the side the
 *   player picks gives no swap (its Quarantine clause, or fewer than 4 living players).
 * - With the three-turn print a quarantined player plays no Stay Away! card (the Russian
 *   "event cards" are the Stay Away! cards), cannot exchange (so Can't We Be Friends? has no legal
 *   target for them), but still resolves Panic! cards.
 * - With the two-round print a quarantined player may not burn or change seats (DE p. 10), which
 *   covers Flamethrower, Change Places!, You'd Better Run! and Get Out of Here!; One, Two… follows
 *   its own printed clause (`print.oneTwoQuarantine`).
 * - Seduction, Round and Round and Blind Date end the turn; the engine passes the turn itself.
 */
import * as v from 'valibot';
import type { CardId } from './cards';
import type { RuleOptions } from './options';
import { RuleOptionsSchema, parseRuleOptions } from './options-schema';

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

/** Fewest and most seats at a table (EN rulebook, "The concept": 4–12 players). */
export const MIN_SEATS = 4;
export const MAX_SEATS = 12;
/** Longest player name, in UTF-16 code units. Names are plain text, never markup. */
export const MAX_NAME_LENGTH = 40;
/** Most actions a log may hold. */
export const MAX_ACTIONS = 20_000;
/** Most defense cards one action may carry (a chain of Missed! cannot be longer than the table). */
export const MAX_DEFENSES = MAX_SEATS;

/** Stay Away! cards played in step 2 of one's own turn (action and obstacle cards). */
export const OWN_TURN_CARDS = [
	'flamethrower',
	'analysis',
	'axe',
	'suspicious',
	'whisky',
	'resolute',
	'watch-your-back',
	'change-places',
	'you-better-run',
	'seduction',
	'quarantine',
	'barred-door'
] as const satisfies readonly CardId[];
/** Panic! cards, resolved the moment they are drawn. */
export const PANIC_CARDS = [
	'rotten-ropes',
	'one-two',
	'three-four',
	'is-this-the-party',
	'get-out-of-here',
	'forgetful',
	'round-and-round',
	'cant-we-be-friends',
	'blind-date',
	'oops',
	'just-between-us',
	'revelations'
] as const satisfies readonly CardId[];
/** Defense cards, played only in response (carried in an action's `defenses`). */
export const DEFENSE_CARDS = ['scary', 'im-comfortable', 'no-thanks', 'missed', 'no-barbecue'] as const satisfies readonly CardId[];

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

/** How each playable card aims (cards.md §3). */
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

/** Cards after which the turn ends at once, with no normal exchange (cards.md §3; case 5). */
export const TURN_ENDING_CARDS: ReadonlySet<PlayableCard> = new Set<PlayableCard>(['seduction', 'round-and-round', 'blind-date']);

/** Cards restricted by advanced rule 4 "neighbours only" (EN rulebook, advanced rule 4). */
export const NEIGHBOUR_RULE_CARDS: ReadonlySet<PlayableCard> = new Set<PlayableCard>([
	'seduction',
	'you-better-run',
	'cant-we-be-friends',
	'get-out-of-here'
]);

const OWN_TURN_SET: ReadonlySet<string> = new Set(OWN_TURN_CARDS);
const PANIC_SET: ReadonlySet<string> = new Set(PANIC_CARDS);
const DEFENSE_SET: ReadonlySet<string> = new Set(DEFENSE_CARDS);
/** Defense cards that refuse an exchange offered to you (EN "Defense cards"; cases 18–19). */
export const EXCHANGE_DEFENSE_CARDS = ['no-thanks', 'scary', 'missed'] as const satisfies readonly DefenseCard[];
const EXCHANGE_DEFENSES: ReadonlySet<string> = new Set(EXCHANGE_DEFENSE_CARDS);

/**
 * The defense cards the target of `card` may answer with (cards.md §3): No Barbecue! against a
 * Flamethrower, I'm Comfortable against Change Places! and You'd Better Run!, the exchange
 * refusals against Seduction and Can't We Be Friends?. Empty for every other card.
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
 * `REFUSAL_SOURCES` (referee.ts); the words in `locales/<lng>/table.json` under `refusal`.
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
	'log-full'
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

/** Result of {@link createTable}. */
export type SetupResult<T> = { ok: true; state: T } | { ok: false; error: SetupError };

// ---------------------------------------------------------------------------------------------
// State
// ---------------------------------------------------------------------------------------------

/**
 * A Quarantine card lying on a player.
 * - `turnsLeft`: own turns of that player it still covers (1–3); see the module comment.
 * - `placedTurn`: the turn number during which it was placed (that turn never counts).
 * - `placedBy`: who played it.
 */
export interface QuarantineMark {
	readonly turnsLeft: number;
	readonly placedTurn: number;
	readonly placedBy: PlayerId;
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
	| { readonly kind: 'humans-win'; readonly cause: 'thing-eliminated' | 'false-declaration' | 'thing-caught'; readonly thing: PlayerId }
	| { readonly kind: 'thing-wins'; readonly thing: PlayerId }
	| { readonly kind: 'thing-alone'; readonly thing: PlayerId }
	| { readonly kind: 'survivors-win'; readonly survivors: 'humans' | 'infected'; readonly thing: PlayerId };

/** The outcome kinds, for completeness checks of the words. */
export const OUTCOME_KINDS = ['humans-win', 'thing-wins', 'thing-alone', 'survivors-win'] as const;

/**
 * The public state of the table. Immutable: every action returns a new object (arrays that did
 * not change may be shared). Plain JSON data.
 * - `seatOf[player]` / `playerAt[seat]`: inverse permutations.
 * - `eliminated[player]`: out of the game; their seat is closed.
 * - `doors[edge]`: a Barred Door lies on edge `edge` (only ever on a living seat's edge).
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
	readonly doors: readonly boolean[];
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
 * in order; after a Missed! the next defense comes from the new partner (publisher reply in seed
 * 000: a Missed! exchange can itself be refused).
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

/** Everything that can happen at the table. */
export type TableAction =
	| EndTurnAction
	| PlayCardAction
	| EliminateAction
	| ThingEliminatedAction
	| DeclareVictoryAction
	| ThingCaughtAction
	| VengeanceOverAction;

/** The action kinds, for completeness checks of the words. */
export const ACTION_TYPES = [
	'endTurn',
	'playCard',
	'eliminate',
	'thingEliminated',
	'declareVictory',
	'thingCaught',
	'vengeanceOver'
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
	| { readonly kind: 'card-played'; readonly card: PlayableCard; readonly actor: PlayerId; readonly target?: PlayerId; readonly edge?: EdgeIndex }
	| { readonly kind: 'defended'; readonly card: DefenseCard; readonly by: PlayerId }
	| { readonly kind: 'direction-changed'; readonly direction: Direction }
	| { readonly kind: 'door-placed'; readonly edge: EdgeIndex }
	| { readonly kind: 'door-removed'; readonly edge: EdgeIndex; readonly cause: 'axe' | 'three-four' | 'is-this-the-party' | 'elimination' | 'merged' }
	| { readonly kind: 'door-kept'; readonly edge: EdgeIndex }
	| { readonly kind: 'quarantine-placed'; readonly player: PlayerId; readonly turnsLeft: number }
	| { readonly kind: 'quarantine-counted'; readonly player: PlayerId; readonly turnsLeft: number }
	| { readonly kind: 'quarantine-removed'; readonly player: PlayerId; readonly cause: 'axe' | 'rotten-ropes' | 'is-this-the-party' | 'expired' | 'elimination' }
	| { readonly kind: 'seats-swapped'; readonly a: PlayerId; readonly b: PlayerId }
	| { readonly kind: 'player-eliminated'; readonly player: PlayerId; readonly cause: 'flamethrower' | 'superinfection' }
	| {
			readonly kind: 'exchange';
			readonly via: 'turn' | 'seduction' | 'cant-we-be-friends';
			readonly from: PlayerId;
			/** Who the card was first offered to; `null` when there was nobody to offer it to. */
			readonly offeredTo: PlayerId | null;
			readonly with: PlayerId | null;
			readonly status: ExchangeStatus;
			readonly reason?: ExchangeReason;
			/** Missed! with the Spanish print: the stand-in is not infected by this exchange (case 16). */
			readonly notInfected?: boolean;
	  }
	| { readonly kind: 'cards-passed'; readonly direction: Direction }
	| { readonly kind: 'no-effect'; readonly card: PlayableCard }
	| { readonly kind: 'turn-passed'; readonly from: PlayerId; readonly to: PlayerId; readonly turn: number; readonly round: number; readonly newRound: boolean; readonly rule: NextRule }
	| { readonly kind: 'vengeance-started'; readonly thing: PlayerId }
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
	'game-over'
] as const satisfies readonly TableEvent['kind'][];

/** Result of {@link applyAction}: the new state and what happened, or why it was refused. */
export type ApplyResult =
	| { readonly ok: true; readonly state: TableState; readonly events: readonly TableEvent[] }
	| { readonly ok: false; readonly refusal: Refusal };

// ---------------------------------------------------------------------------------------------
// Setup
// ---------------------------------------------------------------------------------------------

/**
 * Characters that show nothing or change the order in which the text around them is shown: control
 * characters, format characters (zero-width spaces and joiners, bidi overrides, embeddings and
 * isolates, the byte-order mark, soft hyphens) and the line and paragraph separators.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/**
 * A player's name as text only: Unicode NFC, with invisible and bidi-control characters removed
 * and runs of white space made one space, trimmed. A name that was only such characters becomes
 * `''` (the seat's default label is shown). Used by {@link createTable} on every name, so a name
 * can never mirror or hide the app's own words.
 */
export function cleanPlayerName(raw: string): string {
	return raw.normalize('NFC').replace(INVISIBLE, '').replace(/\s+/gu, ' ').trim();
}

/**
 * The key under which two names look the same: {@link cleanPlayerName}, then compatibility
 * normalisation (NFKC: full-width and ligature forms) and case folding. "Ann", "ANN" and "Ａｎｎ"
 * share a key.
 */
export function nameLookalikeKey(raw: string): string {
	return cleanPlayerName(raw).normalize('NFKC').toLocaleLowerCase('und');
}

/**
 * Set the table: every player in their own seat, play starting with the player left of the
 * dealer (the next seat clockwise) and going clockwise (EN rulebook "Playing the game"; DE p. 5).
 * Never throws: a bad setup gives `{ ok: false, error }` with a `code`, the offending `path` and an
 * English `message` (seat count outside 4–12, dealer not a seat, names not one per seat or
 * longer than 40, options that fail `RuleOptionsSchema`). Names are cleaned with
 * {@link cleanPlayerName}.
 */
export function createTable(setup: TableSetup): SetupResult<TableState> {
	const bad = (code: SetupError['code'], path: string, message: string): SetupResult<TableState> => ({
		ok: false,
		error: { code, path, message }
	});
	if (typeof setup !== 'object' || setup === null) return bad('seat-count', 'setup', 'setup must be an object');
	const n = setup.seats;
	if (!Number.isInteger(n) || n < MIN_SEATS || n > MAX_SEATS) {
		return bad('seat-count', 'setup.seats', `seats must be an integer from ${MIN_SEATS} to ${MAX_SEATS}`);
	}
	const dealer = setup.dealer;
	if (!Number.isInteger(dealer) || dealer < 0 || dealer >= n) {
		return bad('dealer', 'setup.dealer', `dealer must be a seat from 0 to ${n - 1}`);
	}
	let names: string[] | undefined;
	if (setup.names !== undefined) {
		if (!Array.isArray(setup.names) || setup.names.length !== n) {
			return bad('names', 'setup.names', `names must list exactly ${n} strings, one per seat`);
		}
		names = [];
		for (let i = 0; i < n; i++) {
			const name: unknown = setup.names[i];
			if (typeof name !== 'string') return bad('names', `setup.names.${i}`, 'a name must be a string');
			if (name.length > MAX_NAME_LENGTH) {
				return bad('name-too-long', `setup.names.${i}`, `a name may have at most ${MAX_NAME_LENGTH} characters`);
			}
			names.push(cleanPlayerName(name));
		}
	}
	const parsed = parseRuleOptions(setup.options);
	if (!parsed.ok) return bad('options', `setup.options`, parsed.error);
	const clean: TableSetup = names
		? { seats: n, dealer, names, options: parsed.value }
		: { seats: n, dealer, options: parsed.value };
	const first = (dealer + 1) % n;
	const seats = Array.from({ length: n }, (_, i) => i);
	return {
		ok: true,
		state: {
			setup: clean,
			seatOf: seats,
			playerAt: seats.slice(),
			eliminated: new Array<boolean>(n).fill(false),
			doors: new Array<boolean>(n).fill(false),
			quarantine: new Array<QuarantineMark | null>(n).fill(null),
			direction: 'clockwise',
			active: first,
			turn: 1,
			round: 1,
			roundSeen: 1 << first,
			step: 'start',
			displaced: null,
			vengeance: null,
			outcome: null,
			actionCount: 0
		}
	};
}

// ---------------------------------------------------------------------------------------------
// Geometry (pure helpers on a state; also used by referee.ts)
// ---------------------------------------------------------------------------------------------

/** The part of a state the geometry helpers read. */
export interface Geometry {
	readonly seatOf: readonly SeatIndex[];
	readonly playerAt: readonly PlayerId[];
	readonly eliminated: readonly boolean[];
	readonly doors: readonly boolean[];
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

/** The next living player after `player` in `direction` (themselves when alone). */
export function nextPlayerFrom(g: Geometry, player: PlayerId, direction: Direction): PlayerId {
	return g.playerAt[nextSeat(g, g.seatOf[player]!, direction)]!;
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
		if (!g.doors[a]) return 'open';
	}
	if (ccw === b) {
		seen = true;
		if (!g.doors[ccw]) return 'open';
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

const other = (d: Direction): Direction => (d === 'clockwise' ? 'counterclockwise' : 'clockwise');

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
	if (o.print.quarantine === 'three-turns') return { status: 'blocked', reason: 'quarantine', options: ['print.quarantine'] };
	return o.table.quarantineExchange === 'blocked'
		? { status: 'blocked', reason: 'quarantine', options: ['print.quarantine', 'table.quarantineExchange'] }
		: { status: 'face-up', reason: 'quarantine', options: ['print.quarantine', 'table.quarantineExchange'] };
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
	if (s.doors[edgeToward(s, seat, s.direction)]) return { partner, status: 'blocked', reason: 'barred-door', options: [] };
	return { partner, ...quarantineExchange(s, s.active, partner) };
}

// ---------------------------------------------------------------------------------------------
// Play checks (shared with referee.ts)
// ---------------------------------------------------------------------------------------------

const refuse = (reason: RefusalReason, extra?: Omit<Refusal, 'reason'>): Refusal => (extra ? { reason, ...extra } : { reason });

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
		if (OWN_TURN_SET.has(card) || card === 'cant-we-be-friends') return refuse('actor-quarantined', { option: 'print.quarantine' });
	} else {
		// Revised print: may not burn or change seats (DE p. 10; case 23).
		if (card === 'flamethrower' || card === 'change-places' || card === 'you-better-run' || card === 'get-out-of-here') {
			return refuse('actor-quarantined', { option: 'print.quarantine' });
		}
		if ((card === 'seduction' || card === 'cant-we-be-friends') && o.table.quarantineExchange === 'blocked') {
			return refuse('actor-quarantined', { option: 'table.quarantineExchange' });
		}
	}
	if (o.advanced.neighboursOnly && NEIGHBOUR_RULE_CARDS.has(card)) return refuse('across-quarantine', { option: 'advanced.neighboursOnly' });
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
export function playerTargetRefusal(s: TableState, card: PlayableCard, actor: PlayerId, t: PlayerId): Refusal | null {
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
			if (threeTurns && targetQuarantined) return refuse('target-quarantined', { player: t, option: 'print.quarantine' });
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
				if (a === 'no') return refuse('neighbours-only', { player: t, option: 'advanced.neighboursOnly' });
				if (a === 'door') return refuse('across-door', { player: t, option: 'advanced.neighboursOnly' });
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
			if (targetQuarantined) return refuse('target-quarantined', { player: t, option: 'print.oneTwoQuarantine' });
			return null;
		}
		default:
			return refuse('unexpected-target', { player: t });
	}
}

/**
 * Whether `actor` may aim `card` (Barred Door, or Axe on a door) at edge `e`: it must be one of
 * the two edges next to the actor (cards.md §3 Obstacles; DE p. 10). `null` when legal.
 */
export function edgeTargetRefusal(s: TableState, card: PlayableCard, actor: PlayerId, e: EdgeIndex): Refusal | null {
	const ar = actorRefusal(s, card, actor);
	if (ar) return ar;
	const n = s.playerAt.length;
	if (!Number.isInteger(e) || e < 0 || e >= n || !seatOpen(s, e)) return refuse('edge-not-adjacent', { edge: e });
	const seat = s.seatOf[actor]!;
	const ccw = nextSeat(s, seat, 'counterclockwise');
	if (ccw === seat || (e !== seat && e !== ccw)) return refuse('edge-not-adjacent', { edge: e });
	if (card === 'barred-door') return s.doors[e] ? refuse('door-already-there', { edge: e }) : null;
	if (card === 'axe') return s.doors[e] ? null : refuse('no-door', { edge: e });
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
			if (side === seat || playerTargetRefusal(s, card, actor, s.playerAt[side]!) !== null) return true;
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

// ---------------------------------------------------------------------------------------------
// Applying actions
// ---------------------------------------------------------------------------------------------

/** A mutable working copy of a state, made fresh for each action. */
class Draft {
	seatOf: SeatIndex[];
	playerAt: PlayerId[];
	eliminated: boolean[];
	doors: boolean[];
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
		return {
			ok: true,
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
		};
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

	removeQuarantine(p: PlayerId, cause: 'axe' | 'rotten-ropes' | 'is-this-the-party' | 'expired' | 'elimination'): void {
		if (this.quarantine[p] === null) return;
		this.quarantine[p] = null;
		this.events.push({ kind: 'quarantine-removed', player: p, cause });
	}

	removeDoor(e: EdgeIndex, cause: 'axe' | 'three-four' | 'is-this-the-party' | 'elimination' | 'merged'): void {
		if (!this.doors[e]) return;
		this.doors[e] = false;
		this.events.push({ kind: 'door-removed', edge: e, cause });
	}

	/**
	 * Close `p`'s seat. Their Quarantine goes with them (case 29); the doors on the seat's two
	 * edges follow `table.doorNextToEliminated`.
	 */
	eliminate(p: PlayerId, cause: 'flamethrower' | 'superinfection'): void {
		const seat = this.seatOf[p]!;
		const prev = nextSeat(this, seat, 'counterclockwise');
		this.eliminated[p] = true;
		this.events.push({ kind: 'player-eliminated', player: p, cause });
		this.removeQuarantine(p, 'elimination');
		if (this.displaced === p) this.displaced = null;
		const before = this.doors[prev]!;
		const after = this.doors[seat]!;
		if (prev === seat) return; // p was alone: nothing to rearrange
		if (this.options.table.doorNextToEliminated === 'discard') {
			this.removeDoor(prev, 'elimination');
			this.removeDoor(seat, 'elimination');
		} else {
			// 'keep': both doors now lie on the edge between prev and the next living seat, which
			// is edge `prev`. Two doors on one edge become one.
			if (after) {
				this.doors[seat] = false;
				if (before) this.events.push({ kind: 'door-removed', edge: seat, cause: 'merged' });
				else this.doors[prev] = true;
			}
			if (before || after) this.events.push({ kind: 'door-kept', edge: prev });
		}
		if (livingCount(this) < 2) for (let e = 0; e < this.doors.length; e++) this.removeDoor(e, 'elimination');
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
		let next: PlayerId;
		let rule: NextRule = 'next-in-direction';
		const d = this.displaced;
		if (d !== null && !this.eliminated[d] && this.options.table.nextAfterSwap === 'displaced-player') {
			next = d;
			rule = 'displaced-player';
		} else {
			next = this.playerAt[nextSeat(this, this.seatOf[p]!, this.direction)]!;
		}
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
		this.events.push({ kind: 'turn-passed', from: p, to: next, turn: this.turn, round: this.round, newRound, rule });
	}

	end(outcome: Outcome): void {
		this.outcome = outcome;
		this.events.push({ kind: 'game-over', outcome });
	}
}

/**
 * Run an exchange offered by `from` to `to` (already checked: `check`), with the answer chain
 * `defenses` (No Thanks!, Scary: refused; Missed!: the next player after the defender takes
 * over, unless a door on that edge or a Quarantine stops it, case 16). Only the current partner
 * may answer, never the offerer (case 18). Records one `exchange` event. Returns a refusal or null.
 */
function runExchange(
	d: Draft,
	via: 'turn' | 'seduction' | 'cant-we-be-friends',
	from: PlayerId,
	to: PlayerId | null,
	check: ExchangeCheck,
	defenses: readonly DefensePlay[] | undefined
): Refusal | null {
	let partner = to;
	let status: ExchangeStatus = check.status;
	let reason = check.reason;
	let missed = false;
	const base = d.base;
	if (defenses) {
		for (let i = 0; i < defenses.length; i++) {
			const def = defenses[i]!;
			if (partner === null || (status !== 'free' && status !== 'face-up')) return refuse('nothing-to-defend', { defense: i });
			if (!EXCHANGE_DEFENSES.has(def.card)) return refuse('defense-not-applicable', { defense: i });
			if (def.by === from) return refuse('own-exchange', { defense: i, player: def.by });
			if (def.by !== partner) return refuse('wrong-defender', { defense: i, player: def.by });
			d.events.push({ kind: 'defended', card: def.card, by: def.by });
			if (def.card !== 'missed') {
				status = 'refused';
				reason = undefined;
				continue;
			}
			missed = true;
			const seat = base.seatOf[partner]!;
			const nb = nextSeat(base, seat, base.direction);
			const next = base.playerAt[nb]!;
			if (next === from || nb === seat) {
				partner = null;
				status = 'none';
				reason = 'alone';
			} else if (base.doors[edgeToward(base, seat, base.direction)]) {
				partner = next;
				status = 'blocked';
				reason = 'barred-door';
			} else {
				partner = next;
				const q = quarantineExchange(base, from, next);
				status = q.status;
				reason = q.reason;
			}
		}
	}
	const ev: TableEvent = {
		kind: 'exchange',
		via,
		from,
		offeredTo: to,
		with: status === 'free' || status === 'face-up' ? partner : null,
		status,
		...(reason ? { reason } : {}),
		...(missed && (status === 'free' || status === 'face-up') && d.options.print.missed === 'not-infected' ? { notInfected: true } : {})
	};
	d.events.push(ev);
	return null;
}

/** Check a single defense (No Barbecue!, I'm Comfortable) aimed at `target`. */
function singleDefense(defenses: readonly DefensePlay[] | undefined, allowed: DefenseCard | null, target: PlayerId | undefined): Refusal | boolean {
	if (!defenses || defenses.length === 0) return false;
	const def = defenses[0]!;
	if (allowed === null || def.card !== allowed) return refuse('defense-not-applicable', { defense: 0 });
	if (def.by !== target) return refuse('wrong-defender', { defense: 0, player: def.by });
	if (defenses.length > 1) return refuse('nothing-to-defend', { defense: 1 });
	return true;
}

function applyPlay(s: TableState, a: PlayCardAction): ApplyResult {
	const r = playRefusal(s, a);
	if (r) return { ok: false, refusal: r };
	const d = new Draft(s);
	const card = a.card;
	const actor = a.actor;
	const t = a.target;
	d.events.push({
		kind: 'card-played',
		card,
		actor,
		...(t !== undefined ? { target: t } : {}),
		...(a.edge !== undefined ? { edge: a.edge } : {})
	});
	const o = s.setup.options;
	// Defenses for cards that take a single one.
	let defended = false;
	const answers = defensesAgainst(card);
	if (answers.length === 1) {
		const res = singleDefense(a.defenses, answers[0]!, t);
		if (typeof res !== 'boolean') return { ok: false, refusal: res };
		defended = res;
		if (defended) d.events.push({ kind: 'defended', card: a.defenses![0]!.card, by: t! });
	} else if (answers.length === 0 && a.defenses && a.defenses.length > 0) {
		return { ok: false, refusal: refuse('defense-not-applicable', { defense: 0 }) };
	}
	switch (card) {
		case 'flamethrower':
			if (!defended) d.eliminate(t!, 'flamethrower');
			break;
		case 'watch-your-back':
			d.direction = other(d.direction);
			d.events.push({ kind: 'direction-changed', direction: d.direction });
			break;
		case 'barred-door':
			d.doors[a.edge!] = true;
			d.events.push({ kind: 'door-placed', edge: a.edge! });
			break;
		case 'quarantine': {
			const turnsLeft = o.print.quarantine === 'three-turns' ? 3 : 2;
			d.quarantine[t!] = { turnsLeft, placedTurn: s.turn, placedBy: actor };
			d.events.push({ kind: 'quarantine-placed', player: t!, turnsLeft });
			break;
		}
		case 'axe':
			if (a.edge !== undefined) d.removeDoor(a.edge, 'axe');
			else d.removeQuarantine(t!, 'axe');
			break;
		case 'change-places':
		case 'you-better-run':
			if (!defended) d.activeSwap(t!);
			break;
		case 'one-two':
		case 'get-out-of-here':
			if (t !== undefined) d.activeSwap(t);
			else d.events.push({ kind: 'no-effect', card });
			break;
		case 'seduction':
		case 'cant-we-be-friends': {
			if (t === undefined) {
				if (a.defenses && a.defenses.length > 0) return { ok: false, refusal: refuse('nothing-to-defend', { defense: 0 }) };
				d.events.push({ kind: 'no-effect', card });
				break;
			}
			const res = runExchange(d, card, actor, t, quarantineExchange(s, actor, t), a.defenses);
			if (res) return { ok: false, refusal: res };
			break;
		}
		case 'rotten-ropes':
			for (let p = 0; p < d.quarantine.length; p++) d.removeQuarantine(p, 'rotten-ropes');
			break;
		case 'three-four':
			for (let e = 0; e < d.doors.length; e++) d.removeDoor(e, 'three-four');
			break;
		case 'is-this-the-party': {
			for (let p = 0; p < d.quarantine.length; p++) d.removeQuarantine(p, 'is-this-the-party');
			for (let e = 0; e < d.doors.length; e++) d.removeDoor(e, 'is-this-the-party');
			// Pairs clockwise from the active player; with an odd count the last one stays.
			const order: PlayerId[] = [];
			const start = s.seatOf[actor]!;
			let seat = start;
			do {
				order.push(s.playerAt[seat]!);
				seat = nextSeat(s, seat, 'clockwise');
			} while (seat !== start);
			for (let i = 0; i + 1 < order.length; i += 2) {
				if (i === 0) d.activeSwap(order[1]!);
				else d.swap(order[i]!, order[i + 1]!);
			}
			break;
		}
		case 'round-and-round':
			d.events.push({ kind: 'cards-passed', direction: d.direction });
			break;
		case 'just-between-us':
			if (t === undefined) d.events.push({ kind: 'no-effect', card });
			break;
		// analysis, suspicious, whisky, resolute, forgetful, oops, revelations, blind-date:
		// recorded; nothing on the table changes.
		default:
			break;
	}
	if (TURN_ENDING_CARDS.has(card)) d.finishTurn();
	else d.step = card === 'resolute' ? 'play' : 'exchange';
	return d.done();
}

function applyEndTurn(s: TableState, a: EndTurnAction): ApplyResult {
	if (s.outcome) return { ok: false, refusal: refuse('game-over') };
	const d = new Draft(s);
	const x = turnExchange(s);
	const res = runExchange(d, 'turn', s.active, x.partner, x, a.defenses);
	if (res) return { ok: false, refusal: res };
	d.finishTurn();
	return d.done();
}

function playerRefusal(s: TableState, p: unknown): Refusal | null {
	if (typeof p !== 'number' || !Number.isInteger(p) || p < 0 || p >= s.playerAt.length) return refuse('unknown-player');
	return null;
}

/**
 * Apply one action. Never throws for a user mistake: an illegal action gives
 * `{ ok: false, refusal }` with a reason id (see {@link REFUSAL_REASONS}). The input state is not
 * changed; the result is a new state plus the events it produced.
 */
export function applyAction(state: TableState, action: TableAction): ApplyResult {
	if (typeof action !== 'object' || action === null) return { ok: false, refusal: refuse('invalid-action') };
	const no = (reason: RefusalReason, extra?: Omit<Refusal, 'reason'>): ApplyResult => ({ ok: false, refusal: refuse(reason, extra) });
	switch (action.type) {
		case 'endTurn':
			return applyEndTurn(state, action);
		case 'playCard':
			if (typeof action.card !== 'string' || typeof action.actor !== 'number') return no('invalid-action');
			if (state.outcome) return no('game-over');
			return applyPlay(state, action);
		case 'eliminate': {
			if (state.outcome) return no('game-over');
			if (!state.setup.options.table.superinfection) return no('superinfection-off', { option: 'table.superinfection' });
			const bad = playerRefusal(state, action.player);
			if (bad) return { ok: false, refusal: bad };
			const p = action.player;
			if (state.eliminated[p]) return no('player-eliminated', { player: p });
			if (livingCount(state) < 2) return no('last-player', { player: p });
			const d = new Draft(state);
			d.eliminate(p, 'superinfection');
			if (p === state.active) d.finishTurn();
			return d.done();
		}
		case 'thingEliminated': {
			if (state.outcome) return no('game-over');
			const bad = playerRefusal(state, action.player);
			if (bad) return { ok: false, refusal: bad };
			if (state.vengeance) return no('thing-already-eliminated');
			if (!state.eliminated[action.player]) return no('player-not-eliminated', { player: action.player });
			const d = new Draft(state);
			if (action.vengeance) {
				if (!state.setup.options.advanced.vengeance) return no('vengeance-off', { option: 'advanced.vengeance' });
				d.vengeance = { thing: action.player };
				d.events.push({ kind: 'vengeance-started', thing: action.player });
			} else d.end({ kind: 'humans-win', cause: 'thing-eliminated', thing: action.player });
			return d.done();
		}
		case 'declareVictory': {
			if (state.outcome) return no('game-over');
			const bad = playerRefusal(state, action.player);
			if (bad) return { ok: false, refusal: bad };
			if (state.vengeance) return no('thing-already-eliminated');
			const p = action.player;
			if (state.eliminated[p]) return no('player-eliminated', { player: p });
			if (!state.setup.options.table.declareAnyTime && p !== state.active) {
				return no('declare-only-own-turn', { option: 'table.declareAnyTime', player: p });
			}
			const d = new Draft(state);
			if (action.result === 'no-humans') d.end({ kind: 'thing-wins', thing: p });
			else if (action.result === 'humans-remain') d.end({ kind: 'humans-win', cause: 'false-declaration', thing: p });
			else if (action.result === 'thing-alone') {
				if (state.eliminated.some(Boolean)) return no('players-eliminated');
				d.end({ kind: 'thing-alone', thing: p });
			} else return no('invalid-action');
			return d.done();
		}
		case 'thingCaught': {
			if (state.outcome) return no('game-over');
			const bad = playerRefusal(state, action.player);
			if (bad) return { ok: false, refusal: bad };
			if (state.vengeance) return no('thing-already-eliminated');
			const p = action.player;
			if (state.eliminated[p]) return no('player-eliminated', { player: p });
			if (p === state.active) return no('thing-caught-own-turn', { player: p });
			const d = new Draft(state);
			d.end({ kind: 'humans-win', cause: 'thing-caught', thing: p });
			return d.done();
		}
		case 'vengeanceOver': {
			if (state.outcome) return no('game-over');
			if (!state.vengeance) return no('not-in-vengeance');
			if (action.survivors !== 'humans' && action.survivors !== 'infected') return no('invalid-action');
			const d = new Draft(state);
			d.end({ kind: 'survivors-win', survivors: action.survivors, thing: state.vengeance.thing });
			return d.done();
		}
		default:
			return no('invalid-action');
	}
}

// ---------------------------------------------------------------------------------------------
// Log format
// ---------------------------------------------------------------------------------------------

/** The `format` tag of a table log. */
export const LOG_FORMAT = 'stay-away-table-log';
/** The current log version. A log with a higher version is refused with `newer-version`. */
export const LOG_VERSION = 1;

/**
 * A game, as saved, exported and imported: versioned JSON.
 * ```json
 * { "format": "stay-away-table-log", "version": 1,
 *   "setup": { "seats": 5, "dealer": 0, "names": ["Ann", …], "options": { …RuleOptions } },
 *   "actions": [ { "type": "playCard", "actor": 1, "card": "barred-door", "edge": 1 },
 *                { "type": "endTurn", "defenses": [ { "card": "no-thanks", "by": 2 } ] }, … ] }
 * ```
 * The state is `replay(log)`. Limits (checked by {@link parseLog}): at most 20,000 actions,
 * names at most 40 characters, player/seat/edge numbers 0–11, at most 12 defenses per action,
 * no unknown keys anywhere.
 */
export interface TableLog {
	readonly format: typeof LOG_FORMAT;
	readonly version: typeof LOG_VERSION;
	readonly setup: TableSetup;
	readonly actions: readonly TableAction[];
}

const Index = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_SEATS - 1));

/** An array of at most `max` items, its length checked before any item is read (hostile input). */
function bounded<T extends v.GenericSchema>(item: T, max: number) {
	return v.pipe(
		v.custom<unknown[]>((x) => Array.isArray(x) && x.length <= max, `must be an array of at most ${max} items`),
		v.array(item)
	);
}

const DefenseSchema = v.strictObject({ card: v.picklist(DEFENSE_CARDS), by: Index });
const Defenses = v.optional(bounded(DefenseSchema, MAX_DEFENSES));

/** valibot schema of one {@link TableAction}. */
export const TableActionSchema = v.variant('type', [
	v.strictObject({ type: v.literal('endTurn'), defenses: Defenses }),
	v.strictObject({
		type: v.literal('playCard'),
		actor: Index,
		card: v.picklist([...OWN_TURN_CARDS, ...PANIC_CARDS]),
		target: v.optional(Index),
		edge: v.optional(Index),
		defenses: Defenses
	}),
	v.strictObject({ type: v.literal('eliminate'), player: Index, cause: v.literal('superinfection') }),
	v.strictObject({ type: v.literal('thingEliminated'), player: Index, vengeance: v.boolean() }),
	v.strictObject({ type: v.literal('declareVictory'), player: Index, result: v.picklist(['no-humans', 'humans-remain', 'thing-alone']) }),
	v.strictObject({ type: v.literal('thingCaught'), player: Index }),
	v.strictObject({ type: v.literal('vengeanceOver'), survivors: v.picklist(['humans', 'infected']) })
]);

/** valibot schema of a {@link TableSetup}. Cross-field checks (names per seat, dealer < seats) are in {@link createTable}. */
export const TableSetupSchema = v.strictObject({
	seats: v.pipe(v.number(), v.integer(), v.minValue(MIN_SEATS), v.maxValue(MAX_SEATS)),
	dealer: Index,
	names: v.optional(bounded(v.pipe(v.string(), v.maxLength(MAX_NAME_LENGTH)), MAX_SEATS)),
	options: RuleOptionsSchema
});

/** valibot schema of a {@link TableLog} (version 1). */
export const TableLogSchema = v.strictObject({
	format: v.literal(LOG_FORMAT),
	version: v.literal(LOG_VERSION),
	setup: TableSetupSchema,
	actions: bounded(TableActionSchema, MAX_ACTIONS)
});

// The schema and the hand-written types must agree.
type _SchemaMatches = v.InferOutput<typeof TableActionSchema> extends TableAction ? true : never;
const _schemaMatches: _SchemaMatches = true;
void _schemaMatches;

/**
 * Why a log was not accepted.
 * - `not-a-log`: not an object with `format: "stay-away-table-log"`.
 * - `newer-version`: written by a newer app (`version` > 1); the UI should say so.
 * - `invalid`: does not match the schema; `path` (e.g. `actions.3.target`) and `message` say where.
 * - `bad-setup`: the setup is well-formed but inconsistent (see {@link SetupError}).
 * - `illegal-action`: action `index` (0-based) cannot be applied; `refusal` says why.
 */
export interface LogError {
	readonly code: 'not-a-log' | 'newer-version' | 'invalid' | 'bad-setup' | 'illegal-action';
	readonly path: string;
	readonly message: string;
	readonly index?: number;
	readonly refusal?: Refusal;
	readonly setupError?: SetupError;
}

/**
 * Result of {@link parseLog}: the log and the state after all its actions; with {@link parseLogSteps}
 * and a cursor, also the state after the first `cursor` actions (`atCursor`).
 */
export type ParseLogResult =
	| { ok: true; value: TableLog; state: TableState; atCursor: TableState }
	| { ok: false; error: LogError };

/** The log without its actions, which {@link parseLogSteps} checks one by one. */
const TableLogEnvelopeSchema = v.strictObject({
	format: v.literal(LOG_FORMAT),
	version: v.literal(LOG_VERSION),
	setup: TableSetupSchema,
	actions: bounded(v.unknown(), MAX_ACTIONS)
});

/** How many actions {@link parseLogSteps} checks or replays between two yields. */
export const PARSE_SLICE = 100;

/** A valibot issue's path as `a.b.0.c`. */
function issuePath(issues: readonly v.BaseIssue<unknown>[], prefix = ''): { path: string; message: string } {
	const issue = issues[0];
	const inner = issue?.path?.map((p) => String(p.key)).join('.') ?? '';
	return { path: [prefix, inner].filter(Boolean).join('.'), message: issue?.message ?? 'invalid' };
}

/**
 * {@link parseLog} in steps: a generator that yields after every {@link PARSE_SLICE} actions it
 * has checked or replayed, and returns the {@link ParseLogResult}. A caller can run it to the end
 * at once, or spread a long log (up to 20,000 actions) over several tasks so the page stays
 * responsive. `cursor` (default: all actions) also returns the state after that many actions;
 * every action is still checked and replayed, so undone actions are known to be legal too.
 */
export function* parseLogSteps(input: unknown, cursor?: number): Generator<void, ParseLogResult, void> {
	const fail = (error: LogError): ParseLogResult => ({ ok: false, error });
	if (typeof input !== 'object' || input === null || Array.isArray(input)) {
		return fail({ code: 'not-a-log', path: '', message: 'a table log must be a JSON object' });
	}
	const rec = input as Record<string, unknown>;
	if (rec.format !== LOG_FORMAT) return fail({ code: 'not-a-log', path: 'format', message: `format must be "${LOG_FORMAT}"` });
	if (typeof rec.version === 'number' && Number.isFinite(rec.version) && rec.version > LOG_VERSION) {
		return fail({ code: 'newer-version', path: 'version', message: `log version ${rec.version} is newer than ${LOG_VERSION}` });
	}
	if (Array.isArray(rec.actions) && rec.actions.length > MAX_ACTIONS) {
		return fail({ code: 'invalid', path: 'actions', message: `at most ${MAX_ACTIONS} actions` });
	}
	const envelope = v.safeParse(TableLogEnvelopeSchema, input);
	if (!envelope.success) return fail({ code: 'invalid', ...issuePath(envelope.issues) });
	const raw = envelope.output.actions;
	const actions: TableAction[] = [];
	for (let i = 0; i < raw.length; i++) {
		const parsed = v.safeParse(TableActionSchema, raw[i]);
		if (!parsed.success) return fail({ code: 'invalid', ...issuePath(parsed.issues, `actions.${i}`) });
		actions.push(parsed.output as TableAction);
		if ((i + 1) % PARSE_SLICE === 0) yield;
	}
	const log: TableLog = { format: LOG_FORMAT, version: LOG_VERSION, setup: envelope.output.setup as TableSetup, actions };
	const created = createTable(log.setup);
	if (!created.ok) {
		const e = created.error;
		return fail({ code: 'bad-setup', path: e.path, message: e.message, setupError: e });
	}
	const stop = Math.max(0, Math.min(cursor ?? actions.length, actions.length));
	let state = created.state;
	let atCursor = state;
	for (let i = 0; i < actions.length; i++) {
		if (i === stop) atCursor = state;
		const r = applyAction(state, actions[i]!);
		if (!r.ok) {
			return fail({
				code: 'illegal-action',
				path: `actions.${i}`,
				message: `action ${i} cannot be applied: ${r.refusal.reason}`,
				index: i,
				refusal: r.refusal
			});
		}
		state = r.state;
		if ((i + 1) % PARSE_SLICE === 0) yield;
	}
	if (stop === actions.length) atCursor = state;
	return { ok: true, value: log, state, atCursor };
}

/**
 * Validate unknown input (an imported file, a stored record) as a table log, then replay it.
 * Never throws. Rejects hostile input before reading it in full: more than 20,000 actions, long
 * names, numbers out of range, unknown keys. On success also returns the replayed state.
 */
export function parseLog(input: unknown): ParseLogResult {
	const steps = parseLogSteps(input);
	for (;;) {
		const next = steps.next();
		if (next.done) return next.value;
	}
}

/** Result of {@link replay}. On an illegal action, `state` is the state before it. */
export type ReplayResult =
	| { readonly ok: true; readonly state: TableState }
	| { readonly ok: false; readonly kind: 'setup'; readonly error: SetupError }
	| { readonly ok: false; readonly kind: 'action'; readonly index: number; readonly refusal: Refusal; readonly state: TableState };

/**
 * Fold {@link applyAction} over `log.actions` (the first `upTo` of them, default all), starting
 * from `createTable(log.setup)`. Deterministic: the same log always gives the same state.
 */
export function replay(log: Pick<TableLog, 'setup' | 'actions'>, upTo: number = log.actions.length): ReplayResult {
	const created = createTable(log.setup);
	if (!created.ok) return { ok: false, kind: 'setup', error: created.error };
	let state = created.state;
	const end = Math.min(upTo, log.actions.length);
	for (let i = 0; i < end; i++) {
		const r = applyAction(state, log.actions[i]!);
		if (!r.ok) return { ok: false, kind: 'action', index: i, refusal: r.refusal, state };
		state = r.state;
	}
	return { ok: true, state };
}

/** One line of a log view: the action, the events it produced and the state after it. */
export interface LogEntry {
	readonly index: number;
	readonly action: TableAction;
	readonly events: readonly TableEvent[];
	readonly state: TableState;
}

/**
 * Replay a log and keep what every action did, for a log view. Stops at the first illegal
 * action (the entries before it are returned, `error` says which one failed).
 */
export function logEntries(log: Pick<TableLog, 'setup' | 'actions'>): { entries: LogEntry[]; error: ReplayResult | null } {
	const created = createTable(log.setup);
	if (!created.ok) return { entries: [], error: { ok: false, kind: 'setup', error: created.error } };
	let state = created.state;
	const entries: LogEntry[] = [];
	for (let i = 0; i < log.actions.length; i++) {
		const action = log.actions[i]!;
		const r = applyAction(state, action);
		if (!r.ok) return { entries, error: { ok: false, kind: 'action', index: i, refusal: r.refusal, state } };
		state = r.state;
		entries.push({ index: i, action, events: r.events, state });
	}
	return { entries, error: null };
}

/**
 * The log entries of actions `from` to `to - 1` (0-based, clamped to the log), in steps like
 * {@link parseLogSteps}: the whole log up to `to` is replayed, but only the entries in the window
 * are kept, so a log view can show the latest actions of a 20,000-action game cheaply. Each entry
 * also carries `turn`, the turn during which the action was recorded (the state before it).
 * Stops at the first illegal action (returns the entries before it).
 */
export function* logWindowSteps(
	log: Pick<TableLog, 'setup' | 'actions'>,
	from: number,
	to: number = log.actions.length
): Generator<void, (LogEntry & { readonly turn: number })[], void> {
	const created = createTable(log.setup);
	if (!created.ok) return [];
	const end = Math.min(to, log.actions.length);
	const start = Math.max(0, Math.min(from, end));
	let state = created.state;
	const entries: (LogEntry & { readonly turn: number })[] = [];
	for (let i = 0; i < end; i++) {
		const action = log.actions[i]!;
		const r = applyAction(state, action);
		if (!r.ok) return entries;
		if (i >= start) entries.push({ index: i, action, events: r.events, state: r.state, turn: state.turn });
		state = r.state;
		if ((i + 1) % PARSE_SLICE === 0) yield;
	}
	return entries;
}

// ---------------------------------------------------------------------------------------------
// Game: log + cursor, with undo and redo
// ---------------------------------------------------------------------------------------------

/**
 * A game in progress: the whole log (including undone actions that can be redone), the cursor
 * (how many actions are in force) and the state after them (derived; not saved). Save with
 * {@link toLog}; load with {@link openGame}.
 */
export interface Game {
	readonly log: TableLog;
	readonly cursor: number;
	readonly state: TableState;
}

/** Start a new game from a setup. */
export function newGame(setup: TableSetup): SetupResult<Game> {
	const created = createTable(setup);
	if (!created.ok) return created;
	const log: TableLog = { format: LOG_FORMAT, version: LOG_VERSION, setup: created.state.setup, actions: [] };
	return { ok: true, state: { log, cursor: 0, state: created.state } };
}

/**
 * Open a validated log (from {@link parseLog}) with the cursor at `cursor` (default: the end).
 * Fails like {@link replay} if an action is illegal.
 */
export function openGame(log: TableLog, cursor: number = log.actions.length): { ok: true; game: Game } | Extract<ReplayResult, { ok: false }> {
	const c = Math.max(0, Math.min(cursor, log.actions.length));
	const r = replay(log, c);
	if (!r.ok) return r;
	return { ok: true, game: { log, cursor: c, state: r.state } };
}

/**
 * Record an action: applies it, drops any undone actions after the cursor. Refused with
 * `log-full` when the game already holds {@link MAX_ACTIONS} actions in force (the most a log may
 * hold and still be read back).
 */
export function play(game: Game, action: TableAction): { ok: true; game: Game; events: readonly TableEvent[] } | { ok: false; refusal: Refusal } {
	if (game.cursor >= MAX_ACTIONS) return { ok: false, refusal: { reason: 'log-full' } };
	const r = applyAction(game.state, action);
	if (!r.ok) return r;
	const actions = game.log.actions.slice(0, game.cursor);
	actions.push(action);
	return { ok: true, events: r.events, game: { log: { ...game.log, actions }, cursor: game.cursor + 1, state: r.state } };
}

/** True when there is an action to undo. */
export function canUndo(game: Game): boolean {
	return game.cursor > 0;
}

/** True when there is an undone action to redo. */
export function canRedo(game: Game): boolean {
	return game.cursor < game.log.actions.length;
}

/** Undo the last action in force (replays the log up to the new cursor). Same game if none. */
export function undo(game: Game): Game {
	if (game.cursor === 0) return game;
	const r = replay(game.log, game.cursor - 1);
	// The prefix of a game's log always replays: it was applied before.
	if (!r.ok) return game;
	return { log: game.log, cursor: game.cursor - 1, state: r.state };
}

/** Redo the next undone action. Same game if none. */
export function redo(game: Game): Game {
	if (game.cursor >= game.log.actions.length) return game;
	const r = applyAction(game.state, game.log.actions[game.cursor]!);
	if (!r.ok) return game;
	return { log: game.log, cursor: game.cursor + 1, state: r.state };
}

/** The log to save or export: the actions in force (undone actions are dropped). */
export function toLog(game: Game): TableLog {
	return game.cursor === game.log.actions.length ? game.log : { ...game.log, actions: game.log.actions.slice(0, game.cursor) };
}

/** True when `card` is one of the defense cards (played only in response, in `defenses`). */
export function isDefenseCard(card: string): card is DefenseCard {
	return DEFENSE_SET.has(card);
}
