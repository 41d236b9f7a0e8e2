import { i18n } from '$lib/i18n/i18n.svelte';
import type { PageLoad } from './$types';

export const load: PageLoad = async ({ parent }) => {
	// After the layout has chosen the language, so the page's words load in it.
	await parent();
	await i18n.need(['setup']);
	return {};
};
