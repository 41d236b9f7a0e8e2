#!/usr/bin/env node
/**
 * The end-to-end suite on a busy machine: builds the app, then runs Playwright (with CI's settings)
 * while one CPU hog per core keeps every core busy, and reports the pass count. The hogs are
 * stopped however the run ends (normal exit, failure, Ctrl-C).
 *
 * Usage: npm run test:stress [-- <playwright args>]
 *   STRESS_HOGS=n   number of busy loops (default: one per core)
 *   STRESS_SKIP_BUILD=1   reuse build/
 * Exit code: 0 when every test passed (a test that passed only on its retry is reported as flaky
 * and fails the run: on a loaded machine that is exactly what this script looks for).
 */
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { readFileSync, rmSync } from 'node:fs';

const hogCount = Number(process.env.STRESS_HOGS || availableParallelism());
const report = 'reports/stress.json';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

if (!process.env.STRESS_SKIP_BUILD) {
	const built = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
	if (built.status !== 0) process.exit(built.status ?? 1);
}

/** @type {import('node:child_process').ChildProcess[]} */
const hogs = [];
function stopHogs() {
	for (const hog of hogs.splice(0)) hog.kill('SIGKILL');
}
process.on('exit', stopHogs);
for (const signal of ['SIGINT', 'SIGTERM']) {
	process.on(signal, () => {
		stopHogs();
		process.exit(130);
	});
}

for (let i = 0; i < hogCount; i++) {
	hogs.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
}
console.log(
	`stress: ${hogCount} busy loop(s) started on ${availableParallelism()} core(s); load before the run ${loadavg()[0].toFixed(2)}`
);

rmSync(report, { force: true });
const started = Date.now();
const loads = [];
const sampler = setInterval(() => loads.push(loadavg()[0]), 5_000);
const run = spawn(npx, ['playwright', 'test', ...process.argv.slice(2)], {
	stdio: 'inherit',
	env: { ...process.env, CI: 'true', E2E_JSON_REPORT: report }
});
const code = await new Promise((resolve) => run.on('exit', (c) => resolve(c ?? 1)));
clearInterval(sampler);
stopHogs();

let stats;
try {
	stats = JSON.parse(readFileSync(report, 'utf8')).stats;
} catch {
	console.log('stress: Playwright wrote no report');
	process.exit(1);
}
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
const peak = loads.length ? Math.max(...loads).toFixed(1) : 'n/a';
console.log(
	`stress: ${stats.expected} passed, ${stats.flaky} flaky (passed on retry), ${stats.unexpected} failed, ${stats.skipped} skipped` +
		` in ${minutes} min under ${hogCount} hog(s), peak 1-min load ${peak}`
);
process.exit(code === 0 && stats.unexpected === 0 && stats.flaky === 0 ? 0 : 1);
