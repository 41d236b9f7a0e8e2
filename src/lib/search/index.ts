/**
 * One multilingual search over every card name, alias and ruling.
 *
 * What is indexed:
 * - card names: the UI name in every `locales/<lng>/cards.json`, the name printed in every
 *   edition (en, es, ru, it, de, uk) and every alias of `stay-away/names.ts`;
 * - card effects, from every `locales/<lng>/cards.json`;
 * - rulings: question, answer and readings from every `locales/<lng>/rules.json`, plus the names
 *   of the cards each ruling concerns: every known spelling on the English text (so a question
 *   naming a card in any language finds its rulings, even before that language's rules text
 *   exists), and each language's own names on its text.
 *
 * Locale files are found with `import.meta.glob`, so a language added under `locales/` is
 * searched without code changes. The module is heavy (MiniSearch and all the text): load it with
 * a dynamic `import()` when the reader starts to search, never on page load.
 *
 * Matching: every text and query goes through {@link tokenize} (case, accents, Cyrillic
 * variants). The word being typed is matched as a prefix; words the index does not know are
 * matched with typo tolerance (one edit from 4 letters, two from 8). Whole-name matches come
 * first (exact, then as-you-type prefix); the rest is ranked by BM25 weighted by how many of the
 * query's meaningful words a result covers, so questions rank rulings above card names.
 *
 * Rulings and effects are matched on stems ({@link stem}: "Plätze", "Plätzen" → "platz";
 * "Огнемётом" → "огнемет"), and German compounds are also indexed and searched as their parts
 * ({@link splitCompound}: "Platztausch" → "platz" + "tausch", so it meets "Plätze tauschen").
 * Their ranking weighs, beyond BM25:
 * - coverage by concept: the share of the query's meaningful words a ruling matches, a card
 *   name named in full ("Versperrte Tür") counting as one concept, squared so that a ruling
 *   matching three key words beats one matching two;
 * - the share of those concepts found in the ruling's own question;
 * - a boost for rulings about a card the query names, in any language and inflection.
 */
import MiniSearch, { type SearchOptions, type SearchResult } from 'minisearch';
import { CARD_IDS, getCard, type CardId, type Category } from '../stay-away/cards';
import { allSpellings, CARD_NAMES, EDITION_LANGUAGES, type EditionLanguage } from '../stay-away/names';
import { RULINGS, getRuling, type Topic } from '../stay-away/rulings';
import { isStopWord, normalize, splitCompound, stem, tokenize } from './normalize';

export { fold, normalize, splitCompound, stem, tokenize } from './normalize';

/** What a search result points to. */
export type HitKind = 'card' | 'ruling';

/** One search result. The UI renders it in its own language from `kind` and `id`. */
export interface SearchHit {
	kind: HitKind;
	/** A card id (`'missed'`) or a ruling id (`'defense-not-on-own-exchange'`). */
	id: string;
	/** Relevance; only meaningful for ordering results of the same query. */
	score: number;
	/** Cards: the spelling that matched best, in whatever language it is (e.g. "Verfehlt!"). */
	matched?: string;
	/** Cards: the card's category, for its colour. */
	category?: Category;
	/** Rulings: the home topic, for the link `/rules/<topic>#<id>`. */
	topic?: Topic;
}

/** Options of {@link SearchIndex.search}. */
export interface SearchQueryOptions {
	/** Most results to return; default 10. */
	limit?: number;
}

/** The shape of `locales/<lng>/cards.json` that the index reads. */
export type CardsLocale = Record<string, { name?: unknown; effect?: unknown } | undefined>;

/** The shape of `locales/<lng>/rules.json` that the index reads. */
export interface RulesLocale {
	rulings?: Record<string, { q?: unknown; a?: unknown; readings?: Record<string, unknown> } | undefined>;
}

/** Locale texts by language code; what {@link createSearchIndex} indexes. */
export interface SearchTexts {
	cards: Record<string, CardsLocale>;
	rules: Record<string, RulesLocale>;
}

/** Language code from a glob key such as `/locales/de/rules.json`. */
function languageOf(path: string): string {
	return path.split('/').at(-2) ?? path;
}

function byLanguage<T>(files: Record<string, T>): Record<string, T> {
	return Object.fromEntries(Object.entries(files).map(([path, mod]) => [languageOf(path), mod]));
}

