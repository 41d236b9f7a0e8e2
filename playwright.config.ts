import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests run in a real Chromium against the built, prerendered app served by
 * `vite preview`. Playwright never downloads a browser here: it uses Debian's Chromium at
 * /usr/bin/chromium, or the executable named by CHROMIUM_PATH (any Chrome or Chromium).
 */
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const port = Number(process.env.PORT || 4173);

export default defineConfig({
	testDir: 'tests',
	testMatch: /.*\.spec\.ts/,
	fullyParallel: true,
	workers: process.env.CI ? 2 : undefined,
	retries: process.env.CI ? 1 : 0,
	reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/playwright.json' }]] : 'list',
	timeout: 30_000,
	use: {
		baseURL: `http://localhost:${port}`,
		trace: 'retain-on-failure',
		launchOptions: {
			executablePath,
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
				'--no-first-run',
				'--disable-quic'
			]
		}
	},
	projects: [
		{ name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium' } }
	],
	webServer: {
		command: `node scripts/serve.mjs --port ${port}`,
		env: { TEST_HOOKS: '1' },
		url: `http://localhost:${port}/`,
		reuseExistingServer: !process.env.CI,
		timeout: 60_000
	}
});
