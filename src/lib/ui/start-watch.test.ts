/**
 * The start watch: the inline script in src/app.html that shows the root layout's hidden notice
 * (#start-failed) when a page's scripts fail to load or the app never marks itself ready. Run in
 * a fake page, with the clock in the test's hands.
 */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const script = [...readFileSync('src/app.html', 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)]
	.map(([, body]) => body!)
	.find((body) => body.includes('START_TIMEOUT_MS'))!;

type Listener = (event: Record<string, unknown>) => void;

/** A page with the notice and (unless `scripts` is false) a modulepreload link; run the script in it. */
function page({ scripts = true } = {}) {
	const attributes = new Set<string>();
	const notice = { hidden: true };
	const windowListeners = new Map<string, Listener>();
	const documentListeners = new Map<string, Listener>();
	const timers: Array<() => void> = [];
	let observer: (() => void) | undefined;
	let reloaded = 0;
	// The notice is in the body: there once the HTML has been read.
	let parsed = false;
	const root = {
		hasAttribute: (name: string) => attributes.has(name)
	};
	runInNewContext(script, {
		document: {
			documentElement: root,
			getElementById: (id: string) => (id === 'start-failed' && parsed ? notice : null),
			querySelector: (selector: string) =>
				scripts && selector.includes('modulepreload') ? {} : null,
			addEventListener: (type: string, listener: Listener) => documentListeners.set(type, listener)
		},
		addEventListener: (type: string, listener: Listener) => windowListeners.set(type, listener),
		setTimeout: (run: () => void) => timers.push(run),
		MutationObserver: class {
			constructor(run: () => void) {
				observer = run;
			}
			observe() {}
		},
		location: { reload: () => reloaded++ }
	});
	return {
		notice,
		loaded: () => {
			parsed = true;
			documentListeners.get('DOMContentLoaded')!({});
		},
		timeout: () => timers.splice(0).forEach((run) => run()),
		ready: () => (attributes.add('data-ready'), observer!()),
		fail: (target: Record<string, unknown>) => windowListeners.get('error')!({ target }),
		reject: (message: string) =>
			windowListeners.get('unhandledrejection')!({ reason: new Error(message) }),
		click: (inNotice: boolean) => {
			parsed = true;
			let prevented = false;
			documentListeners.get('click')!({
				target: { closest: () => (inNotice ? {} : null) },
				preventDefault: () => (prevented = true)
			});
			return { prevented, reloaded };
		}
	};
}

describe('the start watch in app.html', () => {
	it('stays hidden on a healthy start, even a slow one', () => {
		const p = page();
		p.loaded();
		p.ready();
		p.timeout();
		expect(p.notice.hidden).toBe(true);
	});

	it('shows when a module fails to load', () => {
		const p = page();
		p.loaded();
		p.fail({ tagName: 'LINK', rel: 'modulepreload' });
		expect(p.notice.hidden).toBe(false);
		const q = page();
		q.loaded();
		q.reject('Failed to fetch dynamically imported module: /_app/immutable/entry/start.js');
		expect(q.notice.hidden).toBe(false);
	});

	it('waits for the page when a module fails before the notice is there', () => {
		const p = page();
		p.fail({ tagName: 'LINK', rel: 'modulepreload' });
		expect(p.notice.hidden).toBe(true);
		p.loaded();
		expect(p.notice.hidden).toBe(false);
	});

	it('ignores other failures: an image, a rejection that is not a module', () => {
		const p = page();
		p.loaded();
		p.fail({ tagName: 'IMG' });
		p.fail({ tagName: 'LINK', rel: 'icon' });
		p.reject('quota exceeded');
		expect(p.notice.hidden).toBe(true);
	});

	it('shows at the time limit when the app is not ready, and hides once it is', () => {
		const p = page();
		p.loaded();
		p.timeout();
		expect(p.notice.hidden).toBe(false);
		p.ready();
		expect(p.notice.hidden).toBe(true);
	});

	it('never shows after the app is ready', () => {
		const p = page();
		p.loaded();
		p.ready();
		p.fail({ tagName: 'SCRIPT' });
		expect(p.notice.hidden).toBe(true);
	});

	it('does not watch a page without scripts', () => {
		const p = page({ scripts: false });
		p.loaded();
		p.timeout();
		expect(p.notice.hidden).toBe(true);
	});

	it('reloads from its button only', () => {
		const p = page();
		expect(p.click(false)).toEqual({ prevented: false, reloaded: 0 });
		expect(p.click(true)).toEqual({ prevented: true, reloaded: 1 });
	});

	it('waits a generous time', () => {
		expect(Number(/START_TIMEOUT_MS = (\d+)/.exec(script)![1])).toBeGreaterThanOrEqual(10_000);
	});
});
