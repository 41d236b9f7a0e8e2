import { describe, expect, it } from 'vitest';
import { CARD_IDS, type CardId } from '../cards';
import { buildIndex } from './build';
import { analyzeQuery } from './query';
import { allSpellings, COMPONENT_NAMES } from '../names';
import { getRuling } from '../rulings';
import {
	createSearchIndex,
	fold,
	localeTexts,
	normalize,
	splitCompound,
	stem,
	tokenize,
	type SearchHit
} from './index';

const index = createSearchIndex();
const texts = localeTexts();
const ids = (hits: SearchHit[]) => hits.map((h) => `${h.kind}:${h.id}`);
const top = (query: string, n: number) => ids(index.search(query)).slice(0, n);
/** The index as built, and the facets a query signals in it. */
const built = buildIndex(texts);
const facetsOf = (q: string) => [...(analyzeQuery(built, q)?.facets ?? [])];

describe('normalisation', () => {
	it.each([
		// Case, accents and umlauts, and ß.
		['Verdächtig', 'verdachtig'],
		['Análisis', 'analisis'],
		['Quarantäne', 'quarantane'],
		['Straße', 'strasse'],
		// ё becomes е, й stays.
		['Огнемёт', 'огнемет'],
		['Никакого шашлыка', 'никакого шашлика'],
		['Сматывай', 'сматывай'.replace('ы', 'и')],
		['й', 'й'],
		// Ukrainian і, ї, є and ґ meet their Russian counterparts.
		['Аналіз', fold('Анализ')],
		['їжак', 'ижак'],
		['Підозра', 'пидозра'],
		['є', 'е'],
		['ґанок', 'ганок']
	])('folds %s to %s', (text, folded) => {
		expect(fold(text)).toBe(folded);
	});

	it.each([
		['¡Fallaste!', ['fallaste']],
		["You'd Better Run!", ['youd', 'better', 'run']],
		['Mir geht’s gut', ['mir', 'gehts', 'gut']],
		['«…Три, чотири…»', ['три', 'чотири']],
		['das „Ding“ ?', ['das', 'ding']]
	])('drops punctuation and joins apostrophes: %s', (text, words) => {
		expect(tokenize(text)).toEqual(words);
	});

	it('normalizes a name to its words, one space apart', () => {
		expect(normalize('  No   Barbeque! ')).toBe('no barbeque');
	});
});

describe('stemming and compounds', () => {
	const stems = (...words: string[]) => new Set(words.map((w) => stem(fold(w))));

	// Inflections that meet in one stem: [language, the stem, the words].
	it.each([
		['German', 'platz', ['Plätze', 'Plätzen', 'Platzes', 'Platz']],
		['German', 'tausch', ['tauschen', 'Tausch']],
		['German', 'spiel', ['Spieler', 'Spielern', 'Spielers']],
		['German', 'versperrt', ['Versperrte', 'Versperrten', 'versperrt']],
		['German', 'tur', ['Tür', 'Türen']],
		['German', 'nachbar', ['Nachbar', 'Nachbarn']],
		['Italian', 'port', ['porta', 'porte']],
		['Italian', 'post', ['posto', 'posti']],
		['Italian', 'scamb', ['scambio', 'scambi', 'scambiare', 'scambiamo']],
		['Italian', 'difend', ['difendermi', 'difendere', 'difendo']],
		['English', 'seat', ['seat', 'seats']],
		['English', 'swap', ['swap', 'swaps', 'swapped', 'swapping']],
		['Russian', 'огнемет', ['Огнемёт', 'Огнемёта', 'Огнемётом']],
		['Ukrainian', 'вогнемет', ['Вогнемет', 'Вогнеметом']],
		['Russian and Ukrainian', 'двер', ['дверь', 'двери', 'дверью', 'двері']],
		['Russian', 'заколоченн', ['Заколоченная', 'Заколоченную', 'Заколоченной']],
		['Russian and Ukrainian', 'карантин', ['Карантин', 'Карантине', 'Карантином', 'Карантині']],
		['Russian', 'мест', ['место', 'места', 'местами']],
		['Russian', 'мен', ['меняемся', 'меняются', 'менять']],
		['Ukrainian', 'мин', ['міняємося', 'міняються']],
		['Ukrainian', 'вигр', ['виграє', 'виграти', 'виграють', 'виграло']],
		// The neuter past: The Thing's verbs.
		['Russian', 'побед', ['победило', 'победить', 'победила']],
		['Ukrainian', 'перемаг', ['перемагає', 'перемагати']]
	])('brings %s inflections together in "%s"', (_language, stemmed, words) => {
		expect(stems(...words)).toEqual(new Set([stemmed]));
	});

	it('strips the neuter past only from a longer root: «лишило» is not «лише»', () => {
		expect(stem(fold('лишило'))).not.toBe(stem(fold('лише')));
	});

	it.each(['меня', 'мене'])('keeps a pronoun whole, apart from "меняться": %s', (word) => {
		expect(stem(fold(word))).toBe(fold(word));
		expect(stem(fold(word))).not.toBe(stem(fold('меняться')));
	});

	it.each(['tur', 'ding', 'andern'])(
		'keeps short words and words whose stem would be a stop word: %s',
		(word) => {
			expect(stem(word)).toBe(word);
		}
	);

	const known = (w: string) =>
		['platz', 'tausch', 'sitz', 'spiel', 'richtung', 'aktion', 'karte'].includes(w);
	it.each([
		['platztausch', ['platz', 'tausch']],
		['sitzplatz', ['sitz', 'platz']],
		['spielrichtung', ['spiel', 'richtung']],
		['aktionskarte', ['aktion', 'karte']],
		['versperrte', []],
		['platz', []]
	])('splits a compound into known words, with linking letters: %s', (word, parts) => {
		expect(splitCompound(word, known)).toEqual(parts);
	});
});

describe('required searches', () => {
	it.each([
		['Verfehlt', 'missed'],
		['Мимо', 'missed'],
		['fallaste', 'missed'],
		['missd', 'missed'],
		['огнемет', 'flamethrower'],
		['No Barbeque', 'no-barbecue']
	])('%s finds %s', (q, id) => {
		expect(top(q, 1)).toEqual([`card:${id}`]);
	});

	it('"can I refuse my own exchange" finds the ruling in the top 3', () => {
		expect(top('can I refuse my own exchange', 3)).toContain('ruling:defense-not-on-own-exchange');
	});
});

