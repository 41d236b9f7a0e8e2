import { browser } from '$app/environment';
import { i18n } from '$lib/i18n/i18n.svelte';
import { recordWordsOf } from '$lib/ui/hydration';
import { gameStore } from '$lib/stay-away';
import type { PageLoad } from './$types';

export const load: PageLoad = async ({ params, parent }) => {
	// The saved game is read while the page's code and words download, not once it is drawn (the
	// page asks again as it opens, and gets the same reading while it is under way).
	if (browser) void gameStore.init();
	await i18n.loadFor(params.lang, ['tableEngine', 'tablePage'], parent);
	// The prerendered page shows the table's outline, and the browser then draws the start panel:
	// its words go into the page's record too, so a fresh device draws it without i18next. (A
	// device with a saved game loads i18next before hydrating: src/lib/i18n/i18n.svelte.ts.)
	if (!browser) recordWordsOf((await import('./StartPanel.svelte')).default);
	return {};
};
