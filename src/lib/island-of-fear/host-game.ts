/**
 * The Host's Table of *Island of Fear* as a game recorded action by action: the roll call, each
 * night's records, each day's event, day entries, votes and verdict, the ghosts, the items and the
 * Host's confirmation of the end. The state is always the replay of the log
 * ({@link HOST_RULES} over `$lib/action-log`); a refused action changes nothing.
 *
 * The app records what the Host says happened and answers what the rules decide (whose night phase
 * is called, whose vote counts, who leads the vote, which side can win). It never applies an
 * ability: what the Werewolves, the Witch or anyone did at night becomes a death only when the Host
 * records one (`death`), because the seed does not describe the abilities.
 *
 * Sources (seed 003): § Game Flow (the night, the roll call on the first night, the Werewolves
 * agreeing, dawn), § Voting (clockwise vote, defence, revote, ties), § Ghosts and Special
 * Abilities, § Victory, § Host's Table (its columns, night and day entries), § Items, § Events.
 * Pure TypeScript.
 */
import { err, ok, type Result } from '../result';
import {
	EVENTS,
	ROLES,
	type DayEntry,
	type EventId,
	type ItemId,
	type NightEntry,
	type RoleId
} from './cards';
import {
	DEFAULT_NIGHT_ORDER,
	nightScript,
	tally,
	victory,
	type Seat,
	type Tally,
	type Victory
} from './host-table';
import {
	drawItem,
	leaveWithItem,
	startItems,
	turnItem,
	type ItemRefusal,
	type ItemsState
} from './items-at-table';
import type { Rules } from '../action-log';

/** The `format` of a Host's Table log. */
export const HOST_LOG_FORMAT = 'island-of-fear-host-log';
/** The current log version; a newer one is refused on import. */
export const HOST_LOG_VERSION = 1;
/** Players at the Host's Table, the Host not counted: 4–24 (5–25 at the table, seed § Setup). */
export const MIN_SEATS = 4;
/** See {@link MIN_SEATS}. */
export const MAX_SEATS = 24;
export { MAX_NAME_LENGTH } from './limits';
/** Most actions a log holds. */
export const MAX_ACTIONS = 20_000;

/**
 * The special roles: every Host's Table column but the Werewolves (seed § Host's Table), in the
 * default night order (see {@link DEFAULT_NIGHT_ORDER} in `host-table.ts`): the Sex Maniac, then
 * the Nurse, as the seed's night example goes on after the Werewolves
 * (docs/sources.md#island-game-flow, seed lines 45–46); the seed places no other role, so the rest
 * follow in the printed table's column order, a reading the Host may change (`setOrder`).
 */
export const SPECIAL_ROLES: readonly RoleId[] = DEFAULT_NIGHT_ORDER.filter(
	(r) => r !== 'werewolves'
);

/**
 * A game's setup. `seats`: the players the Host leads, the Host not counted (4–24), in clockwise
 * order from the Host's left; `names[i]`: seat `i`'s name, plain text, possibly empty; `items` and
 * `events`: the supplements in play (seed § Items, § Events).
 */
export interface HostSetup {
	readonly seats: number;
	readonly names: readonly string[];
	readonly items: boolean;
	readonly events: boolean;
}

/** The phase the table is in; `'setup'` until the first night begins. */
export type Phase = 'setup' | 'night' | 'day' | 'over';

/**
 * One seat: its recorded role, whether it is alive, and how it died (`null` while alive):
 * `n` is the night or day number, `executed` true for a day's execution (seed § Ghosts).
 */
export interface HostSeat {
	readonly role: RoleId;
	readonly alive: boolean;
	readonly death: {
		readonly at: 'night' | 'day';
		readonly n: number;
		readonly executed: boolean;
	} | null;
}

/**
 * One night's records: `entries[role]` is the seat the role chose (`null`: nobody, e.g. the
 * Werewolves did not agree in time: no kill, seed § Game Flow); `corrected` lists the roles whose
 * entry was corrected later.
 */
