// Long-running driver: watches /tmp/break/cmd/*.js, evals each with (browser, context, pages, lib) and writes the output.
import { launch, URL, dump } from './zz-break-lib.mjs';
import fs from 'node:fs';
const browser = await launch();
const state = { browser, URL, dump, contexts: [], pages: {}, log: [] };
state.newContext = async (opts = {}) => {
	const c = await browser.newContext({
		viewport: { width: 390, height: 844 },
		acceptDownloads: true,
		...opts
	});
	state.contexts.push(c);
	return c;
};
state.watch = (p, name) => {
	p.on('console', (m) => {
		if (m.type() !== 'debug') state.log.push(`${name} CONSOLE ${m.type()} ${m.text()}`);
	});
	p.on('pageerror', (e) => state.log.push(`${name} PAGEERROR ${e.message}`));
	p.on('dialog', (d) => {
		state.log.push(`${name} DIALOG ${d.type()} ${d.message()}`);
		d.dismiss();
	});
};
fs.mkdirSync('/tmp/break/cmd', { recursive: true });
const AsyncFunction = Object.getPrototypeOf(async function () {}).constructor;
console.log('ready');
while (true) {
	const files = fs
		.readdirSync('/tmp/break/cmd')
		.filter((f) => f.endsWith('.js'))
		.sort();
	for (const f of files) {
		const p = '/tmp/break/cmd/' + f;
		const code = fs.readFileSync(p, 'utf8');
		fs.unlinkSync(p);
		let out;
		try {
			const fn = new AsyncFunction('S', code);
			const r = await fn(state);
			out = r === undefined ? '' : typeof r === 'string' ? r : JSON.stringify(r, null, 1);
		} catch (e) {
			out = 'ERROR: ' + (e.stack || e);
		}
		if (state.log.length) {
			out += '\n--- log ---\n' + state.log.join('\n');
			state.log = [];
		}
		fs.writeFileSync('/tmp/break/out/' + f.replace('.js', '.txt'), out);
	}
	await new Promise((r) => setTimeout(r, 100));
}
