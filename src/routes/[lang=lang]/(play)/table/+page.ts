import { browser } from '$app/environment';
import { i18n } from '$lib/i18n/i18n.svelte';
import { gameStore } from '$lib/stay-away';
import type { PageLoad } from './$types';

export const load: PageLoad = async ({ params, parent }) => {
	// The saved game is read while the page's code and words download, not once it is drawn (the
	// page asks again as it opens, and gets the same reading while it is under way).
	if (browser) void gameStore.init();
	// What it draws (the start panel, the saved game) is not the prerendered page's outline: its
	// words come with i18next, loaded alongside instead of after.
	if (browser) void i18n.ready();
	await i18n.loadFor(params.lang, ['tableEngine', 'tablePage'], parent);
	return {};
};
