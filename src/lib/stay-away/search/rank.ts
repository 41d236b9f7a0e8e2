/**
 * Ranking: the judged matches of a query turned into hits, best first. Whole-name matches come
 * first (exact, then as-you-type prefix, then misspelt); the rest is ranked by MiniSearch's BM25
 * weighted by how much of the query a result covers (squared, so that a ruling matching three
 * key words beats one matching two), by the share of it in the ruling's own question, by its best
 * short question, by the cards the query names and by the facets it shares with the query. Tiers
 * then put a deck answer first and the card asked about in "what does X do" next; a card named
 * elsewhere in a question is one signal among others, not a tier.
 * Last, {@link finish} keeps the best and says whether they are weak ("nothing fits").
 */
import type { SearchResult } from 'minisearch';
import { getCard } from '../cards';
import { deckAnswer } from '../deck-answer';
import { getRuling } from '../rulings';
import type { BuiltIndex } from './build';
import { nameCredit, nameTier, type Judge } from './judge';
import type { QueryAnalysis } from './query';
import {
	ASK_BOOST,
	ASK_COMPARED,
	ASK_PRECISION,
	CARD_SLOT_SHARE,
	DECK_HIT_SCORE,
	DEFAULT_PLAYERS,
	EFFECT_WEIGHT,
	MIN_SCORE,
	NAME_TIER_WHOLE,
	NAME_WEIGHT_QUESTION,
	NAME_WEIGHT_SHORT,
	QUESTION_BOOST,
	TIER_ABOUT,
	TIER_DECK,
	WEAK_COVER,
	WEAK_MIN_WORDS
} from './ranking';
import type { SearchHit, SearchLookup, SearchQueryOptions } from './types';

/** A card's standing so far: its tier (0 for none), its score, and the spelling that matched. */
export interface CardScore {
	tier: number;
	score: number;
	matched: string;
}

/** A ruling's standing: its best score over its languages, and the best coverage. */
export interface RulingScore {
	score: number;
	cover: number;
}

/** A text match with its score and its coverage of the query. */
export interface Judged {
	r: SearchResult;
	score: number;
	cover: number;
}

/** A hit with its tier, before the tiers are sorted on and dropped. */
export type TieredHit = SearchHit & { tier: number };

/**
 * Cards by name, each by its best spelling: a higher name tier first, then the higher score (the
 * match's score relative to the best name match, times its credit squared, weighed
 * {@link NAME_WEIGHT_QUESTION} in a question and {@link NAME_WEIGHT_SHORT} otherwise).
 */
export function rankNames(results: SearchResult[], q: QueryAnalysis): Map<string, CardScore> {
	const cards = new Map<string, CardScore>();
	const topName = results[0]?.score ?? 1;
	for (const r of results) {
		const tier = nameTier(r, r.norm as string, q);
		const c = nameCredit(r, q);
		const score =
			(r.score / topName) * c * c * (q.question ? NAME_WEIGHT_QUESTION : NAME_WEIGHT_SHORT);
		const card = r.card as string;
		const prev = cards.get(card);
		if (!prev || tier > prev.tier || (tier === prev.tier && score > prev.score)) {
			cards.set(card, { tier, score, matched: r.label as string });
		}
	}
	return cards;
}

/**
 * Scores the text matches, best first, and the best coverage any of them has. A score is the
 * match's relevance relative to the best, times its coverage squared, times
 * 1 + {@link QUESTION_BOOST} × its share in the ruling's question; a ruling's is then weighed by
 * the cards named ({@link Judge.mentionBoost}, {@link Judge.otherCard}), an effect's by
 * {@link EFFECT_WEIGHT}. The leading {@link ASK_COMPARED} rulings are then compared question by
 * question ({@link askBoost}).
 */
