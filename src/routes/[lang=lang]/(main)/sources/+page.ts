import { i18n } from '$lib/i18n/i18n.svelte';
import type { PageLoad } from './$types';

export const load: PageLoad = async ({ parent }) => {
	await parent();
	await i18n.need(['rules', 'reference']);
	return {};
};
