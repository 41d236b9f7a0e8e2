/**
 * The icon sprite (static/icons.svg) against the names the app uses: every name has its drawing,
 * every drawing a name, and every `/icons.svg#…` written in a component points at one of them.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '$lib/stay-away/cards';
import { ICON_NAMES, SPRITE } from './icons';

const sprite = readFileSync(join('static', SPRITE), 'utf8');
const symbols = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id);

function sources(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) return sources(path);
		return name.endsWith('.svelte') ? [path] : [];
	});
}

describe('the icon sprite', () => {
	it('has a drawing for every name and a name for every drawing', () => {
		expect([...symbols].sort()).toEqual([...ICON_NAMES].sort());
	});

	it('draws each icon on a 24-unit square in the colour of the text, with no colour of its own', () => {
		for (const symbol of sprite.match(/<symbol[\s\S]*?<\/symbol>/g) ?? [])
			expect(symbol).toContain('viewBox="0 0 24 24"');
		const colours = [...sprite.matchAll(/(?:fill|stroke)="([^"]+)"/g)].map(([, c]) => c);
		expect(new Set(colours)).toEqual(new Set(['none', 'currentColor']));
		expect(sprite).not.toMatch(/<(style|text|image|script)\b|href="http/);
	});

	it('has an icon for every card category', () => {
		for (const category of CATEGORIES) expect(symbols).toContain(`cat-${category}`);
	});

	it('has every icon a component points at', () => {
		const used = sources('src').flatMap((file) =>
			[...readFileSync(file, 'utf8').matchAll(/icons\.svg#([a-z-]*[a-z])(?=["'`])/g)].map(
				([, id]) => id
			)
		);
		expect(used.length).toBeGreaterThan(10);
		for (const id of used) expect(symbols, id).toContain(id);
	});
});
