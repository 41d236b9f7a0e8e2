import { describe, expect, it } from 'vitest';
import { OPTION_KEYS } from '$lib/stay-away/table';
import { getRuling } from '$lib/stay-away/rulings';
import { OPTION_RULINGS } from './option-rulings';

describe('option rulings', () => {
	it('every rule option links to a ruling about that very option, on its topic page', () => {
		// Every option is a key by type (`satisfies Record<OptionPath, …>`); the engine's among them.
		for (const key of OPTION_KEYS) expect(Object.keys(OPTION_RULINGS)).toContain(key);
		for (const [option, [topic, id]] of Object.entries(OPTION_RULINGS)) {
			const ruling = getRuling(id);
			expect(ruling, id).toBeDefined();
			expect(ruling?.option, id).toBe(option);
			expect(ruling?.topics[0], id).toBe(topic);
		}
	});
});
