import { error, json } from '@sveltejs/kit';
import { CARD_IDS, cardPageData, isCardId } from '$lib/stay-away';
import type { EntryGenerator, RequestHandler } from './$types';

// One file per card, written by the build (the same in every language: the words are the
// locale files'); the card page fetches it (src/lib/stay-away/card-page.ts).
export const prerender = true;

export const entries: EntryGenerator = () => CARD_IDS.map((id) => ({ id }));

/** `CardPageData` of the card as JSON; 404 for an unknown card id. */
export const GET: RequestHandler = ({ params }) => {
	if (!isCardId(params.id)) error(404, `Unknown card ${params.id}`);
	return json(cardPageData(params.id));
};
