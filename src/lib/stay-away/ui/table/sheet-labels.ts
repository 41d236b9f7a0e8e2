/** Edges and refusals in words, for the sheets and the status line (players: `./labels.ts`). */
import type { EdgeIndex, PlayerId, Refusal, TableState } from '$lib/stay-away/table';
import { edgeSeats, MAX_ACTIONS } from '$lib/stay-away/table';
import { i18n } from '$lib/i18n/i18n.svelte';
import { playerLabel } from './labels';

/** "Between Ann and Bo" for an edge. */
export function edgeLabel(state: TableState, edge: EdgeIndex): string {
	const [a, b] = edgeSeats(state, edge);
	return i18n.t('tablePage.sheet.edgeBetween', {
		a: playerLabel(state, state.playerAt[a]!),
		b: playerLabel(state, state.playerAt[b]!)
	});
}

/** A refusal in words, naming the players it concerns. */
export function refusalText(state: TableState, refusal: Refusal, target?: PlayerId): string {
	const who = (p: PlayerId | undefined) => (p === undefined ? '' : playerLabel(state, p));
	return i18n.t(`tableEngine:refusal.${refusal.reason}`, {
		player: who(refusal.player ?? state.active),
		active: who(state.active),
		target: who(target ?? refusal.player),
		max: i18n.number(MAX_ACTIONS)
	});
}
