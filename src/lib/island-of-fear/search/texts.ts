/**
 * What Island of Fear's search index reads: each language's `island.json` (names and rulings)
 * and the `island` part of its `search.json` (what players type), with the helpers that read
 * them. Split from `./index.ts`, which builds and ranks.
 */
import { isStopWord, stem, tokenize } from '$lib/search/normalize';

/** The part of `locales/<lng>/island.json` the index reads: names and rulings. */
export interface IslandLocale {
	game?: { name?: unknown; printedName?: unknown };
	characters?: { host?: unknown };
	roles?: Record<string, unknown>;
	items?: Record<string, unknown>;
	events?: Record<string, unknown>;
	rulings?: Record<string, { q?: unknown; a?: unknown } | undefined>;
}

/**
 * The part of `locales/<lng>/search.json` for Island of Fear (what people type, never shown):
 * per ruling id, questions as players ask them; per entry id, informal names ("Wolf", "ведущий");
 * per concept, words that mean the same in this game ("vote": "ballot", "abstimmen", «голосование»).
 */
export interface IslandSearchLocale {
	rulings?: Record<string, unknown>;
	/**
	 * Per ruling id, more questions as players ask them, written afterwards by helpers who saw
	 * only the rulings: a field of their own ({@link MORE_BOOST}).
	 */
	more?: Record<string, unknown>;
	entries?: Record<string, unknown>;
	synonyms?: Record<string, unknown>;
	/**
	 * Words that ask what something is or does ("what does", "was macht", «что делает»), from the
	 * language's shared `search.json` `about`: with one entry named and nothing else asked, that
	 * entry's page comes first.
	 */
	about?: unknown;
	/**
	 * Words that ask for a count ("how many", "wie viele", «скільки»), from the language's shared
	 * `search.json` `facets.ask.how-many`: with an entry named, its page (which gives its copies)
	 * is the answer.
	 */
	howMany?: unknown;
	/**
	 * Words that name a character card by its number ("card 24", „Nummer 21“, «номер 9»): a
	 * number from 1 to 25 beside one of them, anywhere in a question, names that character.
	 */
	cardNumber?: unknown;
	/**
	 * A player's state (`IslandIndex.search` in `./index.ts`): `dead`, phrases that say someone is dead or
	 * killed as a state ("I was killed", «мене вбили», "se muoio"); `still`, words that ask whether
	 * something goes on ("still", "noch", «дальше»). Matched on every word, stop words included.
	 */
	state?: { dead?: unknown; still?: unknown };
}

export const text = (v: unknown): string => (typeof v === 'string' ? v : '');
export const strings = (v: unknown): string[] =>
	Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

/** Folded words without stop words (numbers kept), stemmed. */
export const stems = (s: string): string[] =>
	tokenize(s)
		.filter((w) => !isStopWord(w) || /^\d+$/.test(w))
		.map(stem);

/** What the index (`IslandIndex`) indexes: island.json, and search.json's `island` part, by language. */
export interface IslandTexts {
	island: Record<string, IslandLocale>;
	search?: Record<string, IslandSearchLocale>;
}

const byLanguage = <T>(files: Record<string, T>): Record<string, T> =>
	Object.fromEntries(
		Object.entries(files).map(([path, locale]) => [path.split('/').at(-2) ?? path, locale])
	);

/** Every locale's island.json and search.json present at build time, by language. */
export function islandTexts(): IslandTexts {
	const search = byLanguage(
		import.meta.glob<{ island?: IslandSearchLocale }>('/locales/*/search.json', {
			eager: true,
			import: 'default'
		})
	);
	return {
		island: byLanguage(
			import.meta.glob<IslandLocale>('/locales/*/island.json', { eager: true, import: 'default' })
		),
		search: Object.fromEntries(
			Object.entries(search).map(([lng, locale]) => [
				lng,
				{
					...locale.island,
					about: (locale as { about?: unknown }).about,
					howMany: (locale as { facets?: { ask?: Record<string, unknown> } }).facets?.ask?.[
						'how-many'
					]
				}
			])
		)
	};
}
