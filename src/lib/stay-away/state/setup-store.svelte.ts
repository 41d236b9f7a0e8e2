/**
 * The current setup (player count and rule options) as reactive state, remembered in IndexedDB
 * (through `Persisted`) and carried by shared links. One instance for the app: the setup page
 * edits it, the table page starts games from it and changes its player count.
 *
 * The store owns the setup: pages read `setup` and change it only through the methods, which save
 * every change at once (so a player count chosen on the table page is there on /setup, after a
 * reload too).
 */
import { defaultSetup, type RuleOptions, type Setup } from '$lib/stay-away/options';
import { Persisted } from '$lib/storage/persisted.svelte';
import { loadSetupLink } from '../lazy';
import { databaseExists } from '../storage/db-exists';

/** The groups of rule options a page can change one value of. */
type OptionGroup = 'print' | 'advanced' | 'table';

/** The setup, its storage and its link (one instance for the app: {@link setupStore}). */
export class SetupStore {
	readonly #saved = new Persisted<Setup | null>('setup', null, {
		storage: 'idb',
		// The database (idb) and the validator (valibot) load only when the setup is read or saved.
		database: async () => (await import('../storage/db')).openDatabase(),
		// A device that never saved anything has no database: nothing to read, none created.
		exists: databaseExists,
		// The validator (valibot) loads only when a setup was saved: not part of a first download.
		parse: async (stored) => (await import('../storage/settings')).parseSetup(stored)
	});
	#setup = $state<Setup>(defaultSetup());
	#urlProblems = $state<string[]>([]);
	#ready = $state(false);
	/**
	 * Changes made while the remembered setup is being read (a player count tapped as the table's
	 * start panel opens): applied again on top of what is read, then saved, so that the read
	 * neither undoes them nor lets a half-default setup be saved over the remembered one.
	 */
	#pending: ((setup: Setup) => void)[] | undefined;

	/** The setup in use (read only: change it with the methods below). */
	get setup(): Readonly<Setup> {
		return this.#setup;
	}
	/** True once the saved setup (or the link's) has been read. */
	get ready(): boolean {
		return this.#ready;
	}
	/** False when IndexedDB is unavailable or a write failed: the setup lives in memory only. */
	get durable(): boolean {
		return this.#saved.durable;
	}
	/** Link parameters that could not be read on arrival (the setup kept before was used there). */
	get urlProblems(): readonly string[] {
		return this.#urlProblems;
	}
	/**
	 * Read the setup: from the link when it carries one (a shared link), else from IndexedDB.
	 * A link replaces the setup (and is remembered), except when part of it cannot be read: then
	 * only what could be read is applied to the remembered setup, so a broken link never wipes it.
	 * Safe to call more than once; later calls only re-read the link.
	 */
	async init(url: URL): Promise<void> {
		if (!this.#ready) {
			const pending: ((setup: Setup) => void)[] = (this.#pending ??= []);
			await this.#saved.load();
			if (this.#saved.current) this.#setup = structuredClone(this.#saved.current);
			this.#pending = undefined;
			for (const change of pending) change(this.#setup);
			if (pending.length > 0) this.#save();
		}
		// Its module could not load (offline before the app was kept): the setup stays as read.
		// The link's parameters (`storage/setup-url`, with the deck's player counts), loaded only for
		// an address with a query: the table page, opened from the menu, never needs them.
		const params = url.search ? await loadSetupLink().catch(() => null) : null;
		if (params?.hasSetupParams(url.searchParams)) {
			const { decodeSetup } = params;
			let decoded = decodeSetup(url.searchParams);
			if (decoded.problems.length > 0)
				decoded = decodeSetup(url.searchParams, $state.snapshot(this.#setup));
			this.#setup = decoded.setup;
			this.#urlProblems = decoded.problems;
			this.#save();
		}
		this.#ready = true;
	}

	/** Set the player count (4–12) and save it. */
	setPlayers(players: number): void {
		this.#change((setup) => {
			setup.players = players;
		});
	}

	/** Set one rule option, e.g. `setOption('print', 'quarantine', 'three-turns')`, and save it. */
	setOption<G extends OptionGroup, K extends keyof RuleOptions[G]>(
		group: G,
		key: K,
		value: RuleOptions[G][K]
	): void {
		this.#change((setup) => {
			(setup.options[group] as RuleOptions[G])[key] = value;
		});
	}

	/** Apply a change and save it; while the remembered setup is read, keep it for after. */
	#change(change: (setup: Setup) => void): void {
		change(this.#setup);
		if (this.#pending) this.#pending.push(change);
		else this.#save();
	}

	/** Forget the notice about a link that could not be read in full. */
	dismissUrlProblems(): void {
		this.#urlProblems = [];
	}

	/** Back to the rulebook game (keeps the player count), and forget the saved variants. */
	async reset(): Promise<void> {
		const players = this.#setup.players;
		this.#setup = { ...defaultSetup(), players };
		this.#urlProblems = [];
		await this.#saved.clear();
		this.#save();
	}

	#save(): void {
		this.#saved.current = $state.snapshot(this.#setup);
	}
}

/** The app's current setup. */
export const setupStore = new SetupStore();
