import { describe, expect, it } from 'vitest';
import { HydrationTurns } from './hydration';

/** Resolves after `n` tasks (each a macrotask, as a browser runs them). */
const tasks = async (n: number) => {
	for (let i = 0; i < n; i++) await new Promise((resolve) => setTimeout(resolve));
};

describe('HydrationTurns', () => {
	it('answers at once on the server', () => {
		const turns = new HydrationTurns(false);
		expect(turns.turn()).toBe(true);
	});

	it('runs each turn in a task of its own, in the order asked', async () => {
		const turns = new HydrationTurns(true);
		const order: string[] = [];
		const a = turns.turn();
		const b = turns.turn();
		expect(a).toBeInstanceOf(Promise);
		void Promise.resolve(a).then(() => {
			order.push('a');
			// A part hydrated in its turn asks for one more: it comes after those already queued.
			void Promise.resolve(turns.turn()).then(() => order.push('a.1'));
		});
		void Promise.resolve(b).then(() => order.push('b'));
		expect(order).toEqual([]);
		await tasks(1);
		// Not all at once: the first turn waits for a task of its own.
		expect(order.length).toBeLessThan(3);
		await turns.whenHydrated();
		expect(order).toEqual(['a', 'b', 'a.1']);
	});

	it('is hydrated only once every turn has run, and answers at once afterwards', async () => {
		const turns = new HydrationTurns(true);
		let done = false;
		const last = Promise.resolve(turns.turn()).then(() => turns.turn());
		void turns.whenHydrated().then(() => (done = true));
		await last;
		expect(done).toBe(false);
		await turns.whenHydrated();
		expect(done).toBe(true);
		expect(turns.turn()).toBe(true);
	});

	it('is not hydrated while held: turns asked for meanwhile still come in tasks of their own', async () => {
		const turns = new HydrationTurns(true);
		let release!: () => void;
		turns.hold(new Promise<void>((resolve) => (release = resolve)));
		let done = false;
		void turns.whenHydrated().then(() => (done = true));
		await Promise.resolve(turns.turn());
		await tasks(3);
		expect(done).toBe(false);
		// The held work ends: a turn asked for then is still a turn, not an answer at once.
		release();
		await Promise.resolve();
		const late = turns.turn();
		expect(late).toBeInstanceOf(Promise);
		await late;
		await turns.whenHydrated();
		expect(done).toBe(true);
		expect(turns.turn()).toBe(true);
	});

	it('is released by held work that fails', async () => {
		const turns = new HydrationTurns(true);
		turns.hold(Promise.reject(new Error('no storage')));
		await turns.whenHydrated();
		expect(turns.turn()).toBe(true);
	});

	it('is hydrated in the next task when no part asked for a turn', async () => {
		const turns = new HydrationTurns(true);
		await turns.whenHydrated();
		expect(turns.turn()).toBe(true);
	});
});
