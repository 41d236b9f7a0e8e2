/**
 * The layout holds (docs/ARCHITECTURE.md): each game is a wing under `src/lib/<game>/` with one
 * entry point, `index.ts`; pages import a game only through it; the engine decides and components
 * render (no page runs a rule check or changes a game except through its store); generic folders
 * import no game; no store lives among the routes; no source file grows past 700 lines; nothing
 * cites a path outside the repository (sources are cited through docs/sources.md). ESLint holds the static imports as they are
 * written (`eslint.config.js`); this test also reads dynamic `import()`s and the names imported.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const GAMES = ['stay-away', 'island-of-fear'];
const GENERIC = ['ui', 'storage', 'i18n', 'pwa', 'search'];

function files(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) return files(path);
		return /\.(svelte|ts)$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
	});
}

/** The most lines a source file (not a test) may have before it is split. */
const MAX_LINES = 700;

/** Every text file under `dir` (code, docs, data), tests included. */
function textFiles(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) return textFiles(path);
		return /\.(svelte|ts|js|mjs|json|md)$/.test(name) ? [path] : [];
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

/** Recording and replaying: only a game's store changes a game. */
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
	'logWindowSteps',
	'record',
	'newLogged',
	'openLogged',
	'undoLogged',
	'redoLogged',
	'replayLog',
	'appendApplied',
	'stepBack',
	'stepForward',
	'applyHost'
];

const routeFiles = files(join(ROOT, 'src/routes'));
const componentFiles = [
	...routeFiles,
	...GAMES.flatMap((g) => files(join(ROOT, 'src/lib', g, 'ui')))
];

describe('the layout', () => {
	it('finds the rule checks and the files it guards', () => {
		expect(RULE_CHECKS).toContain('turnExchange');
		expect(RULE_CHECKS).toContain('playRefusal');
		expect(componentFiles.length).toBeGreaterThan(60);
	});

	it.each(GAMES)('gives %s one entry point, index.ts', (game) => {
		expect(existsSync(join(ROOT, 'src/lib', game, 'index.ts'))).toBe(true);
	});

	it('keeps no store among the routes', () => {
		expect(
			routeFiles.filter((f) => f.endsWith('.svelte.ts')).map((f) => relative(ROOT, f))
		).toEqual([]);
	});

	for (const file of routeFiles) {
		const name = relative(ROOT, file);
		it(`${name} imports a game only through its entry point`, () => {
			const deep = imports(readFileSync(file, 'utf8'))
				.map((i) => i.from)
				.filter((from) => GAMES.some((g) => from.startsWith(`$lib/${g}/`)) || /\/lib\//.test(from));
			expect(deep).toEqual([]);
		});
	}

	for (const file of componentFiles) {
		const name = relative(ROOT, file);
		it(`${name} neither runs a rule check nor changes a game`, () => {
			const problems: string[] = [];
			for (const { from, names } of imports(readFileSync(file, 'utf8'))) {
				if (!/stay-away|island-of-fear|action-log|\.\.\/table|\.\.\/host-game/.test(from)) continue;
				for (const n of names) {
					if (RULE_CHECKS.includes(n)) problems.push(`runs the rule check ${n} (ask the referee)`);
					if (TRANSITIONS.includes(n)) problems.push(`changes a game with ${n} (use its store)`);
				}
			}
			expect(problems).toEqual([]);
		});
	}

	for (const folder of GENERIC) {
		it(`keeps the generic folder ${folder}/ free of every game`, () => {
			const problems = files(join(ROOT, 'src/lib', folder)).flatMap((file) =>
				imports(readFileSync(file, 'utf8'))
					.filter(({ from }) => GAMES.some((g) => from.includes(g)))
					.map(({ from }) => `${relative(ROOT, file)} imports ${from}`)
			);
			expect(problems).toEqual([]);
		});
	}

	it.each(GAMES)('keeps the %s search engine free of UI, state and storage', (game) => {
		const problems = files(join(ROOT, 'src/lib', game, 'search')).flatMap((file) =>
			imports(readFileSync(file, 'utf8'))
				.filter(({ from }) => /(^|\/)(ui|state|storage)\//.test(from))
				.map(({ from }) => `${relative(ROOT, file)} imports ${from}`)
		);
		expect(problems).toEqual([]);
	});

	it('keeps every source file under 700 lines', () => {
		const long = [...files(join(ROOT, 'src')), ...textFiles(join(ROOT, 'scripts'))]
			.map((file) => ({ file, lines: readFileSync(file, 'utf8').split('\n').length }))
			.filter(({ lines }) => lines > MAX_LINES)
			.map(({ file, lines }) => `${relative(ROOT, file)}: ${lines} lines`);
		expect(long).toEqual([]);
	});

	it('cites no path outside the repository', () => {
		const roots = ['src', 'scripts', 'tests', 'docs', 'locales'].map((d) => join(ROOT, d));
		const top = ['README.md', 'CONTRIBUTING.md'].map((f) => join(ROOT, f));
		const outside = /(?:\.\.\/)*shared\/(?:seeds|reference)\/|\b(?:cards|rulings|stack)\.md\b/;
		const problems = [...roots.flatMap(textFiles), ...top]
			.filter((file) => file !== __filename && existsSync(file))
			.flatMap((file) =>
				readFileSync(file, 'utf8')
					.split('\n')
					.flatMap((line, i) => (outside.test(line) ? [`${relative(ROOT, file)}:${i + 1}`] : []))
			);
		expect(problems).toEqual([]);
	});
});
