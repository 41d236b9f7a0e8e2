import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ITEM_IDS, ITEM_TOTALS } from './cards';
import {
	countedItems,
	drawItem,
	giveItem,
	leaveWithItem,
	startItems,
	turnItem,
	unrecordedHeld,
	cardsInPile,
	type ItemsState
} from './items-at-table';

const value = <T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T => {
	if (!r.ok) throw new Error(String(r.error));
	return r.value;
};

describe('items at the table (seed § Items)', () => {
	it('starts with every card in the pile and nobody holding one', () => {
		const s = startItems(9);
		expect(s.held).toEqual(Array(9).fill(null));
		expect(countedItems(s)).toBe(ITEM_TOTALS.all);
	});

	it('sends the old item back to the pile when a player takes a new one', () => {
		let s = value(drawItem(startItems(5), 0, 'bomb'));
		expect(s.pile.bomb).toBe(0);
		s = value(drawItem(s, 0, 'trap'));
		expect(s.held[0]).toEqual({ id: 'trap', faceUp: false });
		expect(s.pile.bomb).toBe(1);
		expect(s.pile.trap).toBe(1);
	});

	it('refuses a copy that is not in the pile', () => {
		const s = value(drawItem(startItems(5), 0, 'bomb'));
		expect(drawItem(s, 1, 'bomb')).toEqual({ ok: false, error: 'none-left' });
	});

	it('uses an item once and recharges it, never twice the same way', () => {
		let s = value(drawItem(startItems(5), 2, 'stun-gun'));
		s = value(turnItem(s, 2, true));
		expect(turnItem(s, 2, true)).toEqual({ ok: false, error: 'already-face-up' });
		s = value(turnItem(s, 2, false));
		expect(s.held[2]).toEqual({ id: 'stun-gun', faceUp: false });
		expect(turnItem(s, 3, true)).toEqual({ ok: false, error: 'nothing-held' });
	});

	it('takes a leaving player’s item back to the pile', () => {
		let s = value(drawItem(startItems(5), 4, 'megaphone'));
		s = value(leaveWithItem(s, 4));
		expect(s.held[4]).toBeNull();
		expect(s.pile.megaphone).toBe(1);
	});

	it('never lets an item change hands', () => {
		expect(giveItem()).toEqual({ ok: false, error: 'no-trading' });
	});

	it('keeps an unrecorded item out of the pile’s names', () => {
		let s = value(drawItem(startItems(5), 1, null));
		expect(unrecordedHeld(s)).toBe(1);
		s = value(leaveWithItem(s, 1));
		expect(unrecordedHeld(s)).toBe(0);
		expect(countedItems(s)).toBe(ITEM_TOTALS.all);
	});

	it('counts the cards really in the pile: recorded and unrecorded draws both leave it', () => {
		let s = value(drawItem(startItems(5), 0, 'bomb'));
		s = value(drawItem(s, 1, null));
		expect(cardsInPile(s)).toBe(ITEM_TOTALS.all - 2);
		s = value(leaveWithItem(s, 1));
		expect(cardsInPile(s)).toBe(ITEM_TOTALS.all - 1);
	});

	it('refuses seats that do not exist', () => {
		expect(drawItem(startItems(5), 5, 'bomb')).toEqual({ ok: false, error: 'no-such-seat' });
		expect(turnItem(startItems(5), -1, true)).toEqual({ ok: false, error: 'no-such-seat' });
		expect(leaveWithItem(startItems(5), 1.5)).toEqual({ ok: false, error: 'no-such-seat' });
	});

	it('accounts for all 26 cards and one item per player at most, whatever happens (property)', () => {
		const action = fc.oneof(
			fc.record({
				kind: fc.constant('draw' as const),
				seat: fc.integer({ min: 0, max: 11 }),
				id: fc.option(fc.constantFrom(...ITEM_IDS), { nil: null })
			}),
			fc.record({
				kind: fc.constant('turn' as const),
				seat: fc.integer({ min: 0, max: 11 }),
				up: fc.boolean()
			}),
			fc.record({ kind: fc.constant('leave' as const), seat: fc.integer({ min: 0, max: 11 }) })
		);
		fc.assert(
			fc.property(fc.array(action, { maxLength: 60 }), (actions) => {
				let s: ItemsState = startItems(12);
				for (const a of actions) {
					const r =
						a.kind === 'draw'
							? drawItem(s, a.seat, a.id)
							: a.kind === 'turn'
								? turnItem(s, a.seat, a.up)
								: leaveWithItem(s, a.seat);
					if (r.ok) s = r.value;
					expect(countedItems(s)).toBe(ITEM_TOTALS.all);
					for (const n of Object.values(s.pile)) expect(n).toBeGreaterThanOrEqual(0);
					expect(s.held).toHaveLength(12);
				}
			})
		);
	});
});
