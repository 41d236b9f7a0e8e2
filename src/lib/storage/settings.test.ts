import 'fake-indexeddb/auto';
import { deleteDB } from 'idb';
import { beforeEach, describe, expect, it } from 'vitest';
import { DB_NAME, DB_VERSION, openFresh } from './db';
import { clearSetup, loadSetup, parseSetup, saveSetup } from './settings';
import { defaultSetup } from './setup-url';

describe('remembered setup', () => {
	beforeEach(async () => {
		await deleteDB(DB_NAME);
	});

	it('saves, loads and clears a setup', async () => {
		const db = await openFresh();
		expect(db?.version).toBe(DB_VERSION);
		const setup = defaultSetup();
		setup.players = 9;
		setup.options.advanced.thingInDeck = true;
		expect(await saveSetup(db, setup)).toBe(true);
		expect(await loadSetup(db)).toEqual(setup);
		await clearSetup(db);
		expect(await loadSetup(db)).toBeNull();
		db?.close();
	});

	it('ignores a damaged record instead of trusting it', async () => {
		const db = await openFresh();
		await db!.put('settings', { players: 13, options: {} }, 'setup');
		expect(await loadSetup(db)).toBeNull();
		expect(parseSetup({ players: 6, options: { ...defaultSetup().options, version: 99 } })).toBeNull();
		expect(parseSetup('nonsense')).toBeNull();
		db?.close();
	});

	it('works without a database: nothing saved, nothing thrown', async () => {
		expect(await saveSetup(null, defaultSetup())).toBe(false);
		expect(await loadSetup(null)).toBeNull();
	});
});
