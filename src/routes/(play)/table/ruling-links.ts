/**
 * The rulings the table page links to, with the topic page each one lives on. Kept here as a
 * small map so the table page does not load every ruling record; `ruling-links.test.ts` checks
 * it against `src/lib/stay-away/rulings.ts`.
 */
import type { ResolvedPathname } from '$app/types';
import type { RefereeRuling } from '$lib/stay-away/referee';
import { rulingHref } from '$lib/ui/links';

/** Every ruling a referee answer may name, with its topic page. */
export const TABLE_RULINGS = {
	'exchange-normal': 'exchange',
	'exchange-obstacle-blocks': 'exchange',
	'exchange-eliminated-neighbour': 'exchange',
	'quarantine-face-up': 'obstacles',
	'quarantine-exchange': 'obstacles',
	'quarantine-duration': 'obstacles',
	'seat-swap-who-plays-next': 'seat-changes',
	'setup-first-player-direction': 'setup',
	'end-thing-eliminated': 'end-of-game',
	'end-no-humans-left': 'end-of-game',
	'end-special-case-1': 'end-of-game',
	'variant-vengeance': 'variants'
} as const satisfies Record<RefereeRuling, string>;

/** A ruling the table page links to. */
export type TableRuling = RefereeRuling;

/** Link to a ruling on its topic page, e.g. `/rules/exchange#exchange-normal`. */
export function tableRulingHref(id: TableRuling): ResolvedPathname {
	return rulingHref(TABLE_RULINGS[id], id);
}
