import { describe, expect, it } from 'vitest';
import { getIslandIndex, IslandIndex, islandTexts } from './index';
import { CHARACTERS } from '../cards';

const top = (query: string) => getIslandIndex().search(query)[0];

describe('Island of Fear search', () => {
	it.each([
		['Bomb', 'bomb'],
		['Bombe', 'bomb'],
		['бомба', 'bomb'],
		['Black Glasses', 'black-glasses'],
		['чёрные очки', 'black-glasses'],
		['черные очки', 'black-glasses'],
		['Mystic Light', 'mystic-light'],
		['Tsunami', 'tsunami'],
		['Цунами', 'tsunami'],
		['Werewolves', 'werewolves'],
		['оборотни', 'werewolves'],
		['Hexe', 'witch'],
		['Жора Магадан', 'zhora-magadan'],
		['Zhora Magadan', 'zhora-magadan'],
		['Дух Острова', 'spirit-of-the-island'],
		['Spirit of the Island', 'spirit-of-the-island']
	])('finds “%s” by name: %s', (query, id) => {
		expect(top(query)).toMatchObject({ kind: 'entry', id, name: true });
	});

	it.each([
		['Stun Gn', 'stun-gun'],
		['Megafon', 'megaphone'],
		['Voodo Doll', 'voodoo-doll'],
		['Magad', 'zhora-magadan']
	])('finds “%s” misspelt or half typed: %s', (query, id) => {
		expect(top(query)?.id).toBe(id);
	});

	it.each([
		['when do the werewolves win', 'werewolves-win'],
		['can a ghost vote', 'ghost-loses-vote'],
		['tie vote', 'tied-vote'],
		['призрак голосует', 'ghost-loses-vote'],
		['Gleichstand Abstimmung', 'tied-vote']
	])('answers the question “%s” with %s', (query, id) => {
		const hits = getIslandIndex().search(query, 3);
		expect(hits.map((h) => h.id)).toContain(id);
	});

	// The accused and the defence are words of the day's vote, apart from the open discussion.
	it.each([
		'quanto tempo ha l’imputato per la sua difesa',
		'скільки часу підозрюваному на захист',
		'wie lange redet der Angeklagte'
	])('answers “%s” with the defence speech', (query) => {
		expect(top(query)?.id).toBe('defence-speech');
	});

	// A word that asks which («каком», "welche") says nothing of what is asked: the order of the
	// vote is not the order of the night.
	it('answers which order the vote goes in with the vote, not the night', () => {
		expect(top('в каком порядке идёт голосование')?.id).toBe('vote-clockwise');
	});

	it('finds nothing for one letter or for words of neither game', () => {
		expect(getIslandIndex().search('b')).toEqual([]);
		expect(getIslandIndex().search('xqzv')).toEqual([]);
	});

	it('labels hits in the reader’s language', () => {
		const index = getIslandIndex();
		expect(index.label({ kind: 'entry', id: 'bomb', type: 'item' }, 'de')).toBe('Bombe');
		expect(index.label({ kind: 'entry', id: 'zhora-magadan', type: 'character' }, 'en')).toBe(
			'№ 9 Жора Магадан'
		);
		expect(index.label({ kind: 'ruling', id: 'tied-vote' }, 'en')).toMatch(/same number of votes/);
	});
});

describe('issue 38: an entry named inside a question', () => {
	const index = getIslandIndex();
	const ids = (q: string) => index.search(q, 5).map((h) => `${h.kind}:${h.id}`);

	it.each([
		['what does the seer do at night', 'entry:seer'],
		['was macht der Werhamster', 'entry:hamster'],
		['cosa fa la strega di giorno', 'entry:witch']
	])('puts the entry first when the question only asks what it does: %s', (q, id) => {
		expect(ids(q)[0]).toBe(id);
	});

	it('weighs the rulings about a named entry, without putting its page first', () => {
		const hits = ids('can the werewolves kill a ghost at night');
		expect(hits[0]).not.toBe('entry:werewolves');
		expect(hits[0]?.startsWith('ruling:')).toBe(true);
	});

	it('reads a side named beside a role as the setting: the role’s ruling comes first', () => {
		// Werewolves and the Hamster named: the Werewolves' victory gained as much as the Hamster's.
		expect(
			ids('all the werewolves were executed but the hamster is still alive, who wins')[0]
		).toBe('ruling:hamster-wins');
	});
});

