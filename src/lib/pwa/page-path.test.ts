import { describe, expect, it } from 'vitest';
import { pagePath } from './page-path';

describe('pagePath', () => {
	it('drops a trailing slash', () => {
		expect(pagePath('/en/table/')).toBe('/en/table');
		expect(pagePath('/en/')).toBe('/en');
		expect(pagePath('/island-of-fear/cards/wolf/')).toBe('/island-of-fear/cards/wolf');
	});

	it('drops repeated trailing slashes', () => {
		expect(pagePath('/de/setup//')).toBe('/de/setup');
	});

	it('keeps the root and paths without a trailing slash', () => {
		expect(pagePath('/')).toBe('/');
		expect(pagePath('//')).toBe('/');
		expect(pagePath('/en/table')).toBe('/en/table');
		expect(pagePath('/_app/immutable/entry/start.js')).toBe('/_app/immutable/entry/start.js');
	});
});
