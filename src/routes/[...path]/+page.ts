import { error } from '@sveltejs/kit';
import { CARD_IDS, TOPICS } from '$lib/stay-away';
import { CHARACTERS, EVENTS, ITEMS, ROLES, ISLAND_TOPICS } from '$lib/island-of-fear';
import type { EntryGenerator, PageLoad } from './$types';

/**
 * Every page's address without a language (`/`, `/setup`, `/cards/axe`, `/rules/obstacles`,
 * `/island-of-fear/setup`…),
 * kept because people have shared and bookmarked them. Each is a small static page whose inline
 * script in src/app.html forwards the reader to the same page in their language before the first
 * paint, online or (precached by the service worker) offline. Without JavaScript it lists the five
 * languages' links.
 */
const PATHS = [
	...['', 'setup', 'table', 'cards', 'rules', 'sources'],
	...CARD_IDS.map((id) => `cards/${id}`),
	...TOPICS.map((topic) => `rules/${topic}`),
	...['', '/setup', '/host', '/cards', '/rules'].map((page) => `island-of-fear${page}`),
	...[...CHARACTERS, ...ROLES, ...ITEMS, ...EVENTS].map(({ id }) => `island-of-fear/cards/${id}`),
	...ISLAND_TOPICS.map((topic) => `island-of-fear/rules/${topic}`)
];
export const entries: EntryGenerator = () => PATHS.map((path) => ({ path }));

/** No JavaScript: the page's one job is done by the inline script before anything loads. */
export const csr = false;

const KNOWN = new Set(PATHS);

export const load: PageLoad = ({ params }) => {
	if (!KNOWN.has(params.path)) error(404, 'Not found');
	return { path: params.path };
};
