/**
 * How Island of Fear's search meets the names of its cards in a question: a name's words in another
 * form, a phrase's words in order, and which of several entries named is the one asked about.
 * Pure functions over stems (`$lib/search/normalize`), used by `./index.ts`.
 */
import { editDistance } from '$lib/search/edit-distance';
import { namedAgain } from '$lib/search/named-again';

/**
 * The shortest word of a name of two words or more that an inflected or shortened form in a query
 * still names ({@link nameWordsMeet}): «любовних записок» names «Любовна записка».
 */
export const NAME_FORM_MIN = 3;

/**
 * Whether a query's word (a stem) is a form of a name's word (a stem), for names of two words or
 * more, whose words in a row are evidence enough: the same stem, one the start of the other (the
 * stemmer cuts «Тотем» to «тот» but «тотемов» to «тотем»), or, from 5 letters, one letter apart
 * («записок», «записк»). A one-word name must be met exactly ({@link IslandIndex.#misspeltName}
 * for long ones).
 */
export function nameWordsMeet(word: string, name: string): boolean {
	if (word === name) return true;
	const [short, long] = word.length <= name.length ? [word, name] : [name, word];
	if (short.length >= NAME_FORM_MIN && long.startsWith(short)) return true;
	return short.length >= 5 && editDistance(word, name, 1);
}

/**
 * Whether `phrase` (stems) occurs in `words` (stems) in its order, with at most `gap` other words
 * between two of its words (0: in a row). An empty phrase never occurs.
 */
export function hasPhrase(words: readonly string[], phrase: readonly string[], gap = 0): boolean {
	const [head, ...rest] = phrase;
	if (head === undefined) return false;
	return words.some((w, i) => {
		if (w !== head) return false;
		let at = i;
		for (const next of rest) {
			const found = words.slice(at + 1, at + 2 + gap).indexOf(next);
			if (found < 0) return false;
			at += found + 1;
		}
		return true;
	});
}

/**
 * Of several entries a question names, the one it names again ("Trap and Poisonous Thorn: is the
 * thorn a good item?", «Ядовитый шип и Капкан — шип полезный?»): the entry whose name's words
 * ({@link nameWordsMeet}) the query's words meet most often ({@link namedAgain} of
 * `$lib/search/named-again`). `words`: the query's stems; `names`: each entry named, with its
 * names' words as stems. Returns the entry and the positions in `words` that name it; `undefined`
 * when no entry stands out.
 */
export function entryNamedAgain(
	words: readonly string[],
	names: ReadonlyMap<string, ReadonlySet<string>>
): { id: string; at: Set<number> } | undefined {
	const at = new Map<string, Set<number>>();
	for (const [id, own] of names) {
		const found = new Set<number>();
		words.forEach((w, i) => {
			for (const n of own) if (nameWordsMeet(w, n)) found.add(i);
		});
		at.set(id, found);
	}
	const id = namedAgain(new Map([...at].map(([e, found]) => [e, found.size])));
	return id === undefined ? undefined : { id, at: at.get(id) ?? new Set() };
}
