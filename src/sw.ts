/// <reference no-default-lib="true"/>
/// <reference lib="esnext" />
/// <reference lib="webworker" />
/**
 * The service worker: the app offline, in the reader's language, without storing it five times.
 *
 * - The shell (scripts, styles, icons, the page that forwards an address without a language) is
 *   precached by Workbox at install. Every address without a language (`/setup`, `/cards/axe`) is
 *   answered with that one forwarding page, `/`: its inline script forwards from the address it is
 *   shown at (src/app.html), so one page serves them all.
 * - Each language's set (its prerendered pages and locale files, marked by the build:
 *   src/lib/pwa/precache-manifest.ts) is fetched when a page asks for it (`KEEP_LANGUAGE`, sent for
 *   the language in use), into a cache named after the set's version. A new version fetches the
 *   sets of the languages already kept before it takes over, so an update never leaves a language
 *   without its pages offline; the old versions' sets go when it activates.
 * - A page of a language not kept, opened offline, is answered with the same page in a language
 *   that is kept (a redirect naming the language asked for, `offline-from`, so the page can say
 *   why), else fails as any uncached page does.
 * - The on-demand set (files no page loads at first: the search indexes, the Host's game, the
 *   action sheet; marked `onDemand` by the build) is fetched with the first language kept and
 *   again by a new version; a file of it used before that is cached as it is fetched.
 * - An address with a trailing slash (`/en/table/`, as static hosts write them) is answered as the
 *   one without (`/en/table`), from the same cache entry: the build's folder copies of each page
 *   (`en/table/index.html`) are never precached (src/lib/pwa/page-path.ts).
 */
import { clientsClaim } from 'workbox-core';
import {
	cleanupOutdatedCaches,
	matchPrecache,
	precacheAndRoute,
	type PrecacheEntry
} from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { isLanguage, LANGUAGES, type Language } from '$lib/i18n/languages';
import { offlineFallbackUrl, type KeepLanguageReply } from '$lib/pwa/messages';
import { pagePath } from '$lib/pwa/page-path';

declare const self: ServiceWorkerGlobalScope;

/**
 * A manifest entry; `lang` and `set` mark a language's file, `also` the other languages whose pages
 * read it too (see precache-manifest.ts).
 */
type Entry = PrecacheEntry & {
	lang?: Language;
	also?: Language[];
	set?: string;
	onDemand?: true;
};

const PREFIX = 'stay-away-pages-';
const manifest = self.__WB_MANIFEST as Entry[];

precacheAndRoute(
	manifest.filter((e) => !e.lang && !e.onDemand),
	{
		ignoreURLParametersMatching: [/.*/],
		urlManipulation: ({ url }) => {
			const path = pagePath(url.pathname);
			return path === url.pathname ? [] : [new URL(path, url)];
		}
	}
);
cleanupOutdatedCaches();
clientsClaim();

/** An address without a language that names a page, not a file (`/setup`, `/cards/axe/`). */
function forwarded(url: URL): boolean {
	const first = url.pathname.split('/')[1] ?? '';
	return !isLanguage(first) && first !== '_app' && !/\.[a-z0-9]+$/i.test(url.pathname);
}
registerRoute(
	({ request, url, sameOrigin }) =>
		sameOrigin && request.mode === 'navigate' && url.pathname !== '/' && forwarded(url),
	async ({ request }) => (await matchPrecache('/')) ?? fetch(request)
);

/** A set of files kept together: the cache that holds this version's set, and its served paths. */
interface FileSet {
	cache: string;
	urls: string[];
}

/** Each language's files (served paths, `/de/setup`) and the cache that holds this version's set. */
const sets = new Map<Language, FileSet>();
/** The files only loaded on demand, for every language. */
const demandEntries = manifest.filter((e) => e.onDemand && e.set);
const demand: FileSet | undefined = demandEntries[0] && {
	cache: `${PREFIX}${demandEntries[0].set}`,
	urls: demandEntries.map((e) => new URL(e.url, self.location.href).pathname)
};
/** The languages whose sets hold each of those paths, its own language first. */
const languagesOf = new Map<string, Language[]>();
for (const entry of manifest) {
	if (!entry.lang || !entry.set) continue;
	const set = sets.get(entry.lang) ?? { cache: `${PREFIX}${entry.set}`, urls: [] };
	sets.set(entry.lang, set);
}
for (const entry of manifest) {
	if (!entry.lang) continue;
	const path = new URL(entry.url, self.location.href).pathname;
	const langs = [entry.lang, ...(entry.also ?? [])].filter((lng) => sets.has(lng));
	for (const lng of langs) sets.get(lng)!.urls.push(path);
	languagesOf.set(path, langs);
}

/**
 * The cache key of a request: its page's path alone (a page's query is the page's own business,
 * and `/de/setup/` is `/de/setup`).
 */
