/**
 * The Host's Table as reactive state: the game being hosted, recorded through the rules
 * (`$lib/island-of-fear/host-game`) and saved in IndexedDB after every action
 * (`../storage/games`, over `$lib/storage/synced-game.svelte`). The page renders it; it decides
 * nothing itself.
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
 *
 * The queue, the revision check, the other tabs and the memory fallback are the generic sync
 * layer's (`$lib/storage/synced-game.svelte`); this store keeps the game shown (changed at once,
 * saved after) and its policy for a lost write: record it again on the other tab's game.
 */
import { err, ok } from '$lib/result';
import { namedChannel, SyncedGame } from '$lib/storage/synced-game.svelte';
import type { HostAction, HostRefusal, HostSetup } from '$lib/island-of-fear/host-game';
import type { HostGame } from '$lib/island-of-fear/host-log';
import type { HostGameSummary } from '$lib/island-of-fear/storage/db';
import type { HostStoreError } from '$lib/island-of-fear/storage/games';

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

/** Island of Fear's storage (its database is loaded with the start screen's list). */
const database = () => import('$lib/island-of-fear/storage/db');

/** A stored game as read: the game, its revision and when it was created (ms since the epoch). */
interface Opened {
	game: HostGame;
	revision: number;
	createdAt: number;
}

/** What the page tells the Host about storage: another tab's change, or no saving at all. */
export type HostNotice =
	'conflict' | 'merged' | 'deleted' | 'memory-only' | 'other-tab' | 'names-shortened' | null;

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
	/** With `notice = 'conflict'`: this tab's step that lost to another tab's, or `null` (an undo or redo). */
	lost = $state.raw<HostAction | null>(null);
	/** With `notice = 'names-shortened'`: the seats (0-based) whose imported names were shortened. */
	shortened = $state.raw<readonly number[]>([]);

	#createdAt = 0;
	/** The open game's id, revision, queue (writes, reloads and merges) and channel. */
	readonly #sync = new SyncedGame<HostGame, void, Opened, HostStoreError>({
		storage: {
			read: async (id) => (await load()).readHostGame(id),
			write: async (id, game, { base }) => {
				const r = await (
					await load()
				).writeHostGame({
					id,
					createdAt: this.#createdAt,
					game,
					base
				});
				if (r.ok) return ok({ revision: r.value });
				const { code } = r.error;
				if (code === 'conflict') return err({ code });
				return err({ code: code === 'missing' ? 'deleted' : 'unavailable' } as const);
			},
			remove: async (id) => (await database()).deleteHostGame(id)
		},
		channel: namedChannel(CHANNEL),
		on: {
			// After this tab's own pending writes: a newer revision is read, a deletion said.
			changedElsewhere: (read) => {
				if (!read.ok) return;
				this.game = read.value.game;
				this.notice = 'other-tab';
			},
			deletedElsewhere: () => {
				this.notice = 'deleted';
			}
		}
	});

	/** Read the remembered game, list the saved ones, and listen to other tabs. Browser only. */
	async init(): Promise<void> {
		this.#sync.listen();
		const id = remembered();
		if (id) {
			this.opening = true;
			await this.open(id);
			this.opening = false;
		}
		this.saved = await (await database()).listHostGames();
		this.ready = true;
	}

	/** Open a saved game; false when it cannot be read (it is then forgotten as the current one). */
	async open(id: string): Promise<boolean> {
		const read = await this.#sync.open(id);
		if (!read.ok) {
			if (remembered() === id) remember(null);
			return false;
		}
		this.#createdAt = read.value.createdAt;
		this.game = read.value.game;
		this.refusal = null;
		remember(id);
		return true;
	}

	/**
	 * Start a new game (or take an imported one) and save it; `shortened` (an import's seats whose
	 * names were shortened to fit) shows the notice `names-shortened`.
	 */
	async start(setupOrGame: HostSetup | HostGame, shortened: readonly number[] = []): Promise<void> {
		const { newLogged, HOST_RULES, HOST_LOG_FORMAT, HOST_LOG_VERSION } = await load();
		const game =
			'seats' in setupOrGame
				? newLogged(HOST_RULES, {
						format: HOST_LOG_FORMAT,
						version: HOST_LOG_VERSION,
						setup: setupOrGame
					})
				: setupOrGame;
		const id = crypto.randomUUID();
		this.#sync.adopt(id, null);
		this.#createdAt = Date.now();
		this.game = game;
		this.refusal = null;
		this.notice = shortened.length ? 'names-shortened' : null;
		this.shortened = shortened;
		remember(id);
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

	/**
	 * Record again the step a `conflict` notice says was lost, on the game as it is now: returns
	 * `null` when recorded (the notice is cleared), else the refusal, kept in {@link refusal} for
	 * the page to word with the rules' refusal messages.
	 */
	recordAgain(): HostRefusal | 'log-full' | null {
		const action = this.lost;
		if (!action) return 'wrong-phase';
		const refused = this.act(action);
		if (refused === null) {
			this.lost = null;
			this.notice = null;
		}
		return refused;
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
		await this.#sync.whenIdle();
		this.game = null;
		this.#sync.close();
		remember(null);
		this.saved = await (await database()).listHostGames();
	}

	/** Delete a saved game (other tabs showing it are told). */
	async remove(id: string): Promise<void> {
		await this.#sync.remove(id);
		this.saved = await (await database()).listHostGames();
	}

	/** Save again the game deleted in another tab, as it stands here. */
	keep(): Promise<unknown> {
		this.#sync.storeAnew();
		this.notice = null;
		return this.#save();
	}

	/** The open game's id (keys what the page keeps per game, such as the night's step). */
	get id(): string | null {
		return this.#sync.id;
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
		const id = this.#sync.id;
		const game = this.game;
		const generation = this.#sync.generation;
		if (!id || !game) return this.#sync.whenIdle();
		return this.#sync
			.enqueue(async () => {
				if (this.#sync.id !== id) return;
				// The game was replaced by the stored one since this step: record the step on it.
				if (generation !== this.#sync.generation) return this.#merge(action);
				const saved = await this.#sync.save(game);
				if (saved.kind === 'saved') this.#saved();
				else if (saved.kind === 'conflict') await this.#merge(action);
				else if (saved.kind === 'deleted') this.notice = 'deleted';
				else this.notice = 'memory-only';
			})
			.catch(() => undefined);
	}

	#saved(): void {
		if (this.notice === 'memory-only') this.notice = null;
	}

	/**
	 * Another tab wrote first: read the game as stored and record `action` on it again. Kept when
	 * the rules accept it there (`merged`); otherwise, or for an undo or redo, the stored game is
	 * shown and the Host told (`conflict`).
	 */
	async #merge(action?: HostAction): Promise<void> {
		for (let attempt = 0; attempt < 3; attempt++) {
			const read = await this.#sync.reload();
			if (!read.ok) return;
			const { record, HOST_RULES, MAX_ACTIONS } = loaded();
			const merged = action ? record(HOST_RULES, read.value.game, action, MAX_ACTIONS) : null;
			if (!merged?.ok) {
				this.game = read.value.game;
				this.notice = 'conflict';
				// The step that lost, and why the rules refuse it on the stored game.
				this.lost = action ?? null;
				this.refusal = merged && !merged.ok ? merged.error : null;
				return;
			}
			this.game = merged.value;
			const saved = await this.#sync.save(merged.value);
			if (saved.kind === 'saved') {
				this.#saved();
				this.notice = 'merged';
				return;
			}
			if (saved.kind !== 'conflict') return;
		}
	}
}

/** The Host's Table of this page. */
export const hostStore = new HostStore();
