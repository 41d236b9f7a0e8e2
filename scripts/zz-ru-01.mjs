import { open } from './zz-ru-lib.mjs';
const { page, shot, text, close } = await open('http://localhost:4280/ru');
await shot('01-home'); await shot('01-home-full', true); await text();
console.log(page.url());
await close();
