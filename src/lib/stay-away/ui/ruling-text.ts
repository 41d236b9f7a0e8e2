/**
 * Words for ruling data: sources, editions and option names, in the current UI language.
 * Needs the `rules` and `cards` namespaces loaded (`i18n.need(['rules'])`).
 */
import type { ResolvedPathname } from '$app/types';
import { rulingHref, sourcesHref } from '$lib/stay-away/ui/links';
import { i18n } from '$lib/i18n/i18n.svelte';
import type { Editions, OptionPath, Part, Ruling, Source } from '$lib/stay-away/rulings';

function partText(part: Part): string {
	switch (part.kind) {
		case 'card-type':
			return i18n.t('rules:sources.parts.card-type', {
				category: i18n.t(`rules:sources.cardTypes.${part.category}`)
			});
		case 'warning':
			return i18n.t('rules:sources.parts.warning');
		default:
			return i18n.t(`rules:sources.parts.${part.kind}`, {
				n: typeof part.n === 'number' ? i18n.number(part.n) : part.n
			});
	}
}

/** One source in words, e.g. "English rulebook, The deck, step 4" or "German rulebook 2017, p. 6". */
export function sourceText(source: Source): string {
	const k = 'rules:sources.kinds';
	switch (source.kind) {
		case 'rulebook':
			if (source.edition === 'en') {
				const section = i18n.t(`rules:sources.enSections.${source.section}`);
				return source.part
					? i18n.t(`${k}.enPart`, { section, part: partText(source.part) })
					: i18n.t(`${k}.en`, { section });
			}
			if (source.edition === 'de-2017') {
				return source.toPage === undefined
					? i18n.t(`${k}.de`, { page: i18n.number(source.page) })
					: i18n.t(`${k}.deRange`, {
							page: i18n.number(source.page),
							toPage: i18n.number(source.toPage)
						});
			}
			{
				const section = i18n.t(`rules:sources.uaRuSections.${source.section}`);
				return source.part
					? i18n.t(`${k}.uaRuPart`, { section, part: partText(source.part) })
					: i18n.t(`${k}.uaRu`, { section });
			}
		case 'upgrade-sheet':
			return i18n.t(`${k}.upgrade-sheet`);
		case 'card': {
			const card = i18n.t(`cards:${source.card}.name`);
			const print = i18n.t(`rules:sources.prints.${source.print}`);
			return source.serial === undefined
				? i18n.t(`${k}.card`, { card, print })
				: i18n.t(`${k}.cardCopy`, { card, print, serial: i18n.number(source.serial) });
		}
		case 'print':
			return i18n.t(`${k}.print`, { print: i18n.t(`rules:sources.prints.${source.print}`) });
		case 'glossary':
			return i18n.t(`${k}.glossary`, { card: i18n.t(`cards:${source.card}.name`) });
		case 'publisher-answer':
			return i18n.t(`${k}.publisher-answer`, {
				answer: i18n.t(`rules:sources.publisherAnswers.${source.answer}`)
			});
		case 'reference-case':
			return i18n.t(`${k}.reference-case`, { case: i18n.number(source.case) });
	}
}

/**
 * The anchor of a source's entry on /sources: one entry per rulebook, print, the upgrade sheet,
 * the glossary, each publisher answer and each rulings-reference case. A card source points to
 * its print, a glossary source to the glossary.
 */
export function sourceAnchor(source: Source): string {
	switch (source.kind) {
		case 'rulebook':
			return `rulebook-${source.edition}`;
		case 'upgrade-sheet':
			return 'upgrade-sheet';
		case 'card':
		case 'print':
			return `print-${source.print}`;
		case 'glossary':
			return 'glossary';
		case 'publisher-answer':
			return `publisher-${source.answer}`;
		case 'reference-case':
			return `case-${source.case}`;
	}
}

/** The link to a source's entry on /sources. */
export function sourceHref(source: Source): ResolvedPathname {
	return sourcesHref(sourceAnchor(source));
}

/** Where a ruling holds, in words: "All editions" or a list of edition names. */
export function editionsText(editions: Editions): string {
	if (editions === 'all') return i18n.t('rules:editions.all');
	return i18n.list(editions.map((e) => i18n.t(`rules:editions.${e}`)));
}

/** The name of a rule option, e.g. "Who plays after a seat swap". */
export function optionText(option: OptionPath): string {
	return i18n.t(`rules:options.${option}`);
}

/** The link to a ruling on its home topic page. */
export function rulingLink(ruling: Pick<Ruling, 'id' | 'topics'>): ResolvedPathname {
	return rulingHref(ruling.topics[0], ruling.id);
}

/** A ruling's question in the UI language (the key itself if the text is missing). */
export function rulingQuestion(id: string): string {
	return i18n.t(`rules:rulings.${id}.q`);
}