export interface NightRecord {
	readonly entries: Readonly<Partial<Record<RoleId, number | null>>>;
	readonly corrected: readonly RoleId[];
}

/** One round of a day's vote: `votes[seat]` is where that seat's token lies (`null`: not placed). */
export interface VoteRound {
	readonly votes: readonly (number | null)[];
	readonly corrected: readonly number[];
}

/** Why a day ended without an execution: a tie that stayed (`tie`), the clock (`time`), or the Host. */
export type NoExecutionReason = 'tie' | 'time' | 'host';

/**
 * One day (day `n` follows night `n`): the morning event, the day entries of the Host's Table
 * (`takeVote`: whose vote the Authority took away; `harm`: whom the Half-Breed harmed), the vote's
 * rounds, whether the DVD's day clock ran out (`clockOut`: then nobody can be executed that day,
 * docs/sources.md#island-voting, seed line 58), and the verdict (`null` while the day is open).
 */
export interface DayRecord {
	readonly event: EventId | null;
	readonly takeVote: number | null;
	readonly harm: number | null;
	readonly rounds: readonly VoteRound[];
	readonly clockOut?: boolean;
	readonly verdict:
		| { readonly executed: number }
		| { readonly executed: null; readonly reason: NoExecutionReason }
		| null;
}

/** How the Host ended the game: the side that won, or `'none'` (stopped without a winner). */
export type Winner = 'werewolves' | 'people' | 'none';

/**
 * The Host's Table after some actions.
 * - `night`: the number of the current or last night (0 before the first).
 * - `order`: the order the special roles are called after the Werewolves (the Host may change it).
 * - `nights[n - 1]`, `days[n - 1]`: night and day `n`.
 * - `items`: `null` without the Items supplement.
 * - `eventsLeft[id]`: copies of each event not yet drawn; `null` without the Events supplement.
 * - `outcome`: set once the Host ends the game.
 */
export interface HostState {
	readonly setup: HostSetup;
	readonly phase: Phase;
	readonly night: number;
	readonly seats: readonly HostSeat[];
	readonly order: readonly RoleId[];
	readonly nights: readonly NightRecord[];
	readonly days: readonly DayRecord[];
	readonly items: ItemsState | null;
	readonly eventsLeft: Readonly<Record<EventId, number>> | null;
	readonly outcome: { readonly winner: Winner } | null;
	/** The table's reading: a living Hamster counts with the Werewolves for their majority. */
	readonly hamsterWithWerewolves: boolean;
}

/**
 * Everything the Host records. Seats are 0-based indexes into the setup's seats.
 * - `assignRole`: the roll call (or a correction of it): `seat` holds `role`.
 * - `setOrder`: the order of the special roles at night, a permutation of {@link SPECIAL_ROLES}.
 * - `beginNight` / `beginDay`: the table falls asleep / dawn.
 * - `recordNight`: tonight, `role` chose `target` (`null`: nobody; for the Werewolves, no kill).
 * - `death`: the Host announces that `seat` died (killed at night, or by the Witch): a ghost.
 * - `drawEvent`: the morning event (Events supplement).
 * - `dayEntry`: the Authority takes `target`'s vote away (`take-vote`) or the Half-Breed harms
 *   `target` (`harm`).
 * - `vote`: `voter` lays their token before `target` (`null` takes it back), this round.
 * - `revote`: a new round after the defence speeches.
 * - `clockOut`: the DVD's day clock ran out: no execution any more today (seed line 58).
 * - `execute`: the sole leader of the last round is executed: a ghost, the day is over.
 * - `noExecution`: the day ends without one.
 * - `drawItem` / `turnItem`: the Items supplement (see `items-at-table.ts`).
 * - `correctNight` / `correctVote`: an earlier record set right in place, kept as a correction.
 * - `endGame`: the Host confirms the end and the reveal starts.
 */
