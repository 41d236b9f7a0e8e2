/**
 * One saved game kept in step with its storage and with the app's other tabs: the mechanics both
 * games' stores share (Stay Away!'s table, Island of Fear's Host's Table). It knows no game: the
 * store hands it a {@link GameStorage} (read a game; write one based on a revision) and keeps its
 * own game, its own page state and its own policy for a lost write.
 *
 * What it guarantees:
 * - **One at a time, in order.** Writes, re-reads and whatever else a store puts in the queue
 *   ({@link SyncedGame.enqueue}) run one after another in the order asked; `busy` is true while any
 *   is waiting or running; {@link SyncedGame.whenIdle} resolves when none is left.
 * - **Nothing overwritten unseen.** Every write names the revision this tab's game was read or last
 *   written at (`null`: not stored yet); the storage refuses a write whose revision is stale
 *   (`conflict`) or whose game is gone (`deleted`). The store decides what a refusal means for the
 *   player (report the lost action, or record it again on the stored game after
 *   {@link SyncedGame.reload}).
 * - **Tabs hear each other.** After every write the other tabs are told the new revision
 *   (`BroadcastChannel`, through {@link OpenChannel}), and deletions are told too. A tab that hears
 *   of a newer revision of its open game reads it again in its queue, after its own writes, and
 *   hands it to the store (`changedElsewhere`); a deletion goes to `deletedElsewhere`.
 * - **Memory when storage fails.** A write that storage cannot take (no IndexedDB, a full disk)
 *   keeps the game in memory: `durable` turns false, and the next write that works is told to store
 *   the whole game (`whole`), not just the last change.
 *
 * Reactive (runes): `busy` and `durable` can be read by a page through the store's getters.
 */
import { err, type Result } from '$lib/result';

/** Why storage refused a write: another tab wrote first, the game was deleted, or storage failed. */
export type WriteFailure = { code: 'conflict' } | { code: 'deleted' } | { code: 'unavailable' };

/** Why a re-read found nothing to adopt: the game open in this tab changed (or closed) meanwhile. */
export interface Closed {
	readonly code: 'closed';
}

/**
 * What the sync layer needs from a game's storage.
 * - `Game`: the game as the store holds it; `Change`: what a write changed (the storage may write
 *   less than the whole game for it), `void` when it always writes the whole game.
 * - `Read`: what reading a game gives (the game, its revision, anything else the store needs);
 *   `ReadError`: why a read failed, `{ code: 'missing' }` for a game that is not stored.
 */
export interface GameStorage<Game, Change, Read extends { revision: number }, ReadError> {
	/** Read a stored game. Never throws. */
	read(id: string): Promise<Result<Read, ReadError>>;
	/**
	 * Store `game` under `id`, refused unless the stored revision is `base` (`null`: no game may be
	 * stored under `id`). `whole`: store the whole game, whatever `change` says (an earlier write
	 * failed, or the game is stored anew). `at`: the time of the write (ms since the epoch), to
	 * record. Resolves with the new revision. Never throws.
	 */
	write(
		id: string,
		game: Game,
		write: { base: number | null; change: Change; whole: boolean; at: number }
	): Promise<Result<{ revision: number }, WriteFailure>>;
	/** Delete a stored game (nothing when it is not there). Never throws. */
	remove(id: string): Promise<unknown>;
	/** Whether storage can be used at all (default: assumed until a write fails). */
	available?(): Promise<boolean>;
}

/**
 * What one tab tells the others: a game saved at a revision, a game deleted, or only that the list
 * of saved games changed (a new game, an import).
 */
export type SyncMessage =
	| { type: 'saved'; id: string; revision: number }
	| { type: 'deleted'; id: string }
	| { type: 'listed' };

/** A channel to the other tabs, as the sync layer uses it. */
export interface SyncChannel {
	post(message: SyncMessage): void;
	close(): void;
}

/** Opens the channel, delivering every message from another tab to `hear`; `null` when there is none. */
export type OpenChannel = (hear: (message: SyncMessage) => void) => SyncChannel | null;

/** A {@link OpenChannel} over the `BroadcastChannel` that `open` returns (`null`: none). */
export function broadcast(open: () => BroadcastChannel | null): OpenChannel {
	return (hear) => {
		const channel = open();
		if (!channel) return null;
		channel.onmessage = (event: MessageEvent<SyncMessage>) => hear(event.data);
		return { post: (message) => channel.postMessage(message), close: () => channel.close() };
	};
}

