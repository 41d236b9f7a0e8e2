/**
 * The Host's Table as reactive state: the game being hosted, recorded through the rules
 * (`$lib/island-of-fear/host-game`) and saved in IndexedDB after every action
 * (`$lib/storage/host-games`). The page renders it; it decides nothing itself.
 *
 * - A refused action changes nothing and leaves its refusal in `refusal` for the page to say.
 * - Two tabs never overwrite each other: every write names the revision it was based on. When
 *   another tab wrote first, this tab reads the game as stored and records its own step again on
 *   top of it; both steps are kept (`notice = 'merged'`). Only when the rules refuse the step on
 *   the other tab's game (or it was an undo or redo) is it dropped, and the Host is told
 *   (`notice = 'conflict'`). Other tabs are told of each write (BroadcastChannel) and reload.
 * - A game deleted in another tab is said so (`notice = 'deleted'`); `keep()` saves it again.
 * - Without IndexedDB the game is kept in memory and `notice = 'memory-only'`.
 * - The open game's id is remembered in `localStorage`, so a reload reopens it.
 */
import type { HostAction, HostRefusal, HostSetup } from '$lib/island-of-fear/host-game';
import type { HostGame } from '$lib/island-of-fear/host-log';
import type { HostGameSummary } from '$lib/island-of-fear/storage/db';

type Engine = typeof import('./host-engine');
let engine: Engine | null = null;
/** The rules and the storage, loaded once (after the page is drawn). */
const load = async (): Promise<Engine> => (engine ??= await import('./host-engine'));
/** The loaded engine; only called where a game exists, which needed it loaded. */
const loaded = (): Engine => {
	if (!engine) throw new Error('the Host’s Table engine is not loaded');
	return engine;
};

const CURRENT_KEY = 'island-of-fear:host-game';
const CHANNEL = 'island-of-fear:host-games';

/** What the page tells the Host about storage: another tab's change, or no saving at all. */
export type HostNotice = 'conflict' | 'merged' | 'deleted' | 'memory-only' | 'other-tab' | null;

function remembered(): string | null {
	try {
		return localStorage.getItem(CURRENT_KEY);
	} catch {
		return null;
	}
}

function remember(id: string | null): void {
	try {
		if (id) localStorage.setItem(CURRENT_KEY, id);
		else localStorage.removeItem(CURRENT_KEY);
	} catch {
		// Storage blocked: the game is still saved in IndexedDB, only not reopened by itself.
	}
}

class HostStore {
	/** The game being hosted, or `null` on the start screen. */
	game = $state.raw<HostGame | null>(null);
	/** Saved games, for the start screen. */
	saved = $state.raw<HostGameSummary[]>([]);
	/** True once the remembered game (if any) has been read. */
	ready = $state(false);
	/** True while the game remembered on this device is being opened. */
	opening = $state(false);
	/** The last refusal, until the next accepted action. */
	refusal = $state<HostRefusal | 'log-full' | null>(null);
	notice = $state<HostNotice>(null);

	#id: string | null = null;
	#createdAt = 0;
	#revision: number | null = null;
	#channel: BroadcastChannel | null = null;
	/** Writes, reloads and merges run one after another in this chain. */
	#writing: Promise<unknown> = Promise.resolve();
	/** Raised whenever the game is replaced by the stored one: older pending writes are stale. */
	#epoch = 0;

