import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';
import { writeDirectoryCopies } from './src/lib/pwa/directory-pages.js';

/**
 * The CSP hashes of the inline scripts written by hand in src/app.html (those that must run before
 * the first paint). SvelteKit hashes only its own inline script, so these are computed here from
 * the file itself: editing a script updates its hash.
 */
const appHtmlScriptHashes = [
	...readFileSync('src/app.html', 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)
].map(([, body]) => `sha256-${createHash('sha256').update(body).digest('base64')}`);

const staticAdapter = adapter({
	pages: 'build',
	assets: 'build',
	fallback: undefined,
	precompress: true,
	strict: true
});

/**
 * The static adapter, then a copy of each page as its folder's index.html (`en/table.html` →
 * `en/table/index.html`): a plain static host then serves every address with and without its
 * trailing slash (src/lib/pwa/directory-pages.js).
 * @type {import('@sveltejs/kit').Adapter}
 */
const withDirectoryPages = {
	...staticAdapter,
	async adapt(builder) {
		await staticAdapter.adapt(builder);
		const copies = await writeDirectoryCopies('build');
		builder.log.minor(`Wrote ${copies} folder index pages`);
	}
};

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	compilerOptions: {
		runes: true
	},
	kit: {
		adapter: withDirectoryPages,
		// Scripts, styles and icons load from the root (`/_app/…`), not relative to the page
		// (`../_app/…`): the same page served at `/en/table/` would otherwise look for them under
		// `/en/_app/`, and never start. The app is always served at the root of its origin.
		paths: { relative: false },
		prerender: {
			handleHttpError: 'fail',
			entries: ['*'],
			// Rulings link to single options on /setup (`#opt-print-quarantine`); those controls are
			// drawn when the options panel opens, so the prerendered page does not have them yet.
			handleMissingId: ({ path, id, message }) => {
				if (/^\/[a-z]{2}\/setup$/.test(path) && id.startsWith('opt-')) return;
				// app.html's `<link rel="expect">` names <main> on every page; the pages without a
				// language only forward to one and have none (their first paint waits for the page).
				if (id === 'main' && !/^\/[a-z]{2}(\/|$)/.test(path)) return;
				throw new Error(message);
			}
		},
		// Stylesheets up to 16 KB (the global one with its design tokens is about 11 KB) go inline:
		// no render-blocking request before the first paint.
		inlineStyleThreshold: 16384,
		// Our own worker, built by SvelteKit; @vite-pwa/sveltekit injects the precache manifest into it.
		// It is registered by the app (src/lib/pwa/service-worker.svelte.ts), not by SvelteKit.
		files: { serviceWorker: 'src/sw' },
		serviceWorker: { register: false },
		// A strict Content Security Policy, written into every prerendered page as a <meta> tag.
		// Scripts run only from the app's own origin plus SvelteKit's own inline bootstrap, allowed
		// by its hash; nothing may connect anywhere but the app's origin.
		csp: {
			mode: 'hash',
			directives: {
				'default-src': ['self'],
				'script-src': ['self', ...appHtmlScriptHashes],
				'style-src': ['self', 'unsafe-inline'],
				'img-src': ['self', 'data:', 'blob:'],
				'font-src': ['self'],
				'connect-src': ['self'],
				'worker-src': ['self'],
				'manifest-src': ['self'],
				'object-src': ['none'],
				'base-uri': ['self'],
				'form-action': ['self']
			}
		}
	}
};

export default config;
