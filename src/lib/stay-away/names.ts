/**
 * Card names as printed in each edition, how sure we are of each, and every other spelling seen
 * in the wild (search aliases).
 *
 * Sources (docs/sources.md#card-names):
 * - English, Italian, German, Ukrainian: the survey of card names, each with its status, and how
 *   the German and Italian names map to card ids;
 * - Spanish and Russian: read from the Spanish print and the first Russian print
 *   (docs/sources.md#card-prints);
 * - aliases: other spellings from the survey, typos kept on purpose as their sources wrote them;
 *   and the names the Ukrainian/Russian rules description uses (docs/sources.md#rulebook-ua-ru:
 *   «Покруч», «Инфицирование!», «Без барбекю!», «Заблокированная дверь»), which players of that
 *   edition type.
 *
 * Where the prints' notes and the survey disagree on the English, Italian, German or Ukrainian
 * status, the survey wins: it is the later, source-by-source one.
 *
 * Ukrainian: the survey finds no printed Ukrainian-language cards, and its Ukrainian names are a
 * fan translation made from the Russian cards, material for the app's translation. So those names
 * are search aliases here, not edition names, and the Ukrainian UI names the cards in its own
 * translation (`locales/uk/cards.json`). Two names have better sources:
 * - The Thing is «Покруч»: the rulebook of the edition sold in Ukraine
 *   (docs/sources.md#rulebook-ua-ru, "(UA)") names the card and the creature so throughout («карту
 *   «Покруч»», «Нечто (Покруч)»); «Щось» comes only from web pages describing the game, and in
 *   a sentence it reads as the pronoun "something". «Щось» stays an alias.
 * - Flamethrower is «Вогнемет» (those web pages use it as the card's name).
 *
 * This module is pure data: no i18n. The name the app shows in each UI language lives in
 * `locales/<lng>/cards.json`; {@link officialName} says whether that language's name is backed by
 * a print or a secondary source, or is the app's own translation.
 */
import type { CardId } from './cards';

/**
 * How sure a printed name is (docs/sources.md#card-names).
 * - `printed`: read on a scan of a physical card (including a name quoted in another card's text).
 * - `secondary`: a review, a rules page, a rulebook, or two or more independent code bases agree.
 * - `unverified`: a single source, a fan translation or an inference.
 * - `unknown`: no name found for this edition.
 */
export type NameStatus = 'printed' | 'secondary' | 'unverified' | 'unknown';

/** Languages of the editions whose names we know something about. */
export type EditionLanguage = 'en' | 'es' | 'ru' | 'it' | 'de' | 'uk';

/** Edition languages, in the order the card pages list them. */
export const EDITION_LANGUAGES: readonly EditionLanguage[] = ['en', 'es', 'ru', 'it', 'de', 'uk'];

/** The name of a card in one edition: a known name with its status, or nothing known. */
export type EditionName =
	| { readonly name: string; readonly status: Exclude<NameStatus, 'unknown'> }
	| { readonly name: null; readonly status: 'unknown' };

/** Everything known about a card's names. */
export interface CardNames {
	/** The name in each edition's language. */
	readonly editions: Readonly<Record<EditionLanguage, EditionName>>;
	/**
	 * Every spelling seen in any source and language, typos included
	 * (docs/sources.md#card-names).
	 */
	readonly aliases: readonly string[];
}

const P = (name: string): EditionName => ({ name, status: 'printed' });
const S = (name: string): EditionName => ({ name, status: 'secondary' });
const U = (name: string): EditionName => ({ name, status: 'unverified' });
const NONE: EditionName = { name: null, status: 'unknown' };

