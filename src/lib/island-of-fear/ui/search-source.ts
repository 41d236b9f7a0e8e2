/**
 * Island of Fear's search source for the search box (`$lib/ui/search/present`): its index, each
 * hit worded in the reader's language (a card page, or a ruling on its topic page).
 */
import { i18n } from '$lib/i18n/i18n.svelte';
import type { ResultItem, SearchSource } from '$lib/ui/search/present';
import { getIslandRuling } from '../rulings';
import { getIslandIndex, type IslandHit } from '../search/index';
import { islandCardHref, islandRulingHref } from './links';
import { sectionsCited, t } from './words';

/** A ruling's answer for the search box: its question, its answer in full and the rulebook's sections. */
function islandAnswer(id: string): ResultItem['answer'] {
	const ruling = getIslandRuling(id);
	if (!ruling) return undefined;
	return {
		question: t(`rulings.${id}.q`),
		text: t(`rulings.${id}.a`),
		source: sectionsCited(ruling.sections)
	};
}

/** One hit in the reader's language. */
function item(hit: IslandHit): ResultItem {
	const title = getIslandIndex().label(hit, i18n.lang);
	if (hit.kind === 'ruling')
		return {
			key: `island-ruling:${hit.id}`,
			kind: 'ruling',
			href: islandRulingHref(hit.topic ?? 'setup', hit.id),
			title,
			detail: i18n.t('search.ruling'),
			game: 'island-of-fear',
			answer: islandAnswer(hit.id)
		};
	return {
		key: `island-card:${hit.id}`,
		kind: 'card',
		href: islandCardHref(hit.id),
		title,
		detail: i18n.t(`search.islandTypes.${hit.type ?? 'character'}`),
		game: 'island-of-fear'
	};
}

/** Island of Fear's search source. */
export const source: SearchSource = {
	game: 'island-of-fear',
	// Its words are loaded on its own pages; on another game's, the search box loads them.
	namespaces: ['island'],
	// The index is built here, when the box loads its sources, rather than on the first keystroke.
	prepare: async () => {
		getIslandIndex();
	},
	own: (query, limit) => ({
		items: getIslandIndex().search(query, limit).map(item),
		weak: false,
		fallback: []
	}),
	named: (query, limit) =>
		getIslandIndex()
			.search(query, limit)
			.filter((h) => h.kind === 'entry' && h.name)
			.map(item),
	// Every word of the query matched: a question about this game asked on another's pages.
	answers: (query, limit) =>
		getIslandIndex()
			.search(query, limit)
			.filter((h) => h.cover >= 1)
			.map(item)
};
