import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** The prefix that marks a skip as "could not run in this browser" rather than a planned skip. */
const NOT_RUN = 'could not run here: ';

/**
 * The reason to give `test.skip(condition, reason)` when a test needs something the browser in use
 * lacks. The reporter below lists every such test at the end of the run, so a run that tested
 * less never looks like a full green run.
 */
export function notRun(why: string): string {
	return `${NOT_RUN}${why}`;
}

/**
 * Prints, after the run's summary, each test that could not run in this browser and why, and which
 * browser was used (`E2E_BROWSER_KIND`, `E2E_BROWSER_PATH`, set by playwright.config.ts).
 */
export default class NotRunReporter implements Reporter {
	private readonly skipped = new Map<string, string>();

	onTestEnd(test: TestCase, result: TestResult): void {
		if (result.status !== 'skipped') return;
		const reason = test.annotations.find(
			(a) => a.type === 'skip' && a.description?.startsWith(NOT_RUN)
		)?.description;
		if (reason)
			this.skipped.set(test.titlePath().slice(1).join(' › '), reason.slice(NOT_RUN.length));
	}

	onEnd(_result: FullResult): void {
		const browser = `${process.env.E2E_BROWSER_KIND ?? '?'} Chromium at ${process.env.E2E_BROWSER_PATH ?? '?'}`;
		console.log(`\nBrowser: ${browser}`);
		if (this.skipped.size === 0) return;
		console.log(
			`${this.skipped.size} test(s) could NOT run in this browser, so this run tested less:`
		);
		for (const [title, why] of this.skipped) console.log(`  - ${title}: ${why}`);
		console.log('Install Chromium or Chrome (or set CHROMIUM_PATH to one) to run them.');
	}

	printsToStdio(): boolean {
		return true;
	}
}
