/**
 * The Host's Table as reactive state: the game being hosted, recorded through the rules
 * (`$lib/island-of-fear/host-game`) and saved in IndexedDB after every action
 * (`$lib/storage/host-games`). The page renders it; it decides nothing itself.
 *
 * - A refused action changes nothing and leaves its refusal in `refusal` for the page to say.
 * - A write refused because another tab wrote first reloads the game as stored and says so
 *   (`notice = 'conflict'`): the action this tab tried is not lost unseen, the Host sees the other
 *   tab's game and records it again. Other tabs are told of each write (BroadcastChannel) and
 *   reload at once.
 * - Without IndexedDB the game is kept in memory and `notice = 'memory-only'`.
 * - The open game's id is remembered in `localStorage`, so a reload reopens it.
 */
import { logInForce, newLogged, record, redoLogged, undoLogged } from '$lib/action-log';
import {
	HOST_LOG_FORMAT,
	HOST_LOG_VERSION,
	HOST_RULES,
	MAX_ACTIONS,
	type HostAction,
	type HostRefusal,
	type HostSetup
} from '$lib/island-of-fear/host-game';
import type { HostGame } from '$lib/island-of-fear/host-log';
import {
	deleteHostGame,
	listHostGames,
	readHostGame,
	writeHostGame,
	type HostGameSummary
} from '$lib/storage/host-games';

const CURRENT_KEY = 'island-of-fear:host-game';
const CHANNEL = 'island-of-fear:host-games';

/** What the page tells the Host about storage: another tab's change, or no saving at all. */
export type HostNotice = 'conflict' | 'memory-only' | 'other-tab' | null;

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
	/** The last refusal, until the next accepted action. */
	refusal = $state<HostRefusal | 'log-full' | null>(null);
	notice = $state<HostNotice>(null);

	#id: string | null = null;
	#createdAt = 0;
	#revision: number | null = null;
	#channel: BroadcastChannel | null = null;
	#writing: Promise<unknown> = Promise.resolve();

	/** Read the remembered game, list the saved ones, and listen to other tabs. Browser only. */
	async init(): Promise<void> {
		if (!this.#channel && typeof BroadcastChannel !== 'undefined') {
			this.#channel = new BroadcastChannel(CHANNEL);
			this.#channel.onmessage = (e: MessageEvent<{ id: string; revision: number }>) => {
				if (e.data.id === this.#id && e.data.revision !== this.#revision)
					void this.#reload('other-tab');
			};
		}
		const id = remembered();
		if (id) await this.open(id);
		this.saved = await listHostGames();
		this.ready = true;
	}

	/** Open a saved game; false when it cannot be read (it is then forgotten as the current one). */
	async open(id: string): Promise<boolean> {
		const read = await readHostGame(id);
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
		const r = record(HOST_RULES, this.game, action, MAX_ACTIONS);
		if (!r.ok) {
			this.refusal = r.error;
			return r.error;
		}
		this.refusal = null;
		this.game = r.value;
		void this.#save();
		return null;
	}

	/** Undo the last action. */
	undo(): void {
		if (!this.game) return;
		this.game = undoLogged(HOST_RULES, this.game);
		this.refusal = null;
		void this.#save();
	}

	/** Redo the next undone action. */
	redo(): void {
		if (!this.game) return;
		this.game = redoLogged(HOST_RULES, this.game);
		this.refusal = null;
		void this.#save();
	}

	/** Back to the start screen (the game stays saved). */
	async close(): Promise<void> {
		await this.#writing;
		this.game = null;
		this.#id = null;
		remember(null);
		this.saved = await listHostGames();
	}

	/** Delete a saved game. */
	async remove(id: string): Promise<void> {
		await deleteHostGame(id);
		this.saved = await listHostGames();
	}

	/** The log to export: the actions in force. */
	exportLog() {
		return this.game ? logInForce(this.game) : null;
	}

	/** Saves run one after another, each based on the revision the last one gave. */
	#save(): Promise<unknown> {
		const id = this.#id;
		const game = this.game;
		if (!id || !game) return this.#writing;
		this.#writing = this.#writing.then(async () => {
			const r = await writeHostGame({ id, createdAt: this.#createdAt, game, base: this.#revision });
			if (r.ok) {
				this.#revision = r.value;
				if (this.notice === 'memory-only') this.notice = null;
				this.#channel?.postMessage({ id, revision: r.value });
			} else if (r.error.code === 'conflict') {
				await this.#reload('conflict');
			} else if (r.error.code === 'unavailable') {
				this.notice = 'memory-only';
			}
		});
		return this.#writing;
	}

	/** Read the game again as stored, after another tab wrote it. */
	async #reload(why: 'conflict' | 'other-tab'): Promise<void> {
		if (!this.#id) return;
		const read = await readHostGame(this.#id);
		if (!read.ok) return;
		this.#revision = read.value.revision;
		this.game = read.value.game;
		this.notice = why;
	}
}

/** The Host's Table of this page. */
export const hostStore = new HostStore();
