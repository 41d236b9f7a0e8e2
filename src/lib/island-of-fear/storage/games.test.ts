import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { newLogged, record } from '$lib/action-log';
import {
	HOST_LOG_FORMAT,
	HOST_LOG_VERSION,
	HOST_RULES,
	type HostAction
} from '$lib/island-of-fear/host-game';
import type { HostGame } from '$lib/island-of-fear/host-log';
import { MAX_IMPORT_BYTES } from '$lib/storage/download';
import { deleteHostGame, listHostGames, openHostDb } from './db';
import { hostExportText, importHostText, readHostGame, writeHostGame } from './games';

function game(actions: HostAction[] = []): HostGame {
	let g: HostGame = newLogged(HOST_RULES, {
		format: HOST_LOG_FORMAT,
		version: HOST_LOG_VERSION,
		setup: { seats: 5, names: ['Ann', '', 'Cy', '', 'Ed'], items: true, events: false }
	});
	for (const action of actions) {
		const r = record(HOST_RULES, g, action);
		if (!r.ok) throw new Error(String(r.error));
		g = r.value;
	}
	return g;
}

beforeEach(async () => {
	const db = await openHostDb();
	await db?.clear('games');
});

describe('Host’s Table games in IndexedDB', () => {
	it('writes, reads back and lists a game; deletes it', async () => {
		const g = game([{ type: 'assignRole', seat: 0, role: 'werewolves' }, { type: 'beginNight' }]);
		const written = await writeHostGame({ id: 'a', createdAt: 1, game: g, base: null });
		expect(written).toEqual({ ok: true, value: 1 });
		const read = await readHostGame('a');
		expect(read.ok && read.value.game.state).toEqual(g.state);
		expect(read.ok && read.value.revision).toBe(1);
		expect(await listHostGames()).toMatchObject([{ id: 'a', seats: 5, phase: 'night', night: 1 }]);
		expect(await deleteHostGame('a')).toBe(true);
		expect(await readHostGame('a')).toEqual({ ok: false, error: { code: 'missing' } });
	});

	it('refuses a write based on an old revision: two tabs never overwrite each other', async () => {
		const g = game([{ type: 'beginNight' }]);
		await writeHostGame({ id: 'b', createdAt: 1, game: g, base: null });
		const tabA = game([{ type: 'beginNight' }, { type: 'beginDay' }]);
		expect(await writeHostGame({ id: 'b', createdAt: 1, game: tabA, base: 1 })).toEqual({
			ok: true,
			value: 2
		});
		// Tab B still thinks the game is at revision 1.
		const tabB = game([{ type: 'beginNight' }, { type: 'assignRole', seat: 2, role: 'witch' }]);
		expect(await writeHostGame({ id: 'b', createdAt: 1, game: tabB, base: 1 })).toEqual({
			ok: false,
			error: { code: 'conflict', revision: 2 }
		});
		const read = await readHostGame('b');
		expect(read.ok && read.value.game.state.phase).toBe('day');
		expect(await writeHostGame({ id: 'b', createdAt: 1, game: g, base: null })).toMatchObject({
			ok: false,
			error: { code: 'conflict' }
		});
		expect(await writeHostGame({ id: 'gone', createdAt: 1, game: g, base: 3 })).toEqual({
			ok: false,
			error: { code: 'missing' }
		});
	});

	it('keeps undone actions, so redo survives a reload', async () => {
		const g = game([{ type: 'beginNight' }, { type: 'beginDay' }]);
		const undone = { ...g, cursor: 1, state: game([{ type: 'beginNight' }]).state };
		await writeHostGame({ id: 'c', createdAt: 1, game: undone, base: null });
		const read = await readHostGame('c');
		expect(read.ok && read.value.game.cursor).toBe(1);
		expect(read.ok && read.value.game.log.actions).toHaveLength(2);
	});
});

describe('Host’s Table files', () => {
	it('exports the actions in force and imports them back', () => {
		const g = game([{ type: 'drawItem', seat: 1, item: 'bomb' }]);
		const read = importHostText(hostExportText(g));
		expect(read.ok && read.value.game.state).toEqual(g.state);
	});

	it('shortens a name too long for the form instead of refusing the file', () => {
		const file = JSON.parse(hostExportText(game()));
		file.setup.names[1] = 'N'.repeat(60);
		const read = importHostText(JSON.stringify(file));
		expect(read.ok && read.value.shortened).toEqual([1]);
		expect(read.ok && read.value.game.log.setup.names[1]).toBe('N'.repeat(40));
	});

	it('says why a file is refused, and never throws', () => {
		expect(importHostText('{oops')).toEqual({ ok: false, error: { code: 'not-json' } });
		expect(importHostText('"x".repeat'.padEnd(MAX_IMPORT_BYTES + 1, ' '))).toMatchObject({
			ok: false,
			error: { code: 'too-large' }
		});
		expect(importHostText(JSON.stringify({ format: 'stay-away-table-log' }))).toEqual({
			ok: false,
			error: { code: 'not-a-log' }
		});
		// A name is text, whatever it holds; one name per seat.
		const file = JSON.parse(hostExportText(game()));
		file.setup.names = ['<img src=x onerror=alert(1)>', '', '', '', ''];
		const read = importHostText(JSON.stringify(file));
		expect(read.ok && read.value.game.log.setup.names[0]).toBe('<img src=x onerror=alert(1)>');
		file.setup.names = ['Ann'];
		expect(importHostText(JSON.stringify(file))).toMatchObject({
			ok: false,
			error: { code: 'invalid' }
		});
	});
});
