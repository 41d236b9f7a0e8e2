/**
 * The tag and version of the table log (`log.ts`), apart from the replay so that code which only
 * checks a stored header (`storage/games.ts`) loads without the engine.
 */

/** The `format` tag of a table log. */
export const LOG_FORMAT = 'stay-away-table-log';
/** The current log version. A log with a higher version is refused with `newer-version`. */
export const LOG_VERSION = 1;
