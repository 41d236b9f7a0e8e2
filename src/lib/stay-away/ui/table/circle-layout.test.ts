import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	circleHeight,
	circleLayout,
	directionArrow,
	doorBar,
	doorBox,
	HALO,
	nameLine,
	nameSize,
	overlaps,
	PLANK_GAP,
	plankPoints,
	seatAngle,
	type Rect
} from './circle-layout';

/** Every label, token and badge of a layout, named. */
function boxes(n: number, width: number, height: number, lineHeight: number) {
	const l = circleLayout(n, width, height, lineHeight);
	const all: { name: string; rect: Rect }[] = [];
	l.seats.forEach((s, i) => {
		all.push({ name: `label ${i}`, rect: s.label });
		all.push({ name: `seat number ${i}`, rect: s.number });
		all.push({
			name: `badge ${i}`,
			rect: {
				left: s.badge.x - l.badge,
				top: s.badge.y - l.badge,
				width: 2 * l.badge,
				height: 2 * l.badge
			}
		});
	});
	return { l, all };
}

/** The ring round each token (the active seat's) and each edge's door planks: no label may meet them. */
function marks(n: number, width: number, height: number, lineHeight: number) {
	const l = circleLayout(n, width, height, lineHeight);
	const rects: { name: string; rect: Rect }[] = l.seats.map((s, i) => ({
		name: `ring ${i}`,
		rect: {
			left: s.x - l.token - HALO,
			top: s.y - l.token - HALO,
			width: 2 * (l.token + HALO),
			height: 2 * (l.token + HALO)
		}
	}));
	for (let seat = 0; seat < n; seat++)
		rects.push({
			name: `doors ${seat}`,
			rect: doorBox(doorBar(l.cx, l.cy, l.rx, l.ry, seatAngle(seat + 0.5, n), l.token))
		});
	return { l, rects };
}

describe('the seat circle layout', () => {
	it('never lets a name label, a token or a badge overlap another, at 4–12 seats, from a small phone to a tablet', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 4, max: 12 }),
				fc.integer({ min: 300, max: 640 }),
				fc.double({ min: 0.75, max: 1.1 }),
				fc.integer({ min: 14, max: 22 }),
				(n, width, aspect, lineHeight) => {
					const { all } = boxes(n, width, Math.round(width * aspect), lineHeight);
					for (let i = 0; i < all.length; i++) {
						for (let j = i + 1; j < all.length; j++) {
							expect(
								overlaps(all[i]!.rect, all[j]!.rect),
								`${all[i]!.name} / ${all[j]!.name}`
							).toBe(false);
						}
					}
				}
			),
			{ numRuns: 300 }
		);
	});

	it('keeps every name label clear of the active seat ring and of two door planks on any edge', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 4, max: 12 }),
				fc.integer({ min: 300, max: 900 }),
				fc.double({ min: 0.75, max: 1.1 }),
				fc.integer({ min: 14, max: 24 }),
				(n, width, aspect, lineHeight) => {
					const { l, rects } = marks(n, width, Math.round(width * aspect), lineHeight);
					l.seats.forEach((s, i) => {
						for (const m of rects)
							expect(overlaps(s.label, m.rect), `label ${i} / ${m.name}`).toBe(false);
					});
				}
			),
			{ numRuns: 300 }
		);
	});

	it('keeps every label inside the box and at least a few letters wide', () => {
		for (let n = 4; n <= 12; n++) {
			const { l } = boxes(n, 344, 300, 17);
			for (const s of l.seats) {
				expect(s.label.left).toBeGreaterThanOrEqual(0);
				expect(s.label.left + s.label.width).toBeLessThanOrEqual(344);
				expect(s.label.top).toBeGreaterThanOrEqual(0);
				expect(s.label.top + s.label.height).toBeLessThanOrEqual(300);
				expect(s.label.width, `${n} seats`).toBeGreaterThanOrEqual(40);
			}
		}
	});

	it('gives 12 seats on a 390 px phone side labels of ten letters and two lines or more', () => {
		// The circle is 358 px wide on a 390 px phone; its names' line is 18 px, their letters 14 px
		// with 12 seats, in which "Konstantin" measures 86 px in the app's font.
		const h = circleHeight(358, 330);
		const l = circleLayout(12, 358, h, nameLine(358, h));
		for (const s of l.seats.filter((s) => s.label.align !== 'center')) {
			expect(s.label.width).toBeGreaterThanOrEqual(86);
			expect(s.label.lines).toBeGreaterThanOrEqual(2);
		}
		expect(nameSize(12, 18)).toBe(14);
		expect(nameSize(8, 18)).toBe(15);
	});

	it('gives 12 seats on a 360 px phone labels of about eight letters or more', () => {
		const { l } = boxes(12, 344, 300, 17);
		const letters = l.seats.map((s) => Math.floor((s.label.width * s.label.lines) / 8.5));
		expect(Math.min(...letters)).toBeGreaterThanOrEqual(8);
	});
});

describe('drawing marks', () => {
	const numbers = (d: string) => d.match(/-?\d+(\.\d+)?(e-?\d+)?/g)!.map(Number);

	it('the counterclockwise arrow is the clockwise one mirrored about the vertical through the middle', () => {
		const cx = 180;
		const cw = directionArrow(cx, 150, 40, true);
		const ccw = directionArrow(cx, 150, 40, false);
		const [x1, y1] = numbers(cw.path);
		const [mx1, my1] = numbers(ccw.path);
		expect(mx1).toBeCloseTo(2 * cx - x1!);
		expect(my1).toBeCloseTo(y1!);
		expect(cw.path).not.toEqual(ccw.path);
	});

	it('two planks on one edge lie side by side, a plank-gap apart, not on top of each other', () => {
		const bar = { x1: 100, y1: 0, x2: 100, y2: 40 };
		const xs = (points: string) => points.split(' ').map((p) => Number(p.split(',')[0]));
		const [a, b] = [xs(plankPoints(bar, -0.5)), xs(plankPoints(bar, 0.5))].sort(
			(p, q) => Math.min(...p) - Math.min(...q)
		);
		expect(Math.min(...b!) - Math.max(...a!)).toBeCloseTo(PLANK_GAP);
	});
});
