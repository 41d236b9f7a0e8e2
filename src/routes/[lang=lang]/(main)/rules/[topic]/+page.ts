import { error } from '@sveltejs/kit';
import { i18n } from '$lib/i18n/i18n.svelte';
import { LANGUAGES } from '$lib/i18n/languages';
import { TOPICS, type Topic } from '$lib/stay-away';
import type { EntryGenerator, PageLoad } from './$types';

const isTopic = (t: string): t is Topic => (TOPICS as readonly string[]).includes(t);

/** Every topic page is prerendered, in every language. */
export const entries: EntryGenerator = () =>
	LANGUAGES.flatMap((lang) => TOPICS.map((topic) => ({ lang, topic })));

export const load: PageLoad = async ({ params, parent }) => {
	const topic = params.topic;
	if (!isTopic(topic)) error(404, `Unknown topic ${topic}`);
	await i18n.loadFor(params.lang, ['rules', 'reference'], parent);
	return { topic };
};
