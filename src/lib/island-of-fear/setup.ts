/**
 * Setting up a game of *Island of Fear*: the table's options, the character cards for N players,
 * the optional Items and Events decks, and the dealing procedure as ids with numbers.
 *
 * Source: seed 003 § Setup (cards taken in printed order from No. 1; No. 1 is the Host; one voting
 * token each), § Characters (the Host's card may be handed out; own sets and blank cards, with a
 * warning about balance), § Items and § Events (the supplements). Pure TypeScript: no text, no DOM.
 */
import * as v from 'valibot';
import { err, ok, type Err, type Result } from '../result';
import {
	CHARACTER_COUNT,
	CHARACTERS,
	EVENTS,
	HOST_NUMBER,
	HOST_TABLE_ROWS,
	ITEMS,
	type Character,
	type EventId,
	type ItemId,
	type SeedSection
} from './cards';

export { MAX_PLAYERS, MIN_PLAYERS, PLAYER_COUNTS } from './limits';
import { DEFAULT_PLAYERS, MAX_PLAYERS, MIN_PLAYERS } from './limits';

/**
 * A table's own set of character cards instead of Nos. 1..N (seed § Characters).
 * - `numbers`: the printed numbers used, each 1–25 and at most once; No. 1 (the Host) must be in it.
 * - `blanks`: how many blank cards the table filled in with characters of its own, 0 or more.
 * The set holds exactly one card per player: `numbers.length + blanks === players`.
 */
export interface CustomSet {
	numbers: number[];
	blanks: number;
}

/**
 * How a table plays Island of Fear.
 * - `players`: everyone at the table, the Host included; an integer 5–25.
 * - `hostHandedOut`: No. 1 is given to a volunteer Host instead of being drawn (seed § Characters).
 * - `items` / `events`: the Items and Events supplements are in play (seed § Items, § Events).
 * - `custom`: a set of the table's own (seed § Characters); absent for the numbered set 1..N.
 */
export interface IslandOptions {
	players: number;
	hostHandedOut: boolean;
	items: boolean;
	events: boolean;
	custom?: CustomSet;
}

/**
 * The rulebook game for the smallest table: 5 players, No. 1 drawn like the other cards, no
 * supplements (the seed advises adding them one at a time once the game is known, § Items).
 * The player count has no source beyond being the minimum; the setup page changes it.
 */
export function defaultIslandOptions(): IslandOptions {
	return { players: DEFAULT_PLAYERS, hostHandedOut: false, items: false, events: false };
}

const playersSchema = v.pipe(
	v.number(),
	v.integer(),
	v.minValue(MIN_PLAYERS),
	v.maxValue(MAX_PLAYERS)
);

/**
 * valibot schema of {@link IslandOptions}, for options read from outside (storage, a shared link,
 * an imported file). It checks shapes and ranges: players 5–25, numbers 1–25, at most 25 of them,
 * blanks 0–25. Whether a custom set is playable (Host present, nobody twice, right size) is
 * {@link checkCustomSet}'s job; {@link parseIslandOptions} runs both.
 */
export const IslandOptionsSchema = v.strictObject({
	players: playersSchema,
	hostHandedOut: v.boolean(),
	items: v.boolean(),
	events: v.boolean(),
	custom: v.optional(
		v.strictObject({
			numbers: v.pipe(
				v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(CHARACTER_COUNT))),
				v.maxLength(CHARACTER_COUNT)
			),
			blanks: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_PLAYERS))
		})
	)
});

/**
 * Validate unknown input as {@link IslandOptions}. Never throws. Fails with a string naming the
 * first offending field (`'players: Invalid value: …'`), or with the code of a custom set's first
 * problem (`'custom: no-host'`, see {@link CustomSetErrorCode}).
 */
export function parseIslandOptions(input: unknown): Result<IslandOptions, string> {
	const result = v.safeParse(IslandOptionsSchema, input);
	if (!result.success) {
		const issue = result.issues[0];
		const path = issue?.path?.map((p) => String(p.key)).join('.') ?? '';
		return err(`${path || 'options'}: ${issue?.message ?? 'invalid'}`);
	}
	const options: IslandOptions = result.output;
	if (options.custom) {
		const check = checkCustomSet(options.custom, options.players);
		if (!check.ok) return err(`custom: ${check.error.code}`);
	}
	return ok(options);
}