export function rankTexts(
	results: SearchResult[],
	judge: Judge
): { judged: Judged[]; bestCover: number } {
	// MiniSearch multiplies a score by the number of query terms matched, stop words and
	// compound parts included; coverage is judged by concept instead.
	const relevance = (r: SearchResult): number => r.score / (r.queryTerms.length || 1);
	let topText = 0;
	for (const r of results) topText = Math.max(topText, relevance(r));
	let bestCover = 0;
	const judged: Judged[] = [];
	for (const r of results) {
		const { cover, inQuestion } = judge.text(r);
		bestCover = Math.max(bestCover, cover);
		let score = (relevance(r) / topText) * cover * cover * (1 + QUESTION_BOOST * inQuestion);
		if (r.kind === 'ruling')
			score *=
				judge.mentionBoost(r.ref as string) *
				judge.otherCard(r.ref as string) *
				judge.facets(r.ref as string);
		else score *= EFFECT_WEIGHT;
		judged.push({ r, score, cover });
	}
	judged.sort((x, y) => y.score - x.score);
	askBoost(judged, judge);
	return { judged, bestCover };
}

/**
 * A short question that covers the whole query is the most reliable match there is, the more so
 * when it asks nothing beyond the query (3 of 3 words matched beats 3 of 5): each of the leading
 * {@link ASK_COMPARED} rulings (only they can gain enough from it to matter) is weighed by
 * (1 + {@link ASK_BOOST} × cover²) × (1 − {@link ASK_PRECISION} + {@link ASK_PRECISION} ×
 * precision) of its best short question, never below 1.
 */
function askBoost(judged: Judged[], judge: Judge): void {
	let compared = 0;
	for (const j of judged) {
		if (j.r.kind !== 'ruling' || compared >= ASK_COMPARED) continue;
		compared++;
		const ask = judge.ask(j.r);
		j.score *= Math.max(
			1,
			(1 + ASK_BOOST * ask.cover * ask.cover) * (1 - ASK_PRECISION + ASK_PRECISION * ask.precision)
		);
	}
}

/**
 * Rulings by their best language (best score, best coverage), and card effects into `cards`
 * (a card keeps its name tier and spelling; its score becomes the better one).
 */
export function collectTexts(
	judged: readonly Judged[],
	cards: Map<string, CardScore>
): Map<string, RulingScore> {
	const rulings = new Map<string, RulingScore>();
	for (const { r, score, cover } of judged) {
		const ref = r.ref as string;
		if (r.kind === 'ruling') {
			const prev = rulings.get(ref);
			if (!prev || score > prev.score)
				rulings.set(ref, { score, cover: Math.max(cover, prev?.cover ?? 0) });
		} else {
			const prev = cards.get(ref);
			if (!prev) cards.set(ref, { tier: 0, score, matched: '' });
			else if (score > prev.score) prev.score = score;
		}
	}
	return rulings;
}

/**
 * The rulings as hits, ranked by score alone: a card the question names is one signal among
 * others (its rulings' {@link Judge.mentionBoost}), never a tier of its own, so the situation a
 * question describes decides. Also returns where the first card named goes
 * ({@link CARD_SLOT_SHARE} of a ruling's score): just below the second best of its rulings, or
 * below the third best ruling when that is lower, so that it never pushes down the three best.
 */
export function rulingHits(
	rulings: ReadonlyMap<string, RulingScore>,
	index: BuiltIndex,
	q: QueryAnalysis
): { hits: TieredHit[]; cardSlot: number } {
	const hits: TieredHit[] = [];
	const scores: number[] = [];
	const about: number[] = [];
	for (const [id, r] of rulings) {
		scores.push(r.score);
		if (q.named.some((c) => index.rulingCards.get(id)?.has(c))) about.push(r.score);
		hits.push({ kind: 'ruling', id, score: r.score, tier: 0, topic: getRuling(id)?.topics[0] });
	}
	scores.sort((x, y) => y - x);
	about.sort((x, y) => y - x);
	const cardSlot =
		Math.max(about[1] ?? about[0] ?? 0, scores[2] ?? scores[1] ?? scores[0] ?? 0) * CARD_SLOT_SHARE;
	return { hits, cardSlot };
}

