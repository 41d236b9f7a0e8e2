/**
 * The card catalogue of *Island of Fear* (Остров Страха): the 25 numbered character cards, the
 * roles of the Host's Table, and the two optional supplements, Items and Events.
 *
 * Source: the rulebook, read from a transcription with English translations
 * (docs/sources.md#island-rulebook; the code calls it seed 003). Every entry names the rulebook
 * section it comes from ({@link Source}).
 *
 * This module is pure data: ids, numbers and counts, no sentences. Role, item and event names and
 * rules text will live in `locales/<lng>/`. The only words kept here are facts of the print: the
 * Russian character names as printed and the seed's Latin spellings of them.
 *
 * What the seed does not say is recorded as `null`, never guessed: which character card carries
 * which role, what each ability, item or event does, and which items are passive or activatable.
 */

/**
 * The sections of seed 003, in the order of its table of contents.
 * Note: in the transcription the second half of the Characters table (Nos. 5–9, 14–18 and 22–25)
 * ended up after the Events section; it still belongs to `'characters'`.
 */
export type SeedSection =
	| 'setup'
	| 'game-flow'
	| 'voting'
	| 'ghosts-and-special-abilities'
	| 'victory'
	| 'characters'
	| 'hosts-table'
	| 'items'
	| 'events';

/** Every {@link SeedSection}, in the seed's order. */
export const SEED_SECTIONS: readonly SeedSection[] = [
	'setup',
	'game-flow',
	'voting',
	'ghosts-and-special-abilities',
	'victory',
	'characters',
	'hosts-table',
	'items',
	'events'
];

/** Where a fact comes from: seed 003 and one of its sections, e.g. `{ seed: '003', section: 'items' }`. */
export interface Source {
	readonly seed: '003';
	readonly section: SeedSection;
}

const from = (section: SeedSection): Source => ({ seed: '003', section });

// ------------------------------------------------------------------ characters

/**
 * One numbered character card.
 * - `number`: the number printed on the card, 1–25. Cards are used in this order (seed § Setup).
 * - `id`: kebab-case of the seed's Latin spelling, e.g. `'vadik-puchegluzoe'`; No. 1 is
 *   `'spirit-of-the-island'`.
 * - `printedName`: the Russian name as printed, e.g. `'Вадик Пучеглазое'`.
 * - `transliteration`: the seed's Latin spelling, kept exactly as the seed gives it (including its
 *   slips, e.g. "Puchegluzoe" for Пучеглазое). For No. 1 the seed gives an English translation.
 * - `isHost`: true only for No. 1, the Spirit of the Island, who becomes the neutral Host
 *   (seed § Setup).
 *
 * The seed does not say which card carries which role (the DVD explained it), so there is no role
 * field: the app never assigns roles to numbers.
 */
export interface Character {
	readonly number: number;
	readonly id: string;
	readonly printedName: string;
	readonly transliteration: string;
	readonly isHost: boolean;
	readonly source: Source;
}

/** The number of the Host's card, the Spirit of the Island (seed § Setup). */
export const HOST_NUMBER = 1;

// [printed Russian name, seed's Latin spelling], in printed order from No. 1 (seed § Characters).
const CHARACTER_ROWS: readonly (readonly [printedName: string, transliteration: string])[] = [
	['Дух Острова', 'Spirit of the Island'],
	['Вадик Пучеглазое', 'Vadik Puchegluzoe'],
	['Валентин Галушко', 'Valentin Galushko'],
	['Михаил Щикатилло', 'Mikhail Shchikatillo'],
	['Иван Серый', 'Ivan Seryy'],
	['Вика Поцелуева', 'Vika Potseluyeva'],
	['Чонг Понг', 'Chong Pong'],
	['Кузьма Клычков', 'Kuzma Klychkov'],
	['Жора Магадан', 'Zhora Magadan'],
	['Нюра Галушко', 'Nyura Galushko'],
	['Ева Болотная', 'Eva Bolotnaya'],
	['Фёдор Зубатов', 'Fyodor Zubatov'],
	['Галина Клептомина', 'Galina Kleptomina'],
	['Леонид Илюхин', 'Leonid Ilyukhin'],
	['Елена Илюхина', 'Elena Ilyukhina'],
	['Никита Пасть', 'Nikita Past'],
	['Федот Стрельцов', 'Fedot Strelcov'],
	['Саид Зверидзе', 'Said Zveridze'],
	['Аркадий Трубадур', 'Arkady Troubadour'],
	['Пальмира Петрова', 'Palmira Petrova'],
	['Макар Оскалов', 'Makar Oskalov'],
	['Катя Ушлая', 'Katya Ushlaya'],
	['Клара Морячкова', 'Klara Moryachkova'],
	['Джон Смит', 'John Smith'],
	['Степан Щека', 'Stepan Shcheka']
];

