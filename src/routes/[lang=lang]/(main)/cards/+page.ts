import { i18n } from '$lib/i18n/i18n.svelte';
import type { PageLoad } from './$types';

export const load: PageLoad = async ({ params, parent }) => {
	await i18n.loadFor(params.lang, ['reference'], parent);
	return {};
};
