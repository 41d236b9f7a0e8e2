/**
 * What the start screen shows of the saved games, loaded with it: list them, delete one, and export
 * one as stored. None of it needs the engine, so a first visit's start screen loads without it
 * (issue 41); importing and exporting a game's file, which do, are in `game-files.ts`.
 */
import type { GameSummaryFields, StayAwayDb } from './db';
import { actionKeys, newerVersion } from './game-records';
import type { GameList } from './games';

/** The exact stored text of a game, readable or not (for "export raw"); `null` when missing. */
export async function rawGameText(db: StayAwayDb | null, id: string): Promise<string | null> {
	if (!db) return null;
	try {
		const record = await db.get('games', id);
		if (!record) return null;
		const actions = await db.getAll('actions', actionKeys(id));
		const header =
			typeof record.log === 'object' && record.log !== null ? record.log : { log: record.log };
		return `${JSON.stringify({ ...header, actions }, null, 1)}\n`;
	} catch {
		return null;
	}
}

/** A stored record's summary, checked; `null` when it has none or it is malformed. */
function checkedSummary(value: unknown): GameSummaryFields | null {
	if (typeof value !== 'object' || value === null) return null;
	const s = value as Record<string, unknown>;
	const fine =
		Number.isInteger(s.seats) &&
		Array.isArray(s.names) &&
		s.names.every((n) => typeof n === 'string') &&
		Number.isInteger(s.actions) &&
		typeof s.over === 'boolean';
	return fine ? (s as unknown as GameSummaryFields) : null;
}

/**
 * Every saved game, most recently saved first (by `seq`, which the app hands out, never by the
 * clock). Reads only the game records: the summaries were stored with them, so no log is replayed.
 * Games that cannot be read are returned apart, with their reason. Never throws.
 */
export async function listGames(db: StayAwayDb | null): Promise<GameList> {
	const list: GameList = { games: [], unreadable: [] };
	if (!db) return list;
	try {
		const records = await db.getAllFromIndex('games', 'seq');
		for (const record of records.reverse()) {
			const newer = newerVersion(record.log);
			const summary = checkedSummary(record.summary);
			if (newer !== null) {
				list.unreadable.push({
					id: record.id,
					updatedAt: record.updatedAt,
					seq: record.seq,
					reason: { code: 'newer-version', version: newer }
				});
			} else if (!summary) {
				list.unreadable.push({
					id: record.id,
					updatedAt: record.updatedAt,
					seq: record.seq,
					reason: { code: 'damaged', error: null }
				});
			} else {
				list.games.push({
					id: record.id,
					createdAt: record.createdAt,
					updatedAt: record.updatedAt,
					seq: record.seq,
					...summary
				});
			}
		}
	} catch {
		// Storage unavailable: an empty list.
	}
	return list;
}

/** Delete a saved game and its actions. Resolves `false` when storage failed. */
export async function deleteGame(db: StayAwayDb | null, id: string): Promise<boolean> {
	if (!db) return false;
	try {
		const tx = db.transaction(['games', 'actions'], 'readwrite');
		void tx.objectStore('games').delete(id);
		void tx.objectStore('actions').delete(actionKeys(id));
		await tx.done;
		return true;
	} catch {
		return false;
	}
}
