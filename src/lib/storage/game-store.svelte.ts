/**
 * The game being played, as reactive state over the engine's `Game` (log + cursor + state),
 * written to IndexedDB before any change is shown. When IndexedDB is unavailable or a write
 * fails, the game goes on in memory and `durable` turns false so the page can say so.
 */
import {
	canRedo,
	canUndo,
	newGame,
	play,
	redo,
	undo,
	type Game,
	type Refusal,
	type TableAction,
	type TableEvent,
	type TableSetup
} from '$lib/stay-away/table';
import { openDatabase } from './db';
import { deleteGame, importText, listGames, loadGame, newGameId, saveGame, toRecord, type GameSummary, type ImportError } from './games';

const LAST_GAME_KEY = 'lastGame';

class GameStore {
	/** The open game, or `null` on the start screen. */
	game = $state.raw<Game | null>(null);
	/** Saved games, most recent first. */
	saved = $state.raw<GameSummary[]>([]);
	/** False when the last write could not be stored durably (in-memory only). */
	durable = $state(true);
	/** True while a write is in flight; actions wait for it. */
	busy = $state(false);
	/** True once the saved games have been read. */
	ready = $state(false);
	#id: string | null = null;
	#createdAt = 0;

	/**
	 * Reopen the last game played, if any, then read the list of saved games. The open game is
	 * shown first: listing replays every saved log, which a game in progress does not need.
	 */
	async init(): Promise<void> {
		const db = await openDatabase();
		this.durable = db !== null;
		if (!this.game) {
			let last: string | null = null;
			try {
				last = db ? ((await db.get('settings', LAST_GAME_KEY)) as string | undefined) ?? null : null;
			} catch {
				last = null;
			}
			if (last) await this.open(last);
		}
		// The start screen shows the saved games, so it waits for the list; a game does not.
		if (this.game) this.ready = true;
		this.saved = await listGames(db);
		this.ready = true;
	}

	/** The id of the open game. */
	get id(): string | null {
		return this.#id;
	}

	/** Start and save a new game. Returns the setup error, if the engine refused the setup. */
	async start(setup: TableSetup): Promise<{ ok: true } | { ok: false; code: string }> {
		const created = newGame(setup);
		if (!created.ok) return { ok: false, code: created.error.code };
		this.#id = newGameId();
		this.#createdAt = Date.now();
		await this.#commit(created.state);
		// Ask the browser not to evict saved games when the device runs short of space (granted
		// silently to installed apps in Chromium; a refusal changes nothing).
		void navigator.storage?.persist?.().catch(() => false);
		return { ok: true };
	}

	/** Open a saved game by id. Resolves false when it is missing or damaged. */
	async open(id: string): Promise<boolean> {
		const loaded = await loadGame(await openDatabase(), id);
		if (!loaded) return false;
		this.#id = id;
		this.#createdAt = loaded.record.createdAt;
		this.game = loaded.game;
		await this.#rememberLast(id);
		return true;
	}

	/** Back to the start screen (the game stays saved). */
	async close(): Promise<void> {
		this.game = null;
		this.#id = null;
		await this.#rememberLast(null);
		this.saved = await listGames(await openDatabase());
	}

	/**
	 * Record an action. It is saved before the state changes on screen; an illegal action is
	 * refused with the engine's reason and nothing changes.
	 */
	async record(action: TableAction): Promise<{ ok: true; events: readonly TableEvent[] } | { ok: false; refusal: Refusal }> {
		if (!this.game) return { ok: false, refusal: { reason: 'invalid-action' } as Refusal };
		const result = play(this.game, action);
		if (!result.ok) return result;
		await this.#commit(result.game);
		return { ok: true, events: result.events };
	}

	/** Undo the last action in force (kept for redo). */
	async undo(): Promise<void> {
		if (this.game && canUndo(this.game)) await this.#commit(undo(this.game));
	}

	/** Redo the next undone action. */
	async redo(): Promise<void> {
		if (this.game && canRedo(this.game)) await this.#commit(redo(this.game));
	}

	/** Import a game file's text; on success it is saved and opened. Changes nothing on failure. */
	async import(text: string): Promise<{ ok: true } | { ok: false; error: ImportError }> {
		const result = importText(text);
		if (!result.ok) return result;
		this.#id = newGameId();
		this.#createdAt = Date.now();
		await this.#commit(result.game);
		return { ok: true };
	}

	/** Delete a saved game (closing it if it is open). */
	async remove(id: string): Promise<void> {
		const db = await openDatabase();
		await deleteGame(db, id);
		if (this.#id === id) {
			this.game = null;
			this.#id = null;
			await this.#rememberLast(null);
		}
		this.saved = await listGames(db);
	}

	async #commit(game: Game): Promise<void> {
		this.busy = true;
		try {
			const db = await openDatabase();
			const id = this.#id ?? newGameId();
			this.#id = id;
			this.durable = await saveGame(db, toRecord(id, game, this.#createdAt));
			await this.#rememberLast(id);
		} finally {
			// Shown only after the write has settled (stored, or known to be memory-only).
			this.game = game;
			this.busy = false;
		}
	}

	async #rememberLast(id: string | null): Promise<void> {
		const db = await openDatabase();
		if (!db) return;
		try {
			if (id) await db.put('settings', id, LAST_GAME_KEY);
			else await db.delete('settings', LAST_GAME_KEY);
		} catch {
			// Resuming the last game is a convenience; the game itself is saved.
		}
	}
}

/** The app's open game. */
export const gameStore = new GameStore();
