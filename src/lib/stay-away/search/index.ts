/**
 * One multilingual search over every card name, alias and ruling.
 *
 * What is indexed:
 * - card names: the UI name in every `locales/<lng>/cards.json`, the name printed in every
 *   edition (en, es, ru, it, de, uk) and every alias of `stay-away/names.ts`;
 * - card effects, from every `locales/<lng>/cards.json`;
 * - rulings: question, answer and readings from every `locales/<lng>/rules.json`; a question
 *   naming a card (in any language or spelling) finds the rulings about that card through the
 *   card's names, below, not through their text;
 * - the questions players ask, per ruling and language (`locales/<lng>/search.json` `rulings`),
 *   one small document each, so a question worded as players word it matches one whole phrasing;
 * - informal card names (`search.json` `cards`: "door", "Tür", "двері") beside the printed ones.
 *
 * Locale files are found with `import.meta.glob`, so a language added under `locales/` is
 * searched without code changes. The module is heavy (MiniSearch and all the text): load it with
 * a dynamic `import()` when the reader starts to search, never on page load.
 *
 * Matching: every text and query goes through {@link tokenize} (case, accents, Cyrillic
 * variants), then {@link stem}, then the synonym lists of every language (`search.json`
 * `synonyms`: "verweigern" and "ablehnen", "burn" and "roast" become one term, on both sides). The word being typed is matched as a prefix; words the index does not know are
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
 *
 * A card named inside a longer question (exactly, inflected, by an informal name or misspelt)
 * puts that card and its rulings above everything else; "what does X do" puts the card first.
 * The Thing and Infected! name roles as much as cards, so naming them only boosts their rulings.
 * A deck question ("how many Panic! cards with 6 players") is answered first, computed by
 * `buildDeck` for the table's options ({@link DeckVocabulary}, `stay-away/deck-answer.ts`).
 * {@link SearchIndex.lookup} also says when nothing answers a question well.
 */
import MiniSearch, { type SearchOptions, type SearchResult } from 'minisearch';
import { CARD_IDS, getCard, type CardId, type Category } from '../cards';
import {
	deckAnswer,
	type DeckAnswer,
	type DeckAnswerOptions,
	type DeckSubject
} from '../deck-answer';
import {
	allSpellings,
	CARD_NAMES,
	COMPONENT_NAMES,
	EDITION_LANGUAGES,
	type EditionLanguage
} from '../names';
import { RULINGS, getRuling, type Topic } from '../rulings';
import { DeckVocabulary, type DeckWords } from './deck-query';
import {
	isStopWord,
	LIGHT_WORDS,
	normalize,
	splitCompound,
	stem,
	tokenize
} from '$lib/search/normalize';

export { fold, normalize, splitCompound, stem, tokenize } from '$lib/search/normalize';

/** What a search result points to: a card page, a ruling, or a deck answer computed on the spot. */
export type HitKind = 'card' | 'ruling' | 'deck';

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
	/** Deck answers: the player count asked about (or the table's, when the query named none). */
	players?: number;
	/** Deck answers: what was asked (a card id, a category, `total`, `dealt` or `remove`). */
	subject?: DeckSubject;
	/** Deck answers: the numbers, computed by `buildDeck` for the table's options. */
	deck?: DeckAnswer;
}

/** Options of {@link SearchIndex.search}. */
export interface SearchQueryOptions {
	/** Most results to return; default 10. */
	limit?: number;
	/**
	 * The table's saved setup, for deck answers: its player count (used when the query names
	 * none) and the options the deck is built with. Default: 6 players, the rulebook deck.
	 */
	table?: { players: number; options?: DeckAnswerOptions };
}

/**
 * What {@link SearchIndex.lookup} returns: the hits, and whether they are `weak`: the query is a
 * question (two meaningful words or more), names no card, asks no deck question, and no result
 * covers even half of its meaningful words. Then `topic` is the home topic of the nearest ruling.
 */
export interface SearchLookup {
	hits: SearchHit[];
	weak: boolean;
	topic?: Topic;
}

/** The shape of `locales/<lng>/cards.json` that the index reads. */
export type CardsLocale = Record<string, { name?: unknown; effect?: unknown } | undefined>;

/** The shape of `locales/<lng>/rules.json` that the index reads. */
export interface RulesLocale {
	rulings?: Record<
		string,
		{ q?: unknown; a?: unknown; readings?: Record<string, unknown> } | undefined
	>;
}

