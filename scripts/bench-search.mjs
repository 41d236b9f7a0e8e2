// Search benchmark: builds the multilingual index and times 1,000 queries typed keystroke by
// keystroke (every prefix of realistic queries), as the search box runs them.
// Usage: node scripts/bench-search.mjs
import { createServer } from 'vite';

const QUERIES = [
	'flamethrower',
	'flamethrowr',
	'Verfehlt',
	'Мимо',
	'fallaste',
	'missd',
	'огнемет',
	'No Barbeque',
	'quarantine',
	'barred door',
	'Versperrte Tür',
	'Lauf besser weg',
	'Сматывай удочки',
	'Ніякого шашлику',
	'Lanciafiamme',
	'seduction',
	'whiskey',
	'one two',
	'can I refuse my own exchange',
	'how long does quarantine last',
	'who plays next after a seat swap',
	'can the thing discard its card',
	'what happens when the draw deck runs out',
	'Wer tauscht bei Verfehlt statt mir?',
	'Kann ich Feuerfest für meinen Nachbarn spielen?',
	'Можно ли сыграть Карантин на себя?',
	'Кого можно сжечь Огнемётом?'
];

const TOTAL = 1000;

const server = await createServer({
	server: { middlewareMode: true },
	appType: 'custom',
	logLevel: 'silent'
});
try {
	const mod = await server.ssrLoadModule('/src/lib/stay-away/search/index.ts');

	// First build (cold, as in the browser on first focus), then a warm rebuild for reference.
	let t0 = performance.now();
	const index = mod.createSearchIndex();
	const buildMs = performance.now() - t0;
	t0 = performance.now();
	mod.createSearchIndex();
	const rebuildMs = performance.now() - t0;

	const keystrokes = [];
	for (const q of QUERIES) for (let k = 1; k <= q.length; k++) keystrokes.push(q.slice(0, k));
	const run = [];
	while (run.length < TOTAL) run.push(keystrokes[run.length % keystrokes.length]);

	// Warm up the JIT on a different pass, then time.
	for (const q of keystrokes) index.search(q);
	const times = [];
	let hits = 0;
	for (const q of run) {
		const start = performance.now();
		hits += index.search(q).length;
		times.push(performance.now() - start);
	}
	times.sort((a, b) => a - b);
	const pct = (p) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)];
	const fmt = (n) => n.toFixed(3);
	console.log(
		`index: ${index.size.documents} documents, ${index.size.terms} terms; built in ${buildMs.toFixed(1)} ms (warm rebuild ${rebuildMs.toFixed(1)} ms)`
	);
	console.log(
		`languages: cards ${index.cardLanguages.join(' ')}; rulings ${index.rulingLanguages.join(' ')}`
	);
	console.log(`${times.length} keystroke queries (${QUERIES.length} phrases), ${hits} hits`);
	console.log(
		`median ${fmt(pct(50))} ms · p95 ${fmt(pct(95))} ms · p99 ${fmt(pct(99))} ms · max ${fmt(times.at(-1))} ms`
	);
} finally {
	await server.close();
}
