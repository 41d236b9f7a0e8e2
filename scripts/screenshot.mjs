import { chromium } from '@playwright/test';
const [, , url, out, w = '390', h = '844', full = '1'] = process.argv;
const browser = await chromium.launch({
	executablePath: '/usr/bin/chromium',
	args: [
		'--no-sandbox',
		'--disable-gpu',
		'--disable-background-networking',
		'--disable-component-update',
		'--disable-sync',
		'--no-first-run'
	]
});
const page = await browser.newPage({ viewport: { width: +w, height: +h }, deviceScaleFactor: 1 });
await page.goto(url);
await page.waitForTimeout(500);
await page.screenshot({ path: out, fullPage: full === '1' });
await browser.close();
