/**
 * The game being played, as reactive state over the engine's `Game` (log + cursor + state).
 *
 * What it guarantees:
 * - **One action at a time.** Recordings, undo and redo go through one queue: each is applied to
 *   the result of the one before and saved in that order. `busy` is true while one is in flight,
 *   so the page can disable its controls.
 * - **A double tap records once.** The same action asked for twice within {@link DOUBLE_TAP_MS} is
 *   refused with `duplicate`. For that long after any recording, `settling` is also true: the page
 *   marks its controls unavailable and ignores taps on them, so a second tap that lands on another
 *   control (a sheet closing under the finger) does nothing either.
 * - **Tabs agree.** Every write names the revision it was based on; a write that another tab has
 *   overtaken is refused in the same IndexedDB transaction (`conflict`), the game is read again and
 *   the page is told which action was not recorded. After every write the other tabs are told at
 *   once (BroadcastChannel) and read the game again; a game deleted in one tab closes in the others.
 * - **Saved before shown.** A change appears once IndexedDB has committed it. When IndexedDB is
 *   unavailable or a write fails, the game goes on in memory and `durable` turns false so the page
 *   can say so; the next write that works stores the whole game again.
 * - **Long games stay fast.** Reading and importing a game are sliced into short tasks; the log
 *   view reads `entries`, the latest actions only (more on request with `showOlder`), kept up to
 *   date step by step rather than replayed.
 *
 * The queue, the revision check, the other tabs and the memory fallback are the generic sync
 * layer's (`$lib/storage/synced-game.svelte`); this store keeps the game, its log window, the
 * double-tap guard and its policy for a lost write: it is not recorded, and the page is told.
 */
import { err, ok, type Result } from '$lib/result';
import { broadcast, SyncedGame, type Closed } from '$lib/storage/synced-game.svelte';
import type {
	Game,
	LogEntry,
	Refusal,
	TableAction,
	TableEvent,
	TableSetup
} from '$lib/stay-away/table';
import type { StayAwayDb } from '../storage/db';
import { databaseExists } from '../storage/db-exists';
import { saveOutline } from '../storage/table-outline';
import type { ImportedGame, ImportError } from '../storage/game-files';
import type { GameList, GameWrite, ReadError, UnreadableReason } from '../storage/games';

/** The start screen's list of saved games (list, delete, export as stored), loaded with it. */
const list = () => import('../storage/game-list');
/**
 * Reading and writing one game, loaded with the first game read or started: the start screen lists
 * the saved games without it (issue 41).
 */
const games = () => import('../storage/games');
/** Importing a game's file, which needs the engine's schema: loaded the first time it is used. */
const files = () => import('../storage/game-files');

/**
 * The engine's recording, undo, redo (with the action log's steps) and log window, loaded with the
 * first game started or read: a first visit's start screen does without it (issue 41). Once
 * loaded, a call costs a microtask.
 */
const engine = () => import('../table/recording');

const LAST_GAME_KEY = 'lastGame';

/**
 * The same action asked for again within this many milliseconds is taken for a double tap (phones
 * count two taps within about 300 ms as one double tap; a player tapping on purpose, for instance
 * to catch up on turns, taps more slowly).
 */
export const DOUBLE_TAP_MS = 500;

/** How many log entries the log view starts with, and how many more `showOlder` adds. */
export const LOG_PAGE = 50;

/** A log entry with the turn during which its action was recorded. */
export type LogLine = LogEntry & { readonly turn: number };

/** Why a recording (or undo, redo) did not happen. */
export type RecordError =
	| { kind: 'refused'; refusal: Refusal }
	| { kind: 'duplicate' }
	| { kind: 'conflict' }
	| { kind: 'deleted' }
	| { kind: 'no-game' };

