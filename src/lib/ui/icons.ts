/**
 * The app's icons: original line drawings in one sprite, `static/icons.svg`, one `<symbol>` per
 * name (24×24, drawn with `currentColor`, so an icon takes its text's colour). Pages show them
 * with `Icon.svelte`; the sprite is one cached file, so icons cost no JavaScript.
 */
/** Every icon in the sprite (icons.test.ts checks the sprite has each, and nothing else). */
export const ICON_NAMES = [
	'cat-contagion',
	'cat-action',
	'cat-defense',
	'cat-obstacle',
	'cat-panic',
	'door',
	'quarantine',
	'out',
	'direction-cw',
	'direction-ccw',
	'active',
	'seat',
	'end-turn',
	'exchange',
	'card-played',
	'panic',
	'other-event',
	'refused',
	'undo',
	'redo',
	'edit',
	'export',
	'import',
	'games',
	'new-game',
	'referee',
	'info',
	'search',
	'chevron',
	'arrow-right',
	'print',
	'share',
	'deck',
	'table',
	'cards',
	'rules',
	'globe',
	'sun',
	'moon',
	'contrast',
	'candle',
	'check',
	'close',
	'brand'
] as const;

/** The name of one icon in the sprite. */
export type IconName = (typeof ICON_NAMES)[number];

/** Where the sprite is served (static/icons.svg). */
export const SPRITE = '/icons.svg';
