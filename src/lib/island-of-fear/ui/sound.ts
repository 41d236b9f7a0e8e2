/**
 * The thin browser adapter behind the Host's voice and sound (issue 40): speech synthesis and the
 * night ambience (the day timers sound their own warning and end: `$lib/ui/countdown.svelte`), on the browser APIs passed in (so tests can stub them).
 * Only `HostSound.svelte` uses it (as `hostSound`), and the Host's Table loads that component
 * apart, so no page's first load grows. What is said is decided in
 * `../voice` (pure TypeScript).
 */
import { pickVoice } from '../voice';

/** The browser APIs used; each may be missing (an old browser, a test). */
export interface SoundApis {
	readonly speech?: SpeechSynthesis;
	readonly Utterance?: typeof SpeechSynthesisUtterance;
	readonly Audio?: typeof AudioContext;
	readonly vibrate?: (pattern: number[]) => boolean;
}

/** The page's browser APIs, where they exist. */
export function browserApis(): SoundApis {
	const w = globalThis as typeof globalThis & { webkitAudioContext?: typeof AudioContext };
	return {
		speech: w.speechSynthesis,
		Utterance: w.SpeechSynthesisUtterance,
		Audio: w.AudioContext ?? w.webkitAudioContext,
		vibrate: w.navigator?.vibrate?.bind(w.navigator)
	};
}

/**
 * Whether `lng` (`'en'`, `'ru'`, …) has an offline voice on this device. `false` also when the
 * browser has no speech synthesis: the page then shows the notice and the text.
 */
export function hasVoice(apis: SoundApis, lng: string): boolean {
	return pickVoice(apis.speech?.getVoices() ?? [], lng) !== undefined;
}

/**
 * Reads `texts` aloud in turn, in `lng`, with the device's offline voice, first cancelling
 * whatever is still being read (so Repeat and Next never pile up). The lines are queued on the
 * browser's speech queue, so Pause holds them all. Resolves `true` when the last line ends,
 * `false` when one fails; at once `false` when there is no offline voice for `lng`, and at once
 * `true` for no lines.
 */
export function speak(apis: SoundApis, lng: string, texts: readonly string[]): Promise<boolean> {
	const { speech, Utterance } = apis;
	const voice = pickVoice(speech?.getVoices() ?? [], lng);
	if (!speech || !Utterance || !voice) return Promise.resolve(false);
	speech.cancel();
	return new Promise((resolve) => {
		if (texts.length === 0) resolve(true);
		texts.forEach((text, i) => {
			const utterance = new Utterance(text);
			utterance.voice = voice;
			utterance.lang = voice.lang;
			if (i === texts.length - 1) utterance.onend = () => resolve(true);
			utterance.onerror = () => resolve(false);
			speech.speak(utterance);
		});
	});
}

/** Pauses (`true`) or resumes (`false`) the line being read. */
export function pauseSpeech(apis: SoundApis, paused: boolean): void {
	if (paused) apis.speech?.pause();
	else apis.speech?.resume();
}

/** Stops the line being read and drops those queued after it (the voice was switched off). */
export function stopSpeech(apis: SoundApis): void {
	apis.speech?.cancel();
}

/** Seconds the ambience takes to fade in at night and out at dawn. */
export const FADE_SECONDS = 4;

/** A running night ambience; `stop()` fades it out and closes its audio context. */
export interface Ambience {
	stop(): void;
}

/**
 * Starts the night ambience: two seconds of looped white noise through a low-pass filter whose
 * cut-off a slow LFO (0.1 Hz) sweeps, like wind, faded in over {@link FADE_SECONDS}. Generated in
 * the browser (no sound file). `null` when the browser has no Web Audio.
 */
export function startAmbience(apis: SoundApis): Ambience | null {
	if (!apis.Audio) return null;
	const context = new apis.Audio();
	const buffer = context.createBuffer(1, context.sampleRate * 2, context.sampleRate);
	const data = buffer.getChannelData(0);
	for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1;
	const noise = context.createBufferSource();
	noise.buffer = buffer;
	noise.loop = true;
	const filter = context.createBiquadFilter();
	filter.type = 'lowpass';
	filter.frequency.value = 400;
	const lfo = context.createOscillator();
	lfo.frequency.value = 0.1;
	const depth = context.createGain();
	depth.gain.value = 250;
	lfo.connect(depth).connect(filter.frequency);
	const volume = context.createGain();
	const now = context.currentTime;
	volume.gain.setValueAtTime(0, now);
	volume.gain.linearRampToValueAtTime(0.15, now + FADE_SECONDS);
	noise.connect(filter).connect(volume).connect(context.destination);
	noise.start();
	lfo.start();
	return {
		stop() {
			const end = context.currentTime;
			volume.gain.cancelScheduledValues(end);
			volume.gain.setValueAtTime(volume.gain.value, end);
			volume.gain.linearRampToValueAtTime(0, end + FADE_SECONDS);
			setTimeout(() => void context.close(), FADE_SECONDS * 1000);
		}
	};
}

export { stepLines, type SoundSettings, type SpokenLine } from '../voice';
