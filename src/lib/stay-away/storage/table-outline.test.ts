/**
 * The table's outline (issue 41): what the game store writes beside the saved game, and the
 * pre-paint script in src/app.html that draws it into the prerendered /table before any other
 * script runs (run here from the file itself, as the browser runs it).
 */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createTable } from '../table/setup';
import { end, options, run, table } from '../testing/helpers';
import { OUTLINE_KEY, outlineOf, saveOutline } from './table-outline';

const script = [...readFileSync('src/app.html', 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)]
	.map(([, body]) => body!)
	.find((body) => body.includes(OUTLINE_KEY))!;

/** A Map-backed localStorage. */
function fakeStorage(items: Record<string, string> = {}) {
	const map = new Map(Object.entries(items));
	return {
		getItem: (k: string) => map.get(k) ?? null,
		setItem: (k: string, v: string) => void map.set(k, String(v)),
		removeItem: (k: string) => void map.delete(k),
		map
	};
}

/** The outline's markup as TableOutline.svelte renders it: 12 hidden slots and two holes. */
function fakeDocument(present = true) {
	const el = (attrs: Record<string, string> = {}) => {
		const map = new Map(Object.entries(attrs));
		const style = new Map<string, string>();
		return {
			textContent: '',
			hidden: true,
			getAttribute: (name: string) => map.get(name) ?? null,
			setAttribute: (name: string, value: string) => void map.set(name, value),
			removeAttribute: (name: string) => void map.delete(name),
			hasAttribute: (name: string) => map.has(name),
			style: { setProperty: (name: string, value: string) => void style.set(name, value) },
			styles: style
		};
	};
	const root = el();
	const slots = Array.from({ length: 12 }, () => el());
	const active = el();
	const dir = el({ 'data-cw': 'clockwise', 'data-ccw': 'counter-clockwise' });
	const status = el({ 'data-template': 'Turn {t} · Round {r}' });
	const box = Object.assign(el({ 'data-seat-word': 'Seat #' }), {
		querySelectorAll: (s: string) => (s === '[data-seat]' ? slots : []),
		querySelector: (s: string) =>
			({
				'[data-outline-active]': active,
				'[data-outline-dir]': dir,
				'[data-outline-status]': status
			})[s] ?? null
	});
	return {
		documentElement: root,
		getElementById: (id: string) => (present && id === 'table-outline' ? box : null),
		root,
		slots,
		active,
		dir,
		status,
		box
	};
}

/**
 * Run app.html's script as the browser does on /en/table, in a context of its own (where it is
 * read, in the head); then the paint at the end of the body. Whether it drew.
 */
function runInline(doc: ReturnType<typeof fakeDocument>, storage: ReturnType<typeof fakeStorage>) {
	const window = readHead(doc, storage, '/en/table');
	// The same function, left for the page to call again when opened within the app.
	return window.stayAwayPaintOutline!(doc, storage);
}

/** Only the head's run of the script: what <html> is marked with before the body is read. */
function readHead(
	doc: ReturnType<typeof fakeDocument>,
	storage: ReturnType<typeof fakeStorage>,
	pathname: string
) {
	const window: { stayAwayPaintOutline?: (d: unknown, s: unknown) => boolean } = {};
	runInNewContext(script, { document: doc, localStorage: storage, window, location: { pathname } });
	return window;
}

describe('outlineOf / saveOutline', () => {
	it('keeps the names in seat order, whose turn and the direction', () => {
		const r = createTable({
			seats: 4,
			dealer: 3,
			names: ['Ana', '', 'Cleo', 'Dan'],
			options: options()
		});
		if (!r.ok) throw new Error(r.error.message);
		const o = outlineOf(r.value);
		expect(o).toEqual({
			v: 1,
			names: ['Ana', '', 'Cleo', 'Dan'],
			players: [1, 2, 3, 4],
			active: 0,
			dir: 'cw',
			turn: 1,
			round: 1
		});
		expect(outlineOf(run(r.value, end())).active).toBe(1);
		expect(JSON.stringify(o).length).toBeLessThan(300);
	});

	it('is written for a game in progress and removed when none is open', () => {
		const storage = fakeStorage();
		saveOutline(table(5), storage);
		expect(JSON.parse(storage.map.get(OUTLINE_KEY)!).names).toHaveLength(5);
		saveOutline(null, storage);
		expect(storage.map.has(OUTLINE_KEY)).toBe(false);
	});

	it('never throws when storage refuses or is missing', () => {
		const full = {
			setItem: () => {
				throw new Error('QuotaExceededError');
			},
			removeItem: () => {}
		};
		expect(() => saveOutline(table(4), full)).not.toThrow();
		expect(() => saveOutline(table(4), undefined)).not.toThrow();
	});
});

