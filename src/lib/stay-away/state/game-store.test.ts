import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { deleteDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultRuleOptions } from '$lib/stay-away/options';
import type { TableAction } from '$lib/stay-away/table';
import { DB_NAME, openFresh, type StayAwayDb } from '../storage/db';
import { DOUBLE_TAP_MS, GameStore } from './game-store.svelte';
import { readGame } from '../storage/games';

/** Open tabs of the app in one browser: each has its own connection and channel, one database. */
const connections: StayAwayDb[] = [];
const tabs: GameStore[] = [];
let clock = 0;

function openTab(): GameStore {
	let db: Promise<StayAwayDb | null> | undefined;
	const tab = new GameStore({
		openDb: () =>
			(db ??= openFresh().then((d) => {
				if (d) connections.push(d);
				return d;
			})),
		now: () => clock
	});
	tabs.push(tab);
	return tab;
}

/** Let every tab finish its queue and hear the others' messages. */
async function settle() {
	for (let round = 0; round < 4; round++) {
		await Promise.all(tabs.map((t) => t.whenIdle()));
		await new Promise((r) => setTimeout(r, 5));
	}
}

async function stored(id: string) {
	const db = await openFresh();
	const read = await readGame(db, id);
	db?.close();
	if (!read.ok) return null;
	return read.value.game.log.actions.slice(0, read.value.game.cursor);
}

const setup = { seats: 7, dealer: 0, options: defaultRuleOptions() };
const watch = (actor: number): TableAction => ({
	type: 'playCard',
	actor,
	card: 'watch-your-back'
});

beforeEach(async () => {
	clock = 0;
	await deleteDB(DB_NAME);
});

afterEach(async () => {
	await settle();
	for (const t of tabs.splice(0)) t.dispose();
	for (const c of connections.splice(0)) c.close();
	await deleteDB(DB_NAME);
});

describe('a device without the database yet', () => {
	it('reads nothing at first, and its first game creates the database', async () => {
		let opened = 0;
		const tab = new GameStore({
			openDb: () => (opened++, openFresh()).then((d) => (d && connections.push(d), d)),
			stored: async () => opened > 0,
			now: () => clock
		});
		tabs.push(tab);
		await tab.init();
		expect(tab.ready).toBe(true);
		expect(tab.durable).toBe(true);
		expect(tab.saved.games).toEqual([]);
		expect(opened).toBe(0);
		expect((await tab.start(setup)).ok).toBe(true);
		await settle();
		expect(opened).toBeGreaterThan(0);
		expect(await stored(tab.id!)).toEqual([]);
	});
});

