/**
 * The Host's voice and sound (issue 40), with speech synthesis and Web Audio stubbed in the page:
 * the stub records what it is asked to say and which audio nodes start and close. An 8-player game
 * (plus the Host) hears the roll call on night 1 and, on night 2, after the Seer's execution, only
 * the living roles in the night order, in Russian and in English, moved on by the night script's
 * one Next; a language without an offline voice shows the notice and the text; the ambience starts
 * at night and stops at dawn; a day timer warns once 30 s before its end and ends once. The expected lines come from the locale files and the app's night
 * order, not from the page.
 */
import { ROLES, type RoleId } from '../src/lib/island-of-fear/cards';
import { SPECIAL_ROLES } from '../src/lib/island-of-fear/host-game';
import { expect, localeText, test, type Page } from './fixtures';

/**
 * Stub speech (offline voices for `langs` only), AudioContext and vibration; calls land in
 * `window.__sound`.
 */
async function stubSound(page: Page, langs: string[]): Promise<void> {
	await page.addInitScript((voiceLangs: string[]) => {
		const log = { said: [] as string[], audio: [] as string[], speech: [] as string[] };
		(window as unknown as { __sound: typeof log }).__sound = log;
		const voices = voiceLangs.map((lang) => ({ lang, localService: true, name: `Stub ${lang}` }));
		class Utterance {
			voice: unknown = null;
			lang = '';
			onend: (() => void) | null = null;
			onerror: (() => void) | null = null;
			constructor(public text: string) {}
		}
		Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance });
		Object.defineProperty(window, 'speechSynthesis', {
			value: {
				getVoices: () => voices,
				cancel() {
					log.speech.push('cancel');
				},
				pause() {
					log.speech.push('pause');
				},
				resume() {
					log.speech.push('resume');
				},
				speak(u: Utterance) {
					log.said.push(u.text);
					u.onend?.();
				}
			}
		});
		const param = () => ({
			value: 0,
			setValueAtTime() {},
			linearRampToValueAtTime() {},
			cancelScheduledValues() {}
		});
		const node = (name: string) => ({
			frequency: param(),
			gain: param(),
			type: '',
			buffer: null,
			loop: false,
			connect(next: unknown) {
				return next;
			},
			start() {
				log.audio.push(`start ${name}`);
			},
			stop() {}
		});
		class Context {
			sampleRate = 8000;
			currentTime = 0;
			destination = {};
			createBuffer = () => ({ getChannelData: () => new Float32Array(16000) });
			createBufferSource = () => node('noise');
			createBiquadFilter = () => node('filter');
			createOscillator = () => node('oscillator');
			createGain = () => node('gain');
			close() {
				log.audio.push('close');
				return Promise.resolve();
			}
		}
		Object.defineProperty(window, 'AudioContext', { value: Context });
		Object.defineProperty(navigator, 'vibrate', {
			value: (pattern: number[]) => {
				log.audio.push(`vibrate ${pattern.join(',')}`);
				return true;
			}
		});
	}, langs);
}

const said = (page: Page) =>
	page.evaluate(() => (window as unknown as { __sound: { said: string[] } }).__sound.said);
const audio = (page: Page) =>
	page.evaluate(() => (window as unknown as { __sound: { audio: string[] } }).__sound.audio);
const speech = (page: Page) =>
	page.evaluate(() => (window as unknown as { __sound: { speech: string[] } }).__sound.speech);

/** Each language's device voice (a BCP 47 tag) in the stub. */
const VOICES = { ru: 'ru-RU', en: 'en-US' } as const;

/**
 * Who holds which role after the roll call (seat indices): seats 1 and 4 the Werewolves, 2 the
 * Seer, 3 the Nurse, 5 the Witch, 6 the Authority (no night entry); seats 7 and 8 passengers; the
 * other special roles absent.
 */
const HOLDERS: Partial<Record<RoleId, number[]>> = {
	werewolves: [0, 3],
	seer: [1],
	nurse: [2],
	witch: [4],
	authority: [5]
};
/** The seat executed on day 1: the Seer, whose night entry (check) then goes uncalled. */
const EXECUTED = 1;

/** The voice's lines in `lng`, as the locale files word them. */
function lines(lng: string) {
	const text = (key: string) => localeText(lng, 'island', key);
	const say = (key: string, role: RoleId) =>
		text(`voice.${key}`).replace('{{role}}', text(`roles.${role}`));
	/** A night read through: night falls, each role woken then sent to sleep, dawn. */
	const night = (wakes: [key: string, role: RoleId][]) => [
		text('voice.nightFalls'),
		...wakes.flatMap(([key, role]) => [say(key, role), say('sleep', role)]),
		text('voice.dawn')
	];
	return { text, say, night };
}

