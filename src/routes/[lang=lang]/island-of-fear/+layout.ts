import { i18n } from '$lib/i18n/i18n.svelte';
import { loadRussianNames } from './russian';
import './words';
import type { LayoutLoad } from './$types';

export const load: LayoutLoad = async ({ parent }) => {
	// After the app's layout has chosen the language, so the game's words load in it.
	await parent();
	await Promise.all([i18n.need(['island']), loadRussianNames()]);
	return {};
};
