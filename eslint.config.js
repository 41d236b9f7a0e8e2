// ESLint as a SvelteKit project created today has it (flat config): the recommended JavaScript,
// TypeScript and Svelte rules, Prettier's formatting left to Prettier, and the project's own rule
// on how the game's engine is imported.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import ts from 'typescript-eslint';
import svelteConfig from './svelte.config.js';

/** The games, each a wing of the same shape under src/lib/<game>/ (docs/ARCHITECTURE.md). */
const GAMES = ['stay-away', 'island-of-fear'];
/** A wing's parts that are not its engine: state, storage, search and UI. */
const WING_PARTS = ['state', 'storage', 'search', 'ui'];

const deep = (game) => [`$lib/${game}/*`, `**/${game}/*`];
const whole = (game) => [`$lib/${game}`, ...deep(game)];
/** One `no-restricted-imports` rule from `[patterns, message]` pairs. */
const restrict = (...groups) => ({
	'no-restricted-imports': [
		'error',
		{ patterns: groups.map(([group, message]) => ({ group, message })) }
	]
});
const otherGame = (game) => [
	GAMES.filter((g) => g !== game).flatMap(whole),
	'One game never imports another: share the code through a generic folder instead.'
];

const importRules = [
	{
		// Pages reach a game only through its entry point, src/lib/<game>/index.ts.
		files: ['src/routes/**'],
		rules: restrict([
			GAMES.flatMap(deep),
			'Import a game from its entry point ($lib/<game>), not from its parts.'
		])
	},
	{
		// Generic folders hold nothing of one game, and import none.
		files: ['src/lib/{ui,storage,i18n,pwa,search}/**', 'src/lib/*.ts'],
		ignores: ['**/*.test.ts'],
		rules: restrict([
			GAMES.flatMap(whole),
			'A generic folder imports no game: the game hands it what it needs.'
		])
	},
	...GAMES.flatMap((game) => [
		{
			// The engine (the wing's top level, table/, referee/): pure TypeScript.
			files: [`src/lib/${game}/**`],
			ignores: [
				...WING_PARTS.map((part) => `src/lib/${game}/${part}/**`),
				`src/lib/${game}/index.ts`,
				`src/lib/${game}/lazy.ts`,
				'**/*.test.ts',
				'**/testing/**'
			],
			rules: restrict(otherGame(game), [
				[
					'$lib/ui/*',
					'$lib/storage/*',
					'$lib/i18n/*',
					'$lib/pwa/*',
					'$app/*',
					'svelte',
					'svelte/*',
					...WING_PARTS.flatMap((part) => [`./${part}/*`, `../${part}/*`, `../../${part}/*`])
				],
				'The engine is pure TypeScript: no UI, state, storage, search or i18n.'
			])
		},
		{
			// The search engine: index, ranking stages, vocabulary, deck questions.
			files: [`src/lib/${game}/search/**`, 'src/lib/search/**'],
			ignores: ['**/*.test.ts'],
			rules: restrict(otherGame(game), [
				['$lib/ui/*', '$lib/storage/*', '**/ui/*', '**/state/*', '**/storage/*'],
				'The search engine imports no UI, state or storage: the search box reads it.'
			])
		},
		{
			files: [
				`src/lib/${game}/{state,storage,ui}/**`,
				`src/lib/${game}/index.ts`,
				`src/lib/${game}/lazy.ts`
			],
			rules: restrict(otherGame(game))
		}
	])
];

export default ts.config(
	{
		ignores: [
			'build/',
			'.svelte-kit/',
			'node_modules/',
			'reports/',
			'test-results/',
			'playwright-report/',
			'dev-dist/',
			'.scratch/'
		]
	},
	js.configs.recommended,
	...ts.configs.recommended,
	...svelte.configs.recommended,
	prettier,
	...svelte.configs.prettier,
	{
		languageOptions: { globals: { ...globals.browser, ...globals.node } },
		rules: {
			// TypeScript checks undefined names itself (svelte-check); this rule misreads types.
			'no-undef': 'off',
			'@typescript-eslint/no-unused-vars': [
				'error',
				{ argsIgnorePattern: '^_', varsIgnorePattern: '^_' }
			]
		}
	},
	{
		files: ['**/*.svelte', '**/*.svelte.ts', '**/*.svelte.js'],
		languageOptions: {
			parserOptions: {
				projectService: true,
				extraFileExtensions: ['.svelte'],
				parser: ts.parser,
				svelteConfig
			}
		}
	},
	// The layout's import rules (docs/ARCHITECTURE.md), so that it holds as the code grows.
	...importRules
);
