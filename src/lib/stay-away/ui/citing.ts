/**
 * Which rulings cite each source, for the sources page. Apart from `ruling-text.ts` because it
 * reads every ruling: a page that only words a few rulings (a card page) does not load them all.
 */
import { RULINGS, sourcesOf, type Ruling } from '$lib/stay-away/rulings';
import { sourceAnchor } from './ruling-text';

/**
 * The rulings citing each source, by the source's anchor on /sources (`rulebook-de-2017`,
 * `case-24`, …; see {@link sourceAnchor}): each ruling once per anchor, in RULINGS order.
 */
export function rulingsBySourceAnchor(): Record<string, Ruling[]> {
	const citing: Record<string, Ruling[]> = {};
	for (const ruling of RULINGS) {
		for (const anchor of new Set(sourcesOf(ruling).map(sourceAnchor)))
			(citing[anchor] ??= []).push(ruling);
	}
	return citing;
}
