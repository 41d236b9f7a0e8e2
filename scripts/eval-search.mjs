#!/usr/bin/env node
/**
 * npm run eval:search: how often the search box puts a right answer first (top-1) and among the
 * first three results (top-3), per language, over judged question sets.
 *
 * A set is a folder of `<lng>.json` files under tests/search-eval/ (round1 is the blind set of
 * 300 questions; later rounds sit beside it). Each question carries `expect`: the result ids that
 * answer it, judged against the sources: `ruling:<id>`, `card:<id>`, or `deck:<players>:<subject>`
 * for a deck answer (`subject` is a card id, a category, `total`, `dealt`, `remove` or `*` for
 * any). A question with an empty `expect` is a coverage gap: it counts as a miss until something
 * answers it. `expectAdded` lists answers that did not exist when the set was judged (rulings
 * added later for that gap); they count too, and the report says how many questions rely on them.
 *
 * The index is built exactly as the app builds it (every locale file, default table options),
 * through Vite's SSR loader like scripts/bench-search.mjs, and each question is searched whole,
 * as if typed and left in the box.
 *
 * A folder named `island-…` judges Island of Fear's search (`src/lib/search/island.ts`), whose
 * results are `entry:<id>` (a card page) and `ruling:<id>`.
 *
 * Usage: node scripts/eval-search.mjs [set folder …] [--verbose] [--show-held]
 * The questions a held-out or frozen set misses are printed only with `--show-held`: whoever tunes
 * the ranking sees those sets' rates, never their questions.
 * Exits non-zero when a target is missed in any language: top-3 ≥ 95 %, top-1 ≥ 80 %. The targets
 * apply to the sets the search was worked on (round1); a held-out set (listed in HELD_OUT, written
 * after the work and never used for tuning) is reported beside them, without a target, so that its
 * rates stay an honest check of overfitting.
 *
 * The frozen sets (FROZEN: `frozen` for Stay Away!, `island-frozen` for Island of Fear) were
 * written blind and judged before any ranking change of issue 38, and are never tuned on. They are
 * reported apart, last, per language and per game, against their own targets (top-1 ≥ 90 %,
 * top-3 ≥ 98 %); a miss there is printed, and does not change the exit code.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'vite';

const TARGET_TOP3 = 0.95;
const TARGET_TOP1 = 0.8;
/** Sets written after the work, never tuned on: reported, not held to the targets. */
const HELD_OUT = new Set(['round2', 'island-round2', 'round4', 'island-round4']);
/** Sets frozen before the ranking work of issue 38: reported apart, with their own targets. */
const FROZEN = new Set(['frozen', 'island-frozen']);
const FROZEN_TOP1 = 0.9;
const FROZEN_TOP3 = 0.98;
const ROOT = 'tests/search-eval';
const LANGS = ['en', 'de', 'it', 'ru', 'uk'];

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const showHeld = args.includes('--show-held');
const folders = args.filter((a) => !a.startsWith('--'));
const sets =
	folders.length > 0
		? folders
		: readdirSync(ROOT)
				.map((d) => join(ROOT, d))
				.filter((d) => statSync(d).isDirectory())
				.sort()
				// The frozen sets last, so that their report stands apart.
				.sort((a, b) => Number(isFrozen(a)) - Number(isFrozen(b)));

/** True for a frozen set's folder. */
function isFrozen(set) {
	return FROZEN.has(set.split('/').pop());
}

/** Per game, the frozen sets' questions and hits: `{ [game]: { n, top1, top3 } }`. */
const frozenTotals = {};
let frozenMissed = false;

/** The id a hit is judged by. */
function hitId(hit) {
	if (hit.kind === 'deck') return `deck:${hit.players}:${hit.subject}`;
	return `${hit.kind}:${hit.id}`;
}

/** True when result id `got` is one of the accepted ids (`deck:6:*` accepts any 6-player deck answer). */
function accepted(got, expect) {
	return expect.some((e) => e === got || (e.endsWith(':*') && got.startsWith(e.slice(0, -1))));
}

const pct = (x) => `${(100 * x).toFixed(1)} %`;