/**
 * The numbered set for `players` players: cards No. 1..`players`, no blank cards (seed § Setup:
 * in printed order from No. 1). Where a table's own set starts from.
 */
export function numberedSet(players: number): CustomSet {
	return { numbers: Array.from({ length: players }, (_, i) => i + 1), blanks: 0 };
}

/**
 * The smallest table that uses `character` in the numbered set: its number, and never fewer than
 * {@link MIN_PLAYERS} (seed § Setup: cards are taken from No. 1 up to the player count).
 */
export function inPlayFrom(character: Pick<Character, 'number'>): number {
	return Math.max(character.number, MIN_PLAYERS);
}

/** True when `n` is a whole number of players the game supports (5–25). */
export function isValidPlayerCount(n: unknown): n is number {
	return typeof n === 'number' && Number.isInteger(n) && n >= MIN_PLAYERS && n <= MAX_PLAYERS;
}

// ------------------------------------------------------------------ custom sets

/**
 * Why a set of character cards cannot be played.
 * - `invalid-players`: the player count is not an integer 5–25.
 * - `unknown-character`: a number that is not a printed card 1–25 (`details.number`).
 * - `invalid-blanks`: the blank-card count is not a whole number 0 or more.
 * - `duplicate-character`: a number listed twice; each printed card exists once (`details.number`).
 * - `no-host`: No. 1 is missing; someone must hold the Host's card (seed § Setup).
 * - `size-mismatch`: cards (`details.size`, blanks included) ≠ players (`details.players`).
 */
export type CustomSetErrorCode =
	| 'invalid-players'
	| 'unknown-character'
	| 'invalid-blanks'
	| 'duplicate-character'
	| 'no-host'
	| 'size-mismatch';

/**
 * A custom set's first problem, in the order of {@link CustomSetErrorCode}. `message` is English
 * for logs and tests (the app shows its own text for `code`); `details` holds the numbers it names.
 */
export interface CustomSetError {
	readonly code: CustomSetErrorCode;
	readonly message: string;
	readonly details: Readonly<Record<string, number>>;
}

/**
 * A playable custom set.
 * - `numbers`: the printed numbers, ascending; always starts with 1.
 * - `blanks`: blank cards with the table's own characters.
 * - `size`: `numbers.length + blanks`, equal to the player count.
 * - `balanceWarning`: always `true`; the seed warns that any set of one's own may shift the
 *   balance unpredictably (seed § Characters).
 */
export interface CustomSetCheck {
	readonly numbers: readonly number[];
	readonly blanks: number;
	readonly size: number;
	readonly balanceWarning: true;
}

function setError(
	code: CustomSetErrorCode,
	message: string,
	details: Record<string, number> = {}
): Err<CustomSetError> {
	return err({ code, message, details });
}

/**
 * Check a table's own set of character cards for `players` players (seed § Characters). Blank
 * cards are allowed and count towards the size. Never throws; fails with the first problem found,
 * in this order: `invalid-players`, `unknown-character`, `invalid-blanks`, `duplicate-character`,
 * `no-host`, `size-mismatch` (see {@link CustomSetErrorCode}).
 */
export function checkCustomSet(
	set: CustomSet,
	players: number
): Result<CustomSetCheck, CustomSetError> {
	if (!isValidPlayerCount(players))
		return setError(
			'invalid-players',
			`Island of Fear is played by ${MIN_PLAYERS} to ${MAX_PLAYERS} players; got ${String(players)}.`
		);
	for (const n of set.numbers)
		if (!Number.isInteger(n) || n < 1 || n > CHARACTER_COUNT)
			return setError('unknown-character', `There is no character card No. ${String(n)}.`, {
				number: n
			});
	if (!Number.isInteger(set.blanks) || set.blanks < 0)
		return setError('invalid-blanks', `Blank cards must be 0 or more; got ${String(set.blanks)}.`, {
			blanks: set.blanks
		});
	const seen = new Set<number>();
	for (const n of set.numbers) {
		if (seen.has(n))
			return setError('duplicate-character', `Character No. ${n} is in the set twice.`, {
				number: n
			});
		seen.add(n);
	}
	if (!seen.has(HOST_NUMBER))
		return setError('no-host', `The set has no No. ${HOST_NUMBER}, the Host's card.`);
	const size = set.numbers.length + set.blanks;
	if (size !== players)
		return setError('size-mismatch', `The set has ${size} cards for ${players} players.`, {
			size,
			players
		});
	return ok({
		numbers: [...set.numbers].sort((a, b) => a - b),
		blanks: set.blanks,
		size,
		balanceWarning: true
	});
}

