import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
	CHARACTER_COUNT,
	CHARACTERS,
	EVENT_IDS,
	EVENT_TOTAL,
	EVENTS,
	HOST_NUMBER,
	ITEM_IDS,
	ITEM_TOTALS,
	ITEMS,
	ROLE_IDS,
	ROLES,
	SEED_SECTIONS,
	getCharacter,
	getEntry,
	getEvent,
	getItem,
	getRole,
	type Source
} from './cards';
import {
	IslandOptionsSchema,
	MAX_PLAYERS,
	MIN_PLAYERS,
	PLAYER_COUNTS,
	SETUP_STEP_SOURCES,
	checkCustomSet,
	defaultIslandOptions,
	parseIslandOptions,
	planSetup,
	type IslandOptions,
	type SetupPlan
} from './setup';

const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);

function plan(options: Partial<IslandOptions>): SetupPlan {
	const r = planSetup({ ...defaultIslandOptions(), ...options });
	if (!r.ok) throw new Error(r.error.message);
	return r.value;
}

const sum = (list: readonly { count: number }[]) => list.reduce((s, x) => s + x.count, 0);

describe('character cards (seed § Characters)', () => {
	it('holds the 25 numbered cards in printed order, No. 1 the Host', () => {
		expect(CHARACTER_COUNT).toBe(25);
		expect(CHARACTERS.map((c) => c.number)).toEqual(range(1, 25));
		expect(CHARACTERS.filter((c) => c.isHost).map((c) => c.number)).toEqual([HOST_NUMBER]);
		expect(getCharacter(1)).toMatchObject({
			id: 'spirit-of-the-island',
			printedName: 'Дух Острова',
			isHost: true
		});
		expect(getCharacter(2)).toMatchObject({
			id: 'vadik-puchegluzoe',
			printedName: 'Вадик Пучеглазое',
			transliteration: 'Vadik Puchegluzoe'
		});
		expect(getCharacter(22)?.id).toBe('katya-ushlaya');
		expect(getCharacter(25)).toMatchObject({ id: 'stepan-shcheka', printedName: 'Степан Щека' });
	});

	it('gives kebab-case ids, all different', () => {
		for (const c of CHARACTERS) expect(c.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
		expect(new Set(CHARACTERS.map((c) => c.id)).size).toBe(25);
	});

	it.each([0, 26, -1, 1.5, Number.NaN])('has no card No. %s', (n) => {
		expect(getCharacter(n)).toBeUndefined();
	});
});

describe('roles (seed § Host’s Table)', () => {
	it('has the ten table columns in printed order, then the Passenger', () => {
		expect(ROLES.map((r) => r.id)).toEqual([...ROLE_IDS]);
		expect(ROLES.slice(0, 10).map((r) => r.hostTableColumn)).toEqual(range(0, 9));
		expect(getRole('passenger')).toMatchObject({ hostTableColumn: null, night: null, day: null });
	});

	it('records the printed night and day entries', () => {
		const entries = Object.fromEntries(ROLES.map((r) => [r.id, [r.night, r.day]]));
		expect(entries).toEqual({
			werewolves: ['attack', null],
			seer: ['check', null],
			'sex-maniac': ['assault', null],
			nurse: ['save', null],
			untouchable: ['invulnerable', null],
			authority: [null, 'take-vote'],
			witch: ['cast-spell', null],
			sleepwalker: ['steal', null],
			'half-breed': [null, 'harm'],
			hamster: ['attack', null],
			passenger: [null, null]
		});
	});

	it('marks every Russian role name as an unverified translation', () => {
		for (const r of ROLES) expect(r.ruNameUnverified).toBe(true);
	});
});

describe('items (seed § Items)', () => {
	it('counts 26 cards: 18 useful and 8 harmful, as the seed lists them', () => {
		expect(ITEMS.map((i) => i.id)).toEqual([...ITEM_IDS]);
		expect(sum(ITEMS)).toBe(26);
		expect(sum(ITEMS.filter((i) => i.kind === 'useful'))).toBe(18);
		expect(sum(ITEMS.filter((i) => i.kind === 'harmful'))).toBe(8);
		expect(ITEM_TOTALS).toEqual({ useful: 18, harmful: 8, all: 26 });
		expect(Object.fromEntries(ITEMS.map((i) => [i.id, i.count]))).toEqual({
			'totem-of-power': 1,
			'camouflage-robe': 2,
			'black-glasses': 2,
			'moon-fern': 2,
			'werewolf-fang': 2,
			'stun-gun': 2,
			megaphone: 1,
			'voodoo-doll': 2,
			sheepskin: 2,
			'love-note': 2,
			trap: 2,
			'poisonous-thorn': 2,
			'totem-of-weak-will': 2,
			handcuffs: 1,
			bomb: 1
		});
	});

	it('does not guess which items are passive or activatable', () => {
		for (const i of ITEMS) expect(i.activation).toBeNull();
	});
});

describe('events (seed § Events)', () => {
	it('counts 20 cards over 17 events', () => {
		expect(EVENTS.map((e) => e.id)).toEqual([...EVENT_IDS]);
		expect(EVENTS).toHaveLength(17);
		expect(sum(EVENTS)).toBe(EVENT_TOTAL);
		expect(EVENT_TOTAL).toBe(20);
		expect(EVENTS.filter((e) => e.count === 2).map((e) => e.id)).toEqual([
			'foggy-night',
			'bunker',
			'mystic-light'
		]);
		expect(EVENTS.every((e) => e.count === 1 || e.count === 2)).toBe(true);
	});

	it('marks Mystic Light and Tsunami as recharging items (seed § Items)', () => {
		expect(EVENTS.filter((e) => e.rechargesItems).map((e) => e.id)).toEqual([
			'mystic-light',
			'tsunami'
		]);
	});
});

describe('sources and lookups', () => {
	const all: { id: string; source: Source }[] = [...CHARACTERS, ...ROLES, ...ITEMS, ...EVENTS];

	it('gives every entry a source section of seed 003', () => {
		for (const e of all) {
			expect(e.source.seed, e.id).toBe('003');
			expect(SEED_SECTIONS, e.id).toContain(e.source.section);
		}
		for (const section of Object.values(SETUP_STEP_SOURCES))
			expect(SEED_SECTIONS).toContain(section);
	});

	it('keeps ids unique across the four catalogues, so getEntry is unambiguous', () => {
		expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
		for (const e of all) expect(getEntry(e.id)?.entry).toBe(e);
	});

	it('finds entries by id and tags their catalogue', () => {
		expect(getEntry('bomb')).toMatchObject({ type: 'item', entry: { kind: 'harmful', count: 1 } });
		expect(getEntry('tsunami')?.type).toBe('event');
		expect(getEntry('witch')?.type).toBe('role');
		expect(getEntry('john-smith')).toMatchObject({ type: 'character', entry: { number: 24 } });
		expect(getEntry('nobody')).toBeUndefined();
		expect(getItem('trap')?.count).toBe(2);
		expect(getEvent('fear')?.count).toBe(1);
	});
});

describe('planSetup', () => {
	it.each(PLAYER_COUNTS)('uses exactly Nos. 1..%i', (n) => {
		const p = plan({ players: n });
		expect(p.characters.map((c) => c.number)).toEqual(range(1, n));
		expect(p.blanks).toBe(0);
		expect(p.custom).toBe(false);
		expect(p.balanceWarning).toBe(false);
	});

	it('covers 5 to 25 players', () => {
		expect([MIN_PLAYERS, MAX_PLAYERS]).toEqual([5, 25]);
		expect(PLAYER_COUNTS).toEqual(range(5, 25));
	});

	it('has the properties of a plan for any table', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: MIN_PLAYERS, max: MAX_PLAYERS }),
				fc.boolean(),
				fc.boolean(),
				fc.boolean(),
				(players, hostHandedOut, items, events) => {
					const p = plan({ players, hostHandedOut, items, events });
					expect(p.characters.map((c) => c.number)).toEqual(range(1, players));
					expect(p.characters[0]?.isHost).toBe(true);
					expect(p.host).toBe(hostHandedOut ? 'handed-out' : 'shuffled-in');
					expect(p.drawn).toBe(hostHandedOut ? players - 1 : players);
					expect(p.votingTokens).toBe(players);
					expect(p.items?.total ?? null).toBe(items ? 26 : null);
					expect(p.events?.total ?? null).toBe(events ? 20 : null);
					const ids = p.steps.map((s) => s.id);
					expect(ids[0]).toBe('seat');
					expect(ids.includes('setAsideHost')).toBe(hostHandedOut);
					expect(ids.includes('handHost')).toBe(hostHandedOut);
					expect(ids.includes('drawItems')).toBe(items);
					expect(ids.includes('shuffleEvents')).toBe(events);
					for (const s of p.steps) {
						if (s.id === 'takeNumbered')
							expect([s.from, s.to, s.count]).toEqual([1, players, players]);
						if (s.id === 'drawCharacters') expect(s.players).toBe(p.drawn);
						if (s.id === 'drawItems') {
							expect(s.left).toBe(26 - players);
							expect(s.leftWithoutHost).toBe(27 - players);
						}
						if (s.id === 'votingTokens') expect(s.withoutHost).toBe(players - 1);
					}
				}
			),
			{ numRuns: 200 }
		);
	});

	it('lists the supplement decks with their totals', () => {
		const p = plan({ players: 10, items: true, events: true });
		expect(p.items).toMatchObject({ useful: 18, harmful: 8, total: 26 });
		expect(sum(p.items!.cards)).toBe(26);
		expect(sum(p.events!.cards)).toBe(20);
	});

	it('sets No. 1 aside for a volunteer Host', () => {
		const ids = plan({ players: 7, hostHandedOut: true }).steps.map((s) => s.id);
		expect(ids).toEqual([
			'seat',
			'takeNumbered',
			'setAsideHost',
			'shuffleCharacters',
			'drawCharacters',
			'handHost',
			'votingTokens',
			'hostTable'
		]);
	});

	it.each([4, 26, 5.5, Number.NaN, -1])('refuses %s players', (players) => {
		const r = planSetup({ ...defaultIslandOptions(), players });
		expect(r.ok).toBe(false);
		if (!r.ok) expect(r.error.code).toBe('invalid-players');
	});

	it('plans a custom set with blanks and the balance warning', () => {
		const p = plan({ players: 6, custom: { numbers: [9, 1, 3, 2], blanks: 2 } });
		expect(p.characters.map((c) => c.number)).toEqual([1, 2, 3, 9]);
		expect(p.blanks).toBe(2);
		expect(p.balanceWarning).toBe(true);
		expect(p.steps[1]).toEqual({ id: 'takeCustom', numbers: [1, 2, 3, 9], blanks: 2, count: 6 });
	});

	it('refuses a custom set that does not check', () => {
		const r = planSetup({
			...defaultIslandOptions(),
			custom: { numbers: [2, 3, 4, 5, 6], blanks: 0 }
		});
		expect(r.ok ? null : r.error.code).toBe('no-host');
	});
});

