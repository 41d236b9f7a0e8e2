/**
 * The engine decides; components render. Pages and UI components (`src/routes`, `src/lib/ui`) reach
 * the game only through its public entry points: the top-level modules of `$lib/stay-away`
 * (`table`, `referee`, `deck`, `cards`, `rulings`, …) and the game store. They never import an
 * engine file directly, never run a rule check themselves (the referee answers those), and never
 * record or replay an action except through the game store (`$lib/storage`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const COMPONENT_DIRS = ['src/routes', 'src/lib/ui'];

function files(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) return files(path);
		return /\.(svelte|ts)$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
	});
}

/** Every `import … from '…'` (static or dynamic) in a file: the path and the value names. */
function imports(source: string): { from: string; names: string[] }[] {
	const out: { from: string; names: string[] }[] = [];
	const re = /import\s+(type\s+)?(?:\{([^}]*)\}|[\w*\s,]+)?\s*(?:from\s*)?['"]([^'"]+)['"]/g;
	for (const m of source.matchAll(re)) {
		const names = m[1]
			? []
			: (m[2] ?? '')
					.split(',')
					.map((n) => n.trim())
					.filter((n) => n && !n.startsWith('type '))
					.map((n) => n.split(/\s+as\s+/)[0]!);
		out.push({ from: m[3]!, names });
	}
	for (const m of source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g))
		out.push({ from: m[1]!, names: [] });
	return out;
}

/** The rule checks: every function `table/checks.ts` exports (the referee wraps them). */
const RULE_CHECKS = [
	...readFileSync(join(ROOT, 'src/lib/stay-away/table/checks.ts'), 'utf8').matchAll(
		/export function (\w+)/g
	)
].map((m) => m[1]!);

/** Recording and replaying: only the game store (`$lib/storage`) changes a game. */
const TRANSITIONS = [
	'applyAction',
	'createTable',
	'tableFromPosition',
	'newGame',
	'openGame',
	'play',
	'undo',
	'redo',
	'replay',
	'parseLog',
	'parseLogSteps',
	'logEntries',
	'logWindowSteps'
];

const componentFiles = COMPONENT_DIRS.flatMap((d) => files(join(ROOT, d)));

describe('the engine boundary', () => {
	it('finds the rule checks and the component files it guards', () => {
		expect(RULE_CHECKS).toContain('turnExchange');
		expect(RULE_CHECKS).toContain('playRefusal');
		expect(componentFiles.length).toBeGreaterThan(30);
	});

	for (const file of componentFiles) {
		const name = relative(ROOT, file);
		it(`${name} uses only the engine's public entry points`, () => {
			const problems: string[] = [];
			for (const { from, names } of imports(readFileSync(file, 'utf8'))) {
				const engine = from.match(/(?:\$lib\/|\.\.\/)stay-away\/(.+)$/)?.[1];
				if (engine === undefined) continue;
				if (engine.includes('/')) problems.push(`imports the engine file ${from}`);
				if (engine === 'table')
					for (const n of names) {
						if (RULE_CHECKS.includes(n))
							problems.push(`runs the rule check ${n} (ask the referee)`);
						if (TRANSITIONS.includes(n))
							problems.push(`changes a game with ${n} (use the game store)`);
					}
			}
			expect(problems).toEqual([]);
		});
	}
});