describe('two tabs on one game', () => {
	it('recording alternately in two tabs loses nothing', async () => {
		const a = openTab();
		await a.init();
		await a.start(setup);
		const b = openTab();
		await b.init();
		expect(b.id).toBe(a.id);

		expect((await a.record(watch(a.game!.state.active))).ok).toBe(true);
		await settle();
		// Tab B heard about it: its next action is based on A's.
		expect(b.game!.log.actions).toHaveLength(1);
		expect(b.notice).toEqual({ kind: 'changed-elsewhere' });
		clock += DOUBLE_TAP_MS;
		expect((await b.record({ type: 'endTurn' })).ok).toBe(true);
		await settle();
		expect(await stored(a.id!)).toEqual([watch(1), { type: 'endTurn' }]);
		expect(a.game!.state.direction).toBe('counterclockwise');
	});

	it('a write overtaken by another tab is refused, the tab reloads and is told what was not recorded', async () => {
		const a = openTab();
		await a.init();
		await a.start(setup);
		const b = openTab();
		await b.init();
		// B records before it can hear A: both were based on the same revision.
		const [fromA, fromB] = await Promise.all([a.record(watch(1)), b.record({ type: 'endTurn' })]);
		await settle();
		const log = await stored(a.id!);
		const wonA = fromA.ok && !fromB.ok;
		const wonB = fromB.ok && !fromA.ok;
		expect(wonA || wonB).toBe(true);
		expect(log).toEqual(wonA ? [watch(1)] : [{ type: 'endTurn' }]);
		const loser = wonA ? b : a;
		expect(wonA ? fromB : fromA).toEqual({ ok: false, error: { kind: 'conflict' } });
		expect(loser.notice).toEqual({ kind: 'conflict', lost: wonA ? { type: 'endTurn' } : watch(1) });
		expect(loser.game!.log.actions.slice(0, loser.game!.cursor)).toEqual(log);
	});

	it('a lost tap is said so and can be recorded again on the game as it is now', async () => {
		const a = openTab();
		await a.init();
		await a.start(setup);
		const b = openTab();
		await b.init();
		const [fromA, fromB] = await Promise.all([a.record(watch(1)), b.record({ type: 'endTurn' })]);
		await settle();
		const loser = fromA.ok ? b : a;
		const lost = fromA.ok ? { type: 'endTurn' } : watch(1);
		expect(fromA.ok !== fromB.ok).toBe(true);
		expect(loser.notice).toEqual({ kind: 'conflict', lost });
		clock += DOUBLE_TAP_MS;
		const again = await loser.recordAgain();
		await settle();
		expect(loser.notice).toBeNull();
		if (fromA.ok) {
			// End turn is still legal after Watch your back: recorded after it.
			expect(again.ok).toBe(true);
			expect(await stored(a.id!)).toEqual([watch(1), { type: 'endTurn' }]);
		} else {
			// Player 1 is no longer the one to play: refused with the engine's reason.
			expect(again).toMatchObject({ ok: false, error: { kind: 'refused' } });
			expect(await stored(a.id!)).toEqual([{ type: 'endTurn' }]);
		}
	});

	it('a tap just after another tab’s change is a lost tap, a double tap is not', async () => {
		const a = openTab();
		await a.init();
		await a.start(setup);
		const b = openTab();
		await b.init();
		clock = 1000;
		expect((await a.record(watch(1))).ok).toBe(true);
		await settle();
		expect(b.notice).toEqual({ kind: 'changed-elsewhere' });
		// B's End turn lands 100 ms after the change reached it: ignored, and said so.
		expect(b.ignoresTap(clock + 100)).toBe(true);
		expect(b.tapLost({ type: 'endTurn' }, clock + 100)).toBe(true);
		expect(b.notice).toEqual({ kind: 'conflict', lost: { type: 'endTurn' } });
		expect((await b.recordAgain()).ok).toBe(true);
		await settle();
		expect(await stored(a.id!)).toEqual([watch(1), { type: 'endTurn' }]);
		// A's own double tap is not a lost tap.
		const at = clock + 5000;
		clock = at;
		expect(a.tapLost({ type: 'endTurn' }, at)).toBe(false);
	});

	it('a game deleted in one tab closes in the other and is never written back', async () => {
		const a = openTab();
		await a.init();
		await a.start(setup);
		const id = a.id!;
		const b = openTab();
		await b.init();
		await a.remove(id);
		const late = await b.record({ type: 'endTurn' });
		await settle();
		expect(late.ok).toBe(false);
		expect(b.game).toBeNull();
		expect(b.notice).toEqual({ kind: 'deleted-elsewhere' });
		expect(await stored(id)).toBeNull();
	});
});

describe('reopening the last game', () => {
	it('reads it once when the page asks twice while it is read, then answers a later ask anew', async () => {
		const a = openTab();
		await a.init();
		expect((await a.start(setup)).ok).toBe(true);
		const b = openTab();
		// The table's load starts the reading; the page asks again as it is drawn.
		const first = b.init();
		expect(b.init()).toBe(first);
		await first;
		expect(b.ready).toBe(true);
		expect(b.id).toBe(a.id);
		expect(b.game?.cursor).toBe(a.game?.cursor);
		// Done: the next ask is a reading of its own (the game already open is kept).
		const again = b.init();
		expect(again).not.toBe(first);
		await again;
		expect(b.id).toBe(a.id);
	});
});

