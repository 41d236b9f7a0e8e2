import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, resolveChromium } from './chromium.mjs';
import { existsSync } from 'node:fs';
const STATE = '/tmp/ru-try/state.json';
export async function open(url) {
  const b = await resolveChromium();
  const browser = await chromium.launch({ executablePath: b.path, args: CHROMIUM_ARGS });
  const opts = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'ru-RU' };
  if (existsSync(STATE)) opts.storageState = STATE;
  const context = await browser.newContext(opts);
  const page = await context.newPage();
  page.on('console', m => { if (m.type() === 'error' || m.type() === 'warning') console.log('CONSOLE', m.type(), m.text()); });
  page.on('pageerror', e => console.log('PAGEERROR', e.message));
  if (url) await page.goto(url, { waitUntil: 'networkidle' });
  const shot = async (name, full = false) => { await page.screenshot({ path: `/tmp/ru-try/${name}.png`, fullPage: full }); console.log('shot', name); };
  const text = async () => console.log('---TEXT---\n' + (await page.locator('body').innerText()) + '\n---END---');
  const close = async () => { await context.storageState({ path: STATE, indexedDB: true }); await browser.close(); };
  return { browser, context, page, shot, text, close };
}
