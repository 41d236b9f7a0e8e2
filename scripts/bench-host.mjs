#!/usr/bin/env node
/**
 * Benchmark of Island of Fear's Host's Table: replays a 10,000-action log and prints the time per
 * action. Target: under 5 µs per action.
 *
 * Run from the project root:  node scripts/bench-host.mjs [actions] [repetitions]
 *
 * The game is generated legal, at the largest table (24 players and the Host) with both
 * supplements: a roll call, then nights with every called role's record, mornings with an event
 * and an item, and days of clockwise votes, revotes, a token taken away, and mostly no execution so
 * the game lasts. Loaded through Vite's SSR module loader like `bench-engine.mjs`.
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
	const host = await server.ssrLoadModule('/src/lib/island-of-fear/host-game.ts');
	const hostLog = await server.ssrLoadModule('/src/lib/island-of-fear/host-log.ts');
	const actionLog = await server.ssrLoadModule('/src/lib/action-log.ts');
	const { EVENT_IDS, ITEM_IDS } = await server.ssrLoadModule('/src/lib/island-of-fear/cards.ts');

	// Deterministic pseudo-random numbers (mulberry32).
	let seed = 0x15a1d;
	const random = () => {
		seed = (seed + 0x6d2b79f5) | 0;
		let t = seed;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
	const pick = (list) => list[Math.floor(random() * list.length)];

	const SEATS = 24;
	const setup = {
		seats: SEATS,
		names: Array.from({ length: SEATS }, (_, i) => `Player ${i + 1}`),
		items: true,
		events: true
	};
	const roles = ['werewolves', 'werewolves', 'werewolves', ...host.SPECIAL_ROLES];
	let state = host.startHostGame(setup);
	const actions = [];
	const play = (action) => {
		const r = host.applyHostAction(state, action);
		if (!r.ok) return false;
		state = r.value;
		actions.push(action);
		return true;
	};
	const living = () => state.seats.flatMap((s, i) => (s.alive ? [i] : []));

	roles.forEach((role, seat) => play({ type: 'assignRole', seat, role }));
	for (let seat = 0; seat < SEATS; seat++) play({ type: 'drawItem', seat, item: pick(ITEM_IDS) });
	while (actions.length < ACTIONS) {
		play({ type: 'beginNight' });
		for (const step of host.scriptFor(state))
			if (step.entry !== 'recognise' && step.entry !== 'roll-call')
				play({
					type: 'recordNight',
					role: step.role,
					target: random() < 0.1 ? null : pick(living())
				});
		play({ type: 'beginDay' });
		if (!play({ type: 'drawEvent', event: pick(EVENT_IDS) }))
			play({ type: 'drawEvent', event: 'fear' });
		if (random() < 0.3) play({ type: 'turnItem', seat: pick(living()), faceUp: true });
		if (random() < 0.2) play({ type: 'drawItem', seat: pick(living()), item: pick(ITEM_IDS) });
		play({ type: 'dayEntry', entry: 'take-vote', target: pick(living()) });
		for (let round = 0; round < 2; round++) {
			for (const voter of living()) play({ type: 'vote', voter, target: pick(living()) });
			if (round === 0) play({ type: 'revote' });
		}
		if (random() < 0.3)
			play({
				type: 'correctVote',
				day: state.days.length,
				round: 1,
				voter: living()[0],
				target: pick(living())
			});
		const tally = host.currentTally(state);
		const wolves = state.seats.filter((s) => s.alive && s.role === 'werewolves').length;
		const leader = tally?.leaders.length === 1 ? tally.leaders[0] : null;
		// Execute rarely, and never the last Werewolf, so the game goes on.
		const spare = leader !== null && (state.seats[leader].role !== 'werewolves' || wolves > 1);
		if (!(
			random() < 0.02 &&
			spare &&
			living().length > 8 &&
			play({ type: 'execute', seat: leader })
		))
			play({ type: 'noExecution', reason: 'tie' });
	}
	actions.length = ACTIONS;
	const log = { format: host.HOST_LOG_FORMAT, version: host.HOST_LOG_VERSION, setup, actions };
	const kinds = {};
	for (const a of actions) kinds[a.type] = (kinds[a.type] ?? 0) + 1;

	const replay = () => actionLog.replayLog(host.HOST_RULES, log);
	for (let i = 0; i < 5; i++) replay();
	const times = [];
	for (let i = 0; i < REPS; i++) {
		const t0 = performance.now();
		const r = replay();
		const t1 = performance.now();
		if (!r.ok) throw new Error(`replay failed: ${JSON.stringify(r.error)}`);
		times.push(t1 - t0);
	}
	times.sort((a, b) => a - b);
	const median = times[Math.floor(times.length / 2)];
	const best = times[0];

	const json = JSON.parse(JSON.stringify(log));
	const p0 = performance.now();
	const parsed = hostLog.parseHostLog(json);
	const p1 = performance.now();
	if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));

	const perAction = (ms) => (ms * 1000) / ACTIONS;
	console.log(
		`Host's Table benchmark: ${ACTIONS} actions at ${SEATS} players and the Host, ${state.days.length} days, ${REPS} replays (Node ${process.version})`
	);
	console.log(
		`  action mix: ${Object.entries(kinds)
			.sort((a, b) => b[1] - a[1])
			.map(([k, n]) => `${k} ${n}`)
			.join(', ')}`
	);
	console.log(
		`  replay median: ${median.toFixed(2)} ms  (${perAction(median).toFixed(3)} µs/action)`
	);
	console.log(`  replay best:   ${best.toFixed(2)} ms  (${perAction(best).toFixed(3)} µs/action)`);
	console.log(
		`  parseHostLog (schema + replay), once: ${(p1 - p0).toFixed(2)} ms  (${perAction(p1 - p0).toFixed(3)} µs/action)`
	);
	console.log(`  target < 5 µs/action: ${perAction(median) < 5 ? 'met' : 'NOT met'}`);
	process.exitCode = perAction(median) < 5 ? 0 : 1;
} finally {
	await server.close();
}
