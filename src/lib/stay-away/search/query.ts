/**
 * Query analysis: a query's folded words and which of them mean something, whether it is a
 * question, the words looked up among card names, the terms searched in rulings and effects (with
 * how each is matched), the concepts a result is judged on, the cards the query names, whether it
 * only asks what a card does, and the deck question it asks, if any.
 */
import { getCard, MAX_PLAYERS, MIN_PLAYERS, type CardId } from '../cards';
import { namedAgain } from '$lib/search/named-again';
import type { DeckSubject } from '../deck-answer';
import type { BuiltIndex } from './build';
import {
	COMPOUND_BOOST,
	MIN_QUERY_LETTERS,
	PART_BOOST,
	QUESTION_TERMS,
	STOP_BOOST,
	TEXT_FUZZY_MIN,
	TEXT_PREFIX_MIN
} from './ranking';
import type { Facet } from '$lib/search/facets';
import { isStopWord, LIGHT_WORDS, stem, tokenize } from '$lib/search/normalize';

/** How one query term is matched against rulings and effects. */
export interface TermSpec {
	prefix: boolean;
	fuzzy: number | false;
	boost: number;
}

/** One distinct query word, for judging how much of the query a result covers. */
export interface QueryWord {
	stem: string;
	/** The word is being typed and its stem is the word itself: matched as a prefix too. */
	typing: boolean;
	/** The word as typed, when it is being typed and stemming shortened it (matched as a prefix). */
	typed?: string;
	/** Stems of its compound parts. */
	parts: readonly string[];
	stop: boolean;
	/** A word every question uses ("card", "player"): it weighs little in judging a result. */
	light?: boolean;
}

/**
 * The query for rulings and effects, in indexed form: each word's stem (its synonym group's);
 * for the word being typed, also the word as typed (as a prefix, since its stem may cut it
 * short); and the stems of a compound's parts. `words` lists the distinct meaningful words (all
 * words when there are none); `concepts` groups them (indices into `words`), a card name named in
 * full being one concept whose card is in `conceptCards`; `mentioned` are those cards, and
 * `nameWords` the query words that named them.
 */
export interface TextQuery {
	queryTerms: string[];
	specs: TermSpec[];
	words: QueryWord[];
	concepts: number[][];
	conceptCards: (CardId | undefined)[];
	mentioned: Set<CardId>;
	nameWords: Set<string>;
	/**
	 * Of several cards named, the one named again ("I hold the Axe and a Barred Door: where do I
	 * put the Barred Door?"): named more often than any other, at least twice. The others are the
	 * question's setting.
	 */
	again?: CardId;
}

/** Everything the later stages need to know about one query. */
export interface QueryAnalysis extends TextQuery {
	/** The query's folded words ({@link tokenize}). */
	terms: string[];
	/** The folded query, words joined by one space. */
	qNorm: string;
	/** The last word (the one being typed), or empty. */
	lastTerm: string;
	/** Whether the query has a word that is no stop word. */
	hasContent: boolean;
	/** Its meaningful words (all its words when none is). */
	counted: ReadonlySet<string>;
	/** It has {@link QUESTION_TERMS} meaningful words or more. */
	question: boolean;
	/** The words looked up among card names (the word being typed is the last). */
	nameTerms: string[];
	/** The cards named that are no role: their rulings and the first of them come first. */
	named: CardId[];
	/** The role cards named (The Thing, Infected!): their rulings get only a small boost. */
	roles: CardId[];
	/** "What does X do": one card named, and nothing else asked. */
	aboutCard: boolean;
	/**
	 * "What is the difference between X and Y": two cards or more named (no roles) in a question
	 * that compares (`ask.compare`). Each card's page answers its half; no ruling answers both.
	 */
	compares: boolean;
	/** The deck question asked, if any: the player count named, and what is asked. */
	deck: { players?: number; subject: DeckSubject; asked: boolean } | null;
	/** The facets the query signals (`$lib/search/facets`): roles, situation, kind of question. */
	facets: ReadonlySet<Facet>;
}

/**
 * Analyses `query` against `index`. Returns `undefined` when it has fewer than
 * {@link MIN_QUERY_LETTERS} letters (nothing is searched then).
 */
