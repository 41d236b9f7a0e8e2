/**
 * The Host's voice and sound, replacing the game's DVD (issue 40): which lines are read aloud at
 * night and in which order, which device voice reads them, when a day timer sounds, and the
 * Host's sound settings. Pure TypeScript: the browser's speech synthesis, Web Audio and vibration
 * sit behind an adapter that takes these decisions as input.
 *
 * The spoken lines are the app's own paraphrased Host lines (`island.voice.*` in `locales/`),
 * never rulebook wording. The steps come from {@link scriptFor}, so the roll call on the first
 * night and the night order (ghosts and absent roles skipped, seed § Ghosts) are the engine's.
 */
import type { RoleId } from './cards';
import type { ScriptStep } from './host-game';

/** One line to read aloud: a locale key under `island.voice`, and the role it names, if any. */
export interface SpokenLine {
	readonly key: 'nightFalls' | 'recognise' | 'rollCall' | 'act' | 'sleep' | 'dawn';
	readonly role?: RoleId;
}

/**
 * Tonight's lines in reading order: night falls, then for each step of `steps` (from
 * {@link scriptFor}) a wake line (`recognise`, `rollCall` or `act`) and a `sleep` line, then
 * `dawn`. An empty script still opens and closes the night.
 */
export function spokenNight(steps: readonly ScriptStep[]): SpokenLine[] {
	const lines: SpokenLine[] = [{ key: 'nightFalls' }];
	for (const step of steps) {
		const wake =
			step.entry === 'recognise' ? 'recognise' : step.entry === 'roll-call' ? 'rollCall' : 'act';
		lines.push({ key: wake, role: step.role }, { key: 'sleep', role: step.role });
	}
	lines.push({ key: 'dawn' });
	return lines;
}

/**
 * The lines to read on arriving at step `index` of the night script `steps` (from
 * {@link scriptFor}; `index === steps.length` is dawn), so that the night script's one Next both
 * moves the script on and reads its line. Arriving at the first step reads night falling and its
 * wake line; each later step, the previous role's sleep line and its own wake line; dawn, the last
 * role's sleep line and dawn. Read over every index in turn, the lines are {@link spokenNight}'s.
 * An index out of range is clamped to `0 … steps.length`. Arriving from a later step `from` (the
 * Host went Back) puts the role of `from` back to sleep, then wakes the step's role again.
 */
export function stepLines(
	steps: readonly ScriptStep[],
	index: number,
	from?: number
): SpokenLine[] {
	const lines = spokenNight(steps);
	const at = Math.max(0, Math.min(Math.trunc(index), steps.length));
	if (from !== undefined && from > at && at < steps.length) {
		const back = Math.min(Math.trunc(from), steps.length);
		const sleep = back < steps.length ? lines.slice(2 * back + 2, 2 * back + 3) : [];
		return [...sleep, ...lines.slice(2 * at + 1, 2 * at + 2)];
	}
	// Line 0 is night falling; step i wakes at 2i + 1 and sleeps at 2i + 2; dawn is last.
	return at === 0 ? lines.slice(0, 2) : lines.slice(2 * at, 2 * at + 2);
}

/** What a device reports of one speech voice (the fields of `SpeechSynthesisVoice` used). */
export interface VoiceInfo {
	readonly lang: string;
	readonly localService: boolean;
	readonly name: string;
}

/**
 * The offline voice for language `lng` (`'en'`, `'ru'`, …): the first `localService` voice whose
 * BCP 47 tag has `lng` as its primary subtag (`ru-RU` for `ru`), the device's default order kept.
 * `undefined` when the device has none: the page then shows the notice and the text instead.
 */
export function pickVoice<V extends VoiceInfo>(voices: readonly V[], lng: string): V | undefined {
	const wanted = lng.toLowerCase();
	return voices.find(
		(voice) => voice.localService && voice.lang.toLowerCase().split(/[-_]/)[0] === wanted
	);
}

/**
 * Seconds before the end at which a day timer warns (one beep, one short vibration), as issue 40
 * asks; the timers (`state/timers.svelte.ts`) sound it, and the end, themselves.
 */
export const WARNING_SECONDS = 30;

/** The Host's sound settings: each can be switched off. */
export interface SoundSettings {
	/** Read the night script aloud. */
	readonly voice: boolean;
	/** Night ambience (optional, off until the Host switches it on). */
	readonly ambience: boolean;
}

/** The settings before the Host chooses. */
export const DEFAULT_SOUND: SoundSettings = { voice: true, ambience: false };

/** The `localStorage` key the settings are remembered under (as JSON, by `Persisted`). */
export const SOUND_KEY = 'island-of-fear:host-sound';

/**
 * Settings from their stored value (parsed JSON, or `null` when none is stored). A field that is
 * missing or not a boolean falls back to {@link DEFAULT_SOUND}; other fields (the `timerSound` of
 * earlier versions: the timers' own settings now say how they signal) are dropped. Never throws.
 */
export function soundSettings(value: unknown): SoundSettings {
	const record = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
	const pick = (key: keyof SoundSettings): boolean =>
		typeof record[key] === 'boolean' ? (record[key] as boolean) : DEFAULT_SOUND[key];
	return { voice: pick('voice'), ambience: pick('ambience') };
}
