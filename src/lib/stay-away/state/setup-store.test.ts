import 'fake-indexeddb/auto';
import { deleteDB } from 'idb';
import { beforeEach, describe, expect, it } from 'vitest';
import { DB_NAME, openDatabase } from '$lib/stay-away/storage/db';
import { SetupStore } from './setup-store.svelte';

const HERE = new URL('https://example.test/en/table');

/** The setup stored in IndexedDB now (tests poll it: a save is written a moment later). */
async function stored(): Promise<unknown> {
	return (await openDatabase())?.get('settings', 'setup');
}

describe('the setup store', () => {
	beforeEach(async () => {
		await deleteDB(DB_NAME);
	});

	it('keeps a change made while the remembered setup is read, on top of it, and saves both', async () => {
		const before = new SetupStore();
		await before.init(HERE);
		before.setOption('print', 'quarantine', 'three-turns');
		before.setPlayers(9);
		await expect.poll(stored).toMatchObject({ players: 9 });

		// The next visit: the start panel opens, and a player count is tapped before the read is done.
		const store = new SetupStore();
		const reading = store.init(HERE);
		store.setPlayers(5);
		await reading;
		expect(store.setup.players).toBe(5);
		expect(store.setup.options.print.quarantine).toBe('three-turns');
		await expect.poll(stored).toMatchObject({
			players: 5,
			options: { print: { quarantine: 'three-turns' } }
		});

		// And the visit after reads both.
		const after = new SetupStore();
		await after.init(HERE);
		expect(after.setup.players).toBe(5);
		expect(after.setup.options.print.quarantine).toBe('three-turns');
	});
});