const server = await createServer({
	server: { middlewareMode: true },
	appType: 'custom',
	logLevel: 'silent'
});
let failed = false;
try {
	const mod = await server.ssrLoadModule('/src/lib/stay-away/search/index.ts');
	const index = mod.createSearchIndex();
	const island = (
		await server.ssrLoadModule('/src/lib/island-of-fear/search/index.ts')
	).getIslandIndex();
	for (const set of sets) {
		const search = set.split('/').pop().startsWith('island-')
			? (q) => island.search(q, 8).map((hit) => `${hit.kind}:${hit.id}`)
			: (q) => index.search(q, { limit: 8 }).map(hitId);
		const frozen = isFrozen(set);
		const game = set.split('/').pop().startsWith('island-') ? 'island-of-fear' : 'stay-away';
		console.log(`\n${frozen ? `FROZEN (${game}, never tuned on): ` : ''}${set}`);
		console.log(
			'| language | questions | top-1 | top-3 | gaps judged | answered by added rulings |'
		);
		console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
		const misses = [];
		for (const lng of LANGS) {
			let questions;
			try {
				questions = JSON.parse(readFileSync(join(set, `${lng}.json`), 'utf8'));
			} catch {
				continue;
			}
			let top1 = 0;
			let top3 = 0;
			let gaps = 0;
			let added = 0;
			for (const q of questions) {
				const expect = [...(q.expect ?? []), ...(q.expectAdded ?? [])];
				if (q.gap || (q.expect ?? []).length === 0) gaps++;
				const got = search(q.q);
				const rank = got.findIndex((id) => accepted(id, expect));
				if (rank === 0) top1++;
				if (rank >= 0 && rank < 3) {
					top3++;
					if (!accepted(got[rank], q.expect ?? [])) added++;
				}
				if (rank !== 0) misses.push({ q, rank, got, expect });
			}
			const n = questions.length;
			const r1 = top1 / n;
			const r3 = top3 / n;
			const heldOut = HELD_OUT.has(set.split('/').pop());
			let ok;
			if (frozen) {
				ok = r1 >= FROZEN_TOP1 && r3 >= FROZEN_TOP3;
				if (!ok) frozenMissed = true;
				const t = (frozenTotals[game] ??= { n: 0, top1: 0, top3: 0 });
				t.n += n;
				t.top1 += top1;
				t.top3 += top3;
			} else {
				ok = heldOut || (r1 >= TARGET_TOP1 && r3 >= TARGET_TOP3);
				if (!ok) failed = true;
			}
			console.log(
				`| ${lng} | ${n} | ${pct(r1)} | ${pct(r3)}${ok ? '' : ' ✗'} | ${gaps} | ${added} |`
			);
		}
		const held = frozen || HELD_OUT.has(set.split('/').pop());
		if (held && !showHeld) {
			console.log(`\n(${misses.length} not first; questions shown with --show-held)`);
			continue;
		}
		const shown = verbose ? misses : misses.filter((m) => m.rank < 0 || m.rank >= 3);
		console.log(`\n${verbose ? 'Not first' : 'Not in the top 3'} (${shown.length}):`);
		for (const { q, rank, got, expect } of shown) {
			const where = rank < 0 ? 'not in the first 8' : `rank ${rank + 1}`;
			console.log(`- ${q.id} [${where}] ${q.q}`);
			console.log(
				`    expect ${expect.length > 0 ? expect.join(', ') : '(coverage gap: nothing answers it yet)'}`
			);
			console.log(`    got    ${got.slice(0, 3).join(', ') || '(nothing)'}`);
		}
	}
} finally {
	await server.close();
}
for (const [game, t] of Object.entries(frozenTotals)) {
	console.log(
		`\nFrozen set, ${game}: ${t.n} questions, top-1 ${pct(t.top1 / t.n)}, top-3 ${pct(t.top3 / t.n)}`
	);
}
if (Object.keys(frozenTotals).length > 0) {
	console.log(
		`Frozen targets in every language and game: top-1 ≥ ${pct(FROZEN_TOP1)}, top-3 ≥ ${pct(FROZEN_TOP3)}.${frozenMissed ? ' Missed.' : ' Met.'}`
	);
}
console.log(
	`\nTargets in every language: top-1 ≥ ${pct(TARGET_TOP1)}, top-3 ≥ ${pct(TARGET_TOP3)}.${failed ? ' Missed.' : ' Met.'}`
);
process.exit(failed ? 1 : 0);
