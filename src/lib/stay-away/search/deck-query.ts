/**
 * Noticing a deck question in a search query: a player count ("6 players", "zu sechst",
 * "ввосьмером", "in 7") and what is asked (a card, a category such as Panic!, the whole deck, the
 * deal, or the cards that go back in the box). The words come from `locales/<lng>/search.json`
 * under `deck`, every language at once, and are compared in folded form ({@link tokenize}), so
 * "fünf" and "funf", "ввосьмером" and "ввосьмером" meet; the phrases that say what is asked
 * (count, in the deck, take out, deal, a category) by their words' stems, so a case ending does
 * not hide them («раздача», «для раздачи»).
 *
 * Pure functions over folded tokens; the answer itself is computed by
 * `stay-away/deck-answer.ts`.
 */
import { CATEGORIES, MAX_PLAYERS, MIN_PLAYERS, type CardId, type Category } from '../cards';
import type { DeckSubject } from '../deck-answer';
import { DECK_NEAR_MIN, DECK_NUMBER_MAX, DECK_NUMBER_MIN } from './ranking';
import { isStopWord, LIGHT_WORDS, stem, tokenize } from '$lib/search/normalize';

/** The deck words of one language, as in `search.json` `deck`. */
export interface DeckWords {
	/** "how many", "wie viele", "сколько". */
	count?: string[];
	/** "in the deck", "dabei", "в колоде". */
	inDeck?: string[];
	/** "take out", "rauskommen", "убрать". */
	remove?: string[];
	/** "deal", "ausgeteilt", "роздати". */
	dealt?: string[];
	/** Phrases that ask for the whole deck by themselves: "deck size", „Stapelgröße“, «размер колоды». */
	total?: string[];
	/** "cards", "Karten", "карт". */
	cards?: string[];
	/** "players", "Spielern", "игроков". */
	players?: string[];
	/**
	 * Number words that say "N of us" by themselves ("zu neunt", «вдевятером», «нас шестеро»):
	 * a player count as surely as one next to a "players" word.
	 */
	together?: string[];
	/** Words naming a category, by category id ("panic": ["panic", "паники"]). */
	categories?: Partial<Record<Category, string[]>>;
	/** Number words by value ("6": ["six", "sechs", "sechst", "шести", "вшестером"]). */
	numbers?: Record<string, string[]>;
}

type Phrase = readonly string[];

/** Folded phrases of every language, merged, ready for matching. */
export class DeckVocabulary {
	readonly #count: Phrase[] = [];
	readonly #inDeck: Phrase[] = [];
	readonly #remove: Phrase[] = [];
	readonly #dealt: Phrase[] = [];
	readonly #total: Phrase[] = [];
	readonly #cards = new Set<string>();
	readonly #players = new Set<string>();
	readonly #together = new Set<string>();
	readonly #categories: [Category, Phrase][] = [];
	readonly #numbers = new Map<string, number>();

