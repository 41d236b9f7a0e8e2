import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inSet, languageManifestTransform, pageLanguage, servedUrl } from './precache-manifest';

describe('the precache manifest', () => {
	it('serves prerendered pages at their clean addresses', () => {
		expect(servedUrl('prerendered/pages/index.html')).toBe('/');
		expect(servedUrl('prerendered/pages/de.html')).toBe('de');
		expect(servedUrl('prerendered/pages/de/rules/obstacles.html')).toBe('de/rules/obstacles');
		expect(servedUrl('client/_app/immutable/entry/start.js')).toBe('_app/immutable/entry/start.js');
		expect(pageLanguage('de/rules/obstacles')).toBe('de');
		expect(pageLanguage('uk')).toBe('uk');
		expect(pageLanguage('setup')).toBeUndefined();
		expect(pageLanguage('_app/immutable/entry/start.js')).toBeUndefined();
	});

	it("puts each language's pages and locale files in its own set, the rest but forwarders in the shell", async () => {
		const root = mkdtempSync(join(tmpdir(), 'precache-'));
		const out = join(root, 'output');
		mkdirSync(join(out, 'client/_app/immutable/assets'), { recursive: true });
		for (const [lng, text] of [
			['en', '{"a":"Setup"}'],
			['de', '{"a":"Aufbau"}']
		]) {
			mkdirSync(join(root, 'locales', lng!), { recursive: true });
			writeFileSync(join(root, 'locales', lng!, 'ui.json'), text!);
			writeFileSync(join(out, `client/_app/immutable/assets/ui.${lng}hash.json`), text!);
		}
		writeFileSync(join(out, 'client/_app/immutable/assets/other.json'), '{"b":1}');
		const entry = (url: string, revision: string | null = 'r1') => ({ url, revision, size: 1 });
		const transform = languageManifestTransform(out, root, ['ui']);
		const first = await transform([
			entry('prerendered/pages/index.html'),
			entry('prerendered/pages/setup.html'),
			entry('prerendered/pages/de.html'),
			entry('prerendered/pages/de/setup.html'),
			entry('prerendered/pages/en/setup.html'),
			entry('client/_app/immutable/assets/ui.dehash.json', null),
			entry('client/_app/immutable/assets/ui.enhash.json', null),
			entry('client/_app/immutable/assets/other.json', null),
			entry('client/_app/immutable/entry/start.js', null)
		]);
		const sets = Object.fromEntries(first.manifest.map((e) => [e.url, e.lang ?? 'shell']));
		// `/setup` only forwards: the worker answers it with `/`, the one forwarding page it keeps.
		expect(sets).toEqual({
			'/': 'shell',
			de: 'de',
			'de/setup': 'de',
			'en/setup': 'en',
			'_app/immutable/assets/ui.dehash.json': 'de',
			'_app/immutable/assets/ui.enhash.json': 'en',
			'_app/immutable/assets/other.json': 'shell',
			'_app/immutable/entry/start.js': 'shell'
		});
		// A set is named after its files' versions: a changed German page renames German's set only.
		const setOf = (m: typeof first.manifest, lng: string) => m.find((e) => e.lang === lng)!.set;
		const second = await transform([
			entry('prerendered/pages/de/setup.html', 'r2'),
			entry('prerendered/pages/de.html'),
			entry('prerendered/pages/en/setup.html'),
			entry('client/_app/immutable/assets/ui.dehash.json', null),
			entry('client/_app/immutable/assets/ui.enhash.json', null)
		]);
		expect(setOf(first.manifest, 'de')).toMatch(/^de-[0-9a-f]{8}$/);
		expect(setOf(second.manifest, 'de')).not.toBe(setOf(first.manifest, 'de'));
		expect(setOf(second.manifest, 'en')).toBe(setOf(first.manifest, 'en'));
	});

	it('puts a locale file that every language reads in every set, renaming them when it changes', async () => {
		const root = mkdtempSync(join(tmpdir(), 'precache-'));
		const out = join(root, 'output');
		mkdirSync(join(out, 'client/_app/immutable/assets'), { recursive: true });
		const files: Array<[string, string, string]> = [
			['en', 'island', '{"items":{"axe":"Axe"}}'],
			['ru', 'island', '{"items":{"axe":"Топор"}}'],
			['en', 'ui', '{"a":"Setup"}']
		];
		for (const [lng, ns, text] of files) {
			mkdirSync(join(root, 'locales', lng), { recursive: true });
			writeFileSync(join(root, 'locales', lng, `${ns}.json`), text);
			writeFileSync(join(out, `client/_app/immutable/assets/${ns}.${lng}hash.json`), text);
		}
		const entry = (url: string, revision: string | null = 'r1') => ({ url, revision, size: 1 });
		const transform = languageManifestTransform(out, root, ['island', 'ui'], ['ru/island']);
		const entries = [
			entry('prerendered/pages/en/island-of-fear.html'),
			entry('prerendered/pages/ru/island-of-fear.html'),
			entry('client/_app/immutable/assets/island.enhash.json', null),
			entry('client/_app/immutable/assets/island.ruhash.json', null),
			entry('client/_app/immutable/assets/ui.enhash.json', null)
		];
		const { manifest } = await transform(entries);
		const of = (url: string) => manifest.find((e) => e.url === url)!;
		const russian = of('_app/immutable/assets/island.ruhash.json');
		expect(russian.lang).toBe('ru');
		for (const lng of ['en', 'de', 'it', 'ru', 'uk'] as const)
			expect(inSet(russian, lng)).toBe(true);
		expect(inSet(of('_app/immutable/assets/island.enhash.json'), 'ru')).toBe(false);
		expect(of('_app/immutable/assets/ui.enhash.json').also).toBeUndefined();
		// English's set holds the Russian file, so a new Russian file renames English's set too.
		writeFileSync(join(out, 'client/_app/immutable/assets/island.ruhash.json'), files[1]![2]);
		const changed = await transform(
			entries.map((e) => (e.url.includes('island.ruhash') ? { ...e, revision: 'r2' } : e))
		);
		const setOf = (m: typeof manifest, lng: string) => m.find((e) => e.lang === lng)!.set;
		expect(setOf(changed.manifest, 'en')).not.toBe(setOf(manifest, 'en'));
	});

	it('puts the files no page loads at first in the on-demand set, named after their versions', async () => {
		const root = mkdtempSync(join(tmpdir(), 'precache-'));
		const out = join(root, 'output');
		mkdirSync(join(out, 'client/.vite'), { recursive: true });
		// A page node imports the runtime and its style; search is only reached by `import()`.
		const vite = {
			'nodes/0.js': {
				file: '_app/immutable/nodes/0.js',
				isEntry: true,
				imports: ['_runtime.js'],
				css: ['_app/immutable/assets/0.css'],
				dynamicImports: ['src/search.ts']
			},
			'_runtime.js': { file: '_app/immutable/chunks/runtime.js' },
			'src/search.ts': {
				file: '_app/immutable/chunks/search.js',
				isDynamicEntry: true,
				imports: ['_runtime.js'],
				css: ['_app/immutable/assets/search.css']
			},
			// i18next is reached by `import()` too, but every page loads it soon: the shell keeps it.
			'node_modules/i18next/dist/esm/i18next.js': {
				file: '_app/immutable/chunks/i18next.js',
				src: 'node_modules/i18next/dist/esm/i18next.js',
				isDynamicEntry: true
			},
			// So is the list of locale files that loads beside it.
			'src/lib/i18n/locale-files.ts': {
				file: '_app/immutable/chunks/locale-files.js',
				src: 'src/lib/i18n/locale-files.ts',
				isDynamicEntry: true
			},
			// So is the table's game view, with the engine it imports: Start draws it at once.
			'src/routes/[lang=lang]/(play)/table/GameView.svelte': {
				file: '_app/immutable/chunks/GameView.js',
				src: 'src/routes/[lang=lang]/(play)/table/GameView.svelte',
				isDynamicEntry: true,
				imports: ['_engine.js']
			},
			'_engine.js': { file: '_app/immutable/chunks/engine.js' }
		};
		writeFileSync(join(out, 'client/.vite/manifest.json'), JSON.stringify(vite));
		const entry = (url: string, revision: string | null = null) => ({ url, revision, size: 1 });
		const transform = languageManifestTransform(out, root, []);
		const files = [
			'client/_app/immutable/nodes/0.js',
			'client/_app/immutable/chunks/runtime.js',
			'client/_app/immutable/assets/0.css',
			'client/_app/immutable/chunks/search.js',
			'client/_app/immutable/assets/search.css',
			'client/_app/immutable/chunks/i18next.js',
			'client/_app/immutable/chunks/locale-files.js',
			'client/_app/immutable/chunks/GameView.js',
			'client/_app/immutable/chunks/engine.js',
			'client/icon.svg',
			// A card page's rule data: inline in its page, fetched by an in-app visit.
			'prerendered/pages/data/cards/axe.json'
		];
		const { manifest } = await transform(files.map((f) => entry(f)));
		const demand = manifest.filter((e) => e.onDemand).map((e) => e.url);
		expect(demand).toEqual([
			'_app/immutable/chunks/search.js',
			'_app/immutable/assets/search.css',
			'data/cards/axe.json'
		]);
		const set = manifest.find((e) => e.onDemand)!.set;
		expect(set).toMatch(/^demand-[0-9a-f]{8}$/);
		expect(manifest.filter((e) => !e.onDemand).every((e) => e.set === undefined)).toBe(true);
		const changed = await transform(
			files.map((f) => entry(f, f.endsWith('search.js') ? 'r2' : null))
		);
		expect(changed.manifest.find((e) => e.onDemand)!.set).not.toBe(set);
	});
});
