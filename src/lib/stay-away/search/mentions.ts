/**
 * Card names inside a question: every spelling of every card as a sequence of stems, found in a
 * query as consecutive words in any inflection (same stems) or misspelt (a word the index does
 * not know, a few edits from a name word: {@link NAME_TYPO_MIN}).
 */
import type { CardId } from '../cards';
import {
	NAME_TYPO_EDITS,
	NAME_TYPO_EDITS_LONG,
	NAME_TYPO_LONG,
	NAME_TYPO_MIN,
	TYPO_CACHE_MAX
} from './ranking';
import { editDistance } from '$lib/search/edit-distance';
import { isStopWord, stem, tokenize } from '$lib/search/normalize';

/** A card name found in a query: the card, the index of its first word, and its length in words. */
export interface Mention {
	card: CardId;
	at: number;
	length: number;
}

/** Card names as word sequences (stems), by first letter, to notice a card named in a query. */
export class NamePhrases {
	readonly #phrases = new Map<string, { card: CardId; stems: readonly string[] }[]>();
	/** Whether a query stem stands for a name word by a typo, per pair (cached across keystrokes). */
	readonly #typoCache = new Map<string, boolean>();
	readonly #known: (q: string) => boolean;

	/** `known` says whether a query stem is a word the index has: such a word is no misspelling. */
	constructor(known: (q: string) => boolean) {
		this.#known = known;
	}

	/**
	 * Adds one spelling of a card. A name made only of stop words ("No") would be found
	 * everywhere, so it is left out; a spelling already known for that card is kept once.
	 */
	add(card: CardId, label: string): void {
		const words = tokenize(label);
		if (words.every(isStopWord)) return;
		const stems = words.map(stem);
		const first = (stems[0] as string)[0] as string;
		const list = this.#phrases.get(first);
		if (!list) this.#phrases.set(first, [{ card, stems }]);
		else if (!list.some((p) => p.card === card && p.stems.join(' ') === stems.join(' ')))
			list.push({ card, stems });
	}

	/**
	 * Every card name found in a query's stems, in order of its first word, then of the spellings
	 * added. Names may overlap.
	 */
	find(stems: readonly string[]): Mention[] {
		const found: Mention[] = [];
		for (let i = 0; i < stems.length; i++) {
			const first = stems[i] as string;
			for (const phrase of this.#phrases.get(first[0] as string) ?? []) {
				const n = phrase.stems.length;
				if (
					i + n > stems.length ||
					phrase.stems.some((p, j) => !this.#nameWord(stems[i + j] as string, p))
				)
					continue;
				found.push({ card: phrase.card, at: i, length: n });
			}
		}
		return found;
	}

	/**
	 * Whether query stem `q` stands for name word `name`: the same, or a misspelling of it
	 * ({@link NAME_TYPO_EDITS} edit, {@link NAME_TYPO_EDITS_LONG} from {@link NAME_TYPO_LONG}
	 * letters, same first letter) when `q` is a word the index does not know.
	 */
	#nameWord(q: string, name: string): boolean {
		if (q === name) return true;
		if (q.length < NAME_TYPO_MIN || name.length < NAME_TYPO_MIN || q[0] !== name[0]) return false;
		const key = `${q}|${name}`;
		let same = this.#typoCache.get(key);
		if (same === undefined) {
			const edits =
				Math.max(q.length, name.length) >= NAME_TYPO_LONG ? NAME_TYPO_EDITS_LONG : NAME_TYPO_EDITS;
			same = !this.#known(q) && editDistance(q, name, edits);
			if (this.#typoCache.size > TYPO_CACHE_MAX) this.#typoCache.clear();
			this.#typoCache.set(key, same);
		}
		return same;
	}
}
