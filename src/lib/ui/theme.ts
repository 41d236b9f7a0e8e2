/**
 * The reader's theme: `system` (follow the device's light or dark setting, the default), `light`
 * or `dark`. Remembered in `localStorage` as JSON (`"light"`) under {@link THEME_KEY}, and applied
 * to `<html>` as `data-theme` (absent for `system`), where src/styles/app.css picks the colours.
 * The inline script in src/app.html applies a remembered choice before the first paint, so a page
 * never flashes in the other theme (theme.test.ts runs that script). Never throws: with storage
 * blocked, the choice lasts for the visit. A plain module (no reactive state), so the
 * header's choice (`ThemeSwitcher`) loads it only when a choice is made.
 */

/** The choices, in the order the header offers them. */
export const THEMES = ['system', 'light', 'dark'] as const;

/** One theme choice. */
export type Theme = (typeof THEMES)[number];

/** Where the choice is kept (also read by the script in app.html and the tests). */
export const THEME_KEY = 'stay-away:theme';

/** The browser bar's colour in each theme: the page background (`--bg` in app.css). */
export const THEME_COLORS = { light: '#f4f0e8', dark: '#0d1014' } as const;

/** Whether `value` is one of {@link THEMES}. */
export function isTheme(value: unknown): value is Theme {
	return (THEMES as readonly unknown[]).includes(value);
}

/**
 * Show `theme` on the page: `data-theme` on `<html>` (none for `system`), the `color-scheme` meta
 * (so the browser's own parts match) and the browser bar's colour.
 */
export function applyTheme(theme: Theme, doc: Document = document): void {
	const root = doc.documentElement;
	if (theme === 'system') root.removeAttribute('data-theme');
	else root.setAttribute('data-theme', theme);
	doc
		.querySelector('meta[name="color-scheme"]')
		?.setAttribute('content', theme === 'system' ? 'light dark' : theme);
	doc.querySelectorAll('meta[name="theme-color"]').forEach((meta) => {
		const scheme = theme === 'system' ? meta.getAttribute('data-scheme') : theme;
		meta.setAttribute('content', THEME_COLORS[scheme === 'light' ? 'light' : 'dark']);
	});
}

/** The choice applied to the page now (`system` when none is). */
export function currentTheme(doc: Document = document): Theme {
	const applied = doc.documentElement.getAttribute('data-theme');
	return isTheme(applied) ? applied : 'system';
}

/**
 * Pick a theme: shown at once and remembered for the next visits (JSON, as the script in app.html
 * reads it). With storage blocked it lasts for this page.
 */
export function chooseTheme(theme: Theme): void {
	applyTheme(theme);
	try {
		localStorage.setItem(THEME_KEY, JSON.stringify(theme));
	} catch {
		// Storage blocked (private mode): the theme holds until the page is left.
	}
}