export type HostAction =
	| { readonly type: 'assignRole'; readonly seat: number; readonly role: RoleId }
	| { readonly type: 'setOrder'; readonly order: readonly RoleId[] }
	| { readonly type: 'beginNight' }
	| { readonly type: 'recordNight'; readonly role: RoleId; readonly target: number | null }
	| { readonly type: 'beginDay' }
	| { readonly type: 'death'; readonly seat: number }
	| { readonly type: 'drawEvent'; readonly event: EventId }
	| { readonly type: 'dayEntry'; readonly entry: DayEntry; readonly target: number }
	| { readonly type: 'vote'; readonly voter: number; readonly target: number | null }
	| { readonly type: 'revote' }
	| { readonly type: 'clockOut' }
	| { readonly type: 'execute'; readonly seat: number }
	| { readonly type: 'noExecution'; readonly reason: NoExecutionReason }
	| {
			readonly type: 'drawItem';
			readonly seat: number;
			readonly item: ItemId | null;
			readonly faceUp?: boolean;
	  }
	| { readonly type: 'turnItem'; readonly seat: number; readonly faceUp: boolean }
	| {
			readonly type: 'correctNight';
			readonly night: number;
			readonly role: RoleId;
			readonly target: number | null;
	  }
	| {
			readonly type: 'correctVote';
			readonly day: number;
			readonly round: number;
			readonly voter: number;
			readonly target: number | null;
	  }
	| { readonly type: 'endGame'; readonly winner: Winner }
	| { readonly type: 'hamsterReading'; readonly withWerewolves: boolean };

/** An action's type, e.g. `'vote'`. */
export type HostActionType = HostAction['type'];

/**
 * Why the rules refuse an action (each has a line in `island:host.refusal.*`):
 * - `over`: the Host ended the game; `wrong-phase`: not now (e.g. a vote at night);
 * - `no-such-seat`, `ghost` (the seat is already a ghost), `target-ghost` (a ghost cannot be
 *   chosen);
 * - `not-called`: the role is not called tonight (no living holder, or the Werewolves' first
 *   night); `no-night-entry`: the role has nothing to record at night;
 * - `no-holder`: no living player holds the role of that day entry;
 * - `no-vote`: the voter is a ghost or the Authority took their vote;
 * - `day-open`: the day's vote has no verdict yet; `day-closed`: it has one;
 * - `no-round`: nobody voted yet; `no-leader`: the round has no leader; `not-leader`: the seat is
 *   not the round's only leader;
 * - `already-drawn`, `none-left`, `deck-empty`: the Events deck; `supplement-off`;
 * - `no-such-record`: nothing to correct there; `bad-order`; `not-won`: the table does not give
 *   that side the victory;
 * - `roll-call`: the first night is the roll call only: nobody acts or dies (seed lines 36, 38);
 * - `clock-out`: the DVD's day clock ran out: nobody is executed today (seed line 58);
 * - `tie-before-defence`: a tie ends the day only after the tied players' defence speeches and a
 *   new round (seed line 60);
 * - `not-then`: a correction names a player who was already a ghost at that night or day;
 * - and the items' refusals ({@link ItemRefusal}).
 */
export type HostRefusal =
	| 'over'
	| 'wrong-phase'
	| 'no-such-seat'
	| 'ghost'
	| 'target-ghost'
	| 'not-called'
	| 'no-night-entry'
	| 'no-holder'
	| 'no-vote'
	| 'day-open'
	| 'day-closed'
	| 'no-round'
	| 'no-leader'
	| 'not-leader'
	| 'not-tied'
	| 'already-drawn'
	| 'none-left'
	| 'deck-empty'
	| 'supplement-off'
	| 'no-such-record'
	| 'bad-order'
	| 'not-won'
	| 'roll-call'
	| 'clock-out'
	| 'tie-before-defence'
	| 'not-then'
	| ItemRefusal;