/** The browser's `BroadcastChannel` named `name`, or none where it is missing (server, old browser). */
export function namedChannel(name: string): OpenChannel {
	return broadcast(() =>
		typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name)
	);
}

/** How a {@link SyncedGame.save} ended. */
export type SaveOutcome =
	/** Stored at `revision`; the other tabs were told. */
	| { kind: 'saved'; revision: number }
	/** Refused: another tab wrote first. Nothing changed here; the store may {@link SyncedGame.reload}. */
	| { kind: 'conflict' }
	/** Refused: the game was deleted (in another tab). */
	| { kind: 'deleted' }
	/** Storage failed: the game lives in memory only, until a later write stores it whole. */
	| { kind: 'memory-only' };

/** What the store does when another tab changed its open game. Each runs in the queue. */
export interface SyncHandlers<Read, ReadError> {
	/**
	 * Another tab saved a newer revision of the open game; `read` is the game read again (its
	 * revision is already this tab's), or why it could not be.
	 */
	changedElsewhere?(read: Result<Read, ReadError | Closed>): void | Promise<void>;
	/** Another tab deleted the open game. */
	deletedElsewhere?(): void | Promise<void>;
	/** Any message from another tab, after the handler above it (if any) ran. Not in the queue. */
	heard?(message: SyncMessage): void | Promise<void>;
}

/** A {@link SyncedGame}'s storage, channel, clock and handlers. */
export interface SyncOptions<Game, Change, Read extends { revision: number }, ReadError> {
	storage: GameStorage<Game, Change, Read, ReadError>;
	/** The channel to the other tabs (tests pass a fake one); default: none. */
	channel?: OpenChannel;
	/** The wall clock, ms since the epoch, handed to writes as `at`; default `Date.now`. */
	now?: () => number;
	on?: SyncHandlers<Read, ReadError>;
}

/**
 * The open game's place in storage (its id and the revision it is based on), its queue and its
 * channel. See the module comment for what it guarantees. One per store.
 */
export class SyncedGame<Game, Change, Read extends { revision: number }, ReadError> {
	#pending = $state(0);
	#durable = $state(true);

	#id: string | null = null;
	/** The stored revision the open game is based on; `null` when it is not (yet) stored. */
	#revision: number | null = null;
	/** True after a failed write (or when stored anew): the next write stores the whole game. */
	#whole = false;
	#generation = 0;
	#queue: Promise<unknown> = Promise.resolve();
	#channel: SyncChannel | null = null;
	readonly #storage: GameStorage<Game, Change, Read, ReadError>;
	readonly #open: OpenChannel;
	readonly #now: () => number;
	readonly #on: SyncHandlers<Read, ReadError>;

	constructor(options: SyncOptions<Game, Change, Read, ReadError>) {
		this.#storage = options.storage;
		this.#open = options.channel ?? (() => null);
		this.#now = options.now ?? Date.now;
		this.#on = options.on ?? {};
	}

	/** The open game's id, or `null` when none is open. */
	get id(): string | null {
		return this.#id;
	}
	/** The stored revision the open game is based on; `null` when it is not stored (yet). */
	get revision(): number | null {
		return this.#revision;
	}
	/** True while anything is queued or running. */
	get busy(): boolean {
		return this.#pending > 0;
	}
	/** False when storage is unavailable or the last write failed (the game is in memory only). */
	get durable(): boolean {
		return this.#durable;
	}
	/**
	 * How many times the open game was replaced by the stored one ({@link reload}): a change made
	 * to the game before the count moved was made to a game this tab no longer shows.
	 */
	get generation(): number {
		return this.#generation;
	}

