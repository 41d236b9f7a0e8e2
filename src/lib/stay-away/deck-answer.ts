/**
 * Direct answers to deck questions ("how many Panic! cards with 6 players?", "is Analysis in the
 * 4-player deck?", "which cards come out for 7?"), computed by {@link buildDeck} for the table's
 * print and advanced rules, so the answer is the deck the table really builds.
 *
 * Pure data in, numbers out: the words live in `locales/<lng>/rules.json` under `deckAnswer.*`.
 * Sources: the English rulebook, "The deck", steps 1–5 (German 2017 rulebook p. 4) and the card
 * prints' corner numbers (docs/sources.md#card-prints).
 */
import { CATEGORIES, cornerOf, getCard, isCardId, type CardId, type Category } from './cards';
import {
	buildDeck,
	type DeckError,
	HAND_SIZE,
	isValidPlayerCount,
	MAX_PLAYERS,
	MIN_PLAYERS
} from './deck';
import type { AdvancedRules, PrintProfile } from './options';

/**
 * What a deck question asks about.
 * - a card id: how many copies of that card are in play;
 * - a category: how many cards of that category (`'panic'`, `'defense'`, …);
 * - `'total'`: how many cards the whole deck has;
 * - `'dealt'`: how many cards are counted out and dealt;
 * - `'remove'`: which corner numbers go back in the box.
 */
export type DeckSubject = CardId | Category | 'total' | 'dealt' | 'remove';

/** True when `s` names a {@link DeckSubject}. */
export function isDeckSubject(s: string): s is DeckSubject {
	return (
		isCardId(s) ||
		(CATEGORIES as readonly string[]).includes(s) ||
		s === 'total' ||
		s === 'dealt' ||
		s === 'remove'
	);
}

/** The rule options a deck answer depends on (the print's corner numbers and advanced rules 1, 2, 3, 5). */
export interface DeckAnswerOptions {
	print?: Pick<PrintProfile, 'infected11Corner'>;
	advanced?: Partial<AdvancedRules>;
}

/**
 * A computed answer. `players` is the count asked about; every count is a number of physical
 * cards in the deck built for that count with the given options.
 * - `card`: `count` copies in play; `corners` lists the corner number of every copy in the box
 *   (ascending, one entry per copy), so "not in the 4-player deck; numbered 5, 6 and 9" can be said.
 * - `category`: `count` cards of that category in play.
 * - `total`: `count` cards in the deck, of which `drawPile` stay in the draw deck after the deal.
 * - `dealt`: `countedOut` cards counted out (4 × players − 1 with The Thing dealt), `count` dealt.
 * - `remove`: the corner numbers going back in the box (`numbers`, empty from 11 players on),
 *   `count` copies in all, and `total` left in play.
 * - `unsupported`: the player count is outside 4–12 (English rulebook, "The concept").
 * - `impossible`: the table's options cannot build a deck for that count (see {@link DeckError}).
 */
export type DeckAnswer =
	| { kind: 'card'; players: number; card: CardId; count: number; corners: number[] }
	| { kind: 'category'; players: number; category: Category; count: number }
	| { kind: 'total'; players: number; count: number; drawPile: number }
	| { kind: 'dealt'; players: number; count: number; countedOut: number; thingDealt: boolean }
	| { kind: 'remove'; players: number; numbers: number[]; count: number; total: number }
	| { kind: 'unsupported'; players: number; min: number; max: number }
	| { kind: 'impossible'; players: number; code: DeckError['code'] };

/**
 * Answer one deck question for `players` players under the table's options.
 * Never throws: a player count outside 4–12 gives `unsupported`, options that cannot be built
 * give `impossible`.
 */
export function deckAnswer(
	players: number,
	subject: DeckSubject,
	options: DeckAnswerOptions = {}
): DeckAnswer {
	if (!isValidPlayerCount(players))
		return { kind: 'unsupported', players, min: MIN_PLAYERS, max: MAX_PLAYERS };
	const built = buildDeck({ players, print: options.print, advanced: options.advanced });
	if (!built.ok) return { kind: 'impossible', players, code: built.error.code };
	const plan = built.value;
	if (subject === 'total')
		return { kind: 'total', players, count: plan.total, drawPile: plan.drawPile };
	if (subject === 'dealt') {
		return {
			kind: 'dealt',
			players,
			count: players * HAND_SIZE,
			countedOut: plan.countedOut,
			thingDealt: plan.thingDealt
		};
	}
	if (subject === 'remove') {
		return {
			kind: 'remove',
			players,
			numbers: plan.removeNumbers,
			count: plan.removed,
			total: plan.total
		};
	}
	if (isCardId(subject)) {
		const corner11 = options.print?.infected11Corner ?? 6;
		const corners = getCard(subject)
			.copies.map((c) => cornerOf(c, corner11))
			.filter((n): n is number => n !== null)
			.sort((a, b) => a - b);
		return { kind: 'card', players, card: subject, count: plan.copies[subject], corners };
	}
	return { kind: 'category', players, category: subject, count: plan.byCategory[subject] };
}
