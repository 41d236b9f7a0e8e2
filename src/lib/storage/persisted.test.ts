import 'fake-indexeddb/auto';
import { deleteDB } from 'idb';
import { beforeEach, describe, expect, it } from 'vitest';
import { DB_NAME, openDatabase, openFresh } from '$lib/stay-away/storage/db';
import { Persisted } from './persisted.svelte';
import { parseSetup } from '$lib/stay-away/storage/settings';
import { defaultSetup } from '$lib/stay-away/options';

/** Node has no web storage: an in-memory one, as the browser's behaves. */
function memoryStorage(): globalThis.Storage {
	const data = new Map<string, string>();
	return {
		get length() {
			return data.size;
		},
		clear: () => data.clear(),
		getItem: (k) => data.get(k) ?? null,
		key: (i) => [...data.keys()][i] ?? null,
		removeItem: (k) => void data.delete(k),
		setItem: (k, v) => void data.set(k, String(v))
	};
}

const settle = () => new Promise((r) => setTimeout(r, 10));

describe('Persisted values', () => {
	beforeEach(async () => {
		await deleteDB(DB_NAME);
		Object.assign(globalThis, { localStorage: memoryStorage(), sessionStorage: memoryStorage() });
	});

	it('keeps a value in localStorage, read at once by the next page', () => {
		const parse = (v: unknown) => (typeof v === 'string' && ['en', 'de'].includes(v) ? v : null);
		const first = new Persisted<string | null>('lang', null, { storage: 'local', parse });
		expect(first.current).toBeNull();
		first.current = 'de';
		expect(new Persisted<string | null>('lang', null, { storage: 'local', parse }).current).toBe(
			'de'
		);
		// A plain string stored before values were JSON is still read.
		localStorage.setItem('lang', 'en');
		expect(new Persisted<string | null>('lang', null, { storage: 'local', parse }).current).toBe(
			'en'
		);
		// A value that does not parse is ignored.
		localStorage.setItem('lang', '"xx"');
		expect(
			new Persisted<string | null>('lang', null, { storage: 'local', parse }).current
		).toBeNull();
	});

	it('keeps a value in sessionStorage, and says when storage refuses', () => {
		const parse = (v: unknown) => (Array.isArray(v) ? (v as boolean[]) : null);
		const ticks = new Persisted<boolean[]>('ticks', [], { storage: 'session', parse });
		ticks.current = [true, false];
		expect(JSON.parse(sessionStorage.getItem('ticks')!)).toEqual([true, false]);
		sessionStorage.setItem = () => {
			throw new Error('QuotaExceededError');
		};
		ticks.current = [true, true];
		expect(ticks.current).toEqual([true, true]);
		expect(ticks.durable).toBe(false);
	});

	it('reads nothing from a database that does not exist yet, and creates it on the first save', async () => {
		let opened = 0;
		const kept = new Map<string, unknown>();
		const database = {
			get: async (_: 'settings', key: string) => kept.get(key),
			put: async (_: 'settings', value: unknown, key: string) => void kept.set(key, value),
			delete: async (_: 'settings', key: string) => void kept.delete(key)
		};
		const saved = new Persisted('setup', null, {
			storage: 'idb',
			database: async () => (opened++, database),
			exists: async () => opened > 0,
			parse: parseSetup
		});
		await saved.load();
		expect(saved.ready).toBe(true);
		expect(saved.durable).toBe(true);
		expect(saved.current).toBeNull();
		expect(opened).toBe(0);
		saved.current = defaultSetup();
		await settle();
		expect(opened).toBe(1);
		expect(saved.durable).toBe(true);
		expect(kept.get('setup')).toEqual(defaultSetup());
	});

	it('keeps a setup in IndexedDB, ignores a damaged record, and clears', async () => {
		const saved = new Persisted('setup', null, {
			storage: 'idb',
			database: openDatabase,
			parse: parseSetup
		});
		await saved.load();
		expect(saved.ready).toBe(true);
		expect(saved.current).toBeNull();
		const setup = defaultSetup();
		setup.players = 9;
		setup.options.advanced.thingInDeck = true;
		saved.current = setup;
		await settle();
		const again = new Persisted('setup', null, {
			storage: 'idb',
			database: openDatabase,
			parse: parseSetup
		});
		await again.load();
		expect(again.current).toEqual(setup);
		const db = await openFresh();
		await db!.put('settings', { players: 13, options: {} }, 'setup');
		db!.close();
		const damaged = new Persisted('setup', null, {
			storage: 'idb',
			database: openDatabase,
			parse: parseSetup
		});
		await damaged.load();
		expect(damaged.current).toBeNull();
		await again.clear();
		const cleared = new Persisted('setup', null, {
			storage: 'idb',
			database: openDatabase,
			parse: parseSetup
		});
		await cleared.load();
		expect(cleared.current).toBeNull();
	});

	it('rejects setups that are not setups', () => {
		expect(
			parseSetup({ players: 6, options: { ...defaultSetup().options, version: 99 } })
		).toBeNull();
		expect(parseSetup('nonsense')).toBeNull();
		expect(parseSetup(defaultSetup())).toEqual(defaultSetup());
	});
});
