import { open } from './zz-ru-lib.mjs';
import { readFileSync } from 'node:fs';
const steps = JSON.parse(process.argv[2]);
const url = process.argv[3] || 'http://localhost:4280/ru/island-of-fear/host';
const { page, shot, close } = await open(url);
const card = async () => { const m = await page.locator('main').innerText(); const i = m.indexOf('\nИгроки\n'); console.log('---CARD---\n' + (i > 0 ? m.slice(0, i) : m.slice(0, 2500)) + '\n---'); };
for (const s of steps) {
  const [op, arg, opt] = s;
  try {
  if (op === 'b') await page.getByRole('button', { name: arg, exact: true }).first().click();
  else if (op === 'br') await page.getByRole('button', { name: new RegExp(arg) }).first().click();
  else if (op === 'bn') await page.getByRole('button', { name: arg, exact: true }).nth(opt).click();
  else if (op === 'next') await page.getByRole('button', { name: 'Далее', exact: true }).click();
  else if (op === 'txt') await page.getByText(arg, { exact: false }).first().click();
  else if (op === 'sel') await page.getByLabel(arg, { exact: true }).selectOption({ label: opt });
  else if (op === 'card') await card();
  else if (op === 'main') console.log('---MAIN---\n' + await page.locator('main').innerText() + '\n---');
  else if (op === 'shot') { if (opt) await page.getByText(opt).first().scrollIntoViewIfNeeded(); await shot(arg); }
  else if (op === 'full') await shot(arg, true);
  else if (op === 'top') await page.evaluate(() => scrollTo(0, 0));
  else if (op === 'wait') await page.waitForTimeout(arg);
  else if (op === 'eval') console.log(await page.evaluate(arg));
  else if (op === 'time') console.log('TIME', new Date().toISOString());
  await page.waitForTimeout(150);
  } catch (e) { console.log('ERR', op, arg, e.message.split('\n')[0]); await shot('err-' + Date.now()); break; }
}
await close();
