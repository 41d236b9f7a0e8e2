/**
 * What a remembered setup may be: validated before use, so a damaged or outdated record is
 * ignored (the rulebook defaults are used) rather than trusted. The setup store keeps it in
 * IndexedDB under `setup`, through `Persisted`.
 */
import { parseRuleOptions } from '$lib/stay-away/options-schema';
import { isValidPlayerCount } from '$lib/stay-away/deck';
import type { Setup } from '$lib/stay-away/options';

/** Validate an unknown stored value as a setup; `null` when it is not one. */
export function parseSetup(value: unknown): Setup | null {
	if (typeof value !== 'object' || value === null) return null;
	const { players, options } = value as { players?: unknown; options?: unknown };
	if (!isValidPlayerCount(players)) return null;
	const parsed = parseRuleOptions(options);
	return parsed.ok ? { players, options: parsed.value } : null;
}
