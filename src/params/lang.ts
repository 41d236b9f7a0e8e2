import { isLanguage, type Language } from '$lib/i18n/languages';

/**
 * The first segment of every page's address is its language (`/de/setup`, `/ru/rules/obstacles`):
 * each page is prerendered once per language, with its own `<html lang>`, title and text.
 * Addresses without one (`/setup`, shared links, QR codes) are the `[...path]` pages, which send
 * the reader to their language before the first paint.
 */
export const match = (param: string): param is Language => isLanguage(param);