	constructor(languages: readonly DeckWords[]) {
		// Phrases are compared by their words' stems: «раздача» meets «для раздачи».
		const phrases = (list: string[] | undefined, into: Phrase[]) => {
			for (const p of list ?? []) {
				const t = tokenize(p).map(stem);
				if (t.length > 0) into.push(t);
			}
		};
		for (const w of languages) {
			phrases(w.count, this.#count);
			phrases(w.inDeck, this.#inDeck);
			phrases(w.remove, this.#remove);
			phrases(w.dealt, this.#dealt);
			phrases(w.total, this.#total);
			for (const c of w.cards ?? []) for (const t of tokenize(c)) this.#cards.add(t);
			for (const p of w.players ?? []) for (const t of tokenize(p)) this.#players.add(t);
			for (const p of w.together ?? []) for (const t of tokenize(p)) this.#together.add(t);
			for (const category of CATEGORIES) {
				for (const p of w.categories?.[category] ?? []) {
					const t = tokenize(p).map(stem);
					if (t.length > 0) this.#categories.push([category, t]);
				}
			}
			for (const [n, list] of Object.entries(w.numbers ?? {})) {
				for (const word of list) for (const t of tokenize(word)) this.#numbers.set(t, Number(n));
			}
		}
	}

	/** Whether `terms` contains one of `phrases` as consecutive words. */
	static #has(terms: readonly string[], phrases: readonly Phrase[]): boolean {
		return phrases.some((p) => terms.some((_, i) => p.every((w, j) => terms[i + j] === w)));
	}

	/**
	 * The player count a query names: a number from {@link DECK_NUMBER_MIN} to
	 * {@link DECK_NUMBER_MAX} (1 to 20) written in digits, or a number word;
	 * when several appear, the one next to a "players" word ("6 players", "in 7") wins, else the
	 * first. `near` says whether a "players" word stood next to it, or the number word says "N of
	 * us" by itself ({@link DeckWords.together}). `undefined` when there is none.
	 */
	players(terms: readonly string[]): { n: number; near: boolean } | undefined {
		const found: { n: number; i: number }[] = [];
		terms.forEach((t, i) => {
			const n = /^\d{1,2}$/.test(t) ? Number(t) : this.#numbers.get(t);
			// A number before a word for "cards" counts cards ("everyone has four cards"), not players.
			if (this.#cards.has(terms[i + 1] ?? '')) return;
			if (n !== undefined && n >= DECK_NUMBER_MIN && n <= DECK_NUMBER_MAX) found.push({ n, i });
		});
		if (found.length === 0) return undefined;
		// ("in one turn" is no player count: fewer than DECK_NEAR_MIN never is, next to any word.)
		const near = found.find(
			({ n, i }) =>
				n >= DECK_NEAR_MIN &&
				(this.#together.has(terms[i] as string) ||
					this.#players.has(terms[i + 1] ?? '') ||
					this.#players.has(terms[i - 1] ?? ''))
		);
		const pick = near ?? (found[0] as { n: number; i: number });
		return { n: pick.n, near: near !== undefined };
	}

	/**
	 * The deck question in a query, if it is one: `players` (when named) and `subject`.
	 * `mentioned` are the cards the query names (found by the index). A query is a deck question
	 * when it names a player count and asks about a card, a category, the deal or the cards to take
	 * out, or how many cards there are ("deck size", {@link DeckWords.total}); without a count, only
	 * "how many … in the deck" or the deck's size counts, so
	 * "how many Infected! cards may I hold" is left to the rulings. Returns `null` otherwise; then
	 * `players` is the count named, if any. `asked` is false when only a player count next to a
	 * "players" word made it one and the query says more than the card and the count ("Is This
	 * the Party? with 7 players, who stays put"): the count is then the question's setting rather
	 * than what it asks. `nameWords` are the query's words that named the cards.
	 */
	parse(
		terms: readonly string[],
		mentioned: readonly CardId[],
		nameWords: ReadonlySet<string> = new Set()
	): { players?: number; subject: DeckSubject; asked: boolean } | null {
		const found = this.players(terms);
		// A number that is no player count the game knows counts only next to a "players" word.
		const players =
			found && (found.near || (found.n >= MIN_PLAYERS && found.n <= MAX_PLAYERS))
				? found.n
				: undefined;
		const near = found?.near ?? false;
		const stems = terms.map(stem);
		const count = DeckVocabulary.#has(stems, this.#count);
		const inDeck = DeckVocabulary.#has(stems, this.#inDeck);
		const remove = DeckVocabulary.#has(stems, this.#remove);
		const dealt = DeckVocabulary.#has(stems, this.#dealt);
		const total = DeckVocabulary.#has(stems, this.#total);
		const cards = terms.some((t) => this.#cards.has(t));
		const category = this.#categories.find(([, p]) => DeckVocabulary.#has(stems, [p]))?.[0];
		let subject: DeckSubject | undefined;
		if (remove && (players !== undefined || cards)) subject = 'remove';
		// A card named is what is counted, even where the deal is mentioned ("how many Flamethrowers
		// in the deck, and can they come in the deal").
		else if (mentioned.length === 1 && (count || inDeck || players !== undefined))
			subject = mentioned[0];
		else if (dealt && (count || players !== undefined)) subject = 'dealt';
		else if (category && (count || inDeck || players !== undefined)) subject = category;
		else if ((cards && count) || total) subject = 'total';
		if (!subject) return null;
		// Without a count, only "how many … in the deck" asks about the deck ("is The Thing shuffled
		// into the deck?" does not).
		const saysMore = terms.some(
			(t) =>
				!isStopWord(t) &&
				!LIGHT_WORDS.has(t) &&
				!nameWords.has(t) &&
				!this.#cards.has(t) &&
				!this.#players.has(t) &&
				!this.#numbers.has(t) &&
				!/^\d+$/.test(t)
		);
		const asked = count || total || inDeck || remove || dealt || !saysMore;
		if (players === undefined) return (inDeck && count) || total ? { subject, asked } : null;
		if (!count && !total && !inDeck && !remove && !dealt && !near) {
			// A number with no deck words and no "players" word ("Infected! card 11 shows a 7") is not a count.
			return null;
		}
		return { players, subject, asked };
	}
}