describe('cards by name', () => {
	// Every UI name in every locale, every printed name and every alias.
	const cases: [string, CardId][] = [];
	for (const id of CARD_IDS) {
		const names = new Set<string>(allSpellings(id));
		for (const locale of Object.values(texts.cards)) {
			const name = locale[id]?.name;
			if (typeof name === 'string') names.add(name);
		}
		for (const name of names) cases.push([name, id]);
	}

	it('covers every card with several names', () => {
		expect(cases.length).toBeGreaterThan(CARD_IDS.length * 5);
	});

	it.each(cases)('"%s" finds %s first', (name, id) => {
		expect(top(name, 1)).toEqual([`card:${id}`]);
	});

	// One hand-made misspelling per card (missing, doubled, swapped or wrong letters).
	const typos: Record<CardId, string> = {
		'the-thing': 'the thig',
		infected: 'infectd',
		flamethrower: 'flamethrowr',
		analysis: 'analisys',
		axe: 'axee',
		suspicious: 'suspicous',
		whisky: 'wisky',
		resolute: 'resolue',
		'watch-your-back': 'wach your back',
		'change-places': 'change plases',
		'you-better-run': 'you beter run',
		seduction: 'sedution',
		scary: 'scarry',
		'im-comfortable': 'im confortable',
		'no-thanks': 'no thnks',
		missed: 'missd',
		'no-barbecue': 'no barbekue',
		quarantine: 'quarantene',
		'barred-door': 'bared door',
		'rotten-ropes': 'roten ropes',
		'one-two': 'onne two',
		'three-four': 'thre four',
		'is-this-the-party': 'is this the pary',
		'get-out-of-here': 'get outt of here',
		forgetful: 'forgetfull',
		'round-and-round': 'round and rond',
		'cant-we-be-friends': 'cant we be frends',
		'blind-date': 'blnd date',
		oops: 'oopps',
		'just-between-us': 'just betwen us',
		revelations: 'revelatons'
	};

	it.each(Object.entries(typos))('%s is found from the misspelling "%s"', (id, typo) => {
		expect(top(typo, 1)).toEqual([`card:${id}`]);
	});

	it.each([
		['Flamenwerfer', 'flamethrower'],
		['Огнимёт', 'flamethrower'],
		['Versperte Tür', 'barred-door'],
		['Lanciafiame', 'flamethrower'],
		['Quarantaene', 'quarantine'],
		['Verdaechtig', 'suspicious'],
		['Сматывай удочьки', 'you-better-run'],
		['Карантін', 'quarantine'],
		['Вагнемет', 'flamethrower']
	])('foreign misspelling "%s" finds %s', (typo, id) => {
		expect(top(typo, 1)).toEqual([`card:${id}`]);
	});

	// Dropping one letter from the middle of the longest word of any name still finds the card.
	const dropped: [string, string, CardId][] = [];
	for (const [name, id] of cases) {
		const words = name.split(/\s+/);
		const longest = words.reduce((a, b) =>
			fold(b).replace(/[^\p{L}]/gu, '').length > fold(a).replace(/[^\p{L}]/gu, '').length ? b : a
		);
		const letters = [...longest];
		if (letters.filter((c) => /\p{L}/u.test(c)).length < 6) continue;
		const mid = Math.floor(letters.length / 2);
		letters.splice(mid, 1);
		dropped.push([name, words.map((w) => (w === longest ? letters.join('') : w)).join(' '), id]);
	}

	it.each(dropped)('"%s" misspelt as "%s" finds %s in the top 3', (_name, typo, id) => {
		expect(top(typo, 3)).toContain(`card:${id}`);
	});

	it.each([
		['fla', 'flamethrower'],
		['flammen', 'flamethrower'],
		['verf', 'missed'],
		['qua', 'quarantine'],
		['barr', 'barred-door'],
		['сматы', 'you-better-run'],
		['шашл', 'no-barbecue'],
		['seduc', 'seduction'],
		['lauf bes', 'you-better-run']
	])('finds a card from the first letters typed: %s → %s', (prefix, id) => {
		expect(top(prefix, 1), prefix).toEqual([`card:${id}`]);
	});

	it('reports the spelling that matched', () => {
		const [hit] = index.search('Verfehlt');
		expect(hit).toMatchObject({ kind: 'card', id: 'missed', matched: 'Verfehlt!' });
	});
});

