import { describe, expect, it } from 'vitest';
import { nightStep, parseSavedStep, stepAt } from './night-step.svelte';

describe('the one night step', () => {
	it('belongs to one night: another night, or a damaged value, starts at the first step', () => {
		expect(stepAt({ night: 'g:3', step: 2 }, 'g:3', 5)).toBe(2);
		expect(stepAt({ night: 'g:3', step: 2 }, 'g:9', 5)).toBe(0);
		expect(stepAt({ night: 'g:3', step: 8 }, 'g:3', 5)).toBe(5);
		expect(stepAt({ night: 'g:3', step: -1 }, 'g:3', 5)).toBe(0);
		expect(parseSavedStep({ night: 'g:3', step: 1 })).toEqual({ night: 'g:3', step: 1 });
		expect(parseSavedStep({ night: 'g:3', step: 1.5 })).toBeNull();
		expect(parseSavedStep({ night: 3, step: 1 })).toBeNull();
		expect(parseSavedStep(null)).toBeNull();
	});

	it('is moved by one control and read by every reader alike', () => {
		nightStep.go('g:1', 3);
		expect(nightStep.at('g:1', 6)).toBe(3);
		expect(nightStep.at('g:1', 2)).toBe(2);
		expect(nightStep.at('g:2', 6)).toBe(0);
		nightStep.go('g:1', 4);
		expect(nightStep.at('g:1', 6)).toBe(4);
	});
});