describe('issue 38: the situation a question describes', () => {
	const index = getIslandIndex();

	it('weighs the rulings of the topic whose situation the question names', () => {
		// "win": a victory ruling first, not the Host's (setup) one that shares "end".
		expect(index.search('who wins at the end', 3)[0]?.topic).toBe('victory');
		// "Abstimmung": the vote's rulings, not the night's order, that share "Reihenfolge".
		const vote = index.search('reihenfolge bei der abstimmung', 3);
		expect(vote[0]?.id).toBe('vote-clockwise');
		expect(vote.map((h) => h.topic)).not.toContain('night');
	});

	it('reads a synonym of several words as its concept: everyone waking up is the morning', () => {
		// "alle wachen auf" is a phrase of the morning's synonyms; its words alone are not.
		expect(index.search('alle wachen auf', 3)[0]?.id).toBe('dawn-announcement');
		// The morning is the end of the night: a night ruling, not the events of the day.
		expect(index.search('усі прокидаються', 3)[0]?.topic).toBe('night');
		expect(index.search('усі прокидаються', 3).map((h) => h.id)).toContain('dawn-announcement');
	});

	it('weighs a ruling by each situation its own question shares with the query', () => {
		// The dead and the night: the ruling on ghosts at night, not only the one on who becomes one.
		expect(index.search('мертві вночі', 3)[0]?.id).toBe('ghost-at-night');
	});

	it('reads the humans as the people’s side, whatever the language calls them', () => {
		// "Menschen" meets the Villagers and Passengers of the player questions, not only itself.
		expect(index.search('Sieg der Menschen', 3)[0]?.id).toBe('people-win');
	});
});

describe('issue 38: "what does X do" with the kind of card named', () => {
	it.each([
		['the event thunderstorm', 'entry:thunderstorm'],
		['предмет мегафон', 'entry:megaphone']
	])('puts the entry first: %s', (q, id) => {
		const [first] = getIslandIndex().search(q, 3);
		expect(`${first?.kind}:${first?.id}`).toBe(id);
	});
});

describe('an Italian elided article', () => {
	it('leaves the entry’s name whole: «l’infermiera» is the Nurse', () => {
		const [first] = getIslandIndex().search("l'infermiera cosa fa", 3);
		expect(`${first?.kind}:${first?.id}`).toBe('entry:nurse');
	});
});

describe('an entry named inside a question, and the game’s own name', () => {
	const ids = (q: string) =>
		getIslandIndex()
			.search(q, 3)
			.map((h) => `${h.kind}:${h.id}`);

	it.each([
		['can the witch kill someone at night', 'entry:witch'],
		['сколько раз можно использовать бомбу', 'entry:bomb']
	])('keeps the page of the entry named among the first three: %s', (q, id) => {
		expect(ids(q)).toContain(id);
	});

	it.each([
		['how many bombs are there', 'entry:bomb'],
		['wie viele Handschellen gibt es', 'entry:handcuffs']
	])('answers "how many X" with X’s page, which gives its copies: %s', (q, id) => {
		expect(ids(q)[0]).toBe(id);
	});

	it('answers "what does the host do at night" with rulings, not the host’s card', () => {
		expect(ids('what does the host do at night')[0]).toMatch(/^ruling:/);
		// The host named alone still finds the card.
		expect(ids('host')[0]).toBe('entry:spirit-of-the-island');
	});

	it('reads the game ending as its victory', () => {
		expect(getIslandIndex().search('wann ist das Spiel vorbei', 1)[0]?.topic).toBe('victory');
	});

	it('does not put a side’s page among them: the rulings answer', () => {
		expect(ids('when do the werewolves wake up at night')).not.toContain('entry:werewolves');
	});

	it('drops the game’s name, so that «страха» does not name the event Fear', () => {
		expect(ids('L’isola della paura: chi si sveglia per primo')[0]).toBe('ruling:night-order');
		expect(ids('Остров страха: кто просыпается первым')).not.toContain('entry:fear');
		// The name alone is still searched.
		expect(ids('Остров страха').length).toBeGreaterThan(0);
	});
});

describe('Island of Fear search: a dead player’s state', () => {
	const ids = (q: string) =>
		getIslandIndex()
			.search(q, 3)
			.map((h) => `${h.kind}:${h.id}`);

	it.each([
		['they killed me last night, may I vote'],
		['la veggente è stata sbranata, continua a vedere?'],
		['вовкулаки загризли медсестру, вона ще лікує?']
	])('reads a dead player, named so or not, as a ghost: %s', (q) => {
		expect(getIslandIndex().search(q, 1)[0]?.topic).toBe('ghosts');
	});

	// The executed become ghosts too (rulebook, § Ghosts): before «мене стратили» and the like were
	// read so, the day's rulings on speaking came first.
	it.each([
		['I was executed, may I still speak'],
		['mi hanno giustiziato, posso ancora parlare?'],
		['мене стратили, я ще можу говорити?']
	])('answers what an executed player may still say with the ghosts’ ruling: %s', (q) => {
		expect(ids(q)[0]).toBe('ruling:ghost-whispers');
	});

	it('answers what a killed player may still do with the ghost’s ruling', () => {
		expect(ids('ich wurde getötet, darf ich noch abstimmen')).toContain('ruling:ghost-loses-vote');
		// A kill with no "still" and no dead player is not about ghosts.
		expect(
			getIslandIndex().search('how do the werewolves choose whom to kill', 1)[0]?.topic
		).not.toBe('ghosts');
	});
});