describe('questions find their ruling in the top 3', () => {
	// Written from the rulings reference (docs/sources.md#rulings-reference), in the words a player
	// would use at the table.
	const questions: [lang: string, question: string, ruling: string][] = [
		// English
		['en', 'can I refuse my own exchange', 'defense-not-on-own-exchange'],
		// From a newcomer run: the general question must reach the general ruling, in every language.
		['en', 'can I refuse an exchange', 'exchange-cannot-refuse'],
		['de', 'kann ich einen Tausch ablehnen', 'exchange-cannot-refuse'],
		['it', 'posso rifiutare uno scambio', 'exchange-cannot-refuse'],
		['ru', 'можно ли отказаться от обмена', 'exchange-cannot-refuse'],
		['uk', 'чи можна відмовитися від обміну', 'exchange-cannot-refuse'],
		['en', 'how long does quarantine last', 'quarantine-duration'],
		['en', 'we are 12 players, which cards do we use?', 'setup-eleven-twelve-players'],
		['en', 'can someone start the game infected', 'setup-no-infected-or-panic-in-opening-hand'],
		['en', 'I drew a panic card, do I still get to play a card?', 'turn-draw-panic'],
		['en', 'who plays next after I swapped seats', 'seat-swap-who-plays-next'],
		['en', 'does the barred door move when we swap seats', 'barred-door-stays-with-seat'],
		[
			'en',
			'I drew an infected card from the deck, am I infected now?',
			'infection-drawing-does-not-infect'
		],
		['en', 'can an infected player infect me', 'infection-who-passes-to-whom'],
		['en', 'we burned the thing, who wins?', 'end-thing-eliminated'],
		['en', 'save my neighbour from a flamethrower with no barbecue', 'no-barbecue-basics'],
		['en', 'the draw deck has run out, what now', 'turn-discards-and-empty-deck'],
		['en', 'can I play whisky on someone else', 'whisky-basics'],
		['en', 'do I draw a new card after I play a defense card', 'defense-replacement-draw'],
		['en', 'can the thing discard its own card', 'thing-never-leaves-hand'],
		['en', 'can I put quarantine on myself', 'quarantine-on-yourself'],
		['en', 'which cards am I allowed to hand over in an exchange', 'exchange-what-you-may-offer'],
		['en', 'infected card 11 has a 7 in the corner', 'setup-infected-11-corner'],
		['en', 'what is vengeance mode', 'variant-vengeance'],
		['en', 'can I play two action cards in one turn', 'turn-one-card-per-turn'],
		// German
		['de', 'Verdächtig: darf ich mir die Karte aussuchen?', 'suspicious-basics'],
		['de', 'Wessen Karten darf ich mit Analyse ansehen?', 'analysis-basics'],
		['de', 'Kann ich Whisky auf einen anderen Spieler spielen?', 'whisky-basics'],
		[
			'de',
			'Rückendeckung: geht mein Tausch schon in die andere Richtung?',
			'watch-your-back-basics'
		],
		[
			'de',
			'Kann ich mit Feuerfest meinen Nachbarn vor dem Flammenwerfer retten?',
			'no-barbecue-basics'
		],
		['de', 'Was kann die Axt entfernen?', 'axe-basics'],
		['de', 'Nein danke!: was genau bewirkt die Karte?', 'no-thanks-basics'],
		// Russian
		['ru', 'Подозрение: могу ли я сам выбрать карту?', 'suspicious-basics'],
		['ru', 'Можно ли сыграть Виски на другого игрока?', 'whisky-basics'],
		['ru', 'Можно ли спасти соседа от Огнемёта картой «Никакого шашлыка!»?', 'no-barbecue-basics'],
		['ru', 'Гляди по сторонам: мой обмен уже идёт в другую сторону?', 'watch-your-back-basics'],
		['ru', 'Что убирает Топор?', 'axe-basics'],
		['ru', 'Соблазн: с кем можно поменяться картой?', 'seduction-basics'],
		['ru', 'Свидание вслепую: можно ли положить Нечто на колоду?', 'blind-date-basics'],
		['ru', 'Время признаний: все должны показать карты?', 'revelations-basics'],
		// Italian and Ukrainian
		['it', 'Mancato!: chi fa lo scambio al posto mio?', 'missed-basics'],
		['uk', 'Що прибирає Сокира?', 'axe-basics']
	];

	// Seat swaps, doors, Quarantine and the Flamethrower, in words that differ from the rulings'
	// own: compounds ("Platztausch" for "die Plätze tauschen"), other inflections ("местами",
	// "Огнемётом", "Карантином") and other verbs.
	const table: [lang: string, question: string, ruling: string][] = [
		['de', 'Bewegt sich die Versperrte Tür beim Platztausch?', 'barred-door-stays-with-seat'],
		[
			'de',
			'Wandert die Quarantäne mit, wenn der Spieler den Sitzplatz wechselt?',
			'quarantine-moves-with-player'
		],
		['de', 'Wer ist nach einem Platztausch als Nächstes dran?', 'seat-swap-who-plays-next'],
		['it', 'Posso usare il Lanciafiamme su chi è in Quarantena?', 'flamethrower-quarantine'],
		['it', 'La Quarantena segue il giocatore quando cambia posto?', 'quarantine-moves-with-player'],
		['ru', 'Двигается ли Заколоченная дверь при обмене местами?', 'barred-door-stays-with-seat'],
		['ru', 'Можно ли сжечь Огнемётом через Заколоченную дверь?', 'flamethrower-basics'],
		['uk', 'Що буде з Карантином, якщо гравця спалили?', 'elimination-quarantine-leaves'],
		[
			'uk',
			'Чи рухаються Забиті двері, коли гравці міняються місцями?',
			'barred-door-stays-with-seat'
		]
	];

	it('finds a compound and its parts alike', () => {
		expect(top('Versperrte Tür Plätze tauschen', 1)).toEqual([
			'ruling:barred-door-stays-with-seat'
		]);
		expect(top('Versperrte Tür Platztausch', 3)).toContain('ruling:barred-door-stays-with-seat');
	});

	it('boosts rulings about a card the question names, in any inflection', () => {
		// "Огнемётом" names the Flamethrower: its rulings come before other rulings about burning.
		const hits = index.search('Кого можно сжечь Огнемётом?').filter((h) => h.kind === 'ruling');
		expect(hits[0]?.id).toBe('flamethrower-basics');
		expect(getRuling(hits[1]?.id ?? '')?.cards).toContain('flamethrower');
	});

	it("puts the game's course before a named card's own rulings when the question asks whose turn", () => {
		// The Flamethrower is named, but the question asks who plays next after the burning: the
		// card's own ruling (whom it may burn) no longer takes the first place by its name alone.
		const hits = index.search('соседа сожгли огнемётом, кто теперь ходит');
		expect(hits.find((h) => h.kind === 'ruling')?.id).toBe('elimination-turn-goes-on');
		// Asked what the card does, its own ruling still comes first.
		expect(index.search('Кого можно сжечь Огнемётом?').find((h) => h.kind === 'ruling')?.id).toBe(
			'flamethrower-basics'
		);
	});

	it('has at least 25 questions in at least 3 languages', () => {
		expect(questions.length).toBeGreaterThanOrEqual(25);
		expect(new Set(questions.map(([lang]) => lang)).size).toBeGreaterThanOrEqual(3);
		for (const [, , id] of questions) expect(getRuling(id), id).toBeDefined();
	});

	it.each([...questions, ...table])('[%s] %s → %s', (_lang, question, id) => {
		expect(getRuling(id), id).toBeDefined();
		expect(top(question, 3)).toContain(`ruling:${id}`);
	});

	it('ranks rulings above card names for a question', () => {
		expect(index.search('how long does quarantine last')[0]).toMatchObject({
			kind: 'ruling',
			id: 'quarantine-duration'
		});
	});

	it('gives each ruling hit its home topic for the link', () => {
		const hit = index
			.search('can I refuse my own exchange')
			.find((h) => h.id === 'defense-not-on-own-exchange');
		expect(hit?.topic).toBe('defense');
	});
});

