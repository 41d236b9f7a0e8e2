import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CARD_IDS } from './cards';
import { AUDIT_QUESTIONS, COVERAGE, GENERAL_RULINGS } from './coverage';
import { getRuling } from './rulings';

const LANGUAGES = ['en', 'de', 'it', 'ru', 'uk'];
const rules = Object.fromEntries(
	LANGUAGES.map((l) => [
		l,
		JSON.parse(readFileSync(new URL(`../../../locales/${l}/rules.json`, import.meta.url), 'utf8'))
	])
);

describe('coverage audit', () => {
	it('answers every audit question for every one of the 31 cards', () => {
		expect(Object.keys(COVERAGE).sort()).toEqual([...CARD_IDS].sort());
		for (const id of CARD_IDS) {
			for (const q of AUDIT_QUESTIONS) {
				const answer = COVERAGE[id][q];
				expect(answer, `${id}/${q}`).toBeDefined();
				if ('rulings' in answer) expect(answer.rulings.length, `${id}/${q}`).toBeGreaterThan(0);
			}
		}
	});

	it('answers with rulings that exist, concern that card (or every card), and are written in all five languages', () => {
		const problems: string[] = [];
		for (const id of CARD_IDS) {
			for (const q of AUDIT_QUESTIONS) {
				const answer = COVERAGE[id][q];
				if (!('rulings' in answer)) continue;
				for (const rid of answer.rulings) {
					const ruling = getRuling(rid);
					if (!ruling) {
						problems.push(`${id}/${q}: no ruling ${rid}`);
						continue;
					}
					if (!ruling.cards.includes(id) && !GENERAL_RULINGS.has(rid))
						problems.push(`${id}/${q}: ${rid} is not about ${id}`);
					for (const l of LANGUAGES)
						if (!rules[l].rulings[rid]?.a) problems.push(`${id}/${q}: ${rid} has no ${l} answer`);
				}
			}
		}
		expect(problems).toEqual([]);
	});

	it('names only general rulings that exist', () => {
		for (const rid of GENERAL_RULINGS) expect(getRuling(rid), rid).toBeDefined();
	});
});
