/**
 * Text normalisation for the multilingual search: the same folding is applied to everything that
 * is indexed and to every query, so "Verdächtig", "verdachtig" and "VERDÄCHTIG" meet, and so do
 * "Огнемёт", "огнемет" and the Ukrainian "Вогнемет" (one edit away).
 *
 * Pure functions, no dependencies.
 */

// Letters that Unicode does not decompose, folded by hand.
const LETTERS: Readonly<Record<string, string>> = {
	ß: 'ss',
	ẞ: 'ss',
	æ: 'ae',
	œ: 'oe',
	ø: 'o',
	ł: 'l',
	đ: 'd',
	ð: 'd',
	þ: 'th',
	ı: 'i',
	// Cyrillic: make Russian and Ukrainian spellings of the same word meet.
	// ё→е and ї→і happen through NFD (the diaeresis is stripped); й is kept on purpose.
	і: 'и', // uk і ~ ru и
	ы: 'и', // ru ы ~ uk и
	є: 'е', // uk є ~ ru е
	э: 'е',
	ґ: 'г',
	ъ: '' // ru ъ; Ukrainian writes an apostrophe, which is dropped too
};
const LETTER_RE = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'g');

// Apostrophes join the word ("I'm" → "im", "geht’s" → "gehts", "м'ясо" → "мясо").
const APOSTROPHES = /['’‘ʼ`´]/g;
// Combining marks left by NFD (accents, umlauts, diaeresis, breve, …).
const MARKS = /\p{M}/gu;
// Anything that is not a letter or a digit separates words: ! ? … « » “ ” „ ¡ ¿ , . - / etc.
const SEPARATORS = /[^\p{L}\p{N}]+/u;

/**
 * Fold a text for matching: lower case, accents and diacritics stripped (NFD), ß→ss, ё→е,
 * ї/і→и, є→е, ы→и, ґ→г; й is kept (the breve is restored after NFD). Apostrophes are removed so
 * contractions stay one word. Other punctuation is left for {@link tokenize} to split on.
 */
export function fold(text: string): string {
	return text
		.toLowerCase()
		.normalize('NFD')
		.replace(/и\u0306/g, 'й') // keep й: re-compose и + breve before marks are stripped
		.replace(MARKS, '')
		.replace(LETTER_RE, (ch) => LETTERS[ch] ?? ch)
		.replace(APOSTROPHES, '');
}

/** Split a text into folded words; punctuation and spaces separate words and are dropped. */
export function tokenize(text: string): string[] {
	return fold(text)
		.split(SEPARATORS)
		.filter((t) => t.length > 0);
}

/** A text folded and re-joined with single spaces, for whole-name comparisons. */
export function normalize(text: string): string {
	return tokenize(text).join(' ');
}

/**
 * Very common words of the five UI languages (already folded). They still match, but weigh
 * little, and a result is not judged by how many of them it covers. Card names made only of such
 * words ("No", "One, Two…") are still found through whole-name matching.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
	[
		// en
		'a an and are as at be but by can could do does did for from has have how i if in into is it its me my of on or our so that the their them then there they this to us was we what when where which who whom why will with would you your youd im',
		// de
		'aber als am an auch auf aus bei bin da das dass dem den der des die doch du ein eine einem einen einer es fur hat ich ihr im in ist ja kann man mein meine meinen mich mir mit muss nach nicht noch nur oder sich sie sind so um und uns von vor was wann wenn wer wie wir wird zu zum zur',
		// it
		'a al alla anche che chi ci come con da del della di e gli ha ho i il in io la le lo ma mi mia mio ne non o per posso puo quando se si sono su un una uno',
		// ru (folded: й kept, ы→и, ё→е)
		'а без бы был в во вот вы да для до его ее если есть же за и из или им их к как когда кто ли мне мной мои мой моя можно мою на не нет но о об он она они от по при с со так то у уже что чтобы это я',
		// uk (folded: і→и, ї→и, є→е)
		'а без би був в ви вид для до його ии або за з зи и из им их к як коли хто чи мени мий мои моя можна на не немае ни но о об вин вона вони от по при с со так то у уже що щоб це я'
	]
		.join(' ')
		.split(' ')
);

/** True when a folded word is a stop word of any UI language. */
export function isStopWord(term: string): boolean {
	return STOP_WORDS.has(term);
}
