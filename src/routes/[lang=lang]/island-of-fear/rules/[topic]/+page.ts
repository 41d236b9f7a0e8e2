import { error } from '@sveltejs/kit';
import { LANGUAGES } from '$lib/i18n/languages';
import { ISLAND_TOPICS, isIslandTopic } from '$lib/island-of-fear';
import type { EntryGenerator, PageLoad } from './$types';

/** Every topic page, in every language. */
export const entries: EntryGenerator = () =>
	LANGUAGES.flatMap((lang) => ISLAND_TOPICS.map((topic) => ({ lang, topic })));

export const load: PageLoad = ({ params }) => {
	if (!isIslandTopic(params.topic)) error(404, `Unknown topic ${params.topic}`);
	return { topic: params.topic };
};
