/**
 * Which files the service worker precaches for everyone (the shell) and which only for a language
 * its reader has chosen. Runs at build time, in Node (a Workbox manifest transform, vite.config.ts),
 * never in the browser.
 *
 * Each page is prerendered once per language (`/de/setup`), so precaching every page would store
 * the app five times over. The shell is everything shared: scripts, styles, icons, the version file
 * and one page that forwards an address without a language (`/`): every such page runs the same
 * inline forwarding script (src/app.html) on its own address, so the worker answers them all with
 * that one (`/setup`, `/cards/axe`: about 20 KB each, 132 of them). A language's set is
 * its pages and its locale files; the worker fetches a set when its language is first used
 * (src/sw.ts), and again when a new version brings new files.
 *
 * What no page loads at first, only on demand (the search indexes of every language, the Host's
 * game, the action sheet: a dynamic `import()` reaches them, no page's static imports do; and the
 * data files under `data/`, which a prerendered page carries inline and an in-app visit fetches:
 * a card page's rule data), is the on-demand set: the worker fetches it in the background with
 * the language, and caches each of its files as it is first used. So the shell a first visit
 * installs is what a page needs to start (about half a megabyte), not the 0.9 MB of search indexes
 * a reader may never open.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isLanguage, LANGUAGES, type Language } from '../i18n/languages.ts';

/** One file in Workbox's manifest, as a manifest transform receives it (`size` in bytes). */
export interface ManifestEntry {
	url: string;
	revision: string | null;
	size: number;
	integrity?: string;
}

/**
 * A manifest entry as the service worker reads it: `lang` and `set` mark a file of one language's
 * set, `set` naming its version (`de-1a2b3c4d`: a new version of any of its files gives a new name).
 * `also` lists the other languages whose pages read the file too (a locale file read across
 * languages, see {@link languageManifestTransform}): it belongs to their sets as well.
 */
export interface LanguageEntry extends ManifestEntry {
	lang?: Language;
	also?: Language[];
	set?: string;
	/** A file only loaded on demand (`set` is then `demand-<version>`), see the header. */
	onDemand?: true;
}

/** The part of Vite's build manifest (`client/.vite/manifest.json`) read here. */
export interface ViteChunk {
	file: string;
	/** The module it was built from, e.g. `node_modules/i18next/dist/esm/i18next.js`. */
	src?: string;
	isEntry?: boolean;
	imports?: string[];
	css?: string[];
	assets?: string[];
}

/** The source path of i18next's module in Vite's manifest (a chunk's `src`). */
export const I18NEXT_MODULE = /^node_modules\/i18next\//;

/**
 * The source path of the table's game view (`/table` loads it once there is a game, with the
 * engine): Start needs it at once.
 */
export const TABLE_GAME_MODULE = /\/table\/GameView\.svelte$/;

/**
 * The source path of the list of the app's locale files, which loads beside i18next
 * (src/lib/i18n/locale-files.ts): without it i18next has no words to load.
 */
export const LOCALE_FILES_MODULE = /^src\/lib\/i18n\/locale-files\.ts$/;

/**
 * Modules a page loads soon after its first, though not before it answers: i18next and the list
 * of locale files, loaded once the page has hydrated from its own words
 * (src/lib/i18n/i18n.svelte.ts), and the table's game view, which the first tap on Start draws.
 * They belong to the shell, so that a page opened once works offline from its first tap: a game
 * started offline right after a first visit is drawn.
 */
const SOON = [I18NEXT_MODULE, LOCALE_FILES_MODULE, TABLE_GAME_MODULE];

/**
 * Vite's build manifest under `clientDir` (`<clientDir>/.vite/manifest.json`): chunks by their
 * key. Returns undefined when the build left none.
 */
export function viteManifest(clientDir: string): Record<string, ViteChunk> | undefined {
	try {
		return JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8'));
	} catch {
		return undefined;
	}
}

/**
 * The built files (`_app/immutable/…`) that some page loads at first: every entry's (SvelteKit's
 * start, app and page nodes) file, with its static imports, their styles and assets, transitively,
 * and the modules every page loads soon after ({@link SOON}).
 * Returns undefined when the build left no Vite manifest (then nothing is on demand).
 */
export function startFiles(clientDir: string): Set<string> | undefined {
	const chunks = viteManifest(clientDir);
	if (!chunks) return undefined;
	const starts = Object.entries(chunks)
		.filter(([, chunk]) => chunk.isEntry || SOON.some((soon) => soon.test(chunk.src ?? '')))
		.map(([key]) => key);
	return chunkFiles(chunks, starts);
}

/**
 * The built files that loading the chunks `keys` (keys of {@link viteManifest}) brings: each
 * one's file, styles and assets, and those of its static imports, transitively. Unknown keys
 * are skipped.
 */
export function chunkFiles(
	chunks: Record<string, ViteChunk>,
	keys: readonly string[]
): Set<string> {
	const files = new Set<string>();
	const seen = new Set<string>();
	const visit = (key: string) => {
		const chunk = chunks[key];
		if (!chunk || seen.has(key)) return;
		seen.add(key);
		for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
		for (const next of chunk.imports ?? []) visit(next);
	};
	for (const key of keys) visit(key);
	return files;
}