describe('Island of Fear search: an item or an event named is that kind’s situation', () => {
	it.each([
		['darf ich meine Handschellen gegen ihr Megafon tauschen'],
		['можно поменять наручники на мегафон у соседа'],
		['posso scambiare le manette con il megafono di un altro']
	])('answers a trade of two named items with the items’ trading ruling: %s', (q) => {
		expect(getIslandIndex().search(q, 1)[0]).toMatchObject({
			kind: 'ruling',
			id: 'one-item-at-a-time'
		});
	});
});

describe('Island of Fear search: what X does, with a question after it', () => {
	// "What does X do" asked in so many words names X's page first, even when a short question
	// follows; before, the follow-up's words put the night's rulings first.
	it.each([
		['what does the witch do? can she kill twice', 'witch'],
		['was macht die Seherin? sieht sie alles', 'seer'],
		['що робить маніяк? він когось убиває', 'sex-maniac']
	])('puts the page first: %s', (q, id) => {
		expect(top(q)).toMatchObject({ kind: 'entry', id });
	});

	it('leaves a long question about an entry to the rulings', () => {
		// Many other words: the question asks more than what the entry does.
		expect(
			top('what does the bomb do when its holder is executed by the vote in the afternoon')?.kind
		).toBe('ruling');
	});
});

describe('Island of Fear search: the DVD, a dead player, an item used again', () => {
	it('reads the DVD named as the DVD’s situation', () => {
		// Before, the Werewolves' win came first and the DVD's end screens second.
		expect(top('con il dvd, come chiudiamo la partita se vincono i lupi')).toMatchObject({
			id: 'dvd-victory-screens'
		});
	});

	it('weighs the ghosts’ rulings first for a dead player, the kill not searched', () => {
		// Before, the vote's order came first: the token, not the execution, led.
		expect(top('мене стратили, але жетон лишився, я можу голосувати?')).toMatchObject({
			id: 'ghost-loses-vote'
		});
	});

	it('does not search the execution that made the asker a ghost', () => {
		// Before, the execution's rulings came first and the ghosts' whisper third.
		expect(
			top('mich haben sie gestern hingerichtet, darf ich als Geist noch mitreden')
		).toMatchObject({ id: 'ghost-whispers' });
	});

	it('reads using an item again as recharging it', () => {
		// Before, the ruling on passive and activatable items came first.
		expect(top('kann ich die Bombe nochmal benutzen')).toMatchObject({ id: 'recharging-items' });
	});
});

describe('Island of Fear search: issue 38, island-round9 kinds', () => {
	it('answers a dead player asking about their item with the items’ rulings', () => {
		// Before, the setup's ruling on the Host's tokens came first. What becomes of a ghost's item
		// is an items ruling's answer (`one-item-at-a-time` gives its readings).
		const hits = getIslandIndex().search('mi hanno ucciso, il mio oggetto resta a me?', 3);
		expect(hits.map((h) => h.topic)).toEqual(['items', 'items', 'items']);
		expect(hits.map((h) => h.id)).toContain('one-item-at-a-time');
		// Without an item, a dead player still asks what a ghost may do.
		expect(top('they killed me tonight, may I still talk')?.topic).toBe('ghosts');
	});

	it('finds the dawn ruling for a question on announcing a save by the Nurse', () => {
		const hit = getIslandIndex().search(
			'does the host announce a save by the nurse in the morning',
			3
		);
		expect(hit.map((h) => h.id)).toContain('dawn-announcement');
	});
});

describe('issue 38: the supplements are optional', () => {
	it.each([
		'can we play without the items',
		'können wir ohne die Ereignisse spielen',
		'si può giocare senza oggetti ed eventi',
		'можно играть без предметов и событий',
		"обов'язково грати з предметами?"
	])('finds the supplements ruling, whose answer says so: %s', (q) => {
		// Its answer gave only the advice to add them one at a time (round14).
		expect(getIslandIndex().search(q, 3)[0]?.id).toBe('supplements-one-at-a-time');
	});
});

describe('issue 38: a ruling asks both things it answers', () => {
	it.each([
		'can i change my vote after the defence speech',
		'після виправдувальної промови можна змінити свій голос?'
	])('finds the defence speech ruling, whose answer lets votes change: %s', (q) => {
		// Its question asked only whether the accused may speak, so the tie's ruling came first.
		expect(getIslandIndex().search(q, 3)[0]?.id).toBe('defence-speech');
	});
});

