/**
 * Where everything on the seat circle goes, for 4–12 seats in a box of any size: the seat tokens
 * on an oval ring, taller than wide so that names at the sides have room (seat 0 at the top,
 * numbered clockwise), each seat's name label outside the ring,
 * Quarantine badges inside it, and the Barred Door bars across it. Pure geometry in CSS pixels
 * of the box; nothing here knows the game (the page gives the seat count).
 *
 * Name labels never overlap each other, a token, a badge or a door bar:
 * - labels near the top and bottom are centred over or under their seat, one line, as wide as the
 *   seats around them allow;
 * - labels at the sides start (right side) or end (left side) at their seat and run outwards to the
 *   edge of the box; there they may wrap onto as many lines as the seats above and below leave room
 *   for (up to {@link MAX_LINES});
 * - a side label that meets only a token's ring or a door bar at its inner end starts past it,
 *   keeping its lines (12 seats on a phone keep two lines of about ten letters at each side);
 * - a label that still meets another is made narrower or given fewer lines until it does not.
 * Text that does not fit is shortened by the page (ellipsis, line clamp); the full name is in the
 * seat list for screen readers and shown whole when the label is tapped.
 */

/** A rectangle in box pixels. */
export interface Rect {
	left: number;
	top: number;
	width: number;
	height: number;
}

/** One seat's places: its token, its name label, its Quarantine badge. */
export interface SeatPlace {
	/** Token centre. */
	x: number;
	y: number;
	/** The name label's box, and how its text is aligned in it; `shift` is how far it moved up or down. */
	label: Rect & { align: 'start' | 'center' | 'end'; lines: number; shift: number };
	/** The seat number's box in the token (text; nothing may cover it). */
	number: Rect;
	/** Quarantine badge centre (inside the ring, towards the middle). */
	badge: { x: number; y: number };
}

/** The whole circle. */
export interface CircleLayout {
	width: number;
	height: number;
	cx: number;
	cy: number;
	/** The ring's half-width and half-height: the seat tokens' centres lie on it. */
	rx: number;
	ry: number;
	/** Seat token radius. */
	token: number;
	/** Quarantine badge half-size. */
	badge: number;
	/** Radius of the direction arrow in the middle. */
	arrow: number;
	seats: SeatPlace[];
}

/** Most lines a side label may wrap onto. */
export const MAX_LINES = 3;
/** How far the ring round the active seat's token reaches beyond the token, stroke included (px). */
export const HALO = 7;
/** Half the width of a Barred Door plank (px). */
export const PLANK = 5;
/** The gap between two planks side by side on one edge (px). */
export const PLANK_GAP = 2;
/** How far a door bar reaches to either side of the ring, as a share of the seat token's radius. */
const DOOR_REACH = 0.9;
/** The radius of the ring round the active seat's token, beyond the token (its stroke reaches {@link HALO}). */
export const HALO_RADIUS = 5;
/** The share of the width kept for the labels at each side of the ring. */
const SIDE = 0.24;
/** From this many seats on, the share kept at each side is {@link CROWDED_SIDE}. */
const CROWDED = 10;
const CROWDED_SIDE = 0.27;
/** Space kept between two things that must not touch, in pixels. */
const GAP = 4;

/** The angle of seat `seat` of `n`, clockwise from the top, in radians. */
export function seatAngle(seat: number, n: number): number {
	return (seat * 2 * Math.PI) / n;
}

/** Whether two rectangles overlap (touching edges do not count). */
export function overlaps(a: Rect, b: Rect): boolean {
	return (
		a.left < b.left + b.width &&
		b.left < a.left + a.width &&
		a.top < b.top + b.height &&
		b.top < a.top + a.height
	);
}

/**
 * Lay out `n` seats (4–12) in a box `width` × `height` pixels, for names set in a font whose line
 * is `lineHeight` pixels tall.
 */
