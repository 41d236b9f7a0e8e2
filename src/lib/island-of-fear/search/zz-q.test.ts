import { test } from 'vitest';
import { getIslandIndex } from './index';
test('q', () => {
	const idx = getIslandIndex();
	for (const q of (process.env.QS ?? '').split('|'))
		console.log(q, '\n  ', idx.search(q, 4).map((h: { kind?: string; id: string; score?: number }) => `${h.kind ?? ''}:${h.id} ${h.score?.toFixed?.(2) ?? ''}`).join(' | '));
});
