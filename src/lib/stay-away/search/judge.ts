/**
 * Judging one search result against the query: how much of the query it covers, by word and by
 * concept (a word, or a card name named in full), how much of that its own question contains,
 * how well its best short question matches, and how the cards the query names weigh on it.
 * `rank.ts` turns these judgements into scores.
 */
import type { SearchResult } from 'minisearch';
import type { CardId } from '../cards';
import type { BuiltIndex } from './build';
import type { QueryAnalysis, QueryWord } from './query';
import { deniedFactor, facetFactor, facetGroup, unaskedFactor } from '$lib/search/facets';
import {
	ANSWER_CREDIT,
	FACET_BOOST,
	FACET_CONFLICT,
	FACET_DENIED,
	FACET_UNASKED,
	FUZZY_CREDIT,
	LIGHT_WEIGHT,
	MENTION_BOOST,
	NAME_TIER_EXACT,
	NAME_TIER_PREFIX,
	NAME_TIER_WHOLE,
	OTHER_CARD,
	UNNAMED_CARD,
	OWN_CARD,
	OWN_CARD_OFF_COURSE,
	COURSE_ASKS,
	ROLE_BOOST,
	WHOLE_NAME_SHARE
} from './ranking';

/** The share of the query's meaningful words that a name match matched. */
export function nameCoverage(r: SearchResult, q: QueryAnalysis): number {
	let n = 0;
	for (const t of new Set(r.queryTerms)) if (q.counted.has(t)) n++;
	return n / q.counted.size;
}

/**
 * Like {@link nameCoverage}, but a word matched only through a typo counts {@link FUZZY_CREDIT}
 * rather than 1, so "exchange" prefers rulings with that word over "Change Places".
 */
export function nameCredit(r: SearchResult, q: QueryAnalysis): number {
	let n = 0;
	for (const w of new Set(r.queryTerms)) {
		if (!q.counted.has(w)) continue;
		const direct = r.terms.some((t) => t === w || (w === q.lastTerm && t.startsWith(w)));
		n += direct ? 1 : FUZZY_CREDIT;
	}
	return n / q.counted.size;
}

/**
 * The name tier of a name match whose folded spelling is `norm`: the query is the whole name
 * ({@link NAME_TIER_EXACT}), its beginning ({@link NAME_TIER_PREFIX}), a misspelt or reordered
 * whole name ({@link NAME_TIER_WHOLE}: every meaningful query word matched, the query at most one
 * word longer than the name, and {@link WHOLE_NAME_SHARE} of the name's words matched), or none (0).
 */
export function nameTier(r: SearchResult, norm: string, q: QueryAnalysis): number {
	if (norm === q.qNorm) return NAME_TIER_EXACT;
	if (norm.startsWith(q.qNorm)) return NAME_TIER_PREFIX;
	if (nameCoverage(r, q) < 1) return 0;
	const nameWords = norm.split(' ').length;
	return q.terms.length <= nameWords + 1 &&
		new Set(r.terms).size >= Math.ceil(nameWords * WHOLE_NAME_SHARE)
		? NAME_TIER_WHOLE
		: 0;
}

/** Judges the text matches (rulings and effects) of one query; see each method. */
export class Judge {
	readonly #index: BuiltIndex;
	readonly #q: QueryAnalysis;
	/** Per concept: 1, or {@link LIGHT_WEIGHT} when its words are all words every question uses. */
	readonly #conceptWeights: number[];
	readonly #totalWeight: number;
	/**
	 * Per concept, its weight in judging whole rulings: light words are not searched in them when
	 * the query has other words (see `textQuery`), so there a result is judged on the others only.
	 */
	readonly #searched: number[];
	readonly #searchedWeight: number;
	/** Scratch, per query word: its credit and whether it is in the result's question. */
	readonly #wordCredit: number[];
	readonly #wordInQuestion: number[];

