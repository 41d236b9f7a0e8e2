/**
 * Where the Island of Fear setup is remembered (`localStorage`), and a light reading of it for
 * pages that only want its player count and supplements (the Host's start screen) without the
 * setup's schema library.
 */

/** The `localStorage` key of the remembered setup (see `island-setup.svelte.ts`). */
export const ISLAND_SETUP_KEY = 'island-of-fear:setup';

/** The remembered player count and supplements, or `null` when none is stored or readable. */
export function rememberedChoice(): { players: number; items: boolean; events: boolean } | null {
	try {
		const raw: unknown = JSON.parse(localStorage.getItem(ISLAND_SETUP_KEY) ?? 'null');
		if (typeof raw !== 'object' || raw === null) return null;
		const { players, items, events } = raw as Record<string, unknown>;
		if (!Number.isInteger(players) || typeof items !== 'boolean' || typeof events !== 'boolean')
			return null;
		return { players: players as number, items, events };
	} catch {
		return null;
	}
}
