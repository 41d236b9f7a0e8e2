/**
 * A value remembered in the browser, as reactive state: the one helper for everything the app keeps
 * between visits, whatever the storage.
 * - `local`: `localStorage` (read at once, so it can decide the first render: the language);
 * - `session`: `sessionStorage` (this tab only: the dealing checklist's ticks);
 * - `idb`: the `settings` store of a game's IndexedDB database (Stay Away!'s setup), read by
 *   `load()`; the game hands over its database's opener (`database`).
 *
 * Every stored value is checked with `parse` before use: a damaged or outdated value is ignored
 * and the initial value kept. Setting `current` saves it; `durable` turns false when the storage
 * refused (blocked, full, private mode), and the value then lasts for this visit only. Never throws.
 */

/**
 * A database with a `settings` object store of out-of-line string keys: what an `idb` value needs.
 * Resolves `null` when IndexedDB is unavailable.
 */
export interface SettingsDatabase {
	get(store: 'settings', key: string): Promise<unknown>;
	put(store: 'settings', value: unknown, key: string): Promise<unknown>;
	delete(store: 'settings', key: string): Promise<void>;
}

/** Where a value is kept. */
export type Storage = 'local' | 'session' | 'idb';

/**
 * Options of a {@link Persisted} value: where it is kept, and `parse`, the value from what was
 * stored or `null` when that is not a valid value. Web storage is read at once, so its `parse`
 * answers at once; IndexedDB is read by `load()`, so its `parse` may be asynchronous (a validator
 * loaded only when there is something to check, kept out of the page's first download).
 */
export type PersistedOptions<T> =
	| { storage: 'local' | 'session'; parse: (stored: unknown) => T | null }
	| {
			storage: 'idb';
			/** Opens the database (loaded only by values kept there: a page that keeps none never loads idb). */
			database: () => Promise<SettingsDatabase | null>;
			/**
			 * Whether the database exists yet. Where it resolves `false`, `load()` reads nothing and
			 * keeps the initial value, without opening (creating) the database; the first save does.
			 * Absent: the database is always opened.
			 */
			exists?: () => Promise<boolean>;
			parse: (stored: unknown) => T | null | Promise<T | null>;
	  };

function webStorage(kind: 'local' | 'session'): globalThis.Storage | null {
	try {
		return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
	} catch {
		return null; // Blocked (some private modes, sandboxed frames).
	}
}

/** A remembered value of type `T` under `key`. */
export class Persisted<T> {
	#value = $state.raw<T>() as T;
	#durable = $state(true);
	#ready = $state(false);
	readonly #key: string;
	readonly #initial: T;
	readonly #options: PersistedOptions<T>;

	constructor(key: string, initial: T, options: PersistedOptions<T>) {
		this.#key = key;
		this.#initial = initial;
		this.#options = options;
		this.#value = initial;
		if (options.storage !== 'idb') this.#readWeb(options);
	}

	/** The value (the initial one until a stored one is read). */
	get current(): T {
		return this.#value;
	}

	/** Set the value and save it. */
	set current(value: T) {
		this.#value = value;
		void this.#save(value);
	}

	/** False when the last save was refused: the value lasts for this visit only. */
	get durable(): boolean {
		return this.#durable;
	}

	/** True once the stored value has been read (at once for `local` and `session`). */
	get ready(): boolean {
		return this.#ready;
	}

	/** Read the stored value (IndexedDB; a no-op for web storage, read when created). */
	async load(): Promise<void> {
		if (this.#options.storage === 'idb' && (await (this.#options.exists?.() ?? true))) {
			const db = await this.#options.database();
			this.#durable = db !== null;
			try {
				const stored = db ? await db.get('settings', this.#key) : undefined;
				const parsed = stored === undefined ? null : await this.#options.parse(stored);
				if (parsed !== null) this.#value = parsed;
			} catch {
				// Unreadable: keep the initial value.
			}
		}
		this.#ready = true;
	}

	/** Forget the stored value and go back to the initial one. */
	async clear(): Promise<void> {
		this.#value = this.#initial;
		if (this.#options.storage === 'idb') {
			try {
				await (await this.#options.database())?.delete('settings', this.#key);
			} catch {
				// Nothing to do: the value is back to the initial one anyway.
			}
		} else {
			try {
				webStorage(this.#options.storage)?.removeItem(this.#key);
			} catch {
				// Blocked storage: nothing was stored.
			}
		}
	}

	#readWeb(options: Extract<PersistedOptions<T>, { storage: 'local' | 'session' }>): void {
		const storage = webStorage(options.storage);
		let raw: string | null;
		try {
			raw = storage?.getItem(this.#key) ?? null;
		} catch {
			raw = null;
		}
		if (raw !== null) {
			let stored: unknown = raw;
			try {
				stored = JSON.parse(raw);
			} catch {
				// A plain string stored before values were JSON (e.g. the language "de").
			}
			const parsed = options.parse(stored);
			if (parsed !== null) this.#value = parsed;
		}
		this.#ready = true;
	}

	async #save(value: T): Promise<void> {
		const plain = $state.snapshot(value) as T;
		if (this.#options.storage === 'idb') {
			const db = await this.#options.database();
			try {
				if (!db) throw new Error('no database');
				await db.put('settings', structuredClone(plain), this.#key);
				this.#durable = true;
			} catch {
				this.#durable = false;
			}
			return;
		}
		try {
			const storage = webStorage(this.#options.storage);
			if (!storage) throw new Error('no storage');
			storage.setItem(this.#key, JSON.stringify(plain));
			this.#durable = true;
		} catch {
			this.#durable = false;
		}
	}
}
