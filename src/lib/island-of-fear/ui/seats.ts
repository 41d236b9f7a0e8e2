/**
 * How the Host's Table names its seats: the player's name, or "Seat 3" when none was given.
 * Names are text (rendered as text, never HTML).
 */
import type { RoleId } from '$lib/island-of-fear/cards';
import type { HostState, Phase } from '$lib/island-of-fear/host-game';
import { t } from './words';

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

/** One player's role: "Werewolf" for one of the Werewolves, not the team's name. */
export function seatRoleName(role: RoleId): string {
	return role === 'werewolves' ? t('host.oneWerewolf') : t(`roles.${role}`);
}

/** Where the game stands: "Night 2", "Day 2", "Before the first night", "The game is over". */
export function phaseName(phase: Phase, night: number): string {
	return phase === 'night' || phase === 'day'
		? t(`host.phase.${phase}`, { n: night })
		: t(`host.phase.${phase}`);
}

/** The vote's leader ("Leading: Ann") or its tie ("Tie: Ann, Bo"), for 1 or more `leaders`. */
export function leaderLine(state: Pick<HostState, 'setup'>, leaders: readonly number[]): string {
	return leaders.length === 1
		? t('host.day.leader', { name: seatName(state, leaders[0]!) })
		: t('host.day.tie', { names: leaders.map((i) => seatName(state, i)).join(', ') });
}
