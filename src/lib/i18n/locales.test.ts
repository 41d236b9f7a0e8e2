/**
 * Completeness of the translations: every English key in every language, no English left
 * behind, every plural form each language needs, and the same {{placeholders}}.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';

const ROOT = join(process.cwd(), 'locales');
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Json = { [key: string]: Json | string | string[] };

function flatten(obj: Json, prefix = ''): Map<string, string> {
	const out = new Map<string, string>();
	for (const [key, value] of Object.entries(obj)) {
		const path = prefix ? `${prefix}.${key}` : key;
		if (typeof value === 'string') out.set(path, value);
		// A list (search questions, synonyms, card nicknames in search.json) is one value: each
		// language writes its own, as many as it needs.
		else if (Array.isArray(value)) out.set(path, value.join(' | '));
		else for (const [k, v] of flatten(value, path)) out.set(k, v);
	}
	return out;
}

function load(lng: string, file: string): Map<string, string> {
	return flatten(JSON.parse(readFileSync(join(ROOT, lng, file), 'utf8')) as Json);
}

const files = readdirSync(join(ROOT, 'en')).filter((f) => f.endsWith('.json'));
const others = LANGUAGES.filter((l) => l !== 'en');

/**
 * Values that may equal the English text: names that are the same in that language,
 * card titles and terms kept in English on the printed cards, and pure placeholders.
 */
const SAME_AS_ENGLISH: Record<string, RegExp> = {
	all: /^(Whisky|Panic!|Stay Away!|Stay Away! Table Companion|\{\{[^}]+\}\}|[\d\s.,:;–\-()/+×]+|OK|English|Deutsch|Italiano|Русский|Українська|Остров Страха|\{\{card\}\} \(\{\{corner\}\}\)|\{\{count\}\})$/,
	de: /^(Analyse|Whisky|Start|Name|Blind Date)$/,
	it: /^(No, amico!|Whisky|Panic!|No)$/,
	ru: /^$/,
	uk: /^$/
};

const placeholders = (s: string) =>
	[...s.matchAll(/\{\{\s*([\w.]+)/g)].map((m) => m[1] ?? '').sort();
const base = (key: string) => key.replace(PLURAL, '');
/**
 * `search.json`'s later player questions (`more`, `island.more`): each language lists them only
 * for the rulings it has them for, so they are left out of the key comparison; see the test of
 * their ids below.
 */
const LATER = /^(island\.)?more\./;
const compared = (keys: Iterable<string>) => [...keys].filter((k) => !LATER.test(k)).map(base);

describe.each(LANGUAGES)('locale %s', (lng) => {
	it('lists later player questions only for rulings that exist', () => {
		const ids = (file: string) =>
			[...load('en', file).keys()]
				.filter((k) => k.startsWith('rulings.'))
				.map((k) => k.split('.')[1]);
		// Stay Away!'s in rules.json, Island of Fear's in island.json.
		const rulings = new Set([
			...ids('rules.json').map((id) => `more.${id}`),
			...ids('island.json').map((id) => `island.more.${id}`)
		]);
		const later = [...load(lng, 'search.json').keys()].filter((k) => LATER.test(k));
		expect(later.filter((k) => !rulings.has(k))).toEqual([]);
	});
});

describe.each(others)('locale %s', (lng) => {
	it.each(files)('%s has every English key and no other', (file) => {
		const en = new Set(compared(load('en', file).keys()));
		const tr = new Set(compared(load(lng, file).keys()));
		expect(
			[...en].filter((k) => !tr.has(k)),
			'missing'
		).toEqual([]);
		expect(
			[...tr].filter((k) => !en.has(k)),
			'extra'
		).toEqual([]);
	});

	it.each(files)('%s leaves nothing in English', (file) => {
		const en = load('en', file);
		const tr = load(lng, file);
		const same = [...tr].filter(
			([key, value]) =>
				value !== '' &&
				en.get(key) === value &&
				!SAME_AS_ENGLISH.all!.test(value) &&
				!SAME_AS_ENGLISH[lng]!.test(value)
		);
		expect(same.map(([key, value]) => `${key}: ${value}`)).toEqual([]);
	});

	it.each(files)('%s keeps every {{placeholder}}', (file) => {
		const en = load('en', file);
		const tr = load(lng, file);
		const enByBase = new Map<string, string[]>();
		for (const [key, value] of en)
			enByBase.set(
				base(key),
				[...new Set([...(enByBase.get(base(key)) ?? []), ...placeholders(value)])].sort()
			);
		const wrong: string[] = [];
		for (const [key, value] of tr) {
			const expected = (enByBase.get(base(key)) ?? []).filter(
				(p) => p !== 'count' || !PLURAL.test(key)
			);
			const got = placeholders(value).filter((p) => p !== 'count' || !PLURAL.test(key));
			// A plural form may drop {{count}} ("один" / "one"), nothing else.
			if (JSON.stringify([...new Set(got)].sort()) !== JSON.stringify(expected))
				wrong.push(`${key}: ${got} vs ${expected}`);
		}
		expect(wrong).toEqual([]);
	});

	it.each(files)('%s has every plural form the language needs for counts 0–120', (file) => {
		const tr = load(lng, file);
		const rules = new Intl.PluralRules(lng);
		const needed = new Set(Array.from({ length: 121 }, (_, n) => rules.select(n)));
		const plurals = new Set([...tr.keys()].filter((k) => PLURAL.test(k)).map(base));
		const missing: string[] = [];
		for (const key of plurals)
			for (const form of needed) if (!tr.has(`${key}_${form}`)) missing.push(`${key}_${form}`);
		expect(missing).toEqual([]);
	});
});

describe('English plurals', () => {
	it.each(files)('%s has _one and _other for every plural key', (file) => {
		const en = load('en', file);
		const plurals = new Set([...en.keys()].filter((k) => PLURAL.test(k)).map(base));
		const missing = [...plurals].flatMap((k) =>
			['one', 'other'].filter((f) => !en.has(`${k}_${f}`)).map((f) => `${k}_${f}`)
		);
		expect(missing).toEqual([]);
	});
});
