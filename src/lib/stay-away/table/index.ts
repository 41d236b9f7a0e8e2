/**
 * The table engine of *Stay Away!*: the public state of a physical game, the actions that change
 * it, and the versioned action log that *is* the game. Pure TypeScript: no Svelte, no DOM, no
 * storage, no i18n. Every answer is an id, a number or a typed result; the words live in
 * `locales/<lng>/tableEngine.json`.
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
 *   docs/sources.md#case-27). When a seat is closed, the doors on its two edges follow
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
 * ## Quarantine countdown (docs/sources.md#case-23, #case-24)
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
export {
	ACTION_TYPES,
	DEFENSE_CARDS,
	EVENT_KINDS,
	EXCHANGE_DEFENSE_CARDS,
	MAX_ACTIONS,
	MAX_DEFENSES,
	MAX_NAME_LENGTH,
	MAX_PLAYERS,
	MIN_PLAYERS,
	NEIGHBOUR_RULE_CARDS,
	OPTION_KEYS,
	OUTCOME_KINDS,
	OWN_TURN_CARDS,
	PANIC_CARDS,
	PLAYABLE_CARDS,
	REFUSAL_REASONS,
	TARGETING,
	TURN_ENDING_CARDS,
	defensesAgainst
} from './model';
export type {
	Applied,
	ApplyResult,
	CorrectAction,
	TablePosition,
	DeclareVictoryAction,
	DefenseCard,
	DefensePlay,
	Direction,
	EdgeIndex,
	EliminateAction,
	EndTurnAction,
	ExchangeReason,
	ExchangeStatus,
	NextRule,
	OptionKey,
	Outcome,
	OwnTurnCard,
	PanicCard,
	PlayCardAction,
	PlayableCard,
	PlayerId,
	QuarantineMark,
	Refusal,
	RefusalReason,
	SeatIndex,
	SetupError,
	SetupResult,
	TableAction,
	TableEvent,
	TableSetup,
	TableState,
	Targeting,
	ThingCaughtAction,
	ThingEliminatedAction,
	TurnStep,
	VengeanceOverAction
} from './model';
export {
	adjacency,
	edgeSeats,
	edgeToward,
	livingCount,
	nextSeat,
	seatOpen,
	thirdSeats
} from './geometry';
export type { Geometry } from './geometry';
export {
	actorRefusal,
	edgeTargetRefusal,
	isPlayableCard,
	nextTurn,
	panicMayOmitTarget,
	playRefusal,
	playerTargetRefusal,
	quarantineExchange,
	timingRefusal,
	turnExchange
} from './checks';
export type { ExchangeCheck, TurnOrder } from './checks';
export { applyAction } from './apply';
export { cleanPlayerName, createTable, lookalikeSeats, nameLookalikeKey } from './setup';
export { describePosition, positionRefusal, tableFromPosition } from './position';
export {
	LOG_FORMAT,
	LOG_VERSION,
	PARSE_SLICE,
	logEntries,
	logWindowSteps,
	replay,
	replaySteps
} from './log';
export {
	TableActionSchema,
	TableLogSchema,
	TableSetupSchema,
	parseLog,
	parseLogSteps
} from './log-schema';
export type {
	LogEntry,
	LogError,
	ParsedLog,
	ParseLogResult,
	ReplayError,
	ReplayResult,
	TableLog
} from './log';
export { canRedo, canUndo, newGame, openGame, play, redo, toLog, undo } from './game';
export type { Game, Played } from './game';
