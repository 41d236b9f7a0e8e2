/**
 * The parts of the game that a page loads only when it needs them, each behind a loader (a
 * dynamic `import()`), so that they stay out of the page's first load. The entry point re-exports
 * these loaders: it holds no code of its own, so a page's bundle keeps only what it uses.
 */

/**
 * Reading a game file and wording what is wrong with it (with the schema library): loaded when
 * the Host imports one.
 */
export const loadHostFiles = () => import('./ui/host-file');