describe('paintOutline (the pre-paint script)', () => {
	const stored = (o: unknown) => fakeStorage({ [OUTLINE_KEY]: JSON.stringify(o) });

	it('draws a saved outline from its own source text, names as text', () => {
		const doc = fakeDocument();
		const storage = fakeStorage();
		const r = createTable({
			seats: 4,
			dealer: 3,
			names: ['<b>Ana</b>', '', 'Cleo', 'Dan'],
			options: options()
		});
		if (!r.ok) throw new Error(r.error.message);
		saveOutline(run(r.value, end()), storage);
		expect(runInline(doc, storage)).toBe(true);
		expect(doc.root.hasAttribute('data-table-outline')).toBe(true);
		expect(doc.slots.slice(0, 4).map((s) => s.textContent)).toEqual([
			'<b>Ana</b>',
			'Seat 2',
			'Cleo',
			'Dan'
		]);
		expect(doc.slots.map((s) => s.hidden)).toEqual([
			...Array(4).fill(false),
			...Array(8).fill(true)
		]);
		expect(doc.active.textContent).toBe('Seat 2');
		expect(doc.dir.textContent).toBe('clockwise');
		expect(doc.status.textContent).toBe('Turn 2 · Round 1');
		expect(doc.slots.map((s) => s.hasAttribute('data-active'))).toEqual([
			false,
			true,
			...Array(10).fill(false)
		]);
		expect(doc.box.getAttribute('data-dir')).toBe('cw');
		expect(doc.box.styles.get('--n')).toBe('4');
	});

	it.each([
		['nothing stored', null],
		['not JSON', '{'],
		[
			'another version',
			JSON.stringify({ v: 2, names: ['a'], players: [1], active: 0, dir: 'cw', turn: 3, round: 1 })
		],
		[
			'no seats',
			JSON.stringify({ v: 1, names: [], players: [], active: 0, dir: 'cw', turn: 3, round: 1 })
		],
		[
			'more seats than slots',
			JSON.stringify({
				v: 1,
				names: Array(13).fill('a'),
				players: Array(13).fill(1),
				active: 0,
				dir: 'cw'
			})
		],
		[
			'players not matching',
			JSON.stringify({
				v: 1,
				names: ['a', 'b'],
				players: [1],
				active: 0,
				dir: 'cw',
				turn: 3,
				round: 1
			})
		],
		[
			'active out of range',
			JSON.stringify({ v: 1, names: ['a'], players: [1], active: 1, dir: 'cw', turn: 3, round: 1 })
		],
		[
			'bad direction',
			JSON.stringify({ v: 1, names: ['a'], players: [1], active: 0, dir: 'up', turn: 3, round: 1 })
		],
		[
			'no turn',
			JSON.stringify({ v: 1, names: ['a'], players: [1], active: 0, dir: 'cw', round: 1 })
		],
		[
			'a name not text',
			JSON.stringify({ v: 1, names: [{}], players: [1], active: 0, dir: 'cw', turn: 3, round: 1 })
		]
	])('leaves the start panel when the outline is invalid: %s', (_, raw) => {
		const doc = fakeDocument();
		doc.root.setAttribute('data-table-outline', '');
		const storage = fakeStorage(raw === null ? {} : { [OUTLINE_KEY]: raw });
		expect(runInline(doc, storage)).toBe(false);
		expect(doc.root.hasAttribute('data-table-outline')).toBe(false);
	});

	it('marks a game in progress from the head, before the header is read', () => {
		const saved = outlineOf(table(5));
		for (const path of ['/en/table', '/uk/table/']) {
			const doc = fakeDocument();
			readHead(doc, stored(saved), path);
			expect(doc.root.getAttribute('data-table-outline')).toBe('pending');
		}
		// Another page, or an invalid outline: the header keeps its setup link.
		for (const [path, o] of [
			['/en/setup', saved],
			['/en/table', { ...saved, dir: 'up' }],
			['/en/table', { ...saved, names: Array(13).fill('a'), players: Array(13).fill(1) }]
		] as const) {
			const doc = fakeDocument();
			readHead(doc, stored(o), path);
			expect(doc.root.hasAttribute('data-table-outline')).toBe(false);
		}
		// Painted at the end of the body: no longer pending.
		const doc = fakeDocument();
		expect(runInline(doc, stored(saved))).toBe(true);
		expect(doc.root.getAttribute('data-table-outline')).toBe('');
	});

	it('does nothing on a page without the outline', () => {
		const doc = fakeDocument(false);
		expect(runInline(doc, stored(outlineOf(table(4))))).toBe(false);
		expect(doc.root.hasAttribute('data-table-outline')).toBe(false);
	});
});