describe('issue 38: later questions, a field of their own', () => {
	it('finds a ruling by a word only its later questions have, below its players’ questions', () => {
		const texts = islandTexts();
		const word = 'gribbleflap';
		const ru = texts.search?.ru ?? {};
		const index = new IslandIndex({
			...texts,
			search: {
				...texts.search,
				ru: {
					...ru,
					more: { 'tied-vote': [`${word} при голосовании`] },
					rulings: { ...(ru.rulings as Record<string, unknown>), 'night-order': [word] }
				}
			}
		});
		expect(getIslandIndex().search(word)).toEqual([]);
		expect(index.search(word, 2).map((h) => h.id)).toEqual(['night-order', 'tied-vote']);
	});
});

describe('issue 38: a misspelt one-word name still names its entry', () => {
	it('reads «недоторканного» (one letter doubled) as the Untouchable', () => {
		const hits = getIslandIndex().search('чи можна вбити недоторканного вночі', 3);
		expect(hits.map((h) => `${h.kind}:${h.id}`)).toContain('entry:untouchable');
	});
});

describe('issue 38: a name of several words, in a question', () => {
	it('finds a name with a stop word inside («Totem del potere») among the question’s words', () => {
		expect(
			top('ogni giocatore può avere più di un totem del potere? quanti ce ne sono')
		).toMatchObject({ kind: 'entry', id: 'totem-of-power' });
	});

	it('finds a name of two words in another case («любовних записок» for «Любовна записка»)', () => {
		expect(top('скільки любовних записок у грі')).toMatchObject({ kind: 'entry', id: 'love-note' });
	});

	it('does not read one word of a two-word name as the name', () => {
		const hits = getIslandIndex().search('скільки записок можна тримати', 3);
		expect(hits.map((h) => h.id)).not.toContain('love-note');
	});
});

describe('issue 38: whether an item is useful or harmful is its page’s answer', () => {
	it.each([
		['the bomb, useful or harmful?', 'bomb'],
		['ist die Falle nützlich?', 'trap'],
		['чорні окуляри — шкідливий предмет?', 'black-glasses']
	])('«%s» → %s', (query, id) => {
		expect(top(query)).toMatchObject({ kind: 'entry', id });
	});
});

describe('issue 38: the DVD named frames the question', () => {
	it('answers how to end a game with the DVD with its victory screens, not with who won', () => {
		expect(top('граємо з диском, як завершити гру коли перемогли люди')).toMatchObject({
			kind: 'ruling',
			id: 'dvd-victory-screens'
		});
	});
});

describe('issue 38: a character card by its number', () => {
	it.each([
		['who is card 24', 24],
		['wer ist Nummer 21', 21],
		['картка 7 — хто це', 7]
	])('«%s» opens card No. %i', (query, number) => {
		const id = CHARACTERS.find((c) => c.number === number)?.id;
		expect(top(query)).toMatchObject({ kind: 'entry', id });
	});

	it('reads a number that counts players as no card', () => {
		const twelfth = CHARACTERS.find((c) => c.number === 12)?.id;
		const hits = getIslandIndex().search('сколько оборотней на 12 игроков', 3);
		expect(hits.map((h) => h.id)).not.toContain(twelfth);
	});
});

describe('issue 38: of two entries named, the one named again is asked about', () => {
	it.each([
		['Bombe und Megafon: ist das Megafon schädlich?', 'megaphone'],
		['Капкан і Бомба — бомба корисна?', 'bomb']
	])('«%s» → %s', (query, id) => {
		expect(top(query)).toMatchObject({ kind: 'entry', id });
	});
});

describe('issue 38: round18’s unanswered situations have rulings', () => {
	it.each([
		['do we vote again after the execution', 'one-vote-a-day'],
		['can we all agree not to execute anyone today', 'no-execution-by-agreement'],
		['may I vote for myself', 'vote-abstain-or-self'],
		['можно не голосовать?', 'vote-abstain-or-self'],
		['the event deck ran out, what now', 'events-run-out'],
		['der Schlafwandler hat mir nachts was geklaut', 'sleepwalker-steals'],
		['чи можуть перевертні вбити свого?', 'werewolves-choose-their-own']
	])('answers "%s" with %s', (q, id) => {
		expect(getIslandIndex().search(q, 3)[0]?.id).toBe(id);
	});

	it.each([
		['werewolves can’t agree on a victim', 'werewolves-agree'],
		['wann wird eine Ereigniskarte gezogen', 'event-each-morning']
	])('still answers the general question "%s" with %s', (q, id) => {
		// The new rulings share these questions' words: they answer only their own situation.
		expect(getIslandIndex().search(q, 3)[0]?.id).toBe(id);
	});
});
