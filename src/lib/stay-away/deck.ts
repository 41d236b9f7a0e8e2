/**
 * The deck plan: which physical copies are in play for a player count, print and set of
 * advanced rules, and the exact counts for each setup step.
 *
 * Setup procedure (English rulebook, "The deck", steps 1–5; German 2017 rulebook p. 4):
 * 1. The Thing is always in the deck.
 * 2. Copies whose corner number is above the player count go back in the box. 11 and 12 players
 *    both use every card (publisher answer in the rulebook's comments; highest corner is 11).
 * 3. Set aside The Thing, every Infected! and every Panic! card.
 * 4. Count out 4 × players − 1 of the rest, add The Thing, shuffle, deal 4 to each player.
 * 5. Shuffle everything left with the set-aside cards into one face-down draw deck.
 * Advanced rules 1, 2, 3 and 5 change these steps; see {@link AdvancedRules}.
 */
import {
	CARDS,
	CATEGORIES,
	COPIES,
	cornerOf,
	type CardId,
	type Category,
	type Copy
} from './cards';
import type { AdvancedRules, PrintProfile } from './options';

// Fewest and most players (rulebook, "The concept": 4–12 players), defined with the cards.
import { MAX_PLAYERS, MIN_PLAYERS, PLAYER_COUNTS } from './cards';
import { err, ok, type Err, type Result } from '../result';
export { MAX_PLAYERS, MIN_PLAYERS, PLAYER_COUNTS };
/** Cards in each hand at the start and end of every turn (rulebook, "Look out!"). */
export const HAND_SIZE = 4;

/** Input of {@link buildDeck}. */
export interface DeckOptions {
	/** Number of players, an integer from 4 to 12. */
	players: number;
	/** The print on the table; only `infected11Corner` matters here. Default: the Spanish numbering (6). */
	print?: Pick<PrintProfile, 'infected11Corner'>;
	/** Advanced rules 1, 2, 3 and 5; fields left out are off. */
	advanced?: Partial<AdvancedRules>;
}

/** How many copies carry one corner number, e.g. `{ corner: 7, count: 9 }`. */
export interface CornerCount {
	corner: number;
	count: number;
}

/** A copy in the plan, with the corner number it carries in the chosen print. */
export interface PlannedCopy {
	serial: number;
	card: CardId;
	corner: number | null;
}

/**
 * The deck plan. All counts are numbers of physical cards.
 * Invariants (checked by property tests): `total = infectedSetAside + panicSetAside +
 * otherSetAside + countedOut + (thingDealt ? 1 : 0) + leftInPool + (thingDealt ? 0 : 1)`, and
 * `dealt + drawPile = total`.
 */
export interface DeckPlan {
	players: number;
	/** Cards in play, The Thing included. */
	total: number;
	/** Copies in play per card id (every id present, 0 when absent). */
	copies: Record<CardId, number>;
	/** Copies in play per category. */
	byCategory: Record<Category, number>;
	/** Serials of the copies in play, ascending. */
	serials: number[];
	/** Corner numbers that go back in the box, ascending; empty at 11 and 12 players. */
	removeNumbers: number[];
	/** How many copies carry each of {@link removeNumbers}, so the table can check its count. */
	removeCounts: CornerCount[];
	/** Copies going back in the box by number (before advanced rules 2 and 5). */
	removed: number;
	/** Advanced rule 2: Infected! copies to add from the box or take out, lowest number first to add. */
	infectedAdded: PlannedCopy[];
	infectedRemoved: PlannedCopy[];
	/** Advanced rule 5: copies added from the box or taken out by serial. */
	customAdded: PlannedCopy[];
	customRemoved: PlannedCopy[];
	/** Setup step 3: Infected! cards set aside. */
	infectedSetAside: number;
	/** Setup step 3: Panic! cards set aside. */
	panicSetAside: number;
	/** Advanced rule 3: Flamethrower and Analysis cards set aside too (0 when the rule is off). */
	otherSetAside: number;
	/** Setup step 4: cards counted out of the remaining pool (4 × players − 1, or 4 × players with rule 1). */
	countedOut: number;
	/** Cards left in the pool after counting out, shuffled into the draw deck at step 5. */
	leftInPool: number;
	/** Whether The Thing is dealt (false with advanced rule 1: it goes into the draw deck). */
	thingDealt: boolean;
	/** Cards dealt: 4 × players. */
	dealt: number;
	/** Cards in the draw deck after the deal: total − dealt. */
	drawPile: number;
}

