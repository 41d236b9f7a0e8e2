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
// ...but an Italian elided article or preposition is a word of its own: "l'infermiera" is
// "infermiera" (the Nurse) after "l", not "linfermiera", and "dell'infetto" meets "infetto".
const ELISIONS = /(^|[^\p{L}])(l|dell|dall|nell|sull|coll|un|quest|quell|d|c)['’‘ʼ`´](?=\p{L})/gu;
// Combining marks left by NFD (accents, umlauts, diaeresis, breve, …).
const MARKS = /\p{M}/gu;
// Anything that is not a letter or a digit separates words: ! ? … « » “ ” „ ¡ ¿ , . - / etc.
const SEPARATORS = /[^\p{L}\p{N}]+/u;

/**
 * Fold a text for matching: lower case, accents and diacritics stripped (NFD), ß→ss, ё→е,
 * ї/і→и, є→е, ы→и, ґ→г; й is kept (the breve is restored after NFD). Apostrophes are removed so
 * contractions stay one word, but for Italian elisions ("l'infetto" → "l infetto"). Other punctuation is left for {@link tokenize} to split on.
 */
export function fold(text: string): string {
	return text
		.toLowerCase()
		.normalize('NFD')
		.replace(/и\u0306/g, 'й') // keep й: re-compose и + breve before marks are stripped
		.replace(MARKS, '')
		.replace(LETTER_RE, (ch) => LETTERS[ch] ?? ch)
		.replace(ELISIONS, '$1$2 ')
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
 * Russian and Ukrainian personal pronouns (folded): stop words that are never stemmed, since their
 * stems would be roots of the game's words ("меня", "мене" → "мен", the stem of "меняться",
 * "мінятися": every "у меня" read as an exchange).
 */
const PRONOUNS: readonly string[] = [
	'меня тебя тебе тобой нас нам нами вас вам вами ему ней него нее ним ними нему',
	'мене тоби тобою мною йому нього ним ними нею'
];
const FIXED = new Set(PRONOUNS.join(' ').split(' '));

/**
 * Very common words of the five UI languages (already folded). They still match, but weigh
 * little, and a result is not judged by how many of them it covers. Card names made only of such
 * words ("No", "One, Two…") are still found through whole-name matching.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
	[
		// en
		'a an and are as at be but by can could do does did for from has have how i if in into is it its me my of on or our so that the their them then there they this to us was we what where which why will with would you your youd im',
		// en: words that ask, not say what is asked ("is someone allowed to…", "what happens if I got…")
		'whats thats theres dont doesnt isnt arent wont like while someone somebody anyone anybody someones anyones got get gets getting happen happens happened allowed ok okay still also now really actually',
		// de
		'aber als am an ans auch auf aus bei beim bin da das dass dem den der des die doch du ein eine einem einen einer es fur hat ich ihr im in ist ja kann man mein meine meinem meinen meiner meines dein deine deinem deinen deiner deines sein seine seinem seinen seiner seines ihre ihrem ihren ihrer mich mir mit muss nach nicht noch nur oder sich sie sind so um und uns vom von vor was wenn wie wir wird zu zum zur',
		// de: likewise
		'wahrend eigene eigenen eigener eigenes macht machen mache jemand jemanden jemandem erlaubt darf darfst durfen eigentlich jetzt uberhaupt mal ne nen eben',
		// de: "have" and "got", as English lists them ("hab nen Flammenwerfer gekriegt")
		'hab habe hast haben hatte hatten krieg kriege kriegt gekriegt',
		// it
		'a al alla anche che ci come con da del della di e gli ha ho i il in io la le lo ma mi mia mio ne noi non o per posso puo se si sono su un una uno voi lui lei loro nel nella nei dei delle dal dalla sul sulla l dell dall nell sull coll quest quell d c',
		// it: likewise
		'mentre proprio propria qualcuno qualcosa puoi lecito consentito ora adesso dove dopo aver avere essere stato tutto ogni altro altra altri poi gia quale quali fa fare faccio',
		// ru (folded: й kept, ы→и, ё→е). «бы», «был», «вы», «чтобы» and «это» are listed as written,
		// so only their Ukrainian look-alikes (би, ви) are stop words: folding «это» cost the tuning
		// sets two first places (issue 38), so they are left as they were tuned.
		'а без бы был в во вот вы ми ти да для до его ее если есть же за и из или им их к как ли мне мной мои мой моя можно мою на не нет но о об он она они от по при с со так то у уже что чтобы это я',
		// ru: likewise (folded)
		'пока кого кому еще теперь вообще разрешено могу может можешь могут делает делать делаю сделать свой своя свое свои своего своей своим своими своих свою',
		// uk (folded: і→и, ї→и, є→е)
		'а без би був в ви вид для до його ии або за з зи и из им их к як чи мени мий мои моя можна на не немае ни но о об вин вона вони от по при с со так то у уже що щоб це я ми ти якщо але й ще вже тож',
		// uk: likewise (folded)
		'поки хтось когось комусь тепер взагали дозволено можу може можеш можуть робить робити роблю зробити свий своя свое свои свого своеи своим своими своих свою',
		// Words that ask which, where or why, in the languages whose lists above lack them (English
		// has "which", "where" and "why"): they say nothing of what is asked (folded). Not the
		// Russian and Ukrainian feminine forms: «в какую сторону», «в яку сторону» ask which way.
		'welche welcher welches welchen welchem wo warum wieso weshalb',
		'perche quale quali',
		'какой какое какие каком каким какими каких какого какому где почему зачем',
		'який яке яки якому якими яких якого де чому навищо',
		// The relative «который», «котрий» ("the player who is in quarantine"): it joins a clause and
		// says nothing of what is asked (folded).
		'которий которая которое которие которого которой которому котором которую которим которими которих',
		'котрий котра котре котри котрого котрои котрому котрим котрими котрих котру',
		...PRONOUNS
	]
		.join(' ')
		.split(' ')
);

/**
 * Words every question about the game uses ("card", "player"), question words ("who", "when")
 * and obligation ("must"), folded, in the five languages: they match as usual, but a result is
 * judged mostly by the other words of a query.
 */
export const LIGHT_WORDS: ReadonlySet<string> = new Set(
	[
		'card cards player players',
		'karte karten spieler spielern spielers',
		'carta carte giocatore giocatori',
		'карта карти карт карту картои картами картам картои игрок игрока игроку игроком игроки игроков игрокам',
		'гравець гравця гравцю гравцем гравци гравцив гравцям',
		// the question word ("who" may declare, "when" may it): it tells close rulings apart
		'who whom when wer wann chi quando кто когда хто коли',
		// obligation ("do I have to", "muss ich", "devo", "должен", "треба")
		'must obliged forced required mandatory muss mussen musst gezwungen pflicht verpflichtet devo deve dovere obbligato obbligatorio bisogna должен обязан обязательно надо нужно мушу мусить повинен зобовязании обовязково треба потрибно'
	]
		.join(' ')
		.split(' ')
);

/** True when a folded word is a stop word of any UI language. */
export function isStopWord(term: string): boolean {
	return STOP_WORDS.has(term);
}

// ---------------------------------------------------------------------------------------------
// Light stemming. One stemmer per script, applied the same way to indexed text and to queries,
// so the exact stems matter less than their consistency. It only strips common inflection
// endings; it never rewrites a root, and leaves at least three letters.

/** Suffixes by last letter, longest first, so "-iamo" wins over "-o" and "-ами" over "-и". */
type Endings = ReadonlyMap<string, readonly string[]>;
const byLength = (list: string): Endings => {
	const endings = new Map<string, string[]>();
	for (const e of list.split(' ').sort((a, b) => b.length - a.length)) {
		const last = e.at(-1) as string;
		endings.set(last, [...(endings.get(last) ?? []), e]);
	}
	return endings;
};

// Latin script: German (-e -en -er -ern -es -s), English (-s -es -ed -ing) and Italian (final
// vowel, -io/-ia, common verb endings), all at once since the query's language is unknown.
const LATIN_ENDINGS = byLength(
	'ern er en es e s ' + // de
		'ed ing ' + // en (with -s and -es above)
		'iamo iare iato iata iati iate are ere ire ato ata ati ate ito ita iti ite uto uta uti ute ano ono amo emo ' + // it
		'isco isci isce iscono io ia ie o a i'
);
// An Italian infinitive with a pronoun attached ("darlo", "tenerla", "liberarsene" is left alone),
// "mi" and "ci" included ("difendermi", "muoverci"); not "ti" and "si", which end participles and
// adjectives as often ("scoperti", "diversi").
const ITALIAN_CLITIC = /(ar|er|ir)(lo|la|li|le|ne|mi|ci)$/;
// A doubled consonant left by -ed/-ing: "swapped" → "swapp" → "swap".
const DOUBLED = /([bdgmnprt])\1$/;
// Cyrillic, folded (ы→и, і→и, є→е, ї→и, ё→е): Russian and Ukrainian case endings, and verb
// endings only where they cannot be the end of a root (after а/я/е/у, or the infinitive).
const CYRILLIC_ENDINGS = byLength(
	'ами ями ими има ого его ому ему ая яя ое ее ие ую юю ой ей ий ом ем им их ах ях ам ям ов ев ив ью ию ия ии ою ею ои ови еви ' +
		'а я о е у ю и ь й ' +
		'ает яет еет ует ают яют еют уют аем яем уем ать ять еть уть ешь ете аемо яемо уемо емо ають яють ують ють ати яти ить ' +
		// Ukrainian third person singular, folded ("виграє", "перемагає"): the Russian "-ает"
		'ае яе уе ' +
		// first person and past tense ("играю", "вытянул", "поджарили"), to meet the infinitive
		'аю яю ею ал ала али ял яла яли ил ила или ул ула ули ' +
		// the neuter past, The Thing's («Нечто победило», «Щось виграло»), on a longer root only
		// ({@link NEUTER_PAST}): «лишило» must not meet «лише»
		'ало яло ило уло'
);
const CYRILLIC_REFLEXIVE = ['ся', 'сь'];
/**
 * The Ukrainian imperfective suffix (-ува-, -юва-) and the present's -ю- ("обмінюємо"), folded,
 * as a stripped verb ending leaves them; a Russian word that ends so is stemmed alike, since the
 * query's language is unknown. Not the Russian -ива-: it cost a first place.
 */
const IMPERFECTIVE = /(юв|ув|ю)$/;
const MIN_STEM = 3;
/** Endings that leave at least one letter more than {@link MIN_STEM}. */
const NEUTER_PAST = new Set(['ало', 'яло', 'ило', 'уло']);
const CYRILLIC = /[а-яй]/;

/** Cyrillic vowels (folded): a Russian or Ukrainian stem keeps one ({@link stripLongest}). */
const CYRILLIC_VOWEL = /[аеиоуыэюяі]/;

function stripLongest(word: string, endings: Endings): string {
	for (const e of endings.get(word.at(-1) as string) ?? []) {
		const min = NEUTER_PAST.has(e) ? MIN_STEM + 1 : MIN_STEM;
		if (word.length - e.length < min || !word.endsWith(e)) continue;
		const rest = word.slice(0, -e.length);
		// An ending is one only after the stem's first vowel (Snowball's RV region): «страх» is a
		// root, not «стр» + «ах», so it meets «страхом».
		if (CYRILLIC.test(word) && !CYRILLIC_VOWEL.test(rest)) continue;
		return rest;
	}
	return word;
}

/**
 * The stem of one folded word (see {@link fold}): "platze", "platzen" → "platz"; "tauschen" →
 * "tausch"; "spielern" → "spiel"; "porte", "porta" → "port"; "scambio", "scambiare" → "scamb";
 * "огнеметом" → "огнемет"; "меняемся", "меняются" → "мен"; "двери", "дверью" → "двер".
 */
export function stem(word: string): string {
	// A pronoun is a fixed form, not an inflection of a root: "меня" is not "менять".
	if (FIXED.has(word)) return word;
	const s = stemOf(word);
	// A stem that is a stop word ("andern" → "and") would match everywhere: keep the word.
	return s !== word && STOP_WORDS.has(s) ? word : s;
}

function stemOf(word: string): string {
	if (word.length <= MIN_STEM) return word;
	if (CYRILLIC.test(word)) {
		let w = word;
		for (const r of CYRILLIC_REFLEXIVE) {
			if (w.length - r.length > MIN_STEM && w.endsWith(r)) {
				w = w.slice(0, -r.length);
				break;
			}
		}
		const once = stripLongest(w, CYRILLIC_ENDINGS);
		// What a verb ending leaves of a Ukrainian imperfective ("обмінюватися" → "обмінюв",
		// "обмінюємося" → "обмінюю") goes too, so that both meet "обмін".
		const suffix = once === w ? null : IMPERFECTIVE.exec(once);
		return suffix && once.length - suffix[0].length > MIN_STEM
			? once.slice(0, -suffix[0].length)
			: once;
	}
	// Italian infinitive with an enclitic pronoun: "passarlo" → "passare", "scartarla" → "scartare".
	const clitic = ITALIAN_CLITIC.exec(word);
	if (clitic && word.length >= 7) return stemOf(`${word.slice(0, clitic.index)}${clitic[1]}e`);
	const once = stripLongest(word, LATIN_ENDINGS);
	// German plurals and infinitives in -ln/-rn: "regeln", "wechseln", "nachbarn".
	if (once === word) return word.length >= 6 && /[lr]n$/.test(word) ? word.slice(0, -1) : word;
	if (word.endsWith('ed') || word.endsWith('ing'))
		return DOUBLED.test(once) ? once.slice(0, -1) : once;
	// A second, smaller step: "spielers" → "spieler" → "spiel"; "scambio" → "scambi" → "scamb".
	for (const e of ['er', 'en', 'i']) {
		if (once.length - e.length >= MIN_STEM && once.endsWith(e)) return once.slice(0, -e.length);
	}
	return once;
}

// Linking letters between the parts of a German compound (Aktion-s-karte, Karte-n-tausch).
const LINKS = ['', 's', 'es', 'n', 'en', 'e'];
const MIN_PART = 4;
const MIN_COMPOUND = 8;

/**
 * Split a folded compound into two words that `known` accepts ("platztausch" → ["platz",
 * "tausch"], "spielrichtung" → ["spiel", "richtung"], "sitzplatz" → ["sitz", "platz"]); an empty
 * array when no split is found. `known` decides which words may be parts (in the index: the
 * German vocabulary, without stop words). Both parts have at least four letters; among several
 * splits the most balanced one wins.
 */
export function splitCompound(word: string, known: (part: string) => boolean): string[] {
	if (word.length < MIN_COMPOUND || CYRILLIC.test(word)) return [];
	let best: string[] = [];
	let bestBalance = 0;
	for (let i = MIN_PART; i <= word.length - MIN_PART; i++) {
		const right = word.slice(i);
		if (!known(right)) continue;
		const head = word.slice(0, i);
		for (const link of LINKS) {
			if (!head.endsWith(link)) continue;
			const left = head.slice(0, head.length - link.length);
			if (left.length < MIN_PART || !known(left)) continue;
			const balance = Math.min(left.length, right.length);
			if (balance > bestBalance) {
				best = [left, right];
				bestBalance = balance;
			}
		}
	}
	return best;
}
