/**
 * Stay Away!'s search source for the search box (`$lib/ui/search/present`): its index searched
 * for the table's saved setup, each hit worded in the reader's language (a card, a ruling, a deck
 * answer in full), and, when nothing fits, the nearest topic and its section of the rulebook.
 *
 * Needs the `rules` and `reference` namespaces (listed in `namespaces`; the search box loads them).
 */
import type { ResolvedPathname } from '$app/types';
import { i18n } from '$lib/i18n/i18n.svelte';
import { normalize } from '$lib/search/normalize';
import type { ResultItem, SearchSource } from '$lib/ui/search/present';
import { getCard, type Category } from '../cards';
import type { DeckAnswer } from '../deck-answer';
import { activeReading, getRuling, TOPIC_SECTION, type Topic } from '../rulings';
import { getSearchIndex, type SearchHit } from '../search/index';
import { tableSetup } from '../state/table-setup.svelte';
import { encodeSetup } from '../storage/setup-url';
import { cardHref, rulingHref, sectionHref, setupHref, sourcesHref, topicHref } from './links';
import { sourceText } from './ruling-text';

const rt = (key: string, options?: Record<string, unknown>): string =>
	i18n.t(`rules:${key}`, options);

/** A category's icon in the sprite and its colour (the colour of its printed card titles). */
export const categoryIcon = (category: Category) => ({
	name: `cat-${category}`,
	tint: `var(--cat-${category})`
});

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

/** One hit in the reader's language. */
function item(hit: SearchHit, engineLabel: (h: SearchHit) => string): ResultItem {
	const key = `${hit.kind}:${hit.id}`;
	const game = 'stay-away';
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
				: `${i18n.t('search.ruling')} · ${rt('topics.setup.title')}`,
			game
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
			icon: categoryIcon(hit.category ?? getCard(hit.id).category),
			game
		};
	}
	const titleKey = `rules:rulings.${hit.id}.q`;
	const topicKey = `rules:topics.${hit.topic}.title`;
	return {
		key,
		kind: 'ruling',
		href: rulingHref(hit.topic ?? 'setup', hit.id),
		title: i18n.exists(titleKey) ? i18n.t(titleKey) : engineLabel(hit),
		detail: `${i18n.t('search.ruling')}${hit.topic && i18n.exists(topicKey) ? ` · ${i18n.t(topicKey)}` : ''}`,
		game,
		answer: rulingAnswer(hit.id)
	};
}

/**
 * A ruling's answer for the search box: its question, and its answer in full, or, where the point
 * is disputed or differs between prints, the reading the table's setup selects (as its page leads
 * with it) and `readings: true`; where no setting chooses between its readings, the answer and
 * every reading (`choices`); with the sources of what is shown, in words. `undefined` for an
 * unknown ruling.
 */
function rulingAnswer(id: string): ResultItem['answer'] {
	const ruling = getRuling(id);
	if (!ruling) return undefined;
	const reading = activeReading(ruling, tableSetup.options);
	const readingKey = reading && `rules:rulings.${id}.readings.${reading.key}`;
	const shown = readingKey && i18n.exists(readingKey) ? readingKey : undefined;
	const sources = shown && reading ? reading.sources : ruling.sources;
	const choices = shown
		? []
		: (ruling.readings ?? [])
				.map((r) => `rules:rulings.${id}.readings.${r.key}`)
				.filter((key) => i18n.exists(key))
				.map((key) => i18n.t(key));
	return {
		question: i18n.t(`rules:rulings.${id}.q`),
		text: i18n.t(shown ?? `rules:rulings.${id}.a`),
		source: [...new Set(sources.map(sourceText))].join('; '),
		...(shown ? { readings: true } : {}),
		...(choices.length > 0 ? { choices } : {})
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

/** The index's answer for `query` with the table's setup (deck answers are for its player count). */
function lookup(query: string, limit: number) {
	const index = getSearchIndex();
	const result = index.lookup(query, {
		limit,
		table: { players: tableSetup.players, options: tableSetup.options }
	});
	const label = (h: SearchHit) => index.englishLabel(h);
	return { result, label };
}

/** Stay Away!'s search source. */
export const source: SearchSource = {
	game: 'stay-away',
	namespaces: ['rules', 'reference'],
	// The index is built here, when the box loads its sources, rather than on the first keystroke.
	prepare: async () => {
		await tableSetup.load();
		getSearchIndex();
	},
	own(query, limit) {
		const { result, label } = lookup(query, limit);
		return {
			items: result.hits.map((h) => item(h, label)),
			weak: result.weak,
			fallback: result.weak ? nothingFits(result.topic) : []
		};
	},
	named(query, limit) {
		const { result, label } = lookup(query, limit);
		return result.weak
			? []
			: result.hits.filter((h) => h.kind === 'card' && h.matched).map((h) => item(h, label));
	},
	// Its best answers, unless they are weak: a Stay Away! question asked on another game's pages.
	answers(query, limit) {
		const { result, label } = lookup(query, limit);
		return result.weak ? [] : result.hits.map((h) => item(h, label));
	}
};
