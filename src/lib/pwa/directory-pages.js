/**
 * Build time, in Node (svelte.config.js, after the static adapter has written `build/`): a copy of
 * every prerendered page as its folder's `index.html`, so a plain static host — one that maps a
 * path to a file and a folder to its `index.html`, and answers a folder without its slash with a
 * redirect to it — serves `/en/table` and `/en/table/` alike. Hosts with clean URLs keep serving
 * `en/table.html` as before; the service worker never precaches the copies (its manifest is read
 * from SvelteKit's own output, which has none) and answers `/en/table/` as `/en/table`
 * (src/lib/pwa/page-path.ts).
 */
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * The copies to make for a list of pages, as `[from, to]` pairs of paths relative to the build
 * folder, `/`-separated: `en/table.html` → `en/table/index.html`, `en.html` → `en/index.html`.
 * A page that already is an `index.html` needs none.
 *
 * @param {readonly string[]} pages paths of the prerendered `.html` files under the build folder
 * @returns {Array<[string, string]>}
 */
export function directoryCopies(pages) {
	return pages
		.filter((page) => page.endsWith('.html') && !/(^|\/)index\.html$/.test(page))
		.map((page) => [page, page.replace(/\.html$/, '/index.html')]);
}

/**
 * Every `.html` file under `dir` outside `_app/` (SvelteKit's scripts and styles), as
 * `/`-separated paths relative to `dir`.
 *
 * @param {string} dir
 * @returns {Promise<string[]>}
 */
async function htmlFiles(dir) {
	const entries = await readdir(dir, { recursive: true, withFileTypes: true });
	return entries
		.filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
		.map((entry) =>
			join(entry.parentPath, entry.name)
				.slice(dir.length + 1)
				.split('\\')
				.join('/')
		)
		.filter((path) => !path.startsWith('_app/'));
}

/**
 * Write the copies of `directoryCopies` into the build folder `dir` (plain `.html` only: a host
 * that serves precompressed files finds `en/table.html.br` under the clean URL already).
 * Resolves with how many were written; rejects when the folder cannot be read or written, which
 * fails the build.
 *
 * @param {string} dir the static adapter's output folder (`build`)
 * @returns {Promise<number>}
 */
export async function writeDirectoryCopies(dir) {
	const copies = directoryCopies(await htmlFiles(dir));
	for (const [from, to] of copies) {
		await mkdir(dirname(join(dir, to)), { recursive: true });
		await copyFile(join(dir, from), join(dir, to));
	}
	return copies.length;
}
