/**
 * Paint first (issue 41): the build's rewrite of a prerendered page (`paintFirst`) and the inline
 * script of src/app.html that starts the page once its first frame is drawn, run in a fake page.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_ATTRIBUTE, AFTER_PAINT_FUNCTION, paintFirst } from './paint-first';

const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

const START = `
	{
		__sveltekit_x = { base: "" };
		const element = document.currentScript.parentElement;
		Promise.all([
			import("/_app/immutable/entry/start.A.js"),
			import("/_app/immutable/entry/app.B.js")
		]).then(([kit, app]) => {
			kit.start(app, element, { node_ids: [0, 4] });
		});
	}
`;

/** A page shaped as SvelteKit prerenders it: policy, preloads, the start script. */
const page = (start = START) =>
	`<html><head>` +
	`<meta http-equiv="content-security-policy" content="script-src 'self' 'sha256-other=' ${hash(start)}">` +
	`<link href="/_app/immutable/entry/start.A.js" rel="modulepreload">` +
	`<link href="/_app/immutable/chunks/C.js" rel="modulepreload">` +
	`<link href="/_app/immutable/assets/x.css" rel="stylesheet">` +
	`<script>var before = 1;</script>` +
	`</head><body><div>page</div><script>${start}</script></body></html>`;

describe('paintFirst', () => {
	it('makes the module preloads inert and keeps the other links', () => {
		const html = paintFirst(page());
		expect(html).not.toContain('rel="modulepreload"');
		expect(html).toContain(
			'<link href="/_app/immutable/entry/start.A.js" data-preload-after-paint>'
		);
		expect(html).toContain('<link href="/_app/immutable/chunks/C.js" data-preload-after-paint>');
		expect(html).toContain('<link href="/_app/immutable/assets/x.css" rel="stylesheet">');
	});

	it("defers SvelteKit's start and allows the new script by its hash, not the old", () => {
		const html = paintFirst(page());
		const start = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
			.map(([, body]) => body!)
			.find((body) => body.includes('kit.start('))!;
		expect(start).toContain('stayAwayAfterPaint(() => Promise.all([');
		expect(start).toContain('])).then(([kit, app]) =>');
		// Still the same program: the imports and the start, in order.
		expect(start.replace('stayAwayAfterPaint(() => ', '').replace('])).then', ']).then')).toBe(
			START
		);
		expect(html).toContain(hash(start));
		expect(html).not.toContain(hash(START));
		expect(html).toContain("'sha256-other='");
	});

	it('leaves a page without module preloads as it is', () => {
		const forward = `<html><head><script>location.replace('/en')</script></head><body></body></html>`;
		expect(paintFirst(forward)).toBe(forward);
	});

	it('stops the build when the start script has another shape', () => {
		const twice = START.replace('Promise.all([', 'Promise.all([Promise.all([');
		expect(() => paintFirst(page(twice))).toThrow(/unexpected shape/);
		const none = page().replace(/<body>[\s\S]*<\/body>/, '<body></body>');
		expect(() => paintFirst(none)).toThrow(/one SvelteKit start script, found 0/);
	});
});

const script = [...readFileSync('src/app.html', 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)]
	.map(([, body]) => body!)
	.find((body) => body.includes('AFTER_PAINT_LAST_RESORT_MS'))!;

/** src/app.html's script in a page whose frames and timers the test runs by hand. */
function fakePage() {
	const frames: Array<() => void> = [];
	const timers: Array<() => void> = [];
	const added: Array<{ rel: string; href: string }> = [];
	const window: Record<string, unknown> = {};
	runInNewContext(script, {
		window,
		requestAnimationFrame: (run: () => void) => frames.push(run),
		setTimeout: (run: () => void) => timers.push(run),
		document: {
			querySelectorAll: (selector: string) =>
				// The names the rewrite writes into every page: a rename on one side only fails here.
				selector === `link[${AFTER_PAINT_ATTRIBUTE}]`
					? ['/a.js', '/b.js'].map((href) => ({ getAttribute: () => href }))
					: [],
			createElement: () => ({ rel: '', href: '' }),
			head: { appendChild: (link: { rel: string; href: string }) => added.push({ ...link }) }
		},
		Promise
	});
	const afterPaint = window[AFTER_PAINT_FUNCTION] as (load: () => string) => Promise<string>;
	/** Draw the next frame: run the animation callbacks queued so far. */
	const frame = () => frames.splice(0).forEach((run) => run());
	return { afterPaint, frame, timers, added };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('the start after the first paint (src/app.html)', () => {
	it('starts nothing before the first frame is drawn, then preloads and starts once', async () => {
		const p = fakePage();
		let loads = 0;
		const started = p.afterPaint(() => `load ${++loads}`);
		await settled();
		expect(loads).toBe(0);
		expect(p.added).toEqual([]);
		p.frame(); // The first frame begins: not yet drawn.
		await settled();
		expect(loads).toBe(0);
		p.frame(); // The next one: the first has been drawn.
		await expect(started).resolves.toBe('load 1');
		expect(p.added).toEqual([
			{ rel: 'modulepreload', href: '/a.js' },
			{ rel: 'modulepreload', href: '/b.js' }
		]);
		// The last resort comes later and adds nothing twice.
		p.timers.forEach((run) => run());
		expect(p.added).toHaveLength(2);
	});

	it('starts a page that draws no frames (opened in the background) by its last resort', async () => {
		const p = fakePage();
		const started = p.afterPaint(() => 'started');
		p.timers.forEach((run) => run());
		await expect(started).resolves.toBe('started');
		expect(p.added.map((l) => l.href)).toEqual(['/a.js', '/b.js']);
	});
});