/** Why a plan cannot be built. */
export type DeckErrorCode =
	| 'invalid-players'
	| 'invalid-serial'
	| 'infected-out-of-range'
	| 'not-enough-infected'
	| 'thing-missing'
	| 'not-enough-to-deal';

/**
 * Why a deck plan cannot be built. `code` says why; `message` says it in English for logs and
 * tests (the app shows its own text for `code`); `details` carries the numbers the message names
 * (e.g. `{ needed: 23, available: 20 }` for `not-enough-to-deal`).
 */
export interface DeckError {
	readonly code: DeckErrorCode;
	readonly message: string;
	readonly details: Readonly<Record<string, number>>;
}

/** Result of {@link buildDeck}: the plan, or the {@link DeckError}. Never a wrong plan. */
export type DeckResult = Result<DeckPlan, DeckError>;

function deckError(
	code: DeckErrorCode,
	message: string,
	details: Record<string, number> = {}
): Err<DeckError> {
	return err({ code, message, details });
}

/** True when `n` is a whole number of players the game supports (4–12). */
export function isValidPlayerCount(n: unknown): n is number {
	return typeof n === 'number' && Number.isInteger(n) && n >= MIN_PLAYERS && n <= MAX_PLAYERS;
}

function planned(copy: Copy, corner: number | null): PlannedCopy {
	return { serial: copy.serial, card: copy.card, corner };
}

/**
 * Build the deck plan for a player count, print and advanced rules (rulebook, "The deck"; advanced
 * rules 2 and 5). Never throws for a bad choice: fails with a {@link DeckError} whose code is
 * `invalid-players` for anything but an integer 4–12 (3, 13, 5.5, NaN);
 *   `invalid-serial` for a custom-deck serial outside 1–108; `infected-out-of-range` /
 *   `not-enough-infected` when advanced rule 2 asks for more Infected! than the box holds;
 *   `thing-missing` when a custom deck leaves out The Thing; `not-enough-to-deal` when too few
 *   cards remain to count out the opening hands. Never returns a wrong plan.
 */
