import 'fake-indexeddb/auto';
import { deleteDB } from 'idb';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultRuleOptions } from '$lib/stay-away/options';
import { newGame, play, undo, type Game } from '$lib/stay-away/table';
import { DB_NAME, DB_VERSION, openFresh } from './db';
import { deleteGame, exportText, importText, listGames, loadGame, MAX_IMPORT_BYTES, saveGame, toRecord } from './games';
import { loadSetup, saveSetup } from './settings';
import { defaultSetup } from './setup-url';

function game(): Game {
	const created = newGame({ seats: 5, dealer: 0, names: ['Ann', 'Bo', 'Cy', 'Di', 'Ed'], options: defaultRuleOptions() });
	if (!created.ok) throw new Error('setup');
	let g = created.state;
	for (let i = 0; i < 3; i++) {
		const r = play(g, { type: 'endTurn' });
		if (!r.ok) throw new Error('endTurn');
		g = r.game;
	}
	return g;
}

describe('saved games', () => {
	beforeEach(async () => {
		await deleteDB(DB_NAME);
	});

	it('saves, lists, loads and deletes a game, keeping undone actions for redo', async () => {
		const db = await openFresh();
		const g = undo(game());
		expect(await saveGame(db, toRecord('a', g, 1000, 2000))).toBe(true);
		const list = await listGames(db);
		expect(list).toEqual([{ id: 'a', createdAt: 1000, updatedAt: 2000, seats: 5, names: ['Ann', 'Bo', 'Cy', 'Di', 'Ed'], actions: 2, over: false }]);
		const loaded = await loadGame(db, 'a');
		expect(loaded?.game.cursor).toBe(2);
		expect(loaded?.game.log.actions).toHaveLength(3);
		expect(loaded?.game.state).toEqual(g.state);
		await deleteGame(db, 'a');
		expect(await listGames(db)).toEqual([]);
		db?.close();
	});

	it('lists the most recently played first and skips damaged records', async () => {
		const db = await openFresh();
		await saveGame(db, toRecord('old', game(), 1, 10));
		await saveGame(db, toRecord('new', game(), 1, 20));
		await db!.put('games', { id: 'bad', createdAt: 1, updatedAt: 30, log: { format: 'nope' }, cursor: 0 });
		expect((await listGames(db)).map((g) => g.id)).toEqual(['new', 'old']);
		expect(await loadGame(db, 'bad')).toBeNull();
		db?.close();
	});

	it('without a database nothing is saved and nothing throws', async () => {
		expect(await saveGame(null, toRecord('x', game(), 1))).toBe(false);
		expect(await listGames(null)).toEqual([]);
		expect(await loadGame(null, 'x')).toBeNull();
	});
});

describe('migration', () => {
	beforeEach(async () => {
		await deleteDB(DB_NAME);
	});

	it('upgrades a version-1 database to version 2 and keeps the saved setup', async () => {
		const v1 = await openFresh(1);
		expect(v1?.version).toBe(1);
		expect([...v1!.objectStoreNames]).toEqual(['settings']);
		const setup = defaultSetup();
		setup.players = 11;
		await saveSetup(v1, setup);
		v1!.close();

		const v2 = await openFresh();
		expect(v2?.version).toBe(DB_VERSION);
		expect([...v2!.objectStoreNames].sort()).toEqual(['games', 'settings']);
		expect(await loadSetup(v2)).toEqual(setup);
		expect(await saveGame(v2, toRecord('g', game(), 1))).toBe(true);
		v2!.close();
	});
});

describe('export and import', () => {
	it('round-trips a game through its JSON file', () => {
		const g = game();
		const back = importText(exportText(g));
		expect(back.ok && back.game.state).toEqual(g.state);
	});

	it('exports only the actions in force', () => {
		const text = exportText(undo(game()));
		expect(JSON.parse(text).actions).toHaveLength(2);
	});

	it('rejects a malformed file with a clear reason', () => {
		expect(importText('{not json')).toMatchObject({ ok: false, error: { code: 'not-json' } });
		expect(importText('[1,2]')).toMatchObject({ ok: false, error: { code: 'not-a-log' } });
		const bad = JSON.parse(exportText(game()));
		bad.actions[1] = { type: 'playCard', actor: 99, card: 'axe' };
		expect(importText(JSON.stringify(bad))).toMatchObject({ ok: false, error: { code: 'invalid', path: 'actions.1.actor' } });
	});

	it('rejects a log from a newer version, and an oversized file', () => {
		const newer = JSON.parse(exportText(game()));
		newer.version = 2;
		expect(importText(JSON.stringify(newer))).toMatchObject({ ok: false, error: { code: 'newer-version' } });
		expect(importText(' '.repeat(MAX_IMPORT_BYTES + 1))).toMatchObject({ ok: false, error: { code: 'too-large' } });
	});

	it('rejects a log whose actions do not replay, naming the action', () => {
		const log = JSON.parse(exportText(game()));
		log.actions.push({ type: 'playCard', actor: 0, card: 'flamethrower', target: 2 });
		const result = importText(JSON.stringify(log));
		expect(result).toMatchObject({ ok: false, error: { code: 'illegal-action', index: 3 } });
	});
});
