/**
 * Ruling records for *Island of Fear*: the questions a table asks, each filed under one topic,
 * tied to the entries it concerns and citing the seed sections it rests on.
 *
 * Pure data, no text: the question and the answer live in `locales/<lng>/island.json` under
 * `rulings.<id>.q` and `.a`, topic titles under `topics.<topic>`, section names under
 * `sections.<section>`.
 *
 * Where the seed is silent (what an ability, an item or an event does; which card carries which
 * role; the full night order), the ruling says so (`silent: true`) and its answer says where the
 * rule was (the DVD) instead of guessing.
 */
import { ROLE_IDS, type SeedSection } from './cards';

/**
 * Topic ids, in the order the rules page lists them.
 * - `setup`: the character cards for N players, the Host, own sets, voting tokens;
 * - `night`: the night script (seed § Game Flow);
 * - `day-and-vote`: discussion, the vote, defence speeches, ties (§ Voting);
 * - `ghosts`: who becomes a ghost and what a ghost may do (§ Ghosts and Special Abilities);
 * - `victory`: who wins (§ Victory);
 * - `items` / `events`: the two supplements (§ Items, § Events);
 * - `dvd`: what the game's DVD did, and what the app takes over.
 */
export const ISLAND_TOPICS = [
	'setup',
	'night',
	'day-and-vote',
	'ghosts',
	'victory',
	'items',
	'events',
	'dvd'
] as const;

/** An Island of Fear topic id such as `'ghosts'`. */
export type IslandTopic = (typeof ISLAND_TOPICS)[number];

/**
 * One ruling.
 * - `id`: kebab-case, unique; its text is `island:rulings.<id>.q` / `.a`.
 * - `topic`: the topic page it lives on.
 * - `sections`: the seed sections it rests on, at least one (seed 003).
 * - `entries`: ids of the characters, roles, items and events it concerns (their pages list it).
 * - `silent`: the seed does not answer the question; the answer says so and what is known.
 */
export interface IslandRuling {
	readonly id: string;
	readonly topic: IslandTopic;
	readonly sections: readonly [SeedSection, ...SeedSection[]];
	readonly entries: readonly string[];
	readonly silent: boolean;
}

type Row = readonly [
	id: string,
	topic: IslandTopic,
	sections: readonly [SeedSection, ...SeedSection[]],
	entries?: readonly string[],
	silent?: 'silent'
];

// The special characters: every role with a column on the Host's Table but the Werewolves.
const SPECIAL_ROLES = ROLE_IDS.filter((r) => r !== 'werewolves' && r !== 'passenger');

