/**
 * The Host's Table of *Island of Fear* as pure questions over the table's public and secret state:
 * who the Host wakes at night and in what order, how a day vote stands, and which side the table
 * as it stands lets win. The first pieces of the Host's companion (the next issue's table page
 * records the game as an action log and asks these).
 *
 * Sources: seed 003 § Game Flow (the night: Werewolves first, recognising each other on the first
 * night; the Host then calls each special character in turn), § Voting (tokens placed clockwise;
 * ties), § Ghosts and Special Abilities (ghosts keep no vote, and their night phase is no longer
 * called), § Victory, § Host's Table (its columns and their night entries). Pure TypeScript.
 */
import { ROLE_IDS, ROLES, type NightEntry, type RoleId } from './cards';

/**
 * One seat as the Host records it.
 * - `role`: the role recorded at the first night's roll call; `'passenger'` for everyone the Host
 *   did not see wake.
 * - `alive`: false once executed or killed: the player is a ghost (seed § Ghosts).
 * - `voteTaken`: the Authority took this player's vote away for the day (seed § Host's Table, the
 *   day row: "takes away the vote").
 */
export interface Seat {
	readonly role: RoleId;
	readonly alive: boolean;
	readonly voteTaken?: boolean;
}

/**
 * One step of the night script: the role the Host wakes and what the printed table records for
 * it (`entry`), or `'recognise'` for the Werewolves on the first night, when they only open their
 * eyes to know each other (seed § Game Flow).
 */
export interface NightStep {
	readonly role: RoleId;
	readonly entry: NightEntry | 'recognise';
}

/**
 * The default order the Host calls the roles at night: the Werewolves, the Sex Maniac, then the
 * Nurse, as the seed's night example goes (docs/sources.md#island-game-flow, seed lines 44–46).
 * The seed places no other role (not the Seer either), so the rest follow in the printed Host's
 * Table's column order: a reading, which the Host may change before the game.
 */
export const DEFAULT_NIGHT_ORDER: readonly RoleId[] = [
	'werewolves',
	'sex-maniac',
	'nurse',
	...ROLE_IDS.filter(
		(r) => r !== 'werewolves' && r !== 'sex-maniac' && r !== 'nurse' && r !== 'passenger'
	)
];

/**
 * Roles with a night entry on the printed Host's Table (docs/sources.md#island-hosts-table), in
 * the default night order ({@link DEFAULT_NIGHT_ORDER}).
 */
export const NIGHT_ROLES: readonly RoleId[] = DEFAULT_NIGHT_ORDER.filter(
	(r) => ROLES.find((x) => x.id === r)?.night != null
);

/**
 * The night script for a table: the Werewolves first, then every other role with a night entry in
 * `order` (default: {@link NIGHT_ROLES}; the seed gives no full order, so the Host may choose one), skipping a role none of whose holders is alive, since a ghost loses their
 * abilities and is no longer called (seed § Ghosts). On the first night (`night === 1`) the
 * Werewolves only recognise each other (seed § Game Flow). Roles in `order` without a night entry
 * are ignored. `night` counts from 1.
 */
export function nightScript(
	seats: readonly Seat[],
	night: number,
	order: readonly RoleId[] = NIGHT_ROLES
): NightStep[] {
	const living = new Set(seats.filter((s) => s.alive).map((s) => s.role));
	const entryOf = new Map(ROLES.map((r) => [r.id, r.night]));
	const steps: NightStep[] = [];
	if (living.has('werewolves'))
		steps.push({
			role: 'werewolves',
			entry: night === 1 ? 'recognise' : (entryOf.get('werewolves') as NightEntry)
		});
	const seen = new Set<RoleId>(['werewolves']);
	for (const role of order) {
		const entry = entryOf.get(role);
		if (seen.has(role) || !entry || !living.has(role)) continue;
		seen.add(role);
		steps.push({ role, entry });
	}
	return steps;
}

