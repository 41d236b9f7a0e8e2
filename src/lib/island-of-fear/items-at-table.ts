/**
 * The Items supplement at the table: who holds which item, face up or face down, and the pile.
 * Pure functions over an immutable state; every refusal is a {@link Result} error, never a throw.
 *
 * Source: seed 003 § Items. Each player holds one item at a time; a new one sends the old one back
 * to the pile, which the Host shuffles; players never exchange items; a player who leaves the game
 * gives their item back to the pile. Activatable items lie face down and are used once by turning
 * them face up; the Sleepwalker, and the events Mystic Light and Tsunami, turn used items face
 * down again ("recharge"). Which items are activatable is not in the seed, so the Host says so
 * when using one.
 */
import { err, ok, type Result } from '../result';
import { ITEMS, type ItemId } from './cards';

/**
 * An item a player holds. `id` is `null` when the Host left it unrecorded (the card is face down
 * and the Host did not look); `faceUp` is true once shown: a passive item, or an activatable one
 * used and not recharged.
 */
export interface HeldItem {
	readonly id: ItemId | null;
	readonly faceUp: boolean;
}

/**
 * The items at the table: `held[seat]` is that seat's item or `null`; `pile` counts, per item, the
 * copies not recorded as held by anyone. An unrecorded card a player holds is one of those, so the
 * real pile is smaller by the number of unrecorded cards out ({@link unrecordedHeld}).
 */
export interface ItemsState {
	readonly held: readonly (HeldItem | null)[];
	readonly pile: Readonly<Record<ItemId, number>>;
}

/**
 * Why an item action is refused:
 * - `no-such-seat`: the seat does not exist;
 * - `none-left`: no copy of that item is left in the pile;
 * - `nothing-held`: the seat holds no item;
 * - `already-face-up` / `already-face-down`: the item is already that way up;
 * - `no-trading`: items never change hands between players (seed § Items).
 */
export type ItemRefusal =
	| 'no-such-seat'
	| 'none-left'
	| 'nothing-held'
	| 'already-face-up'
	| 'already-face-down'
	| 'no-trading';

/** A table of `seats` players with every item card in the pile and nobody holding one. */
export function startItems(seats: number): ItemsState {
	const pile = Object.fromEntries(ITEMS.map((i) => [i.id, i.count])) as Record<ItemId, number>;
	return { held: Array.from({ length: seats }, () => null), pile };
}

/** The pile once `item` is back in it (an unrecorded card was never taken out of the counts). */
function pileWith(state: ItemsState, item: HeldItem | null): ItemsState['pile'] {
	if (!item || item.id === null) return state.pile;
	return { ...state.pile, [item.id]: state.pile[item.id] + 1 };
}

function isSeat(state: ItemsState, seat: number): boolean {
	return Number.isInteger(seat) && seat >= 0 && seat < state.held.length;
}

/**
 * `seat` draws an item: `id` as recorded, or `null` when the Host did not see it. A seat that
 * already holds one sends it back to the pile first (seed § Items: one item each). A drawn item
 * starts face down; `faceUp` lays it face up at once (a passive item).
 */
export function drawItem(
	state: ItemsState,
	seat: number,
	id: ItemId | null,
	faceUp = false
): Result<ItemsState, ItemRefusal> {
	if (!isSeat(state, seat)) return err('no-such-seat');
	const back = pileWith(state, state.held[seat] ?? null);
	if (id !== null && back[id] <= 0) return err('none-left');
	const pile = id === null ? back : { ...back, [id]: back[id] - 1 };
	return ok({ held: state.held.map((h, i) => (i === seat ? { id, faceUp } : h)), pile });
}

/** Turn `seat`'s item face up (used) or face down again (recharged). */
export function turnItem(
	state: ItemsState,
	seat: number,
	faceUp: boolean
): Result<ItemsState, ItemRefusal> {
	if (!isSeat(state, seat)) return err('no-such-seat');
	const item = state.held[seat];
	if (!item) return err('nothing-held');
	if (item.faceUp === faceUp) return err(faceUp ? 'already-face-up' : 'already-face-down');
	return ok({ ...state, held: state.held.map((h, i) => (i === seat ? { ...item, faceUp } : h)) });
}

/** `seat` leaves the game: their item goes back to the pile (seed § Items). */
export function leaveWithItem(state: ItemsState, seat: number): Result<ItemsState, ItemRefusal> {
	if (!isSeat(state, seat)) return err('no-such-seat');
	return ok({
		held: state.held.map((h, i) => (i === seat ? null : h)),
		pile: pileWith(state, state.held[seat] ?? null)
	});
}

/** Passing an item to another player is always refused: players never exchange items (seed § Items). */
export function giveItem(): Result<never, ItemRefusal> {
	return err('no-trading');
}

/** Cards of the Items deck the state accounts for: the pile's counts plus recorded held items; always 26. */
export function countedItems(state: ItemsState): number {
	return pileCounts(state) + state.held.filter((h) => h && h.id !== null).length;
}

/** The copies the pile's counts hold, unrecorded cards out included. */
function pileCounts(state: ItemsState): number {
	return Object.values(state.pile).reduce((a, b) => a + b, 0);
}

/**
 * The cards really in the pile: its counts less the unrecorded cards players hold (each is one of
 * the counted copies, but is in a player's hand). What the Host sees on the table.
 */
export function cardsInPile(state: ItemsState): number {
	return pileCounts(state) - unrecordedHeld(state);
}

/** How many players hold an item the Host did not record. */
export function unrecordedHeld(state: ItemsState): number {
	return state.held.filter((h) => h && h.id === null).length;
}