	/** Read the remembered game, list the saved ones, and listen to other tabs. Browser only. */
	async init(): Promise<void> {
		if (!this.#channel && typeof BroadcastChannel !== 'undefined') {
			this.#channel = new BroadcastChannel(CHANNEL);
			this.#channel.onmessage = (e: MessageEvent<{ id: string; revision: number | null }>) => {
				const { id, revision } = e.data;
				if (id !== this.#id) return;
				// After this tab's own pending writes: a newer revision is read, a deletion said.
				this.#writing = this.#writing
					.then(() => {
						if (revision === null) this.notice = 'deleted';
						else if (revision > (this.#revision ?? 0)) return this.#reload('other-tab');
					})
					.catch(() => undefined);
			};
		}
		const id = remembered();
		if (id) {
			this.opening = true;
			await this.open(id);
			this.opening = false;
		}
		this.saved = await (await import('$lib/island-of-fear/storage/db')).listHostGames();
		this.ready = true;
	}

	/** Open a saved game; false when it cannot be read (it is then forgotten as the current one). */
	async open(id: string): Promise<boolean> {
		const read = await (await load()).readHostGame(id);
		if (!read.ok) {
			if (remembered() === id) remember(null);
			return false;
		}
		this.#id = id;
		this.#createdAt = read.value.createdAt;
		this.#revision = read.value.revision;
		this.game = read.value.game;
		this.refusal = null;
		remember(id);
		return true;
	}

	/** Start a new game (or take an imported one) and save it. */
	async start(setupOrGame: HostSetup | HostGame): Promise<void> {
		const { newLogged, HOST_RULES, HOST_LOG_FORMAT, HOST_LOG_VERSION } = await load();
		const game =
			'seats' in setupOrGame
				? newLogged(HOST_RULES, {
						format: HOST_LOG_FORMAT,
						version: HOST_LOG_VERSION,
						setup: setupOrGame
					})
				: setupOrGame;
		this.#id = crypto.randomUUID();
		this.#createdAt = Date.now();
		this.#revision = null;
		this.game = game;
		this.refusal = null;
		this.notice = null;
		remember(this.#id);
		await this.#save();
	}

	/** Record an action; returns the refusal, or `null` when it was recorded. */
	act(action: HostAction): HostRefusal | 'log-full' | null {
		if (!this.game) return 'wrong-phase';
		const { record, HOST_RULES, MAX_ACTIONS } = loaded();
		const r = record(HOST_RULES, this.game, action, MAX_ACTIONS);
		if (!r.ok) {
			this.refusal = r.error;
			return r.error;
		}
		this.refusal = null;
		this.game = r.value;
		void this.#save(action);
		return null;
	}

	/** Undo the last action. */
	undo(): void {
		if (!this.game) return;
		this.game = loaded().undoLogged(loaded().HOST_RULES, this.game);
		this.refusal = null;
		void this.#save();
	}

	/** Redo the next undone action. */
	redo(): void {
		if (!this.game) return;
		this.game = loaded().redoLogged(loaded().HOST_RULES, this.game);
		this.refusal = null;
		void this.#save();
	}

	/** Back to the start screen (the game stays saved). */
	async close(): Promise<void> {
		await this.#writing;
		this.game = null;
		this.#id = null;
		remember(null);
		this.saved = await (await import('$lib/island-of-fear/storage/db')).listHostGames();
	}

	/** Delete a saved game (other tabs showing it are told). */
	async remove(id: string): Promise<void> {
		await (await import('$lib/island-of-fear/storage/db')).deleteHostGame(id);
		this.#channel?.postMessage({ id, revision: null });
		this.saved = await (await import('$lib/island-of-fear/storage/db')).listHostGames();
	}

	/** Save again the game deleted in another tab, as it stands here. */
	keep(): Promise<unknown> {
		this.#revision = null;
		this.notice = null;
		return this.#save();
	}

	/** The open game's id (keys what the page keeps per game, such as the night's step). */
	get id(): string | null {
		return this.#id;
	}

	/** The log to export: the actions in force. */
	exportLog() {
		return this.game ? loaded().logInForce(this.game) : null;
	}

	/**
	 * Save the game as it is now, after `action` (none for undo, redo and a new game). Saves run
	 * one after another, each based on the revision the last one gave.
	 */
	#save(action?: HostAction): Promise<unknown> {
		const id = this.#id;
		const game = this.game;
		const epoch = this.#epoch;
		if (!id || !game) return this.#writing;
		this.#writing = this.#writing
			.then(async () => {
				// The game was replaced by the stored one since this step: record the step on it.
				if (epoch !== this.#epoch) return this.#merge(action);
				const r = await (
					await load()
				).writeHostGame({
					id,
					createdAt: this.#createdAt,
					game,
					base: this.#revision
				});
				if (r.ok) this.#saved(id, r.value);
				else if (r.error.code === 'conflict') await this.#merge(action);
				else if (r.error.code === 'missing') this.notice = 'deleted';
				else if (r.error.code === 'unavailable') this.notice = 'memory-only';
			})
			.catch(() => undefined);
		return this.#writing;
	}

	#saved(id: string, revision: number): void {
		this.#revision = revision;
		if (this.notice === 'memory-only') this.notice = null;
		this.#channel?.postMessage({ id, revision });
	}

	/**
	 * Another tab wrote first: read the game as stored and record `action` on it again. Kept when
	 * the rules accept it there (`merged`); otherwise, or for an undo or redo, the stored game is
	 * shown and the Host told (`conflict`).
	 */
	async #merge(action?: HostAction): Promise<void> {
		const id = this.#id;
		if (!id) return;
		for (let attempt = 0; attempt < 3; attempt++) {
			const read = await (await load()).readHostGame(id);
			if (!read.ok) return;
			this.#epoch += 1;
			this.#revision = read.value.revision;
			const { record, HOST_RULES, MAX_ACTIONS } = loaded();
			const merged = action ? record(HOST_RULES, read.value.game, action, MAX_ACTIONS) : null;
			if (!merged?.ok) {
				this.game = read.value.game;
				this.notice = 'conflict';
				return;
			}
			this.game = merged.value;
			const r = await (
				await load()
			).writeHostGame({
				id,
				createdAt: this.#createdAt,
				game: merged.value,
				base: read.value.revision
			});
			if (r.ok) {
				this.#saved(id, r.value);
				this.notice = 'merged';
				return;
			}
			if (r.error.code !== 'conflict') return;
		}
	}

	/** Read the game again as stored, after another tab wrote it. */
	async #reload(why: 'conflict' | 'other-tab'): Promise<void> {
		if (!this.#id) return;
		const read = await (await load()).readHostGame(this.#id);
		if (!read.ok) return;
		this.#epoch += 1;
		this.#revision = read.value.revision;
		this.game = read.value.game;
		this.notice = why;
	}
}

/** The Host's Table of this page. */
export const hostStore = new HostStore();
