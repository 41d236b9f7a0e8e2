import { error } from '@sveltejs/kit';
import { i18n } from '$lib/i18n/i18n.svelte';
import { LANGUAGES } from '$lib/i18n/languages';
import { CARD_IDS, isCardId } from '$lib/stay-away';
import type { EntryGenerator, PageLoad } from './$types';

/** Every card page is prerendered, in every language. */
export const entries: EntryGenerator = () =>
	LANGUAGES.flatMap((lang) => CARD_IDS.map((id) => ({ lang, id })));

export const load: PageLoad = async ({ params, parent }) => {
	const id = params.id;
	if (!isCardId(id)) error(404, `Unknown card ${id}`);
	await i18n.loadFor(params.lang, ['rules', 'reference'], parent);
	return { id };
};