export function circleLayout(
	n: number,
	width: number,
	height: number,
	lineHeight: number
): CircleLayout {
	const cx = width / 2;
	const cy = height / 2;
	// Tokens as large as the room allows, for seat numbers readable across a table.
	let token = Math.max(12, Math.min(22, Math.min(width, height) * 0.055));
	// Keep a line of label above and below the ring, and about a quarter of the width at each side
	// (more with many seats, whose side labels are many and close together).
	const ry = Math.max(40, height / 2 - token - HALO - GAP * 2 - lineHeight);
	const side = width * (n >= CROWDED ? CROWDED_SIDE : SIDE);
	const rx = Math.max(ry * 0.6, Math.min(ry, width / 2 - token - GAP - 1 - side));
	// Neighbouring tokens must not touch: shrink them when the seats stand close.
	const pos = (seat: number) => ({
		x: cx + rx * Math.sin(seatAngle(seat, n)),
		y: cy - ry * Math.cos(seatAngle(seat, n))
	});
	let closest = Infinity;
	for (let seat = 0; seat < n; seat++) {
		const a = pos(seat);
		const b = pos(seat + 1);
		closest = Math.min(closest, Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y)));
	}
	token = Math.max(10, Math.min(token, closest / 2 - GAP));
	let badge = Math.max(9.5, token * 0.72);
	const arrow = Math.max(16, Math.min(rx, ry) - Math.SQRT2 * (token + badge) - badge - GAP * 3);
	// Labels keep clear of the active seat's ring, so it never covers a name's first letter.
	const clear = token + HALO + GAP + 1;

	const seats: SeatPlace[] = [];
	for (let seat = 0; seat < n; seat++) {
		const a = seatAngle(seat, n);
		const ux = Math.sin(a);
		const uy = -Math.cos(a);
		const { x, y } = pos(seat);
		let label: SeatPlace['label'];
		if (Math.abs(ux) < 0.12) {
			// Top or bottom: centred, one line, just above (top) or below (bottom) the token.
			const w = Math.min(width - 2 * GAP, 2 * Math.min(x, width - x) - 2 * GAP);
			const top = uy < 0 ? y - clear - lineHeight : y + clear;
			label = {
				left: x - w / 2,
				top,
				width: w,
				height: lineHeight,
				align: 'center',
				lines: 1,
				shift: 0
			};
		} else if (Math.abs(ux) < 0.38) {
			// Near the top or bottom, beside another seat there: above or below the token, one line,
			// running outwards (away from that other seat).
			const start = ux > 0;
			const from = start ? x - token : x + token;
			const w = start ? width - GAP - from : from - GAP;
			const top = uy < 0 ? y - clear - lineHeight : y + clear;
			label = {
				left: start ? from : from - w,
				top,
				width: w,
				height: lineHeight,
				align: start ? 'start' : 'end',
				lines: 1,
				shift: 0
			};
		} else {
			// A side: beside the token, running outwards to the box's edge, centred on its height.
			const start = ux > 0;
			const from = start ? x + clear : x - clear;
			const w = start ? width - GAP - from : from - GAP;
			const lines = MAX_LINES;
			label = {
				left: start ? from : from - w,
				top: y - (lines * lineHeight) / 2,
				width: w,
				height: lines * lineHeight,
				align: start ? 'start' : 'end',
				lines,
				shift: 0
			};
		}
		const number = {
			left: x - token * 0.6,
			top: y - token * 0.5,
			width: token * 1.2,
			height: token
		};
		seats.push({ x, y, label, number, badge: { x, y } });
	}

	// The badge sits on the token's rim, on its inner side (towards the middle), just clear of the
	// seat number in the token. On a crowded ring the badges shrink until no two of them meet and
	// none covers a neighbour's seat number.
	const placeBadges = () => {
		for (const s of seats) {
			const toward = Math.hypot(cx - s.x, cy - s.y) || 1;
			const [vx, vy] = [(cx - s.x) / toward, (cy - s.y) / toward];
			const clearX = Math.abs(vx) > 1e-6 ? (s.number.width / 2 + badge) / Math.abs(vx) : Infinity;
			const clearY = Math.abs(vy) > 1e-6 ? (s.number.height / 2 + badge) / Math.abs(vy) : Infinity;
			const d = Math.max(token + badge * 0.7, Math.min(clearX, clearY) + 1);
			s.badge = { x: s.x + vx * d, y: s.y + vy * d };
		}
	};
	const badgeRect = (s: SeatPlace): Rect => ({
		left: s.badge.x - badge - 1,
		top: s.badge.y - badge - 1,
		width: 2 * badge + 2,
		height: 2 * badge + 2
	});
	const badgesClash = () =>
		seats.some((s, i) =>
			seats.some(
				(t, j) =>
					j !== i &&
					((j > i && overlaps(badgeRect(s), badgeRect(t))) || overlaps(badgeRect(s), t.number))
			)
		);
	placeBadges();
	while (badge > 6 && badgesClash()) {
		badge -= 0.5;
		placeBadges();
	}

	// Tokens and door bars (across the ring, between tokens) are fixed: labels keep clear of them.
	const fixed: Rect[] = seats.map((s) => ({
		left: s.x - token - HALO - GAP,
		top: s.y - token - HALO - GAP,
		width: 2 * (token + HALO + GAP),
		height: 2 * (token + HALO + GAP)
	}));
	for (let seat = 0; seat < n; seat++)
		fixed.push(doorBox(doorBar(cx, cy, rx, ry, seatAngle(seat + 0.5, n), token)));

	// Shrink labels until none meets another label or a fixed mark. Each round, the centred labels
	// (the widest) give way first; then every side label still in a clash gives way at once, so
	// mirror-image seats end up with mirror-image labels.
	const clashes = (i: number) => {
		const li = seats[i]!.label;
		const clash = (r: Rect) => overlaps(li, r);
		return seats.some((s, j) => j !== i && clash(s.label)) || fixed.some(clash);
	};
	for (let round = 0; round < 60; round++) {
		let changed = false;
		for (const centred of [true, false]) {
			const giving = seats
				.map((s, i) => i)
				.filter((i) => (seats[i]!.label.align === 'center') === centred && clashes(i));
			for (const i of giving) {
				const label = seats[i]!.label;
				const others = seats.filter((s, j) => j !== i).map((s) => s.label);
				if (clearInner(label, fixed, others, lineHeight)) changed = true;
				else if (shrink(label, lineHeight, seats[i]!.y < cy ? -1 : 1)) changed = true;
			}
		}
		if (!changed) break;
	}
	return { width, height, cx, cy, rx, ry, token, badge, arrow, seats };
}