const NIGHT_ENTRY = new Map<RoleId, NightEntry | null>(ROLES.map((r) => [r.id, r.night]));
const DAY_ROLE = new Map<DayEntry, RoleId>(
	ROLES.flatMap((r) => (r.day ? [[r.day, r.id] as const] : []))
);

/** The table before the first night: everyone a Passenger and alive, every card in its deck. */
export function startHostGame(setup: HostSetup): HostState {
	return {
		setup,
		phase: 'setup',
		night: 0,
		seats: Array.from({ length: setup.seats }, () => ({
			role: 'passenger' as RoleId,
			alive: true,
			death: null
		})),
		order: SPECIAL_ROLES,
		nights: [],
		days: [],
		items: setup.items ? startItems(setup.seats) : null,
		eventsLeft: setup.events
			? (Object.fromEntries(EVENTS.map((e) => [e.id, e.count])) as Record<EventId, number>)
			: null,
		outcome: null,
		hamsterWithWerewolves: false
	};
}

/**
 * One step of tonight's script: the role the Host wakes, and what is recorded for it:
 * `'recognise'` (the Werewolves on the first night), `'roll-call'` (any other role on the first
 * night, called only to learn who holds it), or its night entry.
 */
export interface ScriptStep {
	readonly role: RoleId;
	readonly entry: NightEntry | 'recognise' | 'roll-call';
}

/**
 * Tonight's script (docs/sources.md#island-game-flow). The first night is a roll call only (seed
 * lines 36, 38): the Werewolves open their eyes to recognise each other, then every special role is
 * called in the Host's order, shows who holds it and closes its eyes again; nobody acts, and when
 * the roll call ends day comes. From the second night on, only roles with a night entry and a
 * living holder are called, the Werewolves first (a ghost's night phase is no longer called,
 * docs/sources.md#island-ghosts-and-special-abilities).
 */
export function scriptFor(state: Pick<HostState, 'night' | 'seats' | 'order'>): ScriptStep[] {
	if (state.night <= 1)
		return [
			{ role: 'werewolves', entry: 'recognise' },
			...state.order.map((role): ScriptStep => ({ role, entry: 'roll-call' }))
		];
	return nightScript(state.seats, state.night, state.order);
}

/**
 * Tonight's script as it stood at nightfall, for the Host's night script and voice: {@link scriptFor}
 * with the players who died tonight still counted, since a death is announced at dawn, after they
 * acted (seed § Game Flow). So marking a death at dawn neither shortens tonight's script (the Host
 * stays at dawn, nothing is read again) nor hides what the dead player did from the dawn summary.
 * The engine still accepts night entries only from the living ({@link scriptFor}).
 */
export function nightfallScript(state: Pick<HostState, 'night' | 'seats' | 'order'>): ScriptStep[] {
	const tonight = (s: HostSeat) => s.death?.at === 'night' && s.death.n === state.night;
	return scriptFor({
		...state,
		seats: state.seats.map((s) => (tonight(s) ? { ...s, alive: true } : s))
	});
}

/** The seats as the vote sees them today: a seat whose vote the Authority took has `voteTaken`. */
export function votingSeats(state: HostState): Seat[] {
	const takeVote = state.phase === 'day' ? (state.days.at(-1)?.takeVote ?? null) : null;
	return state.seats.map((s, i) => ({ role: s.role, alive: s.alive, voteTaken: i === takeVote }));
}

/** The seats whose token counts today, clockwise: the living, but the vote the Authority took. */
export function voters(state: HostState): number[] {
	return votingSeats(state).flatMap((s, i) => (s.alive && !s.voteTaken ? [i] : []));
}

/** The tally of today's last round (`null` before the first vote). */
export function currentTally(state: HostState): Tally | null {
	const round = state.days.at(-1)?.rounds.at(-1);
	return round ? tally(votingSeats(state), round.votes) : null;
}

/** Who the table as it stands lets win (seed § Victory); see `host-table.ts`. */
export function standing(state: HostState): Victory {
	return victory(state.seats, state.hamsterWithWerewolves);
}

