/**
 * The current setup as reactive state, remembered in IndexedDB and mirrored in the page's URL.
 * One instance for the app: the setup page edits it, the table page starts games from it.
 */
import { openDatabase } from './db';
import { clearSetup, loadSetup, saveSetup } from './settings';
import { decodeSetup, defaultSetup, encodeSetup, hasSetupParams, type Setup } from './setup-url';

class SetupStore {
	/** The setup being edited. Mutate its fields directly; changes are saved by {@link persist}. */
	setup = $state<Setup>(defaultSetup());
	/** True once the saved setup (or the URL's) has been read. */
	ready = $state(false);
	/** False when IndexedDB is unavailable or a write failed: the setup lives in memory only. */
	durable = $state(true);
	/** URL parameters that could not be read on arrival (their defaults were used). */
	urlProblems = $state<string[]>([]);

	/**
	 * Read the setup: from the URL when it carries one (a shared link), else from IndexedDB.
	 * A link replaces the setup, except when part of it cannot be read: then only what could be
	 * read is applied to the remembered setup, so a broken link never wipes it.
	 * Safe to call more than once; later calls only re-read the URL.
	 */
	async init(url: URL): Promise<void> {
		if (hasSetupParams(url.searchParams)) {
			let decoded = decodeSetup(url.searchParams);
			if (decoded.problems.length > 0) {
				const saved = this.ready ? $state.snapshot(this.setup) : await loadSetup(await openDatabase());
				if (saved) decoded = decodeSetup(url.searchParams, saved);
			}
			this.setup = decoded.setup;
			this.urlProblems = decoded.problems;
		} else if (!this.ready) {
			const db = await openDatabase();
			this.durable = db !== null;
			const saved = await loadSetup(db);
			if (saved) this.setup = saved;
		}
		this.ready = true;
	}

	/** Save the current setup; records whether it could be stored durably. */
	async persist(): Promise<void> {
		const db = await openDatabase();
		this.durable = await saveSetup(db, $state.snapshot(this.setup));
	}

	/** Back to the rulebook game (keeps the player count), and forget the saved variants. */
	async reset(): Promise<void> {
		const players = this.setup.players;
		this.setup = { ...defaultSetup(), players };
		this.urlProblems = [];
		await clearSetup(await openDatabase());
		await this.persist();
	}

	/** The query string that reproduces this setup (empty for the rulebook game at 6 players). */
	get query(): string {
		return encodeSetup(this.setup).toString();
	}
}

/** The app's current setup. */
export const setupStore = new SetupStore();
