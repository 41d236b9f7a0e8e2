import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown, warns, type CountdownSignals } from './countdown.svelte';

/** Beeps (oscillators started) and vibrations (their patterns), as the stubbed page records them. */
const heard = { beeps: 0, vibrations: [] as number[][] };

class StubAudio {
	currentTime = 0;
	destination = {};
	createOscillator() {
		return {
			frequency: { value: 0 },
			connect: (next: unknown) => next,
			start: () => void heard.beeps++,
			stop() {}
		};
	}
	createGain() {
		return { gain: { value: 0 }, connect: (next: unknown) => next };
	}
}

beforeEach(() => {
	heard.beeps = 0;
	heard.vibrations = [];
	vi.useFakeTimers();
	vi.stubGlobal('AudioContext', StubAudio);
	vi.stubGlobal('document', { visibilityState: 'visible' });
	vi.stubGlobal('navigator', { vibrate: (pattern: number[]) => heard.vibrations.push(pattern) });
});
afterEach(() => {
	vi.useRealTimers();
	vi.unstubAllGlobals();
});

const signals =
	(warning?: number): (() => CountdownSignals) =>
	() => ({ sound: true, vibrate: true, warning });

describe('the warning mark', () => {
	it('is crossed once, never on a first tick nor at the end', () => {
		expect(warns(31, 30, 30)).toBe(true);
		expect(warns(45, 12, 30)).toBe(true);
		expect(warns(30, 29, 30)).toBe(false);
		expect(warns(undefined, 30, 30)).toBe(false);
		expect(warns(31, 0, 30)).toBe(false);
		expect(warns(31, 30, undefined)).toBe(false);
	});
});

describe('a countdown’s signals', () => {
	it('warns once (one beep, one vibration) 30 s before the end and ends once (three, one)', () => {
		const timer = new Countdown(() => 'ended', signals(30));
		timer.start(35);
		vi.advanceTimersByTime(4_500);
		expect(timer.remaining).toBe(31);
		expect(heard).toEqual({ beeps: 0, vibrations: [] });
		vi.advanceTimersByTime(1_000);
		expect(heard).toEqual({ beeps: 1, vibrations: [[200]] });
		vi.advanceTimersByTime(29_000);
		expect(heard).toEqual({ beeps: 1, vibrations: [[200]] });
		vi.advanceTimersByTime(1_000);
		expect(timer.ended).toBe(true);
		expect(heard).toEqual({ beeps: 4, vibrations: [[200], [300, 150, 300]] });
		vi.advanceTimersByTime(10_000);
		expect(heard.beeps).toBe(4);
	});

	it('does not warn again after a pause, nor when started with 30 s or less left', () => {
		const timer = new Countdown(() => 'ended', signals(30));
		timer.start(40);
		vi.advanceTimersByTime(20_000);
		timer.pause();
		timer.resume();
		vi.advanceTimersByTime(5_000);
		expect(heard.vibrations).toEqual([[200]]);
		timer.start(30);
		vi.advanceTimersByTime(29_000);
		expect(heard.vibrations).toEqual([[200]]);
	});

	it('only ends when it has no warning, and stays silent when the Host switched both off', () => {
		new Countdown(() => 'ended', signals()).start(60);
		vi.advanceTimersByTime(61_000);
		expect(heard).toEqual({ beeps: 3, vibrations: [[300, 150, 300]] });
		const quiet = new Countdown(
			() => 'ended',
			() => ({ sound: false, vibrate: false, warning: 30 })
		);
		quiet.start(60);
		vi.advanceTimersByTime(61_000);
		expect(heard).toEqual({ beeps: 3, vibrations: [[300, 150, 300]] });
	});
});
