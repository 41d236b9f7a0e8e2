import { error } from '@sveltejs/kit';
import { LANGUAGES } from '$lib/i18n/languages';
import { CHARACTERS, EVENTS, getEntry, ITEMS, ROLES } from '$lib/island-of-fear';
import type { EntryGenerator, PageLoad } from './$types';

/** Every card of the box, its own page in every language. */
export const entries: EntryGenerator = () =>
	LANGUAGES.flatMap((lang) =>
		[...CHARACTERS, ...ROLES, ...ITEMS, ...EVENTS].map(({ id }) => ({ lang, id }))
	);

export const load: PageLoad = ({ params }) => {
	const entry = getEntry(params.id);
	if (!entry) error(404, `Unknown card ${params.id}`);
	return { entry };
};
