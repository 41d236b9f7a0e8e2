/**
 * The parts of the game that a page loads only when it needs them, each behind a loader (a
 * dynamic `import()`), so that they stay out of the page's first load. The entry point re-exports
 * these loaders: it holds no code of its own, so a page's bundle keeps only what it uses.
 */

/** Game files (export, import, download): loaded when the player first asks for one. */
export const loadGameFiles = () => import('./storage/game-files');

/** The log's and the status line's words for events: loaded with the first recording. */
export const loadEventText = () => import('./ui/table/event-text');

/** The words of a game file's import (its size checked, why it failed): loaded with an import. */
export const loadImportText = () => import('./ui/table/import-text');

/**
 * The share link's codec (`encodeSetup`, `decodeSetup`): loaded by the setup page once its setup
 * is not the rulebook game at 6 players, whose link has no query.
 */
export const loadSetupLink = () => import('./storage/setup-url');
