/**
 * Facets: what a question is about, beyond its words. A facet is `<group>.<value>`:
 * - `role`: who the question is about (`role.thing`, `role.infected`, `role.human`; Island of
 *   Fear's roles by their ids);
 * - `situation`: what is going on (`situation.exchange`, `situation.direction`, `situation.night`…;
 *   `situation.talk`, what players may say: lie, bluff, tell everyone, but not "claim", "declare",
 *   which also name The Thing's declaration; `situation.draw`, drawing a card: "I drew a Panic!",
 *   „Panic gezogen“, «добираю карту»; `situation.few-left`, a small table in mid-game: "three
 *   players left", «осталось трое», not "can we play with three"). A game may add one its words
 *   cannot signal: Stay Away! reads a player count it does not support ("with 3 players") as
 *   `situation.player-count`;
 * - `self`: whose hand the question is about: the speaker's own role ("I'm human", «я заражён»),
 *   or a role named with what it holds ("a human with…", «людина з…»). A Human and an Infected
 *   player holding the same cards fall under different rulings. A role only claimed ("can I tell
 *   everyone I'm human") is not the speaker's ({@link REPORTED_WINDOW});
 * - `ask`: the kind of question (`ask.whose-turn`, `ask.may-i`, `ask.what-happens`, `ask.who-wins`,
 *   `ask.how-many`, `ask.compare` "the difference between", `ask.who` "who may", `ask.when` "when
 *   may": a bare "when" is left out, since it opens a condition as often as it asks for a moment;
 *   `ask.how-long` "how long", «скільки триває»);
 * - `actor` and `target`: who does what to whom, when a role is named with an act done to a
 *   player (burn, eliminate, kill): "can an Infected player burn The Thing" has
 *   `actor.infected` and `target.thing`; "The Thing burns the last Human" has `actor.thing` and
 *   `target.human`. Read from word order ({@link FacetMatcher.agents}): the first role of a clause
 *   before the act is its actor, unless a personal pronoun comes first ("we burned", "wir haben das
 *   Ding verbrannt") or the clause is passive ("The Thing got burned"), where it is the target;
 *   the first role after the act is the target;
 * - `component`: a component of the game named, as a card is named (`component.direction-card`:
 *   "arrow card", „Pfeilkarte“, «карта со стрелкой»); a game gives it to the rulings about it;
 * - `variant`: the question is about a variant of the rules (`variant.on`: "Vengeance mode",
 *   "advanced rule", or a change to the mix of cards: "fewer Infected cards"); a result in a group
 *   the query never names can be weighed down ({@link unaskedFactor}).
 * Cards named are a facet too, but each game finds them with its own name matcher.
 *
 * Each language lists the words and phrases that signal a facet (`search.json` `facets`, by group
 * then value). They go through the same analysis as every indexed text (case, accents, stems,
 * synonyms), so one entry stands for its inflections, and a facet is found in a query or in a
 * ruling's questions alike. A game gives each ruling its facets once, at build time; the ranking
 * then weighs a ruling by how its facets agree with the query's (see each game's `ranking.ts`).
 */
import { isStopWord } from './normalize';

/** Stop words that may stand between the words of a facet's phrase ("wer ist jetzt dran"). */
export const PHRASE_GAP = 1;

/** How many terms before a facet's words a word of negation denies it ("nobody was ever burned"). */
export const NEGATION_WINDOW = 3;

/**
 * How many terms before a `self` facet's words a verb of saying makes it a claim, not the
 * speaker's role ("tell everyone that I'm human", «сказать всем, что я человек»).
 */
export const REPORTED_WINDOW = 4;

/** How many terms an act may come after the role that is its actor, or before its target. */
export const AGENT_WINDOW = 8;

/** A facet id: `role.infected`, `situation.direction`, `ask.whose-turn`. */
export type Facet = string;

/** Where a role was named in a text's terms: `terms[start]` up to `terms[end]`, excluded. */
export interface RoleSpan {
	start: number;
	end: number;
	facet: Facet;
}

/** The group of a facet id (`role.thing` → `role`). */
export const facetGroup = (facet: Facet): string => facet.slice(0, facet.indexOf('.'));

/** A language's facet words: group → value → words and phrases (`search.json` `facets`). */
export type FacetLexicon = Record<string, Record<string, readonly string[]>>;

