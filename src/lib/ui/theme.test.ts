/**
 * The theme: the inline script in src/app.html that applies a remembered choice before the first
 * paint, and `applyTheme`, which the header's choice calls. Both must leave the page the same.
 */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { THEME_COLORS, THEME_KEY, THEMES, applyTheme, isTheme, type Theme } from './theme';

const script = [...readFileSync('src/app.html', 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)]
	.map(([, body]) => body!)
	.find((body) => body.includes(THEME_KEY))!;

/** A minimal `<html>` with the head's metas, as app.html has them. */
function fakeDocument() {
	const attributes = new Map<string, string>();
	const meta = (attrs: Record<string, string>) => {
		const map = new Map(Object.entries(attrs));
		return {
			getAttribute: (name: string) => map.get(name) ?? null,
			setAttribute: (name: string, value: string) => void map.set(name, value),
			get content() {
				return map.get('content');
			}
		};
	};
	const scheme = meta({ name: 'color-scheme', content: 'light dark' });
	const bars = [
		meta({ name: 'theme-color', 'data-scheme': 'light', content: THEME_COLORS.light }),
		meta({ name: 'theme-color', 'data-scheme': 'dark', content: THEME_COLORS.dark })
	];
	return {
		documentElement: {
			setAttribute: (name: string, value: string) => void attributes.set(name, value),
			removeAttribute: (name: string) => void attributes.delete(name),
			getAttribute: (name: string) => attributes.get(name) ?? null
		},
		querySelector: (selector: string) => (selector.includes('color-scheme') ? scheme : null),
		querySelectorAll: (selector: string) => (selector.includes('theme-color') ? bars : []),
		/** What a reader's browser would see. */
		seen: () => ({
			theme: attributes.get('data-theme') ?? null,
			scheme: scheme.content,
			bars: bars.map((b) => b.content)
		})
	};
}

/** Run the inline script with `stored` in localStorage; what the page shows after it. */
function firstPaint(stored: string | null, { blocked = false } = {}) {
	const doc = fakeDocument();
	runInNewContext(script, {
		localStorage: {
			getItem: (key: string) => {
				if (blocked) throw new Error('SecurityError');
				return key === THEME_KEY ? stored : null;
			}
		},
		document: doc
	});
	return doc.seen();
}

describe('the theme script in app.html', () => {
	it('applies a remembered light or dark choice as applyTheme does', () => {
		for (const theme of ['light', 'dark'] as const) {
			const doc = fakeDocument();
			applyTheme(theme, doc as unknown as Document);
			expect(firstPaint(JSON.stringify(theme))).toEqual(doc.seen());
			expect(doc.seen()).toEqual({
				theme,
				scheme: theme,
				bars: [THEME_COLORS[theme], THEME_COLORS[theme]]
			});
		}
	});

	it('leaves the page to the system setting without a valid choice', () => {
		const system = fakeDocument();
		applyTheme('system', system as unknown as Document);
		for (const stored of [null, '"system"', '"sepia"', 'not json', '42']) {
			expect(firstPaint(stored)).toEqual(system.seen());
		}
		expect(firstPaint('"dark"', { blocked: true })).toEqual(system.seen());
		expect(system.seen()).toEqual({
			theme: null,
			scheme: 'light dark',
			bars: [THEME_COLORS.light, THEME_COLORS.dark]
		});
	});

	it('uses the colours of app.css for the browser bar', () => {
		const css = readFileSync('src/styles/app.css', 'utf8');
		expect(css).toContain(`--bg: light-dark(${THEME_COLORS.light}, ${THEME_COLORS.dark})`);
		expect(script).toContain(`light: '${THEME_COLORS.light}', dark: '${THEME_COLORS.dark}'`);
	});
});

describe('applyTheme', () => {
	it('goes back to the system setting after a choice', () => {
		const doc = fakeDocument();
		applyTheme('light', doc as unknown as Document);
		applyTheme('system', doc as unknown as Document);
		expect(doc.seen().theme).toBeNull();
		expect(doc.seen().scheme).toBe('light dark');
	});

	it('knows exactly the three choices', () => {
		expect(THEMES.filter((t: Theme) => isTheme(t))).toEqual(['system', 'light', 'dark']);
		expect(isTheme('sepia')).toBe(false);
		expect(isTheme(null)).toBe(false);
	});
});
