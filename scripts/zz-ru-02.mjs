import { open } from './zz-ru-lib.mjs';
const { page, shot, text, close } = await open('http://localhost:4280/ru');
await page.getByRole('link', { name: 'Остров Страха' }).first().click();
await page.waitForLoadState('networkidle');
console.log(page.url());
await shot('02-island'); await shot('02-island-full', true); await text();
await close();
