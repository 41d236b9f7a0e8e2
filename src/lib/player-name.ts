/**
 * Player names of either game as text only: cleaning (both games' files and forms), and the names
 * that look the same (a warning on the start screen). Shortening a name too long for the form, when
 * a game file is imported, is `shorten-names.ts`'s job, loaded with the import.
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

/**
 * The key under which two names look the same: {@link cleanPlayerName}, then compatibility
 * normalisation (NFKC: full-width and ligature forms) and case folding. "Ann", "ANN" and "Ａｎｎ"
 * share a key.
 */
export function nameLookalikeKey(raw: string): string {
	return cleanPlayerName(raw).normalize('NFKC').toLocaleLowerCase('und');
}

/**
 * The seats (1-based) of the first group of names that look the same ({@link nameLookalikeKey}),
 * or `[]` when all names can be told apart. Empty names are ignored. A warning for the start
 * screen, not an error: two players may share a name.
 */
export function lookalikeSeats(names: readonly string[]): number[] {
	const seats: Record<string, number[]> = {};
	names.forEach((name, i) => {
		const key = nameLookalikeKey(name);
		if (key) (seats[key] ??= []).push(i + 1);
	});
	return Object.values(seats).find((list) => list.length > 1) ?? [];
}