describe('the index', () => {
	it.each(['', '  ?! ', 'a'])('returns nothing for an empty or one-letter query: "%s"', (q) => {
		expect(index.search(q)).toEqual([]);
	});

	it('puts a whole-name match before rulings that mention it', () => {
		expect(index.search('quarantine')[0]).toMatchObject({ kind: 'card', id: 'quarantine' });
		expect(
			ids(index.search('quarantine')).filter((x) => x.startsWith('ruling:')).length
		).toBeGreaterThan(3);
	});

	it('respects the limit', () => {
		expect(index.search('card', { limit: 3 })).toHaveLength(3);
	});

	it('indexes every locale it is given, so new languages are picked up', () => {
		const withGerman = createSearchIndex({
			cards: {
				...texts.cards,
				de: { quarantine: { name: 'Quarantäne', effect: 'Ein Spieler wird abgesondert.' } }
			},
			rules: {
				...texts.rules,
				de: {
					rulings: {
						'quarantine-on-yourself': {
							q: 'Darf ich mich selbst unter Quarantäne stellen?',
							a: 'Nein.'
						}
					}
				}
			}
		});
		expect(withGerman.rulingLanguages).toContain('de');
		expect(withGerman.search('mich selbst unter Quarantäne stellen')[0]).toMatchObject({
			kind: 'ruling',
			id: 'quarantine-on-yourself'
		});
	});

	it('has English labels to fall back on', () => {
		expect(index.englishLabel({ kind: 'card', id: 'missed' })).toBe('Missed!');
		expect(index.englishLabel({ kind: 'ruling', id: 'defense-not-on-own-exchange' })).toMatch(
			/refuse my own exchange/
		);
	});
});

describe('issue 14: every dispute settled', () => {
	const rank = (q: string, id: string) => ids(index.search(q)).indexOf(id);

	it.each([
		'kann ich einen Tausch verweigern',
		'kann ich einen Tausch ablehnen',
		'can I decline the trade',
		'can I turn down an exchange'
	])('finds the exchange-refusal ruling through any verb of refusing: %s', (q) => {
		expect(top(q, 3), q).toContain('ruling:exchange-cannot-refuse');
	});

	it('finds refusing from "verweigern" alone, not nothing', () => {
		expect(index.search('verweigern').length).toBeGreaterThan(0);
	});

	it('synonyms go through the same normalisation, both ways', () => {
		const burn = top('who wins when the thing gets roasted', 3);
		expect(burn).toContain('ruling:end-thing-eliminated');
		expect(top('wer gewinnt wenn das Ding gegrillt wird', 3)).toContain(
			'ruling:end-thing-eliminated'
		);
	});

	it('ranks a card named inside a question, and its rulings, first', () => {
		// The Ukrainian Barred Door, in a question: the card among the first three, its rulings first.
		const hits = index.search('що робить Двері на замку');
		expect(ids(hits).slice(0, 3)).toContain('card:barred-door');
		expect(getRuling(hits[0]?.id ?? '')?.cards).toContain('barred-door');
		// "What does X do" puts the card itself first, misspelt or inflected.
		expect(top('lanciafiame come funziona', 1)).toEqual(['card:flamethrower']);
		expect(top('что делает Огнемётом', 1)).toEqual(['card:flamethrower']);
	});

	it.each([
		'after a panic card do I draw again',
		'do I draw another card after resolving a panic card'
	])(
		'answers the timing of draws around Panic! cards with the Panic! ruling, not the replacement draw: %s',
		(q) => {
			expect(top(q, 3), q).toContain('ruling:turn-draw-panic');
			expect(rank(q, 'ruling:turn-draw-panic'), q).toBeLessThan(
				Math.max(0, rank(q, 'ruling:defense-replacement-draw')) || Infinity
			);
		}
	);

	it.each([
		['do I have to play No Barbecue if I have it', 'defense-is-optional'],
		['which card cancels Analysis', 'defense-which-card-stops-what'],
		['Анти-Анализ', 'defense-which-card-stops-what'],
		['only panic cards left in the deck and I must draw a replacement', 'defense-replacement-draw']
	])('answers the questions that had no ruling: %s → %s', (q, id) => {
		expect(top(q, 3)).toContain(`ruling:${id}`);
	});

	it('answers deck questions with numbers computed for the table', () => {
		const [panic] = index.search('how many Panic! cards with 6 players');
		expect(panic).toMatchObject({
			kind: 'deck',
			players: 6,
			subject: 'panic',
			deck: { kind: 'category', count: 8 }
		});
		const [analysis] = index.search('can someone have Analysis at a 4-player table');
		expect(analysis).toMatchObject({
			kind: 'deck',
			players: 4,
			subject: 'analysis',
			deck: { count: 0, corners: [5, 6, 9] }
		});
		// Without a count in the question, the table's own count and options are used.
		const [mine] = index.search('how many infected cards are in the deck', {
			table: { players: 6, options: { print: { infected11Corner: 7 } } }
		});
		expect(mine).toMatchObject({ kind: 'deck', players: 6, deck: { count: 9 } });
	});

	it('says plainly when nothing fits, and names the nearest topic', () => {
		expect(index.lookup('best pizza recipe for tonight')).toMatchObject({ weak: true });
		const weak = index.lookup('what music should we play');
		expect(weak.weak).toBe(true);
		expect(weak.topic).toBe('turn');
		expect(index.lookup('how long does quarantine last').weak).toBe(false);
		expect(index.lookup('flamethrower').weak).toBe(false);
	});
});

describe('the words the seeds use', () => {
	// The Ukrainian/Russian rules (the edition sold in Ukraine, docs/sources.md#rulebook-ua-ru) and
	// a Ukrainian rules page (docs/sources.md#card-names); the German 2017 rulebook
	// (docs/sources.md#rulebook-de-2017). Each finds what it names first.
	it.each([
		['Покруч', 'card:the-thing'],
		['Инфицирование!', 'card:infected'],
		['НЕ ПРИБЛИЖАЙСЯ!', 'ruling:setup-card-count'],
		['ПАНИКА!', 'ruling:turn-draw-panic']
	])('%s finds %s first', (query, first) => {
		expect(top(query, 1)).toEqual([first]);
	});
	it.each(['Карта-указатель', 'Картувказівник'])(
		'%s finds a ruling on the direction card first',
		(q) => {
			// Where it goes at the start, or what stands in for it (both name the card).
			expect(['ruling:setup-first-player-direction', 'ruling:setup-direction-marker']).toContain(
				top(q, 1)[0]
			);
		}
	);
	it('„Platzhalterkarte“ finds the rulings on the direction card first', () => {
		expect(top('Platzhalterkarte', 2).sort()).toEqual([
			'ruling:setup-card-count',
			'ruling:setup-first-player-direction'
		]);
	});
	it('every name names.ts gives a component or a card type finds a ruling about it first', () => {
		for (const { rulings, names } of Object.values(COMPONENT_NAMES))
			for (const name of Object.values(names).flat())
				expect(
					rulings.map((id) => `ruling:${id}`),
					name
				).toContain(top(name, 1)[0]);
	});
	it('„Erweiterte Regeln“ finds an advanced rule first', () => {
		expect(top('Erweiterte Regeln', 1)[0]).toMatch(/^ruling:variant-/);
	});
});

