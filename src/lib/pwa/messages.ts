/**
 * The messages between the pages and the service worker (src/sw.ts), beyond Workbox's own.
 */
import type { Language } from '$lib/i18n/languages';

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