/** Opens a 9-player table (8 players and the Host) in `lng`, ambience on, and begins night 1. */
async function startNight(page: Page, lng: string): Promise<void> {
	await page.goto(`/${lng}/island-of-fear/host`);
	await page.getByRole('radio', { name: '9', exact: true }).check();
	await page.getByTestId('host-start').click();
	await expect(page.getByTestId('host-sound')).toBeVisible();
	await page.getByTestId('sound-ambience').check();
	await page.getByTestId('host-begin-night').click();
}

/** The night script's one Next; waits until the step it opens is on screen. */
async function next(page: Page): Promise<void> {
	const step = page.getByTestId('night-step');
	const role = await step.getAttribute('data-role');
	await page.getByTestId('night-next').click();
	await expect(step.or(page.getByTestId('night-dawn'))).not.toHaveAttribute(
		'data-role',
		role ?? ''
	);
}

for (const lng of ['ru', 'en'] as const) {
	test(`reads night 1’s roll call, then night 2’s living roles only, aloud in ${lng}`, async ({
		page
	}) => {
		const { text, say, night } = lines(lng);
		await stubSound(page, [VOICES[lng]]);
		await startNight(page, lng);
		await expect.poll(() => audio(page)).toContain('start noise');

		// Night 1, the roll call: the Werewolves recognise each other, then every special role is
		// called in the night order, held or not. Next reads each step as the script shows it.
		await expect
			.poll(() => said(page))
			.toEqual([text('voice.nightFalls'), say('recognise', 'werewolves')]);
		for (const role of ['werewolves', ...SPECIAL_ROLES] as RoleId[]) {
			await expect(page.getByTestId('night-step')).toHaveAttribute('data-role', role);
			for (const seat of HOLDERS[role] ?? []) {
				await page.getByTestId(`holder-${seat}`).click();
				await expect(page.getByTestId(`holder-${seat}`)).toHaveAttribute('aria-pressed', 'true');
			}
			await next(page);
		}
		await expect(page.getByTestId('night-dawn')).toBeVisible();
		const rollCall = night([
			['recognise', 'werewolves'],
			...SPECIAL_ROLES.map((role): [string, RoleId] => ['rollCall', role])
		]);
		await expect.poll(() => said(page)).toEqual(rollCall);
		await expect(page.getByTestId('voice-missing')).toHaveCount(0);

		// Pause holds the line; Repeat reads the step again (at dawn: the last sleep line and dawn).
		await page.getByTestId('voice-pause').click();
		await expect(page.getByTestId('voice-pause')).toHaveText(text('voice.resume'));
		await page.getByTestId('voice-pause').click();
		expect((await speech(page)).filter((call) => call !== 'cancel')).toEqual(['pause', 'resume']);
		await page.getByTestId('voice-repeat').click();
		await expect.poll(() => said(page)).toEqual([...rollCall, ...rollCall.slice(-2)]);

		// Dawn: the ambience fades out and its audio context closes.
		await page.getByTestId('begin-day').click();
		await expect.poll(() => audio(page), { timeout: 10_000 }).toContain('close');

		// Day 1: the Seer is executed and becomes a ghost.
		await page.getByTestId(`call-${EXECUTED}`).click();
		await page.getByTestId('execute').click();
		await expect(page.getByTestId(`seat-${EXECUTED}`)).toContainText(
			text('host.executedOn').replace('{{n}}', '1')
		);

		// Night 2: only the roles with a night entry and a living holder, in the night order.
		const heardBefore = (await said(page)).length;
		await page.getByTestId('begin-night').click();
		const ghost = new Set<RoleId>(['seer']);
		const called = (['werewolves', ...SPECIAL_ROLES] as RoleId[]).filter(
			(role) => HOLDERS[role] && !ghost.has(role) && ROLES.find((r) => r.id === role)?.night != null
		);
		expect(called).toEqual(['werewolves', 'nurse', 'witch']);
		for (const role of called) {
			await expect(page.getByTestId('night-step')).toHaveAttribute('data-role', role);
			if (role === 'witch') {
				await page.getByTestId('target-6').click();
				await expect(page.getByTestId('target-6')).toHaveAttribute('aria-pressed', 'true');
			}
			await next(page);
		}
		await expect(page.getByTestId('night-dawn')).toBeVisible();
		const secondNight = night(called.map((role): [string, RoleId] => ['act', role]));
		await expect.poll(async () => (await said(page)).slice(heardBefore)).toEqual(secondNight);
		expect(secondNight.join(' ')).not.toContain(text('roles.seer'));

		// A death marked at dawn (the Witch, who acted tonight) keeps the night as it was: nothing
		// is read again, and the summary still lists what she did.
		const summary = await page.getByTestId('dawn-summary').innerText();
		await page.getByTestId(`death-${HOLDERS.witch![0]}`).click();
		await expect(page.getByTestId('dawn-deaths')).toBeVisible();
		expect(summary).toContain(text('roles.witch'));
		await expect(page.getByTestId('dawn-summary')).toHaveText(summary);
		expect((await said(page)).slice(heardBefore)).toEqual(secondNight);
	});
}

