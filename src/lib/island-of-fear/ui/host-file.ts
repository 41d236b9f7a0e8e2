/**
 * A game file the Host chose on the start screen, read and worded in the page's language. Loaded
 * with the reader and its schema library (`../storage/games`) when the Host imports a file, never
 * with the page.
 */
import { i18n } from '$lib/i18n/i18n.svelte';
import { err, type Result } from '$lib/result';
import { issueWords } from '$lib/schema-issue';
import { MAX_IMPORT_BYTES } from '$lib/storage/download';
import { importHostText, type HostImportError, type ImportedHostGame } from '../storage/games';
import { t } from './words';

/** Why an import failed, as the Host reads it (`host.import.*` of `island.json`). */
export function importMessage(e: HostImportError): string {
	if (e.code === 'too-large') return t('host.import.too-large');
	if (e.code === 'newer-version') return t('host.import.newer-version');
	if (e.code === 'invalid') {
		const words = issueWords(e.issue, i18n.t('ui:fileProblem.file'));
		return t('host.import.invalid', { problem: i18n.t(words.key, words.values) });
	}
	if (e.code === 'illegal-action')
		return t('host.import.illegal-action', {
			n: e.index + 1,
			why: t(`host.refusal.${e.refusal}`)
		});
	return t(`host.import.${e.code}`);
}

/**
 * Reads `file` as a Host's Table game: the game and the seats whose names were shortened, or the
 * message that says why not ({@link importMessage}). A file over `MAX_IMPORT_BYTES` (2 MiB) is
 * refused before it is read. Changes nothing; rejects only when the browser cannot read the file.
 * The caller awaits the page's words first (`i18n.ready()`), since the message is kept.
 */
export async function readHostFile(file: File): Promise<Result<ImportedHostGame, string>> {
	if (file.size > MAX_IMPORT_BYTES)
		return err(importMessage({ code: 'too-large', bytes: file.size }));
	const read = importHostText(await file.text());
	return read.ok ? read : err(importMessage(read.error));
}