describe('issue 38: facets', () => {
	it('gives rulings their facets from topics, role cards and their own questions', () => {
		expect(built.rulingFacets.get('quarantine-exchange')?.has('situation.obstacle')).toBe(true);
		expect(built.rulingFacets.get('end-no-humans-left')?.has('situation.who-wins')).toBe(true);
		expect(built.rulingFacets.get('infection-who-passes-to-whom')?.has('role.infected')).toBe(true);
	});

	it.each([
		['human holds only infected cards', ['role.human', 'role.infected']],
		['wer ist dran nach dem richtungswechsel', ['ask.whose-turn', 'situation.direction']],
		['chi vince se la cosa viene eliminata', ['ask.who-wins', 'role.thing']],
		['чей ход после разворота', ['ask.whose-turn', 'situation.direction']],
		['скільки гравців потрібно', ['ask.how-many', 'situation.player-count']],
		// "May I" asked about someone else is the same kind of question.
		['can she still play a card', ['ask.may-i']],
		['darf er danach noch tauschen', ['ask.may-i']],
		// Who may do it, and when one may: close rulings differ by the question word.
		['кто может это объявить', ['ask.who']],
		['quando posso giocarla', ['ask.when']],
		// Trading seats is its own situation, not a card exchange.
		['dürfen wir die plätze tauschen', ['situation.seat-swap']],
		['міняємось місцями з сусідом', ['situation.seat-swap']]
	])('finds the facets of a question in its language: %s', (q, facets) => {
		const found = built.facets.match(built.terms.analyze(q));
		for (const f of facets) expect(found, f).toContain(f);
	});

	it('reads trading seats as no card exchange, and gives the seat-swap rulings that situation', () => {
		for (const q of ['можно поменяться местами с соседом', 'can we swap seats'])
			expect(built.facets.match(built.terms.analyze(q))).not.toContain('situation.exchange');
		expect(built.rulingFacets.get('seat-swap-who-plays-next')).toContain('situation.seat-swap');
	});

	it('reads «правило» (a rule) as no direction: «правому» (to the right) is not in the lexicon', () => {
		for (const q of ['яке правило діє', 'какое правило действует'])
			expect(built.facets.match(built.terms.analyze(q))).not.toContain('situation.direction');
		expect(built.rulingFacets.get('variant-flamethrower-analysis-in-deck')).not.toContain(
			'situation.direction'
		);
	});

	it('reads a bare "when" as a condition, not as asking when', () => {
		expect(built.facets.match(built.terms.analyze('quando bruciano la cosa'))).not.toContain(
			'ask.when'
		);
	});
});

describe('issue 38: a situation a ruling denies', () => {
	it('reads the special case "nobody was ever burned" as denying the elimination', () => {
		expect(built.rulingDenied.get('end-special-case-1')).toEqual(
			new Set(['situation.elimination'])
		);
		// "so that nobody can burn it" is about the burning: not denied.
		expect(built.rulingDenied.get('thing-and-flamethrower')).toBeUndefined();
	});

	it('answers "The Thing was burned, who wins" with the general ruling, not the special case', () => {
		const first = top('we flamed the thing and two infected are left, who wins', 1)[0];
		expect(['ruling:end-thing-eliminated', 'ruling:elimination-infected-burns-thing']).toContain(
			first
		);
		expect(top('the thing infected everyone and nobody was burned, who wins', 1)[0]).toBe(
			'ruling:end-special-case-1'
		);
	});
});

describe('issue 38: who is asking', () => {
	it('reads the speaker’s own role, not a role only claimed', () => {
		const self = (q: string) =>
			[...built.facets.match(built.terms.analyze(q))].filter((f) => f.startsWith('self.'));
		expect(self('ich bin Mensch und hab Infiziert! gezogen')).toEqual(['self.human']);
		expect(self('я людина і витягнув зараження')).toEqual(['self.human']);
		expect(self('sono tra gli infetti e ho solo infetti')).toEqual(['self.infected']);
		// "Tell everyone I'm Human" claims a role: it says nothing of the speaker's.
		expect(self('can I tell everyone I am human')).toEqual([]);
		expect(self('devo dire a tutti che sono la cosa')).toEqual([]);
		// A claim ends with its clause: "…said it won, but I'm human" is the speaker's role.
		expect(self('the thing said it won, but im human')).toEqual(['self.human']);
		// A role named with what it holds is whose hand the question is about.
		expect(self('ein Mensch mit zwei Infiziert-Karten')).toEqual(['self.human']);
		expect(self('людина з картою зараження')).toEqual(['self.human']);
		// «зараження з колоди» is where a card came from, not an Infected player holding it.
		expect(self('витягнув зараження з колоди')).toEqual([]);
		expect(built.rulingFacets.get('infection-stuck-no-legal-card')).toContain('self.infected');
		expect(built.rulingFacets.get('turn-talking-bluffing')).not.toContain('self.human');
	});

	it('answers «The Thing says it won, but I am human» with the false declaration', () => {
		expect(top('Нечто говорит что победило, а я человек', 1)).toEqual([
			'ruling:end-special-case-2'
		]);
	});

	it.each([
		'Ich bin Mensch und hab Infiziert! gezogen, darf ich die beim Tausch weitergeben?',
		'я людина і витягнув зараження з колоди, можу віддати сусіду при обміні?'
	])('does not answer a Human with the ruling for an Infected player: %s', (q) => {
		const first = top(q, 1)[0];
		expect(first).not.toBe('ruling:infection-stuck-no-legal-card');
		expect([
			'ruling:infection-drawing-does-not-infect',
			'ruling:exchange-what-you-may-offer',
			'ruling:infection-who-passes-to-whom'
		]).toContain(first);
	});
});

describe('issue 38: the next player and my turn, in other words', () => {
	it('reads «quello dopo» as the next player', () => {
		expect(
			top('posso giocare Spaventato quando tocca a me e do la carta a quello dopo', 1)
		).toEqual(['ruling:defense-not-on-own-exchange']);
	});
});

describe('issue 38: getting rid of a card is discarding it', () => {
	it.each([
		'может ли заражённый сбросить свою карту Заражение и снова играть за людей',
		'інфікований може скинути Зараження і грати за людей'
	])('meets «избавиться», «позбутися»: %s', (q) => {
		expect(top(q, 1)).toEqual(['ruling:infection-keep-last']);
	});
});