/**
 * The cards as hits. A card named inside a question (not a role: The Thing and Infected! only
 * keep their rulings' boost) goes at `cardSlot` (the first named; the others keep their score)
 * unless it matched as a whole name; in "what does X do" the card named comes in
 * {@link TIER_ABOUT}, and so do the cards a question compares ("difference between Analysis and
 * Suspicious": each page answers its half). Updates `cards` with these tiers.
 */
export function cardHits(
	cards: Map<string, CardScore>,
	q: QueryAnalysis,
	cardSlot: number
): TieredHit[] {
	const { mentioned, named, aboutCard } = q;
	for (const card of aboutCard ? [...mentioned] : named) {
		const c = cards.get(card);
		if (!c) cards.set(card, { tier: 0, score: 0, matched: '' });
	}
	named.forEach((card, i) => {
		const c = cards.get(card) as CardScore;
		if (c.tier >= NAME_TIER_WHOLE || i > 0) return;
		c.score = Math.max(c.score, cardSlot);
	});
	if (aboutCard) for (const card of mentioned) (cards.get(card) as CardScore).tier = TIER_ABOUT;
	if (q.compares) for (const card of named) (cards.get(card) as CardScore).tier = TIER_ABOUT;
	const hits: TieredHit[] = [];
	for (const [id, c] of cards) {
		const hit: TieredHit = {
			kind: 'card',
			id,
			score: c.score,
			tier: c.tier,
			category: getCard(id).category
		};
		if (c.matched) hit.matched = c.matched;
		hits.push(hit);
	}
	return hits;
}

/**
 * The answer to the query's deck question: for the player count it names, else the table's (else
 * {@link DEFAULT_PLAYERS}), and the table's options. None without one. When the query asks for it
 * (a count, "in the deck", the deal, what to take out) it comes first ({@link TIER_DECK}); when
 * only a player count made it a deck question, it goes at `slot` (where a named card goes: below
 * the two best rulings), since the count may only be the question's setting.
 */
export function deckHit(
	q: QueryAnalysis,
	options: SearchQueryOptions,
	slot: number
): TieredHit | undefined {
	const ask = q.deck;
	if (!ask) return undefined;
	const players = ask.players ?? options.table?.players ?? DEFAULT_PLAYERS;
	const answer = deckAnswer(players, ask.subject, options.table?.options ?? {});
	return {
		kind: 'deck',
		id: `deck-${players}-${ask.subject}`,
		score: ask.asked ? DECK_HIT_SCORE : slot,
		tier: ask.asked ? TIER_DECK : 0,
		players,
		subject: ask.subject,
		deck: answer
	};
}

/**
 * The first `limit` hits, by tier then score, without those that matched nothing but words
 * every question has (score at most {@link MIN_SCORE}, no tier); and whether they are weak: the
 * query has meaningful words, asks no deck question, names no card and matches no whole name,
 * and the best coverage of a text match (`bestCover`) is 0, or below {@link WEAK_COVER} for a
 * query of {@link WEAK_MIN_WORDS} meaningful words or more. Then `topic` is the nearest ruling's.
 */
export function finish(
	hits: TieredHit[],
	cards: ReadonlyMap<string, CardScore>,
	q: QueryAnalysis,
	bestCover: number,
	limit: number
): SearchLookup {
	const kept = hits.filter((h) => h.tier > 0 || h.score > MIN_SCORE);
	kept.sort((x, y) => y.tier - x.tier || y.score - x.score);
	const top = kept.slice(0, limit).map(({ tier: _tier, ...hit }) => hit);
	const nameHit = [...cards.values()].some((c) => c.tier >= NAME_TIER_WHOLE);
	const weak =
		!q.deck &&
		q.mentioned.size === 0 &&
		!nameHit &&
		q.hasContent &&
		(bestCover === 0 || (q.counted.size >= WEAK_MIN_WORDS && bestCover < WEAK_COVER));
	const nearest = top.find((h) => h.kind === 'ruling');
	return { hits: top, weak, topic: weak ? nearest?.topic : undefined };
}
