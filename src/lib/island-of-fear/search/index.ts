/**
 * The search over *Island of Fear*: its characters, roles, items and events by name, and its
 * rulings by question and answer, in every language of `locales/<lng>/island.json`.
 *
 * A MiniSearch index of its own beside Stay Away!'s (`./index.ts`): the two games share the text
 * folding and stemming of `./normalize.ts`, not their ranking. Names are matched whole or by their
 * first letters, with typos tolerated; a character is found by its printed Russian name, the
 * rulebook's Latin spelling and its number ("No. 9", "№ 9"). Loaded with the rest of the search,
 * on first use of a search box, never with a page.
 */
import MiniSearch from 'minisearch';
import { CHARACTERS, EVENTS, ITEMS, ROLES, getEntry, type EntryType } from '../cards';
import { getIslandRuling, ISLAND_RULINGS, type IslandTopic } from '../rulings';
import { editDistance } from '$lib/search/edit-distance';
import { entryNamedAgain, hasPhrase, nameWordsMeet } from './names';
import { isStopWord, normalize, stem, tokenize } from '$lib/search/normalize';
import { islandTexts, stems, strings, text, type IslandLocale, type IslandTexts } from './texts';

export { islandTexts } from './texts';
export type { IslandLocale, IslandSearchLocale, IslandTexts } from './texts';

/**
 * One Island of Fear result.
 * - `kind`: `'entry'` (a card page: character, role, item or event) or `'ruling'`;
 * - `id`: the entry's or the ruling's id; `type`: an entry's type; `topic`: a ruling's topic;
 * - `score`: relevance, for ordering one query's results;
 * - `name`: a name matched the whole query (all its words, as written or as being typed);
 * - `cover`: the share of the query's terms it matched, 0 to 1 (1 for the entry asked about).
 */
export interface IslandHit {
	kind: 'entry' | 'ruling';
	id: string;
	type?: EntryType;
	topic?: IslandTopic;
	score: number;
	name: boolean;
	cover: number;
}

interface Doc {
	id: string;
	kind: 'entry' | 'ruling';
	ref: string;
	name?: string;
	q?: string;
	a?: string;
	/** Questions players ask, one a line. */
	ask?: string;
	/** More questions players ask, written afterwards, one a line. */
	more?: string;
}

/** A name that is the whole query: its entry's score is multiplied by this. */
const EXACT_NAME = 10;
/** Shortest one-word name (a stem) that a misspelling one edit away still names. */
const NAME_TYPO_MIN = 7;
/** A ruling about an entry the query names is weighed 1 + this. */
const NAMED_ENTRY_BOOST = 1;
/**
 * Field boost of the questions written later (`more`), as the players' questions (`ask`) weigh.
 * Only Russian and Ukrainian have them: on the tuning sets they gave 368 → 369 first places and
 * 408 → 411 in the first three of 422. The English and Italian ones gained nothing there, and an
 * English one met a German query by a typo ("each" for «wach»); with the German ones, German lost
 * a first place.
 */
const MORE_BOOST = 2;
/** In "what does X do", X's page scores this many times the best other hit: first. */
const ABOUT_ENTRY = 2;
/**
 * An entry named inside a longer question ("kann die Hexe jemand töten", «скільки бомб у
 * предметах») is a facet of it, as a card named in a Stay Away! question is: its page is one of
 * the likely answers (its text states what it does and how many copies there are), but the
 * question's other words decide between the rulings. So the first entry named, when its page is
 * not already among the leading hits, is put at this share of the score of the hit at
 * {@link NAMED_ENTRY_SLOT} (0-based): just below it, never above the best hits.
 */
const NAMED_ENTRY_SHARE = 0.99;
/** The hit the first named entry's page goes just below: the second best (0-based 1). */
const NAMED_ENTRY_SLOT = 1;
/** The items' concept: an item named, or the word. */
const ITEM = '~item';
/**
 * The situation of each topic, as the synonym concepts (`search.json` `island.synonyms`) that
 * describe it: a question with one of them is about that topic's situation. A facet, as in
 * `$lib/search/facets`, read from the concepts Island of Fear's index already has.
 */