/**
 * Something the page should say about the game that the player did not do here:
 * - `conflict`: another tab recorded first; the game was read again, and `lost` was not recorded;
 * - `changed-elsewhere`: another tab recorded an action; this tab now shows it;
 * - `deleted-elsewhere`: the game was deleted in another tab and closed here;
 * - `unreadable`: the game could not be opened;
 * - `names-shortened`: an imported file's names too long for the form were shortened (`names`,
 *   as shortened).
 */
export type StoreNotice =
	| { kind: 'conflict'; lost: TableAction | 'undo' | 'redo' }
	| { kind: 'changed-elsewhere' }
	| { kind: 'deleted-elsewhere' }
	| { kind: 'unreadable'; reason: UnreadableReason }
	| { kind: 'names-shortened'; names: readonly string[] };

/** A saved game as read: the game, its revision and when it was created (ms since the epoch). */
interface Opened {
	game: Game;
	revision: number;
	createdAt: number;
}

/** What the store needs from outside; the defaults are the browser's. Tests pass their own. */
export interface GameStoreDeps {
	openDb: () => Promise<StayAwayDb | null>;
	/**
	 * Whether the database exists yet (`databaseExists`): where it does not, nothing is read and
	 * the first save creates it. A store given its own `openDb` (tests) reads through it always.
	 */
	stored: () => Promise<boolean>;
	channel: () => BroadcastChannel | null;
	now: () => number;
}

const browserDeps: GameStoreDeps = {
	// The database code (and idb) load with the first read, as the other stores' do: the table
	// page draws its start panel without them.
	openDb: async () => (await import('../storage/db')).openDatabase(),
	stored: databaseExists,
	channel: () =>
		typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('stay-away:games'),
	now: () => performance.now()
};

