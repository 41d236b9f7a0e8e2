/**
 * What both the reading of one game (`games.ts`) and the start screen's list (`game-list.ts`) need
 * of a stored game record: the key range of its actions and the version its header claims. Apart
 * from both, so that listing the saved games does not load the reading and writing of a game: a
 * first visit's start screen does without them (issue 41).
 */
import { LOG_FORMAT, LOG_VERSION } from '$lib/stay-away/table/log-format';

/**
 * The version a stored header claims (`{ format, version }`), if it is newer than this app's
 * `LOG_VERSION`; `null` for this app's version or older, another format, or no header at all.
 */
export function newerVersion(header: unknown): number | null {
	if (typeof header !== 'object' || header === null) return null;
	const { format, version } = header as { format?: unknown; version?: unknown };
	return format === LOG_FORMAT && typeof version === 'number' && version > LOG_VERSION
		? version
		: null;
}

/** The key range of a game's action records (`[gameId, index]`), from index `from` on. */
export const actionKeys = (id: string, from = 0): IDBKeyRange =>
	IDBKeyRange.bound([id, from], [id, Number.MAX_SAFE_INTEGER]);