/** `'Vadik Puchegluzoe'` → `'vadik-puchegluzoe'`. */
function kebab(name: string): string {
	return name
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-|-$/g, '');
}

/**
 * The 25 numbered character cards in printed order: `CHARACTERS[i].number === i + 1`
 * (seed § Characters; the order of use is from seed § Setup).
 */
export const CHARACTERS: readonly Character[] = CHARACTER_ROWS.map(
	([printedName, transliteration], i) => ({
		number: i + 1,
		id: kebab(transliteration),
		printedName,
		transliteration,
		isHost: i + 1 === HOST_NUMBER,
		source: from('characters')
	})
);

/** How many numbered character cards the box holds: 25 (seed § Characters). */
export const CHARACTER_COUNT = CHARACTERS.length;

// ------------------------------------------------------------------ roles

/** Role ids: the ten columns of the Host's Table in printed order, then the ordinary Passenger. */
export const ROLE_IDS = [
	'werewolves',
	'seer',
	'sex-maniac',
	'nurse',
	'untouchable',
	'authority',
	'witch',
	'sleepwalker',
	'half-breed',
	'hamster',
	'passenger'
] as const;

/** A role id such as `'sex-maniac'`. */
export type RoleId = (typeof ROLE_IDS)[number];

/**
 * The one-word entries printed in the Host's Table "Night" row, as ids (seed § Host's Table):
 * `attack` (Werewolves "Attack" and Hamster "Attacks"), `check` (Seer), `assault` (Sex Maniac),
 * `save` (Nurse), `invulnerable` (Untouchable), `cast-spell` (Witch), `steal` (Sleepwalker).
 */
export type NightEntry =
	'attack' | 'check' | 'assault' | 'save' | 'invulnerable' | 'cast-spell' | 'steal';

/**
 * The entries printed in the Host's Table "Day" row, as ids (seed § Host's Table):
 * `take-vote` (Authority takes a player's vote away) and `harm` (Half-Breed).
 */
export type DayEntry = 'take-vote' | 'harm';

/**
 * One role a character card can give.
 * - `hostTableColumn`: the column of the printed Host's Table, 0–9 from the left; `null` for the
 *   Passenger, who has no column.
 * - `night` / `day`: the entry printed in that row of the column, or `null` where the printed table
 *   leaves it empty (Authority and Half-Breed have no night entry, seed § Host's Table).
 * - `ruNameUnverified`: always `true`. The seed names the roles in English only, so the Russian
 *   role names the locales will carry are translations made for the app, not the print's words.
 *
 * What each ability does is not in the seed (it was explained on the DVD).
 */
export interface Role {
	readonly id: RoleId;
	readonly hostTableColumn: number | null;
	readonly night: NightEntry | null;
	readonly day: DayEntry | null;
	readonly ruNameUnverified: true;
	readonly source: Source;
}

type RoleRow = readonly [id: RoleId, night: NightEntry | null, day: DayEntry | null];

