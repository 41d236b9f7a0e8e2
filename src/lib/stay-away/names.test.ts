import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CARD_IDS, CARDS, type CardId } from './cards';
import { allSpellings, CARD_NAMES, EDITION_LANGUAGES, editionName, officialName } from './names';

const official = (lng: (typeof EDITION_LANGUAGES)[number]) =>
	CARD_IDS.filter((id) => officialName(id, lng));

describe('CARD_NAMES', () => {
	it('has an entry for every card and nothing else', () => {
		expect(Object.keys(CARD_NAMES).sort()).toEqual([...CARD_IDS].sort());
	});

	it('gives a name exactly when the status is not unknown', () => {
		for (const id of CARD_IDS) {
			for (const lng of EDITION_LANGUAGES) {
				const { name, status } = editionName(id, lng);
				if (status === 'unknown') expect(name, `${id}/${lng}`).toBeNull();
				else expect(name?.trim(), `${id}/${lng}`).toBeTruthy();
			}
		}
	});

	it('knows the English, Spanish and Russian name of every card', () => {
		for (const id of CARD_IDS) {
			for (const lng of ['en', 'es', 'ru'] as const)
				expect(editionName(id, lng).name, `${id}/${lng}`).not.toBeNull();
		}
	});

	it('marks the names read on English card scans as printed (docs/sources.md#card-names)', () => {
		const printed = CARD_IDS.filter((id) => editionName(id, 'en').status === 'printed');
		expect(printed.sort()).toEqual([
			'analysis',
			'axe',
			'barred-door',
			'flamethrower',
			'quarantine',
			'suspicious'
		]);
	});

	it('keeps the English rulebook spelling "No Barbeque!" with "No Barbecue!" as an alias', () => {
		expect(editionName('no-barbecue', 'en')).toEqual({ name: 'No Barbeque!', status: 'secondary' });
		expect(CARD_NAMES['no-barbecue'].aliases).toEqual(
			expect.arrayContaining(['No Barbeque!', 'No Barbecue!', 'No Barbacue'])
		);
	});

	it('keeps the printed spellings (docs/sources.md#card-names), typos included', () => {
		expect(CARD_NAMES.flamethrower.aliases).toEqual(
			expect.arrayContaining(['Вогнемет', 'Огнемёт', 'Огнемет'])
		);
		expect(CARD_NAMES['round-and-round'].aliases).toContain('Ціпна реакція');
		expect(CARD_NAMES['blind-date'].aliases).toContain('Побачення в сліпу');
		expect(CARD_NAMES['im-comfortable'].aliases).toEqual(
			expect.arrayContaining(["Mir geht's gut", 'Mir geht’s gut'])
		);
		expect(CARD_NAMES.missed.aliases).toEqual(
			expect.arrayContaining(['Missed!', 'You Missed!', 'Miss', 'Mancato!', 'Verfehlt!'])
		);
	});

	it('never gives the same spelling to two cards', () => {
		const owner = new Map<string, CardId>();
		for (const id of CARD_IDS) {
			for (const spelling of allSpellings(id)) {
				const key = spelling.toLowerCase();
				const other = owner.get(key);
				expect(other === undefined || other === id, `${spelling}: ${other} and ${id}`).toBe(true);
				owner.set(key, id);
			}
		}
	});

	it('lists edition names before aliases in allSpellings, without duplicates', () => {
		const spellings = allSpellings('flamethrower');
		expect(spellings.slice(0, 6)).toEqual([
			'Flamethrower',
			'Lanzallamas',
			'Огнемёт',
			'Lanciafiamme',
			'Flammenwerfer',
			'Вогнемет'
		]);
		expect(new Set(spellings).size).toBe(spellings.length);
	});
});

describe('officialName', () => {
	it('treats every Spanish and Russian name as official (read on the prints)', () => {
		expect(official('es')).toEqual([...CARD_IDS]);
		expect(official('ru')).toEqual([...CARD_IDS]);
	});

	it('treats every English name but the unverified Whisky/Whiskey as official', () => {
		expect(official('en')).toEqual(CARD_IDS.filter((id) => id !== 'whisky'));
	});

	it('treats the German rules-summary names as official, and no Panic! card', () => {
		expect(official('de')).toEqual(CARDS.filter((c) => c.category !== 'panic').map((c) => c.id));
	});

	it('treats only six Italian names as official', () => {
		expect(official('it').map((id) => editionName(id, 'it').name)).toEqual([
			'La Cosa',
			'Infetto',
			'Lanciafiamme',
			'Spaventato',
			'No, amico!',
			'Mancato!'
		]);
	});

	it('treats only Щось and Вогнемет as official Ukrainian names', () => {
		expect(official('uk')).toEqual(['the-thing', 'flamethrower']);
	});
});

// Cross-check with a card list read from the prints, where a developer points CARDS_JSON at one
// (it is not part of the repository, so the check is skipped without it).
const cardsJson = process.env.CARDS_JSON ?? '';

describe.skipIf(!cardsJson || !existsSync(cardsJson))('against the card list in CARDS_JSON', () => {
	interface RefCard {
		id: string;
		names: Record<string, string | null>;
		nameStatus: Record<string, string>;
	}
	const ref = (
		existsSync(cardsJson) ? JSON.parse(readFileSync(cardsJson, 'utf8')).cards : []
	) as RefCard[];

	it('uses the verified Spanish and Russian print names', () => {
		for (const card of ref) {
			for (const lng of ['es', 'ru'] as const) {
				expect(card.nameStatus[lng]).toBe('verified');
				expect(editionName(card.id as CardId, lng), `${card.id}/${lng}`).toEqual({
					name: card.names[lng],
					status: 'printed'
				});
			}
		}
	});

	it('agrees with every German and Italian name it gives', () => {
		for (const card of ref) {
			for (const lng of ['de', 'it'] as const) {
				const name = card.names[lng];
				if (name) expect(editionName(card.id as CardId, lng).name, `${card.id}/${lng}`).toBe(name);
			}
		}
	});
});
