import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROLE_IDS, type RoleId } from './cards';
import { NIGHT_ROLES, nightScript, tally, victory, type Seat } from './host-table';

const seat = (role: RoleId, alive = true, voteTaken = false): Seat => ({ role, alive, voteTaken });

const table: Seat[] = [
	seat('passenger'),
	seat('werewolves'),
	seat('seer'),
	seat('werewolves'),
	seat('nurse'),
	seat('authority'),
	seat('witch'),
	seat('hamster'),
	seat('passenger')
];

describe('the night script (seed § Game Flow, § Ghosts)', () => {
	it('wakes the Werewolves first, only to recognise each other on the first night', () => {
		expect(nightScript(table, 1)[0]).toEqual({ role: 'werewolves', entry: 'recognise' });
		expect(nightScript(table, 2)[0]).toEqual({ role: 'werewolves', entry: 'attack' });
	});

	// Rulebook lines 44–46 (docs/sources.md#island-game-flow): Werewolves, Sex Maniac, Nurse; the
	// Seer's place is open, so it follows in the printed column order (a reading).
	it('wakes Werewolves → Sex Maniac → Nurse by default, then the rest (rulebook L45–46)', () => {
		expect(NIGHT_ROLES.slice(0, 3)).toEqual(['werewolves', 'sex-maniac', 'nurse']);
		expect(NIGHT_ROLES.indexOf('seer')).toBeGreaterThan(NIGHT_ROLES.indexOf('nurse'));
	});

	it('follows the default order and calls only roles with a night entry', () => {
		expect(nightScript(table, 2).map((s) => s.role)).toEqual([
			'werewolves',
			'nurse',
			'seer',
			'witch',
			'hamster'
		]);
		expect(NIGHT_ROLES).not.toContain('authority');
		expect(NIGHT_ROLES).not.toContain('half-breed');
	});

	it('skips a role whose holders are all ghosts, and keeps the Werewolves while one lives', () => {
		const night = table.map((s, i) => (i === 2 || i === 1 ? { ...s, alive: false } : s));
		const roles = nightScript(night, 3).map((s) => s.role);
		expect(roles).not.toContain('seer');
		expect(roles[0]).toBe('werewolves');
		const noWolves = night.map((s, i) => (i === 3 ? { ...s, alive: false } : s));
		expect(nightScript(noWolves, 3).map((s) => s.role)).not.toContain('werewolves');
	});

	it('takes the Host’s own order after the Werewolves', () => {
		expect(
			nightScript(table, 2, ['witch', 'werewolves', 'nurse', 'seer']).map((s) => s.role)
		).toEqual(['werewolves', 'witch', 'nurse', 'seer']);
	});

	it('never calls a ghost’s role, for any table (property)', () => {
		fc.assert(
			fc.property(
				fc.array(fc.record({ role: fc.constantFrom(...ROLE_IDS), alive: fc.boolean() }), {
					minLength: 5,
					maxLength: 25
				}),
				fc.integer({ min: 1, max: 16 }),
				(seats, night) => {
					const living = new Set(seats.filter((s) => s.alive).map((s) => s.role));
					const steps = nightScript(seats, night);
					for (const step of steps) expect(living.has(step.role)).toBe(true);
					expect(new Set(steps.map((s) => s.role)).size).toBe(steps.length);
				}
			)
		);
	});
});

describe('the day vote (seed § Voting, § Ghosts)', () => {
	it('counts tokens and names the leader', () => {
		const t = tally(table, [1, 3, 1, 0, 1, null, 3, 1, 0]);
		expect(t.counts).toEqual([2, 4, 0, 2, 0, 0, 0, 0, 0]);
		expect(t.leaders).toEqual([1]);
	});

	it('reports a tie with every tied seat', () => {
		expect(tally(table, [1, 0, 1, 0, null, null, null, null, null]).leaders).toEqual([0, 1]);
	});

	it('ignores a ghost’s vote, a vote taken away, and votes for a ghost', () => {
		const seats = table.map((s, i) =>
			i === 0 ? { ...s, alive: false } : i === 2 ? { ...s, voteTaken: true } : s
		);
		const t = tally(seats, [1, 0, 1, 1, 0, null, null, null, null]);
		expect(t.ignored).toEqual([0, 2]);
		expect(t.counts[1]).toBe(1);
		expect(t.counts[0]).toBe(0);
		expect(t.leaders).toEqual([1]);
	});

	it('has no leader when nobody votes', () => {
		expect(tally(table, []).leaders).toEqual([]);
	});

	it('counts each counted vote once (property)', () => {
		fc.assert(
			fc.property(
				fc.array(
					fc.record({
						role: fc.constantFrom(...ROLE_IDS),
						alive: fc.boolean(),
						voteTaken: fc.boolean()
					}),
					{
						minLength: 5,
						maxLength: 25
					}
				),
				fc.array(fc.option(fc.integer({ min: 0, max: 24 }), { nil: null }), { maxLength: 25 }),
				(seats, votes) => {
					const t = tally(seats, votes);
					const counted = seats.filter(
						(s, i) => s.alive && !s.voteTaken && votes[i] != null && seats[votes[i]!]?.alive
					).length;
					expect(t.counts.reduce((a, b) => a + b, 0)).toBe(counted);
					for (const l of t.leaders) expect(t.counts[l]).toBe(Math.max(...t.counts));
				}
			)
		);
	});
});

describe('victory (seed § Victory)', () => {
	it('gives the Werewolves the game when they are as many as everyone else alive', () => {
		const seats = [seat('werewolves'), seat('werewolves'), seat('passenger'), seat('half-breed')];
		expect(victory(seats)).toEqual({ winner: 'werewolves', halfBreed: true, hamsterAlive: false });
	});

	it('does not while the others are one more', () => {
		const seats = [seat('werewolves'), seat('passenger'), seat('passenger')];
		expect(victory(seats).winner).toBeNull();
	});

	it('gives the people the game when the last Werewolf is gone', () => {
		const seats = [seat('werewolves', false), seat('passenger'), seat('seer')];
		expect(victory(seats).winner).toBe('people');
	});

	it('says whether the Hamster is still alive, whoever ends the game', () => {
		const seats = [seat('werewolves', false), seat('hamster'), seat('passenger')];
		expect(victory(seats)).toMatchObject({ winner: 'people', hamsterAlive: true });
	});
});