describe('one action at a time', () => {
	it('a second action asked for while the first is being stored is applied after it, and both are stored', async () => {
		const a = openTab();
		await a.init();
		await a.start(setup);
		const first = a.record({ type: 'endTurn' });
		expect(a.busy).toBe(true);
		const second = a.record(watch(2));
		expect((await first).ok).toBe(true);
		expect((await second).ok).toBe(true);
		expect(a.busy).toBe(false);
		expect(await stored(a.id!)).toEqual([{ type: 'endTurn' }, watch(2)]);
	});

	it('the same action twice within the double-tap window is recorded once', async () => {
		const a = openTab();
		await a.init();
		await a.start(setup);
		const taps = await Promise.all([a.record({ type: 'endTurn' }), a.record({ type: 'endTurn' })]);
		expect(taps.map((t) => t.ok)).toEqual([true, false]);
		expect(taps[1]).toEqual({ ok: false, error: { kind: 'duplicate' } });
		clock += 250;
		expect((await a.record({ type: 'endTurn' })).ok).toBe(false);
		clock += DOUBLE_TAP_MS;
		expect((await a.record({ type: 'endTurn' })).ok).toBe(true);
		expect(await stored(a.id!)).toEqual([{ type: 'endTurn' }, { type: 'endTurn' }]);
	});

	it('undo uses the log window, and the window follows records, undo and redo', async () => {
		const a = openTab();
		await a.init();
		await a.start(setup);
		for (let i = 0; i < 5; i++) {
			clock += DOUBLE_TAP_MS;
			await a.record({ type: 'endTurn' });
		}
		expect(a.entries.map((e) => e.index)).toEqual([0, 1, 2, 3, 4]);
		expect(a.entries.map((e) => e.turn)).toEqual([1, 2, 3, 4, 5]);
		await a.undo();
		await a.undo();
		expect(a.entries.map((e) => e.index)).toEqual([0, 1, 2]);
		expect(a.game!.state.turn).toBe(4);
		await a.redo();
		expect(a.entries.map((e) => e.index)).toEqual([0, 1, 2, 3]);
		expect(a.game!.state.turn).toBe(5);
		const b = openTab();
		await b.init();
		expect(b.game!.state).toEqual(a.game!.state);
		expect(b.game!.log.actions).toHaveLength(5);
	});
});

describe('property: two tabs, random interleavings', () => {
	type Op = { tab: 0 | 1; kind: 'endTurn' | 'watch' | 'undo' | 'redo' | 'reload' | 'settle' };
	const op = fc.record({
		tab: fc.constantFrom<0 | 1>(0, 1),
		kind: fc.constantFrom<Op['kind']>('endTurn', 'watch', 'undo', 'redo', 'reload', 'settle')
	});

	it('the stored log is what the tabs show, and no tab loses a recorded action without being told', async () => {
		await fc.assert(
			fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
				await deleteDB(DB_NAME).catch(() => undefined);
				const pair: GameStore[] = [openTab(), openTab()];
				await pair[0]!.init();
				await pair[0]!.start(setup);
				const id = pair[0]!.id!;
				await pair[1]!.init();
				/** Per tab: the prefixes it showed as recorded (its own successful actions). */
				const shown: TableAction[][][] = [[], []];
				const pending: Promise<unknown>[] = [];
				for (const { tab, kind } of ops) {
					clock += DOUBLE_TAP_MS;
					const t = pair[tab]!;
					if (kind === 'settle') {
						await Promise.all(pending.splice(0));
						await settle();
					} else if (kind === 'reload') {
						await Promise.all(pending.splice(0));
						await t.whenIdle();
						t.dispose();
						const fresh = openTab();
						await fresh.init();
						pair[tab] = fresh;
						shown[tab] = [];
					} else {
						const run =
							kind === 'undo'
								? t.undo()
								: kind === 'redo'
									? t.redo()
									: t.record(
											kind === 'endTurn' ? { type: 'endTurn' } : watch(t.game?.state.active ?? 0)
										);
						pending.push(
							run.then((r) => {
								if (r.ok && t.game)
									shown[pair.indexOf(t)]?.push(t.game.log.actions.slice(0, t.game.cursor));
							})
						);
					}
				}
				await Promise.all(pending);
				await settle();
				const final = await stored(id);
				expect(final).not.toBeNull();
				for (const [i, t] of pair.entries()) {
					// Every tab shows what is stored.
					expect(t.game!.log.actions.slice(0, t.game!.cursor)).toEqual(final);
					// A recorded prefix that is no longer there: this tab changed it itself, or was told.
					const mine = shown[i]!;
					mine.forEach((prefix, k) => {
						const kept =
							prefix.every((a, j) => JSON.stringify(final![j]) === JSON.stringify(a)) &&
							final!.length >= prefix.length;
						const changedByItself = mine
							.slice(k + 1)
							.some(
								(later) =>
									later.length < prefix.length ||
									later.some(
										(a, j) => j < prefix.length && JSON.stringify(a) !== JSON.stringify(prefix[j])
									)
							);
						if (!kept) expect(changedByItself || t.notice !== null).toBe(true);
					});
				}
				for (const t of tabs.splice(0)) t.dispose();
				for (const c of connections.splice(0)) c.close();
			}),
			{ numRuns: 40 }
		);
	});
});