/** Every locale file present at build time, by language. */
export function localeTexts(): SearchTexts {
	return {
		cards: byLanguage(import.meta.glob<CardsLocale>('/locales/*/cards.json', { eager: true, import: 'default' })),
		rules: byLanguage(import.meta.glob<RulesLocale>('/locales/*/rules.json', { eager: true, import: 'default' }))
	};
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

interface NameDoc {
	id: number;
	card: CardId;
	/** The spelling as written. */
	label: string;
	/** The spelling folded, for whole-name comparison. */
	norm: string;
	name: string;
}

interface TextDoc {
	id: string;
	kind: HitKind;
	ref: string;
	q?: string;
	a?: string;
	cards?: string;
	effect?: string;
}

// Tuned on search.test.ts: names beat everything when they match whole; otherwise the share of
// meaningful query words a result covers decides, and questions favour rulings.
const TEXT_BOOST = { q: 3, a: 1, cards: 0.3, effect: 0.6 };
const STOP_BOOST = 0.1;
const NAME_WEIGHT_SHORT = 1.3;
const NAME_WEIGHT_QUESTION = 0.45;
const EFFECT_WEIGHT = 0.5;
const QUESTION_TERMS = 3;
const WHOLE_NAME_SHARE = 0.6;
const FUZZY_CREDIT = 0.6;
/** Weight of a compound query word that was split, and of each of its parts. */
const COMPOUND_BOOST = 0.5;
const PART_BOOST = 0.6;
/** Extra weight of a ruling about a card the query names ("Versperrte Tür" → barred-door). */
const MENTION_BOOST = 0.5;
/** Extra weight for the share of the query's concepts that a ruling's own question contains. */
const QUESTION_BOOST = 0.5;
/**
 * Languages whose compounds are split ("Platztausch" → "platz tausch"), with game words that
 * compounds are made of beyond those their texts contain ("Sitzplatz", "Sitznachbar").
 */
const COMPOUND_LANGUAGES: Readonly<Record<string, string>> = {
	de: 'sitz platz tausch wechsel spiel richtung karte runde stapel tisch hand nachbar seite'
};

/** How one query term is matched against rulings and effects. */
interface TermSpec {
	prefix: boolean;
	fuzzy: number | false;
	boost: number;
}

/** One distinct query word, for judging how much of the query a result covers. */
interface QueryWord {
	stem: string;
	/** The word is being typed and its stem is the word itself: matched as a prefix too. */
	typing: boolean;
	/** The word as typed, when it is being typed and stemming shortened it (matched as a prefix). */
	typed?: string;
	/** Stems of its compound parts. */
	parts: readonly string[];
	stop: boolean;
}

/** Largest typo distance tolerated for a word the index does not contain. */
function typoDistance(term: string): number {
	if (term.length < 4) return 0;
	return term.length < 8 ? 1 : 2;
}

/** The distinct words of one sub-index, with a fast "does any word start with this?" test. */
class Vocabulary {
	readonly #words = new Set<string>();
	#sorted: string[] | undefined;

	readonly #analyze: (s: string) => string[];

	constructor(analyze: (s: string) => string[] = tokenize) {
		this.#analyze = analyze;
	}

	/** Tokenize a text for indexing, remembering its words. */
	learn = (s: string): string[] => {
		const terms = this.#analyze(s);
		for (const t of terms) this.#words.add(t);
		this.#sorted = undefined;
		return terms;
	};

	get size(): number {
		return this.#words.size;
	}

	has(word: string): boolean {
		return this.#words.has(word);
	}

	/** True when some word starts with `prefix` (binary search in the sorted words). */
	hasPrefix(prefix: string): boolean {
		const words = (this.#sorted ??= [...this.#words].sort());
		let lo = 0;
		let hi = words.length;
		while (lo < hi) {
			const mid = (lo + hi) >> 1;
			if ((words[mid] as string) < prefix) lo = mid + 1;
			else hi = mid;
		}
		return lo < words.length && (words[lo] as string).startsWith(prefix);
	}

	/**
	 * Typo tolerance for a query word: none for a word this vocabulary knows, nor for the word
	 * being typed when some word starts with it (its prefix matches suffice).
	 */
	fuzzy(term: string, typing: boolean): number | false {
		if (this.has(term) || (typing && this.hasPrefix(term))) return false;
		return typoDistance(term) || false;
	}
}

/** A built search index. Create it with {@link createSearchIndex} or {@link getSearchIndex}. */
export class SearchIndex {
	readonly #names: MiniSearch<NameDoc>;
	readonly #texts: MiniSearch<TextDoc>;
	readonly #nameWords = new Vocabulary();
	readonly #textWords: Vocabulary;
	/** Words that may be part of a compound (folded, and their stems), from the compounding languages. */
	readonly #compoundParts = new Set<string>();
	/** Indexed terms of each folded word met while indexing: its stem, then its parts' stems. */
	readonly #analyzed = new Map<string, readonly string[]>();
	/** Card names as word sequences (stems), by first word, to notice a card named in a query. */
	readonly #phrases = new Map<string, { card: CardId; stems: readonly string[] }[]>();
	/** The cards each ruling concerns. */
	readonly #rulingCards = new Map<string, ReadonlySet<string>>();
	readonly #english: SearchTexts;
	/** Languages whose rulings are in the index. */
	readonly rulingLanguages: readonly string[];
	/** Languages whose card names and effects are in the index. */
	readonly cardLanguages: readonly string[];

	constructor(texts: SearchTexts) {
		this.#english = { cards: { en: texts.cards.en ?? {} }, rules: { en: texts.rules.en ?? {} } };
		this.cardLanguages = Object.keys(texts.cards).sort();
		this.rulingLanguages = Object.keys(texts.rules).sort();
		const processTerm = (t: string): string => t;
		const querying = { tokenize, processTerm };

		// Words that compounds of the compounding languages may be split into.
		for (const [lng, seeds] of Object.entries(COMPOUND_LANGUAGES)) {
			const parts: string[] = [seeds];
			for (const entry of Object.values(texts.rules[lng]?.rulings ?? {})) {
				parts.push(text(entry?.q), text(entry?.a), ...Object.values(entry?.readings ?? {}).map(text));
			}
			for (const entry of Object.values(texts.cards[lng] ?? {})) parts.push(text(entry?.name), text(entry?.effect));
			if ((EDITION_LANGUAGES as readonly string[]).includes(lng)) {
				for (const card of CARD_IDS) parts.push(CARD_NAMES[card].editions[lng as EditionLanguage].name ?? '');
			}
			for (const word of tokenize(parts.join(' '))) {
				if (word.length < 4 || isStopWord(word)) continue;
				this.#compoundParts.add(word);
				this.#compoundParts.add(stem(word));
			}
		}
		this.#textWords = new Vocabulary(this.#analyze);
		for (const ruling of RULINGS) this.#rulingCards.set(ruling.id, new Set(ruling.cards));

		// Card names: one document per distinct spelling, so a whole-name match is exact.
		const names: NameDoc[] = [];
		const cardWords = new Map<CardId, string>();
		for (const card of CARD_IDS) {
			const seen = new Set<string>();
			const spellings = [
				...Object.values(texts.cards).map((locale) => text(locale[card]?.name)),
				...allSpellings(card)
			];
			for (const label of spellings) {
				const norm = normalize(label);
				if (!norm || seen.has(norm)) continue;
				seen.add(norm);
				names.push({ id: names.length, card, label, norm, name: label });
			}
			cardWords.set(card, [...seen].join(' · '));
		}
		// The names of a card in one language: its UI name and the name printed in that edition.
		const localNames = (card: CardId, lng: string): string => {
			const local = [text(texts.cards[lng]?.[card]?.name)];
			if ((EDITION_LANGUAGES as readonly string[]).includes(lng)) {
				local.push(CARD_NAMES[card].editions[lng as EditionLanguage].name ?? '');
			}
			return [...new Set(local.map(normalize))].join(' · ');
		};
		// Every spelling in every language goes on one language's rulings only (English when it
		// exists), which keeps the index small; the other languages get their own names.
		const allNamesLanguage = texts.rules.en ? 'en' : Object.keys(texts.rules)[0];
		this.#names = new MiniSearch<NameDoc>({
			tokenize: this.#nameWords.learn,
			processTerm,
			fields: ['name'],
			storeFields: ['card', 'label', 'norm'],
			searchOptions: querying
		});
		this.#names.addAll(names);
		// Spellings as word sequences, to notice a card named inside a question. A name made only of
		// stop words ("No") would be found everywhere, so it is left out.
		for (const doc of names) {
			const words = tokenize(doc.label);
			if (words.every(isStopWord)) continue;
			const stems = words.map(stem);
			const first = stems[0] as string;
			const list = this.#phrases.get(first);
			if (!list) this.#phrases.set(first, [{ card: doc.card, stems }]);
			else if (!list.some((p) => p.card === doc.card && p.stems.join(' ') === stems.join(' '))) list.push({ card: doc.card, stems });
		}

		// Rulings (one document per language) and card effects.
		const docs: TextDoc[] = [];
		for (const [lng, locale] of Object.entries(texts.rules)) {
			for (const ruling of RULINGS) {
				const entry = locale.rulings?.[ruling.id];
				if (!entry) continue;
				const readings = Object.values(entry.readings ?? {}).map(text);
				docs.push({
					id: `r:${lng}:${ruling.id}`,
					kind: 'ruling',
					ref: ruling.id,
					q: text(entry.q),
					a: [text(entry.a), ...readings].join('\n'),
					cards: ruling.cards
						.map((c) => (lng === allNamesLanguage ? (cardWords.get(c) ?? '') : localNames(c, lng)))
						.join(' · ')
				});
			}
		}
		for (const [lng, locale] of Object.entries(texts.cards)) {
			for (const card of CARD_IDS) {
				const effect = text(locale[card]?.effect);
				if (effect) docs.push({ id: `e:${lng}:${card}`, kind: 'card', ref: card, effect });
			}
		}
		this.#texts = new MiniSearch<TextDoc>({
			tokenize: this.#textWords.learn,
			processTerm,
			fields: ['q', 'a', 'cards', 'effect'],
			storeFields: ['kind', 'ref'],
			searchOptions: { ...querying, boost: TEXT_BOOST }
		});
		this.#texts.addAll(docs);
	}

	#isPart = (word: string): boolean => !isStopWord(word) && (this.#compoundParts.has(word) || this.#compoundParts.has(stem(word)));

	/** The stems of the parts of a compound word; empty when it is not one. */
	#parts(word: string): readonly string[] {
		const known = this.#analyzed.get(word);
		if (known) return known.slice(1);
		if (this.#compoundParts.size === 0) return [];
		return splitCompound(word, this.#isPart).map(stem);
	}

	/** Indexed terms of a text: the stem of each word, then the stems of its compound parts. */
	#analyze = (s: string): string[] => {
		const out: string[] = [];
		for (const word of tokenize(s)) {
			let terms = this.#analyzed.get(word);
			if (!terms) {
				terms = [stem(word), ...this.#parts(word)];
				this.#analyzed.set(word, terms);
			}
			for (const t of terms) out.push(t);
		}
		return out;
	};

	/** Number of documents and distinct words indexed. */
	get size(): { documents: number; terms: number } {
		return { documents: this.#names.documentCount + this.#texts.documentCount, terms: this.#nameWords.size + this.#textWords.size };
	}

	/**
	 * Search cards and rulings. Accepts a name in any language, a misspelling, the first letters
	 * of a name, or a whole question. Returns at most `limit` hits, best first; empty for a query
	 * with fewer than two letters.
	 */
	search(query: string, options: SearchQueryOptions = {}): SearchHit[] {
		const limit = options.limit ?? 10;
		const terms = tokenize(query);
		const qNorm = terms.join(' ');
		if (qNorm.replace(/ /g, '').length < 2) return [];
		const content = terms.filter((t) => !isStopWord(t));
		const counted = new Set(content.length > 0 ? content : terms);
		const last = terms.length - 1;
		const boostTerm = (term: string): number => (counted.has(term) ? 1 : STOP_BOOST);
		const coverage = (r: SearchResult): number => {
			let n = 0;
			for (const t of new Set(r.queryTerms)) if (counted.has(t)) n++;
			return n / counted.size;
		};
		// Like coverage, but a word matched only through a typo counts for less than an exact or
		// as-you-type match, so "exchange" prefers rulings with that word over "Change Places".
		const lastTerm = terms[last] ?? '';
		const credit = (r: SearchResult): number => {
			let n = 0;
			for (const q of new Set(r.queryTerms)) {
				if (!counted.has(q)) continue;
				const direct = r.terms.some((t) => t === q || (q === lastTerm && t.startsWith(q)));
				n += direct ? 1 : FUZZY_CREDIT;
			}
			return n / counted.size;
		};
		const question = counted.size >= QUESTION_TERMS;

		// A misspelt or reordered whole name: every meaningful query word matched, the query is not
		// much longer than the name, and most of the name's words were matched.
		const wholeName = (r: SearchResult, norm: string, cov: number): boolean => {
			if (cov < 1) return false;
			const nameWords = norm.split(' ').length;
			return terms.length <= nameWords + 1 && new Set(r.terms).size >= Math.ceil(nameWords * WHOLE_NAME_SHARE);
		};
		const nameOptions: SearchOptions = {
			prefix: (term, i) => i === last && term.length >= 1,
			fuzzy: (term, i) => this.#nameWords.fuzzy(term, i === last),
			boostTerm
		};

		// Cards by name: whole-name tier first, then weighted score.
		const cards = new Map<string, { tier: number; score: number; matched: string }>();
		const nameResults = this.#names.search(query, nameOptions);
		const topName = nameResults[0]?.score ?? 1;
		for (const r of nameResults) {
			const norm = r.norm as string;
			const cov = coverage(r);
			const tier = norm === qNorm ? 3 : norm.startsWith(qNorm) ? 2 : wholeName(r, norm, cov) ? 1 : 0;
			const c = credit(r);
			const score = (r.score / topName) * c * c * (question ? NAME_WEIGHT_QUESTION : NAME_WEIGHT_SHORT);
			const card = r.card as string;
			const prev = cards.get(card);
			if (!prev || tier > prev.tier || (tier === prev.tier && score > prev.score)) {
				cards.set(card, { tier, score, matched: r.label as string });
			}
		}

		// Rulings and card effects, best language per ruling.
		const { queryTerms, specs, words, concepts, mentioned } = this.#textQuery(terms);
		const wordCredit = new Array<number>(words.length);
		const wordInQuestion = new Array<number>(words.length);
		// How much of the query a result covers, by concept (a word, or a card name named in full),
		// and how much of it the result's own question contains (exact matches). A word matched only
		// through a typo counts for less; a compound found only as parts counts by the share of its
		// parts found, squared, since one common part ("spiel") says little.
		const judge = (r: SearchResult): { cover: number; inQuestion: number } => {
			const found = new Set(r.queryTerms);
			const inQ = (t: string): boolean => r.match[t]?.includes('q') ?? false;
			for (let i = 0; i < words.length; i++) {
				const w = words[i] as QueryWord;
				let best = 0;
				if (found.has(w.stem)) {
					const direct = r.terms.some((t) => t === w.stem || (w.typing && t.startsWith(w.stem)));
					best = direct ? 1 : FUZZY_CREDIT;
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
			for (const concept of concepts) {
				let c = 0;
				let q = 0;
				for (const i of concept) {
					c += wordCredit[i] as number;
					q += wordInQuestion[i] as number;
				}
				cover += c / concept.length;
				inQuestion += q / concept.length;
			}
			return { cover: cover / concepts.length, inQuestion: inQuestion / concepts.length };
		};
		// Rulings about the cards the query names get a boost: more for more of those cards, and
		// more when the ruling is about few cards besides them.
		const mentionBoost = (ref: string): number => {
			const about = this.#rulingCards.get(ref);
			if (!about || mentioned.size === 0) return 1;
			let k = 0;
			for (const card of mentioned) if (about.has(card)) k++;
			if (k === 0) return 1;
			return 1 + (MENTION_BOOST * k * Math.sqrt(Math.min(1, mentioned.size / about.size))) / mentioned.size;
		};
		const textOptions: SearchOptions = {
			tokenize: () => queryTerms,
			processTerm: (t) => t,
			prefix: (_term, i) => specs[i]?.prefix ?? false,
			fuzzy: (_term, i) => specs[i]?.fuzzy ?? false,
			boostTerm: (_term, i) => specs[i]?.boost ?? 1
		};
		const rulings = new Map<string, number>();
		const textResults = this.#texts.search(query, textOptions);
		// MiniSearch multiplies a score by the number of query terms matched, stop words and
		// compound parts included; coverage is judged by concept instead.
		const relevance = (r: SearchResult): number => r.score / (r.queryTerms.length || 1);
		let topText = 0;
		for (const r of textResults) topText = Math.max(topText, relevance(r));
		for (const r of textResults) {
			const { cover, inQuestion } = judge(r);
			const score = (relevance(r) / topText) * cover * cover * (1 + QUESTION_BOOST * inQuestion);
			const ref = r.ref as string;
			if (r.kind === 'ruling') {
				const boosted = score * mentionBoost(ref);
				rulings.set(ref, Math.max(rulings.get(ref) ?? 0, boosted));
			} else {
				const effectScore = score * EFFECT_WEIGHT;
				const prev = cards.get(ref);
				if (!prev) cards.set(ref, { tier: 0, score: effectScore, matched: '' });
				else if (effectScore > prev.score) prev.score = effectScore;
			}
		}

		const hits: (SearchHit & { tier: number })[] = [];
		for (const [id, c] of cards) {
			const hit: SearchHit & { tier: number } = { kind: 'card', id, score: c.score, tier: c.tier, category: getCard(id).category };
			if (c.matched) hit.matched = c.matched;
			hits.push(hit);
		}
		for (const [id, score] of rulings) {
			hits.push({ kind: 'ruling', id, score, tier: 0, topic: getRuling(id)?.topics[0] });
		}
		hits.sort((x, y) => y.tier - x.tier || y.score - x.score);
		return hits.slice(0, limit).map(({ tier: _tier, ...hit }) => hit);
	}

	/**
	 * The query for rulings and effects, in indexed form: each word's stem; for the word being
	 * typed, also the word as typed (as a prefix, since its stem may cut it short); and the stems
	 * of a compound's parts. `words` lists the distinct meaningful words (all words when there are
	 * none); `concepts` groups them, a card name named in full being one concept; `mentioned` are
	 * those cards.
	 */
	#textQuery(terms: readonly string[]): {
		queryTerms: string[];
		specs: TermSpec[];
		words: QueryWord[];
		concepts: number[][];
		mentioned: Set<CardId>;
	} {
		const queryTerms: string[] = [];
		const specs: TermSpec[] = [];
		const all: QueryWord[] = [];
		const byStem = new Map<string, QueryWord>();
		const stems = terms.map(stem);
		const last = terms.length - 1;
		// Stop words only widen the results (they decide nothing once a query has other words),
		// except the word being typed, which may be the start of another word.
		const hasContent = terms.some((t) => !isStopWord(t));
		terms.forEach((word, i) => {
			const typing = i === last;
			const s = stems[i] as string;
			const stop = isStopWord(word);
			if (stop && hasContent && !typing) return;
			const boost = stop ? STOP_BOOST : 1;
			const unchanged = s === word;
			const parts = stop ? [] : this.#parts(word);
			queryTerms.push(s);
			specs.push({
				prefix: typing && unchanged && s.length >= 3,
				fuzzy: s.length >= 5 ? this.#textWords.fuzzy(s, typing && unchanged) : false,
				boost: parts.length > 0 ? boost * COMPOUND_BOOST : boost
			});
			const w: QueryWord = { stem: s, typing: typing && unchanged, parts, stop };
			if (typing && !unchanged && word.length >= 3) {
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
		});
		const content = all.filter((w) => !w.stop);
		const words = content.length > 0 ? content : all;

		// Card names named in full, as consecutive words (any inflection: same stems).
		const mentioned = new Set<CardId>();
		const concepts: number[][] = [];
		const grouped = new Set<number>();
		for (let i = 0; i < stems.length; i++) {
			for (const phrase of this.#phrases.get(stems[i] as string) ?? []) {
				const n = phrase.stems.length;
				if (i + n > stems.length || phrase.stems.some((p, j) => stems[i + j] !== p)) continue;
				mentioned.add(phrase.card);
				const concept: number[] = [];
				for (const p of phrase.stems) {
					const k = words.findIndex((w) => w.stem === p);
					if (k >= 0 && !grouped.has(k)) {
						grouped.add(k);
						concept.push(k);
					}
				}
				if (concept.length > 0) concepts.push(concept);
			}
		}
		words.forEach((_w, k) => {
			if (!grouped.has(k)) concepts.push([k]);
		});
		return { queryTerms, specs, words, concepts, mentioned };
	}

	/**
	 * English text for a hit, for a UI whose language has no text for it yet: the card name or
	 * the ruling's question.
	 */
	englishLabel(hit: Pick<SearchHit, 'kind' | 'id'>): string {
		if (hit.kind === 'card') return text(this.#english.cards.en?.[hit.id]?.name) || hit.id;
		return text(this.#english.rules.en?.rulings?.[hit.id]?.q) || hit.id;
	}
}

/** Build an index over the given texts (default: every locale file in `locales/`). */
export function createSearchIndex(texts: SearchTexts = localeTexts()): SearchIndex {
	return new SearchIndex(texts);
}

let shared: SearchIndex | undefined;

/** The app's index, built on first use and kept for the session. */
export function getSearchIndex(): SearchIndex {
	shared ??= createSearchIndex();
	return shared;
}

/** Search the app's index; see {@link SearchIndex.search}. */
export function search(query: string, options?: SearchQueryOptions): SearchHit[] {
	return getSearchIndex().search(query, options);
}