export function buildDeck(options: DeckOptions): DeckResult {
	const { players } = options;
	if (!isValidPlayerCount(players)) {
		return deckError(
			'invalid-players',
			`Stay Away! is played by 4 to 12 players; got ${String(players)}.`
		);
	}
	const corner11 = options.print?.infected11Corner ?? 6;
	const advanced = options.advanced ?? {};
	const cornerFor = (copy: Copy) => cornerOf(copy, corner11);

	// Step 2: keep every copy numbered at or below the player count (The Thing has no number).
	const inPlay = new Set<number>();
	const removedByCorner = new Map<number, number>();
	for (const copy of COPIES) {
		const corner = cornerFor(copy);
		if (corner === null || corner <= players) inPlay.add(copy.serial);
		else removedByCorner.set(corner, (removedByCorner.get(corner) ?? 0) + 1);
	}
	const removeNumbers = [...removedByCorner.keys()].sort((a, b) => a - b);
	const removeCounts = removeNumbers.map((corner) => ({
		corner,
		count: removedByCorner.get(corner) ?? 0
	}));
	const removed = removeCounts.reduce((sum, r) => sum + r.count, 0);

	// Advanced rule 5: a custom deck, copy by copy.
	const customAdded: PlannedCopy[] = [];
	const customRemoved: PlannedCopy[] = [];
	const include = new Set(advanced.customDeck?.include ?? []);
	const exclude = new Set(advanced.customDeck?.exclude ?? []);
	for (const serial of [...include, ...exclude]) {
		if (!Number.isInteger(serial) || serial < 1 || serial > COPIES.length) {
			return deckError(
				'invalid-serial',
				`There is no card with serial ${serial}; serials run from 1 to 108.`,
				{
					serial
				}
			);
		}
	}
	for (const copy of COPIES) {
		if (exclude.has(copy.serial)) {
			if (inPlay.delete(copy.serial)) customRemoved.push(planned(copy, cornerFor(copy)));
		} else if (include.has(copy.serial) && !inPlay.has(copy.serial)) {
			inPlay.add(copy.serial);
			customAdded.push(planned(copy, cornerFor(copy)));
		}
	}
	if (!inPlay.has(1)) {
		return deckError(
			'thing-missing',
			'The Thing must always be in the deck (rulebook, "The deck", step 1).'
		);
	}

	// Advanced rule 2: more or fewer Infected!, bounded by the physical copies.
	const infectedAdded: PlannedCopy[] = [];
	const infectedRemoved: PlannedCopy[] = [];
	if (advanced.infectedCount !== undefined && advanced.infectedCount !== null) {
		const target = advanced.infectedCount;
		const infectedCopies = COPIES.filter((c) => c.card === 'infected');
		if (!Number.isInteger(target) || target < 0 || target > infectedCopies.length) {
			return deckError(
				'infected-out-of-range',
				`The box holds ${infectedCopies.length} Infected! cards; asked for ${target}.`,
				{ requested: target, available: infectedCopies.length }
			);
		}
		const byCornerAsc = [...infectedCopies].sort(
			(a, b) => (cornerFor(a) ?? 0) - (cornerFor(b) ?? 0) || a.serial - b.serial
		);
		let current = infectedCopies.filter((c) => inPlay.has(c.serial)).length;
		// Add from the box, lowest number first; never a copy the custom deck excluded.
		for (const copy of byCornerAsc) {
			if (current >= target) break;
			if (!inPlay.has(copy.serial) && !exclude.has(copy.serial)) {
				inPlay.add(copy.serial);
				infectedAdded.push(planned(copy, cornerFor(copy)));
				current++;
			}
		}
		if (current < target) {
			return deckError(
				'not-enough-infected',
				`Only ${current} Infected! cards can be in play with this custom deck; asked for ${target}.`,
				{ requested: target, available: current }
			);
		}
		// Take out, highest number first.
		for (const copy of [...byCornerAsc].reverse()) {
			if (current <= target) break;
			if (inPlay.has(copy.serial)) {
				inPlay.delete(copy.serial);
				infectedRemoved.push(planned(copy, cornerFor(copy)));
				current--;
			}
		}
	}

	// Counts.
	const copies = Object.fromEntries(CARDS.map((card) => [card.id, 0])) as Record<CardId, number>;
	const byCategory = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<Category, number>;
	const categoryOf = new Map(CARDS.map((card) => [card.id, card.category]));
	for (const serial of inPlay) {
		const copy = COPIES[serial - 1] as Copy;
		copies[copy.card]++;
		byCategory[categoryOf.get(copy.card) as Category]++;
	}
	const total = inPlay.size;
	const thingDealt = !advanced.thingInDeck;
	const infectedSetAside = copies.infected;
	const panicSetAside = byCategory.panic;
	const otherSetAside = advanced.flamethrowerAnalysisInDeck
		? copies.flamethrower + copies.analysis
		: 0;
	const pool = total - 1 - infectedSetAside - panicSetAside - otherSetAside;
	const dealt = HAND_SIZE * players;
	const countedOut = thingDealt ? dealt - 1 : dealt;
	if (pool < countedOut) {
		return deckError(
			'not-enough-to-deal',
			`Dealing needs ${countedOut} cards that are not The Thing, Infected! or Panic!${
				otherSetAside ? ', Flamethrower or Analysis' : ''
			}; only ${pool} are in this deck.`,
			{ needed: countedOut, available: pool, short: countedOut - pool }
		);
	}
	return ok({
		players,
		total,
		copies,
		byCategory,
		serials: [...inPlay].sort((a, b) => a - b),
		removeNumbers,
		removeCounts,
		removed,
		infectedAdded,
		infectedRemoved,
		customAdded,
		customRemoved,
		infectedSetAside,
		panicSetAside,
		otherSetAside,
		countedOut,
		leftInPool: pool - countedOut,
		thingDealt,
		dealt,
		drawPile: total - dealt
	});
}

