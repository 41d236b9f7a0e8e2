/**
 * Player names of either game as text only: cleaning (both games' files and forms) and the
 * shortening of a name too long for the form, when a game file is imported.
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
 * A name that fits `max` UTF-16 code units (the length the forms' `maxlength` and the file schemas
 * count): {@link cleanPlayerName}, then cut after the last whole character (grapheme) that fits,
 * with trailing white space removed. A name that already fits once cleaned is returned cleaned.
 */
export function shortenPlayerName(raw: string, max: number): string {
	const clean = cleanPlayerName(raw);
	if (clean.length <= max) return clean;
	let out = '';
	for (const { segment } of new Intl.Segmenter('und', { granularity: 'grapheme' }).segment(clean)) {
		if (out.length + segment.length > max) break;
		out += segment;
	}
	return out.trimEnd();
}

/**
 * A game file (parsed JSON, not yet validated) with every name of `setup.names` longer than `max`
 * shortened by {@link shortenPlayerName}, and the seats (0-based) whose name was shortened. Only
 * strings over the limit change; anything else (other fields, a malformed file) is returned as it
 * came, for the file's schema to judge. Never changes its input.
 */
export function shortenFileNames(
	data: unknown,
	max: number
): { readonly data: unknown; readonly shortened: readonly number[] } {
	const file = data as { setup?: { names?: unknown } } | null;
	const names = typeof file === 'object' && file !== null ? file.setup?.names : undefined;
	if (!Array.isArray(names)) return { data, shortened: [] };
	const shortened: number[] = [];
	const fixed = names.map((name: unknown, seat) => {
		if (typeof name !== 'string' || name.length <= max) return name;
		shortened.push(seat);
		return shortenPlayerName(name, max);
	});
	if (shortened.length === 0) return { data, shortened };
	const f = file as { setup: Record<string, unknown> };
	return { data: { ...f, setup: { ...f.setup, names: fixed } }, shortened };
}
