import { i18n } from '$lib/i18n/i18n.svelte';
import { addIslandWords, loadRussianNames } from '$lib/island-of-fear';
import type { LayoutLoad } from './$types';

export const load: LayoutLoad = async ({ params, parent }) => {
	addIslandWords();
	// The Russian names and the game's words download at once, alongside the app's words.
	const russian = loadRussianNames(params.lang);
	await Promise.all([i18n.loadFor(params.lang, ['island'], parent), russian]);
	return {};
};
