/**
 * A game's file: export it (the engine's log, with the actions in force) and import one, checked
 * against the engine's schema. Loaded when first used. Listing, deleting and exporting a game as
 * stored, which the start screen shows at once, are in `game-list.ts` and re-exported here.
 */
import { err, ok, type Result } from '$lib/result';
import { downloadJson, MAX_IMPORT_BYTES } from '$lib/storage/download';
import { shortenFileNames } from '$lib/shorten-names';
import {
	MAX_NAME_LENGTH,
	parseLogSteps,
	toLog,
	type Game,
	type LogError
} from '$lib/stay-away/table';
import { gameAt, runInSlices } from './games';

export { MAX_IMPORT_BYTES };
export { deleteGame, listGames, rawGameText } from './game-list';

/** The JSON text of a game's export file: the engine's log, with the actions in force. */
export function exportText(game: Game): string {
	return `${JSON.stringify(toLog(game), null, 1)}\n`;
}

/**
 * Save a game's export file in the browser's downloads, named `<name>-<YYYY-MM-DD>.json` (the
 * name in the reader's language). Browser only.
 */
export function downloadGame(game: Game, name: string): void {
	downloadJson(exportText(game), name);
}

/** Why an import failed: `too-large`, `not-json`, or the engine's {@link LogError}. */
export type ImportError =
	{ code: 'too-large'; bytes: number } | { code: 'not-json'; message: string } | LogError;

/** An imported game, and the seats (0-based) whose names were too long and were shortened. */
export interface ImportedGame {
	readonly game: Game;
	readonly shortened: readonly number[];
}

/**
 * Read an import file's text as a game, in slices (a 20,000-action file leaves the page
 * responsive). Never throws and changes nothing: the caller saves the result only when `ok`.
 * Rejects files over {@link MAX_IMPORT_BYTES}, text that is not JSON, logs from a newer version,
 * and anything the schema or a replay refuses. A name longer than the form's limit
 * ({@link MAX_NAME_LENGTH}) is shortened (`shortenFileNames`) rather than refusing the file; the
 * result says whose.
 */
export async function importText(text: string): Promise<Result<ImportedGame, ImportError>> {
	const bytes = new TextEncoder().encode(text).length;
	if (bytes > MAX_IMPORT_BYTES) return err({ code: 'too-large', bytes });
	let data: unknown;
	try {
		data = JSON.parse(text);
	} catch (error) {
		return err({
			code: 'not-json',
			message: error instanceof Error ? error.message : String(error)
		});
	}
	const named = shortenFileNames(data, MAX_NAME_LENGTH);
	const read = gameAt(await runInSlices(parseLogSteps(named.data)));
	return read.ok ? ok({ game: read.value, shortened: named.shortened }) : read;
}