const TOPIC_CONCEPTS: Readonly<Record<IslandTopic, readonly string[]>> = {
	setup: [],
	night: ['~night', '~morning'],
	'day-and-vote': ['~vote', '~day', '~execute', '~tie', '~discussion', '~defend', '~accused'],
	ghosts: ['~ghost'],
	victory: ['~win'],
	items: [ITEM],
	events: ['~event'],
	dvd: ['~dvd']
};
/**
 * A ruling's own situations, beside its topic's: the concepts its question names in any language
 * ("What happens to a ghost's vote?" is about ghosts and the vote). Each concept a question shares
 * with a ruling's question weighs it 1 + this more, so a question about a dead player's vote finds
 * the ruling on both before one on either.
 */
const SITUATION_BOOST = 0.5;
/** A ruling whose topic's situation the question describes is weighed 1 + this. */
const TOPIC_BOOST = 1;
/**
 * The sides and the narrator: every question is about the Werewolves, the Passengers or what the
 * host does, as every Stay Away! question is about The Thing and the Infected. Named, they make
 * the rulings about them gain ({@link NAMED_ENTRY_BOOST}) but their pages are not put among the
 * leading hits ({@link NAMED_ENTRY_SHARE}): "what the host says at dawn" asks for a ruling.
 */
const SIDES = new Set(['werewolves', 'passenger']);
/** Whether entry `id` is the host's character card (the narrator, not a subject). */
const isHost = (id: string): boolean => CHARACTERS.some((c) => c.isHost && c.id === id);
/** The concept of the DVD: a question that names it asks how the DVD does what it asks. */
const DVD = '~dvd';
/**
 * A ruling on the DVD, in a question that names the DVD, is weighed 1 + this more: "with the DVD,
 * how do we end the game when the werewolves won" asks for the DVD's victory screens, not for when
 * the werewolves win.
 */
const DVD_FRAME_BOOST = 1;
/** The concept of the ghosts' topic: a question about a dead player is about ghosts. */
const GHOST = '~ghost';
/** A ruling on ghosts, in a dead player's question, is weighed 1 + this more. */
const DEAD_BOOST = 2;
/** The concept of killing ("the wolves ate her"; with a "still" word, a dead player's state). */
const KILL = '~kill';
/** The concepts of dying (a kill, an execution): in a dead player's question, how they died. */
const DEATHS = new Set([KILL, '~execute']);
/** Longest name looked for inside a query, in words. */
const MAX_NAME_WORDS = 4;
/**
 * With "what does X do" asked in so many words, at most this many other words may follow and X's
 * page still comes first ("was macht die Autorität? wacht die nachts auf?").
 */
const ABOUT_FOLLOW_UP = 4;
/**
 * Concepts that only say when ("at night", "by day") or what kind of card X is ("the event X",
 * "item X", "is X a useful or a harmful item"): they do not change what "what does X do" asks, and
 * X's page answers them (it says whether an item is useful or harmful).
 */
const ABOUT_CONTEXT = new Set([
	'~night',
	'~day',
	'~morning',
	'~item',
	'~event',
	'~role',
	'~useful',
	'~harmful'
]);