	/** Start hearing the other tabs (once; again after {@link dispose}). */
	listen(): void {
		if (this.#channel) return;
		this.#channel = this.#open((message) => void this.#hear(message));
	}

	/** {@link listen}, then ask the storage whether it can be used; `durable` says so. */
	async connect(): Promise<boolean> {
		this.listen();
		this.#durable = (await this.#storage.available?.()) ?? true;
		return this.#durable;
	}

	/** Stop hearing the other tabs. */
	dispose(): void {
		this.#channel?.close();
		this.#channel = null;
	}

	/**
	 * The game `id` is now the open one, stored at `revision` (`null`: not stored yet, as a new
	 * game). A failed write of the game open before is forgotten.
	 */
	adopt(id: string, revision: number | null): void {
		this.#id = id;
		this.#revision = revision;
		this.#whole = false;
	}

	/** No game is open any more. */
	close(): void {
		this.#id = null;
		this.#revision = null;
		this.#whole = false;
	}

	/** The open game is no longer stored (deleted elsewhere): the next write stores it whole, anew. */
	storeAnew(): void {
		this.#revision = null;
		this.#whole = true;
	}

	/** Read a stored game and, when it reads, {@link adopt} it. Not queued. */
	async open(id: string): Promise<Result<Read, ReadError>> {
		const read = await this.#storage.read(id);
		if (read.ok) this.adopt(id, read.value.revision);
		return read;
	}

	/**
	 * Read the open game again as stored and adopt its revision (the count {@link generation}
	 * moves); the store shows what it read. `closed` when no game is open or another was opened
	 * meanwhile; the storage's own error otherwise (`missing`: deleted). Call it from the queue.
	 */
	async reload(): Promise<Result<Read, ReadError | Closed>> {
		const id = this.#id;
		if (id === null) return err({ code: 'closed' });
		const read = await this.#storage.read(id);
		if (this.#id !== id) return err({ code: 'closed' });
		if (read.ok) {
			this.#revision = read.value.revision;
			this.#whole = false;
			this.#generation += 1;
		}
		return read;
	}

	/**
	 * Store `game` as the open game, based on its revision. When storage takes it, the new revision
	 * is this tab's and the other tabs are told; when storage fails, the game is in memory only (see
	 * {@link SaveOutcome}). Call it from the queue. Throws when no game is open (a programming error).
	 */
	async save(game: Game, change: Change): Promise<SaveOutcome> {
		const id = this.#id;
		if (id === null) throw new Error('no game is open to save');
		const written = await this.#storage.write(id, game, {
			base: this.#revision,
			change,
			whole: this.#whole,
			at: this.#now()
		});
		// Another game was opened while this one was written: it is not this game's revision.
		const still = this.#id === id;
		if (written.ok) {
			if (still) {
				this.#revision = written.value.revision;
				this.#whole = false;
			}
			this.#durable = true;
			this.announce({ type: 'saved', id, revision: written.value.revision });
			return { kind: 'saved', revision: written.value.revision };
		}
		const code = written.error.code;
		if (code === 'conflict') return { kind: 'conflict' };
		if (code === 'deleted') return { kind: 'deleted' };
		this.#durable = false;
		if (still) this.#whole = true;
		return { kind: 'memory-only' };
	}

	/** Delete a stored game and tell the other tabs. What it means for the open game is the store's. */
	async remove(id: string): Promise<void> {
		await this.#storage.remove(id);
		this.announce({ type: 'deleted', id });
	}

	/** Tell the other tabs (a closed channel is ignored: they find out at their next write). */
	announce(message: SyncMessage): void {
		try {
			this.#channel?.post(message);
		} catch {
			// The channel is closed.
		}
	}

	/**
	 * Run `job` after everything queued before it; `busy` holds until it is done. Resolves or rejects
	 * as `job` does; a job that rejects does not stop the ones after it.
	 */
	enqueue<T>(job: () => Promise<T>): Promise<T> {
		this.#pending += 1;
		const run = this.#queue.then(job).finally(() => {
			this.#pending -= 1;
		});
		this.#queue = run.catch(() => undefined);
		return run;
	}

	/** Resolves once everything queued, including what was queued meanwhile, has finished. */
	async whenIdle(): Promise<void> {
		let queue: Promise<unknown>;
		do {
			queue = this.#queue;
			await queue;
		} while (queue !== this.#queue);
	}

	/** A message from another tab: about the open game, it waits for this tab's queued work. */
	async #hear(message: SyncMessage): Promise<void> {
		if (message.type === 'deleted' && message.id === this.#id) {
			await this.enqueue(async () => {
				if (this.#id !== message.id) return;
				await this.#on.deletedElsewhere?.();
			});
		} else if (message.type === 'saved' && message.id === this.#id) {
			await this.enqueue(async () => {
				if (this.#id !== message.id || (this.#revision ?? 0) >= message.revision) return;
				await this.#on.changedElsewhere?.(await this.reload());
			});
		}
		await this.#on.heard?.(message);
	}
}
