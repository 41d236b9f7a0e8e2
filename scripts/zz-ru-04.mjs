import { open } from './zz-ru-lib.mjs';
const { page, shot, text, close } = await open('http://localhost:4280/ru/island-of-fear/setup');
const over = await page.evaluate(() => { const W = 390; const out=[]; for (const el of document.querySelectorAll('body *')) { const r = el.getBoundingClientRect(); if (r.right > W + 1 && r.width>0) out.push(el.tagName + '.' + el.className + ' ' + Math.round(r.left) + '-' + Math.round(r.right) + ' ' + (el.innerText||'').slice(0,40).replace(/\n/g,' ')); } return [innerWidth, visualViewport.width, visualViewport.scale, ...out.slice(0,15)]; });
console.log(over.join('\n'));
await close();
