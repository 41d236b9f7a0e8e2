/**
 * Names too long for the form, shortened when a game file of either game is imported: loaded with
 * the file import, never with a page.
 */
import { cleanPlayerName } from './player-name';

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