	constructor(index: BuiltIndex, q: QueryAnalysis) {
		this.#index = index;
		this.#q = q;
		const { words, concepts } = q;
		const heavy = words.some((w) => !w.light);
		this.#conceptWeights = concepts.map((c) =>
			c.every((i) => words[i]?.light) ? LIGHT_WEIGHT : 1
		);
		this.#totalWeight = this.#conceptWeights.reduce((a, b) => a + b, 0) || 1;
		this.#searched = concepts.map((c, k) =>
			this.#conceptWeights[k] === 1 || !heavy ? (this.#conceptWeights[k] as number) : 0
		);
		this.#searchedWeight = this.#searched.reduce((a, b) => a + b, 0) || 1;
		this.#wordCredit = new Array<number>(words.length);
		this.#wordInQuestion = new Array<number>(words.length);
	}

	/**
	 * How much of the query a text match covers, by concept (a word, or a card name named in
	 * full), and how much of it the result's own question contains (exact matches), both from 0
	 * to 1. A word matched only through a typo counts {@link FUZZY_CREDIT}, one found only in a
	 * ruling's answer {@link ANSWER_CREDIT} of that; a compound found only as parts counts by the
	 * share of its parts found, squared, since one common part ("spiel") says little.
	 */
	text(r: SearchResult): { cover: number; inQuestion: number } {
		const { words, concepts, conceptCards } = this.#q;
		const wordCredit = this.#wordCredit;
		const wordInQuestion = this.#wordInQuestion;
		const searched = this.#searched;
		const found = new Set(r.queryTerms);
		const about = r.kind === 'ruling' ? this.#index.rulingCards.get(r.ref as string) : undefined;
		const inQ = (t: string): boolean => r.match[t]?.some((f) => f === 'q' || f === 'ask') ?? false;
		for (let i = 0; i < words.length; i++) {
			const w = words[i] as QueryWord;
			let best = 0;
			if (found.has(w.stem)) {
				const direct = r.terms.some((t) => t === w.stem || (w.typing && t.startsWith(w.stem)));
				best = direct ? 1 : FUZZY_CREDIT;
				// Found only in a ruling's answer: weaker evidence than its question or a player's.
				const fields = r.match[w.stem];
				if (fields && fields.every((f) => f === 'a')) best *= ANSWER_CREDIT;
			}
			if (best < 1 && w.typed && found.has(w.typed)) best = 1;
			if (best < 1 && w.parts.length > 0) {
				let k = 0;
				for (const p of w.parts) if (found.has(p)) k++;
				const share = k / w.parts.length;
				best = Math.max(best, share * share);
			}
			wordCredit[i] = best;
			wordInQuestion[i] = inQ(w.stem) || w.parts.some(inQ) ? 1 : 0;
		}
		let cover = 0;
		let inQuestion = 0;
		concepts.forEach((concept, k) => {
			const weight = searched[k] as number;
			if (weight === 0) return;
			// A card named in the query is covered by every ruling about that card (and its effect).
			const card = conceptCards[k];
			if (card && (about?.has(card) || (r.kind === 'card' && r.ref === card))) {
				cover += weight;
				return;
			}
			let c = 0;
			let q = 0;
			for (const i of concept) {
				c += wordCredit[i] as number;
				q += wordInQuestion[i] as number;
			}
			cover += (weight * c) / concept.length;
			inQuestion += (weight * q) / concept.length;
		});
		return { cover: cover / this.#searchedWeight, inQuestion: inQuestion / this.#searchedWeight };
	}

	/**
	 * How well the best of a ruling's short questions matches: the weighted share of the query's
	 * concepts it contains (a card named counts when the ruling is about that card), and the share
	 * of its own words the query matched (precision), both from 0 to 1.
	 */
	ask(r: SearchResult): { cover: number; precision: number } {
		const { words, concepts, conceptCards } = this.#q;
		const conceptWeights = this.#conceptWeights;
		const lng = (r.id as string).split(':')[1];
		const asks = this.#index.asks.get(`${lng}:${r.ref as string}`);
		if (!asks) return { cover: 0, precision: 0 };
		const about = this.#index.rulingCards.get(r.ref as string);
		let best = { cover: 0, precision: 0 };
		for (const ask of asks) {
			let cover = 0;
			let hits = 0;
			concepts.forEach((concept, k) => {
				const weight = conceptWeights[k] as number;
				const card = conceptCards[k];
				if (card && about?.has(card)) {
					cover += weight;
					return;
				}
				let c = 0;
				for (const i of concept) {
					const w = words[i] as QueryWord;
					let found = ask.terms.has(w.stem) || (w.typed !== undefined && ask.terms.has(w.typed));
					if (!found && (w.typing || w.typed)) {
						const prefix = w.typed ?? w.stem;
						for (const t of ask.terms) {
							if (t.startsWith(prefix)) {
								found = true;
								break;
							}
						}
					}
					if (found) {
						c += 1;
						hits++;
					} else if (w.parts.length > 0) {
						let k2 = 0;
						for (const p of w.parts) if (ask.terms.has(p)) k2++;
						c += (k2 / w.parts.length) ** 2;
					}
				}
				cover += (weight * c) / concept.length;
			});
			cover /= this.#totalWeight;
			const precision = Math.min(1, hits / ask.n);
			if (cover > best.cover || (cover === best.cover && precision > best.precision))
				best = { cover, precision };
		}
		return best;
	}

	/**
	 * The factor of a ruling about cards the query names: 1, plus {@link MENTION_BOOST} times the
	 * share of the (non-role) cards named that it is about, plus {@link ROLE_BOOST} per role card
	 * named that it is about. Inside the tier of the cards named, only how many of them a ruling
	 * is about counts.
	 */
	mentionBoost(ref: string): number {
		const { mentioned, named, roles } = this.#q;
		const about = this.#index.rulingCards.get(ref);
		if (!about || mentioned.size === 0) return 1;
		let k = 0;
		for (const card of named) if (about.has(card)) k++;
		let r = 0;
		for (const card of roles) if (about.has(card)) r++;
		return 1 + (named.length > 0 ? (MENTION_BOOST * k) / named.length : 0) + ROLE_BOOST * r;
	}

	/**
	 * The factor of how a ruling's facets agree with the query's ({@link facetFactor}, weighed by
	 * {@link FACET_BOOST} and {@link FACET_CONFLICT}): the situation and the roles a question
	 * describes, and the kind of question it is.
	 */
	facets(ref: string): number {
		return (
			facetFactor(this.#q.facets, this.#index.rulingFacets.get(ref), FACET_BOOST, FACET_CONFLICT) *
			deniedFactor(this.#q.facets, this.#index.rulingDenied.get(ref), FACET_DENIED) *
			unaskedFactor(this.#q.facets, this.#index.rulingFacets.get(ref), FACET_UNASKED)
		);
	}

	/**
	 * The factor of a ruling about one card in particular (its id starts with the card's:
	 * "forgetful-basics"): {@link OTHER_CARD} when the query names cards but not that one, since
	 * it then answers the question only by accident; else 1. Times {@link UNNAMED_CARD} for a
	 * ruling whose own question names a card ("After Missed!, The Thing gives the offerer…") when
	 * the query names no card other than the role cards: the situation asked about is without it.
	 */
	otherCard(ref: string): number {
		// The cards asked are no role cards: a query that names none of those names none of them.
		const unnamed = this.#q.named.length === 0 && this.#index.askedCards.has(ref);
		return (unnamed ? UNNAMED_CARD : 1) * this.#ownCard(ref);
	}

	/** {@link OTHER_CARD}, {@link OWN_CARD} or 1: see {@link otherCard}. */
	#ownCard(ref: string): number {
		const { mentioned } = this.#q;
		if (mentioned.size === 0) return 1;
		const own: CardId | undefined = this.#index.ownCard.get(ref);
		if (!own) return 1;
		if (!mentioned.has(own)) return OTHER_CARD;
		// Of several cards named, the one named again is asked about: the others' own rulings are
		// one signal ("I hold the Axe and a Barred Door: where do I put the Barred Door?").
		if (this.#q.again && own !== this.#q.again) return OWN_CARD_OFF_COURSE;
		// A question on the game's course after the card ("who plays next", "who wins") asks what the
		// card leads to, not what it does: its own rulings that answer neither are one signal only.
		const facets = this.#index.rulingFacets.get(ref);
		for (const ask of COURSE_ASKS)
			if (this.#q.facets.has(ask) && !facets?.has(ask)) return OWN_CARD_OFF_COURSE;
		// So does a question on a role that plays the card ("may The Thing itself play the
		// Flamethrower"): the card's rulings about no role answer it only by accident.
		const actor = [...this.#q.facets].some((f) => facetGroup(f) === 'actor');
		if (actor && ![...(facets ?? [])].some((f) => facetGroup(f) === 'role'))
			return OWN_CARD_OFF_COURSE;
		return OWN_CARD;
	}
}
