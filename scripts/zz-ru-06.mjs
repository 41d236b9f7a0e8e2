import { open } from './zz-ru-lib.mjs';
const { page, shot, text, close } = await open('http://localhost:4280/ru/island-of-fear/setup?p=12&i=1&e=1');
for (const t of ['Раздача шаг за шагом','Колода Предметов','Колода Событий']) await page.getByText(t, {exact:false}).first().click();
await page.waitForTimeout(300);
const main = await page.locator('main').innerText();
console.log(main.slice(main.indexOf('Раздача шаг')));
await page.getByText('Раздача шаг за шагом').scrollIntoViewIfNeeded();
await shot('06-deal');
await close();
