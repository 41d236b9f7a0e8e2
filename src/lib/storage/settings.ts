/**
 * The remembered setup: saved to IndexedDB on every change and read back on the next visit.
 * A stored value is validated before use; a damaged or outdated record is ignored (the rulebook
 * defaults are used) rather than trusted.
 */
import { parseRuleOptions } from '$lib/stay-away/options-schema';
import { isValidPlayerCount } from '$lib/stay-away/deck';
import type { StayAwayDb } from './db';
import type { Setup } from './setup-url';

const SETUP_KEY = 'setup';

/** Validate an unknown stored value as a setup; `null` when it is not one. */
export function parseSetup(value: unknown): Setup | null {
	if (typeof value !== 'object' || value === null) return null;
	const { players, options } = value as { players?: unknown; options?: unknown };
	if (!isValidPlayerCount(players)) return null;
	const parsed = parseRuleOptions(options);
	return parsed.ok ? { players, options: parsed.value } : null;
}

/** Read the saved setup, or `null` when there is none, it is invalid, or there is no database. */
export async function loadSetup(db: StayAwayDb | null): Promise<Setup | null> {
	if (!db) return null;
	try {
		return parseSetup(await db.get('settings', SETUP_KEY));
	} catch {
		return null;
	}
}

/**
 * Save the setup. Resolves `true` when stored, `false` when there is no database or the write
 * failed (quota full): the caller keeps the setup in memory and may say so.
 */
export async function saveSetup(db: StayAwayDb | null, setup: Setup): Promise<boolean> {
	if (!db) return false;
	try {
		await db.put('settings', structuredClone(setup), SETUP_KEY);
		return true;
	} catch {
		return false;
	}
}

/** Forget the saved setup (used by "reset to the rulebook"). */
export async function clearSetup(db: StayAwayDb | null): Promise<void> {
	if (!db) return;
	try {
		await db.delete('settings', SETUP_KEY);
	} catch {
		// Nothing to do: the in-memory setup is reset anyway.
	}
}
