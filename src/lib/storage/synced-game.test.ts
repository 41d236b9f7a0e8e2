import 'fake-indexeddb/auto';
import { deleteDB, openDB, type IDBPDatabase } from 'idb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { err, ok, type Result } from '$lib/result';
import {
	SyncedGame,
	type GameStorage,
	type OpenChannel,
	type SyncMessage,
	type WriteFailure
} from './synced-game.svelte';

/** A game as these tests store it: a list of moves. A change is `'append'` (one move) or `'all'`. */
type Moves = string[];
type Change = 'append' | 'all';
interface StoredMoves {
	id: string;
	revision: number;
	moves: Moves;
	at: number;
}

const DB = 'synced-game-test';
const dbs: IDBPDatabase[] = [];

/**
 * One tab's storage over a shared fake IndexedDB: a write checks the base revision in its own
 * transaction, as the games' storages do. `down` makes every read and write fail as `unavailable`;
 * `writes` records what each write was asked to store.
 */
function tabStorage() {
	let db: Promise<IDBPDatabase> | undefined;
	const open = () =>
		(db ??= openDB(DB, 1, {
			upgrade: (d) => void d.createObjectStore('games', { keyPath: 'id' })
		}).then((d) => (dbs.push(d), d)));
	const control = { down: false, writes: [] as { change: Change; whole: boolean; at: number }[] };
	const storage: GameStorage<Moves, Change, { moves: Moves; revision: number }, { code: string }> =
		{
			async read(id) {
				if (control.down) return err({ code: 'unavailable' });
				const record = (await (await open()).get('games', id)) as StoredMoves | undefined;
				return record
					? ok({ moves: record.moves, revision: record.revision })
					: err({ code: 'missing' });
			},
			async write(
				id,
				moves,
				{ base, change, whole, at }
			): Promise<Result<{ revision: number }, WriteFailure>> {
				control.writes.push({ change, whole, at });
				if (control.down) return err({ code: 'unavailable' });
				const tx = (await open()).transaction('games', 'readwrite');
				const stored = (await tx.store.get(id)) as StoredMoves | undefined;
				const refuse = (e: WriteFailure) => {
					tx.abort();
					tx.done.catch(() => undefined);
					return err(e);
				};
				if (base === null && stored) return refuse({ code: 'conflict' });
				if (base !== null && !stored) return refuse({ code: 'deleted' });
				if (stored && stored.revision !== base) return refuse({ code: 'conflict' });
				const revision = (stored?.revision ?? 0) + 1;
				await tx.store.put({ id, revision, moves, at } satisfies StoredMoves);
				await tx.done;
				return ok({ revision });
			},
			async remove(id) {
				await (await open()).delete('games', id);
			},
			available: async () => !control.down
		};
	return { storage, control };
}

/**
 * A fake BroadcastChannel for the tabs of one test: what one tab posts is held until
 * {@link deliver}, then given to every other open tab, in order (as the browser does, later).
 */
function channels() {
	const open = new Set<(m: SyncMessage) => void>();
	const held: { from: (m: SyncMessage) => void; message: SyncMessage }[] = [];
	const channel: OpenChannel = (hear) => {
		open.add(hear);
		return {
			post: (message) => void held.push({ from: hear, message: structuredClone(message) }),
			close: () => void open.delete(hear)
		};
	};
	const deliver = () => {
		for (const { from, message } of held.splice(0))
			for (const hear of open) if (hear !== from) hear(message);
	};
	return { channel, deliver, held };
}

/** One tab: its sync layer, its storage's controls, and what it was told. */
function tab(channel: OpenChannel, clock = () => 1_000) {
	const { storage, control } = tabStorage();
	const told: string[] = [];
	const tabState = { moves: [] as Moves };
	const sync = new SyncedGame({
		storage,
		channel,
		now: clock,
		on: {
			changedElsewhere: (read) => {
				told.push(read.ok ? `changed:${read.value.revision}` : `changed:${read.error.code}`);
				if (read.ok) tabState.moves = read.value.moves;
			},
			deletedElsewhere: () => void told.push('deleted'),
			heard: (message) => void told.push(`heard:${message.type}`)
		}
	});
	sync.listen();
	tabs.push(sync);
	return { sync, control, told, state: tabState };
}

const tabs: SyncedGame<Moves, Change, { moves: Moves; revision: number }, { code: string }>[] = [];

