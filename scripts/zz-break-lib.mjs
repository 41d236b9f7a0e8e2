import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, resolveChromium } from './chromium.mjs';
export const URL = 'http://localhost:4280/en/island-of-fear/host';
export async function launch() {
	const b = await resolveChromium();
	return chromium.launch({ executablePath: b.path, args: CHROMIUM_ARGS });
}
export async function dump(page) {
	// accessibility-ish dump of interactive elements and headings
	return page.evaluate(() => {
		const out = [];
		for (const el of document.querySelectorAll(
			'main h1,main h2,main h3,main button,main input,main select,main label,main [role=alert],main [role=status],main p,main li,main summary,main a,main td,main th,main dialog'
		)) {
			if (!el.checkVisibility?.()) continue;
			const t =
				(el.getAttribute('aria-label') ? '[aria:' + el.getAttribute('aria-label') + '] ' : '') +
				(el.innerText || el.value || '').replace(/\s+/g, ' ').slice(0, 140);
			const extra =
				el.tagName === 'INPUT'
					? ` type=${el.type} name=${el.name} val=${el.value} checked=${el.checked} disabled=${el.disabled}`
					: el.tagName === 'BUTTON'
						? ` disabled=${el.disabled}`
						: el.tagName === 'SELECT'
							? ` val=${el.value} opts=${[...el.options]
									.map((o) => o.value + ':' + o.text)
									.join('|')
									.slice(0, 300)}`
							: '';
			out.push(el.tagName + extra + ' ' + t);
		}
		return out.join('\n');
	});
}