/** Every card's names, keyed by card id. */
export const CARD_NAMES: Readonly<Record<CardId, CardNames>> = {
	'the-thing': {
		editions: {
			en: S('The Thing'),
			es: P('La Cosa'),
			ru: P('Нечто'),
			it: S('La Cosa'),
			de: S('Das Ding'),
			uk: S('Покруч')
		},
		aliases: [
			'The Thing',
			'Thing',
			'La Cosa',
			'Das Ding',
			'das „Ding“',
			'Щось',
			'Нечто',
			'Something',
			'Coisa',
			'Покруч'
		]
	},
	infected: {
		editions: {
			en: S('Infected!'),
			es: P('¡Infectado!'),
			ru: P('Заражение!'),
			it: S('Infetto'),
			de: S('Infiziert!'),
			uk: NONE
		},
		aliases: [
			'Infected!',
			'Infected',
			'Infetto',
			'Infetto!',
			'Infetti',
			'Infiziert!',
			'infiziert',
			'Infiziert-Karten',
			'Зараження',
			'Заражение!',
			'Инфицирование!',
			'Инфицирован!'
		]
	},
	flamethrower: {
		editions: {
			en: P('Flamethrower'),
			es: P('Lanzallamas'),
			ru: P('Огнемёт'),
			it: S('Lanciafiamme'),
			de: S('Flammenwerfer'),
			uk: S('Вогнемет')
		},
		aliases: ['Flamethrower', 'Lanciafiamme', 'Flammenwerfer', 'Вогнемет', 'Огнемёт', 'Огнемет']
	},
	analysis: {
		editions: {
			en: P('Analysis'),
			es: P('Análisis'),
			ru: P('Анализ'),
			it: NONE,
			de: S('Analyse'),
			uk: NONE
		},
		aliases: ['Analysis', 'Analyse', 'Аналіз']
	},
	axe: {
		editions: {
			en: P('Axe'),
			es: P('Hacha'),
			ru: P('Топор'),
			it: NONE,
			de: S('Axt'),
			uk: NONE
		},
		aliases: ['Axe', 'Axt', 'Сокира']
	},
	suspicious: {
		editions: {
			en: P('Suspicious'),
			es: P('Sospecha'),
			ru: P('Подозрение'),
			it: NONE,
			de: S('Verdächtig'),
			uk: NONE
		},
		aliases: ['Suspicious', 'Suspicion', 'Verdächtig', 'Підозра']
	},
	whisky: {
		// The name survey: "Whiskey or Whisky", unverified; every source found spells it "Whiskey".
		editions: {
			en: U('Whiskey'),
			es: P('Whisky'),
			ru: P('Виски'),
			it: NONE,
			de: S('Whisky'),
			uk: NONE
		},
		aliases: ['Whisky', 'Whiskey', 'Віскі']
	},
	resolute: {
		editions: {
			en: S('Resolute'),
			es: P('Determinación'),
			ru: P('Упорство'),
			it: NONE,
			de: S('Vorbereitet'),
			uk: NONE
		},
		aliases: ['Resolute', 'Determination', 'Vorbereitet', 'Завзятість', 'Persistence']
	},
	'watch-your-back': {
		editions: {
			en: S('Watch Your Back'),
			es: P('Vigila tus espaldas'),
			ru: P('Гляди по сторонам'),
			it: NONE,
			de: S('Rückendeckung'),
			uk: NONE
		},
		aliases: [
			'Watch Your Back',
			'Watch your back',
			'Rückendeckung',
			'Дивись на всі боки!',
			'Look Around'
		]
	},
	'change-places': {
		editions: {
			en: S('Change Places!'),
			es: P('¡Cambio de lugar!'),
			ru: P('Меняемся местами!'),
			it: NONE,
			de: S('Platztausch!'),
			uk: NONE
		},
		aliases: [
			'Change Places!',
			'Change Places',
			'Change places!',
			'Platztausch!',
			'Міняємось місцями',
			'Swap Places',
			'Change Seats'
		]
	},
	'you-better-run': {
		editions: {
			en: S("You'd Better Run!"),
			es: P('¡Más vale que corras!'),
			ru: P('Сматывай удочки!'),
			it: NONE,
			de: S('Lauf besser weg!'),
			uk: NONE
		},
		aliases: [
			"You'd Better Run!",
			"You'd Better Run",
			'You Better Run',
			'Lauf besser weg!',
			'Краще біжи!',
			'Cut Bait'
		]
	},
	seduction: {
		editions: {
			en: S('Seduction'),
			es: P('Seducción'),
			ru: P('Соблазн'),
			it: NONE,
			de: S('Verführung'),
			uk: NONE
		},
		aliases: ['Seduction', 'Temptation', 'Verführung', 'Спокуса']
	},
	scary: {
		editions: {
			en: S('Scary'),
			es: P('Aterrador'),
			ru: P('Страх'),
			it: S('Spaventato'),
			de: S('Bedrohlich'),
			uk: NONE
		},
		aliases: ['Scary', 'Spaventato', 'Bedrohlich', 'Жах', 'Fear', 'Terrifying']
	},
	'im-comfortable': {
		editions: {
			en: S("I'm Comfortable"),
			es: P('Aquí estoy bien'),
			ru: P('Мне и здесь неплохо'),
			it: NONE,
			de: S("Mir geht's gut"),
			uk: NONE
		},
		aliases: [
			"I'm Comfortable",
			"I'm comfortable",
			'Im Comfortable',
			"Mir geht's gut",
			'Mir geht’s gut',
			'Мені і тут непогано',
			"I'm Fine Here"
		]
	},
	'no-thanks': {
		editions: {
			en: S('No Thanks!'),
			es: P('¡No, gracias!'),
			ru: P('Нет уж, спасибо!'),
			it: S('No, amico!'),
			de: S('Nein danke!'),
			uk: NONE
		},
		aliases: [
			'No Thanks!',
			'No Thanks',
			'No thanks!',
			'No, amico!',
			'Nein danke!',
			'Nein, danke!',
			'Вибачте ні!'
		]
	},
	missed: {
		editions: {
			en: S('Missed!'),
			es: P('¡Fallaste!'),
			ru: P('Мимо!'),
			it: S('Mancato!'),
			de: S('Verfehlt!'),
			uk: NONE
		},
		aliases: ['Missed!', 'Missed', 'You Missed!', 'Miss', 'Mancato!', 'Verfehlt!', 'Не влучив!']
	},
	'no-barbecue': {
		// The English rulebook spells it "No Barbeque!" (sic).
		editions: {
			en: S('No Barbeque!'),
			es: P('¡Nada de barbacoas!'),
			ru: P('Никакого шашлыка!'),
			it: NONE,
			de: S('Feuerfest'),
			uk: NONE
		},
		aliases: [
			'No Barbeque!',
			'No Barbecue!',
			'No Barbecue',
			'No BBQ',
			'No Barbacue',
			'Feuerfest',
			'Ніякого шашлику!',
			'Без барбекю!'
		]
	},
	quarantine: {
		editions: {
			en: P('Quarantine'),
			es: P('Cuarentena'),
			ru: P('Карантин'),
			it: NONE,
			de: S('Quarantäne'),
			uk: NONE
		},
		aliases: ['Quarantine', 'Quarantäne', 'Карантин', 'Lockdown']
	},
	'barred-door': {
		editions: {
			en: P('Barred Door'),
			es: P('Puerta atrancada'),
			ru: P('Заколоченная дверь'),
			it: NONE,
			de: S('Versperrte Tür'),
			uk: NONE
		},
		aliases: [
			'Barred Door',
			'Barred door',
			'Boarded Door',
			'Locked Door',
			'Versperrte Tür',
			'Забиті двері',
			'Заблокированная дверь'
		]
	},
	'rotten-ropes': {
		editions: {
			en: S('Rotten Ropes'),
			es: P('Cuerdas podridas'),
			ru: P('Старые верёвки'),
			it: NONE,
			de: NONE,
			uk: NONE
		},
		aliases: ['Rotten Ropes', 'Old Ropes', 'Старі мотузки']
	},
	'one-two': {
		editions: {
			en: S('One, Two…'),
			es: P('Uno, dos...'),
			ru: P('Раз, два...'),
			it: NONE,
			de: NONE,
			uk: NONE
		},
		aliases: ['One, Two…', 'One, Two...', 'One Two', 'One Two Three', 'Раз, два']
	},
	'three-four': {
		editions: {
			en: S('…Three, Four…'),
			es: P('Tres, cuatro...'),
			ru: P('...Три, четыре...'),
			it: NONE,
			de: NONE,
			uk: NONE
		},
		aliases: ['…Three, Four…', 'Three, Four...', 'Three Four', 'Four Five Six', 'Три, чотири']
	},
	'is-this-the-party': {
		editions: {
			en: S('So This Is the Party?'),
			es: P('¿Es aquí la fiesta?'),
			ru: P('И это вы называете вечеринкой?'),
			it: NONE,
			de: NONE,
			uk: NONE
		},
		aliases: [
			'So This Is the Party?',
			'Is This the Party?',
			'Is the Party Here?',
			"Where's the Party",
			'И это вы называете вечеринкой?',
			'І це ви звете вечіркою?'
		]
	},
	'get-out-of-here': {
		editions: {
			en: S('Get Out of Here!'),
			es: P('¡Sal de aquí!'),
			ru: P('Убирайся прочь!'),
			it: NONE,
			de: NONE,
			uk: NONE
		},
		aliases: [
			'Get Out of Here!',
			'Get Out Of Here',
			'Out of Here',
			'Get Out',
			'Go Away',
			'Геть звідси'
		]
	},
	forgetful: {
		editions: {
			en: S('Forgetful'),
			es: P('Olvidadizo'),
			ru: P('Забывчивость'),
			it: NONE,
			de: NONE,
			uk: NONE
		},
		aliases: ['Forgetful', 'Forgetfulness', 'Забудькуватість']
	},
	'round-and-round': {
		// Ukrainian "Ціпна реакція" (sic) as in the fan translation; standard "Ланцюгова реакція".
		editions: {
			en: S('Round and Round'),
			es: P('Vuelta y vuelta'),
			ru: P('Цепная реакция'),
			it: NONE,
			de: NONE,
			uk: NONE
		},
		aliases: [
			'Round and Round',
			'Ring Around the Rosie',
			'Chain Reaction',
			'Turn and Turn',
			'Ціпна реакція',
			'Ланцюгова реакція'
		]
	},
	'cant-we-be-friends': {
		editions: {
			en: S("Can't We Be Friends?"),
			es: P('¿No podemos ser amigos?'),
			ru: P('Давай дружить?'),
			it: NONE,
			de: NONE,
			uk: NONE
		},
		aliases: ["Can't We Be Friends?", 'Cant We Be Friends', "Let's Be Friends", 'Давай дружити']
	},
	'blind-date': {
		// Ukrainian "Побачення в сліпу" (sic) as in the fan translation; standard "Побачення наосліп".
		editions: {
			en: S('Blind Date'),
			es: P('Cita a ciegas'),
			ru: P('Свидание вслепую'),
			it: NONE,
			de: NONE,
			uk: NONE
		},
		aliases: ['Blind Date', 'Побачення в сліпу', 'Побачення наосліп']
	},
	oops: {
		editions: { en: S('Ooops!'), es: P('¡Ups!'), ru: P('Упс!'), it: NONE, de: NONE, uk: NONE },
		aliases: ['Ooops!', 'Ooops', 'Oops!', 'Уупс', 'Упс!']
	},
	'just-between-us': {
		editions: {
			en: S('Just Between Us…'),
			es: P('Que quede entre nosotros...'),
			ru: P('Только между нами...'),
			it: NONE,
			de: NONE,
			uk: NONE
		},
		aliases: ['Just Between Us…', 'Between Us', 'Let It Stay Between Us', 'Тільки між нами']
	},
	revelations: {
		editions: {
			en: S('Revelations'),
			es: P('Revelaciones'),
			ru: P('Время признаний'),
			it: NONE,
			de: NONE,
			uk: NONE
		},
		aliases: ['Revelations', 'Confession Time', 'Full Disclosure', 'Час відвертостей']
	}
};