/**
 * The shape of `locales/<lng>/search.json`: words for the search only, never shown.
 * - `rulings`: per ruling id, questions as players ask them;
 * - `synonyms`: per concept, words that mean the same here (the first is the one kept);
 * - `cards`: per card id, informal names ("door" for Barred Door);
 * - `deck`: the words of deck questions ({@link DeckWords});
 * - `about`: words that ask what a card is or does ("what does", "come funziona").
 */
export interface SearchLocale {
	rulings?: Record<string, unknown>;
	synonyms?: Record<string, unknown>;
	cards?: Record<string, unknown>;
	deck?: DeckWords;
	about?: unknown;
}

/** Locale texts by language code; what {@link createSearchIndex} indexes. */
export interface SearchTexts {
	cards: Record<string, CardsLocale>;
	rules: Record<string, RulesLocale>;
	/** Optional: without it, no player questions, synonyms, nicknames or deck answers. */
	search?: Record<string, SearchLocale>;
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
		cards: byLanguage(
			import.meta.glob<CardsLocale>('/locales/*/cards.json', { eager: true, import: 'default' })
		),
		rules: byLanguage(
			import.meta.glob<RulesLocale>('/locales/*/rules.json', { eager: true, import: 'default' })
		),
		search: byLanguage(
			import.meta.glob<SearchLocale>('/locales/*/search.json', { eager: true, import: 'default' })
		)
	};
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const strings = (v: unknown): string[] =>
	Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

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
	kind: 'card' | 'ruling';
	ref: string;
	q?: string;
	a?: string;
	effect?: string;
	/** The questions players ask, and the clauses of the ruling's own question, one a line. */
	ask?: string;
}

// Tuned on search.test.ts: names beat everything when they match whole; otherwise the share of
// meaningful query words a result covers decides, and questions favour rulings.
const TEXT_BOOST = { q: 3, a: 1, effect: 0.6, ask: 3 };
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
/** Extra weight of a match on one of the questions players ask, when it covers the whole query. */
const ASK_BOOST = 0.5;
/** How much the share of a short question's words that the query matched weighs. */
const ASK_PRECISION = 0.4;
/** Credit for a query word a ruling has only in its answer (1 in its question). */
const ANSWER_CREDIT = 0.7;
/** Extra weight of a ruling about a role card (The Thing, Infected!) the query names. */
const ROLE_BOOST = 0.15;
/** How many leading rulings are compared question by question with the query. */
const ASK_COMPARED = 15;
/** How many text matches (best first, by MiniSearch's score) are judged per query. */
const TEXT_RESULTS = 80;
/** Weight of a ruling about one card when the query names other cards but not that one. */
const OTHER_CARD = 0.8;
/** Weight of a word every question uses ("card", "player") in judging coverage (1 for others). */
const LIGHT_WEIGHT = 0.3;
/** Hit tiers (higher first): a deck answer, then "what does X do" for a named card. */
const TIER_DECK = 10;
const TIER_ABOUT = 5;
/** Rulings about a card the question names (and the card itself) come above the rest. */
const TIER_MENTION = 0.5;
/** Results scoring no more than this (matched by stop words alone) are not shown. */
const MIN_SCORE = 1e-3;
/** Below this coverage of its meaningful words by the best result, a question has no good answer. */
const WEAK_COVER = 0.5;
/** Shortest name word a misspelling may stand for, and the edits tolerated (1, or 2 from 9 letters). */
const NAME_TYPO_MIN = 6;
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
	/** A word every question uses ("card", "player"): it weighs little in judging a result. */
	light?: boolean;
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

/**
 * Whether two words are at most `max` edits apart (insertions, deletions, substitutions and swaps
 * of two neighbouring letters), with an early exit once every path is over the limit.
 */
