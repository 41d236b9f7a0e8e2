/**
 * The v3 upgrade's summariser (`db.ts`), with the engine it needs to replay an old record. Loaded,
 * and registered with the upgrade (`upgrade-hook.ts`), only before a database that may still be
 * older than version 3 is opened (`loadUpgradeSummaryIfNeeded`): a new or upgraded device never
 * downloads the engine for it (issue 41).
 */
import type { TableLog } from '$lib/stay-away/table';
import { LOG_FORMAT, LOG_VERSION } from '$lib/stay-away/table/log-format';
import { replaySteps } from '$lib/stay-away/table/recording';
import type { GameSummaryFields } from './db';
import { gameAt, summarize } from './games';
import { setUpgradeSummarizer } from './upgrade-hook';

/**
 * The v3 upgrade's summary of an old (v2) record: its log replayed once, at upgrade time. Old
 * records carried their actions inline; the upgrade moves them to `actions` (see `db.ts`).
 * Gives `null` for a record that is not a log of this version or that the engine refuses.
 */
export function summarizeStored(record: {
	log: unknown;
	cursor: number;
}): GameSummaryFields | null {
	const log = record.log as Partial<TableLog> | null;
	if (log?.format !== LOG_FORMAT || log.version !== LOG_VERSION || !Array.isArray(log.actions))
		return null;
	let next;
	try {
		const steps = replaySteps(log as TableLog, record.cursor);
		next = steps.next();
		while (!next.done) next = steps.next();
	} catch {
		return null;
	}
	const opened = gameAt(next.value, record.cursor);
	return opened.ok ? summarize(opened.value) : null;
}
setUpgradeSummarizer(summarizeStored);
