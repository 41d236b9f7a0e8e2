import 'fake-indexeddb/auto';
import { deleteDB, openDB } from 'idb';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultRuleOptions } from '$lib/stay-away/options';
import {
	LOG_FORMAT,
	LOG_VERSION,
	MAX_ACTIONS,
	newGame,
	play,
	toLog,
	undo,
	type Game,
	type TableAction
} from '$lib/stay-away/table';
import { DB_NAME, DB_VERSION, GAME_SEQ_KEY, openFresh, type StayAwayDb } from './db';
import {
	deleteGame,
	exportText,
	importText,
	listGames,
	MAX_IMPORT_BYTES,
	rawGameText
} from './game-files';
import { readGame, writeGame } from './games';
import { parseSetup } from './settings';
import { defaultSetup } from '../options';

function game(turns = 3): Game {
	const created = newGame({
		seats: 5,
		dealer: 0,
		names: ['Ann', 'Bo', 'Cy', 'Di', 'Ed'],
		options: defaultRuleOptions()
	});
	if (!created.ok) throw new Error('setup');
	let g = created.value;
	for (let i = 0; i < turns; i++) g = step(g, { type: 'endTurn' });
	return g;
}

function step(g: Game, action: TableAction): Game {
	const r = play(g, action);
	if (!r.ok) throw new Error(r.error.reason);
	return r.value.game;
}

async function store(db: StayAwayDb | null, id: string, g: Game, now = 2000) {
	const r = await writeGame(db, {
		id,
		createdAt: 1000,
		game: g,
		base: null,
		change: { kind: 'all' },
		now
	});
	if (!r.ok) throw new Error(r.error.code);
	return r.value;
}