describe('checkCustomSet (seed § Characters)', () => {
	const code = (numbers: number[], blanks: number, players: number) => {
		const r = checkCustomSet({ numbers, blanks }, players);
		return r.ok ? 'ok' : r.error.code;
	};

	it('accepts a set with the Host, nobody twice and one card per player, always warning', () => {
		const r = checkCustomSet({ numbers: [5, 1, 12, 20, 25], blanks: 0 }, 5);
		expect(r).toEqual({
			ok: true,
			value: { numbers: [1, 5, 12, 20, 25], blanks: 0, size: 5, balanceWarning: true }
		});
	});

	it('counts blank cards towards the size', () => {
		expect(code([1, 2, 3], 2, 5)).toBe('ok');
		expect(code([1], 4, 5)).toBe('ok');
		expect(code([1, 2, 3], 1, 5)).toBe('size-mismatch');
	});

	it('requires the Host', () => {
		expect(code([2, 3, 4, 5, 6], 0, 5)).toBe('no-host');
		expect(code([], 5, 5)).toBe('no-host');
	});

	it('allows nobody twice', () => {
		const r = checkCustomSet({ numbers: [1, 2, 3, 3, 4], blanks: 0 }, 5);
		expect(r.ok).toBe(false);
		if (!r.ok)
			expect(r.error).toMatchObject({ code: 'duplicate-character', details: { number: 3 } });
	});

	it('requires one card per player', () => {
		const r = checkCustomSet({ numbers: [1, 2, 3, 4, 5, 6], blanks: 0 }, 5);
		expect(r.ok).toBe(false);
		if (!r.ok)
			expect(r.error).toMatchObject({ code: 'size-mismatch', details: { size: 6, players: 5 } });
	});

	it('refuses unknown numbers, bad blank counts and bad player counts', () => {
		expect(code([1, 2, 3, 4, 26], 0, 5)).toBe('unknown-character');
		expect(code([1, 2, 3, 4, 0], 0, 5)).toBe('unknown-character');
		expect(code([1, 2, 3, 4, 2.5], 0, 5)).toBe('unknown-character');
		expect(code([1, 2, 3, 4], -1, 5)).toBe('invalid-blanks');
		expect(code([1, 2, 3, 4], 0.5, 5)).toBe('invalid-blanks');
		expect(code([1, 2, 3], 0, 3)).toBe('invalid-players');
	});

	it('accepts any valid subset containing the Host, and nothing with a repeat', () => {
		fc.assert(
			fc.property(
				fc.uniqueArray(fc.integer({ min: 2, max: 25 }), { maxLength: 24 }),
				fc.integer({ min: 0, max: 10 }),
				(others, blanks) => {
					const players = others.length + 1 + blanks;
					const r = checkCustomSet({ numbers: [...others, 1], blanks }, players);
					if (players < MIN_PLAYERS || players > MAX_PLAYERS) expect(r.ok).toBe(false);
					else {
						expect(r.ok).toBe(true);
						if (r.ok) expect(r.value.numbers[0]).toBe(1);
						if (others.length > 0)
							expect(code([...others, 1, others[0]!], blanks, players + 1)).not.toBe('ok');
					}
				}
			),
			{ numRuns: 300 }
		);
	});
});

