/**
 * The ticks of each dealing checklist (`Checklist.svelte`), by storage key: one store per key,
 * shared by every copy of the checklist on the page. Apart from the component, so that a page can
 * tell whether a checklist is under way without loading the checklist's code (issue 41).
 */
import { Persisted } from '$lib/storage/persisted.svelte';

/** Per procedure (its steps as JSON), each step ticked or not. */
export type Ticks = Record<string, boolean[]>;

const stores: Record<string, Persisted<Ticks>> = {};

/** The ticks stored under `key` (session storage: they outlive a reload in this tab). */
export function ticksFor(key: string): Persisted<Ticks> {
	let store = stores[key];
	if (!store) {
		store = new Persisted<Ticks>(
			key,
			{},
			{
				storage: 'session',
				parse: (stored) =>
					stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Ticks) : null
			}
		);
		stores[key] = store;
	}
	return store;
}

/**
 * Whether the checklist under `key` has a step ticked: then it opens by itself, with its ticks in
 * view (reactive: reads the store).
 */
export function checklistBegun(key: string): boolean {
	return Object.values(ticksFor(key).current).some(
		(marks) => Array.isArray(marks) && marks.some(Boolean)
	);
}