export function analyzeQuery(index: BuiltIndex, query: string): QueryAnalysis | undefined {
	const terms = withoutGameName(index, tokenize(query));
	const qNorm = terms.join(' ');
	if (qNorm.replace(/ /g, '').length < MIN_QUERY_LETTERS) return undefined;
	const content = terms.filter((t) => !isStopWord(t));
	const counted = new Set(content.length > 0 ? content : terms);
	const last = terms.length - 1;
	const question = counted.size >= QUESTION_TERMS;
	// A question's stop words say nothing about a name (a name of a few words is never a
	// question): only its meaningful words and the word being typed are looked up among names.
	const nameTerms = question ? terms.filter((t, i) => i === last || counted.has(t)) : terms;
	const text = textQuery(index, terms);
	const { mentioned, nameWords } = text;
	// The Thing and Infected! name roles as much as cards ("can infected players infect…").
	const named = [...mentioned].filter((c) => getCard(c).category !== 'contagion');
	const roles = [...mentioned].filter((c) => getCard(c).category === 'contagion');
	const facets = asserted(index, query);
	if (outsidePlayerRange(index, terms)) facets.add('situation.player-count');
	const aboutCard =
		mentioned.size === 1 &&
		terms.every(
			(t) => isStopWord(t) || LIGHT_WORDS.has(t) || index.about.has(t) || nameWords.has(t)
		);
	return {
		...text,
		terms,
		qNorm,
		lastTerm: terms[last] ?? '',
		hasContent: content.length > 0,
		counted,
		question,
		nameTerms,
		named,
		roles,
		aboutCard,
		compares: named.length >= 2 && facets.has('ask.compare'),
		deck: index.deck.parse(terms, [...mentioned], nameWords),
		facets
	};
}

/**
 * `terms` without the game's name where it only says which game the question is about:
 * - at the start or the end of a question ("stay away wer fängt an", "deck is empty what now stay
 *   away"), kept when it is all there is, and when a word for "card" follows it: "Stay Away!
 *   cards" are the deck's cards that are not Panic! cards;
 * - anywhere after a word that sets the question in it ("wer fängt bei Stay Away an"), dropped
 *   with that word;
 * - a local edition's name that is also The Thing's («Нечто», «Щось»), at the start, only when a
 *   player count follows it («нечто на скольких игроков», «щось на 9 гравців»): "нечто сожгли"
 *   is about The Thing.
 */
function withoutGameName(index: BuiltIndex, terms: string[]): string[] {
	const { names, local, settings, counts, cards } = index.game;
	const count = (t: string | undefined) => t !== undefined && (/^\d+$/.test(t) || counts.has(t));
	if (
		terms.length > 2 &&
		local.has(terms[0] as string) &&
		(count(terms[1]) || (settings.has(terms[1] as string) && count(terms[2])))
	)
		return terms.slice(1);
	for (const name of names) {
		const n = name.length;
		if (terms.length <= n) continue;
		const at = (i: number) => name.every((w, j) => terms[i + j] === w);
		if (at(0) && !cards.has(terms[n] as string)) return terms.slice(n);
		const end = terms.length - n;
		if (at(end)) return terms.slice(0, end);
		for (let i = 1; i < end; i++)
			if (settings.has(terms[i - 1] as string) && at(i) && !cards.has(terms[i + n] as string))
				return [...terms.slice(0, i - 1), ...terms.slice(i + n)];
	}
	return terms;
}

/**
 * The facets a query signals and does not deny ("nobody was burned" is not about a burning): a
 * denied facet neither gains a ruling that has it nor holds against one that denies it.
 */
function asserted(index: BuiltIndex, query: string): Set<Facet> {
	const terms = index.terms.analyze(query);
	const no = index.facets.denied(terms);
	return new Set([...index.facets.match(terms)].filter((f) => !no.has(f)));
}

/**
 * Whether `terms` name a player count the game does not support, next to a "players" word ("with
 * 3 players", "for 14 people"): then the count itself is what is asked (rulebook: 4 to 12
 * players), as "how many players" asks it. A count the game supports is the question's setting.
 */
function outsidePlayerRange(index: BuiltIndex, terms: readonly string[]): boolean {
	const found = index.deck.players(terms);
	return found !== undefined && found.near && (found.n < MIN_PLAYERS || found.n > MAX_PLAYERS);
}

