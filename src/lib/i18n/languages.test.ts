import { describe, expect, it } from 'vitest';
import { isLanguage, pickLanguage } from './languages';

describe('language choice', () => {
	it('takes the first supported primary subtag from the browser list', () => {
		expect(pickLanguage(['de-AT', 'en'])).toBe('de');
		expect(pickLanguage(['fr-FR', 'uk-UA', 'ru'])).toBe('uk');
		expect(pickLanguage(['IT'])).toBe('it');
	});
	it('falls back to English', () => {
		expect(pickLanguage([])).toBe('en');
		expect(pickLanguage(['fr', 'es'])).toBe('en');
	});
	it('uses uk for Ukrainian, never ua', () => {
		expect(isLanguage('uk')).toBe(true);
		expect(isLanguage('ua')).toBe(false);
	});
});