/** The name of a card in one edition, with its status. */
export function editionName(id: CardId, lng: EditionLanguage): EditionName {
	return CARD_NAMES[id].editions[lng];
}

/** True when `status` stands for a name known from a print or a secondary source. */
export function isOfficialStatus(status: NameStatus): boolean {
	return status === 'printed' || status === 'secondary';
}

/**
 * Whether the card's name in language `lng` is a known printed or published name (`true`) or
 * the app's own, unofficial translation (`false`), following the name survey
 * (docs/sources.md#card-names):
 * - English, Spanish, Russian: official when printed or from a secondary source;
 * - German: the names of the German rules summary are official; no Panic! name is known;
 * - Italian: only La Cosa, Infetto, Lanciafiamme, Spaventato, No, amico! and Mancato!;
 * - Ukrainian: only Покруч and Вогнемет; the other Ukrainian names are the app's own.
 *
 * It assumes the locale file of `lng` uses the edition's name wherever one is known.
 */
export function officialName(id: CardId, lng: EditionLanguage): boolean {
	return isOfficialStatus(CARD_NAMES[id].editions[lng].status);
}

/** One row of a card page's names table: an edition's language and the card's name there. */
export type EditionNameRow = EditionName & { readonly lng: EditionLanguage };

/** A card's names as its page shows them: see {@link cardNamesShown}. */
export interface CardNamesShown {
	editions: EditionNameRow[];
	aliases: string[];
}

