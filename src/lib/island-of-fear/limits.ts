/**
 * Island of Fear's table sizes and the limits of a Host's Table game, in a module of their own:
 * the pages that only need a number (the Host's start screen) load nothing else of the game.
 */

/**
 * Fewest players, the Host included: 5. From the publisher's box and public reviews; the seed
 * itself gives no minimum (seed § Setup only says cards are taken by player count from No. 1).
 */
export const MIN_PLAYERS = 5;

/**
 * Most players, the Host included: 25. From the publisher's box; it matches the 25 numbered
 * character cards, taken in printed order from No. 1 (seed § Setup, § Characters).
 */
export const MAX_PLAYERS = 25;

/**
 * The player count (the Host included) the setup page and the Host's Table both start from when
 * nothing is remembered: the fewest, {@link MIN_PLAYERS}.
 */
export const DEFAULT_PLAYERS = MIN_PLAYERS;

/** Every supported player count, 5 to 25, ascending. */
export const PLAYER_COUNTS: readonly number[] = Array.from(
	{ length: MAX_PLAYERS - MIN_PLAYERS + 1 },
	(_, i) => i + MIN_PLAYERS
);

/** Longest player name at the Host's Table, in characters. */
export const MAX_NAME_LENGTH = 40;
