import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, resolveChromium } from './scripts/chromium.mjs';

/**
 * End-to-end tests run in a real Chromium against the built, prerendered app served as a static
 * host would serve it. Playwright never downloads a browser: `CHROMIUM_PATH`, else a system
 * Chromium or Chrome, else the headless Chromium packaged in `@sparticuz/chromium`
 * (scripts/chromium.mjs). The kind in use reaches the tests as `E2E_BROWSER_KIND`.
 */
const browser = await resolveChromium();
process.env.E2E_BROWSER_KIND = browser.kind;
process.env.E2E_BROWSER_PATH = browser.path;
const executablePath = browser.path;
const port = Number(process.env.PORT || 4173);

export default defineConfig({
	testDir: 'tests',
	testMatch: /.*\.spec\.ts/,
	fullyParallel: true,
	workers: process.env.CI ? 2 : undefined,
	retries: process.env.CI ? 1 : 0,
	reporter: [
		['list'],
		['./tests/reporters/not-run.ts'],
		...(process.env.CI
			? [
					[
						'json',
						{ outputFile: process.env.E2E_JSON_REPORT || 'reports/playwright.json' }
					] as const
				]
			: [])
	],
	// Tests wait for states, never for a fixed time. These limits only stop a test that hangs; they
	// are generous because a busy 2-core machine runs pages several times slower (npm run test:stress).
	timeout: 90_000,
	expect: { timeout: 20_000 },
	use: {
		baseURL: `http://localhost:${port}`,
		trace: 'retain-on-failure',
		launchOptions: {
			executablePath,
			args: CHROMIUM_ARGS
		}
	},
	projects: [
		{
			name: 'phone',
			use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium' }
		}
	],
	webServer: {
		command: `node scripts/serve.mjs --port ${port}`,
		env: { TEST_HOOKS: '1' },
		url: `http://localhost:${port}/`,
		reuseExistingServer: !process.env.CI,
		timeout: 60_000
	}
});
