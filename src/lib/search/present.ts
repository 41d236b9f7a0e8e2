/**
 * What the search box shows for a query, in the reader's language: one item per result (its link,
 * title and second line), a deck answer worded in full, or "nothing fits" with the nearest topic
 * and its rulebook section. Loaded together with the index, on first use of the search box, so
 * none of it weighs on a page's first load.
 *
 * Needs the `rules` and `reference` namespaces loaded (the search box does that).
 */
import { i18n } from '$lib/i18n/i18n.svelte';
import { getCard, type Category } from '$lib/stay-away/cards';
import type { DeckAnswer } from '$lib/stay-away/deck-answer';
import { TOPIC_SECTION, type Topic } from '$lib/stay-away/rulings';
import { encodeSetup } from '$lib/storage/setup-url';
import { islandCardHref, islandRulingHref } from '$lib/ui/island-links';
import {
	cardHref,
	rulingHref,
	sectionHref,
	setupHref,
	sourcesHref,
	topicHref
} from '$lib/ui/links';
import { tableSetup } from '$lib/ui/table-setup.svelte';
import type { ResolvedPathname } from '$app/types';
import { getSearchIndex, type SearchHit } from './index';
import { getIslandIndex, type IslandHit } from './island';
import { normalize } from './normalize';

/** The games the search covers; the one a page belongs to comes first in its results. */
export type Game = 'stay-away' | 'island-of-fear';

/** One line of the result list. */
export interface ResultItem {
	/** Stable key for the list (`card:missed`, `ruling:quarantine-duration`, `deck:deck-6-panic`). */
	key: string;
	/** A result, or where to look when nothing fits: a topic, the rulebook's section. */
	kind: SearchHit['kind'] | 'topic' | 'rulebook';
	href: ResolvedPathname;
	title: string;
	detail: string;
	/** Cards: the category, for the coloured dot. */
	category?: Category;
	/** The game the result belongs to (results that point to a place to look have none). */
	game?: Game;
}

/**
 * What the search box shows for one query: the items, or, when `nothingFits`, two items that say
 * where to look instead (the nearest topic and its section of the rulebook).
 */
export interface Presented {
	items: ResultItem[];
	nothingFits: boolean;
}

const rt = (key: string, options?: Record<string, unknown>): string =>
	i18n.t(`rules:${key}`, options);

/** The link to /setup for `players` players with the table's options. */
function setupFor(players: number): ResolvedPathname {
	const params = encodeSetup({ players, options: tableSetup.options });
	params.set('p', String(players));
	return setupHref(params.toString());
}

/** A deck answer in words, e.g. "Analysis: not in the deck with 4 players; its copies are numbered 5, 6 and 9". */
export function deckSentence(answer: DeckAnswer): string {
	const players = i18n.number(answer.players);
	switch (answer.kind) {
		case 'card': {
			const card = i18n.t(`cards:${answer.card}.name`);
			const numbers = i18n.list(answer.corners.map((n) => i18n.number(n)));
			if (answer.count === 0) return rt('deckAnswer.cardNone', { card, players, numbers });
			const copies = i18n.t('reference:cards.copies', { count: answer.count });
			return rt('deckAnswer.card', { card, players, copies, numbers });
		}
		case 'category':
			return rt('deckAnswer.category', {
				category: rt(`sources.cardTypes.${answer.category}`),
				players,
				count: i18n.number(answer.count)
			});
		case 'total':
			return rt('deckAnswer.total', {
				players,
				count: i18n.number(answer.count),
				drawPile: i18n.number(answer.drawPile)
			});
		case 'dealt':
			return rt(answer.thingDealt ? 'deckAnswer.dealt' : 'deckAnswer.dealtNoThing', {
				players,
				countedOut: i18n.number(answer.countedOut),
				count: i18n.number(answer.count)
			});
		case 'remove':
			return answer.numbers.length === 0
				? rt('deckAnswer.removeNone', { players, total: i18n.number(answer.total) })
				: rt('deckAnswer.remove', {
						players,
						numbers: i18n.list(answer.numbers.map((n) => i18n.number(n))),
						count: i18n.number(answer.count),
						total: i18n.number(answer.total)
					});
		case 'unsupported':
			return rt('deckAnswer.unsupported', {
				min: i18n.number(answer.min),
				max: i18n.number(answer.max)
			});
		case 'impossible':
			return rt('deckAnswer.impossible', { players });
	}
}

function item(hit: SearchHit, engineLabel: (h: SearchHit) => string): ResultItem {
	return { ...stayAwayItem(hit, engineLabel), game: 'stay-away' };
}

