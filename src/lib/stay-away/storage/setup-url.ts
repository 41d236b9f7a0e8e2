/**
 * The whole setup (player count and rule options) as URL query parameters, so a link or a QR code
 * opens the same setup on another phone. Only values that differ from the rulebook defaults are
 * written, so the plain game has a short link.
 *
 * Parameters (all optional):
 * | key     | meaning                                   | values                      |
 * | ------- | ----------------------------------------- | --------------------------- |
 * | `p`     | players                                   | 4–12                        |
 * | `n11`   | corner number of Infected! 11/109         | 6, 7                        |
 * | `q`     | Quarantine text                           | `2r` two rounds, `3t` three own turns |
 * | `m`     | Missed! text                              | `ni` not infected, `plain`  |
 * | `o12`   | One, Two… Quarantine clause               | `either`, `target`          |
 * | `thing` | advanced rule 1, The Thing in the deck    | `1`                         |
 * | `inf`   | advanced rule 2, Infected! in play        | 0–20                        |
 * | `fa`    | advanced rule 3                           | `1`                         |
 * | `nb`    | advanced rule 4, neighbours only          | `1`                         |
 * | `add`, `out` | advanced rule 5, serials added / taken out | dot-separated 1–108  |
 * | `ven`   | advanced rule 6, Vengeance mode           | `1`                         |
 * | `swap`, `door`, `qx`, `sup`, `decl` | table choices | see {@link TableChoices}  |
 */
import { defaultSetup, type Setup, type TableChoices } from '$lib/stay-away/options';
import { isValidPlayerCount, MAX_PLAYERS, MIN_PLAYERS } from '$lib/stay-away/deck';

type Codec<T> = { encode: (value: T) => string; decode: (raw: string) => T | undefined };

const flag: Codec<boolean> = {
	encode: (v) => (v ? '1' : '0'),
	decode: (raw) => (raw === '1' ? true : raw === '0' ? false : undefined)
};

function pick<T extends string | number | boolean>(
	pairs: readonly (readonly [T, string])[]
): Codec<T> {
	return {
		encode: (v) => pairs.find(([value]) => value === v)?.[1] ?? '',
		decode: (raw) => pairs.find(([, code]) => code === raw)?.[0]
	};
}

function intIn(min: number, max: number): Codec<number> {
	return {
		encode: String,
		decode: (raw) => {
			if (!/^\d{1,3}$/.test(raw)) return undefined;
			const n = Number(raw);
			return n >= min && n <= max ? n : undefined;
		}
	};
}

const serials: Codec<number[]> = {
	encode: (list) => [...list].sort((a, b) => a - b).join('.'),
	decode: (raw) => {
		if (raw === '') return [];
		const parts = raw.split('.');
		if (parts.length > 108) return undefined;
		const list = parts.map((s) => (/^\d{1,3}$/.test(s) ? Number(s) : NaN));
		return list.every((n) => n >= 1 && n <= 108) ? [...new Set(list)] : undefined;
	}
};

interface Field<T> {
	key: string;
	codec: Codec<T>;
	get: (s: Setup) => T;
	set: (s: Setup, value: T) => void;
}

function field<T>(
	key: string,
	codec: Codec<T>,
	get: (s: Setup) => T,
	set: (s: Setup, value: T) => void
): Field<T> {
	return { key, codec, get, set };
}

const tableChoice = <K extends keyof TableChoices>(
	key: string,
	name: K,
	codec: Codec<TableChoices[K]>
) =>
	field(
		key,
		codec,
		(s) => s.options.table[name],
		(s, v) => (s.options.table[name] = v)
	);

