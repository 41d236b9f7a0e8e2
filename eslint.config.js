// ESLint as a SvelteKit project created today has it (flat config): the recommended JavaScript,
// TypeScript and Svelte rules, Prettier's formatting left to Prettier, and the project's own rule
// on how the game's engine is imported.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import ts from 'typescript-eslint';
import svelteConfig from './svelte.config.js';

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
	{
		// Pages and shared components use the engine through its entry points, never its parts:
		// a newcomer changes the engine in one place, and no page re-decides a rule.
		files: ['src/routes/**', 'src/lib/ui/**'],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					patterns: [
						{
							group: ['$lib/stay-away/table/*', '**/stay-away/table/*'],
							message:
								'Import the table engine from $lib/stay-away/table (its entry point), not from its parts.'
						}
					]
				}
			]
		}
	}
);
