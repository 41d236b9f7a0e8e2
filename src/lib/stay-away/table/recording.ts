/**
 * What a game in progress needs of the engine: start a game, record, undo and redo an action,
 * replay a stored log and window its entries. The game store (`state/game-store.svelte.ts`) and
 * the saved games (`storage/games.ts`) load it with the first game they start or read, so a first
 * visit's start screen does without it (issue 41). Part of the table engine; elsewhere import it
 * from `./index` (`$lib/stay-away/table`).
 */
export { applyAction } from './apply';
export { canRedo, canUndo, newGame, play, undo } from './game';
export { logWindowSteps, replaySteps } from './log';
/** One step back or forward along the log, with the state already known (no replay). */
export { stepBack, stepForward } from '../../action-log';
