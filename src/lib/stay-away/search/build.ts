/**
 * Building the Stay Away! index from the locale texts: its documents (card names, card effects,
 * rulings and the short questions that find them), its two MiniSearch indexes, and what the
 * stages after it read (the cards each ruling is about, each ruling's short questions as term
 * sets, the card names as word sequences, the words of "what does X do" and of deck questions).
 */
import MiniSearch from 'minisearch';
import { CARD_IDS, getCard, type CardId } from '../cards';
import { allSpellings, COMPONENT_NAMES } from '../names';
import { RULINGS } from '../rulings';
import { DeckVocabulary } from './deck-query';
import { NamePhrases } from './mentions';
import { AGENT_LANGUAGES, ASK_CLAUSE_MIN_WORDS, FACET_LANGUAGES, TEXT_BOOST } from './ranking';
import { TermAnalyzer } from './terms';
import { strings, text, type SearchTexts } from './texts';
import { Vocabulary } from './vocabulary';
import {
	ANY_ROLE,
	facetGroup,
	facetLexicon,
	FacetMatcher,
	negationWords,
	type Facet
} from '$lib/search/facets';
import { isStopWord, normalize, stem, tokenize } from '$lib/search/normalize';

/** One spelling of a card name (a document of the name index). */
export interface NameDoc {
	id: number;
	card: CardId;
	/** The spelling as written. */
	label: string;
	/** The spelling folded, for whole-name comparison. */
	norm: string;
	name: string;
}

/** A ruling in one language, or a card's effect in one language (a document of the text index). */
export interface TextDoc {
	id: string;
	kind: 'card' | 'ruling';
	ref: string;
	q?: string;
	a?: string;
	effect?: string;
	/** The questions players ask, and the clauses of the ruling's own question, one a line. */
	ask?: string;
	/** More questions players ask (`search.json` `more`), one a line: a field that weighs less. */
	more?: string;
}

/** One short question of a ruling, as its set of terms, and its count of meaningful words. */
export interface Ask {
	terms: ReadonlySet<string>;
	n: number;
}

/**
 * The game's names and the words around them, folded, from every language's `search.json` `game`:
 * - `names`: the game's name, words in a row ("stay away");
 * - `local`: a name of a local edition that is also The Thing's ("нечто", "щось");
 * - `settings`: the words that set a question in a game ("bei", "in", «на»);
 * - `counts`: the words that ask how many ("скольких", "скільки"), for a local name;
 * - `cards`: the words for "card".
 * `query.ts` drops the game's name where it only says which game a question is about.
 */
export interface GameName {
	names: readonly (readonly string[])[];
	local: ReadonlySet<string>;
	settings: ReadonlySet<string>;
	counts: ReadonlySet<string>;
	cards: ReadonlySet<string>;
}

/** A built index: what {@link buildIndex} returns and every later stage reads. */
export interface BuiltIndex {
	/** Card names, one document per distinct spelling, so a whole-name match is exact. */
	names: MiniSearch<NameDoc>;
	/** Rulings (one document per language) and card effects. */
	texts: MiniSearch<TextDoc>;
	nameWords: Vocabulary;
	textWords: Vocabulary;
	terms: TermAnalyzer;
	/** Card names as word sequences, to notice a card named inside a question. */
	phrases: NamePhrases;
	/** Folded words that only ask what a card is or does ("what", "funziona", "робить"). */
	about: ReadonlySet<string>;
	/** The game's name and the words for "card" (`search.json` `game`): see `query.ts`. */
	game: GameName;
	deck: DeckVocabulary;
	/** The cards each ruling concerns. */
	rulingCards: ReadonlyMap<string, ReadonlySet<string>>;
	/** Per ruling id, the (non-role) cards its own question names ({@link cardsAsked}). */
	askedCards: ReadonlyMap<string, ReadonlySet<CardId>>;
	/** Per language and ruling (`de:flamethrower-basics`): its short questions, as term sets. */
	asks: ReadonlyMap<string, readonly Ask[]>;
	/** The one card a ruling is about, when its id says so ("forgetful-basics" → forgetful). */
	ownCard: ReadonlyMap<string, CardId>;
	/** Finds facets (`$lib/search/facets`) in analysed terms, in every language. */
	facets: FacetMatcher;
	/** Each ruling's facets ({@link rulingFacets}). */
	rulingFacets: ReadonlyMap<string, ReadonlySet<Facet>>;
	/** Each ruling's denied facets: situations its own question says do not happen. */
	rulingDenied: ReadonlyMap<string, ReadonlySet<Facet>>;
}

