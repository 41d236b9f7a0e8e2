#!/usr/bin/env node
/**
 * Serve the built app (`build/`) on localhost, as a static host would: precompressed brotli/gzip files, clean URLs (/setup →
 * setup.html), long caching for hashed assets, no caching for the service worker. Every response
 * forbids framing by other sites (`frame-ancestors 'self'`, `X-Frame-Options: SAMEORIGIN`), as
 * static/_headers asks of hosts that read it.
 *
 * Usage: node scripts/serve.mjs [--port 4173]
 * With TEST_HOOKS=1 (Playwright only) it also answers POST /__test__/next-build, after which
 * sw.js is served with one byte changed: the browser then sees a second build of the app.
 */
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sirv from 'sirv';

const args = process.argv.slice(2);
const port = Number(args[args.indexOf('--port') + 1] || process.env.PORT || 4173);
const root = join(process.cwd(), 'build');
const hooks = process.env.TEST_HOOKS === '1';
let build = 1;

const assets = sirv(root, {
	extensions: ['html'],
	gzip: true,
	brotli: true,
	etag: true,
	setHeaders(res, pathname) {
		if (pathname.startsWith('/_app/immutable/'))
			res.setHeader('cache-control', 'public, max-age=31536000, immutable');
		else res.setHeader('cache-control', 'no-cache');
	}
});

const server = createServer(async (req, res) => {
	const url = new URL(req.url ?? '/', 'http://localhost');
	res.setHeader('content-security-policy', "frame-ancestors 'self'");
	res.setHeader('x-frame-options', 'SAMEORIGIN');
	if (hooks && req.method === 'POST' && url.pathname === '/__test__/next-build') {
		build++;
		res.writeHead(204).end();
		return;
	}
	if (hooks && build > 1 && url.pathname === '/sw.js') {
		const body = `${await readFile(join(root, 'sw.js'), 'utf8')}\n// build ${build}\n`;
		res
			.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-cache' })
			.end(body);
		return;
	}
	assets(req, res, () => {
		res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
	});
});

server.listen(port, () => console.log(`Serving build/ at http://localhost:${port}`));
