/**
 * Player names of either game as text only: cleaning (both games' files and forms). Shortening a
 * name too long for the form, when a game file is imported, is `shorten-names.ts`'s job, loaded
 * with the import.
 */

/**
 * Characters that show nothing or change the order in which the text around them is shown: control
 * characters, format characters (zero-width spaces and joiners, bidi overrides, embeddings and
 * isolates, the byte-order mark, soft hyphens) and the line and paragraph separators.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/**
 * A player's name as text only: Unicode NFC, with invisible and bidi-control characters removed
 * and runs of white space made one space, trimmed. A name that was only such characters becomes
 * `''` (the seat's default label is shown). Stay Away!'s `createTable` cleans every name with it,
 * so a name can never mirror or hide the app's own words.
 */
export function cleanPlayerName(raw: string): string {
	return raw.normalize('NFC').replace(INVISIBLE, '').replace(/\s+/gu, ' ').trim();
}
