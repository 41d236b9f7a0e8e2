/**
 * The loader of Island of Fear's search source. It has a module of its own, not a place among the
 * game's other loaders (`../lazy.ts`): every page's search box holds both games' sources, and a
 * page of Stay Away! would otherwise load this game's links and words with it. The build puts
 * both games' search loaders in one small chunk (`vite.config.ts`).
 */
import type { SearchSourceLoader } from '$lib/ui/search/present';

/**
 * Island of Fear's results in the search box (`SearchBox`'s `sources`): the index loads on first
 * use.
 */
export const islandSearch: SearchSourceLoader = {
	game: 'island-of-fear',
	load: async () => (await import('./search-source')).source
};
