/**
 * What the page should know about the database connection, as reactive state:
 * - `open`: nothing to say;
 * - `blocked`: this tab's schema upgrade waits until the app's other tabs are closed;
 * - `closed-for-upgrade`: a newer version of the app opened in another tab; this tab let go of
 *   the database and must be reloaded to keep saving;
 * - `terminated`: the browser closed the database (storage cleared); changes stay in memory.
 */
export type DatabaseState = 'open' | 'blocked' | 'closed-for-upgrade' | 'terminated';

class DatabaseStatus {
	#current = $state<DatabaseState>('open');

	/** The current state. */
	get current(): DatabaseState {
		return this.#current;
	}

	/** Set by the database module only. */
	set(state: DatabaseState): void {
		this.#current = state;
	}
}

/** The app's database status (one per page). */
export const databaseStatus = new DatabaseStatus();
