/**
 * The indexed terms of a text, on both sides of the search (documents and queries): each word
 * folded ({@link tokenize}), stemmed ({@link stem}), then replaced by its synonym group's term
 * (`search.json` `synonyms`: "verweigern" and "ablehnen", "burn" and "roast" become one term), a
 * number word by its digits ("drei" → "3"), and a German compound followed by its parts
 * ({@link splitCompound}: "Platztausch" → "platz" + "tausch", so it meets "Plätze tauschen").
 */
import { CARD_IDS } from '../cards';
import { CARD_NAMES, EDITION_LANGUAGES, type EditionLanguage } from '../names';
import { COMPOUND_PART_MIN } from './ranking';
import { strings, text, type SearchTexts } from './texts';
import { isStopWord, splitCompound, stem, tokenize } from '$lib/search/normalize';

/**
 * Languages whose compounds are split ("Platztausch" → "platz tausch"), with game words that
 * compounds are made of beyond those their texts contain ("Sitzplatz", "Sitznachbar").
 */
const COMPOUND_LANGUAGES: Readonly<Record<string, string>> = {
	de: 'sitz platz tausch wechsel spiel richtung karte runde stapel tisch hand nachbar seite'
};

/** A synonym of several words ("turn down"): its folded words and the term it stands for. */
export interface PhraseSynonym {
	words: readonly string[];
	term: string;
}

/** Synonyms, number words and compound parts of every language, and the analysis they make. */
export class TermAnalyzer {
	/** Words that may be part of a compound (folded, and their stems), from the compounding languages. */
	readonly #compoundParts = new Set<string>();
	/** Indexed terms of each folded word met while indexing: its stem, then its parts' stems. */
	readonly #analyzed = new Map<string, readonly string[]>();
	/** Synonyms: a stem → the stem its group keeps ("verweig" → "ablehn"). */
	readonly #canon = new Map<string, string>();
	/** Synonyms of several words ("turn down" → "refus"), by first folded word. */
	readonly #phraseSynonyms = new Map<string, PhraseSynonym[]>();

	/** Reads the compounds' parts, the synonyms and the number words of `texts`. */
	constructor(texts: SearchTexts) {
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
				if (word.length < COMPOUND_PART_MIN || isStopWord(word)) continue;
				this.#compoundParts.add(word);
				this.#compoundParts.add(stem(word));
			}
		}
		// Synonyms of every language, on stems: each word of a group stands for the group's first.
		// A concept (the key of a group, "refuse") keeps one term per language, shared by Russian
		// and Ukrainian, whose players mix the two. (One term for all five languages would make
		// every common concept match every language's rulings: five times the work per keystroke.)
		// Number words are searched as their digits ("drei Karten" meets "3 cards"). Each language's
		// synonyms come before its number words, and a stem keeps the first term given to it.
		const conceptTerm = new Map<string, string>();
		for (const [lng, locale] of Object.entries(texts.search ?? {})) {
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
			for (const [n, list] of Object.entries(locale.deck?.numbers ?? {})) {
				for (const w of list) {
					const t = tokenize(w);
					if (t.length === 1 && !this.#canon.has(stem(t[0] as string)))
						this.#canon.set(stem(t[0] as string), n);
				}
			}
		}
	}

	/** Whether stem `st` belongs to a synonym group or is a number word. */
	isSynonym(st: string): boolean {
		return this.#canon.has(st);
	}

	/** The term a stem is indexed and searched as: its synonym group's, or itself. */
	term = (st: string): string => this.#canon.get(st) ?? st;

	#isPart = (word: string): boolean =>
		!isStopWord(word) && (this.#compoundParts.has(word) || this.#compoundParts.has(stem(word)));

	/** A synonym of several words starting at `tokens[i]`, if one does. */
	phraseAt(tokens: readonly string[], i: number): PhraseSynonym | undefined {
		return this.#phraseSynonyms
			.get(tokens[i] as string)
			?.find((p) => p.words.every((w, j) => tokens[i + j] === w));
	}

	/** The stems of the parts of a compound word; empty when it is not one. */
	parts(word: string): readonly string[] {
		const known = this.#analyzed.get(word);
		if (known) return known.slice(1);
		// A compound that is a synonym of its own ("Richtungswechsel": reversing) is one concept:
		// its parts ("wechsel", a change of cards too) would point elsewhere.
		if (this.#compoundParts.size === 0 || this.#canon.has(stem(word))) return [];
		return splitCompound(word, this.#isPart).map((part) => this.term(stem(part)));
	}

	/** Indexed terms of a text: the stem of each word, then the stems of its compound parts. */
	analyze = (s: string): string[] => {
		const out: string[] = [];
		const tokens = tokenize(s);
		for (let i = 0; i < tokens.length; i++) {
			const phrase = this.phraseAt(tokens, i);
			if (phrase) {
				out.push(phrase.term);
				i += phrase.words.length - 1;
				continue;
			}
			const word = tokens[i] as string;
			let terms = this.#analyzed.get(word);
			if (!terms) {
				terms = [this.term(stem(word)), ...this.parts(word)];
				this.#analyzed.set(word, terms);
			}
			for (const t of terms) out.push(t);
		}
		return out;
	};
}
