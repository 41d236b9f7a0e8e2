/**
 * A prerendered page's texts: what i18next gave the page while it was prerendered, carried in its
 * head so that the page hydrates without loading i18next (see src/lib/i18n/i18n.svelte.ts).
 */
import type { TOptions } from 'i18next';
import type { Language } from './languages';

/**
 * The texts i18next gave one prerendered page, in its language: `text` maps {@link textKey} to
 * the string `t` returned, `exists` maps a key to what `exists` answered. `queries`: the address
 * queries (without the `?`, as the page writes them: `p=11&i=1&e=1`) whose texts the record holds
 * too, for a page that draws what a shared link asks for (Island of Fear's setup); absent for a
 * page whose record holds only what it prerendered.
 */
export interface PageText {
	lang: Language;
	text: Record<string, string>;
	exists: Record<string, boolean>;
	queries?: string[];
}

/** The id of the element that carries a page's {@link PageText}. */
export const PAGE_TEXT_ID = 'page-text';

/**
 * A `t` call as one string: the key alone, or the key, a space and its options as JSON in the
 * order given (options are plain values, never functions, and each call site builds them alike).
 */
export function textKey(key: string, options?: TOptions): string {
	return options ? `${key} ${JSON.stringify(options)}` : key;
}

/**
 * A page's texts as a JSON data block for its head (`<script type="application/json">`), which
 * the browser never runs, so the Content Security Policy has nothing to allow. Every `<` is
 * escaped, so no text can close the element.
 */
export function pageTextScript(text: PageText): string {
	const json = JSON.stringify(text).replace(/</g, '\\u003c');
	return `<script type="application/json" id="${PAGE_TEXT_ID}">${json}</script>`;
}