export class GameStore {
	#current = $state.raw<Game | null>(null);
	/**
	 * The open game. Each change also stores the table's outline beside it (`saveOutline`), which
	 * /table draws before its scripts and the database have loaded; no game removes it.
	 */
	get #game(): Game | null {
		return this.#current;
	}
	set #game(game: Game | null) {
		this.#current = game;
		saveOutline(game?.state ?? null);
	}
	#saved = $state.raw<GameList>({ games: [], unreadable: [] });
	#ready = $state(false);
	#notice = $state.raw<StoreNotice | null>(null);
	#entries = $state.raw<LogLine[]>([]);
	#logSize = $state(LOG_PAGE);
	#settling = $state(false);
	/** When the last recording was tapped, and when a change from another tab arrived (ms, performance clock). */
	#tapAt = -Infinity;
	#changedAt = -Infinity;
	#settleTimer: ReturnType<typeof setTimeout> | undefined;

	#createdAt = 0;
	/** The reading of {@link init} under way, if one is. */
	#initializing: Promise<void> | null = null;
	#last: { key: string; at: number } | null = null;
	readonly #deps: GameStoreDeps;
	/** The open game's id, revision, queue and channel (see the module comment). */
	readonly #sync: SyncedGame<Game, GameWrite, Opened, ReadError>;

	constructor(deps: Partial<GameStoreDeps> = {}) {
		const own = deps.openDb && !deps.stored ? { stored: async () => true } : {};
		this.#deps = { ...browserDeps, ...own, ...deps };
		const db = () => this.#deps.openDb();
		this.#sync = new SyncedGame({
			storage: {
				read: async (id) => {
					const { readGame } = await games();
					const read = await readGame(await db(), id);
					if (!read.ok) return read;
					const { record, game } = read.value;
					return ok({ game, revision: record.revision, createdAt: record.createdAt });
				},
				write: async (id, game, { base, change, whole, at }) => {
					const { writeGame } = await games();
					const written = await writeGame(await db(), {
						id,
						createdAt: this.#createdAt,
						game,
						base,
						change: whole ? { kind: 'all' } : change,
						now: at
					});
					return written.ok ? ok({ revision: written.value.revision }) : written;
				},
				remove: async (id) => (await list()).deleteGame(await db(), id),
				// A device without the database yet can create it: the first write finds out.
				available: async () => !(await this.#deps.stored()) || (await db()) !== null
			},
			channel: broadcast(this.#deps.channel),
			on: {
				changedElsewhere: async (read) => {
					await this.#reloaded(read);
					// A tap turned away while this change was read keeps its own notice.
					if (this.#notice?.kind !== 'conflict') this.#notice = { kind: 'changed-elsewhere' };
					this.#settle(true);
				},
				deletedElsewhere: () => {
					this.#closeGame();
					this.#notice = { kind: 'deleted-elsewhere' };
					this.#settle(true);
				},
				// The start screen lists the saved games again after any message.
				heard: async () => {
					if (!this.#game) await this.#list();
				}
			}
		});
	}

	/** The open game, or `null` on the start screen. */
	get game(): Game | null {
		return this.#game;
	}
	/** The id of the open game. */
	get id(): string | null {
		return this.#sync.id;
	}
	/** Saved games, most recent first, and those that cannot be read. */
	get saved(): GameList {
		return this.#saved;
	}
	/** False when the last write could not be stored durably (in memory only). */
	get durable(): boolean {
		return this.#sync.durable;
	}
	/** True while an action is being stored; recording controls should wait. */
	get busy(): boolean {
		return this.#sync.busy;
	}
	/** True once the last game (or the list of saved games) has been read. */
	get ready(): boolean {
		return this.#ready;
	}
	/** What the page should say about a change it did not make (see {@link StoreNotice}). */
	get notice(): StoreNotice | null {
		return this.#notice;
	}
	/** The latest log entries in force, oldest first (at most the requested number). */
	get entries(): readonly LogLine[] {
		return this.#entries;
	}
	/** True for {@link DOUBLE_TAP_MS} after a recording was asked for: taps now are taken for a double tap. */
	get settling(): boolean {
		return this.#settling;
	}

	/**
	 * Whether a tap made at `at` (an input event's `timeStamp`) should do nothing: an action is being
	 * stored, or the tap came within {@link DOUBLE_TAP_MS} of the last recording's tap or of a change
	 * that arrived from another tab (the screen moved under the finger). Judged by when the tap was
	 * made, so a busy page that handles two taps late still tells a double tap.
	 */
	ignoresTap(at: number): boolean {
		return this.busy || at - this.#tapAt < DOUBLE_TAP_MS || at - this.#changedAt < DOUBLE_TAP_MS;
	}
	/** True when older log entries exist than those in {@link entries}. */
	get hasOlder(): boolean {
		return (this.#entries[0]?.index ?? 0) > 0;
	}

	/**
	 * A tap meant to record `action` that {@link ignoresTap} turned away at `at`: when it was
	 * because another tab's change had just arrived (the player tapped the table as it was), the
	 * notice becomes `conflict` naming `action`, so the page says the tap was not recorded and
	 * offers {@link recordAgain}. Returns whether it did; a double tap, or a tap while this tab's
	 * own recording is stored, is not a lost tap and changes nothing.
	 */
	tapLost(action: TableAction, at: number): boolean {
		if (!this.#game || at - this.#tapAt < DOUBLE_TAP_MS) return false;
		if (at - this.#changedAt >= DOUBLE_TAP_MS) return false;
		this.#notice = { kind: 'conflict', lost: action };
		return true;
	}

	/**
	 * Record again the action a `conflict` notice names (a tap that lost to another tab), on the
	 * game as it is now: recorded if the rules still allow it there, else refused with the engine's
	 * reason (`{ kind: 'refused', refusal }`), for the page to say why. The notice is cleared
	 * either way; without such a notice, `no-game`.
	 */
	recordAgain(): Promise<Result<readonly TableEvent[], RecordError>> {
		const n = this.#notice;
		if (n?.kind !== 'conflict' || typeof n.lost === 'string')
			return Promise.resolve(err({ kind: 'no-game' }));
		this.#notice = null;
		this.#last = null;
		this.#changedAt = -Infinity;
		return this.record(n.lost);
	}

	/** Forget the notice (the page showed it). */
	dismissNotice(): void {
		this.#notice = null;
	}

	/**
	 * Reopen the last game played, if any, then read the list of saved games, and start listening
	 * to the other tabs. The open game is shown first. A call while one is under way gets that one's
	 * promise (the table page starts reading as it loads, before it is drawn, and again when it opens).
	 */
	init(): Promise<void> {
		this.#initializing ??= this.#init().finally(() => (this.#initializing = null));
		return this.#initializing;
	}

	async #init(): Promise<void> {
		const durable = await this.#sync.connect();
		// A device that never saved a game has nothing to read, and opening would create the
		// database: its first save does that.
		if (durable && !(await this.#deps.stored())) {
			this.#ready = true;
			return;
		}
		const db = durable ? await this.#deps.openDb() : null;
		if (!this.#game && db) {
			let last: string | null;
			try {
				last = ((await db.get('settings', LAST_GAME_KEY)) as string | undefined) ?? null;
			} catch {
				last = null;
			}
			// It is the last game already: nothing to remember again.
			if (last) await this.open(last, { quiet: true, remember: false });
		}
		// Only the start screen shows the saved games: a game in progress does not read them.
		if (!this.#game) await this.#list();
		this.#ready = true;
	}

	/** Start and save a new game. Fails with the engine's setup error code. */
	async start(setup: TableSetup): Promise<Result<Game, { code: string }>> {
		const { newGame } = await engine();
		const created = newGame(setup);
		if (!created.ok) return err({ code: created.error.code });
		await this.#sync.enqueue(async () => {
			const { newGameId } = await games();
			this.#adopt(newGameId(), Date.now(), null);
			await this.#store(created.value, { kind: 'all' });
			await this.#rememberLast(this.#sync.id);
			await this.#refreshEntries();
			this.#sync.announce({ type: 'listed' });
		});
		// Ask the browser not to evict saved games when the device runs short of space (granted
		// silently to installed apps in Chromium; a refusal changes nothing).
		if (typeof navigator !== 'undefined') void navigator.storage?.persist?.().catch(() => false);
		return ok(created.value);
	}

	/**
	 * Open a saved game by id and remember it as the last game (unless `remember` is false). Resolves
	 * `false` when it is missing, unreadable or storage is unavailable; an unreadable game also sets
	 * the `unreadable` notice with its reason, unless `quiet`.
	 */
	async open(id: string, { quiet = false, remember = true } = {}): Promise<boolean> {
		const read = await this.#sync.open(id);
		if (!read.ok) {
			if (!quiet && read.error.code === 'unreadable')
				this.#notice = { kind: 'unreadable', reason: read.error.reason };
			return false;
		}
		this.#adopt(id, read.value.createdAt, read.value.revision);
		this.#game = read.value.game;
		this.#logSize = LOG_PAGE;
		await this.#refreshEntries();
		if (remember) await this.#rememberLast(id);
		return true;
	}

	/** Back to the start screen (the game stays saved). */
	async close(): Promise<void> {
		this.#closeGame();
		await this.#rememberLast(null);
		await this.#list();
	}

	/**
	 * Record an action: queued behind any action still being stored, applied to the game as it is
	 * then, and saved before it is shown. Refused with the engine's reason, as a double tap, or
	 * because another tab changed or deleted the game first (the page is told through `notice`).
	 * Resolves with the events the action produced. `at`: when the tap happened (an input event's
	 * `timeStamp`, ms on the `performance.now()` clock), so that a double tap is recognised by when
	 * the taps were made, not by when a busy page got round to them; default: now.
	 */
	record(
		action: TableAction,
		at: number = this.#deps.now()
	): Promise<Result<readonly TableEvent[], RecordError>> {
		const key = JSON.stringify(action);
		if (this.#last && this.#last.key === key && at - this.#last.at < DOUBLE_TAP_MS) {
			return Promise.resolve(err({ kind: 'duplicate' }));
		}
		this.#last = { key, at };
		this.#tapAt = Math.max(this.#tapAt, at);
		this.#settle();
		return this.#sync.enqueue(async (): Promise<Result<readonly TableEvent[], RecordError>> => {
			const { play } = await engine();
			const game = this.#game;
			if (!game) return err({ kind: 'no-game' });
			const played = play(game, action);
			if (!played.ok) return err({ kind: 'refused', refusal: played.error });
			const { game: next, events } = played.value;
			const stored = await this.#store(next, { kind: 'append' }, action);
			if (!stored.ok) return stored;
			this.#push({
				index: game.cursor,
				action,
				events,
				state: next.state,
				turn: game.state.turn
			});
			// This tab acted on what it shows now: a notice about an earlier change is done with.
			if (this.#notice?.kind === 'changed-elsewhere') this.#notice = null;
			return ok(events);
		});
	}

	/** Undo the last action in force (kept for redo). */
	undo(): Promise<Result<LogLine | null, RecordError>> {
		this.#last = null;
		return this.#sync.enqueue(async () => {
			const { canUndo, stepBack, undo } = await engine();
			const game = this.#game;
			if (!game || !canUndo(game)) return err({ kind: 'no-game' } as RecordError);
			const entries = this.#entries;
			const undone = entries.at(-1) ?? null;
			// The state before the last action is the one after the entry before it: no replay.
			const before = entries.length >= 2 ? entries.at(-2)!.state : null;
			const previous: Game = before && undone ? stepBack(game, before) : undo(game);
			const stored = await this.#store(previous, { kind: 'cursor' }, 'undo');
			if (!stored.ok) return stored;
			if (undone) this.#entries = entries.slice(0, -1);
			if (this.#entries.length === 0 && previous.cursor > 0) await this.#refreshEntries();
			return ok(undone);
		});
	}

	/** Redo the next undone action. */
	redo(): Promise<Result<readonly TableEvent[], RecordError>> {
		this.#last = null;
		return this.#sync.enqueue(async () => {
			const { applyAction, canRedo, stepForward } = await engine();
			const game = this.#game;
			if (!game || !canRedo(game)) return err({ kind: 'no-game' } as RecordError);
			const action = game.log.actions[game.cursor]!;
			const applied = applyAction(game.state, action);
			if (!applied.ok) return err({ kind: 'refused', refusal: applied.error } as RecordError);
			const next = stepForward(game, applied.value.state);
			const stored = await this.#store(next, { kind: 'cursor' }, 'redo');
			if (!stored.ok) return stored;
			this.#push({
				index: game.cursor,
				action,
				events: applied.value.events,
				state: next.state,
				turn: game.state.turn
			});
			return ok(applied.value.events);
		});
	}

	/** Show `LOG_PAGE` more of the older log entries. */
	async showOlder(): Promise<void> {
		this.#logSize += LOG_PAGE;
		await this.#refreshEntries();
	}

	/**
	 * Import a game file's text; on success it is saved and opened, and the result says whose
	 * names were shortened to fit (seats, 0-based). Changes nothing on failure.
	 */
	async import(text: string): Promise<Result<ImportedGame, ImportError>> {
		const result = await (await files()).importText(text);
		if (!result.ok) return result;
		await this.#sync.enqueue(async () => {
			const { newGameId } = await games();
			this.#adopt(newGameId(), Date.now(), null);
			const { game, shortened } = result.value;
			await this.#store(game, { kind: 'all' });
			if (shortened.length) {
				const names = shortened.map((seat) => game.log.setup.names?.[seat] ?? '');
				this.#notice = { kind: 'names-shortened', names };
			}
			await this.#rememberLast(this.#sync.id);
			this.#logSize = LOG_PAGE;
			await this.#refreshEntries();
			this.#sync.announce({ type: 'listed' });
		});
		return result;
	}

	/** Delete a saved game (closing it if it is open); the other tabs close it too. */
	async remove(id: string): Promise<void> {
		await this.#sync.remove(id);
		if (this.#sync.id === id) {
			this.#closeGame();
			await this.#rememberLast(null);
		}
		await this.#list();
	}

	/** The stored text of any saved game, readable or not (export of a game that cannot be opened). */
	async exportRaw(id: string): Promise<string | null> {
		return (await list()).rawGameText(await this.#deps.openDb(), id);
	}

	/** Resolves once every queued recording, undo, redo and reload has finished. */
	whenIdle(): Promise<void> {
		return this.#sync.whenIdle();
	}

	/** Stop listening to other tabs (tests; the page lives as long as the store). */
	dispose(): void {
		this.#sync.dispose();
	}

	/**
	 * Take taps for a double tap for {@link DOUBLE_TAP_MS}: after a recording, and after the table
	 * changed under the player's finger (another tab's change arrived).
	 */
	#settle(remote = false): void {
		if (remote) this.#changedAt = this.#deps.now();
		this.#settling = true;
		clearTimeout(this.#settleTimer);
		this.#settleTimer = setTimeout(() => (this.#settling = false), DOUBLE_TAP_MS);
	}

	#adopt(id: string, createdAt: number, revision: number | null): void {
		this.#sync.adopt(id, revision);
		this.#createdAt = createdAt;
		this.#notice = null;
	}

	#closeGame(): void {
		this.#game = null;
		this.#sync.close();
		this.#entries = [];
		this.#logSize = LOG_PAGE;
	}

	/**
	 * Save `game` (this tab's id) and show it. On `conflict` the stored game is read again and the
	 * notice names `lost`; on `deleted` the game closes; when storage is unavailable the game goes
	 * on in memory.
	 */
	async #store(
		game: Game,
		change: GameWrite,
		lost?: TableAction | 'undo' | 'redo'
	): Promise<Result<void, RecordError>> {
		const saved = await this.#sync.save(game, change);
		if (saved.kind === 'conflict') {
			await this.#reloaded(await this.#sync.reload());
			if (lost) this.#notice = { kind: 'conflict', lost };
			this.#settle(true);
			return err({ kind: 'conflict' });
		}
		if (saved.kind === 'deleted') {
			this.#closeGame();
			this.#notice = { kind: 'deleted-elsewhere' };
			return err({ kind: 'deleted' });
		}
		// Saved, or in memory only (shown, but not stored; the next write stores everything).
		this.#game = game;
		return ok(undefined);
	}

	/** Show the open game as read again from storage (another tab changed it); closed if it is gone. */
	async #reloaded(read: Result<Opened, ReadError | Closed>): Promise<void> {
		if (!read.ok) {
			if (read.error.code === 'missing') {
				this.#closeGame();
				this.#notice = { kind: 'deleted-elsewhere' };
			}
			return;
		}
		this.#game = read.value.game;
		await this.#refreshEntries();
	}

	/** Append a new entry to the log window. */
	#push(entry: LogLine): void {
		const next = [...this.#entries, entry];
		this.#entries = next.length > this.#logSize ? next.slice(next.length - this.#logSize) : next;
	}

	/** Recompute the log window from the game's log, in slices. */
	async #refreshEntries(): Promise<void> {
		const game = this.#game;
		if (!game) {
			this.#entries = [];
			return;
		}
		const from = Math.max(0, game.cursor - this.#logSize);
		const [{ logWindowSteps }, { runInSlices }] = await Promise.all([engine(), games()]);
		const entries = await runInSlices(logWindowSteps(game.log, from, game.cursor));
		if (this.#game === game) this.#entries = entries;
	}

	/** Read the list of saved games (for the start screen). */
	async #list(): Promise<void> {
		this.#saved = await (await list()).listGames(await this.#deps.openDb());
	}

	async #rememberLast(id: string | null): Promise<void> {
		const db = await this.#deps.openDb();
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
