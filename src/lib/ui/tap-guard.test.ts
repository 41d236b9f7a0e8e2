import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_MS, TapGuard } from './tap-guard.svelte';

describe('TapGuard', () => {
	beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
	afterEach(() => vi.useRealTimers());

	it('ignores taps for SETTLE_MS after one acted, judged by when each tap was made', () => {
		const guard = new TapGuard();
		expect(guard.ignores(1000)).toBe(false);
		guard.acted(1000);
		for (const gap of [60, 150, 300, SETTLE_MS - 1]) expect(guard.ignores(1000 + gap)).toBe(true);
		expect(guard.ignores(1000 + SETTLE_MS)).toBe(false);
		expect(guard.ignores(1000 + 600)).toBe(false);
	});

	it('is settling while it holds, and stops once the settle time has passed', () => {
		const guard = new TapGuard();
		guard.acted(performance.now());
		expect(guard.settling).toBe(true);
		vi.advanceTimersByTime(SETTLE_MS - 1);
		expect(guard.settling).toBe(true);
		vi.advanceTimersByTime(1);
		expect(guard.settling).toBe(false);
	});

	it('lets a key press through at once, but not while work is under way', async () => {
		const guard = new TapGuard();
		guard.acted(1000);
		expect(guard.ignores(1010, true)).toBe(false);
		let finish!: () => void;
		const work = guard.track(new Promise<void>((resolve) => (finish = resolve)));
		expect(guard.pending).toBe(true);
		expect(guard.ignores(5000, true)).toBe(true);
		expect(guard.ignores(5000)).toBe(true);
		finish();
		await work;
		// Released on the next frame, once the result is drawn (no frames in Node: at once).
		await Promise.resolve();
		expect(guard.pending).toBe(false);
		expect(guard.ignores(5000)).toBe(false);
	});

	it('releases work that failed too', async () => {
		const guard = new TapGuard();
		await expect(guard.track(Promise.reject(new Error('disk full')))).rejects.toThrow('disk full');
		await Promise.resolve();
		expect(guard.pending).toBe(false);
	});

	it('asks its extra reason to wait at each tap', () => {
		let busy = true;
		const guard = new TapGuard(() => busy);
		expect(guard.ignores(1000)).toBe(true);
		expect(guard.ignores(1000, true)).toBe(false);
		busy = false;
		expect(guard.ignores(1000)).toBe(false);
	});
});

describe('TapGuard.held', () => {
	beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
	afterEach(() => vi.useRealTimers());

	it('marks a control held, and unavailable while the guard settles or the page says it rests', () => {
		const guard = new TapGuard();
		expect(guard.held()).toEqual({ 'data-tap-held': '', 'aria-disabled': undefined });
		expect(guard.held(true)).toEqual({ 'data-tap-held': '', 'aria-disabled': true });
		guard.acted(performance.now());
		expect(guard.held()).toEqual({ 'data-tap-held': '', 'aria-disabled': true });
		vi.advanceTimersByTime(SETTLE_MS);
		expect(guard.held()['aria-disabled']).toBeUndefined();
	});
});

describe('TapGuard, other controls', () => {
	it('holds only the control that acted and those that appeared since', () => {
		const guard = new TapGuard();
		guard.acted(1000);
		expect(guard.ignores(1100, false, true)).toBe(true);
		expect(guard.ignores(1100, false, false)).toBe(false);
	});
});

describe('TapGuard, a step that opened', () => {
	beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
	afterEach(() => vi.useRealTimers());

	it('ignores taps for SETTLE_MS from the moment the step is on screen', () => {
		const guard = new TapGuard();
		guard.acted(performance.now());
		vi.advanceTimersByTime(400);
		// Drawn late: the step holds from now, not from the tap that opened it.
		guard.opened();
		const now = performance.now();
		expect(guard.ignores(now + SETTLE_MS - 1)).toBe(true);
		expect(guard.ignores(now + SETTLE_MS)).toBe(false);
		vi.advanceTimersByTime(SETTLE_MS);
		expect(guard.settling).toBe(false);
	});
});