/** Deck size at every player count 4–12 for a print: the data behind the "deck grows" chart. */
export function deckSizes(
	print?: Pick<PrintProfile, 'infected11Corner'>
): { players: number; total: number; byCategory: Record<Category, number> }[] {
	const result = [];
	for (let players = MIN_PLAYERS; players <= MAX_PLAYERS; players++) {
		const plan = buildDeck({ players, print });
		// Every count 4–12 builds with the plain rules: a failure here is a bug in the card data.
		if (!plan.ok) throw new Error(plan.error.message);
		result.push({ players, total: plan.value.total, byCategory: plan.value.byCategory });
	}
	return result;
}

/**
 * One step of the dealing procedure, as an id plus the numbers its sentence needs. The words live
 * in `locales/<lng>/setup.json` under `setup.step.<id>`. Source: rulebook "The deck" steps 1–5
 * (DE p. 4) and advanced rules 1, 2, 3 and 5.
 */
export type SetupStep =
	| { id: 'remove'; count: number; players: number; total: number }
	| { id: 'removeNone'; players: number; total: number }
	| { id: 'infectedAdd' | 'infectedRemove'; count: number; corners: number[] }
	| { id: 'customAdd' | 'customRemove'; copies: PlannedCopy[] }
	| { id: 'setAside'; infected: number; panic: number }
	| {
			id: 'setAsideWithOthers';
			infected: number;
			panic: number;
			flamethrower: number;
			analysis: number;
	  }
	| { id: 'countOut'; pool: number; countedOut: number }
	| { id: 'deal'; countedOut: number; dealt: number }
	| { id: 'dealNoThing'; countedOut: number; dealt: number }
	| {
			/**
			 * Step 5: the cards shuffled into the draw deck: the `left` ones from the pool, plus what
			 * was set aside (and The Thing when it is not dealt, advanced rule 1). The counts add up to
			 * `drawPile`. `drawDeckWithOthers` names the Flamethrower and Analysis cards of advanced
			 * rule 3; `drawDeckWithThing` names The Thing.
			 */
			id: 'drawDeck' | 'drawDeckWithOthers' | 'drawDeckWithThing';
			left: number;
			infected: number;
			panic: number;
			flamethrower: number;
			analysis: number;
			thing: 0 | 1;
			drawPile: number;
	  }
	| { id: 'direction' };