// Order matters only for readability of the link. The fields hold values of different types; each
// is type-checked where it is built by `field()`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const FIELDS: readonly Field<any>[] = [
	field(
		'p',
		intIn(MIN_PLAYERS, MAX_PLAYERS),
		(s) => s.players,
		(s, v) => (s.players = v)
	),
	field(
		'n11',
		pick([
			[6, '6'],
			[7, '7']
		] as const),
		(s) => s.options.print.infected11Corner,
		(s, v) => (s.options.print.infected11Corner = v)
	),
	field(
		'q',
		pick([
			['two-rounds', '2r'],
			['three-turns', '3t']
		] as const),
		(s) => s.options.print.quarantine,
		(s, v) => (s.options.print.quarantine = v)
	),
	field(
		'm',
		pick([
			['not-infected', 'ni'],
			['plain', 'plain']
		] as const),
		(s) => s.options.print.missed,
		(s, v) => (s.options.print.missed = v)
	),
	field(
		'o12',
		pick([
			['either', 'either'],
			['target', 'target']
		] as const),
		(s) => s.options.print.oneTwoQuarantine,
		(s, v) => (s.options.print.oneTwoQuarantine = v)
	),
	field(
		'thing',
		flag,
		(s) => s.options.advanced.thingInDeck,
		(s, v) => (s.options.advanced.thingInDeck = v)
	),
	field(
		'inf',
		intIn(0, 20),
		(s) => s.options.advanced.infectedCount ?? -1,
		(s, v) => (s.options.advanced.infectedCount = v)
	),
	field(
		'fa',
		flag,
		(s) => s.options.advanced.flamethrowerAnalysisInDeck,
		(s, v) => (s.options.advanced.flamethrowerAnalysisInDeck = v)
	),
	field(
		'nb',
		flag,
		(s) => s.options.advanced.neighboursOnly,
		(s, v) => (s.options.advanced.neighboursOnly = v)
	),
	field(
		'add',
		serials,
		(s) => s.options.advanced.customDeck?.include ?? [],
		(s, v) => {
			s.options.advanced.customDeck = {
				include: v,
				exclude: s.options.advanced.customDeck?.exclude ?? []
			};
		}
	),
	field(
		'out',
		serials,
		(s) => s.options.advanced.customDeck?.exclude ?? [],
		(s, v) => {
			s.options.advanced.customDeck = {
				include: s.options.advanced.customDeck?.include ?? [],
				exclude: v
			};
		}
	),
	field(
		'ven',
		flag,
		(s) => s.options.advanced.vengeance,
		(s, v) => (s.options.advanced.vengeance = v)
	),
	tableChoice(
		'swap',
		'nextAfterSwap',
		pick([
			['next-from-new-seat', 'next'],
			['displaced-player', 'displaced']
		] as const)
	),
	tableChoice(
		'door',
		'doorNextToEliminated',
		pick([
			['discard', 'discard'],
			['keep', 'keep']
		] as const)
	),
	tableChoice(
		'qx',
		'quarantineExchange',
		pick([
			['face-up', 'faceup'],
			['blocked', 'blocked']
		] as const)
	),
	tableChoice('sup', 'superinfection', flag),
	tableChoice(
		'decl',
		'declareAnyTime',
		pick<boolean>([
			[true, 'any'],
			[false, 'own']
		])
	)
];

/** Encode a setup as query parameters; values equal to the defaults are left out. */
export function encodeSetup(setup: Setup): URLSearchParams {
	const params = new URLSearchParams();
	const base = defaultSetup();
	for (const f of FIELDS) {
		const value = f.get(setup);
		if (JSON.stringify(value) !== JSON.stringify(f.get(base)))
			params.set(f.key, f.codec.encode(value));
	}
	return params;
}

/**
 * Decode query parameters into a setup, starting from `base` (default: the rulebook game, since a
 * link leaves out what equals the defaults). Never throws: every parameter that is malformed or out
 * of range is ignored (the base's value is kept) and its key listed in `problems`, so the page can
 * show a short notice. Unknown parameters are ignored silently.
 */
export function decodeSetup(
	params: URLSearchParams,
	base: Setup = defaultSetup()
): { setup: Setup; problems: string[] } {
	const setup = structuredClone(base);
	const problems: string[] = [];
	for (const f of FIELDS) {
		const raw = params.get(f.key);
		if (raw === null) continue;
		const value = f.codec.decode(raw);
		if (value === undefined) problems.push(f.key);
		else f.set(setup, value);
	}
	const custom = setup.options.advanced.customDeck;
	if (custom && custom.include.length === 0 && custom.exclude.length === 0)
		setup.options.advanced.customDeck = null;
	return { setup, problems };
}

/** True when the query has any setup parameter at all. */
export function hasSetupParams(params: URLSearchParams): boolean {
	return FIELDS.some((f) => params.has(f.key));
}

/** Check a player count read from anywhere. */
export { isValidPlayerCount };