const processTerm = (t: string): string => t;
const querying = { tokenize, processTerm };

/** Builds the index over `texts` (every language they hold). */
export function buildIndex(texts: SearchTexts): BuiltIndex {
	const terms = new TermAnalyzer(texts);
	const searchTexts = Object.entries(texts.search ?? {});
	const about = new Set<string>();
	for (const [, locale] of searchTexts)
		for (const w of strings(locale.about)) for (const t of tokenize(w)) about.add(t);
	const game = {
		names: [] as string[][],
		local: new Set<string>(),
		settings: new Set<string>(),
		counts: new Set<string>(),
		cards: new Set<string>()
	};
	for (const [, locale] of searchTexts) {
		const g = (locale.game ?? {}) as Record<
			'names' | 'local' | 'settings' | 'counts' | 'cards',
			unknown
		>;
		for (const n of strings(g.names)) {
			const words = tokenize(n);
			if (words.length > 0 && !game.names.some((x) => x.join(' ') === words.join(' ')))
				game.names.push(words);
		}
		for (const key of ['local', 'settings', 'counts', 'cards'] as const)
			for (const w of strings(g[key])) for (const t of tokenize(w)) game[key].add(t);
	}
	const deck = new DeckVocabulary(searchTexts.map(([, locale]) => locale.deck ?? {}));
	const textWords = new Vocabulary(terms.analyze);
	const { rulingCards, ownCard } = rulingsAbout();
	const { names, nameWords, phrases } = buildNames(
		texts,
		(q) => textWords.has(terms.term(q)) || terms.isSynonym(q),
		(st) => terms.isSynonym(st)
	);
	const { docs, asks } = textDocuments(texts, terms);
	const textIndex = new MiniSearch<TextDoc>({
		tokenize: textWords.learn,
		processTerm,
		fields: ['q', 'a', 'effect', 'ask', 'more'],
		storeFields: ['kind', 'ref'],
		searchOptions: { ...querying, boost: TEXT_BOOST }
	});
	textIndex.addAll(docs);
	const facets = new FacetMatcher(
		searchTexts.map(([, locale]) => facetLexicon(locale.facets)),
		terms.analyze,
		searchTexts.map(([, locale]) => negationWords(locale.negation))
	);
	const described = rulingFacets(texts, terms.analyze, facets);
	return {
		askedCards: cardsAsked(texts, phrases),
		names,
		texts: textIndex,
		nameWords,
		textWords,
		terms,
		phrases,
		about,
		game,
		deck,
		rulingCards,
		asks,
		ownCard,
		facets,
		rulingFacets: described.facets,
		rulingDenied: described.denied
	};
}

/** The cards each ruling concerns, and the one card a ruling is about when its id says so. */
function rulingsAbout(): {
	rulingCards: Map<string, ReadonlySet<string>>;
	ownCard: Map<string, CardId>;
} {
	const rulingCards = new Map<string, ReadonlySet<string>>();
	const ownCard = new Map<string, CardId>();
	for (const ruling of RULINGS) {
		rulingCards.set(ruling.id, new Set(ruling.cards));
		const own = ruling.cards[0];
		if (own && getCard(own).category !== 'contagion' && ruling.id.startsWith(`${own}-`))
			ownCard.set(ruling.id, own);
	}
	return { rulingCards, ownCard };
}

/**
 * The name index (one document per distinct spelling: UI names of every locale, printed names,
 * aliases, informal names), its words, and the spellings as word sequences. `known` says whether
 * a query stem is a word of the texts (no misspelling of a name word). An informal name of one
 * word whose stem is a synonym of the game's (`concept`: "flamer" → "flam", the stem of "flamed",
 * a word for burning) is still found as a whole query, but not inside a question: there it says
 * what happened ("my neighbour got flamed"), not which card is asked about.
 */
