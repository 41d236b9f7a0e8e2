/**
 * The rulings the table page links to, with the topic page each one lives on. Kept here as a
 * small map so the table page does not load every ruling record; `ruling-links.test.ts` checks
 * it against `src/lib/stay-away/rulings.ts`.
 */
import type { ResolvedPathname } from '$app/types';
import { refusalRuling, type RefereeRuling, type RefusalRuling } from '$lib/stay-away/referee';
import type { RefusalReason } from '$lib/stay-away/table';
import { rulingHref } from '$lib/stay-away/ui/links';

/** Every ruling a referee answer or a refusal may name, with its topic page. */
export const TABLE_RULINGS = {
	'exchange-normal': 'exchange',
	'exchange-obstacle-blocks': 'exchange',
	'exchange-eliminated-neighbour': 'exchange',
	'exchange-after-refusal': 'exchange',
	'quarantine-face-up': 'obstacles',
	'quarantine-exchange': 'obstacles',
	'quarantine-duration': 'obstacles',
	'quarantine-not-a-target': 'obstacles',
	'quarantine-two-texts': 'obstacles',
	'barred-door-basics': 'obstacles',
	'barred-door-eliminated-neighbour': 'obstacles',
	'barred-door-second-on-same-gap': 'obstacles',
	'seat-swap-who-plays-next': 'seat-changes',
	'setup-first-player-direction': 'setup',
	'turn-action-cards-own-turn-only': 'turn',
	'turn-adjacent-only': 'turn',
	'turn-draw-panic': 'turn',
	'turn-one-card-per-turn': 'turn',
	'axe-basics': 'actions',
	'whisky-basics': 'actions',
	'one-two-basics': 'panic',
	'defense-not-on-own-exchange': 'defense',
	'defense-which-card-stops-what': 'defense',
	'elimination-quarantine-leaves': 'elimination',
	'infection-limit-or-superinfection': 'infection',
	'thing-and-flamethrower': 'the-thing',
	'end-thing-eliminated': 'end-of-game',
	'end-no-humans-left': 'end-of-game',
	'end-special-case-1': 'end-of-game',
	'end-declare-timing': 'end-of-game',
	'variant-neighbours-only': 'variants',
	'variant-vengeance': 'variants'
} as const satisfies Record<RefereeRuling | RefusalRuling, string>;

/** A ruling the table page links to. */
export type TableRuling = RefereeRuling | RefusalRuling;

/** Link to a ruling on its topic page, e.g. `/rules/exchange#exchange-normal`. */
export function tableRulingHref(id: TableRuling): ResolvedPathname {
	return rulingHref(TABLE_RULINGS[id], id);
}

/** Link to the ruling behind a refusal, or `null` when none says more than the refusal itself. */
export function refusalRulingHref(reason: RefusalReason): ResolvedPathname | null {
	const id = refusalRuling(reason);
	return id ? tableRulingHref(id) : null;
}
