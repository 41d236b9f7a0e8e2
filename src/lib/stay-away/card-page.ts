/**
 * The rule data a card page shows, as one plain object per card. The pages' build writes it as a
 * file per card (`/data/cards/<id>.json`, src/routes/data/cards/[id].json), which the card page's
 * load fetches: the prerendered page carries its card's file inline, so its first load ships
 * neither every ruling nor every card's names to show one card's, and an in-app visit fetches the
 * one small file (kept offline by the service worker with the files loaded on demand).
 */
import type { CardId } from './cards';
import {
	cardNamesShown,
	EDITION_LANGUAGES,
	officialName,
	type CardNamesShown,
	type EditionLanguage
} from './names';
import { relatedCards, rulingsForCard, type Ruling } from './rulings';

/** What a card page shows of the rule data; see {@link cardPageData}. */
export interface CardPageData {
	/** The card's rulings, in RULINGS order. */
	rulings: Ruling[];
	/** Other cards sharing rulings with it, most shared first (at most 8). */
	related: CardId[];
	/** Its names: one row per edition language, then the aliases that are no edition's name. */
	names: CardNamesShown;
	/**
	 * Per edition language (the UI's among them), whether the name the app shows is a printed or
	 * published one (`true`) or the app's own translation (`false`), see `officialName`
	 * (docs/sources.md#card-names).
	 */
	official: Record<EditionLanguage, boolean>;
}

/** The rule data of card `id`'s page (pure; the card id is trusted, see `isCardId`). */
export function cardPageData(id: CardId): CardPageData {
	return {
		rulings: rulingsForCard(id),
		related: relatedCards(id),
		names: cardNamesShown(id),
		official: Object.fromEntries(
			EDITION_LANGUAGES.map((lng) => [lng, officialName(id, lng)])
		) as Record<EditionLanguage, boolean>
	};
}

/** Where card `id`'s page data is served: `/data/cards/<id>.json`. */
export function cardPageDataPath(id: CardId): `/data/cards/${string}.json` {
	return `/data/cards/${id}.json`;
}
