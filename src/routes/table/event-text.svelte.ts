/** One engine event in plain words of the chosen language (`locales/<lng>/table.json`). */
import type { TableEvent, TableState } from '$lib/stay-away/table';
import { edgeSeats } from '$lib/stay-away/table';
import { i18n } from '$lib/i18n/i18n.svelte';
import { playerLabel } from './labels.svelte';

/** Words for one event; `state` is the table after the action, for names and seats. */
export function eventText(event: TableEvent, state: TableState): string {
	const who = (p: number | null | undefined) => (p === null || p === undefined ? '' : playerLabel(state, p));
	const card = (id: string) => i18n.t(`cards:${id}.name`);
	const dir = (d: string) => i18n.t(`table:direction.${d}`);
	const seats = (edge: number) => {
		const [a, b] = edgeSeats(state, edge);
		return { seatA: i18n.number(a + 1), seatB: i18n.number(b + 1) };
	};
	switch (event.kind) {
		case 'card-played':
			if (event.target !== undefined && event.target !== event.actor)
				return i18n.t('table:event.card-played-target', { actor: who(event.actor), card: card(event.card), target: who(event.target) });
			if (event.edge !== undefined) return i18n.t('table:event.card-played-edge', { actor: who(event.actor), card: card(event.card), ...seats(event.edge) });
			return i18n.t('table:event.card-played', { actor: who(event.actor), card: card(event.card) });
		case 'defended':
			return i18n.t('table:event.defended', { by: who(event.by), card: card(event.card) });
		case 'direction-changed':
			return i18n.t('table:event.direction-changed', { direction: dir(event.direction) });
		case 'door-placed':
			return i18n.t('table:event.door-placed', seats(event.edge));
		case 'door-removed':
			return `${i18n.t('table:event.door-removed')}: ${i18n.t(`table:event.removedBy.${event.cause}`)}`;
		case 'door-kept':
			return i18n.t('table:event.door-kept', seats(event.edge));
		case 'quarantine-placed':
			return i18n.t('table:event.quarantine-placed', { player: who(event.player) });
		case 'quarantine-counted':
			return i18n.t('table:event.quarantine-counted', { player: who(event.player), count: event.turnsLeft });
		case 'quarantine-removed':
			return `${i18n.t('table:event.quarantine-removed', { player: who(event.player) })}: ${i18n.t(`table:event.removedBy.${event.cause}`)}`;
		case 'seats-swapped':
			return i18n.t('table:event.seats-swapped', { a: who(event.a), b: who(event.b) });
		case 'player-eliminated':
			return `${i18n.t('table:event.player-eliminated', { player: who(event.player) })}: ${i18n.t(`table:event.eliminatedBy.${event.cause}`)}`;
		case 'exchange': {
			const text = i18n.t(`table:event.exchangeStatus.${event.status}`, { from: who(event.from), with: who(event.with), offeredTo: who(event.offeredTo) });
			if (event.notInfected) return `${text}. ${i18n.t('table:event.notInfected', { with: who(event.with) })}`;
			// Say what stood in the way (a Barred Door, a Quarantine), as the referee panel does.
			if (event.status === 'blocked' && event.reason) return `${text}. ${i18n.t(`table:referee.exchangeReason.${event.reason}`).replace(/\.$/, '')}`;
			return text;
		}
		case 'cards-passed':
			return i18n.t('table:event.cards-passed', { direction: dir(event.direction) });
		case 'no-effect':
			return i18n.t('table:event.no-effect', { card: card(event.card) });
		case 'turn-passed': {
			const text = i18n.t('table:event.turn-passed', { to: who(event.to) });
			return event.newRound ? `${i18n.t('table:event.newRound', { round: i18n.number(event.round) })}. ${text}` : text;
		}
		case 'vengeance-started':
			return i18n.t('table:event.vengeance-started');
		case 'game-over':
			return `${i18n.t('table:event.game-over')}: ${i18n.t(`table:outcome.${event.outcome.kind}`)}`;
	}
}
