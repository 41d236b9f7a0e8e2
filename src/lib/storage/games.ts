/**
 * Saved games in IndexedDB: list, load, save (before the UI shows an action as done), delete,
 * export to and import from the engine's versioned JSON log.
 *
 * Every record read back is validated with the engine's schema (`parseLog`): a damaged record is
 * reported, never trusted. Import never changes anything unless the file is a valid log.
 */
import { openGame, parseLog, toLog, type Game, type LogError, type TableLog } from '$lib/stay-away/table';
import type { SavedGame, StayAwayDb } from './db';

/** Largest import file accepted, in bytes (a 20,000-action log is well under this). */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;

/** A saved game as listed: id, times (ms since epoch), seats and player names, actions in force. */
export interface GameSummary {
	id: string;
	createdAt: number;
	updatedAt: number;
	seats: number;
	names: readonly string[];
	actions: number;
	over: boolean;
}

/** A new random id for a game. */
export function newGameId(): string {
	return typeof crypto !== 'undefined' && 'randomUUID' in crypto
		? crypto.randomUUID()
		: `g-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The record to store for a game. */
export function toRecord(id: string, game: Game, createdAt: number, now: number = Date.now()): SavedGame {
	return { id, createdAt, updatedAt: now, log: structuredClone(game.log), cursor: game.cursor };
}

/** Open a stored record as a game; `null` when the record is damaged or no longer replays. */
export function fromRecord(record: SavedGame): Game | null {
	const parsed = parseLog(record.log);
	if (!parsed.ok) return null;
	const opened = openGame(parsed.value, record.cursor);
	return opened.ok ? opened.game : null;
}

/**
 * Save a game. Resolves `true` once IndexedDB has committed the write, `false` when there is no
 * database or the write failed (quota full, storage blocked).
 */
export async function saveGame(db: StayAwayDb | null, record: SavedGame): Promise<boolean> {
	if (!db) return false;
	try {
		const tx = db.transaction('games', 'readwrite');
		await tx.store.put(record);
		await tx.done;
		return true;
	} catch {
		return false;
	}
}

/** Every saved game, most recently played first. Damaged records are skipped. */
export async function listGames(db: StayAwayDb | null): Promise<GameSummary[]> {
	if (!db) return [];
	try {
		const records = await db.getAllFromIndex('games', 'updatedAt');
		const out: GameSummary[] = [];
		for (const record of records.reverse()) {
			const game = fromRecord(record);
			if (!game) continue;
			out.push({
				id: record.id,
				createdAt: record.createdAt,
				updatedAt: record.updatedAt,
				seats: game.log.setup.seats,
				names: game.log.setup.names ?? [],
				actions: game.cursor,
				over: game.state.outcome !== null
			});
		}
		return out;
	} catch {
		return [];
	}
}

/** Load one saved game by id; `null` when missing or damaged. */
export async function loadGame(db: StayAwayDb | null, id: string): Promise<{ record: SavedGame; game: Game } | null> {
	if (!db) return null;
	try {
		const record = await db.get('games', id);
		if (!record) return null;
		const game = fromRecord(record);
		return game ? { record, game } : null;
	} catch {
		return null;
	}
}

/** Delete a saved game. */
export async function deleteGame(db: StayAwayDb | null, id: string): Promise<void> {
	if (!db) return;
	try {
		await db.delete('games', id);
	} catch {
		// Already gone, or storage unavailable: nothing else to do.
	}
}

/** The JSON text of a game's export file: the engine's log, with the actions in force. */
export function exportText(game: Game): string {
	return `${JSON.stringify(toLog(game), null, 1)}\n`;
}

/** Why an import failed: `too-large`, `not-json`, or the engine's {@link LogError}. */
export type ImportError = { code: 'too-large'; bytes: number } | { code: 'not-json'; message: string } | LogError;

/**
 * Read an import file's text as a game. Never throws and changes nothing: the caller saves the
 * result only when `ok`. Rejects files over {@link MAX_IMPORT_BYTES}, text that is not JSON,
 * logs from a newer version, and anything the schema or a replay refuses.
 */
export function importText(text: string): { ok: true; game: Game; log: TableLog } | { ok: false; error: ImportError } {
	const bytes = new TextEncoder().encode(text).length;
	if (bytes > MAX_IMPORT_BYTES) return { ok: false, error: { code: 'too-large', bytes } };
	let data: unknown;
	try {
		data = JSON.parse(text);
	} catch (error) {
		return { ok: false, error: { code: 'not-json', message: error instanceof Error ? error.message : String(error) } };
	}
	const parsed = parseLog(data);
	if (!parsed.ok) return { ok: false, error: parsed.error };
	const opened = openGame(parsed.value);
	if (!opened.ok) return { ok: false, error: { code: 'invalid', path: '', message: 'log does not replay' } };
	return { ok: true, game: opened.game, log: parsed.value };
}
