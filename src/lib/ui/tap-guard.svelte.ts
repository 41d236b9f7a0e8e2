/**
 * One tap, one action: the guard every control that records something or moves to another step
 * goes through, in both games.
 *
 * Fingers at a table bounce, and impatient players tap twice. A second tap must not record a second
 * action, and it must not land on whatever the first tap opened under the finger (a sheet's next
 * step, the night script's next role). So after a control acts, for {@link SETTLE_MS} counted from
 * the moment its tap was made (the event's `timeStamp`, not when a busy page got round to it), taps
 * are ignored on every guarded control: the step it opened may lie under the finger, and Svelte may
 * have kept the step's buttons, so "new" cannot be told from the DOM. A control that only marks
 * something in place (`data-tap-local`, such as a seat in the roll call) holds less: itself, the
 * controls that appeared since, and whatever lies where its tap was (within {@link NEAR_PX}), so a
 * Host marking two seats in a row is not slowed down. While work a tap started is still under way (until its result is drawn),
 * every guarded control waits.
 *
 * Keyboard presses (a click with `detail` 0) are deliberate: they skip the settle time, and wait
 * only for work under way. Undo and Redo are held like any control: a bounce on Undo undoes once,
 * and a tap that lands where Undo's change moved the buttons does nothing.
 *
 * The guard stops taps only on the controls it holds: those inside an element marked
 * `data-tap-held` (the control itself or a wrapper), which is also marked `aria-disabled` while
 * {@link TapGuard.settling} is true, so that assistive technology (and Playwright, which waits for
 * enabled controls) knows they rest for a moment. Other controls in the region still start the
 * settle time when tapped. Both marks come from one place, {@link TapGuard.held}: a component
 * spreads them on the control or on a wrapper of several (`<button {...guard.held()}>`, or a
 * `display: contents` element around a sheet's steps), so the DOM and the layout stay as they are
 * and no component writes the attributes itself. `data-tap-local` is a plain attribute written on
 * the control, as it never changes.
 *
 * {@link TapGuard} decides; {@link guardTaps} attaches it to a region of a page.
 */

import { getContext, setContext } from 'svelte';

/** How long after a tap the guarded controls ignore further taps, in ms (a bounce or a double tap). */
export const SETTLE_MS = 450;

/** How far from the last tap, in CSS px, a second tap counts as the same finger coming down again. */
export const NEAR_PX = 32;

/** What a guarded control is: buttons and anything that acts as one. */
const CONTROL = 'button, [role="button"], summary';

/** The attributes {@link TapGuard.held} returns, to spread on an element. */
export type HeldAttributes = { 'data-tap-held': ''; 'aria-disabled': true | undefined };

/**
 * The guard's state: until when taps are ignored, and how much work started by a tap is still
 * under way. Times are in ms on the `performance.now()` clock, as input events' `timeStamp`s are.
 */
export class TapGuard {
	#until = -Infinity;
	#pending = $state(0);
	#holding = $state(false);
	#timer: ReturnType<typeof setTimeout> | undefined;

	/**
	 * @param busy - extra reasons to wait, asked at each tap: e.g. the game store is storing an action
	 *   or another tab's change just arrived (`at` is the tap's `timeStamp`). Default: none.
	 */
	constructor(private readonly busy: (at: number) => boolean = () => false) {}

	/** True while work that a tap started is still under way. */
	get pending(): boolean {
		return this.#pending > 0;
	}

	/** True while the guarded controls ignore taps (reactive): mark them `aria-disabled` meanwhile. */
	get settling(): boolean {
		return this.#holding || this.#pending > 0;
	}