/**
 * What a card page shows of a card's names: `editions`, one row per edition language in
 * {@link EDITION_LANGUAGES} order, and `aliases`, the other names players use, those equal to an
 * edition's name left out (as written, never translated). Plain data, so a prerendered page can
 * carry it without the whole name list (docs/sources.md#card-names).
 */
export function cardNamesShown(id: CardId): CardNamesShown {
	const names = CARD_NAMES[id];
	const editions = EDITION_LANGUAGES.map((lng) => ({ lng, ...names.editions[lng] }));
	const editionNames = new Set(editions.map((e) => e.name));
	return { editions, aliases: names.aliases.filter((a) => !editionNames.has(a)) };
}

/**
 * Every spelling of a card known to the app: its edition names (all languages) and its aliases,
 * without exact duplicates, edition names first.
 */
export function allSpellings(id: CardId): string[] {
	const names = CARD_NAMES[id];
	const out = new Set<string>();
	for (const lng of EDITION_LANGUAGES) {
		const n = names.editions[lng].name;
		if (n) out.add(n);
	}
	for (const alias of names.aliases) out.add(alias);
	return [...out];
}

/**
 * The game's other components and card types, as the rulebooks and other sources name them, with
 * the rulings that explain each (`rulings`, the first one finds them by these names:
 * `search/build.ts`). DE is the German 2017 rulebook (docs/sources.md#rulebook-de-2017), RU the
 * Ukrainian/Russian rules (docs/sources.md#rulebook-ua-ru), the rest the name survey
 * (docs/sources.md#card-names).
 * - Direction card: EN "Play Direction Card"; DE „Platzhalterkarte“ (p. 4); IT "carta
 *   segnaposto"; RU «Карта-указатель» (setup step 7); UK «Картувказівник».
 * - Stay Away! cards, the main deck's kind: DE „Stay Away!“ (p. 4); RU «НЕ ПРИБЛИЖАЙСЯ!» (turn
 *   step 2).
 * - Panic! cards: DE „Panic!“; IT "Panico!"; RU «ПАНИКА!» (setup step 3).
 */