// ------------------------------------------------------------------ the plan

/** Copies of one item or event in a deck. */
export interface DeckLine<Id extends string> {
	readonly id: Id;
	readonly count: number;
}

/** The Items deck: all 26 cards, 18 useful and 8 harmful (seed § Items). */
export interface ItemDeck {
	readonly cards: readonly DeckLine<ItemId>[];
	readonly useful: number;
	readonly harmful: number;
	readonly total: number;
}

/** The Events deck: all 20 cards (seed § Events). */
export interface EventDeck {
	readonly cards: readonly DeckLine<EventId>[];
	readonly total: number;
}

/**
 * How the Host's card is dealt: `'handed-out'` (set aside and given to a volunteer, seed
 * § Characters) or `'shuffled-in'` (drawn like any other card; whoever draws it hosts, § Setup).
 */
export type HostDeal = 'handed-out' | 'shuffled-in';

/**
 * One step of setting up, as an id plus the numbers its sentence needs; the words will live in the
 * locales. Where each step comes from is in {@link SETUP_STEP_SOURCES}.
 * - `seat`: the players sit in a circle.
 * - `takeNumbered`: take the character cards No. `from`..`to` (`count` cards) from the box.
 * - `takeCustom`: take the printed cards `numbers` and `blanks` filled-in blank cards (`count`).
 * - `setAsideHost`: put No. 1 aside for the volunteer Host.
 * - `shuffleCharacters`: shuffle the `count` cards left to draw.
 * - `drawCharacters`: each of `players` players draws one and keeps it hidden.
 * - `handHost`: give No. 1 to the volunteer Host.
 * - `votingTokens`: one voting token for each of `count` players, or `withoutHost` when the Host
 *   takes none: the seed gives every player one and makes no exception for the neutral Host, who
 *   calls the vote, so both counts are shown (ruling `host-tokens-and-items`).
 * - `shuffleItems` / `drawItems`: shuffle the `total` items; each of `players` draws one and `left`
 *   stay in the pile, or `players - 1` draw and `leftWithoutHost` stay when the Host draws none
 *   (the seed is silent on the Host here too).
 * - `shuffleEvents`: shuffle the `total` events into a face-down pile, one drawn each morning.
 * - `hostTable`: the Host prepares a copy of the Host's Table (`whoRows`, `nightRows`).
 */
export type SetupStep =
	| { readonly id: 'seat'; readonly players: number }
	| {
			readonly id: 'takeNumbered';
			readonly from: number;
			readonly to: number;
			readonly count: number;
	  }
	| {
			readonly id: 'takeCustom';
			readonly numbers: readonly number[];
			readonly blanks: number;
			readonly count: number;
	  }
	| { readonly id: 'setAsideHost'; readonly number: number }
	| { readonly id: 'shuffleCharacters'; readonly count: number }
	| { readonly id: 'drawCharacters'; readonly players: number }
	| { readonly id: 'handHost'; readonly number: number }
	| { readonly id: 'votingTokens'; readonly count: number; readonly withoutHost: number }
	| { readonly id: 'shuffleItems'; readonly total: number }
	| {
			readonly id: 'drawItems';
			readonly players: number;
			readonly left: number;
			readonly leftWithoutHost: number;
	  }
	| { readonly id: 'shuffleEvents'; readonly total: number }
	| { readonly id: 'hostTable'; readonly whoRows: number; readonly nightRows: number };

/** A {@link SetupStep} id such as `'drawCharacters'`. */
export type SetupStepId = SetupStep['id'];

/** The seed section each setup step rests on. */
export const SETUP_STEP_SOURCES: Readonly<Record<SetupStepId, SeedSection>> = {
	seat: 'setup',
	takeNumbered: 'setup',
	takeCustom: 'characters',
	setAsideHost: 'characters',
	shuffleCharacters: 'setup',
	drawCharacters: 'setup',
	handHost: 'characters',
	votingTokens: 'setup',
	shuffleItems: 'items',
	drawItems: 'items',
	shuffleEvents: 'events',
	hostTable: 'hosts-table'
};

