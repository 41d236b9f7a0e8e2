import { open } from './zz-ru-lib.mjs';
const { page, shot, text, close } = await open('http://localhost:4280/ru/island-of-fear/setup');
await page.getByRole('button', { name: '12', exact: true }).or(page.getByRole('radio', { name: '12', exact: true })).first().click();
await page.getByText('Дополнение «Предметы»').click();
await page.getByText('Дополнение «События»').click();
await page.waitForTimeout(300);
await shot('05-setup12-full', true); await text();
console.log(page.url());
await close();
