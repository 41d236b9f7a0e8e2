import { describe, expect, it } from 'vitest';
import { tableControls } from './controls';

describe('tableControls', () => {
	const opened: string[] = [];
	let refusable = false;
	const controls = tableControls({
		open: (mode) => opened.push(mode),
		undo: () => opened.push('undo'),
		redo: () => opened.push('redo'),
		canUndo: () => true,
		canRedo: () => false,
		canRefuse: () => refusable
	});

	it('opens the sheets in rows: the events, then Exchange refused…, then the log', () => {
		expect(controls.events.map((c) => c.id)).toEqual(['card-played', 'panic', 'other']);
		for (const c of [...controls.events, controls.refused, controls.edit]) c.run(0);
		expect(opened).toEqual(['card', 'panic', 'other', 'refused', 'edit']);
	});

	it('offers Exchange refused… only while the exchange happens', () => {
		expect(controls.refused.off?.()).toBe(true);
		refusable = true;
		expect(controls.refused.off?.()).toBe(false);
	});

	it('offers Undo and Redo, off when there is nothing to do', () => {
		expect(controls.log.map((c) => [c.id, c.off?.()])).toEqual([
			['undo', false],
			['redo', true]
		]);
	});
});