/** Let the tabs hear each other and finish what that queued. */
async function settle(deliver: () => void) {
	for (let round = 0; round < 3; round++) {
		deliver();
		await new Promise((r) => setTimeout(r, 0));
		await Promise.all(tabs.map((t) => t.whenIdle()));
	}
}

beforeEach(async () => {
	await deleteDB(DB);
});

afterEach(async () => {
	for (const t of tabs.splice(0)) t.dispose();
	for (const d of dbs.splice(0)) d.close();
	await deleteDB(DB);
});

describe('one tab', () => {
	it('runs queued jobs one at a time, in the order asked, and is busy until they are done', async () => {
		const { sync } = tab(channels().channel);
		const order: string[] = [];
		const job = (name: string, ms: number) => async () => {
			order.push(`${name}:start`);
			await new Promise((r) => setTimeout(r, ms));
			order.push(`${name}:end`);
			return name;
		};
		const first = sync.enqueue(job('a', 20));
		const second = sync.enqueue(job('b', 0));
		const failing = sync.enqueue(async () => {
			throw new Error('boom');
		});
		const third = sync.enqueue(job('c', 0));
		expect(sync.busy).toBe(true);
		expect(await first).toBe('a');
		expect(await second).toBe('b');
		await expect(failing).rejects.toThrow('boom');
		expect(await third).toBe('c');
		await sync.whenIdle();
		expect(sync.busy).toBe(false);
		expect(order).toEqual(['a:start', 'a:end', 'b:start', 'b:end', 'c:start', 'c:end']);
	});

	it('stores a new game, then each change based on the revision the last write gave', async () => {
		const { sync, control } = tab(channels().channel, () => 42);
		sync.adopt('g', null);
		expect(await sync.save(['x'], 'all')).toEqual({ kind: 'saved', revision: 1 });
		expect(await sync.save(['x', 'y'], 'append')).toEqual({ kind: 'saved', revision: 2 });
		expect(sync.revision).toBe(2);
		expect(control.writes).toEqual([
			{ change: 'all', whole: false, at: 42 },
			{ change: 'append', whole: false, at: 42 }
		]);
		const read = await sync.open('g');
		expect(read.ok && read.value).toEqual({ moves: ['x', 'y'], revision: 2 });
	});

	it('goes on in memory when storage fails, and the next write that works stores the whole game', async () => {
		const { sync, control } = tab(channels().channel);
		expect(await sync.connect()).toBe(true);
		sync.adopt('g', null);
		await sync.save(['x'], 'all');
		control.down = true;
		expect(await sync.save(['x', 'y'], 'append')).toEqual({ kind: 'memory-only' });
		expect(await sync.save(['x', 'y', 'z'], 'append')).toEqual({ kind: 'memory-only' });
		expect(sync.durable).toBe(false);
		expect(sync.revision).toBe(1);
		control.down = false;
		expect(await sync.save(['x', 'y', 'z', 'w'], 'append')).toEqual({ kind: 'saved', revision: 2 });
		expect(sync.durable).toBe(true);
		// The first failed write asked for its change only; every write after it, for the whole game.
		expect(control.writes.map((w) => w.whole)).toEqual([false, false, true, true]);
		// Stored whole: every move, not only the last one.
		const read = await sync.open('g');
		expect(read.ok && read.value.moves).toEqual(['x', 'y', 'z', 'w']);
		expect(await sync.save(['x', 'y', 'z', 'w', 'v'], 'append')).toMatchObject({ kind: 'saved' });
		expect(control.writes.at(-1)!.whole).toBe(false);
	});

	it('says at the start when storage cannot be used, and stores a game kept in memory once it can', async () => {
		const { sync, control } = tab(channels().channel);
		control.down = true;
		expect(await sync.connect()).toBe(false);
		expect(sync.durable).toBe(false);
		sync.adopt('g', null);
		expect(await sync.save(['x'], 'append')).toEqual({ kind: 'memory-only' });
		control.down = false;
		expect(await sync.save(['x', 'y'], 'append')).toEqual({ kind: 'saved', revision: 1 });
		expect(control.writes.at(-1)).toMatchObject({ change: 'append', whole: true });
	});

	it('throws when asked to save with no game open (a programming error)', async () => {
		const { sync } = tab(channels().channel);
		await expect(sync.save(['x'], 'all')).rejects.toThrow();
		expect(await sync.reload()).toEqual({ ok: false, error: { code: 'closed' } });
	});
});

