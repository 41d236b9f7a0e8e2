import { error } from '@sveltejs/kit';
import { i18n } from '$lib/i18n/i18n.svelte';
import { LANGUAGES } from '$lib/i18n/languages';
import { CARD_IDS, cardPageDataPath, isCardId, type CardPageData } from '$lib/stay-away';
import type { EntryGenerator, PageLoad } from './$types';

/** Every card page is prerendered, in every language. */
export const entries: EntryGenerator = () =>
	LANGUAGES.flatMap((lang) => CARD_IDS.map((id) => ({ lang, id })));

export const load: PageLoad = async ({ params, parent, fetch }) => {
	const id = params.id;
	if (!isCardId(id)) error(404, `Unknown card ${id}`);
	// The card's rule data: inline in the prerendered page, fetched on an in-app visit. Offline,
	// before the service worker has kept it (a connection marked save-data keeps only what was
	// opened), the fetch fails: a 503, which the error page words as a page not kept yet.
	const [response] = await Promise.all([
		fetch(cardPageDataPath(id)).catch(() => undefined),
		i18n.loadFor(params.lang, ['rules', 'reference'], parent)
	]);
	if (!response) error(503, `The data of card ${id} is not kept on this device yet`);
	if (!response.ok) error(response.status, `No data for card ${id}`);
	return { id, ...((await response.json()) as CardPageData) };
};
