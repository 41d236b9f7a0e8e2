/**
 * The card catalogue of *Stay Away!*: every card, every physical copy, its category and the
 * corner number printed at the bottom right of each copy.
 *
 * Source: photographs of the Spanish print ("n/109") and of the first Russian print
 * (docs/sources.md#card-prints). Both prints use the same serial numbers 1–108; the corner numbers
 * agree on 107 of the 108 copies.
 *
 * This module is pure data: no text. Card names and effects live in `locales/<lng>/cards.json`.
 */
import { CARD_IDS_BY_CATEGORY, type CardId, type Category } from './card-ids';

export { CARD_IDS, CARD_IDS_BY_CATEGORY, CATEGORIES, type CardId, type Category } from './card-ids';
export { MAX_PLAYERS, MIN_PLAYERS, PLAYER_COUNTS } from './limits';

/**
 * When a card is used (rulebook, "The cards"):
 * - `role`: never played; holding it makes you The Thing;
 * - `exchange`: only ever moved by an exchange (Infected!);
 * - `own-turn`: played in step 2 of your own turn (action and obstacle cards);
 * - `reaction`: played only in response to another player's action, a Panic! effect or an
 *   exchange offered to you (defense cards);
 * - `panic`: resolved the moment it is drawn, never held.
 */
export type Timing = 'role' | 'exchange' | 'own-turn' | 'reaction' | 'panic';

/**
 * One physical copy of a card.
 * - `serial`: the serial printed at the bottom centre ("11/109" on the Spanish print), 1–108.
 * - `corner`: the corner number on the Spanish print, 4–11; `null` for The Thing, which has none
 *   and is always in the deck.
 */
export interface Copy {
	readonly serial: number;
	readonly card: CardId;
	readonly corner: number | null;
}

/** A card and all of its physical copies. */
export interface Card {
	readonly id: CardId;
	readonly category: Category;
	readonly timing: Timing;
	readonly copies: readonly Copy[];
}

/** Serial of the one copy whose corner number differs between prints (Infected!, "11/109"). */
export const VARIANT_SERIAL = 11;

/**
 * The corner number printed on Infected! serial 11 in each known print.
 * Source: docs/sources.md#card-prints (Spanish scan "11/109" shows 6; first Russian print shows 7).
 */
export const VARIANT_CORNERS = { spanish: 6, firstRussian: 7 } as const;

// A card's row; its id must be one of its category's ids in CARD_IDS_BY_CATEGORY.
type Row = {
	[C in Category]: readonly [
		id: (typeof CARD_IDS_BY_CATEGORY)[C][number],
		category: C,
		timing: Timing,
		copies: readonly (readonly [number, number | null])[]
	];
}[Category];

// [serial, corner on the Spanish print] for every copy; docs/sources.md#card-prints.
const ROWS: readonly Row[] = [
	['the-thing', 'contagion', 'role', [[1, null]]],
	[
		'infected',
		'contagion',
		'exchange',
		[
			[2, 4],
			[3, 4],
			[4, 4],
			[5, 4],
			[6, 4],
			[7, 4],
			[8, 4],
			[9, 4],
			[10, 6],
			[11, 6],
			[12, 7],
			[13, 7],
			[14, 8],
			[15, 9],
			[16, 9],
			[17, 10],
			[18, 10],
			[19, 11],
			[20, 11],
			[21, 11]
		]
	],
	[
		'flamethrower',
		'action',
		'own-turn',
		[
			[22, 4],
			[23, 4],
			[24, 6],
			[25, 9],
			[26, 11]
		]
	],
	[
		'analysis',
		'action',
		'own-turn',
		[
			[27, 5],
			[28, 6],
			[29, 9]
		]
	],
	[
		'axe',
		'action',
		'own-turn',
		[
			[30, 4],
			[31, 9]
		]
	],
	[
		'suspicious',
		'action',
		'own-turn',
		[
			[32, 4],
			[33, 4],
			[34, 4],
			[35, 4],
			[36, 7],
			[37, 8],
			[38, 9],
			[39, 10]
		]
	],
	[
		'whisky',
		'action',
		'own-turn',
		[
			[40, 4],
			[41, 6],
			[42, 10]
		]
	],
	[
		'resolute',
		'action',
		'own-turn',
		[
			[43, 4],
			[44, 4],
			[45, 6],
			[46, 9],
			[47, 10]
		]
	],
	[
		'watch-your-back',
		'action',
		'own-turn',
		[
			[48, 4],
			[49, 9]
		]
	],
	[
		'change-places',
		'action',
		'own-turn',
		[
			[50, 4],
			[51, 4],
			[52, 7],
			[53, 9],
			[54, 11]
		]
	],
	[
		'you-better-run',
		'action',
		'own-turn',
		[
			[55, 4],
			[56, 4],
			[57, 7],
			[58, 9],
			[59, 11]
		]
	],
	[
		'seduction',
		'action',
		'own-turn',
		[
			[60, 4],
			[61, 4],
			[62, 6],
			[63, 7],
			[64, 8],
			[65, 10],
			[66, 11]
		]
	],
	[
		'scary',
		'defense',
		'reaction',
		[
			[67, 5],
			[68, 6],
			[69, 8],
			[70, 11]
		]
	],
	[
		'im-comfortable',
		'defense',
		'reaction',
		[
			[71, 4],
			[72, 6],
			[73, 11]
		]
	],
	[
		'no-thanks',
		'defense',
		'reaction',
		[
			[74, 4],
			[75, 6],
			[76, 8],
			[77, 11]
		]
	],
	[
		'missed',
		'defense',
		'reaction',
		[
			[78, 4],
			[79, 6],
			[80, 11]
		]
	],
	[
		'no-barbecue',
		'defense',
		'reaction',
		[
			[81, 4],
			[82, 6],
			[83, 11]
		]
	],
	[
		'quarantine',
		'obstacle',
		'own-turn',
		[
			[84, 5],
			[85, 9]
		]
	],
	[
		'barred-door',
		'obstacle',
		'own-turn',
		[
			[86, 4],
			[87, 7],
			[88, 11]
		]
	],
	[
		'rotten-ropes',
		'panic',
		'panic',
		[
			[89, 6],
			[90, 9]
		]
	],
	[
		'one-two',
		'panic',
		'panic',
		[
			[91, 5],
			[92, 9]
		]
	],
	[
		'three-four',
		'panic',
		'panic',
		[
			[93, 4],
			[94, 9]
		]
	],
	[
		'is-this-the-party',
		'panic',
		'panic',
		[
			[95, 5],
			[96, 9]
		]
	],
	['get-out-of-here', 'panic', 'panic', [[97, 5]]],
	['forgetful', 'panic', 'panic', [[98, 4]]],
	[
		'round-and-round',
		'panic',
		'panic',
		[
			[99, 4],
			[100, 9]
		]
	],
	[
		'cant-we-be-friends',
		'panic',
		'panic',
		[
			[101, 7],
			[102, 9]
		]
	],
	[
		'blind-date',
		'panic',
		'panic',
		[
			[103, 4],
			[104, 9]
		]
	],
	['oops', 'panic', 'panic', [[105, 10]]],
	[
		'just-between-us',
		'panic',
		'panic',
		[
			[106, 7],
			[107, 9]
		]
	],
	['revelations', 'panic', 'panic', [[108, 8]]]
];

