#!/usr/bin/env node
/**
 * First-load JavaScript of every prerendered page, from the build alone (no browser): the modules
 * a page's HTML preloads or imports, and everything they import statically, gzipped at level 9 as
 * a static host sends them. Dynamic imports (the search index, lazily shown panels) are not
 * counted, since a page loads them only when asked. Quick and deterministic, for comparing two
 * builds; `npm run bench` measures what a browser really downloads.
 *
 * Usage: node scripts/first-load.mjs [build dir] (default build/), after `npm run build`.
 * Prints one line per page: KB gzipped and the number of modules.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUILD = process.argv[2] ?? 'build';
const CLIENT = existsSync(join(BUILD, 'client')) ? join(BUILD, 'client') : BUILD;

function pages(dir) {
	const out = [];
	for (const name of readdirSync(dir)) {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) out.push(...pages(path));
		else if (name.endsWith('.html')) out.push(path);
	}
	return out;
}

const sizes = new Map();
function gz(file) {
	let size = sizes.get(file);
	if (size === undefined)
		sizes.set(file, (size = gzipSync(readFileSync(file), { level: 9 }).length));
	return size;
}

/** Static imports of a built module (`import … from "./x.js"`, `import "./y.js"`), as files. */
function staticImports(file) {
	const code = readFileSync(file, 'utf8');
	const out = [];
	for (const m of code.matchAll(
		/(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g
	)) {
		out.push(resolve(dirname(file), m[1]));
	}
	for (const m of code.matchAll(/export\s*(?:\*|\{[^}]*\})\s*from\s*["']([^"']+\.js)["']/g))
		out.push(resolve(dirname(file), m[1]));
	return out;
}

const root = existsSync(join(BUILD, 'prerendered')) ? join(BUILD, 'prerendered') : BUILD;
const rows = [];
// A page's folder copy (`en/table/index.html`, for hosts without clean URLs) is the same page.
const all = pages(root);
const names = new Set(all.map((p) => relative(root, p)));
for (const html of all.sort()) {
	const name = relative(root, html);
	if (/\/index\.html$/.test(name) && names.has(name.replace(/\/index\.html$/, '.html'))) continue;
	const text = readFileSync(html, 'utf8');
	const seeds = new Set();
	for (const m of text.matchAll(/(?:href|src)="([^"]+\.js)"/g)) seeds.add(m[1]);
	for (const m of text.matchAll(/import\(["']([^"']+\.js)["']\)/g)) seeds.add(m[1]);
	const seen = new Set();
	const queue = [...seeds].map((u) =>
		u.startsWith('/') ? resolve(CLIENT, `.${u}`) : resolve(dirname(html).replace(root, CLIENT), u)
	);
	while (queue.length > 0) {
		const file = queue.pop();
		if (seen.has(file) || !existsSync(file)) continue;
		seen.add(file);
		queue.push(...staticImports(file));
	}
	let total = 0;
	for (const f of seen) total += gz(f);
	if (process.env.FIRST_LOAD_FILES && html.endsWith(process.env.FIRST_LOAD_FILES))
		for (const f of seen) console.error(`  ${(gz(f) / 1024).toFixed(2)} KB ${relative(CLIENT, f)}`);
	rows.push([
		`/${relative(root, html)
			.replace(/\.html$/, '')
			.replace(/(^|\/)index$/, '')}`,
		total,
		seen.size
	]);
}
for (const [page, bytes, n] of rows)
	console.log(`${page.padEnd(32)} ${(bytes / 1024).toFixed(2).padStart(7)} KB  ${n} modules`);