// The Host's Table columns, left to right, with their Night and Day entries (seed § Host's Table).
const ROLE_ROWS: readonly RoleRow[] = [
	['werewolves', 'attack', null],
	['seer', 'check', null],
	['sex-maniac', 'assault', null],
	['nurse', 'save', null],
	['untouchable', 'invulnerable', null],
	['authority', null, 'take-vote'],
	['witch', 'cast-spell', null],
	['sleepwalker', 'steal', null],
	['half-breed', null, 'harm'],
	['hamster', 'attack', null]
];

/**
 * Every role: the ten Host's Table columns in printed order (seed § Host's Table), then the
 * ordinary Passenger, a role without a column (seed § Setup).
 */
export const ROLES: readonly Role[] = [
	...ROLE_ROWS.map(([id, night, day], i): Role => ({
		id,
		hostTableColumn: i,
		night,
		day,
		ruNameUnverified: true,
		source: from('hosts-table')
	})),
	{
		id: 'passenger',
		hostTableColumn: null,
		night: null,
		day: null,
		ruNameUnverified: true,
		source: from('setup')
	}
];

/**
 * The printed Host's Table's rows (seed § Host's Table): 5 "Who" rows for the players holding a
 * role, one "Day" row and 16 "Night" rows. The page is meant to be copied for each game.
 */
export const HOST_TABLE_ROWS = { who: 5, day: 1, night: 16 } as const;

// ------------------------------------------------------------------ items

/** Whether an item helps or hinders the player holding it (seed § Items). */
export type ItemKind = 'useful' | 'harmful';

/**
 * How an item is held (seed § Items): `passive` lies face up all game; `activatable` lies face
 * down and is used once by turning it face up, where it stays until recharged.
 */
export type ItemActivation = 'passive' | 'activatable';

/** Item ids, useful ones first, each group in the seed's order. */
export const ITEM_IDS = [
	'totem-of-power',
	'camouflage-robe',
	'black-glasses',
	'moon-fern',
	'werewolf-fang',
	'stun-gun',
	'megaphone',
	'voodoo-doll',
	'sheepskin',
	'love-note',
	'trap',
	'poisonous-thorn',
	'totem-of-weak-will',
	'handcuffs',
	'bomb'
] as const;

/** An item id such as `'black-glasses'`. */
export type ItemId = (typeof ITEM_IDS)[number];

/**
 * One item card and how many copies the box holds.
 * - `count`: copies, as the seed lists them. The seed notes that items printed without a count
 *   are shown with 1; it does not say which ones, and only that reading makes the useful items
 *   add up to 18 and the harmful ones to 8.
 * - `activation`: passive or activatable, or `null` because the seed does not say for any item.
 */
export interface Item {
	readonly id: ItemId;
	readonly kind: ItemKind;
	readonly count: number;
	readonly activation: ItemActivation | null;
	readonly source: Source;
}

type ItemRow = readonly [id: ItemId, kind: ItemKind, count: number];

// The two lists of seed § Items, with their counts.
const ITEM_ROWS: readonly ItemRow[] = [
	['totem-of-power', 'useful', 1],
	['camouflage-robe', 'useful', 2],
	['black-glasses', 'useful', 2],
	['moon-fern', 'useful', 2],
	['werewolf-fang', 'useful', 2],
	['stun-gun', 'useful', 2],
	['megaphone', 'useful', 1],
	['voodoo-doll', 'useful', 2],
	['sheepskin', 'useful', 2],
	['love-note', 'useful', 2],
	['trap', 'harmful', 2],
	['poisonous-thorn', 'harmful', 2],
	['totem-of-weak-will', 'harmful', 2],
	['handcuffs', 'harmful', 1],
	['bomb', 'harmful', 1]
];

/** The 15 items of the Items supplement, 26 cards in all: 18 useful, 8 harmful (seed § Items). */
export const ITEMS: readonly Item[] = ITEM_ROWS.map(([id, kind, count]) => ({
	id,
	kind,
	count,
	activation: null,
	source: from('items')
}));

/** Cards in the Items supplement by kind, as the seed heads its two lists (seed § Items). */
export const ITEM_TOTALS = { useful: 18, harmful: 8, all: 26 } as const;