function buildNames(
	texts: SearchTexts,
	known: (q: string) => boolean,
	concept: (st: string) => boolean
): { names: MiniSearch<NameDoc>; nameWords: Vocabulary; phrases: NamePhrases } {
	const searchTexts = Object.values(texts.search ?? {});
	const docs: NameDoc[] = [];
	const inQuestions: NameDoc[] = [];
	for (const card of CARD_IDS) {
		const seen = new Set<string>();
		const printed = [
			...Object.values(texts.cards).map((locale) => text(locale[card]?.name)),
			...allSpellings(card)
		];
		const informal = searchTexts.flatMap((locale) => strings(locale.cards?.[card]));
		for (const label of [...printed, ...informal]) {
			const norm = normalize(label);
			if (!norm || seen.has(norm)) continue;
			seen.add(norm);
			const doc = { id: docs.length, card, label, norm, name: label };
			docs.push(doc);
			const words = tokenize(label);
			const situation =
				!printed.includes(label) && words.length === 1 && concept(stem(words[0] as string));
			if (!situation) inQuestions.push(doc);
		}
	}
	const nameWords = new Vocabulary();
	const names = new MiniSearch<NameDoc>({
		tokenize: nameWords.learn,
		processTerm,
		fields: ['name'],
		storeFields: ['card', 'label', 'norm'],
		searchOptions: querying
	});
	names.addAll(docs);
	const phrases = new NamePhrases(known);
	for (const doc of inQuestions) phrases.add(doc.card, doc.label);
	return { names, nameWords, phrases };
}

/**
 * The text index's documents: rulings (one per language) with their short questions, and card
 * effects; and each ruling's short questions as term sets, by language and ruling.
 */
function textDocuments(
	texts: SearchTexts,
	terms: TermAnalyzer
): { docs: TextDoc[]; asks: Map<string, Ask[]> } {
	const docs: TextDoc[] = [];
	const asks = new Map<string, Ask[]>();
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
		const kept = asks.get(`${lng}:${id}`) ?? [];
		for (const ask of list) {
			const meaningful = tokenize(ask).filter((w) => !isStopWord(w));
			const n = new Set(meaningful.map((w) => terms.term(stem(w)))).size;
			if (n === 0) continue;
			kept.push({ terms: new Set(terms.analyze(ask)), n });
			doc.ask = doc.ask ? `${doc.ask}\n${ask}` : ask;
		}
		asks.set(`${lng}:${id}`, kept);
	};
	for (const [lng, locale] of Object.entries(texts.rules)) {
		for (const ruling of RULINGS) {
			const clauses = text(locale.rulings?.[ruling.id]?.q).split(/[?:;]\s+|\?$/);
			if (clauses.length > 1)
				addAsks(
					lng,
					ruling.id,
					clauses.filter(
						(c) => tokenize(c).filter((w) => !isStopWord(w)).length >= ASK_CLAUSE_MIN_WORDS
					)
				);
		}
	}
	// More questions (`more`) are searched, but are no short questions: they neither gain from
	// matching a whole query (`Judge.ask`) nor count as the ruling's question.
	for (const [lng, locale] of Object.entries(texts.search ?? {})) {
		for (const ruling of RULINGS) {
			const more = strings(locale.more?.[ruling.id]);
			const doc = byKey.get(`r:${lng}:${ruling.id}`);
			if (doc && more.length > 0) doc.more = more.join('\n');
		}
	}
	for (const [lng, locale] of Object.entries(texts.search ?? {})) {
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
	return { docs, asks };
}

/** The situation each topic is about (`rulings.ts` `TOPICS`); topics not listed name none. */
const TOPIC_SITUATION: Readonly<Record<string, Facet>> = {
	exchange: 'situation.exchange',
	turn: 'situation.turn-order',
	obstacles: 'situation.obstacle',
	elimination: 'situation.elimination',
	'end-of-game': 'situation.who-wins',
	variants: 'variant.on'
};

