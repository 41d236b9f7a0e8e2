import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepAwakeSoon } from './keep-awake';

/** A page whose Wake Lock API records its requests and releases. */
function stubPage() {
	const calls = { requested: 0, released: 0 };
	vi.stubGlobal('document', {
		visibilityState: 'visible',
		addEventListener: () => {},
		removeEventListener: () => {}
	});
	vi.stubGlobal('navigator', {
		wakeLock: {
			request: async () => {
				calls.requested++;
				return { release: async () => void calls.released++ };
			}
		}
	});
	return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('keepAwakeSoon', () => {
	it('asks for the lock once its code has loaded, and releases it', async () => {
		const calls = stubPage();
		const release = keepAwakeSoon();
		await vi.dynamicImportSettled();
		await vi.waitFor(() => expect(calls.requested).toBe(1));
		release();
		await vi.waitFor(() => expect(calls.released).toBe(1));
	});

	it('never asks when released before its code has loaded', async () => {
		const calls = stubPage();
		keepAwakeSoon()();
		await vi.dynamicImportSettled();
		await new Promise((resolve) => setTimeout(resolve, 0));
		expect(calls.requested).toBe(0);
	});
});