function stayAwayItem(hit: SearchHit, engineLabel: (h: SearchHit) => string): ResultItem {
	const key = `${hit.kind}:${hit.id}`;
	if (hit.kind === 'deck' && hit.deck) {
		const supported = hit.deck.kind !== 'unsupported';
		return {
			key,
			kind: 'deck',
			href: supported ? setupFor(hit.deck.players) : rulingHref('setup', 'setup-player-count'),
			title: deckSentence(hit.deck),
			detail: supported
				? rt(tableSetup.saved ? 'deckAnswer.detailTable' : 'deckAnswer.detailRulebook', {
						players: i18n.number(hit.deck.players)
					})
				: `${i18n.t('search.ruling')} · ${rt('topics.setup.title')}`
		};
	}
	if (hit.kind === 'card') {
		const titleKey = `cards:${hit.id}.name`;
		const title = i18n.exists(titleKey) ? i18n.t(titleKey) : engineLabel(hit);
		const parts = [hit.category ? i18n.t(`category.${hit.category}`) : i18n.t('search.card')];
		if (hit.matched && normalize(hit.matched) !== normalize(title))
			parts.push(i18n.t('search.matched', { name: hit.matched }));
		return {
			key,
			kind: 'card',
			href: cardHref(hit.id),
			title,
			detail: parts.join(' · '),
			category: hit.category ?? getCard(hit.id).category
		};
	}
	const titleKey = `rules:rulings.${hit.id}.q`;
	const topicKey = `rules:topics.${hit.topic}.title`;
	return {
		key,
		kind: 'ruling',
		href: rulingHref(hit.topic ?? 'setup', hit.id),
		title: i18n.exists(titleKey) ? i18n.t(titleKey) : engineLabel(hit),
		detail: `${i18n.t('search.ruling')}${hit.topic && i18n.exists(topicKey) ? ` · ${i18n.t(topicKey)}` : ''}`
	};
}

/**
 * Where to look when nothing answers well: the nearest ruling's topic and that topic's section of
 * the rulebook; with no ruling near at all, every topic and the rulebook as a whole.
 */
function nothingFits(topic: Topic | undefined): ResultItem[] {
	const rulebook = rt('sourcePage.entries.rulebook-en.name');
	return [
		{
			key: 'topic',
			kind: 'topic',
			href: topic ? topicHref(topic) : sectionHref('rules'),
			title: topic
				? rt('searchAnswer.nearestTopic', { topic: rt(`topics.${topic}.title`) })
				: i18n.t('reference:rules.allTopics'),
			detail: topic ? rt(`topics.${topic}.intro`) : i18n.t('reference:rules.intro')
		},
		{
			key: 'rulebook',
			kind: 'rulebook',
			href: sourcesHref('rulebook-en'),
			title: topic
				? rt('searchAnswer.rulebook', { section: rt(`sources.enSections.${TOPIC_SECTION[topic]}`) })
				: rulebook,
			detail: topic ? rulebook : rt('sourcePage.entries.rulebook-en.about')
		}
	];
}

/** Read the table's saved setup, for deck answers (once; never rejects). */
export function prepare(): Promise<void> {
	return tableSetup.load();
}

/** An Island of Fear result in the reader's language: a card page or a ruling on its topic page. */
function islandItem(hit: IslandHit): ResultItem {
	const index = getIslandIndex();
	const title = index.label(hit, i18n.lang);
	if (hit.kind === 'ruling')
		return {
			key: `island-ruling:${hit.id}`,
			kind: 'ruling',
			href: islandRulingHref(hit.topic ?? 'setup', hit.id),
			title,
			detail: i18n.t('search.ruling'),
			game: 'island-of-fear'
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

/** How many results of the other game a page shows at most, after its own game's. */
const OTHER_GAME = 3;

/**
 * Search and word the results for the search box: at most `limit` items, the page's own `game`
 * first. On Stay Away!'s pages a deck answer leads, "nothing fits" replaces weak results, and
 * Island of Fear adds only cards named by the whole query; on Island of Fear's pages Stay Away!
 * adds only its card names. Deck answers use the table's saved setup.
 */
export function present(query: string, limit = 8, game: Game = 'stay-away'): Presented {
	const index = getSearchIndex();
	const result = index.lookup(query, {
		limit,
		table: { players: tableSetup.players, options: tableSetup.options }
	});
	const label = (h: SearchHit) => index.englishLabel(h);
	const island = getIslandIndex().search(query, limit);
	if (game === 'island-of-fear') {
		const own = island.map(islandItem);
		const other = result.weak
			? []
			: result.hits.filter((h) => h.kind === 'card' && h.matched).map((h) => item(h, label));
		return {
			items: [...own, ...other.slice(0, OTHER_GAME)].slice(0, limit),
			nothingFits: false
		};
	}
	const names = island.filter((h) => h.kind === 'entry' && h.name).map(islandItem);
	if (result.weak)
		return names.length > 0
			? { items: names.slice(0, limit), nothingFits: false }
			: { items: nothingFits(result.topic), nothingFits: true };
	const other = names.slice(0, OTHER_GAME);
	const own = result.hits.slice(0, limit - other.length).map((h) => item(h, label));
	return { items: [...own, ...other], nothingFits: false };
}
