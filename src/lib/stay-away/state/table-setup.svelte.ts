/**
 * The table's saved setup (player count and rule options), for pages that only read it: card
 * pages, rules pages and the search box answer "for your table" with it.
 *
 * Until it is read, and on a device that never saved a setup, the rulebook defaults apply
 * (`saved` is false). Reading it costs a database and a validation library, so it is done only
 * when a saved setup can exist: when the app's IndexedDB database is there (or the browser cannot
 * say), the setup store is loaded with a dynamic `import()`; a first visit loads nothing.
 */
import { browser } from '$app/environment';
import {
	DEFAULT_PLAYERS,
	defaultRuleOptions,
	type RuleOptions,
	type Setup
} from '$lib/stay-away/options';

import { databaseExists } from '$lib/stay-away/storage/db-exists';

/** The app's IndexedDB database name, as the existence check reads it (`db-exists.ts`, without idb). */
export { DB_NAME as SETUP_DB_NAME } from '$lib/stay-away/storage/db-exists';

interface SetupSource {
	setup: Setup;
	ready: boolean;
}

/**
 * Whether the browser may hold a saved setup: not without IndexedDB, else unless it can tell the
 * database is absent (`databaseExists`, the check the stores make before reading).
 */
async function mayHaveSavedSetup(): Promise<boolean> {
	return typeof indexedDB !== 'undefined' && (await databaseExists());
}

class TableSetup {
	#store = $state.raw<SetupSource | null>(null);
	#loading: Promise<void> | undefined;
	readonly #defaults = defaultRuleOptions();

	/** True once a setup saved on this device (or carried by the address) is in use. */
	get saved(): boolean {
		return this.#store?.ready ?? false;
	}

	/** The rule options in force at this table (the rulebook defaults until a saved setup is read). */
	get options(): RuleOptions {
		return this.#store?.ready ? this.#store.setup.options : this.#defaults;
	}

	/** The table's player count (6 until a saved setup is read). */
	get players(): number {
		return this.#store?.ready ? this.#store.setup.players : DEFAULT_PLAYERS;
	}

	/** Read the saved setup, once, if there can be one. Never rejects. */
	load(): Promise<void> {
		if (!browser) return Promise.resolve();
		this.#loading ??= (async () => {
			try {
				if (!(await mayHaveSavedSetup())) return;
				const { setupStore } = await import('$lib/stay-away/state/setup-store.svelte');
				// Without the page's query: on these pages it is never a setup (a search, say).
				if (!setupStore.ready) await setupStore.init(new URL(location.pathname, location.origin));
				this.#store = setupStore;
			} catch (error) {
				console.warn('table setup: could not read the saved setup', error);
			}
		})();
		return this.#loading;
	}
}

/** The table's setup, as the read-only pages see it. */
export const tableSetup = new TableSetup();
