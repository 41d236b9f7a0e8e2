/**
 * The words of every setup a shared link can ask for, recorded while the setup page is
 * prerendered (issue 41). A link (`?p=11&i=1&e=1`) shows another setup than the prerendered
 * rulebook game for 5, so the page used to load i18next (about 15 KB gzipped) before hydrating.
 * Its record now also holds the words of each player count with and without the Host handed out,
 * the items and the events, and names those links' queries (`i18n.recordQueries`), so such a link
 * hydrates from the record as the plain address does. A set of the table's own (`c=`), a bad link
 * or another query still loads i18next first.
 */
import { i18n } from '$lib/i18n/i18n.svelte';
import {
	encodeIslandSetup,
	planSetup,
	PLAYER_COUNTS,
	type IslandOptions
} from '$lib/island-of-fear';
import { recordWordsOf } from '$lib/ui/hydration';
import CharacterList from './CharacterList.svelte';
import Checklist from './Checklist.svelte';
import DeckLists from './DeckLists.svelte';
import Verdict from './Verdict.svelte';

/**
 * Every setup a link can ask for without a set of the table's own: each player count (5–25, the
 * Host included), the Host's card handed out or not, items and events on or off.
 */
export function linkSetups(): IslandOptions[] {
	const flags = [false, true];
	return PLAYER_COUNTS.flatMap((players) =>
		flags.flatMap((hostHandedOut) =>
			flags.flatMap((items) => flags.map((events) => ({ players, hostHandedOut, items, events })))
		)
	);
}

/**
 * Record the words of the setup page's parts for each of {@link linkSetups} (server only: a
 * browser has no server `render`, and does nothing) and name their queries in the page's record.
 */
export function recordLinkWords(): void {
	const queries: string[] = [];
	for (const options of linkSetups()) {
		const plan = planSetup(options);
		if (!plan.ok) continue;
		recordWordsOf(Verdict, { plan, options });
		recordWordsOf(CharacterList, { characters: plan.value.characters, blanks: plan.value.blanks });
		recordWordsOf(Checklist, { steps: plan.value.steps });
		recordWordsOf(DeckLists, { items: plan.value.items, events: plan.value.events });
		queries.push(encodeIslandSetup(options).toString());
	}
	i18n.recordQueries(queries);
}
