import { describe, expect, it } from 'vitest';
import { CARD_IDS } from './cards';
import { cardPageData, cardPageDataPath } from './card-page';
import { CARD_NAMES, EDITION_LANGUAGES, officialName } from './names';
import { relatedCards, rulingsForCard } from './rulings';

describe('cardPageData', () => {
	it('carries the rulings and related cards the card page would compute itself', () => {
		for (const id of CARD_IDS) {
			const data = cardPageData(id);
			expect(data.rulings.map((r) => r.id)).toEqual(rulingsForCard(id).map((r) => r.id));
			expect(data.related).toEqual(relatedCards(id));
		}
		expect(cardPageData('missed').rulings.length).toBeGreaterThan(5);
	});

	it('lists the names one row per edition, in order, and only aliases that are no edition name', () => {
		const { names } = cardPageData('the-thing');
		expect(names.editions.map((e) => e.lng)).toEqual([...EDITION_LANGUAGES]);
		expect(names.editions.find((e) => e.lng === 'de')?.name).toBe('Das Ding');
		expect(names.aliases).toContain('Щось');
		expect(names.aliases).not.toContain('Das Ding');
		expect(names.aliases).not.toContain('The Thing');
		expect(CARD_NAMES['the-thing'].aliases).toContain('Das Ding');
	});

	it('says per UI language whether the shown name is official', () => {
		// Italian has no known name for the Axe; Russian has a printed one.
		expect(cardPageData('axe').official).toEqual({
			en: officialName('axe', 'en'),
			es: officialName('axe', 'es'),
			ru: true,
			it: false,
			de: officialName('axe', 'de'),
			uk: officialName('axe', 'uk')
		});
	});

	it('survives JSON, as the built file carries it', () => {
		const data = cardPageData('quarantine');
		expect(JSON.parse(JSON.stringify(data))).toEqual(data);
	});

	it('is served at /data/cards/<id>.json', () => {
		expect(cardPageDataPath('axe')).toBe('/data/cards/axe.json');
	});
});