/** The query for rulings and effects ({@link TextQuery}), from the query's folded words. */
function textQuery(index: BuiltIndex, terms: readonly string[]): TextQuery {
	const analyzer = index.terms;
	const queryTerms: string[] = [];
	const specs: TermSpec[] = [];
	const all: QueryWord[] = [];
	const byStem = new Map<string, QueryWord>();
	const stems = terms.map(stem);
	const last = terms.length - 1;
	// Stop words only widen the results (they decide nothing once a query has other words),
	// except the word being typed, which may be the start of another word.
	const hasContent = terms.some((t) => !isStopWord(t));
	const hasHeavy = terms.some((t) => !isStopWord(t) && !LIGHT_WORDS.has(t));
	const indexOf = new Map<string, number>();
	// Synonyms of several words ("turn down") become their group's one term.
	const units: { word: string; raw: string; at: number }[] = [];
	for (let i = 0; i < terms.length; i++) {
		const phrase = analyzer.phraseAt(terms, i);
		if (phrase) {
			units.push({ word: phrase.term, raw: phrase.term, at: i + phrase.words.length - 1 });
			i += phrase.words.length - 1;
		} else units.push({ word: terms[i] as string, raw: stems[i] as string, at: i });
	}
	units.forEach(({ word, raw, at }) => {
		const typing = at === last;
		const s = analyzer.term(raw);
		const stop = isStopWord(word);
		if (stop && hasContent && !typing) return;
		const boost = stop ? STOP_BOOST : 1;
		const unchanged = s === word;
		const parts = stop ? [] : analyzer.parts(word);
		const light = LIGHT_WORDS.has(word);
		// Words every question uses match half the index: they are judged on the short
		// questions only (see `Judge.ask`), unless the query has nothing else.
		if (!light || !hasHeavy || typing) {
			queryTerms.push(s);
			specs.push({
				prefix: typing && unchanged && s.length >= TEXT_PREFIX_MIN,
				fuzzy: s.length >= TEXT_FUZZY_MIN ? index.textWords.fuzzy(s, typing && unchanged) : false,
				boost: parts.length > 0 ? boost * COMPOUND_BOOST : boost
			});
		}
		const w: QueryWord = { stem: s, typing: typing && unchanged, parts, stop, light };
		if (typing && !unchanged && word.length >= TEXT_PREFIX_MIN) {
			queryTerms.push(word);
			specs.push({ prefix: true, fuzzy: false, boost });
			w.typed = word;
		}
		for (const p of parts) {
			queryTerms.push(p);
			specs.push({ prefix: false, fuzzy: false, boost: PART_BOOST });
		}
		if (!byStem.has(s)) {
			byStem.set(s, w);
			all.push(w);
		}
		indexOf.set(raw, all.indexOf(byStem.get(s) as QueryWord));
	});
	const content = all.filter((w) => !w.stop);
	const words = content.length > 0 ? content : all;

	// Card names named in full, as consecutive words (any inflection: same stems; an unknown
	// word may be a misspelling of a name word). A name's words make one concept. A name lying
	// inside a longer one is not named: "No, amico!" (No Thanks!) does not also name "amici"
	// (an informal name of Can't We Be Friends?).
	const mentioned = new Set<CardId>();
	const nameWords = new Set<string>();
	const concepts: number[][] = [];
	const conceptCards: (CardId | undefined)[] = [];
	const grouped = new Set<number>();
	const found = index.phrases.find(stems);
	const longest = found.filter(
		(m) =>
			!found.some((o) => o.length > m.length && o.at <= m.at && o.at + o.length >= m.at + m.length)
	);
	for (const { card, at, length } of longest) {
		mentioned.add(card);
		const concept: number[] = [];
		for (let j = 0; j < length; j++) {
			nameWords.add(terms[at + j] as string);
			const k = words.indexOf(all[indexOf.get(stems[at + j] as string) ?? -1] as QueryWord);
			if (k >= 0 && !grouped.has(k)) {
				grouped.add(k);
				concept.push(k);
			}
		}
		if (concept.length > 0) {
			concepts.push(concept);
			conceptCards.push(card);
		}
	}
	words.forEach((_w, k) => {
		if (!grouped.has(k)) {
			concepts.push([k]);
			conceptCards.push(undefined);
		}
	});
	const times = new Map<CardId, number>();
	// Role cards named again are as often roles ("I'm infected") as cards: never the one asked.
	for (const { card } of longest)
		if (getCard(card).category !== 'contagion') times.set(card, (times.get(card) ?? 0) + 1);
	const again = mentioned.size > 1 ? namedAgain(times) : undefined;
	return {
		queryTerms,
		specs,
		words,
		concepts,
		conceptCards,
		mentioned,
		nameWords,
		...(again ? { again } : {})
	};
}