/**
 * The setup plan for one table.
 * - `characters`: the character cards in play, ascending by number: Nos. 1..N, or a custom set's
 *   printed cards. Blank cards are counted in `blanks`, not listed.
 * - `host`: whether No. 1 is handed out or shuffled in ({@link HostDeal}).
 * - `drawn`: cards the players draw from: `players - 1` when the Host's card is handed out,
 *   otherwise `players`.
 * - `custom` / `balanceWarning`: a custom set is in use, and with it the seed's balance warning.
 * - `votingTokens`: one per player (seed § Setup says each player receives one; whether the Host
 *   keeps one is not said, see {@link SetupStep} `votingTokens`).
 * - `items` / `events`: the supplement decks, or `null` when not in play.
 * - `steps`: the dealing procedure in order.
 */
export interface SetupPlan {
	readonly players: number;
	readonly characters: readonly Character[];
	readonly blanks: number;
	readonly host: HostDeal;
	readonly drawn: number;
	readonly custom: boolean;
	readonly balanceWarning: boolean;
	readonly votingTokens: number;
	readonly items: ItemDeck | null;
	readonly events: EventDeck | null;
	readonly steps: readonly SetupStep[];
}

/** The Items deck with its totals (seed § Items). */
export function itemDeck(): ItemDeck {
	const count = (kind: 'useful' | 'harmful') =>
		ITEMS.filter((i) => i.kind === kind).reduce((s, i) => s + i.count, 0);
	const useful = count('useful');
	const harmful = count('harmful');
	return {
		cards: ITEMS.map((i) => ({ id: i.id, count: i.count })),
		useful,
		harmful,
		total: useful + harmful
	};
}

/** The Events deck with its total (seed § Events). */
export function eventDeck(): EventDeck {
	return {
		cards: EVENTS.map((e) => ({ id: e.id, count: e.count })),
		total: EVENTS.reduce((s, e) => s + e.count, 0)
	};
}

/**
 * Plan the setup for a table (seed § Setup, § Characters, § Items, § Events). Without a custom
 * set the characters are Nos. 1..`players`. Never throws; fails with a {@link CustomSetError}:
 * `invalid-players` for anything but an integer 5–25, or a custom set's first problem (see
 * {@link checkCustomSet}). Never returns a wrong plan.
 */
export function planSetup(options: IslandOptions): Result<SetupPlan, CustomSetError> {
	const { players } = options;
	let numbers: readonly number[];
	let blanks = 0;
	if (options.custom) {
		const check = checkCustomSet(options.custom, players);
		if (!check.ok) return check;
		numbers = check.value.numbers;
		blanks = check.value.blanks;
	} else {
		if (!isValidPlayerCount(players))
			return setError(
				'invalid-players',
				`Island of Fear is played by ${MIN_PLAYERS} to ${MAX_PLAYERS} players; got ${String(players)}.`
			);
		numbers = numberedSet(players).numbers;
	}
	const characters = numbers.map((n) => CHARACTERS[n - 1]!);
	const host: HostDeal = options.hostHandedOut ? 'handed-out' : 'shuffled-in';
	const drawn = options.hostHandedOut ? players - 1 : players;
	const items = options.items ? itemDeck() : null;
	const events = options.events ? eventDeck() : null;

	const steps: SetupStep[] = [{ id: 'seat', players }];
	steps.push(
		options.custom
			? { id: 'takeCustom', numbers, blanks, count: players }
			: { id: 'takeNumbered', from: 1, to: players, count: players }
	);
	if (options.hostHandedOut) steps.push({ id: 'setAsideHost', number: HOST_NUMBER });
	steps.push({ id: 'shuffleCharacters', count: drawn });
	steps.push({ id: 'drawCharacters', players: drawn });
	if (options.hostHandedOut) steps.push({ id: 'handHost', number: HOST_NUMBER });
	steps.push({ id: 'votingTokens', count: players, withoutHost: players - 1 });
	if (items) {
		steps.push({ id: 'shuffleItems', total: items.total });
		steps.push({
			id: 'drawItems',
			players,
			left: items.total - players,
			leftWithoutHost: items.total - players + 1
		});
	}
	if (events) steps.push({ id: 'shuffleEvents', total: events.total });
	steps.push({ id: 'hostTable', whoRows: HOST_TABLE_ROWS.who, nightRows: HOST_TABLE_ROWS.night });

	return ok({
		players,
		characters,
		blanks,
		host,
		drawn,
		custom: options.custom !== undefined,
		balanceWarning: options.custom !== undefined,
		votingTokens: players,
		items,
		events,
		steps
	});
}