const ROWS: readonly Row[] = [
	// setup
	['cards-by-player-count', 'setup', ['setup', 'characters'], ['spirit-of-the-island']],
	['host-is-number-one', 'setup', ['setup'], ['spirit-of-the-island']],
	['host-handed-out', 'setup', ['characters'], ['spirit-of-the-island']],
	['own-set-and-blanks', 'setup', ['characters']],
	['card-stays-hidden', 'setup', ['setup']],
	['voting-token-each', 'setup', ['setup']],
	['host-tokens-and-items', 'setup', ['setup', 'items'], ['spirit-of-the-island'], 'silent'],
	['which-card-which-role', 'setup', ['characters', 'hosts-table'], ['passenger'], 'silent'],
	['hosts-table-sheet', 'setup', ['hosts-table']],
	// night
	['night-eyes-closed', 'night', ['game-flow']],
	['first-night-roll-call', 'night', ['game-flow'], ['werewolves']],
	['werewolves-agree', 'night', ['game-flow'], ['werewolves']],
	['werewolves-choose-their-own', 'night', ['game-flow'], ['werewolves'], 'silent'],
	[
		'night-order',
		'night',
		['game-flow', 'hosts-table'],
		['werewolves', 'sex-maniac', 'nurse'],
		'silent'
	],
	['dawn-announcement', 'night', ['game-flow']],
	['abilities-not-described', 'night', ['hosts-table'], SPECIAL_ROLES, 'silent'],
	['day-entries', 'night', ['hosts-table'], ['authority', 'half-breed']],
	['sleepwalker-steals', 'night', ['game-flow', 'hosts-table', 'items'], ['sleepwalker']],
	// day and vote
	['discussion-first', 'day-and-vote', ['voting']],
	['vote-clockwise', 'day-and-vote', ['voting']],
	['defence-speech', 'day-and-vote', ['voting']],
	['tied-vote', 'day-and-vote', ['voting']],
	['one-vote-a-day', 'day-and-vote', ['game-flow', 'voting']],
	['vote-abstain-or-self', 'day-and-vote', ['voting', 'setup'], [], 'silent'],
	['no-execution-by-agreement', 'day-and-vote', ['voting'], [], 'silent'],
	['executed-reveals', 'day-and-vote', ['game-flow']],
	// ghosts
	['who-becomes-ghost', 'ghosts', ['ghosts-and-special-abilities'], ['werewolves', 'witch']],
	['ghost-loses-vote', 'ghosts', ['ghosts-and-special-abilities']],
	['ghost-whispers', 'ghosts', ['ghosts-and-special-abilities']],
	['ghost-at-night', 'ghosts', ['ghosts-and-special-abilities']],
	// victory
	['werewolves-win', 'victory', ['victory'], ['werewolves', 'half-breed']],
	['people-win', 'victory', ['victory'], ['werewolves', 'passenger']],
	['hamster-wins', 'victory', ['victory'], ['hamster']],
	// items
	['one-item-each', 'items', ['items']],
	['passive-and-activatable', 'items', ['items']],
	['recharging-items', 'items', ['items'], ['sleepwalker', 'mystic-light', 'tsunami']],
	['one-item-at-a-time', 'items', ['items']],
	['item-effects', 'items', ['items'], [], 'silent'],
	['supplements-one-at-a-time', 'items', ['items']],
	// events
	['event-each-morning', 'events', ['events']],
	['event-effects', 'events', ['events'], ['mystic-light', 'tsunami'], 'silent'],
	['events-run-out', 'events', ['events'], [], 'silent'],
	// the DVD
	['dvd-introduction', 'dvd', ['setup']],
	['dvd-day-clock', 'dvd', ['voting']],
	['dvd-victory-screens', 'dvd', ['victory']]
];

/** Every ruling, grouped by topic in {@link ISLAND_TOPICS} order. */
export const ISLAND_RULINGS: readonly IslandRuling[] = ROWS.map(
	([id, topic, sections, entries = [], silent]) => ({
		id,
		topic,
		sections,
		entries,
		silent: silent === 'silent'
	})
);

/** A ruling by id, or `undefined`. */
export function getIslandRuling(id: string): IslandRuling | undefined {
	return ISLAND_RULINGS.find((r) => r.id === id);
}

/** The rulings of one topic, in order. */
export function islandRulingsForTopic(topic: IslandTopic): IslandRuling[] {
	return ISLAND_RULINGS.filter((r) => r.topic === topic);
}

/**
 * The rulings an entry's page lists: those naming the entry, then the ones about every entry of
 * its type (`'item'` → topic `items`, `'event'` → `events`). No duplicates, topic order kept.
 */
export function islandRulingsForEntry(
	id: string,
	type: 'character' | 'role' | 'item' | 'event'
): IslandRuling[] {
	const general: Partial<Record<typeof type, IslandTopic>> = { item: 'items', event: 'events' };
	const topic = general[type];
	return ISLAND_RULINGS.filter(
		(r) =>
			r.entries.includes(id) ||
			(topic !== undefined && r.topic === topic && r.entries.length === 0) ||
			(type === 'character' && r.id === 'which-card-which-role')
	);
}

/** True when `t` is a topic id. */
export function isIslandTopic(t: string): t is IslandTopic {
	return (ISLAND_TOPICS as readonly string[]).includes(t);
}