export const COMPONENT_NAMES = {
	'direction-card': {
		rulings: ['setup-first-player-direction', 'setup-card-count', 'setup-direction-marker'],
		names: {
			en: ['direction card', 'Play Direction Card'],
			de: ['Platzhalterkarte'],
			it: ['carta segnaposto'],
			ru: ['Карта-указатель', 'карта указатель'],
			uk: ['Картувказівник', 'карта-вказівник']
		}
	},
	'stay-away-cards': {
		rulings: ['setup-card-count', 'turn-must-discard-or-play'],
		names: {
			en: ['Stay Away! cards'],
			de: ['Stay Away!-Karten'],
			ru: ['НЕ ПРИБЛИЖАЙСЯ!', 'карты «НЕ ПРИБЛИЖАЙСЯ!»'],
			uk: ['НЕ ПРИБЛИЖАЙСЯ!', 'Не наближайся!']
		}
	},
	'panic-cards': {
		rulings: ['turn-draw-panic', 'turn-panic-never-kept'],
		names: {
			en: ['Panic! cards'],
			de: ['Panic!-Karten'],
			it: ['Panico!', 'carte Panico!'],
			ru: ['ПАНИКА!', 'карты «ПАНИКА!»'],
			uk: ['ПАНІКА!', 'карти «Паніка!»']
		}
	}
} as const satisfies Record<
	string,
	{
		rulings: readonly [string, ...string[]];
		names: Readonly<Partial<Record<EditionLanguage, readonly string[]>>>;
	}
>;
