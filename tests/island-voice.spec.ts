/**
 * The Host's voice and sound (issue 40), with speech synthesis and Web Audio stubbed in the page:
 * the stub records what it is asked to say and which audio nodes start and close. The night is
 * read in the table's language; a language without an offline voice shows the notice and the
 * text; the ambience starts at night and stops at dawn.
 */
import { expect, localeText, test, type Page } from './fixtures';

/** Stub speech (offline voices for `langs` only) and AudioContext; calls land in `window.__sound`. */
async function stubSound(page: Page, langs: string[]): Promise<void> {
	await page.addInitScript((voiceLangs: string[]) => {
		const log = { said: [] as string[], audio: [] as string[] };
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
				cancel() {},
				pause() {},
				resume() {},
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
	}, langs);
}

const said = (page: Page) =>
	page.evaluate(() => (window as unknown as { __sound: { said: string[] } }).__sound.said);
const audio = (page: Page) =>
	page.evaluate(() => (window as unknown as { __sound: { audio: string[] } }).__sound.audio);

async function startNight(page: Page, lng: string): Promise<void> {
	await page.goto(`/${lng}/island-of-fear/host`);
	await page.getByRole('radio', { name: '9', exact: true }).check();
	await page.getByTestId('host-start').click();
	await expect(page.getByTestId('host-sound')).toBeVisible();
	await page.getByTestId('sound-ambience').check();
	await page.getByTestId('host-begin-night').click();
}

test('reads the first night’s roll call aloud in Russian, and the ambience runs till dawn', async ({
	page
}) => {
	const ru = (key: string) => localeText('ru', 'island', key);
	await stubSound(page, ['ru-RU']);
	await startNight(page, 'ru');
	await expect.poll(() => audio(page)).toContain('start noise');
	const next = page.getByTestId('voice-next');
	await next.click();
	await expect.poll(() => said(page)).toEqual([ru('voice.nightFalls')]);
	await next.click();
	await expect
		.poll(() => said(page))
		.toEqual([
			ru('voice.nightFalls'),
			ru('voice.recognise').replace('{{role}}', ru('roles.werewolves'))
		]);
	await page.getByTestId('voice-repeat').click();
	await expect.poll(async () => (await said(page)).length).toBe(3);
	await expect(page.getByTestId('voice-missing')).toHaveCount(0);
	// The rest of the night is the roll call: each role woken, no action but the Werewolves’.
	const line = page.getByTestId('voice-line');
	for (let i = 0; i < 40 && (await line.textContent()) !== ru('voice.dawn'); i++) {
		const before = await line.textContent();
		await next.click();
		await expect(line).not.toHaveText(before ?? '');
	}
	await expect(next).toBeDisabled();
	const lines = await said(page);
	expect(lines.at(-1)).toBe(ru('voice.dawn'));
	expect(lines).toContain(ru('voice.rollCall').replace('{{role}}', ru('roles.authority')));
	// Dawn: the ambience fades out and its audio context closes.
	for (let i = 0; i < 12 && !(await page.getByTestId('night-dawn').count()); i++)
		await page.getByTestId('night-next').click();
	await page.getByTestId('begin-day').click();
	await expect.poll(() => audio(page), { timeout: 10_000 }).toContain('close');
});

test('a language with no offline voice shows the notice and the text', async ({ page }) => {
	const en = (key: string) => localeText('en', 'island', key);
	await stubSound(page, ['ru-RU']);
	await startNight(page, 'en');
	await page.getByTestId('voice-next').click();
	await expect(page.getByTestId('voice-missing')).toBeVisible();
	await expect(page.getByTestId('voice-line')).toHaveText(en('voice.nightFalls'));
	expect(await said(page)).toEqual([]);
});
