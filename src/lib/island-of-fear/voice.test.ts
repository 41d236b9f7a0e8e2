import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scriptFor, startHostGame, type ScriptStep } from './host-game';
import {
	soundSettings,
	pickVoice,
	spokenNight,
	stepLines,
	DEFAULT_SOUND,
	type VoiceInfo
} from './voice';

const setup = {
	seats: 8,
	names: Array.from({ length: 8 }, (_, i) => `P${i + 1}`),
	items: false,
	events: false
};

describe('the lines read aloud at night', () => {
	it('opens with night falling, wakes and sends to sleep each step in order, closes at dawn', () => {
		const steps: ScriptStep[] = [
			{ role: 'werewolves', entry: 'attack' },
			{ role: 'nurse', entry: 'save' }
		];
		expect(spokenNight(steps)).toEqual([
			{ key: 'nightFalls' },
			{ key: 'act', role: 'werewolves' },
			{ key: 'sleep', role: 'werewolves' },
			{ key: 'act', role: 'nurse' },
			{ key: 'sleep', role: 'nurse' },
			{ key: 'dawn' }
		]);
	});

	it('follows the engine’s script on the first night: recognition and roll call', () => {
		const state = { ...startHostGame(setup), night: 1 };
		const steps = scriptFor(state);
		const lines = spokenNight(steps);
		const wakes = lines.filter((l) => l.key !== 'sleep' && l.role);
		expect(wakes.map((l) => l.role)).toEqual(steps.map((s) => s.role));
		expect(lines.some((l) => l.key === 'rollCall')).toBe(true);
	});

	it('speaks two lines per step, whatever the script', () => {
		const step = fc.record({
			role: fc.constantFrom('werewolves' as const, 'seer' as const, 'hamster' as const),
			entry: fc.constantFrom('attack' as const, 'recognise' as const, 'roll-call' as const)
		});
		fc.assert(
			fc.property(fc.array(step, { maxLength: 12 }), (steps) => {
				expect(spokenNight(steps)).toHaveLength(2 * steps.length + 2);
			})
		);
	});
});

describe('the lines read at each step of the night script', () => {
	const steps: ScriptStep[] = [
		{ role: 'werewolves', entry: 'attack' },
		{ role: 'nurse', entry: 'save' }
	];

	it('opens the night at the first step, sleeps and wakes at the next, closes at dawn', () => {
		expect(stepLines(steps, 0)).toEqual([
			{ key: 'nightFalls' },
			{ key: 'act', role: 'werewolves' }
		]);
		expect(stepLines(steps, 1)).toEqual([
			{ key: 'sleep', role: 'werewolves' },
			{ key: 'act', role: 'nurse' }
		]);
		expect(stepLines(steps, 2)).toEqual([{ key: 'sleep', role: 'nurse' }, { key: 'dawn' }]);
		expect(stepLines([], 0)).toEqual([{ key: 'nightFalls' }, { key: 'dawn' }]);
	});

	it('going Back puts the role left to sleep and wakes the step again', () => {
		expect(stepLines(steps, 0, 1)).toEqual([
			{ key: 'sleep', role: 'nurse' },
			{ key: 'act', role: 'werewolves' }
		]);
		// From dawn (an undo), nobody is awake to put to sleep.
		expect(stepLines(steps, 1, 2)).toEqual([{ key: 'act', role: 'nurse' }]);
		// Forward, or the same step again (Repeat), reads as before.
		expect(stepLines(steps, 1, 0)).toEqual(stepLines(steps, 1));
		expect(stepLines(steps, 1, 1)).toEqual(stepLines(steps, 1));
	});

	it('clamps an index out of range to the first step or dawn', () => {
		expect(stepLines(steps, -3)).toEqual(stepLines(steps, 0));
		expect(stepLines(steps, 9)).toEqual(stepLines(steps, 2));
	});

	it('reads the whole night, line by line, when Next goes through every step', () => {
		const step = fc.record({
			role: fc.constantFrom('werewolves' as const, 'seer' as const, 'hamster' as const),
			entry: fc.constantFrom('attack' as const, 'recognise' as const, 'roll-call' as const)
		});
		fc.assert(
			fc.property(fc.array(step, { maxLength: 12 }), (script) => {
				const read = Array.from({ length: script.length + 1 }, (_, i) => stepLines(script, i));
				expect(read.flat()).toEqual(spokenNight(script));
			})
		);
	});
});

describe('the device voice', () => {
	const voices: VoiceInfo[] = [
		{ lang: 'ru-RU', localService: false, name: 'Cloud' },
		{ lang: 'en-US', localService: true, name: 'Local EN' },
		{ lang: 'ru_RU', localService: true, name: 'Local RU' }
	];

	it('takes an offline voice of the table’s language only', () => {
		expect(pickVoice(voices, 'ru')?.name).toBe('Local RU');
		expect(pickVoice(voices, 'en')?.name).toBe('Local EN');
		expect(pickVoice(voices, 'uk')).toBeUndefined();
		expect(pickVoice(voices.slice(0, 1), 'ru')).toBeUndefined();
	});
});

describe('the sound settings', () => {
	it('reads what was stored, falling back field by field', () => {
		expect(soundSettings(null)).toEqual(DEFAULT_SOUND);
		expect(soundSettings('not an object')).toEqual(DEFAULT_SOUND);
		expect(soundSettings({ voice: false, ambience: 'yes' })).toEqual({
			...DEFAULT_SOUND,
			voice: false
		});
		expect(soundSettings({ voice: false, ambience: true, timerSound: false })).toEqual({
			voice: false,
			ambience: true
		});
	});
});