/** True when seat `i` holds a living player of `role`. */
function livingHolder(state: HostState, role: RoleId): boolean {
	return state.seats.some((s) => s.alive && s.role === role);
}

const isSeat = (state: HostState, seat: number | null): seat is number =>
	seat !== null && Number.isInteger(seat) && seat >= 0 && seat < state.seats.length;

/** A living seat, or the refusal. `null` is accepted when `nobody` allows it. */
function target(state: HostState, seat: number | null, nobody: boolean): HostRefusal | null {
	if (seat === null) return nobody ? null : 'no-such-seat';
	if (!isSeat(state, seat)) return 'no-such-seat';
	return state.seats[seat]!.alive ? null : 'target-ghost';
}

function replaceLast<T>(list: readonly T[], last: T): T[] {
	const next = list.slice();
	next[next.length - 1] = last;
	return next;
}

function replaceAt<T>(list: readonly T[], index: number, item: T): T[] {
	const next = list.slice();
	next[index] = item;
	return next;
}

/**
 * `seat` leaves the game (killed or executed): a ghost, and with the Items supplement their item
 * goes back to the pile (docs/sources.md#island-items, seed line 104).
 */
function kill(
	state: HostState,
	seat: number,
	at: 'night' | 'day',
	executed: boolean
): Pick<HostState, 'seats' | 'items'> {
	const s = state.seats[seat]!;
	const n = state.night;
	const left = state.items ? leaveWithItem(state.items, seat) : null;
	return {
		seats: replaceAt(state.seats, seat, { ...s, alive: false, death: { at, n, executed } }),
		items: left?.ok ? left.value : state.items
	};
}

/** True when `seat` was still alive when night `n` began (a ghost of an earlier night or day is not). */
function aliveAtNight(state: HostState, seat: number, n: number): boolean {
	const d = state.seats[seat]!.death;
	return !d || d.n >= n;
}

/** True when `seat` was still alive in the vote of day `n` (not dead before it, nor that night). */
function aliveAtDay(state: HostState, seat: number, n: number): boolean {
	const d = state.seats[seat]!.death;
	return !d || d.n > n || (d.n === n && d.at === 'day');
}

/** The open day, or the refusal: not day, or its vote already has a verdict. */
function openDay(state: HostState): Result<DayRecord, HostRefusal> {
	if (state.phase !== 'day') return err('wrong-phase');
	const day = state.days.at(-1)!;
	return day.verdict ? err('day-closed') : ok(day);
}

const fromItems = (
	state: HostState,
	r: Result<ItemsState, ItemRefusal>
): Result<HostState, HostRefusal> => (r.ok ? ok({ ...state, items: r.value }) : r);

/**
 * Apply one action (the rules above each {@link HostAction}); the new state, or why not. Never
 * mutates `state` and never throws on input the log schema accepts.
 */
