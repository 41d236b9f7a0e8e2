import { open } from './zz-ru-lib.mjs';
const { page, shot, text, close } = await open('http://localhost:4280/ru/island-of-fear/setup?p=12&i=1&e=1');
await page.getByRole('link', { name: 'Таблица ведущего' }).first().click();
await page.waitForURL(/host/); await page.waitForLoadState('networkidle');
console.log(page.url());
await shot('07-host'); await shot('07-host-full', true);
console.log(await page.locator('main').innerText());
await close();