/** Island of Fear's search index. Build once with {@link getIslandIndex}. */
export class IslandIndex {
	readonly #index: MiniSearch<Doc>;
	readonly #texts: Record<string, IslandLocale>;
	/** Every whole name, folded, with its entry: an exact name puts its entry first. */
	readonly #names = new Map<string, string>();
	/** Each entry's names' words, as stems (no numbers): to tell which of several named is asked. */
	readonly #nameWords = new Map<string, Set<string>>();
	/** Every name's stems joined by spaces, with its entry: to find an entry named inside a query. */
	readonly #nameStems = new Map<string, string>();
	/** The names of two words or more, as stems, with their entries: met in any form ({@link nameWordsMeet}). */
	readonly #longNames: [readonly string[], string][] = [];
	/** Stems of the words that ask what something is or does, in every language. */
	readonly #about = new Set<string>();
	/**
	 * The `about` entries of two words or more, as folded words in a row ("what does", «что
	 * делает»): they ask what something does even when the question goes on.
	 */
	readonly #aboutPhrases: string[][] = [];
	/** Words beside which a number names a character card ({@link IslandSearchLocale.cardNumber}), as stems. */
	readonly #cardNumber = new Set<string>();
	/** The count questions' words as stems in a row ("how many" → ["how", "many"]), any language. */
	readonly #howMany: string[][] = [];
	/**
	 * The game's own name in every language ("Island of Fear", «Остров Страха»), as stems: a
	 * question that starts with it ("isola della paura quante carte evento") says which game, not
	 * what it asks, so its words are dropped from the query (unless they are the whole query).
	 * Without this, «страха» names the event Fear.
	 */
	readonly #gameNames: string[][] = [];
	/**
	 * Synonyms: a stem → its concept's term (`~vote`), one term per concept in every language, so
	 * "abstimmen", «голосовать» and "ballot" meet each other and every language's rulings.
	 */
	readonly #canon = new Map<string, string>();
	/**
	 * Indexed and searched terms: each stem, followed by its concept's term where it has one (the
	 * stem stays, so a misspelt synonym still meets its word: "gleichstnd" → "gleichstand").
	 */
	readonly #terms = (s: string): string[] => {
		const st = stems(s);
		const out: string[] = [];
		st.forEach((t, i) => {
			out.push(t);
			const concept = this.#canon.get(t);
			if (concept) out.push(concept);
			for (const p of this.#phrases.get(t) ?? [])
				if (p.concept !== concept && p.stems.every((w, j) => st[i + j] === w)) out.push(p.concept);
		});
		return out;
	};
	/**
	 * Synonyms of several words ("vote out", «город просыпается»), by their first stem: the
	 * phrase's stems in a row add its concept's term after its first word.
	 */
	readonly #phrases = new Map<string, { stems: readonly string[]; concept: string }[]>();
	/** Each ruling's situations: the concepts its question names in any language. */
	readonly #situations = new Map<string, Set<string>>();
	/** `state.dead` phrases of every language, as stems in a row (stop words kept). */
	readonly #dead: string[][] = [];
	/** `state.still` words and phrases of every language, as stems in a row (stop words kept). */
	readonly #still: string[][] = [];
	/** The `state.still` entries of one word, as stems. */
	readonly #stillWords = new Set<string>();

