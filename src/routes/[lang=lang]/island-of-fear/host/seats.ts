/**
 * How the Host's Table names its seats: the player's name, or "Seat 3" when none was given.
 * Names are text (rendered as text, never HTML).
 */
import type { HostState } from '$lib/island-of-fear/host-game';
import { t } from '../words';

/**
 * The name of seat `i` (0-based), for a line or a button. A name the Host typed is set apart
 * with Unicode's first-strong isolate (U+2068 … U+2069), so a right-to-left name, or one holding
 * direction controls, never turns the words around it.
 */
export function seatName(state: Pick<HostState, 'setup'>, i: number): string {
	const name = state.setup.names[i]?.trim();
	return name ? `⁨${name}⁩` : t('host.seat', { n: i + 1 });
}

/** The living seats, in clockwise order. */
export function livingSeats(state: Pick<HostState, 'seats'>): number[] {
	return state.seats.flatMap((s, i) => (s.alive ? [i] : []));
}
