/**
 * The search box's view-model: what it shows for a query, merged from every game's search source,
 * the page's own game first. It knows no game: each game's wing gives a {@link SearchSource}
 * (`$lib/<game>/ui/search-source.ts`) that searches its own index and words its own results, and
 * the page's layout hands the search box the sources, its own game's first.
 *
 * Loaded with the sources on first use of the search box, so none of it weighs on a page's first
 * load.
 */
import type { ResolvedPathname } from '$app/types';
import type { Namespace } from '$lib/i18n/languages';

/** One line of the result list. */
export interface ResultItem {
	/** Stable key for the list (`card:missed`, `ruling:quarantine-duration`, `deck:deck-6-panic`). */
	key: string;
	/** A result, or where to look when nothing fits: a topic, the rulebook's section. */
	kind: 'card' | 'ruling' | 'deck' | 'topic' | 'rulebook';
	href: ResolvedPathname;
	title: string;
	detail: string;
	/** A card's category icon (a `cat-…` icon of the sprite) and its colour (a CSS colour). */
	icon?: { name: string; tint: string };
	/** The game the result belongs to (results that point to a place to look have none). */
	game?: string;
	/**
	 * A ruling's answer itself, shown under the box when the ruling comes first: the question it
	 * answers, the answer in full (for a point the sources read differently, the reading the
	 * table has chosen, with `readings` true so the box says the others are on its page), and its
	 * sources in words, joined. `choices`: for a point the sources leave open and no setting
	 * chooses, each reading in full, so the table can pick one without opening the page.
	 */
	answer?: {
		question: string;
		text: string;
		source: string;
		readings?: boolean;
		choices?: string[];
	};
}

/**
 * What the search box shows for one query: the items, or, when `nothingFits`, items that say
 * where to look instead (the nearest topic and its section of the rulebook).
 */
export interface Presented {
	items: ResultItem[];
	nothingFits: boolean;
}

/** One game's search, as the search box uses it. */
export interface SearchSource {
	/** The game's id (`stay-away`), the key of its name in `ui:search.game`. */
	readonly game: string;
	/** Locale namespaces its results are worded with (loaded before the first search). */
	readonly namespaces: readonly Namespace[];
	/** Read what the results depend on (the table's saved setup), once; never rejects. */
	prepare(): Promise<void>;
	/**
	 * Its results for `query` on its own pages: at most `limit` items. `weak` when nothing answers
	 * well; `fallback` then says where to look instead (may be empty).
	 */
	own(query: string, limit: number): { items: ResultItem[]; weak: boolean; fallback: ResultItem[] };
	/** Its results that the query names by name (a card), shown on another game's pages. */
	named(query: string, limit: number): ResultItem[];
	/**
	 * Its results that answer the whole query, best first, shown (at most {@link OTHER_GAMES}) on
	 * another game's pages when that game has nothing that answers well ("can a ghost vote" asked
	 * on Stay Away!'s pages).
	 */
	answers(query: string, limit: number): ResultItem[];
}

/** A game's search source, loaded on first use (a dynamic `import()` in the game's wing). */
export interface SearchSourceLoader {
	readonly game: string;
	load(): Promise<SearchSource>;
}

/** How many results of other games a page shows at most, after its own game's. */
const OTHER_GAMES = 3;

/**
 * Search and word the results for the search box: at most `limit` items, the page's own game
 * (`sources[0]`) first, then up to three results of other games that the query names by name.
 * When the page's game has nothing that answers well, the other games' named results and their
 * results that answer the whole query show, and with none of them the page's game says where to
 * look (`nothingFits`).
 */
export function present(query: string, limit: number, sources: readonly SearchSource[]): Presented {
	const [first, ...rest] = sources;
	if (!first) return { items: [], nothingFits: false };
	const own = first.own(query, limit);
	const others = rest.flatMap((source) => source.named(query, limit));
	if (own.weak) {
		const keys = new Set(others.map((item) => item.key));
		const answers = rest
			.flatMap((source) => source.answers(query, limit).slice(0, OTHER_GAMES))
			.filter((item) => !keys.has(item.key));
		const found = [...others, ...answers];
		return found.length > 0
			? { items: found.slice(0, limit), nothingFits: false }
			: { items: own.fallback, nothingFits: own.fallback.length > 0 };
	}
	const other = others.slice(0, OTHER_GAMES);
	return { items: [...own.items.slice(0, limit - other.length), ...other], nothingFits: false };
}
