import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '$lib/i18n/languages';
import { CHARACTERS, EVENTS, getEntry, ITEMS, ROLES, SEED_SECTIONS } from './cards';
import {
	getIslandRuling,
	ISLAND_RULINGS,
	ISLAND_TOPICS,
	islandRulingsForEntry,
	islandRulingsForTopic
} from './rulings';
import { decodeIslandSetup, encodeIslandSetup } from './storage/setup-url';
import { MAX_PLAYERS, MIN_PLAYERS, type IslandOptions } from './setup';

type Json = { [key: string]: Json | string };
const locale = (lng: string): Json =>
	JSON.parse(readFileSync(join(process.cwd(), 'locales', lng, 'island.json'), 'utf8')) as Json;
const at = (json: Json, path: string): unknown =>
	path.split('.').reduce<unknown>((node, key) => (node as Json | undefined)?.[key], json);

describe('Island of Fear rulings', () => {
	it('cites at least one section of seed 003 in every ruling', () => {
		for (const r of ISLAND_RULINGS) {
			expect(r.sections.length, r.id).toBeGreaterThan(0);
			for (const s of r.sections) expect(SEED_SECTIONS, r.id).toContain(s);
		}
	});

	it('has unique ids, a home topic each, and at least one ruling per topic', () => {
		expect(new Set(ISLAND_RULINGS.map((r) => r.id)).size).toBe(ISLAND_RULINGS.length);
		for (const topic of ISLAND_TOPICS)
			expect(islandRulingsForTopic(topic).length, topic).toBeGreaterThan(0);
		expect(getIslandRuling('tied-vote')?.topic).toBe('day-and-vote');
		expect(getIslandRuling('nothing')).toBeUndefined();
	});

	it('names only entries that exist', () => {
		for (const r of ISLAND_RULINGS)
			for (const id of r.entries) expect(getEntry(id), `${r.id} → ${id}`).toBeDefined();
	});

	it('says where the seed is silent instead of guessing: abilities, items, events, roles of numbers', () => {
		const silent = ISLAND_RULINGS.filter((r) => r.silent).map((r) => r.id);
		expect(silent).toEqual(
			expect.arrayContaining([
				'abilities-not-described',
				'item-effects',
				'event-effects',
				'which-card-which-role'
			])
		);
	});

	it('gives the readings where the rulebook is silent: a save at dawn, a ghost’s item, the Hamster', () => {
		// The seed's dawn: the Host tells each player what befell them; a save by the Nurse is not
		// mentioned. Its items: a player who leaves the game returns theirs; a ghost is not said to
		// leave. In every language both answers give their readings, (a), (b) and for the item (c).
		for (const lng of LANGUAGES) {
			const dawn = String(at(locale(lng), 'rulings.dawn-announcement.a'));
			expect(dawn, lng).toContain(String(at(locale(lng), 'roles.nurse')));
			expect(dawn, lng).toMatch(/\((a|а)\)[^]*\((b|б)\)/);
			const item = String(at(locale(lng), 'rulings.one-item-at-a-time.a'));
			expect(item, lng).toMatch(/\((a|а)\)[^]*\((b|б)\)[^]*\((c|в)\)/);
			// Audit U8: whether the Hamster is one of the Werewolves.
			const hamster = String(at(locale(lng), 'rulings.hamster-wins.a'));
			expect(hamster, lng).toMatch(/\((a|а)\)[^]*\((b|б)\)/);
		}
	});

	it('gives every item and event page the supplement’s rulings, and every character the role question', () => {
		for (const item of ITEMS)
			expect(islandRulingsForEntry(item.id, 'item').map((r) => r.id)).toContain('item-effects');
		for (const event of EVENTS)
			expect(islandRulingsForEntry(event.id, 'event').map((r) => r.id)).toContain(
				'event-each-morning'
			);
		for (const c of CHARACTERS)
			expect(islandRulingsForEntry(c.id, 'character').map((r) => r.id)).toContain(
				'which-card-which-role'
			);
		expect(islandRulingsForEntry('hamster', 'role').map((r) => r.id)).toContain('hamster-wins');
	});

	it.each(LANGUAGES)('has a question, an answer and a name for everything in %s', (lng) => {
		const words = locale(lng);
		for (const r of ISLAND_RULINGS) {
			expect(at(words, `rulings.${r.id}.q`), `${lng} ${r.id}.q`).toEqual(expect.any(String));
			expect(at(words, `rulings.${r.id}.a`), `${lng} ${r.id}.a`).toEqual(expect.any(String));
		}
		for (const r of ROLES) expect(at(words, `roles.${r.id}`), r.id).toEqual(expect.any(String));
		for (const i of ITEMS) expect(at(words, `items.${i.id}`), i.id).toEqual(expect.any(String));
		for (const e of EVENTS) expect(at(words, `events.${e.id}`), e.id).toEqual(expect.any(String));
		for (const s of SEED_SECTIONS)
			expect(at(words, `sections.${s}`), s).toEqual(expect.any(String));
		for (const topic of ISLAND_TOPICS)
			expect(at(words, `topics.${topic}`), topic).toEqual(expect.any(String));
	});
});

