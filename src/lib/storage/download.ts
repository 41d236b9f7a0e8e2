/**
 * Game files in the browser: the largest file an import reads, and saving an export in the
 * downloads. Shared by both games' tables; imports nothing else, so a page that exports loads
 * only this.
 */

/** The largest import file read, in bytes (2 MiB): far more than a 20,000-action log. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;

/**
 * Save JSON text in the browser's downloads as `<name>-<YYYY-MM-DD>.json`, for any game's export.
 * Browser only.
 */
export function downloadJson(text: string, name: string): void {
	const blob = new Blob([text], { type: 'application/json' });
	const url = URL.createObjectURL(blob);
	const a = document.createElement('a');
	a.href = url;
	a.download = `${name}-${new Date().toISOString().slice(0, 10)}.json`;
	a.click();
	setTimeout(() => URL.revokeObjectURL(url), 1000);
}