/** Whether `entry` is in `lng`'s set: its own language's, or one of those that read it too. */
export function inSet(entry: LanguageEntry, lng: Language): boolean {
	return entry.lang === lng || (entry.also?.includes(lng) ?? false);
}

/**
 * The address a file is served at, from its path under SvelteKit's build output
 * (`client/_app/x.js` → `_app/x.js`, `prerendered/pages/de/setup.html` → `de/setup`,
 * `prerendered/pages/index.html` → `/`): the mapping @vite-pwa/sveltekit applies by default, for
 * `trailingSlash: 'never'`, which a transform of our own replaces.
 */
export function servedUrl(path: string): string {
	let url = path.replace(/^client\//, '').replace(/^prerendered\/(pages|dependencies)\//, '');
	if (!url.endsWith('.html')) return url;
	if (url === 'index.html') return '/';
	url = url.replace(/\/index\.html$/, '').replace(/\.html$/, '');
	return url;
}

/** The language a served page belongs to (`de/setup` → `de`, `de` → `de`), if any. */
export function pageLanguage(url: string): Language | undefined {
	const first = url.split('/')[0];
	return isLanguage(first) ? first : undefined;
}

/**
 * Read every locale file (`locales/<lng>/<ns>.json`) as text, keyed by its exact contents, so a
 * built asset (Vite copies them byte for byte under a hashed name) can be traced to its language.
 * A content shared by two languages is left to the shell.
 */
export function localeContents(root: string, namespaces: readonly string[]): Map<string, Language> {
	const byContent = new Map<string, Language | null>();
	for (const lng of LANGUAGES) {
		for (const ns of namespaces) {
			let text: string;
			try {
				text = readFileSync(join(root, 'locales', lng, `${ns}.json`), 'utf8');
			} catch {
				continue;
			}
			byContent.set(text, byContent.has(text) ? null : lng);
		}
	}
	return new Map([...byContent].filter((e): e is [string, Language] => e[1] !== null));
}

/**
 * A Workbox manifest transform: maps every file to its served address, marks the files of each
 * language's set with `lang` and `set` and those of the on-demand set with `onDemand` and `set`
 * (read from the build's Vite manifest, {@link startFiles}), and leaves out the forwarding pages
 * but `/`. `outputDir` is SvelteKit's build output (the glob directory,
 * `.svelte-kit/output`), `root` the project (for `locales/`). `readByAll` names the locale files
 * (`ru/island`: language/namespace) that every language's pages read, not only their own
 * language's: they are in every language's set (`also`), so a page works offline with its own
 * language kept and nothing else.
 */
export function languageManifestTransform(
	outputDir: string,
	root: string,
	namespaces: readonly string[],
	readByAll: readonly `${Language}/${string}`[] = []
) {
	return async (entries: ManifestEntry[]): Promise<{ manifest: LanguageEntry[] }> => {
		const locales = localeContents(root, namespaces);
		const start = startFiles(join(outputDir, 'client'));
		const shared = new Set(
			readByAll.map((file) => readFileSync(join(root, 'locales', `${file}.json`), 'utf8'))
		);
		const forwarding = (entry: ManifestEntry, url: string) =>
			entry.url.startsWith('prerendered/pages/') &&
			entry.url.endsWith('.html') &&
			url !== '/' &&
			!pageLanguage(url);
		const manifest: LanguageEntry[] = entries.flatMap((entry) => {
			const url = servedUrl(entry.url);
			if (forwarding(entry, url)) return [];
			let lang = pageLanguage(url);
			let text: string | undefined;
			if (!lang && url.endsWith('.json') && url.startsWith('_app/immutable/')) {
				text = readFileSync(join(outputDir, entry.url), 'utf8');
				lang = locales.get(text);
			}
			if (
				!lang &&
				((start && url.startsWith('_app/immutable/') && !start.has(url)) || url.startsWith('data/'))
			)
				return [{ ...entry, url, onDemand: true as const }];
			if (!lang) return [{ ...entry, url }];
			if (text === undefined || !shared.has(text)) return [{ ...entry, url, lang }];
			return [{ ...entry, url, lang, also: LANGUAGES.filter((lng) => lng !== lang) }];
		});
		for (const lng of LANGUAGES) {
			const files = manifest.filter((e) => inSet(e, lng));
			const digest = createHash('sha256');
			for (const e of files) digest.update(`${e.url} ${e.revision ?? ''}\n`);
			const set = `${lng}-${digest.digest('hex').slice(0, 8)}`;
			// A file in several sets is named after its own language's.
			for (const e of files) if (e.lang === lng) e.set = set;
		}
		const onDemand = manifest.filter((e) => e.onDemand);
		const digest = createHash('sha256');
		for (const e of onDemand) digest.update(`${e.url} ${e.revision ?? ''}\n`);
		const set = `demand-${digest.digest('hex').slice(0, 8)}`;
		for (const e of onDemand) e.set = set;
		return { manifest };
	};
}
