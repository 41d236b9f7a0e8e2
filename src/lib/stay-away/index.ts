/**
 * Stay Away!'s public entry point: everything the pages (`src/routes/[lang=lang]/(main)` and
 * `(play)`) use of the game, and nothing else. Pages import the game only from here (an ESLint
 * rule holds it); the wing's own modules import each other directly.
 *
 * The wing, as `docs/ARCHITECTURE.md` describes it:
 * - the engine and its data, pure TypeScript (this folder's top level, `table/`, `referee/`);
 * - `state/`: the stores the pages render (the open game, the setup);
 * - `storage/`: its IndexedDB database, game files and the setup in a link;
 * - `search/`: its search index (loaded by the search box, never by a page);
 * - `ui/`: its components and the words and links its pages share.
 *
 * Exports are re-exports: a page's bundle keeps only what it uses. What a page loads later (a
 * panel, file handling) is reached through a `load…` function, so it stays out of the first load.
 */

// The engine and its data.
export {
	CARDS,
	CARD_IDS,
	CATEGORIES,
	COPIES,
	copiesByNumber,
	copiesPerCorner,
	cornerOf,
	getCard,
	isCardId,
	PLAYER_COUNTS,
	VARIANT_CORNERS,
	VARIANT_SERIAL,
	type Card,
	type CardId,
	type Category
} from './cards';
export {
	buildDeck,
	deckSizes,
	inCustomDeck,
	setupSteps,
	toggleCustomCopy,
	type DeckPlan,
	type SetupStep
} from './deck';
export { CARD_NAMES, EDITION_LANGUAGES, cardNamesShown, officialName } from './names';
export type { CardNamesShown, EditionNameRow } from './names';
export { cardPageData, cardPageDataPath, type CardPageData } from './card-page';
export {
	countChanges,
	FIRST_RUSSIAN_PRINT,
	isRulebookSetup,
	PRINTED_TEXT_OPTION,
	SPANISH_PRINT,
	type PrintedTextCard,
	type PrintProfile
} from './options';
export {
	exchangePartner,
	legalTargets,
	nextPlayer,
	quarantineEnds,
	roundCount,
	type TargetAnswer
} from './referee';
export {
	CONFIDENCES,
	PUBLISHER_ANSWERS,
	REFERENCE_CASES,
	relatedCards,
	rulingsForCard,
	rulingsForTopic,
	TOPICS,
	type Topic
} from './rulings';
export {
	canRedo,
	canUndo,
	cleanPlayerName,
	defensesAgainst,
	describePosition,
	edgeSeats,
	EXCHANGE_DEFENSE_CARDS,
	livingCount,
	lookalikeSeats,
	MAX_NAME_LENGTH,
	OWN_TURN_CARDS,
	PANIC_CARDS,
	positionRefusal,
	seatOpen,
	type Game,
	type PlayableCard,
	type PlayerId,
	type Refusal,
	type RefusalReason,
	type TableAction,
	type TableEvent,
	type TablePosition,
	type TableState
} from './table';

// State: the stores the pages render.
export { gameStore } from './state/game-store.svelte';
export { setupStore } from './state/setup-store.svelte';
export { tableSetup } from './state/table-setup.svelte';

// Storage.
export { type UnreadableReason } from './storage/games';
export { encodeSetup } from './storage/setup-url';
export { paintOutline } from './storage/table-outline';

// UI: components, links and the words the pages share.
export { default as CategoryIcon } from './ui/CategoryIcon.svelte';
export { default as ChoiceQuestion } from './ui/ChoiceQuestion.svelte';
export { default as RulingEntry } from './ui/RulingEntry.svelte';
/** For `src/hooks.server.ts` only: the answer rendered into prerendered pages (`server-answer.ts`). */
export { default as RulingAnswer } from './ui/RulingAnswer.svelte';
export { provideServerAnswer } from './ui/server-answer';
export {
	cardHref,
	rulingHref,
	sectionHref,
	setupHref,
	sourcesHref,
	stayAwayNav,
	topicHref
} from './ui/links';
export { optionAnchor, optionHref } from './ui/option-anchor';
export { optionRulingHref } from './ui/option-rulings';
export { rulingLink, rulingQuestion } from './ui/ruling-text';
export { rulingsBySourceAnchor } from './ui/citing';
export {
	BADGE_MARKS,
	circleHeight,
	circleLayout,
	directionArrow,
	doorBar,
	HALO_RADIUS,
	nameSize,
	nameLine,
	plankPoints,
	seatAngle,
	TOKEN_MARKS,
	TURN_BASELINE
} from './ui/table/circle-layout';
export { TableFit } from './ui/table/table-fit.svelte';
export { playerLabel } from './ui/table/labels';
export { tableControls } from './ui/table/controls';
export type { TableControl, TableControlHost } from './ui/table/controls';
export { refusalRulingHref, tableRulingHref } from './ui/table/ruling-links';
export { edgeLabel, refusalText } from './ui/table/sheet-labels';
export {
	firstStep,
	playAction,
	previousStep,
	type SheetMode,
	type SheetStep,
	type SheetStepProps,
	type SheetStepMoves
} from './ui/table/steps';
export { eventText } from './ui/table/event-text';

// Loaders of the parts a page loads later.
export { loadGameFiles, loadEventText, loadImportText, loadSetupLink } from './lazy';
export { stayAwaySearch } from './ui/search-loader';