/**
 * A language's words that shape how facets are read (`search.json` `negation`): its words of
 * negation, its modal verbs, its verbs of saying and the words that open a clause of their own
 * (`breaks`: "but", and the "then" of a next event: "X got burned, then The Thing won"); and, for
 * `actor` and `target`, its verbs of an act done to a player (`actions`: "burn", «сжечь»), the
 * auxiliaries of a passive (`passive`: "got", "wurde", «был») and its personal pronouns
 * (`pronouns`: "we", "wir", «меня»).
 */
export interface NegationWords {
	words: readonly string[];
	modals: readonly string[];
	reported: readonly string[];
	breaks: readonly string[];
	actions: readonly string[];
	passive: readonly string[];
	pronouns: readonly string[];
}

/** Reads a locale's `negation` value; anything malformed counts as no words. */
export function negationWords(value: unknown): NegationWords {
	const list = (v: unknown): string[] =>
		Array.isArray(v) ? v.filter((w): w is string => typeof w === 'string') : [];
	const o = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
	return {
		words: list(o.words),
		modals: list(o.modals),
		reported: list(o.reported),
		breaks: list(o.breaks),
		actions: list(o.actions),
		passive: list(o.passive),
		pronouns: list(o.pronouns)
	};
}

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

	/** Terms of the words that deny what follows them ("not", "nobody", «никого», "ohne"). */
	readonly #negators = new Set<string>();
	/** Terms of the modal verbs ("can", "kann", «может»): a denied ability is not a denied fact. */
	readonly #modals = new Set<string>();
	/** Terms of the verbs of saying ("tell", "sagen", «сказать»): what follows is a claim. */
	readonly #reported = new Set<string>();
	/** Terms of the conjunctions that open a clause ("but", "aber", «а»): a claim ends there. */
	readonly #breaks = new Set<string>();
	/** Terms of the verbs of an act done to a player ("burn", «сжечь»), for `actor` and `target`. */
	readonly #actions = new Set<string>();
	/** Terms of a passive's auxiliaries ("got", "wurde", «был»): the role before the act is its target. */
	readonly #passive = new Set<string>();
	/** Terms of the personal pronouns ("we", "wir", «меня»): a role after one is not the actor. */
	readonly #pronouns = new Set<string>();

	/**
	 * `negation`: each language's words of negation, modal verbs, verbs of saying and clause
	 * breaks (`search.json` `negation`), analysed like the rest, for {@link FacetMatcher.denied}
	 * and for telling a claimed role from the speaker's (`self`).
	 */
	constructor(
		lexicons: Iterable<FacetLexicon>,
		analyze: (text: string) => string[],
		negation: Iterable<NegationWords> = []
	) {
		for (const { words, modals, reported, breaks, actions, passive, pronouns } of negation) {
			for (const w of breaks) for (const t of analyze(w)) this.#breaks.add(t);
			for (const w of actions) for (const t of analyze(w)) this.#actions.add(t);
			for (const w of passive) for (const t of analyze(w)) this.#passive.add(t);
			for (const w of pronouns) for (const t of analyze(w)) this.#pronouns.add(t);
			for (const w of words) for (const t of analyze(w)) this.#negators.add(t);
			for (const w of modals) for (const t of analyze(w)) this.#modals.add(t);
			for (const w of reported) for (const t of analyze(w)) this.#reported.add(t);
		}
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
		const { found, roles } = this.#scan(terms);
		for (const f of this.agents(terms, roles)) found.add(f);
		return found;
	}

	/**
	 * The `actor` and `target` facets of `terms`, given where its roles were found (`roles`: each
	 * role facet with the span of its words, in order). For each act ({@link NegationWords}
	 * `actions`) not denied ("nobody was ever burned"), within its clause and {@link AGENT_WINDOW}
	 * terms:
	 * - the first role after it is its target (not in a passive clause, where that is the actor);
	 * - the first role of the clause before it is its actor, or its target when a personal pronoun
	 *   comes before that role ("wir haben das Ding verbrannt") or a passive auxiliary after it
	 *   ("The Thing got burned"), and neither when a pronoun comes between them ("ero Umano e mi
	 *   hanno bruciato"). Such a target counts only when no role follows the act;
	 * - with no role after the act, a second role before it is its target (an actor, then its
	 *   target, then the act: "darf ein Infizierter das Ding verbrennen").
	 * Word order is a guess that holds for the plain questions players ask; a clause it cannot read
	 * gets no such facet, and then weighs nothing.
	 */
	agents(terms: readonly string[], roles: readonly RoleSpan[]): Set<Facet> {
		const out = new Set<Facet>();
		if (roles.length === 0) return out;
		const value = (f: Facet) => f.slice(f.indexOf('.') + 1);
		for (let a = 0; a < terms.length; a++) {
			if (!this.#actions.has(terms[a] as string)) continue;
			let from = a;
			while (from > 0 && !this.#breaks.has(terms[from - 1] as string)) from--;
			let to = a + 1;
			while (to < terms.length && !this.#breaks.has(terms[to] as string)) to++;
			const span = (i: number, j: number) => terms.slice(i, j);
			// An act said not to happen ("nobody was ever burned") has no actor and no target.
			if (foundBefore(terms, a, NEGATION_WINDOW, this.#negators, this.#modals)) continue;
			const after = roles.find((r) => r.start > a && r.start < to && r.start - a <= AGENT_WINDOW);
			const first = roles.find((r) => r.start >= from && r.end <= a);
			const before = first && a - first.end < AGENT_WINDOW ? first : undefined;
			// A passive's auxiliary comes before the act, or right after it ("verbrannt wurde").
			const passive = span(before?.end ?? from, Math.min(to, a + 2)).some((t) =>
				this.#passive.has(t)
			);
			if (after && !passive) out.add(`target.${value(after.facet)}`);
			if (!before) continue;
			// Not right before it: "we humans burn…" names who "we" are.
			const pronoun = span(from, before.start - 1).some((t) => this.#pronouns.has(t));
			if (passive || pronoun) {
				if (!after) out.add(`target.${value(before.facet)}`);
				continue;
			}
			// A pronoun between them ("Umano e mi hanno bruciato"): the act is someone else's.
			if (span(before.end, a).some((t) => this.#pronouns.has(t))) continue;
			out.add(`actor.${value(before.facet)}`);
			// An act at the clause's end ("ein Infizierter das Ding verbrennen"): the next role is
			// its target.
			const next = roles.find((r) => r.start >= before.end && r.end <= a);
			if (!after && next) out.add(`target.${value(next.facet)}`);
		}
		return out;
	}

	/**
	 * The situations (`situation.*` facets) of `terms` said only to be absent: every time one is
	 * signalled, a word of negation comes at most {@link NEGATION_WINDOW} terms before it, with no
	 * modal verb in between ("nobody was ever burned", «никого ни разу не сожгли», "senza
	 * eliminazioni"; not "so that nobody can burn it", which is about the burning). Such a text is
	 * about the situation not happening: the special case of a rule, not the rule. Only situations:
	 * a card name with a negation ("No Thanks!") before "who plays next" denies nothing.
	 */
	denied(terms: readonly string[]): Set<Facet> {
		const { found, asserted } = this.#scan(terms);
		return new Set([...found].filter((f) => !asserted.has(f)));
	}

	#scan(terms: readonly string[]): {
		found: Set<Facet>;
		asserted: Set<Facet>;
		roles: RoleSpan[];
	} {
		const found = new Set<Facet>();
		const asserted = new Set<Facet>();
		const roles: RoleSpan[] = [];
		// Per group, the span of the longest entry found so far: a shorter one inside it is a part
		// of it ("swap" in "swap seats" is no card exchange), not a facet of its own.
		const cover = new Map<string, { start: number; end: number }>();
		for (let i = 0; i < terms.length; i++) {
			const here = (this.#byFirst.get(terms[i] as string) ?? [])
				.map((entry) => ({ entry, end: phraseEnd(terms, i, entry.terms) }))
				.filter((m) => m.end > 0)
				.sort((a, b) => b.entry.terms.length - a.entry.terms.length);
			for (const { entry, end } of here) {
				const group = facetGroup(entry.facet);
				const longer = cover.get(group);
				if (longer && end <= longer.end && longer.end - longer.start > entry.terms.length) continue;
				if (!longer || end > longer.end) cover.set(group, { start: i, end });
				if (entry.facet.startsWith('self.') && this.#reportedAt(terms, i)) continue;
				found.add(entry.facet);
				if (group === 'role') roles.push({ start: i, end, facet: entry.facet });
				if (!entry.facet.startsWith('situation.') || !this.#negatedAt(terms, i))
					asserted.add(entry.facet);
			}
		}
		return { found, asserted, roles };
	}

	/**
	 * Whether a verb of saying comes at most {@link REPORTED_WINDOW} terms before `terms[i]`, in the
	 * same clause ("The Thing says it won, but I'm human": the speaker is human).
	 */
	#reportedAt(terms: readonly string[], i: number): boolean {
		return foundBefore(terms, i, REPORTED_WINDOW, this.#reported, this.#breaks);
	}

	/** Whether a negation comes before `terms[i]` in the window, no modal verb after it. */
	#negatedAt(terms: readonly string[], i: number): boolean {
		return foundBefore(terms, i, NEGATION_WINDOW, this.#negators, this.#modals);
	}
}

/**
 * The end (exclusive) of `phrase` read in `terms` from `terms[i]` (whose term is the phrase's
 * first), or -1 when it is not there. Up to {@link PHRASE_GAP} stop words may stand between its
 * terms ("wer ist jetzt dran", «хто тепер ходить»); a meaningful word breaks the phrase.
 */
function phraseEnd(terms: readonly string[], i: number, phrase: readonly string[]): number {
	let p = i + 1;
	let skipped = 0;
	for (let j = 1; j < phrase.length; j++, p++) {
		if (terms[p] === phrase[j]) continue;
		const gap = terms[p];
		if (
			skipped >= PHRASE_GAP ||
			gap === undefined ||
			!isStopWord(gap) ||
			terms[p + 1] !== phrase[j]
		)
			return -1;
		skipped++;
		p++;
	}
	return p;
}

/**
 * Whether, going back from `terms[i]` over at most `window` terms, one of `found` comes before
 * any of `stop`: a negation before a modal verb, a verb of saying before a new clause.
 */
function foundBefore(
	terms: readonly string[],
	i: number,
	window: number,
	found: ReadonlySet<string>,
	stop: ReadonlySet<string>
): boolean {
	for (let j = i - 1; j >= Math.max(0, i - window); j--) {
		const t = terms[j] as string;
		if (stop.has(t)) return false;
		if (found.has(t)) return true;
	}
	return false;
}

/**
 * The facet of a result that holds for every role: it shares any `role` facet of a query, and a
 * query that names no role does not count it as a role named ({@link unaskedFactor}).
 */
export const ANY_ROLE: Facet = 'role.any';

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
		const shared = (result?.has(f) ?? false) || (g === 'role' && (result?.has(ANY_ROLE) ?? false));
		groups.set(g, (groups.get(g) ?? false) || shared);
	}
	let factor = 1;
	for (const [group, shared] of groups) {
		if (shared) factor *= 1 + (boost[group] ?? 0);
		else if (result && [...result].some((f) => facetGroup(f) === group))
			factor *= conflict[group] ?? 1;
	}
	return factor;
}

/**
 * A result whose own question says a situation does not happen (its denied facets: "nobody was
 * ever burned") answers a question where it does only by accident: the special case "The Thing
 * infected everyone and nobody was burned" is not the answer to "The Thing got burned, who wins".
 * Returns `conflict` when the query asserts a facet the result denies, else 1.
 */
export function deniedFactor(
	query: ReadonlySet<Facet>,
	denied: ReadonlySet<Facet> | undefined,
	conflict: number
): number {
	if (!denied || denied.size === 0) return 1;
	for (const f of query) if (denied.has(f)) return conflict;
	return 1;
}

/**
 * A result with a facet in one of `weights`' groups (a key without a dot) or with one of its
 * facets (a key with one) answers a query with none there only as a side road: a variant's ruling
 * ("in Vengeance mode…") for a question about the standard game; a ruling on changing seats for a
 * question where nobody changes seats. Returns the product of `weights[key]` over those keys, 1
 * when there are none.
 */
export function unaskedFactor(
	query: ReadonlySet<Facet>,
	result: ReadonlySet<Facet> | undefined,
	weights: Readonly<Record<string, number>>
): number {
	if (!result) return 1;
	let factor = 1;
	for (const [key, weight] of Object.entries(weights)) {
		// A key with a dot is one facet ("situation.seat-swap"), else a whole group ("variant").
		const has = key.includes('.')
			? (set: ReadonlySet<Facet>) => set.has(key)
			: (set: ReadonlySet<Facet>) => [...set].some((f) => f !== ANY_ROLE && facetGroup(f) === key);
		if (has(result) && !has(query)) factor *= weight;
	}
	return factor;
}
