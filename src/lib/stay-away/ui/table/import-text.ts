/**
 * A game file chosen on the table's start screen: its size checked before it is read, and why an
 * import failed, in the reader's language (never the validator's own English). Loaded when the
 * player imports a file, never with the page.
 */
import { i18n } from '$lib/i18n/i18n.svelte';
import { err, ok, type Result } from '$lib/result';
import { issueWords } from '$lib/schema-issue';
import { MAX_IMPORT_BYTES } from '$lib/storage/download';
import type { ImportError } from '../../storage/game-files';

/**
 * The text of `file`, or why it is not read: a file over `MAX_IMPORT_BYTES` (2 MiB) is refused
 * before it is read, with the reason's words ({@link importErrorReason}). Rejects only when the
 * browser cannot read the file.
 */
export async function fileText(file: File): Promise<Result<string, string>> {
	if (file.size > MAX_IMPORT_BYTES)
		return err(importErrorReason({ code: 'too-large', bytes: file.size }));
	return ok(await file.text());
}

/**
 * Why an import failed, as the sentence `tablePage.saved.importError` gives its reason: the file
 * too large, not JSON, or the engine's log error (`tableEngine:logError.*`) with the wrong field,
 * the action's number and the refusal.
 */
export function importErrorReason(e: ImportError): string {
	if (e.code === 'too-large') return i18n.t('tablePage.saved.tooLarge');
	if (e.code === 'not-json') return i18n.t('tablePage.saved.notJson');
	let problem = '';
	if (e.issue) {
		const words = issueWords(e.issue, i18n.t('ui:fileProblem.file'));
		problem = i18n.t(words.key, words.values);
	}
	return i18n.t(`tableEngine:logError.${e.code}`, {
		problem,
		index: i18n.number((e.index ?? 0) + 1),
		reason: e.refusal
			? i18n.t(`tableEngine:refusal.${e.refusal.reason}`, { player: '', active: '', target: '' })
			: ''
	});
}
