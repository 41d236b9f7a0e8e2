/**
 * Facets: what a question is about, beyond its words. A facet is `<group>.<value>`:
 * - `role`: who the question is about (`role.thing`, `role.infected`, `role.human`; Island of
 *   Fear's roles by their ids);
 * - `situation`: what is going on (`situation.exchange`, `situation.direction`, `situation.night`…);
 * - `ask`: the kind of question (`ask.whose-turn`, `ask.may-i`, `ask.what-happens`, `ask.who-wins`,
 *   `ask.how-many`).
 * Cards named are a facet too, but each game finds them with its own name matcher.
 *
 * Each language lists the words and phrases that signal a facet (`search.json` `facets`, by group
 * then value). They go through the same analysis as every indexed text (case, accents, stems,
 * synonyms), so one entry stands for its inflections, and a facet is found in a query or in a
 * ruling's questions alike. A game gives each ruling its facets once, at build time; the ranking
 * then weighs a ruling by how its facets agree with the query's (see each game's `ranking.ts`).
 */

/** A facet id: `role.infected`, `situation.direction`, `ask.whose-turn`. */
export type Facet = string;

/** The group of a facet id (`role.thing` → `role`). */
export const facetGroup = (facet: Facet): string => facet.slice(0, facet.indexOf('.'));

/** A language's facet words: group → value → words and phrases (`search.json` `facets`). */
export type FacetLexicon = Record<string, Record<string, readonly string[]>>;

/**
 * Reads a locale's `facets` value, keeping only string lists under group and value keys; anything
 * else (a missing or malformed value) counts as no words.
 */
export function facetLexicon(value: unknown): FacetLexicon {
	const out: FacetLexicon = {};
	if (typeof value !== 'object' || value === null) return out;
	for (const [group, values] of Object.entries(value)) {
		if (typeof values !== 'object' || values === null) continue;
		const kept: Record<string, readonly string[]> = {};
		for (const [name, words] of Object.entries(values))
			if (Array.isArray(words)) kept[name] = words.filter((w) => typeof w === 'string');
		out[group] = kept;
	}
	return out;
}

/**
 * Finds facets in analysed texts. Built from every language's lexicon with the index's own
 * `analyze` (a text → its indexed terms), so an entry matches wherever its terms appear in a row.
 */
export class FacetMatcher {
	/** Entries by their first term: the terms in a row and the facet they signal. */
	readonly #byFirst = new Map<string, { terms: readonly string[]; facet: Facet }[]>();

	constructor(lexicons: Iterable<FacetLexicon>, analyze: (text: string) => string[]) {
		for (const lexicon of lexicons) {
			for (const [group, values] of Object.entries(lexicon)) {
				for (const [value, words] of Object.entries(values)) {
					for (const w of words) {
						const terms = analyze(w);
						const first = terms[0];
						if (!first) continue;
						const list = this.#byFirst.get(first) ?? [];
						list.push({ terms, facet: `${group}.${value}` });
						this.#byFirst.set(first, list);
					}
				}
			}
		}
	}

	/** The facets signalled in `terms` (a text's analysed terms, in order). */
	match(terms: readonly string[]): Set<Facet> {
		const found = new Set<Facet>();
		for (let i = 0; i < terms.length; i++) {
			for (const entry of this.#byFirst.get(terms[i] as string) ?? []) {
				if (entry.terms.every((t, j) => terms[i + j] === t)) found.add(entry.facet);
			}
		}
		return found;
	}
}

/**
 * How a result's facets agree with the query's, as a factor on its score: for each group the
 * query has facets in, `1 + boost[group]` when the result shares one of them, `conflict[group]`
 * when the result has facets in that group but none of the query's (a ruling about Infected
 * players for a question about a Human), else 1.
 */
export function facetFactor(
	query: ReadonlySet<Facet>,
	result: ReadonlySet<Facet> | undefined,
	boost: Readonly<Record<string, number>>,
	conflict: Readonly<Record<string, number>>
): number {
	if (query.size === 0) return 1;
	const groups = new Map<string, boolean>();
	for (const f of query) {
		const g = facetGroup(f);
		groups.set(g, (groups.get(g) ?? false) || (result?.has(f) ?? false));
	}
	let factor = 1;
	for (const [group, shared] of groups) {
		if (shared) factor *= 1 + (boost[group] ?? 0);
		else if (result && [...result].some((f) => facetGroup(f) === group))
			factor *= conflict[group] ?? 1;
	}
	return factor;
}