/** The dealing procedure for a plan, step by step, with the exact counts. */
export function setupSteps(plan: DeckPlan): SetupStep[] {
	const steps: SetupStep[] = [];
	// Cards left after removing by number, before the Infected! and custom changes.
	const total =
		plan.total +
		plan.infectedRemoved.length +
		plan.customRemoved.length -
		plan.infectedAdded.length -
		plan.customAdded.length;
	steps.push(
		plan.removed > 0
			? { id: 'remove', count: plan.removed, players: plan.players, total }
			: { id: 'removeNone', players: plan.players, total }
	);
	const corners = (list: PlannedCopy[]) => list.map((c) => c.corner ?? 0);
	if (plan.customAdded.length) steps.push({ id: 'customAdd', copies: plan.customAdded });
	if (plan.customRemoved.length) steps.push({ id: 'customRemove', copies: plan.customRemoved });
	if (plan.infectedAdded.length)
		steps.push({
			id: 'infectedAdd',
			count: plan.infectedAdded.length,
			corners: corners(plan.infectedAdded)
		});
	if (plan.infectedRemoved.length)
		steps.push({
			id: 'infectedRemove',
			count: plan.infectedRemoved.length,
			corners: corners(plan.infectedRemoved)
		});
	steps.push(
		plan.otherSetAside > 0
			? {
					id: 'setAsideWithOthers',
					infected: plan.infectedSetAside,
					panic: plan.panicSetAside,
					flamethrower: plan.copies.flamethrower,
					analysis: plan.copies.analysis
				}
			: { id: 'setAside', infected: plan.infectedSetAside, panic: plan.panicSetAside }
	);
	steps.push({
		id: 'countOut',
		pool: plan.countedOut + plan.leftInPool,
		countedOut: plan.countedOut
	});
	steps.push({
		id: plan.thingDealt ? 'deal' : 'dealNoThing',
		countedOut: plan.countedOut,
		dealt: plan.dealt
	});
	const others = plan.otherSetAside > 0;
	steps.push({
		id: !plan.thingDealt ? 'drawDeckWithThing' : others ? 'drawDeckWithOthers' : 'drawDeck',
		left: plan.leftInPool,
		infected: plan.infectedSetAside,
		panic: plan.panicSetAside,
		flamethrower: others ? plan.copies.flamethrower : 0,
		analysis: others ? plan.copies.analysis : 0,
		thing: plan.thingDealt ? 0 : 1,
		drawPile: plan.drawPile
	});
	steps.push({ id: 'direction' });
	return steps;
}

/**
 * Whether a copy is in the deck the corner numbers give (setup step 2), before advanced rules.
 * The Thing always is.
 */
export function inNumberedDeck(copy: Copy, players: number, infected11Corner: 6 | 7 = 6): boolean {
	const corner = cornerOf(copy, infected11Corner);
	return corner === null || corner <= players;
}

/**
 * Advanced rule 5: whether a copy is in the deck once the custom changes apply — a numbered copy
 * unless taken out, a copy from the box only if added.
 */
export function inCustomDeck(
	copy: Copy,
	custom: { include: number[]; exclude: number[] } | null,
	players: number,
	infected11Corner: 6 | 7 = 6
): boolean {
	return inNumberedDeck(copy, players, infected11Corner)
		? !custom?.exclude.includes(copy.serial)
		: Boolean(custom?.include.includes(copy.serial));
}

/**
 * Advanced rule 5: flip one copy between "in the deck" and "in the box", relative to the deck the
 * corner numbers give. Returns the new custom-deck change list, or `null` when nothing differs
 * from the numbered deck any more.
 * @throws {RangeError} for a serial outside 1–108 (a programming error).
 */
export function toggleCustomCopy(
	custom: { include: number[]; exclude: number[] } | null,
	serial: number,
	players: number,
	infected11Corner: 6 | 7 = 6
): { include: number[]; exclude: number[] } | null {
	const copy = COPIES[serial - 1];
	// The app only offers serials from its own list: anything else is a bug, not a table's choice.
	if (!copy) throw new RangeError(`There is no card with serial ${serial}.`);
	const include = new Set(custom?.include ?? []);
	const exclude = new Set(custom?.exclude ?? []);
	const numbered = inNumberedDeck(copy, players, infected11Corner);
	const inDeck = inCustomDeck(copy, custom, players, infected11Corner);
	include.delete(serial);
	exclude.delete(serial);
	if (inDeck && numbered) exclude.add(serial);
	if (!inDeck && !numbered) include.add(serial);
	const sort = (s: Set<number>) => [...s].sort((a, b) => a - b);
	return include.size || exclude.size ? { include: sort(include), exclude: sort(exclude) } : null;
}
