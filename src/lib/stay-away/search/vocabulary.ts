/**
 * The words a sub-index knows, and typo tolerance: how far a query word may be from an indexed
 * word ({@link typoDistance}); whether two words are a few edits apart is `$lib/search/edit-distance`.
 */
import { TYPO_EDITS, TYPO_EDITS_LONG, TYPO_ONE_EDIT_FROM, TYPO_TWO_EDITS_FROM } from './ranking';
import { tokenize } from '$lib/search/normalize';

/**
 * Largest typo distance tolerated for a word the index does not contain: none (0) below
 * {@link TYPO_ONE_EDIT_FROM} letters, {@link TYPO_EDITS} edit, {@link TYPO_EDITS_LONG} from
 * {@link TYPO_TWO_EDITS_FROM} letters.
 */
export function typoDistance(term: string): number {
	if (term.length < TYPO_ONE_EDIT_FROM) return 0;
	return term.length < TYPO_TWO_EDITS_FROM ? TYPO_EDITS : TYPO_EDITS_LONG;
}

/** The distinct words of one sub-index, with a fast "does any word start with this?" test. */
export class Vocabulary {
	readonly #words = new Set<string>();
	#sorted: string[] | undefined;

	readonly #analyze: (s: string) => string[];

	/** `analyze` turns a text into its indexed terms (default: {@link tokenize}). */
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

	/** Number of distinct words learnt. */
	get size(): number {
		return this.#words.size;
	}

	/** Whether `word` was learnt. */
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