describe('saved games', () => {
	beforeEach(async () => {
		await deleteDB(DB_NAME);
	});

	it('saves, lists, reads and deletes a game, keeping undone actions for redo', async () => {
		const db = await openFresh();
		const g = undo(game());
		await store(db, 'a', g);
		const list = await listGames(db);
		expect(list.games).toEqual([
			{
				id: 'a',
				createdAt: 1000,
				updatedAt: 2000,
				seq: 1,
				seats: 5,
				names: ['Ann', 'Bo', 'Cy', 'Di', 'Ed'],
				actions: 2,
				over: false
			}
		]);
		expect(list.unreadable).toEqual([]);
		const read = await readGame(db, 'a');
		expect(read.ok && read.value.game.cursor).toBe(2);
		expect(read.ok && read.value.game.log.actions).toHaveLength(3);
		expect(read.ok && read.value.game.state).toEqual(g.state);
		expect(await deleteGame(db, 'a')).toBe(true);
		expect((await listGames(db)).games).toEqual([]);
		expect(await db!.count('actions')).toBe(0);
		db?.close();
	});

	it('records one step at a time: append, undo (cursor only), and a new action after an undo drops the redo tail', async () => {
		const db = await openFresh();
		let g = game(2);
		let { revision } = await store(db, 'a', g);
		g = step(g, { type: 'playCard', actor: g.state.active, card: 'watch-your-back' });
		let w = await writeGame(db, {
			id: 'a',
			createdAt: 1000,
			game: g,
			base: revision,
			change: { kind: 'append' }
		});
		expect(w.ok).toBe(true);
		revision = w.ok ? w.value.revision : NaN;
		const undone = undo(g);
		w = await writeGame(db, {
			id: 'a',
			createdAt: 1000,
			game: undone,
			base: revision,
			change: { kind: 'cursor' }
		});
		revision = w.ok ? w.value.revision : NaN;
		expect(await db!.count('actions')).toBe(3);
		const other = step(undone, { type: 'endTurn' });
		w = await writeGame(db, {
			id: 'a',
			createdAt: 1000,
			game: other,
			base: revision,
			change: { kind: 'append' }
		});
		expect(w.ok).toBe(true);
		const read = await readGame(db, 'a');
		expect(read.ok && read.value.game.log.actions).toEqual(other.log.actions);
		expect(read.ok && read.value.game.state).toEqual(other.state);
		db?.close();
	});

	it('refuses a write based on an old revision, and a write to a deleted game', async () => {
		const db = await openFresh();
		const g = game(1);
		const first = await store(db, 'a', g);
		const a = step(g, { type: 'endTurn' });
		expect(
			await writeGame(db, {
				id: 'a',
				createdAt: 1,
				game: a,
				base: first.revision,
				change: { kind: 'append' }
			})
		).toMatchObject({ ok: true });
		// A second tab still on the first revision.
		const b = step(g, { type: 'playCard', actor: g.state.active, card: 'watch-your-back' });
		expect(
			await writeGame(db, {
				id: 'a',
				createdAt: 1,
				game: b,
				base: first.revision,
				change: { kind: 'append' }
			})
		).toEqual({
			ok: false,
			error: { code: 'conflict', revision: first.revision + 1 }
		});
		const read = await readGame(db, 'a');
		expect(read.ok && read.value.game.log.actions).toEqual(a.log.actions);
		await deleteGame(db, 'a');
		expect(
			await writeGame(db, { id: 'a', createdAt: 1, game: a, base: 2, change: { kind: 'cursor' } })
		).toEqual({ ok: false, error: { code: 'deleted' } });
		expect((await listGames(db)).games).toEqual([]);
		db?.close();
	});

	it('lists by the order of saves, whatever the clock says, and dates never break the list', async () => {
		const db = await openFresh();
		await store(db, 'first', game(), 8.64e15); // the largest date there is
		await store(db, 'second', game(), 0);
		await store(db, 'third', game(), NaN);
		expect((await listGames(db)).games.map((g) => g.id)).toEqual(['third', 'second', 'first']);
		expect(await db!.get('settings', GAME_SEQ_KEY)).toBe(3);
		db?.close();
	});

	it('lists games it cannot open with their reason, and can still export them raw', async () => {
		const db = await openFresh();
		await store(db, 'fine', game());
		const newer = {
			format: LOG_FORMAT,
			version: LOG_VERSION + 1,
			setup: { seats: 5, future: true }
		};
		await db!.put('games', {
			id: 'newer',
			createdAt: 1,
			updatedAt: 30,
			log: newer,
			length: 1,
			cursor: 1,
			revision: 1,
			seq: 10,
			summary: null
		});
		await db!.put('actions', { type: 'timeTravel' }, ['newer', 0]);
		await db!.put('games', {
			id: 'bad',
			createdAt: 1,
			updatedAt: 40,
			log: { format: 'nope' },
			length: 0,
			cursor: 0,
			revision: 1,
			seq: 11,
			summary: null
		});
		const list = await listGames(db);
		expect(list.games.map((g) => g.id)).toEqual(['fine']);
		expect(list.unreadable).toEqual([
			{ id: 'bad', updatedAt: 40, seq: 11, reason: { code: 'damaged', error: null } },
			{
				id: 'newer',
				updatedAt: 30,
				seq: 10,
				reason: { code: 'newer-version', version: LOG_VERSION + 1 }
			}
		]);
		expect(await readGame(db, 'newer')).toEqual({
			ok: false,
			error: { code: 'unreadable', reason: { code: 'newer-version', version: LOG_VERSION + 1 } }
		});
		expect(JSON.parse((await rawGameText(db, 'newer'))!)).toEqual({
			...newer,
			actions: [{ type: 'timeTravel' }]
		});
		expect(await deleteGame(db, 'newer')).toBe(true);
		expect((await listGames(db)).unreadable.map((g) => g.id)).toEqual(['bad']);
		db?.close();
	});

	it('reports a stored game it cannot replay as damaged, and never throws', async () => {
		const db = await openFresh();
		await store(db, 'a', game(2));
		await store(db, 'b', game(2));
		await store(db, 'c', game(2));
		// An action the engine refuses, a malformed one (never through the schema: the engine refuses it), and a header of another format.
		await db!.put('actions', { type: 'playCard', actor: 0, card: 'flamethrower', target: 2 }, [
			'a',
			1
		]);
		await db!.put('actions', { type: 'correct', position: null } as never, ['b', 0]);
		const c = await db!.get('games', 'c');
		await db!.put('games', { ...c!, log: { format: 'other' } });
		const a = await readGame(db, 'a');
		expect(a).toMatchObject({
			ok: false,
			error: {
				code: 'unreadable',
				reason: { code: 'damaged', error: { code: 'illegal-action', index: 1 } }
			}
		});
		expect(await readGame(db, 'b')).toMatchObject({
			ok: false,
			error: {
				code: 'unreadable',
				reason: { code: 'damaged', error: { code: 'illegal-action', index: 0 } }
			}
		});
		expect(await readGame(db, 'c')).toMatchObject({
			ok: false,
			error: { code: 'unreadable', reason: { code: 'damaged', error: { code: 'not-a-log' } } }
		});
		db?.close();
	});

	it('reads and writes a 20,000-action game', async () => {
		const db = await openFresh();
		const base = game(0);
		const big: Game = {
			...base,
			log: {
				...base.log,
				actions: Array.from({ length: MAX_ACTIONS }, () => ({ type: 'endTurn' as const }))
			},
			cursor: MAX_ACTIONS
		};
		const imported = await importText(JSON.stringify(toLog(big)));
		expect(imported.ok).toBe(true);
		if (!imported.ok) return;
		await store(db, 'big', imported.value.game);
		const read = await readGame(db, 'big');
		expect(read.ok && read.value.game.cursor).toBe(MAX_ACTIONS);
		expect(read.ok && read.value.game.state.turn).toBe(MAX_ACTIONS + 1);
		db?.close();
	});

	it('without a database nothing is saved and nothing throws', async () => {
		expect(
			await writeGame(null, {
				id: 'x',
				createdAt: 1,
				game: game(),
				base: null,
				change: { kind: 'all' }
			})
		).toEqual({ ok: false, error: { code: 'unavailable' } });
		expect(await listGames(null)).toEqual({ games: [], unreadable: [] });
		expect(await readGame(null, 'x')).toEqual({ ok: false, error: { code: 'unavailable' } });
	});
});

