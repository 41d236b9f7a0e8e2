/**
 * The Host's timers and their settings: the discussion (3–5 minutes, seed § Voting), a defence
 * speech (30 seconds, seed § Voting), the DVD's optional 5-minute clock for the vote (seed
 * § Voting, the DVD), and the time the Werewolves have to agree at night (the seed says only "a
 * short time", so the Host sets it). Shared by the Host's Table and the public view.
 */
import * as v from 'valibot';
import { Countdown } from '$lib/ui/countdown.svelte';
import { Persisted } from '$lib/storage/persisted.svelte';
import { t } from '../ui/words';
import { WARNING_SECONDS } from '../voice';

/** Seconds of a defence speech (seed § Voting). */
export const DEFENCE_SECONDS = 30;
/** Seconds of the DVD's clock for the day's vote (seed § Voting). */
export const DAY_CLOCK_SECONDS = 5 * 60;

const SettingsSchema = v.strictObject({
	discussionMinutes: v.picklist([3, 4, 5]),
	wolvesSeconds: v.picklist([15, 30, 45, 60]),
	dayClock: v.boolean(),
	sound: v.boolean(),
	vibrate: v.boolean()
});

/** The Host's timer settings. */
export type TimerSettings = v.InferOutput<typeof SettingsSchema>;

/** The settings, remembered on this device. */
export const timerSettings = new Persisted<TimerSettings>(
	'island-of-fear:host-timers',
	{ discussionMinutes: 3, wolvesSeconds: 30, dayClock: false, sound: true, vibrate: true },
	{
		storage: 'local',
		parse: (stored) => {
			const r = v.safeParse(SettingsSchema, stored);
			return r.success ? r.output : null;
		}
	}
);

/**
 * How a timer signals, as the Host set it: a day timer also warns {@link WARNING_SECONDS} before
 * its end (issue 40); the Werewolves' night timer (15–60 s) only ends.
 */
const signals = (warning?: number) => () => ({
	sound: timerSettings.current.sound,
	vibrate: timerSettings.current.vibrate,
	warning
});
const day = signals(WARNING_SECONDS);

/** Where a countdown is kept, so a reload goes on counting. */
const key = (kind: string) => `island-of-fear:host-timer:${kind}`;

/** The four countdowns, kept on the device while they run. */
export const timers = {
	discussion: new Countdown(() => t('host.timer.discussionEnded'), day, key('discussion')),
	defence: new Countdown(() => t('host.timer.defenceEnded'), day, key('defence')),
	dayClock: new Countdown(() => t('host.timer.dayClockEnded'), day, key('dayClock')),
	wolves: new Countdown(() => t('host.timer.wolvesEnded'), signals(), key('wolves'))
};

/** The timer kinds. */
export type TimerKind = keyof typeof timers;