export function applyHostAction(
	state: HostState,
	action: HostAction
): Result<HostState, HostRefusal> {
	if (state.phase === 'over') return err('over');
	switch (action.type) {
		case 'assignRole': {
			if (!isSeat(state, action.seat)) return err('no-such-seat');
			const s = state.seats[action.seat]!;
			// A ghost showed their card to everyone (docs/sources.md#island-ghosts-and-special-abilities,
			// seed line 64): the role it showed is no longer corrected.
			if (!s.alive) return err('ghost');
			return ok({
				...state,
				seats: replaceAt(state.seats, action.seat, { ...s, role: action.role })
			});
		}
		case 'setOrder': {
			const { order } = action;
			const same =
				order.length === SPECIAL_ROLES.length &&
				new Set(order).size === order.length &&
				order.every((r) => SPECIAL_ROLES.includes(r));
			return same ? ok({ ...state, order: [...order] }) : err('bad-order');
		}
		case 'beginNight': {
			if (state.phase === 'night') return err('wrong-phase');
			if (state.phase === 'day' && !state.days.at(-1)!.verdict) return err('day-open');
			return ok({
				...state,
				phase: 'night',
				night: state.night + 1,
				nights: [...state.nights, { entries: {}, corrected: [] }]
			});
		}
		case 'recordNight': {
			if (state.phase !== 'night') return err('wrong-phase');
			if (NIGHT_ENTRY.get(action.role) == null) return err('no-night-entry');
			if (state.night <= 1) return err('roll-call');
			const called = scriptFor(state).some(
				(step) => step.role === action.role && step.entry !== 'recognise'
			);
			if (!called) return err('not-called');
			const refusal = target(state, action.target, true);
			if (refusal) return err(refusal);
			const night = state.nights.at(-1)!;
			const entries = { ...night.entries, [action.role]: action.target };
			return ok({ ...state, nights: replaceLast(state.nights, { ...night, entries }) });
		}
		case 'beginDay': {
			if (state.phase !== 'night') return err('wrong-phase');
			const day: DayRecord = { event: null, takeVote: null, harm: null, rounds: [], verdict: null };
			return ok({ ...state, phase: 'day', days: [...state.days, day] });
		}
		case 'death': {
			if (state.phase !== 'night' && state.phase !== 'day') return err('wrong-phase');
			if (!isSeat(state, action.seat)) return err('no-such-seat');
			if (!state.seats[action.seat]!.alive) return err('ghost');
			// Nobody acts on the roll-call night, so nobody dies in it (seed lines 36, 38).
			if (state.phase === 'night' && state.night <= 1) return err('roll-call');
			return ok({ ...state, ...kill(state, action.seat, state.phase, false) });
		}
		case 'drawEvent': {
			if (!state.eventsLeft) return err('supplement-off');
			if (state.phase !== 'day') return err('wrong-phase');
			const day = state.days.at(-1)!;
			if (day.event) return err('already-drawn');
			if (Object.values(state.eventsLeft).every((n) => n === 0)) return err('deck-empty');
			if (!(state.eventsLeft[action.event]! > 0)) return err('none-left');
			const eventsLeft = {
				...state.eventsLeft,
				[action.event]: state.eventsLeft[action.event]! - 1
			};
			return ok({
				...state,
				eventsLeft,
				days: replaceLast(state.days, { ...day, event: action.event })
			});
		}
		case 'dayEntry': {
			const day = openDay(state);
			if (!day.ok) return day;
			if (!livingHolder(state, DAY_ROLE.get(action.entry)!)) return err('no-holder');
			const refusal = target(state, action.target, false);
			if (refusal) return err(refusal);
			const key = action.entry === 'take-vote' ? 'takeVote' : 'harm';
			return ok({
				...state,
				days: replaceLast(state.days, { ...day.value, [key]: action.target })
			});
		}
		case 'vote': {
			const day = openDay(state);
			if (!day.ok) return day;
			if (!isSeat(state, action.voter)) return err('no-such-seat');
			if (!state.seats[action.voter]!.alive || day.value.takeVote === action.voter)
				return err('no-vote');
			const refusal = target(state, action.target, true);
			if (refusal) return err(refusal);
			const rounds = day.value.rounds;
			const round = rounds.at(-1) ?? { votes: state.seats.map(() => null), corrected: [] };
			const next = { ...round, votes: replaceAt(round.votes, action.voter, action.target) };
			const all = rounds.length === 0 ? [next] : replaceLast(rounds, next);
			return ok({ ...state, days: replaceLast(state.days, { ...day.value, rounds: all }) });
		}
		case 'revote': {
			const day = openDay(state);
			if (!day.ok) return day;
			const t = currentTally(state);
			if (!t) return err('no-round');
			if (t.leaders.length === 0) return err('no-leader');
			const round: VoteRound = { votes: state.seats.map(() => null), corrected: [] };
			const rounds = [...day.value.rounds, round];
			return ok({ ...state, days: replaceLast(state.days, { ...day.value, rounds }) });
		}
		case 'clockOut': {
			const day = openDay(state);
			if (!day.ok) return day;
			return ok({ ...state, days: replaceLast(state.days, { ...day.value, clockOut: true }) });
		}
		case 'execute': {
			const day = openDay(state);
			if (!day.ok) return day;
			// The DVD's clock: once it ran out, nobody is executed that day (seed line 58).
			if (day.value.clockOut) return err('clock-out');
			const t = currentTally(state);
			if (!t) return err('no-round');
			if (t.leaders.length !== 1 || t.leaders[0] !== action.seat) return err('not-leader');
			const verdict = { executed: action.seat };
			return ok({
				...state,
				...kill(state, action.seat, 'day', true),
				days: replaceLast(state.days, { ...day.value, verdict })
			});
		}
		case 'noExecution': {
			const day = openDay(state);
			if (!day.ok) return day;
			// "The tie stays" only after a tie (seed § Voting); time and the Host's word end any day.
			if (action.reason === 'tie' && (currentTally(state)?.leaders.length ?? 0) < 2)
				return err('not-tied');
			// ... and only after the tied players' defence speeches and a new round (seed line 60).
			if (action.reason === 'tie' && day.value.rounds.length < 2) return err('tie-before-defence');
			const verdict = { executed: null, reason: action.reason };
			return ok({ ...state, days: replaceLast(state.days, { ...day.value, verdict }) });
		}
		case 'drawItem':
			if (!state.items) return err('supplement-off');
			// A ghost has left the game and its item went back to the pile (seed line 104).
			if (isSeat(state, action.seat) && !state.seats[action.seat]!.alive) return err('ghost');
			return fromItems(state, drawItem(state.items, action.seat, action.item, action.faceUp));
		case 'turnItem':
			if (!state.items) return err('supplement-off');
			return fromItems(state, turnItem(state.items, action.seat, action.faceUp));
		case 'correctNight': {
			const night = state.nights[action.night - 1];
			if (!night || !(action.role in night.entries)) return err('no-such-record');
			if (action.target !== null && !isSeat(state, action.target)) return err('no-such-seat');
			if (action.target !== null && !aliveAtNight(state, action.target, action.night))
				return err('not-then');
			const entries = { ...night.entries, [action.role]: action.target };
			const corrected = night.corrected.includes(action.role)
				? night.corrected
				: [...night.corrected, action.role];
			const nights = replaceAt(state.nights, action.night - 1, { entries, corrected });
			return ok({ ...state, nights });
		}
		case 'correctVote': {
			const day = state.days[action.day - 1];
			const round = day?.rounds[action.round - 1];
			if (!day || !round || !isSeat(state, action.voter) || round.votes[action.voter] === null)
				return err('no-such-record');
			if (action.target !== null && !isSeat(state, action.target)) return err('no-such-seat');
			if (action.target !== null && !aliveAtDay(state, action.target, action.day))
				return err('not-then');
			// A closed day's verdict rests on its last round: correcting that round would leave the
			// record contradicting who was executed.
			if (day.verdict && action.round === day.rounds.length) return err('day-closed');
			const corrected = round.corrected.includes(action.voter)
				? round.corrected
				: [...round.corrected, action.voter];
			const votes = replaceAt(round.votes, action.voter, action.target);
			const rounds = replaceAt(day.rounds, action.round - 1, { votes, corrected });
			return ok({ ...state, days: replaceAt(state.days, action.day - 1, { ...day, rounds }) });
		}
		case 'endGame': {
			if (action.winner !== 'none' && standing(state).winner !== action.winner)
				return err('not-won');
			return ok({ ...state, phase: 'over', outcome: { winner: action.winner } });
		}
		case 'hamsterReading':
			return ok({ ...state, hamsterWithWerewolves: action.withWerewolves });
	}
}

/** The Host's Table's rules for `$lib/action-log`. */
export const HOST_RULES: Rules<HostSetup, HostState, HostAction, HostRefusal> = {
	start: startHostGame,
	apply: applyHostAction
};
