import { describe, expect, it } from 'vitest';
import { present, type ResultItem, type SearchSource } from './present';

const hit = (key: string): ResultItem => ({
	key,
	kind: 'ruling',
	href: `/${key}`,
	title: key,
	detail: ''
});

/** A game's source whose answers are fixed, for the merging rules alone. */
function source(
	game: string,
	own: { items: string[]; weak: boolean; fallback?: string[] },
	named: string[] = [],
	answers: string[] = []
): SearchSource {
	return {
		game,
		namespaces: [],
		prepare: async () => {},
		own: () => ({
			items: own.items.map(hit),
			weak: own.weak,
			fallback: (own.fallback ?? []).map(hit)
		}),
		named: () => named.map(hit),
		answers: () => answers.map(hit)
	};
}

describe('present', () => {
	it("puts the page's game first, then up to three names of the other games", () => {
		const shown = present('q', 8, [
			source('a', { items: ['a1', 'a2'], weak: false }, [], ['a-answer']),
			source('b', { items: ['b1'], weak: false }, ['b-name'], ['b-answer'])
		]);
		// Another game's answers stay out while the page's game answers well.
		expect(shown).toEqual({ items: [hit('a1'), hit('a2'), hit('b-name')], nothingFits: false });
	});

	it("shows the other games' answers when the page's game answers weakly", () => {
		const shown = present('can a ghost vote', 8, [
			source('stay-away', { items: ['weak'], weak: true, fallback: ['topic'] }),
			source('island', { items: [], weak: false }, ['name'], ['name', 'ghost-vote'])
		]);
		expect(shown.items.map((i) => i.key)).toEqual(['name', 'ghost-vote']);
		expect(shown.nothingFits).toBe(false);
	});

	it('says where to look when no game answers', () => {
		const shown = present('zzz', 8, [
			source('stay-away', { items: ['weak'], weak: true, fallback: ['topic'] }),
			source('island', { items: [], weak: false })
		]);
		expect(shown).toEqual({ items: [hit('topic')], nothingFits: true });
	});
});