/**
 * The Barred Door bar across the ring at `angle` (radians, clockwise from the top): a segment
 * along the ring's normal, `token` × {@link DOOR_REACH} to either side of it; a plank is drawn along it.
 */
export function doorBar(
	cx: number,
	cy: number,
	rx: number,
	ry: number,
	angle: number,
	token: number
) {
	const x = cx + rx * Math.sin(angle);
	const y = cy - ry * Math.cos(angle);
	// The normal of the ellipse at that point.
	const nx = Math.sin(angle) / rx;
	const ny = -Math.cos(angle) / ry;
	const len = Math.hypot(nx, ny) || 1;
	const dx = (nx / len) * token * DOOR_REACH;
	const dy = (ny / len) * token * DOOR_REACH;
	return { x1: x - dx, y1: y - dy, x2: x + dx, y2: y + dy };
}

/** The box a door bar takes up, with room for two planks side by side on it. */
export function doorBox(bar: { x1: number; y1: number; x2: number; y2: number }): Rect {
	const pad = 2 * PLANK + PLANK_GAP;
	return {
		left: Math.min(bar.x1, bar.x2) - pad,
		top: Math.min(bar.y1, bar.y2) - pad,
		width: Math.abs(bar.x2 - bar.x1) + 2 * pad,
		height: Math.abs(bar.y2 - bar.y1) + 2 * pad
	};
}