describe('issue 38: two cards compared', () => {
	it.each([
		['what is the difference between Flamethrower and Axe', ['card:flamethrower', 'card:axe']],
		['чем отличается Подозрение от Анализа', ['card:suspicious', 'card:analysis']],
		['differenza tra Porta sbarrata e Quarantena', ['card:barred-door', 'card:quarantine']]
	])('puts both cards’ pages first: %s', (q, cards) => {
		expect(top(q, 2).sort()).toEqual([...cards].sort());
	});
});

describe('issue 38: the game’s name in a question', () => {
	it.each([
		['Stay Away: who goes first', 'ruling:setup-first-player-direction'],
		['wer beginnt bei stay away', 'ruling:setup-first-player-direction'],
		// Inside a question, after a word that sets it in the game.
		['wer beginnt bei stay away das spiel', 'ruling:setup-first-player-direction'],
		// A local edition's name that is also The Thing's, before a player count.
		['нечто на сколько игроков рассчитано', 'ruling:setup-player-count'],
		['щось на 7 гравців скільки карт у колоді', 'deck:deck-7-total']
	])('only says which game: %s', (q, id) => {
		expect(top(q, 1)[0]).toBe(id);
	});

	it('keeps a local edition’s name where it is The Thing', () => {
		expect(top('нечто сожгли огнемётом, кто победил', 3)).toContain('ruling:end-thing-eliminated');
		expect(top('щось сказало що людей не лишилось', 3)).toContain('ruling:end-no-humans-left');
	});
});

describe('issue 38: an informal name that is a word of the game', () => {
	it('reads "flamed" in a question as what happened, not as the Flamethrower named', () => {
		expect(top('my neighbour was flamed, who do I trade with now', 1)[0]).toBe(
			'ruling:exchange-eliminated-neighbour'
		);
	});

	it('still finds the card by that informal name alone', () => {
		expect(top('flamer', 1)[0]).toBe('card:flamethrower');
	});
});

describe('issue 38: a card name inside a longer one', () => {
	it('names only the longer card: "No, amico!" is not also "amici"', () => {
		const q = analyzeQuery(built, 'posso giocare No amico adesso?');
		expect([...(q?.mentioned ?? [])]).toEqual(['no-thanks']);
	});
});

describe('issue 38: round8 kinds', () => {
	it('reads "how long" as asking for a duration', () => {
		// Before, where the Quarantine goes after a seat swap came first.
		expect(top('wie lange bleibt eine Quarantäne liegen', 1)).toEqual([
			'ruling:quarantine-duration'
		]);
	});

	it('reads a vote-out as an elimination, which only the Flamethrower does', () => {
		// Before, no word of it was known: nothing came back.
		expect(top('можно выгнать игрока голосованием?', 1)).toEqual([
			'ruling:elimination-only-flamethrower'
		]);
	});

	it('keeps a variant’s ruling below the standard game’s unless the variant is named', () => {
		const q = 'die Gruppe hat das Ding abgefackelt, zeigen jetzt alle ihre Karten?';
		expect(top(q, 3)).not.toContain('ruling:variant-vengeance');
		expect(top('Rache-Modus: das Ding wurde verbrannt, wie geht es weiter', 1)).toEqual([
			'ruling:variant-vengeance'
		]);
	});

	it('answers who the Infected are with the roles and their goals', () => {
		// Before, no ruling said which side an Infected player is on.
		expect(top('what side is an infected player on', 1)).toEqual(['ruling:roles-and-goals']);
	});

	it('reads «я щось» as the speaker being The Thing, as «я покруч» is', () => {
		expect(facetsOf('я щось, можна мені тримати вогнемет')).toContain('self.thing');
	});

	it('reads «щось», the Ukrainian print’s name, as The Thing’s role', () => {
		// Before, the burned Infected player's ruling came first: «щось» named no role.
		expect(top('щось вибуло з гри, а заражені лишились, граємо далі?', 1)).toEqual([
			'ruling:end-thing-eliminated'
		]);
	});

	it('reads neither defending as an obstacle nor the game’s end as the deck’s', () => {
		// «bloccato» (an obstacle) shared a synonym group with «difendere»; «esaurito» (the deck ran
		// out) one with «finita» (the game is over).
		expect(facetsOf('posso difendermi')).not.toContain('situation.obstacle');
		expect(facetsOf('la partita è finita, chi ha vinto')).not.toContain('situation.deck');
		expect(facetsOf('il mazzo è finito, cosa succede')).toContain('situation.deck');
	});
});

describe('issue 38: round8 and round9 gaps, where the rules are silent', () => {
	// Rulings added for the judged gaps of round8 and round9; each question here is worded apart
	// from the set's, in another language where possible.
	it.each([
		['is there a penalty if somebody sees my cards by accident', 'turn-cards-shown-by-accident'],
		['hab vergessen am anfang zu ziehen, jetzt nur drei karten', 'turn-forgot-to-draw'],
		['zwei Versperrte Türen an derselben Stelle, geht das?', 'barred-door-second-on-same-gap'],
		['може гравець, що вибув, давати поради іншим?', 'elimination-eliminated-players-talk'],
		['la carta con la freccia manca, cosa usiamo al suo posto?', 'setup-direction-marker'],
		// Round8's two gaps.
		[
			'nur noch drei Spieler am Tisch, ändert sich was an den Regeln',
			'elimination-few-players-left'
		],
		[
			'someone was burned, do we take more numbered cards out of the deck now',
			'elimination-deck-unchanged'
		]
	])('%s finds %s in the first three', (q, id) => {
		expect(top(q, 3)).toContain(`ruling:${id}`);
	});
});

describe('issue 38: round9 kinds', () => {
	it('reads a player count the game does not support as a question about the count', () => {
		// Before, "with 3 players" signalled nothing: the count is what is asked, as in "how many".
		expect(facetsOf('can we play with 3 players')).toContain('situation.player-count');
		expect(facetsOf('für 14 leute reicht das spiel?')).toContain('situation.player-count');
		// A count the game supports is only the setting of the question.
		expect(facetsOf('with 7 players who goes first')).not.toContain('situation.player-count');
		expect(top('can we play this with 3 people', 1)).toEqual(['ruling:setup-player-count']);
	});

	it('knows what players may say (lie, bluff) apart from what The Thing declares', () => {
		expect(facetsOf('is bluffing allowed at the table')).toContain('situation.talk');
		// «заявить», "claim", „behaupten“ also declare the end: they are not talk words.
		expect(facetsOf('кто может объявить что людей не осталось')).not.toContain('situation.talk');
		expect(top('can we humans lie to each other about who we are', 1)).toEqual([
			'ruling:turn-talking-bluffing'
		]);
	});
});