describe('Russian and Ukrainian plurals of players, cards and nights', () => {
	const cases = {
		ru: {
			players: [
				[1, '1 игрок'],
				[3, '3 игрока'],
				[5, '5 игроков'],
				[21, '21 игрок'],
				[22, '22 игрока'],
				[25, '25 игроков']
			],
			cards: [
				[1, '1 карта'],
				[2, '2 карты'],
				[11, '11 карт'],
				[26, '26 карт']
			],
			nights: [
				[1, '1 ночь'],
				[3, '3 ночи'],
				[16, '16 ночей']
			]
		},
		uk: {
			players: [
				[1, '1 гравець'],
				[3, '3 гравці'],
				[5, '5 гравців'],
				[21, '21 гравець'],
				[24, '24 гравці']
			],
			cards: [
				[1, '1 карта'],
				[2, '2 карти'],
				[20, '20 карт']
			],
			nights: [
				[1, '1 ніч'],
				[2, '2 ночі'],
				[16, '16 ночей']
			]
		}
	} as const;

	it.each(Object.keys(cases) as (keyof typeof cases)[])('reads right in %s', async (lng) => {
		const t = i18next.createInstance();
		await t.init({ lng, resources: { [lng]: { island: locale(lng) } }, ns: ['island'] });
		for (const [noun, list] of Object.entries(cases[lng]))
			for (const [count, text] of list) expect(t.t(`island:count.${noun}`, { count })).toBe(text);
	});
});

describe('Island of Fear setup links', () => {
	const options = fc.record({
		players: fc.integer({ min: MIN_PLAYERS, max: MAX_PLAYERS }),
		hostHandedOut: fc.boolean(),
		items: fc.boolean(),
		events: fc.boolean()
	});

	it('reads back every setup it writes', () => {
		fc.assert(
			fc.property(
				options,
				fc.option(
					fc.record({
						numbers: fc.uniqueArray(fc.integer({ min: 1, max: 25 }), { maxLength: 25 }),
						blanks: fc.integer({ min: 0, max: 25 })
					}),
					{ nil: undefined }
				),
				(base, custom) => {
					const setup: IslandOptions = custom ? { ...base, custom } : base;
					expect(decodeIslandSetup(encodeIslandSetup(setup))).toEqual(setup);
				}
			)
		);
	});

	it('writes the shortest query', () => {
		expect(
			encodeIslandSetup({ players: 9, hostHandedOut: false, items: true, events: false }).toString()
		).toBe('p=9&i=1');
		expect(
			encodeIslandSetup({
				players: 6,
				hostHandedOut: true,
				items: false,
				events: true,
				custom: { numbers: [1, 2, 5, 9], blanks: 2 }
			}).toString()
		).toBe('p=6&h=1&e=1&c=1.2.5.9&b=2');
	});

	it.each(['', 'p=4', 'p=26', 'p=x', 'p=9&c=1.30', 'p=9&c=1.a', 'p=9&c=1&b=-1'])(
		'refuses a malformed link: %s',
		(query) => {
			expect(decodeIslandSetup(new URLSearchParams(query))).toBeNull();
		}
	);

	it('keeps an unplayable custom set for the page to explain', () => {
		expect(decodeIslandSetup(new URLSearchParams('p=6&c=2.3'))).toEqual({
			players: 6,
			hostHandedOut: false,
			items: false,
			events: false,
			custom: { numbers: [2, 3], blanks: 0 }
		});
	});
});
