/**
 * The messages between the pages and the service worker (src/sw.ts), beyond Workbox's own.
 */
import { isLanguage, type Language } from '$lib/i18n/languages';

/** Page → worker: keep `lang`'s pages and locale files on this device. Answered on the port sent along. */
export interface KeepLanguage {
	type: 'KEEP_LANGUAGE';
	lang: Language;
}

/**
 * Worker → page, the answer to {@link KeepLanguage}: how many of the language's files it fetched
 * now (0: all were kept already), or why it could not (offline, a server error); what it did fetch
 * stays kept.
 */
export type KeepLanguageReply =
	{ lang: Language; fetched: number } | { lang: Language; error: string };

/** Page → worker: the reader chose to update; the waiting version takes over. */
export interface SkipWaiting {
	type: 'SKIP_WAITING';
}

/**
 * The query parameter the worker adds when, offline, it answers a page of a language not kept on
 * this device with the same page in one that is (`/ru/table` → `/en/table?offline-from=ru`): the
 * page says which language it shows and why, then removes the parameter from the address.
 */
export const OFFLINE_FROM = 'offline-from';

/**
 * The address the worker redirects to: `path` (in the language kept) with `search` and `hash` kept
 * and {@link OFFLINE_FROM} set to `from`, the language asked for.
 */
export function offlineFallbackUrl(
	path: string,
	search: string,
	hash: string,
	from: Language
): string {
	const params = new URLSearchParams(search);
	params.set(OFFLINE_FROM, from);
	return `${path}?${params}${hash}`;
}

/**
 * The language a page was asked for in, when the worker answered it in another (see
 * {@link OFFLINE_FROM}), and the address without the parameter; `null` when the page was not a
 * fallback or names no known language.
 */
export function offlineFallbackFrom(url: URL): { from: Language; clean: URL } | null {
	const from = url.searchParams.get(OFFLINE_FROM);
	if (from === null) return null;
	const clean = new URL(url);
	clean.searchParams.delete(OFFLINE_FROM);
	return isLanguage(from) ? { from, clean } : null;
}
