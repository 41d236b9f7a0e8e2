/**
 * The ruling behind each rule option, for the setup page's questions (`ChoiceQuestion`): apart
 * from `option-anchor.ts`, so that the pages that only link to an option (the table, the rulings)
 * do not load this list.
 */
import type { ResolvedPathname } from '$app/types';
import { rulingHref } from '$lib/stay-away/ui/links';
import type { OptionPath } from '$lib/stay-away/rulings';

/**
 * The ruling that explains each rule option: its readings, the sources behind each (rulebook page,
 * card print, case of docs/sources.md#rulings-reference) and why the default is the default.
 * `[topic page, ruling id]`, kept here so /setup does not load every ruling record;
 * `option-rulings.test.ts` checks each against the `option` of the ruling in `rulings.ts`.
 */
export const OPTION_RULINGS = {
	'print.infected11Corner': ['setup', 'setup-infected-11-corner'],
	'print.quarantine': ['obstacles', 'quarantine-two-texts'],
	'print.missed': ['infection', 'infection-missed'],
	'print.oneTwoQuarantine': ['panic', 'one-two-basics'],
	'advanced.thingInDeck': ['variants', 'variant-thing-in-deck'],
	'advanced.infectedCount': ['variants', 'variant-infected-count'],
	'advanced.flamethrowerAnalysisInDeck': ['variants', 'variant-flamethrower-analysis-in-deck'],
	'advanced.neighboursOnly': ['variants', 'variant-neighbours-only'],
	'advanced.customDeck': ['variants', 'variant-build-your-deck'],
	'advanced.vengeance': ['variants', 'variant-vengeance'],
	'table.nextAfterSwap': ['seat-changes', 'seat-swap-who-plays-next'],
	'table.doorNextToEliminated': ['obstacles', 'barred-door-eliminated-neighbour'],
	'table.quarantineExchange': ['obstacles', 'quarantine-exchange'],
	'table.superinfection': ['infection', 'infection-limit-or-superinfection'],
	'table.declareAnyTime': ['end-of-game', 'end-declare-timing']
} as const satisfies Record<OptionPath, readonly [string, string]>;

/** The link to the ruling that explains an option (see {@link OPTION_RULINGS}). */
export function optionRulingHref(path: OptionPath): ResolvedPathname {
	const [topic, id] = OPTION_RULINGS[path];
	return rulingHref(topic, id);
}