const byPath = {
	cacheKeyWillBeUsed: async ({ request }: { request: Request }) =>
		pagePath(new URL(request.url).pathname)
};
const strategies = new Map(
	[...sets].map(([lng, set]) => [lng, new CacheFirst({ cacheName: set.cache, plugins: [byPath] })])
);

/**
 * A language file from the first of its sets whose cache holds it (a file read by every language is
 * kept in the set of whichever language this device keeps). A page of its own language is cached
 * there as it is fetched; a file only borrowed from another language is fetched without caching
 * it, so that a language this device never kept does not start a cache of its own (and get all
 * its pages fetched by the next update, `keptBefore`).
 */
registerRoute(
	({ url, sameOrigin }) => sameOrigin && languagesOf.has(pagePath(url.pathname)),
	async (options) => {
		const path = pagePath(options.url.pathname);
		const langs = languagesOf.get(path)!;
		for (const lng of langs)
			if (await caches.match(path, { cacheName: sets.get(lng)!.cache }))
				return strategies.get(lng)!.handle(options);
		if (langs.length > 1) return fetch(options.request);
		return strategies.get(langs[0]!)!.handle(options);
	}
);

if (demand) {
	const onDemand = new Set(demand.urls);
	registerRoute(
		({ url, sameOrigin }) => sameOrigin && onDemand.has(url.pathname),
		new CacheFirst({ cacheName: demand.cache })
	);
}

/**
 * Fetch the files of `lng`'s set and of the on-demand set that their caches lack. Resolves with how
 * many were fetched; rejects when one cannot be (offline, or the server failed): what was fetched
 * stays, so the next try fetches only the rest.
 */
async function keep(lng: Language): Promise<number> {
	const set = sets.get(lng);
	if (!set) return 0;
	return (await fill(set)) + (demand ? await fill(demand) : 0);
}

/** Fetch the files of `set` that its cache lacks, six at a time; resolves with how many. */
async function fill(set: FileSet): Promise<number> {
	const cache = await caches.open(set.cache);
	const missing: string[] = [];
	for (const url of set.urls) if (!(await cache.match(url))) missing.push(url);
	const queue = [...missing];
	const worker = async () => {
		for (let url = queue.shift(); url; url = queue.shift()) {
			const response = await fetch(url, { cache: 'no-cache', credentials: 'same-origin' });
			if (!response.ok) throw new Error(`${url} answered ${response.status}`);
			await cache.put(url, response);
		}
	};
	await Promise.all(Array.from({ length: Math.min(6, queue.length) }, worker));
	return missing.length;
}

/** The languages whose sets an earlier version kept (their caches are still here). */
async function keptBefore(): Promise<Language[]> {
	const names = await caches.keys();
	return LANGUAGES.filter((lng) => names.some((n) => n.startsWith(`${PREFIX}${lng}-`)));
}

self.addEventListener('install', (event) => {
	// An update brings the kept languages' new pages before it may take over.
	// One language after the other: the on-demand set they share is fetched once.
	event.waitUntil(
		keptBefore().then(async (langs) => {
			for (const lng of langs) await keep(lng);
		})
	);
});

self.addEventListener('activate', (event) => {
	const current = new Set([...sets.values(), ...(demand ? [demand] : [])].map((s) => s.cache));
	event.waitUntil(
		caches
			.keys()
			.then((names) =>
				Promise.all(
					names.filter((n) => n.startsWith(PREFIX) && !current.has(n)).map((n) => caches.delete(n))
				)
			)
	);
});

self.addEventListener('message', (event) => {
	// Messages of src/lib/pwa/messages.ts, checked: anything else is ignored.
	const data = event.data as { type?: string; lang?: unknown } | null;
	// The reader chose to update: the waiting version takes over (the page then reloads).
	if (data?.type === 'SKIP_WAITING') {
		void self.skipWaiting();
		return;
	}
	if (data?.type !== 'KEEP_LANGUAGE' || !isLanguage(data.lang)) return;
	const lang = data.lang;
	const reply = (message: KeepLanguageReply) => event.ports[0]?.postMessage(message);
	event.waitUntil(
		keep(lang).then(
			(fetched) => reply({ lang, fetched }),
			(error: unknown) => reply({ lang, error: String(error) })
		)
	);
});

setCatchHandler(async ({ request, url }) => {
	const page = pagePath(url.pathname);
	const lng = languagesOf.get(page)?.[0];
	if (request.mode !== 'navigate' || !lng) return Response.error();
	// Offline, a page in a language this device has not kept: the same page in one it has.
	for (const other of LANGUAGES) {
		const set = sets.get(other);
		const path = `/${other}${page.slice(lng.length + 1)}`;
		if (other === lng || !set) continue;
		// `caches.match` with a name, not `caches.open`, which would create an empty set.
		if (await caches.match(path, { cacheName: set.cache })) {
			// The page says which language it shows and why (`offline-from`).
			return Response.redirect(offlineFallbackUrl(path, url.search, url.hash, lng), 302);
		}
	}
	return Response.error();
});