/**
 * A side label that meets only fixed marks (a token's ring, a door bar) at its inner end, towards
 * the ring, starts past them instead of losing a line: a name keeps two or three lines on a
 * crowded ring (12 seats on a phone), a little narrower. Done only while at least
 * {@link MIN_SIDE_LETTERS} line heights of width remain; returns whether the label changed.
 */
function clearInner(
	label: SeatPlace['label'],
	fixed: readonly Rect[],
	others: readonly Rect[],
	lineHeight: number
): boolean {
	if (label.align === 'center' || others.some((o) => overlaps(label, o))) return false;
	const hit = fixed.filter((r) => overlaps(label, r));
	if (hit.length === 0) return false;
	const start = label.align === 'start';
	const inner = start
		? Math.max(...hit.map((r) => r.left + r.width))
		: Math.min(...hit.map((r) => r.left));
	const width = start ? label.left + label.width - inner : inner - label.left;
	if (width >= label.width || width < MIN_SIDE_LETTERS * lineHeight) return false;
	if (start) label.left = inner;
	label.width = width;
	return true;
}

/** The narrowest a side label is made to keep its lines, in line heights (about eight letters). */
const MIN_SIDE_LETTERS = 3.5;

/**
 * Make room for a label by one step: a side label loses a line (keeping its middle), then moves
 * away from the middle of the box (`away`: -1 up, 1 down) by up to most of a line, then loses
 * width; a centred label loses width. Returns false when it cannot give way any more.
 */
function shrink(label: SeatPlace['label'], lineHeight: number, away: -1 | 1): boolean {
	if (label.align !== 'center' && label.lines > 1) {
		const middle = label.top + label.height / 2;
		label.lines -= 1;
		label.height = label.lines * lineHeight;
		label.top = middle - label.height / 2;
		return true;
	}
	if (label.align !== 'center' && Math.abs(label.shift) < lineHeight * 1.5) {
		const move = (lineHeight / 4) * away;
		label.top += move;
		label.shift += move;
		return true;
	}
	const step = Math.max(2, label.width * 0.08);
	if (label.width - step < lineHeight * 2) return false;
	if (label.align === 'center') {
		label.left += step / 2;
	} else if (label.align === 'end') {
		label.left += step;
	}
	label.width -= step;
	return true;
}

/** A door bar: a segment across the ring, in box pixels. */
export interface Bar {
	x1: number;
	y1: number;
	x2: number;
	y2: number;
}

/**
 * A plank `2 × PLANK` px wide along a door bar, as SVG polygon points (a shape with an area, unlike
 * a line); `offset` moves it sideways, in plank widths, so two doors on one edge lie side by side.
 */
export function plankPoints(bar: Bar, offset = 0): string {
	const len = Math.hypot(bar.x2 - bar.x1, bar.y2 - bar.y1) || 1;
	const [ux, uy] = [-(bar.y2 - bar.y1) / len, (bar.x2 - bar.x1) / len];
	const shift = offset * (2 * PLANK + PLANK_GAP);
	const [ox, oy] = [ux * shift, uy * shift];
	return [
		[bar.x1 + ox + ux * PLANK, bar.y1 + oy + uy * PLANK],
		[bar.x2 + ox + ux * PLANK, bar.y2 + oy + uy * PLANK],
		[bar.x2 + ox - ux * PLANK, bar.y2 + oy - uy * PLANK],
		[bar.x1 + ox - ux * PLANK, bar.y1 + oy - uy * PLANK]
	]
		.map(([x, y]) => `${x},${y}`)
		.join(' ');
}

/** The picture's height, as a share of its width (a little less than square, for phones). */
export const ASPECT = 0.86;
/** The smallest the picture is drawn, in px of height. */
export const MIN_HEIGHT = 200;
/** A name label's line height: the box's smaller side divided by this, kept within 18–24 px. */
const LINE_DIVISOR = 22;
const MIN_LINE = 18;
const MAX_LINE = 24;
/** A name's font size, as a share of its line height. */
export const NAME_SIZE = 0.83;
/** The same with {@link CROWDED} seats or more: a letter smaller, so ten letters fit at the sides. */
const CROWDED_NAME_SIZE = 0.78;

