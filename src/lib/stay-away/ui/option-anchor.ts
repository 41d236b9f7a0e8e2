/**
 * Where a rule option sits on the setup page, so a ruling can link to the very control that
 * chooses its reading (`/setup#opt-print-quarantine`). The ruling behind each option is in
 * `option-rulings.ts`, which only the setup page's questions need.
 */
import type { ResolvedPathname } from '$app/types';
import { setupHref } from '$lib/stay-away/ui/links';
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