function editDistance(a: string, b: string, max: number): boolean {
	if (Math.abs(a.length - b.length) > max) return false;
	let prev2: number[] = [];
	let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
	for (let i = 1; i <= a.length; i++) {
		const row = [i];
		let rowMin = i;
		for (let j = 1; j <= b.length; j++) {
			const cost = a[i - 1] === b[j - 1] ? 0 : 1;
			let d = Math.min(
				(prev[j] as number) + 1,
				(row[j - 1] as number) + 1,
				(prev[j - 1] as number) + cost
			);
			if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
				d = Math.min(d, (prev2[j - 2] as number) + 1);
			row.push(d);
			rowMin = Math.min(rowMin, d);
		}
		if (rowMin > max) return false;
		prev2 = prev;
		prev = row;
	}
	return (prev[b.length] as number) <= max;
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
	/** Synonyms: a stem → the stem its group keeps ("verweig" → "ablehn"). */
	readonly #canon = new Map<string, string>();
	/** Synonyms of several words ("turn down" → "refus"), by first folded word. */
	readonly #phraseSynonyms = new Map<string, { words: readonly string[]; term: string }[]>();
	/** Card names as word sequences (stems), by first letter, to notice a card named in a query. */
	readonly #phrases = new Map<string, { card: CardId; stems: readonly string[] }[]>();
	/** Whether a query stem stands for a name word by a typo, per pair (cached across keystrokes). */
	readonly #typoCache = new Map<string, boolean>();
	/** Folded words that only ask what a card is or does ("what", "funziona", "робить"). */
	readonly #about = new Set<string>();
	readonly #deck: DeckVocabulary;
	/** The cards each ruling concerns. */
	readonly #rulingCards = new Map<string, ReadonlySet<string>>();
	/** Per language and ruling (`de:flamethrower-basics`): its short questions, as term sets. */
	readonly #asks = new Map<string, { terms: ReadonlySet<string>; n: number }[]>();
	/** The one card a ruling is about, when its id says so ("forgetful-basics" → forgetful). */
	readonly #ownCard = new Map<string, CardId>();
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
				parts.push(
					text(entry?.q),
					text(entry?.a),
					...Object.values(entry?.readings ?? {}).map(text)
				);
			}
			for (const entry of Object.values(texts.cards[lng] ?? {}))
				parts.push(text(entry?.name), text(entry?.effect));
			if ((EDITION_LANGUAGES as readonly string[]).includes(lng)) {
				for (const card of CARD_IDS)
					parts.push(CARD_NAMES[card].editions[lng as EditionLanguage].name ?? '');
			}
			for (const word of tokenize(parts.join(' '))) {
				if (word.length < 4 || isStopWord(word)) continue;
				this.#compoundParts.add(word);
				this.#compoundParts.add(stem(word));
			}
		}
		// Synonyms of every language, on stems: each word of a group stands for the group's first.
		// A concept (the key of a group, "refuse") keeps one term per language, shared by Russian
		// and Ukrainian, whose players mix the two. (One term for all five languages would make
		// every common concept match every language's rulings: five times the work per keystroke.)
		const searchTexts = Object.entries(texts.search ?? {});
		const conceptTerm = new Map<string, string>();
		for (const [lng, locale] of searchTexts) {
			for (const [name, group] of Object.entries(locale.synonyms ?? {})) {
				const concept = `${lng === 'uk' ? 'ru' : lng}:${name}`;
				const single = strings(group)
					.map((w) => tokenize(w))
					.filter((t) => t.length === 1 && !isStopWord(t[0] as string))
					.map((t) => stem(t[0] as string));
				const keep = single[0];
				if (!keep) continue;
				if (!conceptTerm.has(concept)) conceptTerm.set(concept, this.#canon.get(keep) ?? keep);
				const term = conceptTerm.get(concept) as string;
				for (const st of single) if (!this.#canon.has(st)) this.#canon.set(st, term);
				for (const w of strings(group)) {
					const words = tokenize(w);
					if (words.length < 2) continue;
					const list = this.#phraseSynonyms.get(words[0] as string) ?? [];
					list.push({ words, term });
					this.#phraseSynonyms.set(words[0] as string, list);
				}
			}
			for (const w of strings(locale.about)) for (const t of tokenize(w)) this.#about.add(t);
			// Number words are searched as their digits ("drei Karten" meets "3 cards").
			for (const [n, list] of Object.entries(locale.deck?.numbers ?? {})) {
				for (const w of list) {
					const t = tokenize(w);
					if (t.length === 1 && !this.#canon.has(stem(t[0] as string)))
						this.#canon.set(stem(t[0] as string), n);
				}
			}
		}
		this.#deck = new DeckVocabulary(searchTexts.map(([, locale]) => locale.deck ?? {}));
		this.#textWords = new Vocabulary(this.#analyze);
		for (const ruling of RULINGS) {
			this.#rulingCards.set(ruling.id, new Set(ruling.cards));
			const own = ruling.cards[0];
			if (own && getCard(own).category !== 'contagion' && ruling.id.startsWith(`${own}-`))
				this.#ownCard.set(ruling.id, own);
		}

		// Card names: one document per distinct spelling, so a whole-name match is exact.
		const names: NameDoc[] = [];
		for (const card of CARD_IDS) {
			const seen = new Set<string>();
			const spellings = [
				...Object.values(texts.cards).map((locale) => text(locale[card]?.name)),
				...allSpellings(card),
				...searchTexts.flatMap(([, locale]) => strings(locale.cards?.[card]))
			];
			for (const label of spellings) {
				const norm = normalize(label);
				if (!norm || seen.has(norm)) continue;
				seen.add(norm);
				names.push({ id: names.length, card, label, norm, name: label });
			}
		}
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
			const first = (stems[0] as string)[0] as string;
			const list = this.#phrases.get(first);
			if (!list) this.#phrases.set(first, [{ card: doc.card, stems }]);
			else if (!list.some((p) => p.card === doc.card && p.stems.join(' ') === stems.join(' ')))
				list.push({ card: doc.card, stems });
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
					a: [text(entry.a), ...readings].join('\n')
				});
			}
		}
		// Short questions: the questions players ask, and each clause of a ruling's own question
		// ("Can I refuse an exchange: …?" gives "Can I refuse an exchange"). They are searched as
		// the ruling's `ask` field, and each is also kept as a set of terms, to judge how well one
		// whole question matches a query.
		const byKey = new Map<string, TextDoc>();
		for (const d of docs) byKey.set(d.id, d);
		const addAsks = (lng: string, id: string, list: string[]) => {
			let doc = byKey.get(`r:${lng}:${id}`);
			if (!doc) {
				doc = { id: `r:${lng}:${id}`, kind: 'ruling', ref: id };
				docs.push(doc);
				byKey.set(doc.id, doc);
			}
			const kept = this.#asks.get(`${lng}:${id}`) ?? [];
			for (const ask of list) {
				const meaningful = tokenize(ask).filter((w) => !isStopWord(w));
				const n = new Set(meaningful.map((w) => this.#term(stem(w)))).size;
				if (n === 0) continue;
				kept.push({ terms: new Set(this.#analyze(ask)), n });
				doc.ask = doc.ask ? `${doc.ask}\n${ask}` : ask;
			}
			this.#asks.set(`${lng}:${id}`, kept);
		};
		for (const [lng, locale] of Object.entries(texts.rules)) {
			for (const ruling of RULINGS) {
				const clauses = text(locale.rulings?.[ruling.id]?.q).split(/[?:;]\s+|\?$/);
				if (clauses.length > 1)
					addAsks(
						lng,
						ruling.id,
						clauses.filter((c) => tokenize(c).filter((w) => !isStopWord(w)).length >= 2)
					);
			}
		}
		for (const [lng, locale] of searchTexts) {
			for (const ruling of RULINGS) addAsks(lng, ruling.id, strings(locale.rulings?.[ruling.id]));
		}
		// The components and card types, by every name the seeds give them (names.ts).
		for (const { rulings, names } of Object.values(COMPONENT_NAMES))
			for (const [lng, list] of Object.entries(names)) addAsks(lng, rulings[0], [...list]);
		for (const [lng, locale] of Object.entries(texts.cards)) {
			for (const card of CARD_IDS) {
				const effect = text(locale[card]?.effect);
				if (effect) docs.push({ id: `e:${lng}:${card}`, kind: 'card', ref: card, effect });
			}
		}
		this.#texts = new MiniSearch<TextDoc>({
			tokenize: this.#textWords.learn,
			processTerm,
			fields: ['q', 'a', 'effect', 'ask'],
			storeFields: ['kind', 'ref'],
			searchOptions: { ...querying, boost: TEXT_BOOST }
		});
		this.#texts.addAll(docs);
	}

	#isPart = (word: string): boolean =>
		!isStopWord(word) && (this.#compoundParts.has(word) || this.#compoundParts.has(stem(word)));

	/** A synonym of several words starting at `tokens[i]`, if one does. */
	#phraseAt(
		tokens: readonly string[],
		i: number
	): { words: readonly string[]; term: string } | undefined {
		return this.#phraseSynonyms
			.get(tokens[i] as string)
			?.find((p) => p.words.every((w, j) => tokens[i + j] === w));
	}

	/** The term a stem is indexed and searched as: its synonym group's, or itself. */
	#term = (st: string): string => this.#canon.get(st) ?? st;

	/** The stems of the parts of a compound word; empty when it is not one. */
	#parts(word: string): readonly string[] {
		const known = this.#analyzed.get(word);
		if (known) return known.slice(1);
		if (this.#compoundParts.size === 0) return [];
		return splitCompound(word, this.#isPart).map((part) => this.#term(stem(part)));
	}

	/** Indexed terms of a text: the stem of each word, then the stems of its compound parts. */
	#analyze = (s: string): string[] => {
		const out: string[] = [];
		const tokens = tokenize(s);
		for (let i = 0; i < tokens.length; i++) {
			const phrase = this.#phraseAt(tokens, i);
			if (phrase) {
				out.push(phrase.term);
				i += phrase.words.length - 1;
				continue;
			}
			const word = tokens[i] as string;
			let terms = this.#analyzed.get(word);
			if (!terms) {
				terms = [this.#term(stem(word)), ...this.#parts(word)];
				this.#analyzed.set(word, terms);
			}
			for (const t of terms) out.push(t);
		}
		return out;
	};

	/** Number of documents and distinct words indexed. */
	get size(): { documents: number; terms: number } {
		return {
			documents: this.#names.documentCount + this.#texts.documentCount,
			terms: this.#nameWords.size + this.#textWords.size
		};
	}

	/**
	 * Search cards and rulings. Accepts a name in any language, a misspelling, the first letters
	 * of a name, or a whole question. Returns at most `limit` hits, best first; empty for a query
	 * with fewer than two letters. A deck question is answered first ({@link SearchHit.deck}).
	 */
	search(query: string, options: SearchQueryOptions = {}): SearchHit[] {
		return this.lookup(query, options).hits;
	}

	/**
	 * Like {@link search}, and also says whether the results answer the query well: see
	 * {@link SearchLookup}. The search box shows "nothing fits" with the nearest topic instead of
	 * weak results.
	 */
	lookup(query: string, options: SearchQueryOptions = {}): SearchLookup {
		const limit = options.limit ?? 10;
		const terms = tokenize(query);
		const qNorm = terms.join(' ');
		if (qNorm.replace(/ /g, '').length < 2) return { hits: [], weak: false };
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
			return (
				terms.length <= nameWords + 1 &&
				new Set(r.terms).size >= Math.ceil(nameWords * WHOLE_NAME_SHARE)
			);
		};
		// A question's stop words say nothing about a name (a name of a few words is never a
		// question): only its meaningful words and the word being typed are looked up among names.
		const nameTerms = question ? terms.filter((t, i) => i === last || counted.has(t)) : terms;
		const nameLast = nameTerms.length - 1;
		const nameOptions: SearchOptions = {
			tokenize: () => nameTerms,
			prefix: (term, i) => i === nameLast && term.length >= 1,
			fuzzy: (term, i) => this.#nameWords.fuzzy(term, i === nameLast),
			boostTerm
		};

		// Cards by name: whole-name tier first, then weighted score.
		const cards = new Map<string, { tier: number; score: number; matched: string }>();
		const nameResults = this.#names.search(query, nameOptions);
		const topName = nameResults[0]?.score ?? 1;
		for (const r of nameResults) {
			const norm = r.norm as string;
			const cov = coverage(r);
			const tier =
				norm === qNorm ? 3 : norm.startsWith(qNorm) ? 2 : wholeName(r, norm, cov) ? 1 : 0;
			const c = credit(r);
			const score =
				(r.score / topName) * c * c * (question ? NAME_WEIGHT_QUESTION : NAME_WEIGHT_SHORT);
			const card = r.card as string;
			const prev = cards.get(card);
			if (!prev || tier > prev.tier || (tier === prev.tier && score > prev.score)) {
				cards.set(card, { tier, score, matched: r.label as string });
			}
		}

		// Rulings and card effects, best language per ruling.
		const { queryTerms, specs, words, concepts, conceptCards, mentioned, nameWords } =
			this.#textQuery(terms);
		const heavy = words.some((w) => !w.light);
		// Concepts weigh 1, or LIGHT_WEIGHT when they are words every question uses.
		const conceptWeights = concepts.map((c) =>
			c.every((i) => words[i]?.light) ? LIGHT_WEIGHT : 1
		);
		const totalWeight = conceptWeights.reduce((a, b) => a + b, 0) || 1;
		// Light words are not searched in whole rulings when the query has other words (see
		// #textQuery): there, a result is judged on the other words only.
		const searched = concepts.map((c, k) =>
			conceptWeights[k] === 1 || !heavy ? (conceptWeights[k] as number) : 0
		);
		const searchedWeight = searched.reduce((a, b) => a + b, 0) || 1;
		const wordCredit = new Array<number>(words.length);
		const wordInQuestion = new Array<number>(words.length);
		// How much of the query a result covers, by concept (a word, or a card name named in full),
		// and how much of it the result's own question contains (exact matches). A word matched only
		// through a typo counts for less; a compound found only as parts counts by the share of its
		// parts found, squared, since one common part ("spiel") says little.
		const judge = (r: SearchResult): { cover: number; inQuestion: number } => {
			const found = new Set(r.queryTerms);
			const about = r.kind === 'ruling' ? this.#rulingCards.get(r.ref as string) : undefined;
			const inQ = (t: string): boolean =>
				r.match[t]?.some((f) => f === 'q' || f === 'ask') ?? false;
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
			return { cover: cover / searchedWeight, inQuestion: inQuestion / searchedWeight };
		};
		// How well the best of a ruling's short questions matches: the weighted share of the query's
		// concepts it contains (a card named counts when the ruling is about that card), and the
		// share of its own words the query matched (precision).
		const askJudge = (r: SearchResult): { cover: number; precision: number } => {
			const lng = (r.id as string).split(':')[1];
			const asks = this.#asks.get(`${lng}:${r.ref as string}`);
			if (!asks) return { cover: 0, precision: 0 };
			const about = this.#rulingCards.get(r.ref as string);
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
				cover /= totalWeight;
				const precision = Math.min(1, hits / ask.n);
				if (cover > best.cover || (cover === best.cover && precision > best.precision))
					best = { cover, precision };
			}
			return best;
		};
		// Rulings about the cards the query names get a boost: more for more of those cards, and
		// more when the ruling is about few cards besides them.
		// The Thing and Infected! name roles as much as cards ("can infected players infect…"), so
		// naming them boosts their rulings only a little.
		const boosting = [...mentioned].filter((c) => getCard(c).category !== 'contagion');
		const roles = [...mentioned].filter((c) => getCard(c).category === 'contagion');
		const mentionBoost = (ref: string): number => {
			const about = this.#rulingCards.get(ref);
			if (!about || mentioned.size === 0) return 1;
			let k = 0;
			for (const card of boosting) if (about.has(card)) k++;
			let r = 0;
			for (const card of roles) if (about.has(card)) r++;
			// Inside the tier of the cards named, only how many of them a ruling is about counts.
			return 1 + (boosting.length > 0 ? (MENTION_BOOST * k) / boosting.length : 0) + ROLE_BOOST * r;
		};
		// A ruling about one card in particular (its id starts with the card's: "forgetful-basics")
		// answers a question that names other cards only by accident.
		const otherCard = (ref: string): number => {
			if (mentioned.size === 0) return 1;
			const own = this.#ownCard.get(ref);
			return own && !mentioned.has(own) ? OTHER_CARD : 1;
		};
		const textOptions: SearchOptions = {
			tokenize: () => queryTerms,
			processTerm: (t) => t,
			prefix: (_term, i) => specs[i]?.prefix ?? false,
			fuzzy: (_term, i) => specs[i]?.fuzzy ?? false,
			boostTerm: (_term, i) => specs[i]?.boost ?? 1
		};
		const rulings = new Map<string, { score: number; cover: number }>();
		// Only the best few hundred matter; judging the long tail of one-word matches is wasted work.
		const textResults = this.#texts.search(query, textOptions).slice(0, TEXT_RESULTS);
		// MiniSearch multiplies a score by the number of query terms matched, stop words and
		// compound parts included; coverage is judged by concept instead.
		const relevance = (r: SearchResult): number => r.score / (r.queryTerms.length || 1);
		let topText = 0;
		for (const r of textResults) topText = Math.max(topText, relevance(r));
		let bestCover = 0;
		const judged: { r: SearchResult; score: number; cover: number }[] = [];
		for (const r of textResults) {
			const { cover, inQuestion } = judge(r);
			bestCover = Math.max(bestCover, cover);
			let score = (relevance(r) / topText) * cover * cover * (1 + QUESTION_BOOST * inQuestion);
			if (r.kind === 'ruling') score *= mentionBoost(r.ref as string) * otherCard(r.ref as string);
			else score *= EFFECT_WEIGHT;
			judged.push({ r, score, cover });
		}
		// A short question that covers the whole query is the most reliable match there is, the more
		// so when it asks nothing beyond the query (3 of 3 words matched beats 3 of 5). Only the
		// leading rulings can gain enough from it to matter, so only they are compared question by
		// question.
		judged.sort((x, y) => y.score - x.score);
		let compared = 0;
		for (const j of judged) {
			if (j.r.kind !== 'ruling' || compared >= ASK_COMPARED) continue;
			compared++;
			const ask = askJudge(j.r);
			j.score *= Math.max(
				1,
				(1 + ASK_BOOST * ask.cover * ask.cover) *
					(1 - ASK_PRECISION + ASK_PRECISION * ask.precision)
			);
		}
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

		// A card named inside a question: it and its rulings above the rest; "what does X do" puts
		// the card first. Roles (The Thing, Infected!) only keep their boost above.
		const named = [...mentioned].filter((c) => getCard(c).category !== 'contagion');
		// "What does X do": one card named, and nothing else asked.
		const aboutCard =
			mentioned.size === 1 &&
			terms.every(
				(t) => isStopWord(t) || LIGHT_WORDS.has(t) || this.#about.has(t) || nameWords.has(t)
			);
		const hits: (SearchHit & { tier: number })[] = [];
		const mentionedScores: number[] = [];
		for (const [id, r] of rulings) {
			const about = this.#rulingCards.get(id);
			const tier = named.some((c) => about?.has(c)) ? TIER_MENTION : 0;
			if (tier > 0) mentionedScores.push(r.score);
			hits.push({ kind: 'ruling', id, score: r.score, tier, topic: getRuling(id)?.topics[0] });
		}
		mentionedScores.sort((a, b) => b - a);
		// The first card named comes after the two best rulings about the cards named.
		const cardSlot = (mentionedScores[1] ?? mentionedScores[0] ?? 0) * 0.999;
		for (const card of aboutCard ? [...mentioned] : named) {
			const c = cards.get(card);
			if (!c) cards.set(card, { tier: 0, score: 0, matched: '' });
		}
		named.forEach((card, i) => {
			const c = cards.get(card) as { tier: number; score: number };
			if (c.tier >= 1) return;
			c.tier = TIER_MENTION;
			c.score = i === 0 ? cardSlot : 0;
		});
		if (aboutCard)
			for (const card of mentioned) (cards.get(card) as { tier: number }).tier = TIER_ABOUT;
		for (const [id, c] of cards) {
			const hit: SearchHit & { tier: number } = {
				kind: 'card',
				id,
				score: c.score,
				tier: c.tier,
				category: getCard(id).category
			};
			if (c.matched) hit.matched = c.matched;
			hits.push(hit);
		}

		// A deck question: answered first, for the table's deck.
		const ask = this.#deck.parse(terms, [...mentioned]);
		if (ask) {
			const players = ask.players ?? options.table?.players ?? 6;
			const answer = deckAnswer(players, ask.subject, options.table?.options ?? {});
			hits.push({
				kind: 'deck',
				id: `deck-${players}-${ask.subject}`,
				score: 1,
				tier: TIER_DECK,
				players,
				subject: ask.subject,
				deck: answer
			});
		}

		// A result that matched nothing but words every question has is no result.
		const kept = hits.filter((h) => h.tier > 0 || h.score > MIN_SCORE);
		kept.sort((x, y) => y.tier - x.tier || y.score - x.score);
		const top = kept.slice(0, limit).map(({ tier: _tier, ...hit }) => hit);
		const nameHit = [...cards.values()].some((c) => c.tier >= 1);
		const hasContent = terms.some((t) => !isStopWord(t));
		const weak =
			!ask &&
			mentioned.size === 0 &&
			!nameHit &&
			hasContent &&
			(bestCover === 0 || (counted.size >= 2 && bestCover < WEAK_COVER));
		const nearest = top.find((h) => h.kind === 'ruling');
		return { hits: top, weak, topic: weak ? nearest?.topic : undefined };
	}

	/**
	 * Whether query stem `q` stands for name word `name`: the same, or a misspelling of it (one
	 * edit, two from nine letters, same first letter) when `q` is a word the index does not know.
	 */
	#nameWord(q: string, name: string): boolean {
		if (q === name) return true;
		if (q.length < NAME_TYPO_MIN || name.length < NAME_TYPO_MIN || q[0] !== name[0]) return false;
		const key = `${q}|${name}`;
		let same = this.#typoCache.get(key);
		if (same === undefined) {
			const known = this.#textWords.has(this.#term(q)) || this.#canon.has(q);
			same = !known && editDistance(q, name, Math.max(q.length, name.length) >= 9 ? 2 : 1);
			if (this.#typoCache.size > 20_000) this.#typoCache.clear();
			this.#typoCache.set(key, same);
		}
		return same;
	}

	/**
	 * The query for rulings and effects, in indexed form: each word's stem (its synonym group's);
	 * for the word being typed, also the word as typed (as a prefix, since its stem may cut it
	 * short); and the stems of a compound's parts. `words` lists the distinct meaningful words (all
	 * words when there are none); `concepts` groups them, a card name named in full being one
	 * concept; `mentioned` are those cards, and `nameWords` the query words that named them.
	 */
	#textQuery(terms: readonly string[]): {
		queryTerms: string[];
		specs: TermSpec[];
		words: QueryWord[];
		concepts: number[][];
		conceptCards: (CardId | undefined)[];
		mentioned: Set<CardId>;
		nameWords: Set<string>;
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
		const hasHeavy = terms.some((t) => !isStopWord(t) && !LIGHT_WORDS.has(t));
		const indexOf = new Map<string, number>();
		// Synonyms of several words ("turn down") become their group's one term.
		const units: { word: string; raw: string; at: number }[] = [];
		for (let i = 0; i < terms.length; i++) {
			const phrase = this.#phraseAt(terms, i);
			if (phrase) {
				units.push({ word: phrase.term, raw: phrase.term, at: i + phrase.words.length - 1 });
				i += phrase.words.length - 1;
			} else units.push({ word: terms[i] as string, raw: stems[i] as string, at: i });
		}
		units.forEach(({ word, raw, at }) => {
			const typing = at === last;
			const s = this.#term(raw);
			const stop = isStopWord(word);
			if (stop && hasContent && !typing) return;
			const boost = stop ? STOP_BOOST : 1;
			const unchanged = s === word;
			const parts = stop ? [] : this.#parts(word);
			const light = LIGHT_WORDS.has(word);
			// Words every question uses match half the index: they are judged on the short
			// questions only (see askJudge), unless the query has nothing else.
			if (!light || !hasHeavy || typing) {
				queryTerms.push(s);
				specs.push({
					prefix: typing && unchanged && s.length >= 3,
					fuzzy: s.length >= 5 ? this.#textWords.fuzzy(s, typing && unchanged) : false,
					boost: parts.length > 0 ? boost * COMPOUND_BOOST : boost
				});
			}
			const w: QueryWord = { stem: s, typing: typing && unchanged, parts, stop, light };
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
			indexOf.set(raw, all.indexOf(byStem.get(s) as QueryWord));
		});
		const content = all.filter((w) => !w.stop);
		const words = content.length > 0 ? content : all;

		// Card names named in full, as consecutive words (any inflection: same stems; an unknown
		// word may be a misspelling of a name word).
		const mentioned = new Set<CardId>();
		const nameWords = new Set<string>();
		const concepts: number[][] = [];
		const conceptCards: (CardId | undefined)[] = [];
		const grouped = new Set<number>();
		for (let i = 0; i < stems.length; i++) {
			const first = stems[i] as string;
			for (const phrase of this.#phrases.get(first[0] as string) ?? []) {
				const n = phrase.stems.length;
				if (
					i + n > stems.length ||
					phrase.stems.some((p, j) => !this.#nameWord(stems[i + j] as string, p))
				)
					continue;
				mentioned.add(phrase.card);
				const concept: number[] = [];
				for (let j = 0; j < n; j++) {
					nameWords.add(terms[i + j] as string);
					const k = words.indexOf(all[indexOf.get(stems[i + j] as string) ?? -1] as QueryWord);
					if (k >= 0 && !grouped.has(k)) {
						grouped.add(k);
						concept.push(k);
					}
				}
				if (concept.length > 0) {
					concepts.push(concept);
					conceptCards.push(phrase.card);
				}
			}
		}
		words.forEach((_w, k) => {
			if (!grouped.has(k)) {
				concepts.push([k]);
				conceptCards.push(undefined);
			}
		});
		return { queryTerms, specs, words, concepts, conceptCards, mentioned, nameWords };
	}

	/**
	 * English text for a hit, for a UI whose language has no text for it yet: the card name or
	 * the ruling's question.
	 */
	englishLabel(hit: Pick<SearchHit, 'kind' | 'id'>): string {
		if (hit.kind === 'card') return text(this.#english.cards.en?.[hit.id]?.name) || hit.id;
		if (hit.kind === 'deck') return hit.id;
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
