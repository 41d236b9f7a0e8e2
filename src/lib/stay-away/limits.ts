/**
 * Stay Away!'s table sizes, in a module of their own: a page that only offers the player counts
 * (the table's start panel) loads neither the card ids nor the card catalogue.
 */

/** Fewest and most players the game supports (English rulebook, "The concept": 4–12 players). */
export const MIN_PLAYERS = 4;
export const MAX_PLAYERS = 12;

/** Every player count the game supports, {@link MIN_PLAYERS} to {@link MAX_PLAYERS}, ascending. */
export const PLAYER_COUNTS: readonly number[] = Array.from(
	{ length: MAX_PLAYERS - MIN_PLAYERS + 1 },
	(_, i) => i + MIN_PLAYERS
);
