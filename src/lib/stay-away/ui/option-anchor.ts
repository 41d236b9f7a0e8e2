/**
 * Where a rule option sits on the setup page, so a ruling can link to the very control that
 * chooses its reading (`/setup#opt-print-quarantine`).
 */
import type { ResolvedPathname } from '$app/types';
import { rulingHref, setupHref } from '$lib/stay-away/ui/links';
import type { RuleOptions } from '$lib/stay-away/options';
import type { OptionPath } from '$lib/stay-away/rulings';

/** The element id of an option's control on /setup: `opt-<group>-<key>`. */
export function optionAnchor(path: OptionPath): string {
	return `opt-${path.replace('.', '-')}`;
}

/**
 * The option a table really changes for `path` with these options. The choice about exchanging
 * with a quarantined player exists only for the two-round Quarantine (with the three-turn card
 * there is no exchange), so with that card the link goes to the Quarantine print question.
 */
export function shownOption(path: OptionPath, options: RuleOptions): OptionPath {
	if (path === 'table.quarantineExchange' && options.print.quarantine !== 'two-rounds')
		return 'print.quarantine';
	return path;
}

/** The link to an option on /setup. */
export function optionHref(path: OptionPath, options: RuleOptions): ResolvedPathname {
	return setupHref('', optionAnchor(shownOption(path, options)));
}

/**
 * The ruling that explains each rule option: its readings, the sources behind each (rulebook page,
 * card print, case of docs/sources.md#rulings-reference) and why the default is the default.
 * `[topic page, ruling id]`, kept here so /setup does not load every ruling record;
 * `option-anchor.test.ts` checks each against the `option` of the ruling in `rulings.ts`.
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