	/**
	 * Whether a tap made at `at` must do nothing. `keyboard`: the click came from a key press, which
	 * skips the settle time and waits only for work under way. `near`: the tap is on the control that
	 * acted last or on one that appeared since (default true); only such taps wait out the settle
	 * time.
	 */
	ignores(at: number, keyboard = false, near = true): boolean {
		if (this.#pending > 0) return true;
		if (keyboard) return false;
		return (near && at < this.#until) || this.busy(at);
	}

	/**
	 * The attributes that put a control, or an element around several, under the guard: the
	 * `data-tap-held` mark {@link guardTaps} looks for, and `aria-disabled` while the guard is
	 * {@link settling} or `resting` is true (another reason the page gives for its controls to rest,
	 * such as the game store's own double-tap time). Spread them in a template, so they follow
	 * `settling`: `<button {...guard.held()}>`.
	 */
	held(resting = false): HeldAttributes {
		return { 'data-tap-held': '', 'aria-disabled': this.settling || resting || undefined };
	}

	/** A control acted on a tap made at `at`: ignore taps until `at` + {@link SETTLE_MS}. */
	acted(at: number): void {
		this.#hold(at + SETTLE_MS);
	}

	/**
	 * A step just opened (a sheet, its next question, the night script's next role, the game screen
	 * after Start): it ignores taps for {@link SETTLE_MS} from now, the moment it is on screen, however
	 * long after the tap that opened it that is (a busy phone draws late, and the finger is still
	 * coming down).
	 */
	opened(): void {
		this.#hold(performance.now() + SETTLE_MS);
	}

	#hold(until: number): void {
		this.#until = Math.max(this.#until, until);
		this.#holding = true;
		clearTimeout(this.#timer);
		const left = this.#until - performance.now();
		this.#timer = setTimeout(() => (this.#holding = false), Math.max(0, left));
	}

	/**
	 * Ignore taps until `work` has settled (resolved or rejected) and the frame after it is drawn,
	 * so that its result is on screen before the next tap counts. Returns `work` itself. Use it for a
	 * control whose work takes a while, such as starting a game (saved before it is shown).
	 */
	track<T>(work: Promise<T>): Promise<T> {
		this.#pending++;
		const release = () => {
			const done = () => this.#pending--;
			if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => done());
			else done();
		};
		work.then(release, release);
		return work;
	}
}

/**
 * Guard the controls inside `node` with `guard`: a click on one of them (see {@link CONTROL}) that
 * the guard ignores is stopped before any handler sees it; one it lets through holds itself and the
 * controls that appear after it for {@link SETTLE_MS}. Listens in the capture phase, so it runs before the controls' own handlers,
 * also for steps drawn inside `node` later. A Svelte action: `use:guardTaps={guard}`.
 */
export function guardTaps(node: HTMLElement, guard: TapGuard): { destroy(): void } {
	/**
	 * The control that acted last, whether it acts in place only, where its tap was, and the
	 * controls on screen when it acted.
	 */
	let last: Element | null = null;
	let local = false;
	let at = { x: NaN, y: NaN };
	let known = new WeakSet<Element>();
	const onclick = (event: MouseEvent) => {
		const target = event.target instanceof Element ? event.target : null;
		const control = target?.closest(CONTROL);
		if (!control || !node.contains(control)) return;
		const keyboard = event.detail === 0;
		const held = control.closest('[data-tap-held]') !== null;
		const near =
			!local ||
			control === last ||
			!known.has(control) ||
			Math.hypot(event.clientX - at.x, event.clientY - at.y) < NEAR_PX;
		if (held && guard.ignores(event.timeStamp, keyboard, near)) {
			event.preventDefault();
			event.stopImmediatePropagation();
			return;
		}
		if (keyboard) return;
		guard.acted(event.timeStamp);
		last = control;
		local = control.hasAttribute('data-tap-local');
		at = { x: event.clientX, y: event.clientY };
		known = new WeakSet(node.querySelectorAll(CONTROL));
	};
	node.addEventListener('click', onclick, { capture: true });
	return { destroy: () => node.removeEventListener('click', onclick, { capture: true }) };
}

const KEY = Symbol('tap-guard');

/**
 * Make `guard` the one guard of the component tree below (call during a page's initialisation).
 * Returns `guard`.
 */
export function provideTapGuard(guard: TapGuard): TapGuard {
	return setContext(KEY, guard);
}

/**
 * The guard a page provided with {@link provideTapGuard}, or a guard of its own when none was
 * (a component shown alone, as in a test), so that components can always call it.
 */
export function tapGuard(): TapGuard {
	return getContext<TapGuard | undefined>(KEY) ?? new TapGuard();
}
