/**
 * The Russian names of items and events, shown beside the reader's own in the other languages:
 * the box is Russian, so a host sorting the cards matches them by these. The rulebook names them
 * in English only, so they are the app's translations (`items.russianName` says so).
 *
 * Read from `locales/ru/island.json` by the game's layout before a page renders (in parallel with
 * the page's own words), so the prerendered page already shows them and nothing moves when it
 * hydrates. The file is in every language's offline set (vite.config.ts, `readByAll`), so they
 * are there offline too; should it still fail, they are left out.
 */
import { i18n } from '$lib/i18n/i18n.svelte';
import { islandWords } from './words';

type Names = Record<'item' | 'event', Record<string, string>>;
let names: Names | null = null;

/** Read the Russian names once, for pages in `lang` (a Russian page needs none); never rejects. */
export async function loadRussianNames(lang: string): Promise<void> {
	if (names || lang === 'ru') return;
	try {
		const ru = await islandWords('ru');
		const pick = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, string>) : {});
		names = { item: pick(ru.items), event: pick(ru.events) };
	} catch {
		// The file could not be read (offline before the reader's language was kept): the reader's
		// own names stand alone.
	}
}

/** An item's or event's Russian name, or `''` in Russian or when it is not known. */
export function russianName(type: 'item' | 'event', id: string): string {
	return i18n.lang === 'ru' ? '' : (names?.[type][id] ?? '');
}
