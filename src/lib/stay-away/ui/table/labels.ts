/**
 * Players' names on the table page, from the game's names or seat numbers (edges and refusals in
 * words: `./sheet-labels.ts`, loaded with the sheets that use them).
 */
import type { PlayerId, TableState } from '$lib/stay-away/table';
import { nameLookalikeKey } from '$lib/stay-away/table';
import { i18n } from '$lib/i18n/i18n.svelte';

/** Per setup: which players share a name that looks the same as another's (cached, setups never change). */
const twins = new WeakMap<object, Set<PlayerId>>();

function sharedNames(state: TableState): Set<PlayerId> {
	let found = twins.get(state.setup);
	if (!found) {
		const byKey = new Map<string, PlayerId[]>();
		(state.setup.names ?? []).forEach((raw, player) => {
			const key = nameLookalikeKey(raw ?? '');
			if (key) byKey.set(key, [...(byKey.get(key) ?? []), player]);
		});
		found = new Set([...byKey.values()].filter((ps) => ps.length > 1).flat());
		twins.set(state.setup, found);
	}
	return found;
}

/**
 * A player's name, or "Seat N" for their starting seat when the table gave no name. Two players
 * whose names look the same ("Alex" and "alex") are told apart by their starting seat: "Alex (2)".
 */
export function playerLabel(state: TableState, player: PlayerId): string {
	const name = state.setup.names?.[player]?.trim();
	const seat = i18n.number(player + 1);
	if (!name) return i18n.t('tablePage.seatName', { seat });
	return sharedNames(state).has(player) ? `${name} (${seat})` : name;
}
