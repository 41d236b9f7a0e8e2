/**
 * The table's outline: a few hundred bytes in localStorage beside the saved game (which lives in
 * IndexedDB), so that /table can draw the game's outline before any script has loaded and before
 * the database has been read (issue 41). The game store writes it each time its game changes and
 * removes it when no game is open; the pre-paint script in src/app.html reads it (and checks it) before
 * the first paint; `paintOutline` runs that same script again when /table is opened within the app. It is only a picture: when the database has been read, the real
 * game replaces it, and where the two disagree the database wins.
 */
import type { TableState } from '../table/model';

/** The localStorage key of the outline (JSON, `TableOutline`). */
export const OUTLINE_KEY = 'stay-away:table-outline';

/** Longest name kept in the outline (UTF-16 units); the engine's own limit is 40. */
const MAX_NAME = 40;

/**
 * What the outline holds, in seat order around the table (seat 0 first).
 * - `v`: format version, 1.
 * - `names`: each seat's player's name, `''` when unnamed (shown as "Seat n").
 * - `players`: each seat's player's number, 1-based (the n of "Seat n").
 * - `active`: the seat whose turn it is (an index into `names`).
 * - `dir`: the direction of play, `'cw'` clockwise or `'ccw'` counter-clockwise.
 * - `turn`, `round`: the turn and round numbers the status line shows (from 1).
 */
export interface TableOutline {
	readonly v: 1;
	readonly names: readonly string[];
	readonly players: readonly number[];
	readonly active: number;
	readonly dir: 'cw' | 'ccw';
	readonly turn: number;
	readonly round: number;
}

/** The outline of a table as it is now. */
export function outlineOf(state: TableState): TableOutline {
	const names = state.playerAt.map((p) => (state.setup.names?.[p] ?? '').trim().slice(0, MAX_NAME));
	return {
		v: 1,
		names,
		players: state.playerAt.map((p) => p + 1),
		active: state.seatOf[state.active] ?? 0,
		dir: state.direction === 'clockwise' ? 'cw' : 'ccw',
		turn: state.turn,
		round: state.round
	};
}

/**
 * Store the outline of `state`, or remove it when no game is open (`null`). Never throws: a
 * browser without storage (private mode, full disk, tests in Node) just draws no outline.
 */
export function saveOutline(
	state: TableState | null,
	storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = globalThis.localStorage
): void {
	try {
		if (!storage) return;
		if (state && !state.outcome) storage.setItem(OUTLINE_KEY, JSON.stringify(outlineOf(state)));
		else storage.removeItem(OUTLINE_KEY);
	} catch {
		// No outline, the start panel is drawn first: nothing is lost.
	}
}

/**
 * Draw the stored outline into the page's empty outline (`#table-outline`), by running again the
 * pre-paint script of src/app.html, which left itself on `window` for this: /table opened within
 * the app, where no inline script runs. Returns whether an outline was drawn; false where the
 * script is absent (tests, storage refused).
 */
export function paintOutline(): boolean {
	const paint = (globalThis as { stayAwayPaintOutline?: (doc: Document, s: Storage) => boolean })
		.stayAwayPaintOutline;
	try {
		return paint ? paint(document, localStorage) : false;
	} catch {
		return false;
	}
}