describe('two tabs', () => {
	async function twoTabs() {
		const hub = channels();
		const a = tab(hub.channel);
		const b = tab(hub.channel);
		a.sync.adopt('g', null);
		await a.sync.save(['start'], 'all');
		expect((await b.sync.open('g')).ok).toBe(true);
		hub.held.splice(0);
		return { hub, a, b };
	}

	it('refuses a write based on a revision another tab overtook; a reload adopts the stored game', async () => {
		const { a, b } = await twoTabs();
		expect(await a.sync.save(['start', 'a'], 'append')).toEqual({ kind: 'saved', revision: 2 });
		// B has not heard of A's write: its write is based on revision 1.
		expect(await b.sync.save(['start', 'b'], 'append')).toEqual({ kind: 'conflict' });
		expect(b.sync.revision).toBe(1);
		const generation = b.sync.generation;
		const read = await b.sync.reload();
		expect(read.ok && read.value).toEqual({ moves: ['start', 'a'], revision: 2 });
		expect(b.sync.revision).toBe(2);
		expect(b.sync.generation).toBe(generation + 1);
		// Based on what it read, B's next write is taken.
		expect(await b.sync.save(['start', 'a', 'b'], 'append')).toEqual({
			kind: 'saved',
			revision: 3
		});
	});

	it('another tab’s save is heard after this tab’s queued work, and the game is read again', async () => {
		const { hub, a, b } = await twoTabs();
		await a.sync.save(['start', 'a'], 'append');
		expect(hub.held.map((h) => h.message)).toEqual([{ type: 'saved', id: 'g', revision: 2 }]);
		let bWasBusy = false;
		const slow = b.sync.enqueue(async () => {
			hub.deliver();
			await new Promise((r) => setTimeout(r, 10));
			bWasBusy = b.told.length === 0;
		});
		await slow;
		await settle(hub.deliver);
		expect(bWasBusy).toBe(true);
		expect(b.told).toEqual(['changed:2', 'heard:saved']);
		expect(b.state.moves).toEqual(['start', 'a']);
		expect(b.sync.revision).toBe(2);
		// A does not hear its own message; a revision B already has is not read again.
		expect(a.told).toEqual([]);
		b.sync.announce({ type: 'saved', id: 'g', revision: 2 });
		await settle(hub.deliver);
		expect(a.told).toEqual(['heard:saved']);
	});

	it('a message about another game, or the list, is only passed on', async () => {
		const { hub, a, b } = await twoTabs();
		a.sync.announce({ type: 'saved', id: 'other', revision: 9 });
		a.sync.announce({ type: 'deleted', id: 'other' });
		a.sync.announce({ type: 'listed' });
		await settle(hub.deliver);
		expect(b.told).toEqual(['heard:saved', 'heard:deleted', 'heard:listed']);
		expect(b.sync.revision).toBe(1);
	});

	it('a game deleted in one tab is told to the other, whose next write finds it gone', async () => {
		const { hub, a, b } = await twoTabs();
		await a.sync.remove('g');
		await settle(hub.deliver);
		expect(b.told).toEqual(['deleted', 'heard:deleted']);
		expect(await b.sync.save(['start', 'b'], 'append')).toEqual({ kind: 'deleted' });
		const reread = await b.sync.reload();
		expect(reread).toEqual({ ok: false, error: { code: 'missing' } });
		// Stored anew on request (the game as this tab has it), whole.
		b.sync.storeAnew();
		expect(await b.sync.save(['start', 'b'], 'append')).toEqual({ kind: 'saved', revision: 1 });
		expect(b.control.writes.at(-1)).toMatchObject({ whole: true });
		const read = await a.sync.open('g');
		expect(read.ok && read.value.moves).toEqual(['start', 'b']);
	});

	it('a reload that ends after another game was opened adopts nothing', async () => {
		const { a } = await twoTabs();
		const reading = a.sync.reload();
		a.sync.adopt('h', null);
		expect(await reading).toEqual({ ok: false, error: { code: 'closed' } });
		expect(a.sync.revision).toBeNull();
	});

	it('a disposed tab hears nothing', async () => {
		const { hub, a, b } = await twoTabs();
		b.sync.dispose();
		await a.sync.save(['start', 'a'], 'append');
		await settle(hub.deliver);
		expect(b.told).toEqual([]);
		expect(b.sync.revision).toBe(1);
	});
});