describe('issue 38: "have" and "got" in German weigh as little as in English', () => {
	it('does not let „hab“ and „gekriegt“ decide between rulings', () => {
		// Before, „hab“ counted as a word of the question and drew the ruling on a hand of five
		// («Ich habe eine Stay Away!-Karte gezogen») first.
		expect(
			top(
				'ich bin das Ding und hab beim Tausch einen Flammenwerfer gekriegt, darf ich den behalten',
				1
			)
		).toEqual(['ruling:thing-and-flamethrower']);
	});
});

describe('issue 38: voting a player out, and the other game’s vote', () => {
	it('finds the only way to eliminate for a vote-out, and leaves a ghost’s vote to Island of Fear', () => {
		expect(top('можно выгнать игрока голосованием?', 1)).toEqual([
			'ruling:elimination-only-flamethrower'
		]);
		// Weak here, so the search box shows Island of Fear's answer on Stay Away!'s pages.
		for (const q of [
			'can a ghost still vote',
			'kann ein Geist noch abstimmen',
			'может ли призрак голосовать',
			'чи може привид голосувати'
		])
			expect(index.lookup(q).weak, q).toBe(true);
	});
});

describe('issue 38: being cured of the infection', () => {
	it('answers "become Human again" with the rule that an Infected player stays Infected', () => {
		// Before, nothing said "cure" or "Human again": the limit on Infected! cards came first.
		expect(top('kann man von der Infektion geheilt werden', 1)).toEqual([
			'ruling:infection-keep-last'
		]);
		expect(top('can I become human again after being infected', 1)).toEqual([
			'ruling:infection-keep-last'
		]);
	});
});

describe('issue 38: a change to the mix of cards is a variant', () => {
	it.each([
		'we want fewer infected cards in the deck, is that ok',
		'weniger infizierte Karten ins Deck, geht das'
	])('answers %s with the advanced rule on Infected! cards', (q) => {
		// Before, no facet read it as a variant, and the variant's ruling came sixth or fourth.
		expect(built.facets.match(built.terms.analyze(q)).has('variant.on')).toBe(true);
		expect(top(q, 1)).toEqual(['ruling:variant-infected-count']);
	});
});

describe('issue 38: a ruling on changing seats, for a question where nobody moves', () => {
	const rank = (q: string, id: string) => ids(index.search(q)).indexOf(id);
	it('puts the exchange ruling before the seat ruling when nobody changes seats', () => {
		const q =
			'door between me and the next player, does my exchange get skipped or do i give my card to the one after him';
		expect(built.facets.match(built.terms.analyze(q)).has('situation.seat-swap')).toBe(false);
		expect(built.rulingFacets.get('barred-door-stays-with-seat')?.has('situation.seat-swap')).toBe(
			true
		);
		const exchange = rank(q, 'ruling:exchange-obstacle-blocks');
		expect(exchange).toBeGreaterThanOrEqual(0);
		expect(exchange).toBeLessThan(rank(q, 'ruling:barred-door-stays-with-seat'));
		// With seats changing, the seat ruling still comes first.
		expect(top('does the barred door move with me when we swap seats', 1)).toEqual([
			'ruling:barred-door-stays-with-seat'
		]);
	});
});

describe('issue 38: a ruling about a role, for a question that names none', () => {
	it('keeps the ruling on an Infected player burning The Thing out of a plain burning', () => {
		const q = 'my neighbour flamed me, what happens then';
		expect([...built.facets.match(built.terms.analyze(q))].some((f) => f.startsWith('role.'))).toBe(
			false
		);
		expect(top(q, 1)).toEqual(['ruling:flamethrower-basics']);
		// Before, it came second: its question also asks "what happens then".
		expect(top(q, 3)).not.toContain('ruling:elimination-infected-burns-thing');
	});
});

describe('issue 38: what a ruling’s own question is about', () => {
	it('weighs a ruling whose question names a card down when the query names none', () => {
		// "After Missed!, The Thing gives the offerer an Infected! card": a situation with Missed!.
		expect([...(built.askedCards.get('infection-missed-offerer') ?? [])]).toEqual(['missed']);
		expect(built.askedCards.has('elimination-eliminated-lose')).toBe(false);
		for (const q of [
			'the thing hands me an infected card in the exchange, am i infected now',
			'das ding gibt mir beim tausch eine infiziert karte, bin ich jetzt infiziert'
		])
			expect(top(q, 2), q).not.toContain('ruling:infection-missed-offerer');
		// Named, it is the answer.
		expect(
			top('after missed the thing gives the one who offered an infected card, is he infected', 1)
		).toEqual(['ruling:infection-missed-offerer']);
	});

	it('answers "I was burned, then my side won: do I win too" for every role', () => {
		// The ruling holds whatever the role: it agrees with the role the question names.
		expect(built.rulingFacets.get('elimination-eliminated-lose')?.has('role.any')).toBe(true);
		for (const q of [
			'i was infected and got burned, then the thing won: do i win too?',
			'я был заражён, меня сожгли, потом победило нечто — я тоже победил?',
			'ich war ein mensch und wurde verbrannt, dann haben die menschen gewonnen, hab ich auch gewonnen'
		])
			expect(top(q, 1), q).toEqual(['ruling:elimination-eliminated-lose']);
	});
});

describe('issue 38: the direction card by the names players give it', () => {
	it('reads "arrow card" as the direction card, and puts its rulings first', () => {
		const q = 'does the arrow card go into the deck';
		expect(built.facets.match(built.terms.analyze(q)).has('component.direction-card')).toBe(true);
		expect(built.rulingFacets.get('setup-direction-marker')?.has('component.direction-card')).toBe(
			true
		);
		// Before, the draw deck's ruling came first: "deck" was all the query said.
		expect(top(q, 1)).toEqual(['ruling:setup-first-player-direction']);
	});
});

