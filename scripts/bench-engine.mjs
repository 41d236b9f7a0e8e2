#!/usr/bin/env node
/**
 * Benchmark of the table engine: replays a 10,000-action log and prints the time per action.
 * Target: under 5 µs per action.
 *
 * Run from the project root:  node scripts/bench-engine.mjs [actions] [repetitions]
 *
 * Node 20 cannot run TypeScript by itself, so the engine is loaded through Vite's SSR module
 * loader (no config file, no plugins: the engine is plain TypeScript with no Svelte).
 */
import { createServer } from 'vite';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const ACTIONS = Number(process.argv[2] ?? 10_000);
const REPS = Number(process.argv[3] ?? 30);
const root = fileURLToPath(new URL('..', import.meta.url));

const server = await createServer({
	root,
	configFile: false,
	logLevel: 'error',
	server: { middlewareMode: true, hmr: false, watch: null },
	appType: 'custom',
	optimizeDeps: { noDiscovery: true, include: [] }
});

try {
	const table = await server.ssrLoadModule('/src/lib/stay-away/table/index.ts');
	const referee = await server.ssrLoadModule('/src/lib/stay-away/referee/index.ts');
	const { defaultRuleOptions } = await server.ssrLoadModule('/src/lib/stay-away/options.ts');

	// Deterministic pseudo-random numbers (mulberry32).
	let seed = 0x5eed;
	const random = () => {
		seed = (seed + 0x6d2b79f5) | 0;
		let t = seed;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};

	// Build a long legal game at 12 seats: turns, doors, Quarantines, swaps, reversals, Panic!
	// cards and defenses. Flamethrowers are always answered, so all 12 players stay in.
	const setup = { seats: 12, dealer: 11, options: defaultRuleOptions() };
	const created = table.createTable(setup);
	if (!created.ok) throw new Error(created.error.message);
	let state = created.value;
	const actions = [];
	while (actions.length < ACTIONS) {
		let action = { type: 'endTurn' };
		if (random() < 0.55) {
			const card = table.PLAYABLE_CARDS[Math.floor(random() * table.PLAYABLE_CARDS.length)];
			const answer = referee.legalTargets(state, card);
			if (!answer.timing) {
				const legal = answer.targets.filter((t) => t.legal);
				if (legal.length > 0 && answer.targeting !== 'self') {
					const t = legal[Math.floor(random() * legal.length)];
					action = {
						type: 'playCard',
						actor: state.active,
						card,
						...(t.kind === 'player' ? { target: t.player } : { edge: t.edge })
					};
					if (card === 'flamethrower') action.defenses = [{ card: 'no-barbecue', by: t.player }];
				} else if (answer.noTarget) {
					action = { type: 'playCard', actor: state.active, card };
				}
			}
		} else if (random() < 0.2) {
			const x = referee.exchangePartner(state);
			if ((x.status === 'free' || x.status === 'face-up') && x.to !== null) {
				action = {
					type: 'endTurn',
					defenses: [{ card: random() < 0.5 ? 'missed' : 'no-thanks', by: x.to }]
				};
			}
		}
		const r = table.applyAction(state, action);
		if (!r.ok)
			throw new Error(
				`generated an illegal action: ${JSON.stringify(action)} ${JSON.stringify(r.error)}`
			);
		state = r.value.state;
		actions.push(action);
	}
	const log = { format: table.LOG_FORMAT, version: table.LOG_VERSION, setup, actions };
	const kinds = {};
	for (const a of actions) {
		const k = a.type === 'playCard' ? a.card : a.type;
		kinds[k] = (kinds[k] ?? 0) + 1;
	}

	// Warm up, then time full replays (createTable + 10,000 × applyAction).
	for (let i = 0; i < 5; i++) table.replay(log);
	const times = [];
	for (let i = 0; i < REPS; i++) {
		const t0 = performance.now();
		const r = table.replay(log);
		const t1 = performance.now();
		if (!r.ok) throw new Error('replay failed');
		times.push(t1 - t0);
	}
	times.sort((a, b) => a - b);
	const median = times[Math.floor(times.length / 2)];
	const best = times[0];

	// Also time import validation (valibot schema + replay), as the UI does on a file import.
	const json = JSON.parse(JSON.stringify(log));
	const p0 = performance.now();
	const parsed = table.parseLog(json);
	const p1 = performance.now();
	if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));

	const perAction = (ms) => (ms * 1000) / ACTIONS;
	console.log(
		`table engine benchmark: ${ACTIONS} actions at 12 seats, ${REPS} replays (Node ${process.version})`
	);
	console.log(
		`  action mix: ${Object.entries(kinds)
			.sort((a, b) => b[1] - a[1])
			.map(([k, n]) => `${k} ${n}`)
			.join(', ')}`
	);
	console.log(
		`  replay median: ${median.toFixed(2)} ms  (${(median / ACTIONS).toFixed(5)} ms/action, ${perAction(median).toFixed(3)} µs/action)`
	);
	console.log(
		`  replay best:   ${best.toFixed(2)} ms  (${(best / ACTIONS).toFixed(5)} ms/action, ${perAction(best).toFixed(3)} µs/action)`
	);
	console.log(
		`  parseLog (schema + replay), once: ${(p1 - p0).toFixed(2)} ms  (${perAction(p1 - p0).toFixed(3)} µs/action)`
	);
	console.log(`  target < 5 µs/action: ${perAction(median) < 5 ? 'met' : 'NOT met'}`);
	process.exitCode = perAction(median) < 5 ? 0 : 1;
} finally {
	await server.close();
}