describe('migration', () => {
	beforeEach(async () => {
		await deleteDB(DB_NAME);
	});

	it('upgrades a version-1 database and keeps the saved setup', async () => {
		const v1 = await openFresh(1);
		expect(v1?.version).toBe(1);
		expect([...v1!.objectStoreNames]).toEqual(['settings']);
		const setup = defaultSetup();
		setup.players = 11;
		await v1!.put('settings', structuredClone(setup), 'setup');
		v1!.close();

		const now = await openFresh();
		expect(now?.version).toBe(DB_VERSION);
		expect([...now!.objectStoreNames].sort()).toEqual(['actions', 'games', 'settings']);
		expect(parseSetup(await now!.get('settings', 'setup'))).toEqual(setup);
		await store(now, 'g', game());
		now!.close();
	});

	it('moves version-2 games (the whole log in one record) to one record per action, in their old order', async () => {
		// A database exactly as version 2 of the app wrote it.
		const v2 = await openDB(DB_NAME, 2, {
			upgrade(db) {
				db.createObjectStore('settings');
				db.createObjectStore('games', { keyPath: 'id' }).createIndex('updatedAt', 'updatedAt');
			}
		});
		const older = undo(game(3));
		const newer = game(2);
		await v2.put('games', {
			id: 'older',
			createdAt: 1,
			updatedAt: 100,
			log: older.log,
			cursor: older.cursor
		});
		await v2.put('games', {
			id: 'newer',
			createdAt: 2,
			updatedAt: 200,
			log: newer.log,
			cursor: newer.cursor
		});
		await v2.put('games', {
			id: 'broken',
			createdAt: 3,
			updatedAt: 50,
			log: { format: 'what' },
			cursor: 0
		});
		v2.close();

		const db = await openFresh();
		const list = await listGames(db);
		expect(list.games.map((g) => [g.id, g.actions])).toEqual([
			['newer', 2],
			['older', 2]
		]);
		expect(list.unreadable.map((g) => g.id)).toEqual(['broken']);
		const read = await readGame(db, 'older');
		expect(read.ok && read.value.game.log.actions).toHaveLength(3);
		expect(read.ok && read.value.game.state).toEqual(older.state);
		db?.close();
	});
});

describe('export and import', () => {
	it('shortens a name too long for the form instead of refusing the file', async () => {
		const log = JSON.parse(exportText(game()));
		log.setup.names = Array.from({ length: log.setup.seats }, (_, i) => `P${i}`);
		log.setup.names[2] = 'N'.repeat(60);
		const read = await importText(JSON.stringify(log));
		expect(read.ok && read.value.shortened).toEqual([2]);
		expect(read.ok && read.value.game.log.setup.names?.[2]).toBe('N'.repeat(40));
	});
	it('round-trips a game through its JSON file', async () => {
		const g = game();
		const back = await importText(exportText(g));
		expect(back.ok && back.value.game.state).toEqual(g.state);
	});

	it('exports only the actions in force', () => {
		const text = exportText(undo(game()));
		expect(JSON.parse(text).actions).toHaveLength(2);
	});

	it('rejects a malformed file with a clear reason', async () => {
		expect(await importText('{not json')).toMatchObject({ ok: false, error: { code: 'not-json' } });
		expect(await importText('[1,2]')).toMatchObject({ ok: false, error: { code: 'not-a-log' } });
		const bad = JSON.parse(exportText(game()));
		bad.actions[1] = { type: 'playCard', actor: 99, card: 'axe' };
		expect(await importText(JSON.stringify(bad))).toMatchObject({
			ok: false,
			error: { code: 'invalid', path: 'actions.1.actor' }
		});
	});

	it('rejects a log from a newer version, and an oversized file', async () => {
		const newer = JSON.parse(exportText(game()));
		newer.version = 2;
		expect(await importText(JSON.stringify(newer))).toMatchObject({
			ok: false,
			error: { code: 'newer-version' }
		});
		expect(await importText(' '.repeat(MAX_IMPORT_BYTES + 1))).toMatchObject({
			ok: false,
			error: { code: 'too-large' }
		});
	});

	it('rejects a log whose actions do not replay, naming the action', async () => {
		const log = JSON.parse(exportText(game()));
		log.actions.push({ type: 'playCard', actor: 0, card: 'flamethrower', target: 2 });
		expect(await importText(JSON.stringify(log))).toMatchObject({
			ok: false,
			error: { code: 'illegal-action', index: 3 }
		});
	});
});