/**
 * A name's font size (px) on a circle of `n` seats whose name line is `line` px tall: 15 px on a
 * phone, 14 px with ten seats or more (where "Konstantin" then fits the side labels of a 390 px
 * phone, 89 px and up).
 */
export function nameSize(n: number, line: number): number {
	return Math.round(line * (n >= CROWDED ? CROWDED_NAME_SIZE : NAME_SIZE));
}

/** The picture's height (px) for a box `width` px wide and at most `maxHeight` px tall. */
export function circleHeight(width: number, maxHeight: number): number {
	return Math.round(Math.max(MIN_HEIGHT, Math.min(width * ASPECT, maxHeight)));
}

/** A name label's line height (px) in a `width` × `height` picture: larger on a tablet's circle. */
export function nameLine(width: number, height: number): number {
	return Math.round(Math.min(MAX_LINE, Math.max(MIN_LINE, Math.min(width, height) / LINE_DIVISOR)));
}

/**
 * The seat token's marks, as shares of its radius: the seat number's font size and how far its
 * baseline sits below the centre, and the half-length of the cross on a closed seat.
 */
export const TOKEN_MARKS = { numberSize: 1.05, numberBaseline: 0.36, cross: 0.6 } as const;
/**
 * The Quarantine badge's marks, as shares of its half-width: the corner radius, the turns-left
 * font size and its baseline below the centre.
 */
export const BADGE_MARKS = { corner: 0.3, numberSize: 1.5, numberBaseline: 0.5 } as const;

/** How far the turn number's baseline sits below the middle of the circle (px). */
export const TURN_BASELINE = 5;

/**
 * The direction arrow: an arc of 260° round the middle, from {@link ARROW_FROM} to
 * {@link ARROW_TO} (screen degrees: 0° to the right, growing clockwise), mirrored for
 * counterclockwise play.
 */
const ARROW_FROM = -150;
const ARROW_TO = 110;
/** The arrowhead's length as a share of the arc's radius (at least {@link ARROW_HEAD_MIN} px). */
const ARROW_HEAD = 0.28;
const ARROW_HEAD_MIN = 7;
/** The arrowhead's back corners: their angle from its point (radians) and their distance (share of its length). */
const ARROW_HEAD_SPREAD = 2.3;
const ARROW_HEAD_BACK = 0.6;

/**
 * The direction arrow round the middle `(cx, cy)` at radius `r` (px): the arc's SVG path and its
 * head's, the head at the end pointing the way play goes.
 */
export function directionArrow(
	cx: number,
	cy: number,
	r: number,
	clockwise: boolean
): { path: string; head: string } {
	const from = clockwise ? ARROW_FROM : 180 - ARROW_FROM;
	const end = clockwise ? ARROW_TO : 180 - ARROW_TO;
	const sweep = clockwise ? 1 : 0;
	const point = (deg: number) =>
		[cx + r * Math.cos((deg * Math.PI) / 180), cy + r * Math.sin((deg * Math.PI) / 180)] as const;
	const [x1, y1] = point(from);
	const [x2, y2] = point(end);
	// The head points along the arc at its end.
	const t = ((end + (clockwise ? 90 : -90)) * Math.PI) / 180;
	const size = Math.max(ARROW_HEAD_MIN, r * ARROW_HEAD);
	const back = size * ARROW_HEAD_BACK;
	const head = [
		[x2 + size * Math.cos(t), y2 + size * Math.sin(t)],
		[x2 + back * Math.cos(t + ARROW_HEAD_SPREAD), y2 + back * Math.sin(t + ARROW_HEAD_SPREAD)],
		[x2 + back * Math.cos(t - ARROW_HEAD_SPREAD), y2 + back * Math.sin(t - ARROW_HEAD_SPREAD)]
	];
	return {
		path: `M ${x1} ${y1} A ${r} ${r} 0 1 ${sweep} ${x2} ${y2}`,
		head: `M ${head.map(([x, y]) => `${x} ${y}`).join(' L ')} Z`
	};
}
