/**
 * The inline script in src/app.html that sends an address without a language (`/setup?p=9`) to
 * the reader's language before the first paint. It cannot import the app's modules, so this test
 * runs it against `pickLanguage` and the language preference's storage format.
 */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, pickLanguage } from './languages';
import { LANGUAGE_KEY } from './preference';

const script = [...readFileSync('src/app.html', 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)]
	.map(([, body]) => body!)
	.find((body) => body.includes('location.replace'))!;

/** Run the script at `href` with this storage and these browser languages; the address it goes to, or null. */
function forward(
	href: string,
	{ stored, languages }: { stored?: string | null; languages: string[] }
): string | null {
	const url = new URL(href, 'https://example.org');
	let target: string | null = null;
	const attributes: Record<string, string> = {};
	runInNewContext(script, {
		location: {
			pathname: url.pathname,
			search: url.search,
			hash: url.hash,
			replace: (to: string) => (target = to)
		},
		localStorage: {
			getItem: (key: string) => (key === LANGUAGE_KEY ? (stored ?? null) : null)
		},
		navigator: { languages, language: languages[0] },
		document: {
			documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) }
		}
	});
	if (target) expect(attributes).toHaveProperty('data-forwarding');
	return target;
}

describe('the forwarding script in app.html', () => {
	it('knows the same languages as the app', () => {
		expect(script).toContain(`[${LANGUAGES.map((l) => `'${l}'`).join(', ')}]`);
	});

	it('leaves a page with a language alone', () => {
		for (const lng of LANGUAGES) {
			expect(forward(`/${lng}/setup`, { languages: ['de'] })).toBeNull();
			expect(forward(`/${lng}`, { languages: ['de'] })).toBeNull();
		}
	});

	it('picks the language as pickLanguage does, keeping the query and fragment', () => {
		const cases = [
			['de-AT', 'en'],
			['fr', 'uk-UA'],
			['fr'],
			[],
			['RU'],
			['it_IT'],
			['pt-BR', 'ru']
		];
		for (const languages of cases) {
			const lng = pickLanguage(languages);
			expect(forward('/setup?p=9&q=3t#share', { languages })).toBe(`/${lng}/setup?p=9&q=3t#share`);
			expect(forward('/', { languages })).toBe(`/${lng}`);
			expect(forward('/?q=axe', { languages })).toBe(`/${lng}?q=axe`);
		}
	});

	it('prefers the saved choice, in either storage format, and ignores a foreign one', () => {
		expect(forward('/cards/axe', { stored: '"uk"', languages: ['de'] })).toBe('/uk/cards/axe');
		expect(forward('/cards/axe', { stored: 'ru', languages: ['de'] })).toBe('/ru/cards/axe');
		expect(forward('/cards/axe', { stored: '"fr"', languages: ['de'] })).toBe('/de/cards/axe');
		expect(forward('/cards/axe', { stored: '{', languages: ['it'] })).toBe('/it/cards/axe');
	});
});
