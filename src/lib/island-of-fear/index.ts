/**
 * Island of Fear's public entry point: everything its pages (`src/routes/[lang=lang]/island-of-fear`)
 * use of the game, and nothing else. Pages import the game only from here (an ESLint rule holds
 * it); the wing's own modules import each other directly.
 *
 * The wing has the same shape as Stay Away!'s (`docs/ARCHITECTURE.md`):
 * - the engine and its data, pure TypeScript (this folder's top level);
 * - `state/`: the stores the pages render (the Host's Table, its timers, the setup);
 * - `storage/`: its IndexedDB database, game files and the setup in a link;
 * - `search/`: its search index (loaded by the search box, never by a page);
 * - `ui/`: its components, words, links and the Host's Table's shared wording.
 *
 * Exports are re-exports: a page's bundle keeps only what it uses. What a page loads later is
 * reached through a `load…` function, so it stays out of the first load.
 */

// The engine and its data.
export {
	CHARACTERS,
	EVENTS,
	getEntry,
	getItem,
	ITEMS,
	ROLE_IDS,
	ROLES,
	type Character,
	type ItemId,
	type RoleId
} from './cards';
export {
	currentTally,
	nightfallScript,
	scriptFor,
	standing,
	voters,
	type HostAction,
	type HostState
} from './host-game';
export { type HostGame } from './host-log';
export { ranking } from './host-table';
export { cardsInPile, type ItemsState } from './items-at-table';
export { DEFAULT_PLAYERS, MAX_NAME_LENGTH, PLAYER_COUNTS } from './limits';
export {
	isIslandTopic,
	ISLAND_TOPICS,
	islandRulingsForEntry,
	islandRulingsForTopic
} from './rulings';
export {
	defaultIslandOptions,
	inPlayFrom,
	MAX_PLAYERS,
	numberedSet,
	planSetup,
	type CustomSet,
	type CustomSetError,
	type EventDeck,
	type IslandOptions,
	type ItemDeck,
	type SetupPlan,
	type SetupStep
} from './setup';

// State: the stores the pages render.
export { hostStore } from './state/host-store.svelte';
export { islandSetup } from './state/island-setup.svelte';
export { nightStep } from './state/night-step.svelte';
export { rememberedChoice } from './state/setup-key';
export {
	DAY_CLOCK_SECONDS,
	DEFENCE_SECONDS,
	timers,
	timerSettings,
	type TimerKind,
	type TimerSettings
} from './state/timers.svelte';

// Storage.
export { hostExportText, type HostImportError } from './storage/games';
export { encodeIslandSetup } from './storage/setup-url';

// UI: components, words and links.
export { default as IslandRuling } from './ui/IslandRuling.svelte';
export {
	ISLAND_SECTIONS,
	islandCardHref,
	islandHomeHref,
	islandNav,
	islandRulingHref,
	islandSectionHref,
	islandTopicHref,
	type IslandSection
} from './ui/links';
export { loadRussianNames, russianName } from './ui/russian';
export { leaderLine, livingSeats, phaseName, seatName, seatRoleName } from './ui/seats';
export { addIslandWords, t } from './ui/words';

// Loaders of the parts a page loads later.
export { loadHostFiles } from './lazy';
export { islandSearch } from './ui/search-loader';
/**
 * The Host's voice and sound (speech, night ambience), for `HostSound.svelte`, which
 * the Host's Table itself loads on first use: no other page's scripts carry it.
 */
export * as hostSound from './ui/sound';
export type { SoundSettings, SpokenLine } from './voice';
export { DEFAULT_SOUND, SOUND_KEY, soundSettings } from './voice';
