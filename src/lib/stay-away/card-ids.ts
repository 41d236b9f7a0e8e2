/**
 * The ids of *Stay Away!*'s cards by category, in serial order (docs/sources.md#card-prints), and
 * the player counts: what the table engine needs, apart from the card catalogue (`cards.ts`, which
 * re-exports them), so that the table page's first load carries these lists and not every copy of
 * every card.
 */

/** The five card categories, by the colour of the card's title and its back. */
export type Category = 'contagion' | 'action' | 'defense' | 'obstacle' | 'panic';

/** All categories, in the order the rulebook presents them. */
export const CATEGORIES: readonly Category[] = [
	'contagion',
	'action',
	'defense',
	'obstacle',
	'panic'
];

/**
 * Card ids by category, each in serial order. The categories follow one another in serial order
 * too, so {@link CARD_IDS} is these lists one after the other, in {@link CATEGORIES} order.
 */
export const CARD_IDS_BY_CATEGORY = {
	contagion: ['the-thing', 'infected'],
	action: [
		'flamethrower',
		'analysis',
		'axe',
		'suspicious',
		'whisky',
		'resolute',
		'watch-your-back',
		'change-places',
		'you-better-run',
		'seduction'
	],
	defense: ['scary', 'im-comfortable', 'no-thanks', 'missed', 'no-barbecue'],
	obstacle: ['quarantine', 'barred-door'],
	panic: [
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
	]
} as const;

/** Card ids, in serial order (docs/sources.md#card-prints). */
export const CARD_IDS = [
	...CARD_IDS_BY_CATEGORY.contagion,
	...CARD_IDS_BY_CATEGORY.action,
	...CARD_IDS_BY_CATEGORY.defense,
	...CARD_IDS_BY_CATEGORY.obstacle,
	...CARD_IDS_BY_CATEGORY.panic
] as const;

/** A card id such as `'flamethrower'`. */
export type CardId = (typeof CARD_IDS)[number];