// ------------------------------------------------------------------ events

/** Event ids, in the seed's order. */
export const EVENT_IDS = [
	'foggy-night',
	'fear',
	'full-moon',
	'thunderstorm',
	'choose-me',
	'day-of-feud',
	'bunker',
	'mystic-light',
	'fury',
	'magnetic-storm',
	'summoning-of-a-spirit',
	'solar-eclipse',
	'tsunami',
	'palms-bloom',
	'day-of-pretence',
	'lunar-eclipse',
	'exchange'
] as const;

/** An event id such as `'full-moon'`. */
export type EventId = (typeof EVENT_IDS)[number];

/**
 * One event card and how many copies the box holds.
 * - `count`: copies; names the seed lists without a count are one copy each, which is what makes
 *   the list add up to the 20 cards the seed states.
 * - `rechargesItems`: true for Mystic Light and Tsunami, which can turn used items face down again
 *   (stated in seed § Items). The seed says nothing else about what any event does.
 */
export interface GameEvent {
	readonly id: EventId;
	readonly count: number;
	readonly rechargesItems: boolean;
	readonly source: Source;
}

// Events with more than one copy (seed § Events); every other event has one.
const EVENT_COPIES: Partial<Record<EventId, number>> = {
	'foggy-night': 2,
	bunker: 2,
	'mystic-light': 2
};

// Events that can turn used items face down again (seed § Items).
const RECHARGING_EVENTS: readonly EventId[] = ['mystic-light', 'tsunami'];

/** The 17 events of the Events supplement, 20 cards in all (seed § Events). */
export const EVENTS: readonly GameEvent[] = EVENT_IDS.map((id) => ({
	id,
	count: EVENT_COPIES[id] ?? 1,
	rechargesItems: RECHARGING_EVENTS.includes(id),
	source: from('events')
}));

/** Cards in the Events supplement, as the seed states it (seed § Events). */
export const EVENT_TOTAL = 20;

// ------------------------------------------------------------------ lookups

/**
 * The character card with this printed number, or `undefined` for anything but an integer 1–25.
 * `getCharacter(1)` is the Host (seed § Characters).
 */
export function getCharacter(number: number): Character | undefined {
	return Number.isInteger(number) ? CHARACTERS[number - 1] : undefined;
}

/** The role with this id, or `undefined` (seed § Host's Table, § Setup). */
export function getRole(id: string): Role | undefined {
	return ROLES.find((r) => r.id === id);
}

/** The item with this id, or `undefined` (seed § Items). */
export function getItem(id: string): Item | undefined {
	return ITEMS.find((i) => i.id === id);
}

/** The event with this id, or `undefined` (seed § Events). */
export function getEvent(id: string): GameEvent | undefined {
	return EVENTS.find((e) => e.id === id);
}

/** What kind of card an entry is: `'character'`, `'role'`, `'item'` or `'event'`. */
export type EntryType = Entry['type'];

/** Any catalogue entry (one card of the box), tagged with the catalogue it belongs to. */
export type Entry =
	| { readonly type: 'character'; readonly entry: Character }
	| { readonly type: 'role'; readonly entry: Role }
	| { readonly type: 'item'; readonly entry: Item }
	| { readonly type: 'event'; readonly entry: GameEvent };

/**
 * Find an entry of any catalogue by id: `getEntry('bomb')` →
 * `{ type: 'item', entry: { id: 'bomb', kind: 'harmful', count: 1, … } }`; `undefined` when no
 * catalogue has the id. Ids are unique across the four catalogues (checked by the tests), so the
 * answer never depends on the search order.
 */
export function getEntry(id: string): Entry | undefined {
	const character = CHARACTERS.find((c) => c.id === id);
	if (character) return { type: 'character', entry: character };
	const role = getRole(id);
	if (role) return { type: 'role', entry: role };
	const item = getItem(id);
	if (item) return { type: 'item', entry: item };
	const event = getEvent(id);
	if (event) return { type: 'event', entry: event };
	return undefined;
}
