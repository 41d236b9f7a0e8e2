/**
 * The Island of Fear setup being edited, as reactive state: remembered in `localStorage` (through
 * `Persisted`) and carried by shared links (`$lib/island-of-fear/setup-url`). The setup page owns
 * it; every change is saved at once. A stored value is checked against the options' schema before
 * use, so a damaged one is ignored and the rulebook game kept.
 */
import * as v from 'valibot';
import {
	defaultIslandOptions,
	IslandOptionsSchema,
	type IslandOptions
} from '$lib/island-of-fear/setup';
import { decodeIslandSetup, encodeIslandSetup } from '$lib/island-of-fear/storage/setup-url';
import { Persisted } from '$lib/storage/persisted.svelte';
import { ISLAND_SETUP_KEY } from './setup-key';

const parse = (stored: unknown): IslandOptions | null => {
	const result = v.safeParse(IslandOptionsSchema, stored);
	return result.success ? result.output : null;
};

class IslandSetup {
	readonly #saved = new Persisted<IslandOptions>(ISLAND_SETUP_KEY, defaultIslandOptions(), {
		storage: 'local',
		parse
	});

	/** The setup in use; assign a new object to change it (it is saved at once). */
	get options(): IslandOptions {
		return this.#saved.current;
	}
	set options(next: IslandOptions) {
		this.#saved.current = next;
	}
	/** The query that reproduces this setup (`p=9&i=1`). */
	get query(): string {
		return encodeIslandSetup(this.options).toString();
	}

	/**
	 * Take the setup from a shared link when the link carries a readable one (`p=…`); a malformed
	 * link leaves the remembered setup in place and sets {@link badLink}.
	 */
	fromLink(params: URLSearchParams): void {
		const decoded = decodeIslandSetup(params);
		if (decoded) this.options = decoded;
		this.badLink = decoded === null && ['p', 'c', 'b'].some((key) => params.has(key));
	}

	/** True when the last link read carried a setup that could not be read (it was ignored). */
	badLink = $state(false);

	/** Change some options, keeping the rest. */
	set(patch: Partial<IslandOptions>): void {
		this.options = { ...this.options, ...patch };
	}

	/** Back to the rulebook game for the current player count. */
	reset(): void {
		this.options = { ...defaultIslandOptions(), players: this.options.players };
	}
}

/** The app's Island of Fear setup. */
export const islandSetup = new IslandSetup();
