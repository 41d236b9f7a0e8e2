import { sveltekit } from '@sveltejs/kit/vite';
import { SvelteKitPWA } from '@vite-pwa/sveltekit';
import { defineConfig } from 'vitest/config';
import { NAMESPACES } from './src/lib/i18n/languages.ts';
import { languageManifestTransform } from './src/lib/pwa/precache-manifest.ts';

export default defineConfig({
	build: {
		// No list of every route's files in the entry script (Vite's preload map): it grows with
		// each route of every game, on every page's first load. A route's files load when it is
		// opened (from the service worker's cache once installed); the prerendered page itself
		// lists its own with modulepreload links.
		modulePreload: { resolveDependencies: () => [] },
		rolldownOptions: {
			output: {
				// A page's frame and its game's links and loaders travel together: each is a few
				// hundred bytes that every page of a game needs, and as chunks of their own they would
				// each cost a request and their own import boilerplate.
				codeSplitting: {
					groups: [
						// With the frame, SvelteKit's `$app/*` modules: re-exports of the runtime that make no
						// code, but a group that took them in as a dependency (the notices, below) would be
						// imported, for them, by every page that navigates (/setup, the search box).
						{
							name: 'frame',
							test: /src\/lib\/ui\/(AppFrame\.svelte|links\.ts)|@sveltejs\/kit\/src\/runtime\/app\//
						},
						// Both games' search loaders, which every page's search box holds: apart from each
						// game's own loaders and links, so a page of one game loads none of the other's.
						{
							name: 'search-sources',
							test: /src\/lib\/(stay-away|island-of-fear)\/ui\/search-loader\.ts/
						},
						{ name: 'stay-away', test: /src\/lib\/stay-away\/(lazy\.ts|ui\/links\.ts)/ },
						{ name: 'island-of-fear', test: /src\/lib\/island-of-fear\/(lazy\.ts|ui\/links\.ts)/ },
						// The worker's state, which the root layout loads on every page, is a group of its own:
						// it once was taken into a group of the notices, and every page loaded every notice at
						// start (+1 KB). The notices are each their own chunk, loaded only when it has
						// something to say (the offline-ready one ends a first visit).
						{ name: 'service-worker', test: /src\/lib\/pwa\/service-worker\.svelte\.ts/ }
					]
				}
			}
		}
	},
	plugins: [
		sveltekit(),
		SvelteKitPWA({
			registerType: 'prompt',
			// The app lives at the root: the service worker is `/sw.js`, whatever page registers it
			// (a relative `./sw.js` would fail, 404, on nested pages such as /cards/missed).
			base: '/',
			scope: '/',
			injectRegister: false,
			// Our own worker (src/sw.ts): the shell precached for everyone, each language's pages
			// only for the readers who use it.
			strategies: 'injectManifest',
			srcDir: 'src',
			filename: 'sw.ts',
			manifest: {
				id: '/',
				name: 'Stay Away! Table Companion',
				short_name: 'Stay Away!',
				description:
					'Deck setup, table tracking and rulings for the Stay Away! card game. Works offline.',
				lang: 'en',
				start_url: '/',
				scope: '/',
				display: 'standalone',
				background_color: '#0d1014',
				theme_color: '#0d1014',
				categories: ['games', 'utilities'],
				shortcuts: [
					{
						name: 'Deck setup',
						short_name: 'Setup',
						url: '/setup',
						icons: [{ src: '/icon-192.png', sizes: '192x192', type: 'image/png' }]
					},
					{
						name: 'Table',
						short_name: 'Table',
						url: '/table',
						icons: [{ src: '/icon-192.png', sizes: '192x192', type: 'image/png' }]
					},
					{
						name: 'Rules',
						short_name: 'Rules',
						url: '/rules',
						icons: [{ src: '/icon-192.png', sizes: '192x192', type: 'image/png' }]
					}
				],
				icons: [
					{ src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
					{ src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
					{
						src: '/icon-512-maskable.png',
						sizes: '512x512',
						type: 'image/png',
						purpose: 'maskable'
					}
				]
			},
			injectManifest: {
				// Every prerendered page, every JS chunk, the locale files, styles and icons; the
				// transform sorts them into the shell and the five languages' sets.
				globPatterns: [
					'client/**/*.{js,css,ico,png,svg,webmanifest,json}',
					'prerendered/**/*.html',
					// Data files the pages fetch (a card page's rule data, on an in-app visit).
					'prerendered/pages/data/**/*.json'
				],
				globIgnores: ['server/**', 'client/service-worker.js', 'client/sw.js'],
				manifestTransforms: [
					languageManifestTransform('.svelte-kit/output', process.cwd(), NAMESPACES, [
						// Island of Fear shows the box's Russian item and event names beside every language's
						// (src/lib/island-of-fear/ui/russian.ts).
						'ru/island'
					])
				]
			},
			kit: {
				includeVersionFile: true
			}
		})
	],
	test: {
		include: ['src/**/*.test.ts'],
		environment: 'node',
		// Tests wait for results, never for time: the timeout only stops a test that hangs. The
		// property tests take under a second on an idle machine and several on a busy one (CI runs
		// on whatever machine the work was done on), so the 5 s default would fail good code.
		testTimeout: 60_000,
		// CI sums vitest and Playwright counts from these JSON reports (.ci/run).
		reporters: process.env.CI
			? ['default', ['json', { outputFile: 'reports/vitest.json' }]]
			: ['default']
	}
});
