import { defaultRuleOptions } from '../src/lib/stay-away/options';
import { LOG_FORMAT, LOG_VERSION } from '../src/lib/stay-away/table';
import { expect, localeText, test } from './fixtures';

/** A locale string with its placeholders filled, as i18next fills them. */
function fill(text: string, values: Record<string, string>): string {
	return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');
}

function file(data: unknown) {
	return {
		name: 'game.json',
		mimeType: 'application/json',
		buffer: Buffer.from(JSON.stringify(data))
	};
}

const LONG = 'Wilhelmina Konstanze von Hohenzollern-Sigmaringen der Zweite'; // 60 characters

test('a German import of a broken table file names the field in German', async ({ page }) => {
	await page.goto('/de/table');
	await page
		.getByTestId('import-file')
		.setInputFiles(file({ format: LOG_FORMAT, version: LOG_VERSION, actions: [] }));
	const problem = fill(localeText('de', 'ui', 'fileProblem.missing'), { field: 'setup' });
	const message = page.getByTestId('import-message');
	await expect(message).toContainText(problem);
	await expect(message).not.toContainText('Invalid');
	await expect(message).not.toContainText('Expected');
});

test('a table file with a 60-character name imports, with a notice', async ({ page }) => {
	expect(LONG).toHaveLength(60);
	await page.goto('/en/table');
	const names = ['Ann', LONG, 'Cy', 'Dee'];
	await page.getByTestId('import-file').setInputFiles(
		file({
			format: LOG_FORMAT,
			version: LOG_VERSION,
			setup: { seats: 4, dealer: 0, names, options: defaultRuleOptions() },
			actions: []
		})
	);
	const short = LONG.slice(0, 40).trimEnd();
	await expect(page.getByTestId('sync-notice')).toContainText(
		fill(localeText('en', 'tablePage', 'tablePage.sync.namesShortened'), {
			limit: '40',
			names: short
		})
	);
	await expect(page.getByTestId('end-turn')).toBeVisible();
});

test('an Italian import of a broken Host’s file names the field in Italian', async ({ page }) => {
	await page.goto('/it/island-of-fear/host');
	await page.getByTestId('host-import').setInputFiles(
		file({
			format: 'island-of-fear-host-log',
			version: 1,
			setup: { seats: 'five', names: [], items: false, events: false },
			actions: []
		})
	);
	const problem = fill(localeText('it', 'ui', 'fileProblem.type-number'), {
		field: 'setup.seats'
	});
	await expect(page.getByTestId('host-import-error')).toContainText(problem);
	await expect(page.getByTestId('host-import-error')).not.toContainText('Invalid');
});

test('a Host’s file with a 60-character name imports, with a notice', async ({ page }) => {
	await page.goto('/en/island-of-fear/host');
	await page.getByTestId('host-import').setInputFiles(
		file({
			format: 'island-of-fear-host-log',
			version: 1,
			setup: { seats: 5, names: ['A', LONG, 'C', 'D', 'E'], items: false, events: false },
			actions: []
		})
	);
	const short = LONG.slice(0, 40).trimEnd();
	await expect(page.getByTestId('host-notice')).toContainText(
		fill(localeText('en', 'island', 'host.notice.names-shortened'), {
			limit: '40',
			names: short
		})
	);
});