test('Back puts the role left to sleep and wakes the previous one again', async ({ page }) => {
	const { say } = lines('en');
	await stubSound(page, [VOICES.en]);
	await startNight(page, 'en');
	await next(page);
	await expect(page.getByTestId('night-step')).not.toHaveAttribute('data-role', 'werewolves');
	const left = (await page.getByTestId('night-step').getAttribute('data-role')) as RoleId;
	const heard = (await said(page)).length;
	await page
		.getByTestId('night-script')
		.getByRole('button', { name: localeText('en', 'island', 'host.night.back') })
		.click();
	await expect(page.getByTestId('night-step')).toHaveAttribute('data-role', 'werewolves');
	await expect
		.poll(async () => (await said(page)).slice(heard))
		.toEqual([say('sleep', left), say('recognise', 'werewolves')]);
	// Switching the voice off stops the line at once and takes its caption away.
	const calls = (await speech(page)).length;
	await page.getByTestId('sound-voice').uncheck();
	await expect.poll(async () => (await speech(page)).slice(calls)).toContain('cancel');
	await expect(page.getByTestId('voice-line')).toHaveCount(0);
});

test('a language with no offline voice shows the notice and the text', async ({ page }) => {
	const en = (key: string) => localeText('en', 'island', key);
	await stubSound(page, ['ru-RU']);
	await startNight(page, 'en');
	await expect(page.getByTestId('voice-missing')).toBeVisible();
	await expect(page.getByTestId('voice-line')).toHaveText(
		`${en('voice.nightFalls')} ${en('voice.recognise').replace('{{role}}', en('roles.werewolves'))}`
	);
	expect(await said(page)).toEqual([]);
});

test('a day timer beeps and vibrates once 30 s before its end and once at its end', async ({
	page
}) => {
	const en = (key: string) => localeText('en', 'island', key);
	await page.clock.install();
	await stubSound(page, ['en-US']);
	await startNight(page, 'en');
	while (!(await page.getByTestId('night-dawn').count())) await next(page);
	await page.getByTestId('begin-day').click();
	await expect.poll(() => audio(page), { timeout: 10_000 }).toContain('close');
	// From here on, only the timer may sound: one beep and one vibration each time it does.
	const heard = async () =>
		(await audio(page)).filter((a) => a === 'start oscillator' || a.startsWith('vibrate'));
	const before = (await heard()).length;
	const after = async () => (await heard()).slice(before);
	const discussion = page.getByTestId('timer-discussion');
	await discussion.getByRole('button', { name: en('host.timer.start'), exact: true }).click();
	// The discussion runs 3 minutes: jump to 30 s before its end, then past it.
	await page.clock.fastForward('02:31');
	await expect.poll(after).toEqual(['vibrate 200', 'start oscillator']);
	await page.clock.fastForward('00:31');
	await expect(discussion).toHaveClass(/ended/);
	await expect
		.poll(after)
		.toEqual([
			'vibrate 200',
			'start oscillator',
			'vibrate 300,150,300',
			'start oscillator',
			'start oscillator',
			'start oscillator'
		]);
	// Nothing else sounds once it has ended (a second listener would add its own beeps late).
	await page.clock.fastForward('00:05');
	expect(await after()).toHaveLength(6);
	// An ended timer shows 0:00, not its full length again.
	await expect(discussion.locator('.face')).toHaveText('0:00');
});

test("the DVD's clock stops once the day has its verdict", async ({ page }) => {
	const en = (key: string) => localeText('en', 'island', key);
	await page.addInitScript(() => {
		const settings = { discussionMinutes: 3, wolvesSeconds: 30, dayClock: true, sound: false };
		localStorage.setItem(
			'island-of-fear:host-timers',
			JSON.stringify({ ...settings, vibrate: false })
		);
	});
	await stubSound(page, ['en-US']);
	await startNight(page, 'en');
	while (!(await page.getByTestId('night-dawn').count())) await next(page);
	await page.getByTestId('begin-day').click();
	const clock = page.getByTestId('timer-dayClock');
	await clock.getByRole('button', { name: en('host.timer.start'), exact: true }).click();
	await expect(clock.getByRole('button', { name: en('host.timer.pause') })).toBeVisible();
	const kept = () =>
		page.evaluate(() => localStorage.getItem('island-of-fear:host-timer:dayClock') ?? '');
	expect(await kept()).toContain('"running":true');
	await page.getByTestId(`call-${EXECUTED}`).click();
	await page.getByTestId('execute').click();
	await expect(page.getByTestId(`seat-${EXECUTED}`)).toContainText(
		en('host.executedOn').replace('{{n}}', '1')
	);
	// Stopped where it is kept too, so the public view no longer counts down either.
	await expect.poll(kept).not.toContain('"running":true');
});
