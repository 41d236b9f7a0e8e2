/**
 * Text a native player would have written (issue 17): card names as the editions print them, set
 * off as names by each language's convention, and one word per idea as each language's glossary
 * (`locales/<lng>/GLOSSARY.md`) says.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CARD_IDS, type CardId } from '$lib/stay-away/cards';
import { CARD_NAMES } from '$lib/stay-away/names';
import { LANGUAGES } from './languages';

const ROOT = join(process.cwd(), 'locales');

/** Each language's quotation marks for a name inside a sentence (English sets names off by capitals). */
const NAME_QUOTES = {
	de: ['„', '“'],
	it: ['«', '»'],
	ru: ['«', '»'],
	uk: ['«', '»']
} as const;

/**
 * Card names that are also the name of a role (The Thing, Infected) or of the obstacle lying on
 * the table (a Quarantine, a Barred Door). In that sense they are ordinary nouns of the game and
 * written without quotation marks, as the rulebooks do («Нечто», «Карантин» only for the card).
 * The test cannot tell the senses apart, so it leaves these to the native reader.
 */
const ALSO_A_ROLE_OR_OBSTACLE: readonly CardId[] = [
	'the-thing',
	'infected',
	'quarantine',
	'barred-door'
];

type Json = string | Json[] | { [key: string]: Json };

/**
 * Every Stay Away! text of a locale file with its key path. search.json (what people type) is not
 * text the app writes; island.json is the other game's, whose words (a ghost is «убит», «Страх» is
 * an event) the Stay Away! card names and glossary do not govern.
 */
function texts(lng: string): { file: string; path: string; text: string }[] {
	const out: { file: string; path: string; text: string }[] = [];
	for (const file of readdirSync(join(ROOT, lng))) {
		if (!file.endsWith('.json') || file === 'search.json' || file === 'island.json') continue;
		const walk = (value: Json, path: string) => {
			if (typeof value === 'string') out.push({ file, path, text: value });
			else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}.${i}`));
			else for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k);
		};
		walk(JSON.parse(readFileSync(join(ROOT, lng, file), 'utf8')) as Json, '');
	}
	return out;
}

function cardNames(lng: string): Record<CardId, string> {
	const cards = JSON.parse(readFileSync(join(ROOT, lng, 'cards.json'), 'utf8')) as Record<
		string,
		{ name: string }
	>;
	return Object.fromEntries(CARD_IDS.map((id) => [id, cards[id]!.name])) as Record<CardId, string>;
}

/** Printed names write "..." where the app's typography writes "…". */
const typographic = (name: string) => name.replace(/\.\.\./g, '…');

describe('card names', () => {
	it.each(LANGUAGES)(
		'in %s, the name the app shows is the edition name wherever an edition name is known',
		(lng) => {
			const shown = cardNames(lng);
			const differ = CARD_IDS.flatMap((id) => {
				const edition = CARD_NAMES[id].editions[lng].name;
				return edition !== null && typographic(edition) !== shown[id]
					? [`${id}: shows "${shown[id]}", edition "${edition}"`]
					: [];
			});
			expect(differ).toEqual([]);
		}
	);

	it.each(Object.keys(NAME_QUOTES) as (keyof typeof NAME_QUOTES)[])(
		'in %s, every card name inside a sentence is set off in that language’s quotation marks',
		(lng) => {
			const [open, close] = NAME_QUOTES[lng];
			const names = Object.entries(cardNames(lng)).filter(
				([id]) => !ALSO_A_ROLE_OR_OBSTACLE.includes(id as CardId)
			);
			const bare: string[] = [];
			for (const { file, path, text } of texts(lng)) {
				if (file === 'cards.json' && path.endsWith('.name')) continue;
				for (const [id, name] of names) {
					for (let i = text.indexOf(name); i >= 0; i = text.indexOf(name, i + 1)) {
						const before = text[i - 1] ?? '';
						const after = text[i + name.length] ?? '';
						// Part of a longer word (a compound, an inflection) is not the name itself.
						if (/\p{L}/u.test(before) || /\p{L}/u.test(after)) continue;
						if (before !== open || after !== close)
							bare.push(
								`${file} ${path}: ${id} in "${text.slice(Math.max(0, i - 30), i + name.length + 20)}"`
							);
					}
				}
			}
			expect(bare).toEqual([]);
		}
	);
});

/** The rows of a glossary: the idea (in English), the one word used for it, and words never used for it. */
function glossary(lng: string): { idea: string; use: string; never: string[] }[] {
	const md = readFileSync(join(ROOT, lng, 'GLOSSARY.md'), 'utf8');
	return md
		.split('\n')
		.filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
		.slice(1)
		.map((line) => line.split('|').map((cell) => cell.trim()))
		.map(([, idea = '', use = '', never = '']) => ({
			idea,
			use,
			never: never
				.split(/[,;]/)
				.map((w) => w.trim())
				.filter((w) => w && w !== '—')
		}));
}

/** Whether `word` occurs in `text` as a word (not inside a longer one), case-insensitively. */
function hasWord(text: string, word: string): boolean {
	const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
	return new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, 'iu').test(text);
}

describe.each(LANGUAGES.filter((l) => l !== 'en'))('glossary of %s', (lng) => {
	it('has terms, each used somewhere and with its alternatives never used', () => {
		const rows = glossary(lng);
		expect(rows.length).toBeGreaterThan(5);
		const all = texts(lng);
		for (const { idea, use, never } of rows) {
			expect(
				all.some(({ text }) => hasWord(text, use)),
				`${idea}: "${use}" is used`
			).toBe(true);
			for (const word of never) {
				const found = all.filter(({ text }) => hasWord(text, word));
				expect(
					found.map(({ file, path }) => `${file} ${path}`),
					`${idea}: "${word}" is never used (use "${use}")`
				).toEqual([]);
			}
		}
	});
});
