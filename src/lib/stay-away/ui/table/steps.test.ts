import { describe, expect, it } from 'vitest';
import { firstStep, playAction, previousStep } from './steps';

describe('the action sheet steps', () => {
	it('opens each mode at its first step, with no step before it', () => {
		expect(firstStep('card')).toEqual({ kind: 'card', panic: false });
		expect(firstStep('panic')).toEqual({ kind: 'card', panic: true });
		expect(firstStep('refused')).toEqual({ kind: 'refused' });
		expect(firstStep('other')).toEqual({ kind: 'other' });
		for (const mode of ['card', 'panic', 'refused', 'other'] as const)
			expect(previousStep(firstStep(mode))).toBeNull();
	});
	it('goes back from a defense to the target, from a target to the card, from a pick to the events', () => {
		const defense = { kind: 'defense', panic: true, card: 'one-two', target: 3 } as const;
		expect(previousStep(defense)).toEqual({ kind: 'target', panic: true, card: 'one-two' });
		expect(previousStep({ kind: 'target', panic: false, card: 'axe' })).toEqual({
			kind: 'card',
			panic: false
		});
		expect(previousStep({ kind: 'declare' })).toEqual({ kind: 'other' });
		expect(previousStep({ kind: 'thing-eliminated' })).toEqual({ kind: 'other' });
		// After a burn there is no going back: the Flamethrower is recorded.
		expect(previousStep({ kind: 'was-thing', player: 2 })).toBeNull();
	});
	it('builds the play-card action: a player target with its defense, an edge, or none', () => {
		expect(playAction(0, 'flamethrower', { player: 1 }, 'no-barbecue')).toEqual({
			type: 'playCard',
			actor: 0,
			card: 'flamethrower',
			target: 1,
			defenses: [{ card: 'no-barbecue', by: 1 }]
		});
		expect(playAction(2, 'barred-door', { edge: 4 })).toEqual({
			type: 'playCard',
			actor: 2,
			card: 'barred-door',
			edge: 4
		});
		expect(playAction(1, 'watch-your-back')).toEqual({
			type: 'playCard',
			actor: 1,
			card: 'watch-your-back'
		});
	});
});
