import { describe, expect, it } from 'vitest';
import { getRuling } from '$lib/stay-away/rulings';
import { TABLE_RULINGS } from './ruling-links';

describe('table page ruling links', () => {
	it('point at real rulings on their home topic page', () => {
		for (const [id, topic] of Object.entries(TABLE_RULINGS)) {
			expect(getRuling(id), id).toBeDefined();
			expect(getRuling(id)?.topics[0], id).toBe(topic);
		}
	});
});