describe('options schema', () => {
	it('accepts the defaults and a custom set', () => {
		expect(parseIslandOptions(defaultIslandOptions())).toEqual({
			ok: true,
			value: defaultIslandOptions()
		});
		const custom = { ...defaultIslandOptions(), custom: { numbers: [1, 2, 3], blanks: 2 } };
		expect(parseIslandOptions(custom).ok).toBe(true);
	});

	it.each([4, 26, 0, -5, 10.5, Number.NaN, '10', null])('rejects players: %s', (players) => {
		const input = { ...defaultIslandOptions(), players };
		expect(v.safeParse(IslandOptionsSchema, input).success).toBe(false);
		const r = parseIslandOptions(input);
		expect(r.ok).toBe(false);
		if (!r.ok) expect(r.error).toMatch(/^players: /);
	});

	it('accepts every player count from 5 to 25', () => {
		for (const players of PLAYER_COUNTS)
			expect(v.safeParse(IslandOptionsSchema, { ...defaultIslandOptions(), players }).success).toBe(
				true
			);
	});

	it('rejects unknown fields, bad numbers and custom sets that do not check', () => {
		expect(parseIslandOptions({ ...defaultIslandOptions(), extra: 1 }).ok).toBe(false);
		const bad = (custom: unknown) => parseIslandOptions({ ...defaultIslandOptions(), custom });
		expect(bad({ numbers: [1, 2, 3, 4, 30], blanks: 0 }).ok).toBe(false);
		expect(bad({ numbers: [1, 2, 3, 4], blanks: -1 }).ok).toBe(false);
		expect(bad({ numbers: [2, 3, 4, 5, 6], blanks: 0 })).toEqual({
			ok: false,
			error: 'custom: no-host'
		});
		expect(bad({ numbers: [1, 1, 2, 3, 4], blanks: 0 })).toEqual({
			ok: false,
			error: 'custom: duplicate-character'
		});
		expect(bad({ numbers: [1, 2], blanks: 0 })).toEqual({
			ok: false,
			error: 'custom: size-mismatch'
		});
	});
});