	constructor(all: IslandTexts) {
		const texts = all.island;
		const search = Object.values(all.search ?? {});
		this.#texts = texts;
		for (const locale of search)
			for (const [concept, words] of Object.entries(locale.synonyms ?? {}))
				for (const word of strings(words)) {
					const one = stems(word);
					const first = one[0];
					if (first === undefined) continue;
					if (one.length === 1) {
						if (!this.#canon.has(first)) this.#canon.set(first, `~${concept}`);
						continue;
					}
					const list = this.#phrases.get(first) ?? [];
					list.push({ stems: one, concept: `~${concept}` });
					this.#phrases.set(first, list);
				}
		for (const locale of search)
			for (const w of strings(locale.about)) {
				const words = tokenize(w);
				for (const t of words) this.#about.add(stem(t));
				if (words.length > 1) this.#aboutPhrases.push(words.map(stem));
			}
		for (const locale of search)
			for (const w of strings(locale.cardNumber))
				for (const t of tokenize(w)) this.#cardNumber.add(stem(t));
		for (const locale of search)
			for (const w of strings(locale.howMany)) {
				const words = tokenize(w).map(stem);
				if (words.length > 0) this.#howMany.push(words);
			}
		for (const locale of search) {
			for (const w of strings(locale.state?.dead)) this.#dead.push(tokenize(w).map(stem));
			for (const w of strings(locale.state?.still)) {
				const st = tokenize(w).map(stem);
				this.#still.push(st);
				if (st.length === 1 && st[0]) this.#stillWords.add(st[0]);
			}
		}
		for (const locale of Object.values(texts))
			for (const n of [locale.game?.name, locale.game?.printedName].flatMap((v) => [
				text(v),
				// Also without an elided article ("L’isola" is typed "isola" as often).
				text(v).replace(/(^|\s)\p{L}{1,4}['’]/gu, '$1')
			])) {
				const st = stems(n);
				if (st.length > 0 && !this.#gameNames.some((g) => g.join(' ') === st.join(' ')))
					this.#gameNames.push(st);
			}
		const docs: Doc[] = [];
		const addName = (ref: string, names: string[]) => {
			const kept = [...names, ...search.flatMap((l) => strings(l.entries?.[ref]))].filter(Boolean);
			for (const n of kept) {
				this.#names.set(normalize(n), ref);
				// Found inside a query only when every word of it is kept, or two words at least: a
				// name that loses a stop word down to one ("votate me" → "vot") would be found in every
				// question with that word; it is still found as a whole query. "Totem del potere" is
				// found as "totem potere", the query's stop words being dropped alike.
				const kept = stems(n);
				const own = this.#nameWords.get(ref) ?? new Set<string>();
				for (const w of kept) if (!/^\d+$/.test(w)) own.add(w);
				this.#nameWords.set(ref, own);
				if (kept.length !== tokenize(n).length && kept.length < 2) continue;
				// A number alone ("№ 24") names its card only beside a word for "card" or "number"
				// ({@link IslandIndex.#named}): "we are 12" names no character.
				if (kept.every((w) => /^\d+$/.test(w))) continue;
				const st = kept.join(' ');
				if (st && !this.#nameStems.has(st)) this.#nameStems.set(st, ref);
				if (kept.length >= 2 && kept.length <= MAX_NAME_WORDS) this.#longNames.push([kept, ref]);
			}
			docs.push({ id: `n:${ref}:${docs.length}`, kind: 'entry', ref, name: kept.join('\n') });
		};
		for (const c of CHARACTERS) {
			const names = [c.printedName, c.transliteration, `№ ${c.number}`, `No ${c.number}`];
			if (c.isHost)
				for (const locale of Object.values(texts)) names.push(text(locale.characters?.host));
			addName(c.id, names);
		}
		for (const r of ROLES)
			addName(
				r.id,
				Object.values(texts).map((l) => text(l.roles?.[r.id]))
			);
		for (const i of ITEMS)
			addName(
				i.id,
				Object.values(texts).map((l) => text(l.items?.[i.id]))
			);
		for (const e of EVENTS)
			addName(
				e.id,
				Object.values(texts).map((l) => text(l.events?.[e.id]))
			);
		for (const [lng, locale] of Object.entries(texts))
			for (const r of ISLAND_RULINGS) {
				const entry = locale.rulings?.[r.id];
				if (!entry) continue;
				const own = this.#situations.get(r.id) ?? new Set<string>();
				for (const t of this.#terms(text(entry.q))) if (t.startsWith('~')) own.add(t);
				this.#situations.set(r.id, own);
				docs.push({
					id: `r:${lng}:${r.id}`,
					kind: 'ruling',
					ref: r.id,
					q: text(entry.q),
					a: text(entry.a)
				});
			}
		for (const [lng, locale] of Object.entries(all.search ?? {}))
			for (const r of ISLAND_RULINGS) {
				const asks = strings(locale.rulings?.[r.id]);
				if (asks.length > 0)
					docs.push({ id: `a:${lng}:${r.id}`, kind: 'ruling', ref: r.id, ask: asks.join('\n') });
			}
		// The later questions after every language's players' questions: hits of equal score keep
		// the order their documents were added in, and the tuning sets were measured so.
		for (const [lng, locale] of Object.entries(all.search ?? {}))
			for (const r of ISLAND_RULINGS) {
				const more = strings(locale.more?.[r.id]);
				if (more.length > 0)
					docs.push({ id: `m:${lng}:${r.id}`, kind: 'ruling', ref: r.id, more: more.join('\n') });
			}
		this.#index = new MiniSearch<Doc>({
			fields: ['name', 'q', 'a', 'ask', 'more'],
			storeFields: ['kind', 'ref'],
			tokenize: this.#terms,
			processTerm: (t) => t,
			searchOptions: {
				tokenize: this.#terms,
				processTerm: (t) => t,
				boost: { name: 3, q: 2, a: 1, ask: 2, more: MORE_BOOST },
				// The word being typed, and any longer word as the start of its other forms
				// ("abstimmen" meets "Abstimmung", «голосувати» meets «голосування»).
				prefix: (term, i, all) => i === all.length - 1 || term.length >= 5,
				fuzzy: (term) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : false),
				combineWith: 'OR'
			}
		});
		this.#index.addAll(docs);
	}

	/**
	 * Search names and rulings. Returns at most `limit` hits, best first, one per entry or ruling;
	 * empty for a query with fewer than two letters. An entry whose name is the whole query comes
	 * first, and so does the entry asked about in "what does X do" (X named, and nothing else asked
	 * but when, or at most {@link ABOUT_FOLLOW_UP} words after a two-word "what does"); otherwise
	 * hits are ranked by how many of the query's words they match, then BM25, a ruling weighed
	 * 1 + {@link NAMED_ENTRY_BOOST} when it is about an entry the query names, 1 + {@link TOPIC_BOOST}
	 * when its topic's situation is the one the query describes, 1 + {@link DVD_FRAME_BOOST} for a
	 * ruling on the DVD when the query names the DVD, and 1 + {@link SITUATION_BOOST} for
	 * each concept its own question shares with the query (facets, each a signal, not a tier). A
	 * side named beside a role or a card is the question's setting: its rulings gain nothing. A
	 * dead player's question ({@link IslandIndex.#isDead}) asks for a ghost: the words of the kill
	 * or the execution are not searched, the side named gains nothing, and the ghosts' rulings weigh
	 * 1 + {@link DEAD_BOOST} more (and so do the items' rulings, when it asks about an item).
	 */
	search(typed: string, limit = 8): IslandHit[] {
		const query = this.#withoutGameName(typed);
		const own = this.#terms(query);
		if (normalize(query).replace(/\s/g, '').length < 2 || own.length === 0) return [];
		// A dead player's state is a ghost's, though the question names no ghost.
		const dead = this.#isDead(query, own);
		// Its "still" only asks whether something goes on: «дальше» is not the night order's "next".
		const asked = (terms: string[]) =>
			dead
				? [
						...(terms.includes(GHOST) ? [] : [GHOST]),
						...terms.filter(
							(t) =>
								!this.#stillWords.has(t) && !DEATHS.has(t) && !DEATHS.has(this.#canon.get(t) ?? '')
						)
					]
				: terms;
		const words = asked(own);
		const exact = this.#names.get(normalize(query));
		const { named, about } = this.#named(query);
		const concepts = new Set(words.filter((w) => w.startsWith('~')));
		// An item or an event named is that kind's situation, as the word "item" is.
		for (const e of named) {
			const kind = getEntry(e)?.type;
			if (kind === 'item' || kind === 'event') concepts.add(`~${kind}`);
		}
		// A side named beside a role or a card is only the setting of the question.
		const sideIsSetting = dead || [...named].some((e) => !SIDES.has(e) && !isHost(e));
		const best = new Map<string, IslandHit>();
		const found = dead
			? this.#index.search(query, { tokenize: (s) => asked(this.#terms(s)) })
			: this.#index.search(query);
		for (const r of found) {
			const kind = r.kind as Doc['kind'];
			const ref = r.ref as string;
			const fields = new Set(Object.values(r.match).flat());
			const cover = r.queryTerms.length / words.length;
			const name = kind === 'entry' && fields.has('name') && cover === 1;
			const ruling = kind === 'ruling' ? getIslandRuling(ref) : undefined;
			let score = r.score * cover * cover * (ref === exact ? EXACT_NAME : 1);
			// An entry the question names is one signal: its rulings gain, and in "what does X do"
			// its page comes first.
			// A dead player's question names the side that killed them as the cause, not the subject.
			// So does a question about one role ("can the werewolves kill the Untouchable"): the side
			// is its setting, the role its subject.
			if (ruling && ruling.entries.some((e) => named.has(e) && !(sideIsSetting && SIDES.has(e))))
				score *= 1 + NAMED_ENTRY_BOOST;
			// The situation the question describes (night, the vote, ghosts…) is its topic's.
			if (ruling && TOPIC_CONCEPTS[ruling.topic].some((c) => concepts.has(c)))
				score *= 1 + TOPIC_BOOST;
			// A dead player asks what a ghost may do: the ghosts' rulings answer first. Asking about
			// an item, they ask what becomes of it: the items' rulings weigh as much.
			if (dead && (ruling?.topic === 'ghosts' || (ruling?.topic === 'items' && concepts.has(ITEM))))
				score *= 1 + DEAD_BOOST;
			// The DVD named frames the question: its rulings answer how the DVD does it.
			if (ruling?.topic === 'dvd' && concepts.has(DVD)) score *= 1 + DVD_FRAME_BOOST;
			// And its own situations: each concept the question shares with the ruling's question.
			if (ruling) {
				const own = this.#situations.get(ref);
				let shared = 0;
				for (const c of concepts) if (own?.has(c)) shared++;
				score *= 1 + SITUATION_BOOST * shared;
			}
			const key = `${kind}:${ref}`;
			const known = best.get(key);
			if (known && known.score >= score) continue;
			const entry = kind === 'entry' ? getEntry(ref) : undefined;
			best.set(key, {
				kind,
				id: ref,
				score,
				name,
				cover,
				...(entry ? { type: entry.type } : {}),
				...(ruling ? { topic: ruling.topic } : {})
			});
		}
		const hits = [...best.values()].sort((a, b) => b.score - a.score);
		// "What does X do": X's page first, whatever else matched.
		if (about) return this.#first(about, best, hits, limit);
		// "How many X": X's page gives its copies, so it comes first, as in "what does X do".
		const counted = [...named].find((e) => !SIDES.has(e) && getEntry(e)?.type !== 'character');
		if (counted !== undefined && this.#asksHowMany(query))
			return this.#first(counted, best, hits, limit);
		const first = [...named].find((e) => !SIDES.has(e) && !isHost(e));
		const slot = hits[NAMED_ENTRY_SLOT] ?? hits[0];
		if (first !== undefined && slot) {
			const entry = getEntry(first);
			const page: IslandHit = best.get(`entry:${first}`) ?? {
				kind: 'entry',
				id: first,
				score: 0,
				name: false,
				cover: 0,
				...(entry ? { type: entry.type } : {})
			};
			if (page.score < slot.score) {
				page.score = slot.score * NAMED_ENTRY_SHARE;
				const rest = hits.filter((h) => h !== page);
				rest.splice(rest.indexOf(slot) + 1, 0, page);
				return rest.slice(0, limit);
			}
		}
		return hits.slice(0, limit);
	}

	/**
	 * The entry whose one-word name `word` (a stem) misspells, one edit away («недоторканного» for
	 * «недоторканий»): only for names and words of {@link NAME_TYPO_MIN} letters or more, which no
	 * other word of the game is one edit from (the tuning sets moved by none); `undefined` when
	 * none, or when `word` is itself a name.
	 */
	#misspeltName(word: string): string | undefined {
		if (word.length < NAME_TYPO_MIN || this.#nameStems.has(word)) return undefined;
		for (const [name, ref] of this.#nameStems)
			if (name.length >= NAME_TYPO_MIN && !name.includes(' ') && editDistance(word, name, 1))
				return ref;
		return undefined;
	}

	/**
	 * The entries a query names (their names' stems in a row, any inflection the stemmer folds, or
	 * a name of several words in another form; a character card by its number beside a word for
	 * card or number, {@link IslandSearchLocale.cardNumber}), and `about`: the one entry asked
	 * about (the only one named, or the one named again, {@link entryNamedAgain}) when everything else in
	 * the query only asks what it is or does ("what does the nurse do at night", «что делает
	 * медсестра ночью», "who is card 24").
	 */
	#named(query: string): { named: Set<string>; about?: string } {
		const st = stems(query);
		const named = new Set<string>();
		const covered = new Set<number>();
		for (let i = 0; i < st.length; i++)
			for (let n = Math.min(MAX_NAME_WORDS, st.length - i); n >= 1; n--) {
				const ref =
					this.#nameStems.get(st.slice(i, i + n).join(' ')) ??
					(n === 1 ? this.#misspeltName(st[i] as string) : this.#nameForm(st.slice(i, i + n)));
				if (!ref) continue;
				named.add(ref);
				for (let k = i; k < i + n; k++) covered.add(k);
				break;
			}
		// A character card by its number beside a word for "card" or "number" ("who is card 24").
		// On the query's folded words, where a number word is kept and "no" or "n" is a stop word.
		const words = tokenize(query);
		let numberedAt = -1;
		words.forEach((w, i) => {
			const n = /^\d{1,2}$/.test(w) ? Number(w) : NaN;
			const character = CHARACTERS.find((c) => c.number === n);
			const beside =
				this.#cardNumber.has(stem(words[i - 1] ?? '')) ||
				this.#cardNumber.has(stem(words[i + 1] ?? ''));
			if (character && beside) {
				named.add(character.id);
				numberedAt = st.indexOf(w);
			}
		});
		// Of several named, the one named again is asked about; the others are its setting.
		const again =
			named.size > 1
				? entryNamedAgain(
						st,
						new Map([...named].map((e) => [e, this.#nameWords.get(e) ?? new Set()]))
					)
				: undefined;
		for (const i of again?.at ?? []) covered.add(i);
		const rest = st.filter(
			(t, i) =>
				i !== numberedAt &&
				!this.#cardNumber.has(t) &&
				!covered.has(i) &&
				!this.#about.has(t) &&
				!ABOUT_CONTEXT.has(this.#canon.get(t) ?? '')
		);
		const one = again?.id ?? [...named][0];
		// "What does the host do (at night)" asks how to host: the rulings answer, not the page of
		// the character card whose holder hosts.
		const host = CHARACTERS.some((c) => c.isHost && c.id === one);
		if ((named.size !== 1 && !again) || one === undefined || host) return { named };
		// Nothing else asked, or "what does X do" asked in so many words, with a short follow-up
		// («что делает маньяк? если он напал я умер»): X's page states what X does.
		// A card asked for by its number with one word more ("who is card 24", "carta 20 chi è")
		// asks which card it is: its page.
		const asks =
			rest.length === 0 ||
			(numberedAt >= 0 && rest.length <= 1) ||
			(!SIDES.has(one) && rest.length <= ABOUT_FOLLOW_UP && this.#asksAbout(query));
		return asks ? { named, about: one } : { named };
	}

	/**
	 * The entry whose name of `words.length` words (2 or more) `words` (stems in a row) give in
	 * another form, each word meeting the name's ({@link nameWordsMeet}): «любовних записок» for
	 * «Любовна записка»; `undefined` when none does.
	 */
	#nameForm(words: readonly string[]): string | undefined {
		for (const [name, ref] of this.#longNames)
			if (
				name.length === words.length &&
				name.every((w, k) => nameWordsMeet(words[k] as string, w))
			)
				return ref;
		return undefined;
	}

	/**
	 * Whether `query` holds a two-word `about` phrase ("what does", «що робить»), its words in
	 * order with at most one word between («що вона робить»).
	 */
	#asksAbout(query: string): boolean {
		const words = tokenize(query).map(stem);
		return this.#aboutPhrases.some((p) => hasPhrase(words, p, 1));
	}

	/** `hits` with entry `id`'s page first (scored {@link ABOUT_ENTRY} times the best), at most `limit`. */
	#first(
		id: string,
		best: ReadonlyMap<string, IslandHit>,
		hits: readonly IslandHit[],
		limit: number
	): IslandHit[] {
		const entry = getEntry(id);
		const page: IslandHit = best.get(`entry:${id}`) ?? {
			kind: 'entry',
			id,
			score: 0,
			name: false,
			cover: 1,
			...(entry ? { type: entry.type } : {})
		};
		page.score = (hits[0]?.score ?? 0) * ABOUT_ENTRY + 1;
		page.cover = 1;
		return [page, ...hits.filter((h) => h !== page)].slice(0, limit);
	}

	/**
	 * Whether `query` speaks of a dead player, as a ghost is one though not named so: a `state.dead`
	 * phrase ("I was killed", «мене вбили»), or a kill with a `state.still` word ("the wolves ate
	 * the Nurse, does she still heal?"). Rulebook: the killed and the executed become ghosts
	 * (docs/sources.md#island-ghosts-and-special-abilities).
	 */
	#isDead(query: string, terms: readonly string[]): boolean {
		const words = tokenize(query).map(stem);
		const says = (list: readonly string[][]) => list.some((p) => hasPhrase(words, p));
		return says(this.#dead) || (terms.includes(KILL) && says(this.#still));
	}

	/** Whether `query` asks for a count ({@link IslandIndex.#howMany}'s words in a row). */
	#asksHowMany(query: string): boolean {
		const words = tokenize(query).map(stem);
		return this.#howMany.some((h) => hasPhrase(words, h));
	}

	/**
	 * `query` without the game's name ({@link IslandIndex.#gameNames}), its words in any
	 * inflection; unchanged when the name is all there is.
	 */
	#withoutGameName(query: string): string {
		const words = tokenize(query);
		const st = words.map((w) => (isStopWord(w) && !/^\d+$/.test(w) ? '' : stem(w)));
		const drop = new Set<number>();
		for (const name of this.#gameNames)
			for (let i = 0; i < st.length; i++) {
				// The name's stems in a row, stop words ("of", "della") between them skipped.
				let j = i;
				let k = 0;
				while (j < st.length && k < name.length) {
					if (st[j] === '' && k > 0) j++;
					else if (st[j] === name[k]) {
						j++;
						k++;
					} else break;
				}
				if (k === name.length) for (let d = i; d < j; d++) drop.add(d);
			}
		if (drop.size === 0 || drop.size === words.length) return query;
		return words.filter((_, i) => !drop.has(i)).join(' ');
	}

	/** An entry's name or a ruling's question in `lng` (English when missing there). */
	label(hit: Pick<IslandHit, 'kind' | 'id' | 'type'>, lng: string): string {
		const locale = this.#texts[lng] ?? {};
		const en = this.#texts.en ?? {};
		if (hit.kind === 'ruling')
			return text(locale.rulings?.[hit.id]?.q) || text(en.rulings?.[hit.id]?.q) || hit.id;
		const entry = getEntry(hit.id);
		if (!entry) return hit.id;
		if (entry.type === 'character') {
			const c = entry.entry;
			const own = c.isHost ? text(locale.characters?.host) : '';
			return `№ ${c.number} ${own || c.printedName}`;
		}
		const group = { role: 'roles', item: 'items', event: 'events' } as const;
		const key = group[entry.type];
		return text(locale[key]?.[hit.id]) || text(en[key]?.[hit.id]) || hit.id;
	}
}

let index: IslandIndex | undefined;

/** The app's Island of Fear index, built on first use from every locale. */
export function getIslandIndex(): IslandIndex {
	return (index ??= new IslandIndex(islandTexts()));
}