describe('issue 38: who plays next once the direction is reversed', () => {
	it.each([
		'whose turn is it after play was reversed',
		'wer ist dran, nachdem die Richtung umgekehrt wurde',
		"a chi tocca dopo l'inversione del senso di gioco",
		'чей ход после разворота направления',
		'чий хід після розвороту напрямку'
	])('answers "%s" with Watch Your Back, not with a refused exchange', (q) => {
		// Its answer says who takes the next turn; its phrasings now ask it in five languages.
		expect(top(q, 1)).toEqual(['ruling:watch-your-back-basics']);
	});

	it('reads a compound that is a synonym of its own as one concept', () => {
		// „Richtungswechsel“ is reversing: its part „wechsel“ (a change of cards too) drew the
		// ruling on a refused exchange first.
		expect(analyzeQuery(built, 'Wer ist nach Richtungswechsel dran')?.queryTerms).not.toContain(
			'wechsel'
		);
		expect(top('Wer ist nach Richtungswechsel dran', 1)).toEqual(['ruling:watch-your-back-basics']);
	});
});

describe('issue 38: a ruling about being burned is about the Flamethrower', () => {
	it.each([
		'we burned the thing with a flamethrower who wins',
		'нечто сожгли огнемётом, кто победил',
		'das Ding wurde mit dem Flammenwerfer verbrannt, wer hat gewonnen'
	])('answers "%s" with the end of the game, not an Infected player burning it', (q) => {
		// Naming the Flamethrower used to favour the only end-of-game ruling that listed it.
		expect(getRuling('end-thing-eliminated')?.cards).toContain('flamethrower');
		expect(top(q, 1)).toEqual(['ruling:end-thing-eliminated']);
	});
});

describe('issue 38: a variant told by what it does', () => {
	it.each([
		'the thing is shuffled into the deck, is anyone infected before it is drawn',
		'wir spielen mit dem Ding im Stapel, kann man sich anstecken bevor es gezogen wird'
	])('reads The Thing in the deck in "%s" as its variant', (q) => {
		// The standard game deals The Thing; only the variant puts it in the deck.
		expect(facetsOf(q)).toContain('variant.on');
		expect(top(q, 1)).toEqual(['ruling:variant-thing-in-deck']);
	});
});

describe('issue 38: later questions, a field that weighs less', () => {
	// A made-up word, so that nothing else in the index has it.
	const word = 'gribbleflap';
	const withWord = (more: Record<string, string[]>, asked: Record<string, string[]> = {}) => {
		const en = texts.search?.en ?? {};
		const rulings = { ...(en.rulings as Record<string, string[]>), ...asked };
		return createSearchIndex({
			...texts,
			search: { ...texts.search, en: { ...en, rulings, more } }
		});
	};

	it('finds a ruling by a word only its later questions (`more`) have', () => {
		expect(index.search(word)).toEqual([]);
		const hits = withWord({ 'quarantine-duration': [`how long does ${word} last`] }).search(word);
		expect(ids(hits)[0]).toBe('ruling:quarantine-duration');
	});

	it('ranks that match below the same word among the questions the ranking was tuned with', () => {
		const hits = withWord(
			{ 'quarantine-duration': [`how long does ${word} last`] },
			{ 'axe-basics': [`how long does ${word} last`] }
		).search(word);
		expect(ids(hits).slice(0, 2)).toEqual(['ruling:axe-basics', 'ruling:quarantine-duration']);
	});

	it('holds later questions only where the tuning sets gained from them', () => {
		// Italian gained five first places; the other languages lost some (see ranking.ts).
		const listed = (lng: string) => Object.values(texts.search?.[lng]?.more ?? {}).flat().length;
		expect(listed('it')).toBeGreaterThan(300);
		for (const lng of ['en', 'de', 'ru', 'uk']) expect(listed(lng)).toBe(0);
	});
});

describe('issue 38: a role that plays a card', () => {
	it.each([
		'может ли нечто само сжечь человека огнемётом',
		'may the thing burn a human with the flamethrower'
	])('answers "%s" with the ruling on that role and card, not the card’s other rulings', (q) => {
		// The Flamethrower's own rulings about no role (on a quarantined player) came first.
		expect(top(q, 1)).toEqual(['ruling:thing-and-flamethrower']);
	});
});

describe('issue 38: of two cards named, the one named again is asked about', () => {
	it('weighs the card named again, not the other card’s own rulings', () => {
		const q = analyzeQuery(
			built,
			'у меня Сматывай удочки и Меняемся местами, с кем можно поменяться местами по Меняемся местами'
		);
		expect(q?.again).toBe('change-places');
	});

	it('never takes a role card named again for the card asked about', () => {
		// «заражение» and «заражён» name the Infected! card twice, but the second is a role.
		const q = analyzeQuery(built, 'сыграл Страх, а мне предлагали заражение, я заражён?');
		expect(q?.again).toBeUndefined();
	});
});

describe('issue 38: drawing is a situation of its own', () => {
	it.each([
		['Panic gezogen – darf ich danach noch ne Aktionskarte ausspielen?', 'turn-draw-panic'],
		[
			'i drew a panic card, after resolving it can i still play an action from my hand before the trade',
			'turn-draw-panic'
		]
	])('answers "%s" with the ruling on what a draw leads to', (q, id) => {
		// Without the facet, "play an action card" found the rulings on action cards first.
		expect(top(q, 1)).toEqual([`ruling:${id}`]);
	});
});

describe('issue 38: a small table is a situation of its own', () => {
	it('reads "three left" as a small table, and "can we play with three" as setup only', () => {
		expect(facetsOf('only three players left, does Missed! still work')).toContain(
			'situation.few-left'
		);
		expect(facetsOf('когда осталось трое, кто меняется после «Мимо!»')).toContain(
			'situation.few-left'
		);
		// Playing with three is a player count the game does not support, not an endgame.
		expect(facetsOf('können wir zu dritt spielen?')).not.toContain('situation.few-left');
	});

	it.each([
		['Missed! who has to exchange instead of me', 'missed-basics'],
		// Two tuning questions (round1 ru-046, round16 r16-uk-01) that the ruling for three players
		// left took from Missed! itself.
		['мимо! кто тогда меняется', 'missed-basics'],
		[
			'Андрій запропонував мені обмін у кінці свого ходу, а я зіграла Мимо!. Хто тепер бере його карту?',
			'missed-basics'
		],
		[
			'Missed! with three players left, and the exchange comes back to the one who offered it',
			'missed-back-to-offerer'
		],
		['«Раз, два…», а осталось трое — с кем меняться местами?', 'one-two-three-left']
	])('answers "%s" with %s', (q, id) => {
		// The rulings for three players left answer a question about a full table only by
		// accident: without the facet, a second Missed! outranked Missed! itself.
		expect(top(q, 1)).toEqual([`ruling:${id}`]);
	});
});