/** Per ruling id, the components it explains (`COMPONENT_NAMES`), as facets. */
const RULING_COMPONENTS = new Map<string, Facet[]>();
for (const [component, { rulings }] of Object.entries(COMPONENT_NAMES))
	for (const id of rulings)
		RULING_COMPONENTS.set(id, [...(RULING_COMPONENTS.get(id) ?? []), `component.${component}`]);

/** The role each role card stands for. */
const CARD_ROLE: Readonly<Partial<Record<CardId, Facet>>> = {
	'the-thing': 'role.thing',
	infected: 'role.infected'
};

/**
 * Per ruling id, the cards other than the role cards that its own question names, in at least
 * {@link FACET_LANGUAGES} languages ("After Missed!, …": `missed`). Such a ruling is about a
 * situation with that card in play; rulings whose question names none are left out.
 */
function cardsAsked(texts: SearchTexts, phrases: NamePhrases): Map<string, ReadonlySet<CardId>> {
	const out = new Map<string, ReadonlySet<CardId>>();
	for (const ruling of RULINGS) {
		const tally = new Map<CardId, number>();
		for (const locale of Object.values(texts.rules)) {
			const named = new Set<CardId>();
			for (const m of phrases.find(tokenize(text(locale.rulings?.[ruling.id]?.q)).map(stem)))
				if (!CARD_ROLE[m.card]) named.add(m.card);
			for (const card of named) tally.set(card, (tally.get(card) ?? 0) + 1);
		}
		const asked = [...tally].filter(([, n]) => n >= FACET_LANGUAGES).map(([card]) => card);
		if (asked.length > 0) out.set(ruling.id, new Set(asked));
	}
	return out;
}

/**
 * Each ruling's facets: the situation of its topics, the roles of the role cards it is about (every
 * role, {@link ANY_ROLE}, for a ruling marked `everyRole`), the components it explains
 * (`COMPONENT_NAMES`), and the facets its own question signals in at least
 * {@link FACET_LANGUAGES} languages (one translation's wording decides nothing alone;
 * {@link AGENT_LANGUAGES} for who does what to whom).
 */
function rulingFacets(
	texts: SearchTexts,
	analyze: (s: string) => string[],
	matcher: FacetMatcher
): { facets: Map<string, ReadonlySet<Facet>>; denied: Map<string, ReadonlySet<Facet>> } {
	const out = new Map<string, ReadonlySet<Facet>>();
	const deniedOut = new Map<string, ReadonlySet<Facet>>();
	for (const ruling of RULINGS) {
		const facets = new Set<Facet>();
		for (const topic of ruling.topics) {
			const situation = TOPIC_SITUATION[topic];
			if (situation) facets.add(situation);
		}
		for (const card of ruling.cards) {
			const role = CARD_ROLE[card];
			if (role) facets.add(role);
		}
		for (const component of RULING_COMPONENTS.get(ruling.id) ?? []) facets.add(component);
		// A rule for every role agrees with any role a query names (`Ruling.everyRole`).
		if (ruling.everyRole) facets.add(ANY_ROLE);
		const seen = new Map<Facet, number>();
		const denied = new Map<Facet, number>();
		for (const locale of Object.values(texts.rules)) {
			const terms = analyze(text(locale.rulings?.[ruling.id]?.q));
			const no = matcher.denied(terms);
			for (const f of matcher.match(terms)) {
				const tally = no.has(f) ? denied : seen;
				tally.set(f, (tally.get(f) ?? 0) + 1);
			}
		}
		for (const [f, n] of seen) {
			const agent = facetGroup(f) === 'actor' || facetGroup(f) === 'target';
			if (n >= (agent ? AGENT_LANGUAGES : FACET_LANGUAGES)) facets.add(f);
		}
		const no = new Set<Facet>();
		for (const [f, n] of denied) if (n >= FACET_LANGUAGES && !facets.has(f)) no.add(f);
		out.set(ruling.id, facets);
		if (no.size > 0) deniedOut.set(ruling.id, no);
	}
	return { facets: out, denied: deniedOut };
}