/** All 31 cards, in serial order. */
export const CARDS: readonly Card[] = ROWS.map(([id, category, timing, copies]) => ({
	id,
	category,
	timing,
	copies: copies.map(([serial, corner]) => ({ serial, card: id, corner }))
}));

/** The ids of every card of one category, in serial order. */
export function cardIdsOf(category: Category): CardId[] {
	return CARDS.filter((card) => card.category === category).map((card) => card.id);
}

/** All 108 physical deck copies, in serial order (the turn-direction card, 109, is not a deck card). */
export const COPIES: readonly Copy[] = CARDS.flatMap((card) => card.copies);

const BY_ID = new Map<string, Card>(CARDS.map((card) => [card.id, card]));

/** True when `id` is one of the 31 card ids. */
export function isCardId(id: string): id is CardId {
	return BY_ID.has(id);
}

/**
 * The card with this id.
 * @throws {RangeError} when `id` is not a card id.
 */
export function getCard(id: string): Card {
	const card = BY_ID.get(id);
	if (!card) throw new RangeError(`Unknown card id "${id}"`);
	return card;
}

/**
 * The corner number of a copy in a given print. Only Infected! serial 11 differs:
 * `infected11Corner` is 6 on the Spanish print and 7 on the first Russian print
 * (docs/sources.md#card-prints). Returns `null` for The Thing.
 */
export function cornerOf(
	copy: Copy,
	infected11Corner: 6 | 7 = VARIANT_CORNERS.spanish
): number | null {
	return copy.serial === VARIANT_SERIAL ? infected11Corner : copy.corner;
}

/**
 * A card's copies grouped by corner number (Spanish numbering), ascending: `[{ corner, count }]`.
 * The Thing, which has no number, is left out.
 */
export function copiesPerCorner(id: CardId): { corner: number; count: number }[] {
	const counts: Record<number, number> = {};
	for (const copy of getCard(id).copies) {
		const corner = cornerOf(copy);
		if (corner !== null) counts[corner] = (counts[corner] ?? 0) + 1;
	}
	return Object.entries(counts)
		.map(([corner, count]) => ({ corner: Number(corner), count }))
		.sort((a, b) => a.corner - b.corner);
}

/**
 * How many copies of a card are in the deck the corner numbers give for `players` players (4–12):
 * the copies numbered at or below the count, The Thing always (rulebook, "The deck", steps 1–2).
 * Advanced rules 2 and 5 are not applied: see `buildDeck` for the whole plan.
 */
export function copiesByNumber(
	id: CardId,
	players: number,
	infected11Corner: 6 | 7 = VARIANT_CORNERS.spanish
): number {
	return getCard(id).copies.filter((copy) => {
		const corner = cornerOf(copy, infected11Corner);
		return corner === null || corner <= players;
	}).length;
}
