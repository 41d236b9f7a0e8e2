/**
 * Setting the table: player names made safe to show, and the starting state. Part of the table engine; import it from `./index` (`$lib/stay-away/table`).
 */
import { cleanPlayerName } from '../../player-name';
import { err, ok } from '../../result';
import { RULE_OPTIONS_VERSION, type RuleOptions } from '../options';
import {
	MAX_NAME_LENGTH,
	MAX_PLAYERS,
	MIN_PLAYERS,
	type QuarantineMark,
	type SetupError,
	type SetupResult,
	type TableSetup,
	type TableState
} from './model';
// ---------------------------------------------------------------------------------------------
// Setup
// ---------------------------------------------------------------------------------------------

export { cleanPlayerName, lookalikeSeats, nameLookalikeKey } from '../../player-name';

/**
 * Set the table: every player in their own seat, play starting with the player left of the
 * dealer (the next seat clockwise) and going clockwise (EN rulebook "Playing the game"; DE p. 5).
 * Never throws: a bad setup gives `{ ok: false, error }` (a `Result`) with a `code`, the offending `path` and an
 * English `message` (seat count outside 4–12, dealer not a seat, names not one per seat or
 * longer than 40, options of another version). Names are cleaned with {@link cleanPlayerName}.
 *
 * `setup.options` are typed {@link RuleOptions}: options from outside the app are validated where
 * they come in (`RuleOptionsSchema` via `parseRuleOptions`, and `parseLog` for a whole log), so
 * setting the table and replaying a stored game never load the schema library. Only their
 * `version` is checked here.
 */
export function createTable(setup: TableSetup): SetupResult<TableState> {
	const bad = (code: SetupError['code'], path: string, message: string): SetupResult<TableState> =>
		err({ code, path, message });
	if (typeof setup !== 'object' || setup === null)
		return bad('seat-count', 'setup', 'setup must be an object');
	const n = setup.seats;
	if (!Number.isInteger(n) || n < MIN_PLAYERS || n > MAX_PLAYERS) {
		return bad(
			'seat-count',
			'setup.seats',
			`seats must be an integer from ${MIN_PLAYERS} to ${MAX_PLAYERS}`
		);
	}
	const dealer = setup.dealer;
	if (!Number.isInteger(dealer) || dealer < 0 || dealer >= n) {
		return bad('dealer', 'setup.dealer', `dealer must be a seat from 0 to ${n - 1}`);
	}
	let names: string[] | undefined;
	if (setup.names !== undefined) {
		if (!Array.isArray(setup.names) || setup.names.length !== n) {
			return bad('names', 'setup.names', `names must list exactly ${n} strings, one per seat`);
		}
		names = [];
		for (let i = 0; i < n; i++) {
			const name: unknown = setup.names[i];
			if (typeof name !== 'string')
				return bad('names', `setup.names.${i}`, 'a name must be a string');
			if (name.length > MAX_NAME_LENGTH) {
				return bad(
					'name-too-long',
					`setup.names.${i}`,
					`a name may have at most ${MAX_NAME_LENGTH} characters`
				);
			}
			names.push(cleanPlayerName(name));
		}
	}
	if (setup.options?.version !== RULE_OPTIONS_VERSION)
		return bad(
			'options',
			'setup.options.version',
			`options must be version ${RULE_OPTIONS_VERSION}`
		);
	// A plain copy the table owns (the caller's may be reactive state, which IndexedDB cannot store).
	const options = JSON.parse(JSON.stringify(setup.options)) as RuleOptions;
	const clean: TableSetup = names
		? { seats: n, dealer, names, options }
		: { seats: n, dealer, options };
	const first = (dealer + 1) % n;
	const seats = Array.from({ length: n }, (_, i) => i);
	return ok({
		setup: clean,
		seatOf: seats,
		playerAt: seats.slice(),
		eliminated: new Array<boolean>(n).fill(false),
		doors: new Array<number>(n).fill(0),
		quarantine: new Array<QuarantineMark | null>(n).fill(null),
		direction: 'clockwise',
		active: first,
		turn: 1,
		round: 1,
		roundSeen: 1 << first,
		step: 'start',
		displaced: null,
		vengeance: null,
		outcome: null,
		actionCount: 0
	});
}