/**
 * A day vote as it stands: `votes[i]` is the seat seat `i` put their token in front of, or `null`.
 * - `counts`: tokens in front of each seat (same length as the table);
 * - `leaders`: the seats with the most tokens (more than one: a tie), empty when nobody voted;
 * - `ignored`: seats whose vote does not count: ghosts (their token is with the Host) and players
 *   whose vote the Authority took away (seed § Ghosts, § Host's Table).
 * A vote for a ghost is not counted either: only the living can be executed.
 */
export interface Tally {
	readonly counts: readonly number[];
	readonly leaders: readonly number[];
	readonly ignored: readonly number[];
}

/** Count a day vote (seed § Voting). Never throws; votes for seats that do not exist are ignored. */
export function tally(seats: readonly Seat[], votes: readonly (number | null)[]): Tally {
	const counts = seats.map(() => 0);
	const ignored: number[] = [];
	seats.forEach((seat, i) => {
		const target = votes[i] ?? null;
		if (!seat.alive || seat.voteTaken) {
			if (target !== null) ignored.push(i);
			return;
		}
		if (target === null || !seats[target]?.alive) return;
		counts[target]! += 1;
	});
	const most = Math.max(0, ...counts);
	const leaders = most === 0 ? [] : counts.flatMap((n, i) => (n === most ? [i] : []));
	return { counts, leaders, ignored };
}

/** The seats with tokens before them, most first (ties in seat order): `{ seat, tokens }`. */
export function ranking(t: Tally): { seat: number; tokens: number }[] {
	return t.counts
		.flatMap((tokens, seat) => (tokens > 0 ? [{ seat, tokens }] : []))
		.sort((a, b) => b.tokens - a.tokens);
}

/**
 * Who the table as it stands lets win (seed § Victory), for the Host to confirm:
 * - `werewolves`: a vote can no longer execute a Werewolf (docs/sources.md#island-victory, seed
 *   line 68): only living players vote (a ghost's token is with the Host), a player is executed
 *   only as the sole leader (a tie executes nobody, seed line 60), so the Werewolves, voting
 *   together, are safe once they hold at least as many votes as everyone else alive. `halfBreed`
 *   is true then when the table has a Half-Breed, alive or a ghost: the seed says it celebrates
 *   the victory too, with no condition.
 * - `people`: no Werewolf is alive, and someone is (a table with nobody left has no winner).
 * - `null`: neither yet.
 * `hamsterAlive`: the Hamster wins if it survives to the end, whichever side ends the game.
 *
 * The Hamster ("Hamster Werewolf") votes like every living player. The seed does not say on
 * which side: by default its vote counts against the Werewolves' majority; with the table's
 * reading `hamsterWithWerewolves` it votes with them.
 */
export interface Victory {
	readonly winner: 'werewolves' | 'people' | null;
	readonly halfBreed: boolean;
	readonly hamsterAlive: boolean;
}

/**
 * The victory conditions as the table stands (seed § Victory). Ask once the roll call has
 * recorded the Werewolves: before it, no seat holds the role and the answer is `people`.
 */
export function victory(seats: readonly Seat[], hamsterWithWerewolves = false): Victory {
	const alive = seats.filter((s) => s.alive);
	const wolves = alive.filter((s) => s.role === 'werewolves').length;
	const hamsters = alive.filter((s) => s.role === 'hamster').length;
	const others = alive.filter((s) => s.role !== 'werewolves' && s.role !== 'hamster').length;
	const hamsterAlive = alive.some((s) => s.role === 'hamster');
	const halfBreed = seats.some((s) => s.role === 'half-breed');
	if (wolves === 0)
		return { winner: alive.length > 0 ? 'people' : null, halfBreed: false, hamsterAlive };
	const withWolves = wolves + (hamsterWithWerewolves ? hamsters : 0);
	const against = others + (hamsterWithWerewolves ? 0 : hamsters);
	if (withWolves >= against) return { winner: 'werewolves', halfBreed, hamsterAlive };
	return { winner: null, halfBreed: false, hamsterAlive };
}
