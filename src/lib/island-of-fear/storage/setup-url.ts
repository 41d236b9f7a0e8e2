/**
 * A table's Island of Fear setup in a link's query, so a shared link or QR code opens the same
 * setup: `p` players, `h=1` the Host is handed No. 1, `i=1` Items, `e=1` Events, and for a set of
 * the table's own `c` its printed numbers joined by dots (`c=1.2.5.9`) and `b` its blank cards.
 * Pure: URLSearchParams only.
 */
import * as v from 'valibot';
import { IslandOptionsSchema, type IslandOptions } from '../setup';

/** The query for `options`, shortest form (flags only when on). */
export function encodeIslandSetup(options: IslandOptions): URLSearchParams {
	const params = new URLSearchParams();
	params.set('p', String(options.players));
	if (options.hostHandedOut) params.set('h', '1');
	if (options.items) params.set('i', '1');
	if (options.events) params.set('e', '1');
	if (options.custom) {
		params.set('c', options.custom.numbers.join('.'));
		if (options.custom.blanks > 0) params.set('b', String(options.custom.blanks));
	}
	return params;
}

/**
 * The setup a query holds, or `null` when it holds none (no `p`) or a malformed one (a player count
 * outside 5–25, a number that is not a card). A custom set that cannot be played as it stands (no
 * Host, the wrong size) is returned as it is, for the page to say what is wrong (`checkCustomSet`).
 * Never throws.
 */
export function decodeIslandSetup(params: URLSearchParams): IslandOptions | null {
	const p = params.get('p');
	if (p === null || !/^\d+$/.test(p)) return null;
	const c = params.get('c');
	const b = params.get('b') ?? '0';
	const numbers =
		c === null || c === '' ? [] : c.split('.').map((n) => (/^\d+$/.test(n) ? Number(n) : NaN));
	const options = {
		players: Number(p),
		hostHandedOut: params.get('h') === '1',
		items: params.get('i') === '1',
		events: params.get('e') === '1',
		...(c !== null ? { custom: { numbers, blanks: /^\d+$/.test(b) ? Number(b) : NaN } } : {})
	};
	const parsed = v.safeParse(IslandOptionsSchema, options);
	return parsed.success ? parsed.output : null;
}
