/**
 * What the database's v3 upgrade (`db.ts`) shares with the games module (`games.ts`), kept apart
 * from both so that the games module can load without the database code and idb: the table page
 * draws before the database opens, and `db.ts` loads with the first read.
 */
import type { GameSummaryFields } from './db';

/** The key under `settings` of the last `seq` handed out (v3). */
export const GAME_SEQ_KEY = 'gameSeq';

/** Computes the list summary of a stored log during the v3 upgrade (`null` when it does not open). */
export type Summarize = (record: { log: unknown; cursor: number }) => GameSummaryFields | null;

let summarizer: Summarize = () => null;

/** Give the v3 upgrade its way to summarise a stored log (set once by `upgrade-summary.ts`). */
export function setUpgradeSummarizer(summarize: Summarize): void {
	summarizer = summarize;
}

/**
 * The summariser the v3 upgrade uses: `upgrade-summary.ts`'s once it has loaded (`db.ts` loads it
 * before opening a database older than version 3), else one that gives `null`.
 */
export function upgradeSummarizer(): Summarize {
	return summarizer;
}
