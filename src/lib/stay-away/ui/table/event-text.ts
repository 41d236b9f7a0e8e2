/**
 * One engine event in plain words of the chosen language (`locales/<lng>/tableEngine.json`, under
 * `event`). Every sentence comes whole from the locale file, with the names in placeholders: the
 * code picks the sentence, never builds one from pieces (a correction lists its changes with the
 * language's own list format).
 */
import { edgeSeats, type PlayerId, type TableEvent, type TableState } from '$lib/stay-away/table';
import { i18n } from '$lib/i18n/i18n.svelte';
import { playerLabel } from './labels';

// The status line's other words, loaded with these the first time a change is recorded or refused.
export { refusalText } from './sheet-labels';

/** Words for one event; `state` is the table after the action, for names. */
export function eventText(event: TableEvent, state: TableState): string {
	const who = (p: PlayerId | null | undefined) =>
		p === null || p === undefined ? '' : playerLabel(state, p);
	const card = (id: string) => i18n.t(`cards:${id}.name`);
	const dir = (d: string) => i18n.t(`tableEngine:direction.${d}`);
	const pair = ([a, b]: readonly [PlayerId, PlayerId]) => ({ a: who(a), b: who(b) });
	const t = (key: string, values?: Record<string, unknown>) =>
		i18n.t(`tableEngine:event.${key}`, values);
	switch (event.kind) {
		case 'card-played':
			if (event.target !== undefined && event.target !== event.actor) {
				return t('card-played-target', {
					actor: who(event.actor),
					card: card(event.card),
					target: who(event.target)
				});
			}
			if (event.edge !== undefined) {
				const [a, b] = edgePlayers(state, event.edge);
				return t('card-played-edge', {
					actor: who(event.actor),
					card: card(event.card),
					a: who(a),
					b: who(b)
				});
			}
			return t('card-played', { actor: who(event.actor), card: card(event.card) });
		case 'defended':
			return t('defended', { by: who(event.by), card: card(event.card) });
		case 'direction-changed':
			return t('direction-changed', { direction: dir(event.direction) });
		case 'door-placed':
			return t('door-placed', pair(event.between));
		case 'door-removed':
			if (event.cause === 'axe')
				return event.left > 0
					? t('door-removed.axe-left', { ...pair(event.between), count: event.left })
					: t('door-removed.axe', pair(event.between));
			return t(`door-removed.${event.cause}`, { ...pair(event.between), count: event.removed });
		case 'door-kept':
			return t('door-kept', { ...pair(event.between), count: event.count });
		case 'quarantine-placed':
			return t('quarantine-placed', { player: who(event.player) });
		case 'quarantine-counted':
			return t('quarantine-counted', { player: who(event.player), count: event.turnsLeft });
		case 'quarantine-removed':
			return t(`quarantine-removed.${event.cause}`, { player: who(event.player) });
		case 'seats-swapped':
			return t('seats-swapped', { a: who(event.a), b: who(event.b) });
		case 'player-eliminated':
			return t(`player-eliminated.${event.cause}`, { player: who(event.player) });
		case 'exchange': {
			const variant =
				event.status === 'blocked'
					? `blocked-${event.reason === 'quarantine' ? 'quarantine' : 'barred-door'}`
					: event.status;
			const text = t(`exchange.${variant}`, {
				from: who(event.from),
				with: who(event.with),
				to: who(event.partner),
				offeredTo: who(event.offeredTo)
			});
			return event.notInfected ? `${text} · ${t('notInfected', { with: who(event.with) })}` : text;
		}
		case 'cards-passed':
			return t('cards-passed', { direction: dir(event.direction) });
		case 'no-effect':
			return t('no-effect', { card: card(event.card) });
		case 'turn-passed':
			return event.newRound
				? t('turn-passed-new-round', { to: who(event.to), round: i18n.number(event.round) })
				: t('turn-passed', { to: who(event.to) });
		case 'vengeance-started':
			return t('vengeance-started');
		case 'corrected':
			return correctedText(event, who);
		case 'game-over':
			return t(`game-over.${event.outcome.kind}`);
	}
}

/** The players on either side of an edge in `state`. */
function edgePlayers(state: TableState, edge: number): readonly [PlayerId, PlayerId] {
	const [a, b] = edgeSeats(state, edge);
	return [state.playerAt[a]!, state.playerAt[b]!];
}

/** A correction: each change as the language words it, in one list. */
function correctedText(
	event: Extract<TableEvent, { kind: 'corrected' }>,
	who: (p: PlayerId) => string
): string {
	const t = (key: string, values?: Record<string, unknown>) =>
		i18n.t(`tableEngine:event.corrected.${key}`, values);
	const changes: string[] = [];
	for (const m of event.moved)
		changes.push(t('moved', { player: who(m.player), seat: i18n.number(m.to + 1) }));
	for (const o of event.out) changes.push(t(o.out ? 'out' : 'in', { player: who(o.player) }));
	for (const d of event.doors) {
		const [a, b] = d.between;
		changes.push(
			d.to === 0
				? t('no-door', { a: who(a), b: who(b) })
				: t('doors', { a: who(a), b: who(b), count: d.to })
		);
	}
	for (const q of event.quarantine) {
		changes.push(
			q.to === null
				? t('no-quarantine', { player: who(q.player) })
				: t('quarantine', { player: who(q.player), count: q.to })
		);
	}
	if (event.active) changes.push(t('active', { player: who(event.active.to) }));
	if (event.direction)
		changes.push(t('direction', { direction: i18n.t(`tableEngine:direction.${event.direction}`) }));
	return changes.length === 0 ? t('nothing') : t('title', { changes: i18n.list(changes) });
}
