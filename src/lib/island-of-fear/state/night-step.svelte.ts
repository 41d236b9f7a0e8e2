/**
 * Where the Host is in tonight's night script: the one step index that the night script's Next
 * moves and that the Host's voice reads from (issue 40), so the text on screen and the line read
 * aloud can never drift apart. Kept in `localStorage` for one night of one game: a reload or a new
 * tab mid-night goes on where it was; another game, or the same night begun again after an undo,
 * starts at its first step.
 */
import { Persisted } from '$lib/storage/persisted.svelte';

/** The stored position: the night it belongs to (game id and where it began in the log) and the step. */
export interface SavedStep {
	readonly night: string;
	readonly step: number;
}

/** The stored value, or `null` when it is not a {@link SavedStep}. */
export function parseSavedStep(value: unknown): SavedStep | null {
	if (typeof value !== 'object' || value === null) return null;
	const { night, step } = value as Record<string, unknown>;
	return typeof night === 'string' && typeof step === 'number' && Number.isInteger(step)
		? { night, step }
		: null;
}

/**
 * The step index for night `night` of a script of `total` steps: the saved step when it belongs to
 * that night, clamped to `0 … total` (`total` is dawn); 0 otherwise.
 */
export function stepAt(saved: SavedStep, night: string, total: number): number {
	return saved.night === night ? Math.max(0, Math.min(saved.step, total)) : 0;
}

const saved = new Persisted<SavedStep>(
	'island-of-fear:host-night-step',
	{ night: '', step: 0 },
	{ storage: 'local', parse: parseSavedStep }
);

/** The shared night step: read with `at`, moved with `go` (reactive). */
export const nightStep = {
	/** The step of night `night` in a script of `total` steps (`total` is dawn). */
	at(night: string, total: number): number {
		return stepAt(saved.current, night, total);
	},
	/** Moves night `night` to step `to`. */
	go(night: string, to: number): void {
		saved.current = { night, step: to };
	}
};
