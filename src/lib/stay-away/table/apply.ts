/**
 * Applying one action to a state: the rules that change the table. Setting the table is in `setup.ts`, corrections and positions in `position.ts`. Part of the table engine; import it from `./index` (`$lib/stay-away/table`).
 */
import { err } from '../../result';
import {
	type ApplyResult,
	type DefenseCard,
	type DefensePlay,
	defensesAgainst,
	type EndTurnAction,
	EXCHANGE_DEFENSES,
	type ExchangeStatus,
	type PlayCardAction,
	type PlayerId,
	type Refusal,
	type RefusalReason,
	type TableAction,
	type TableEvent,
	type TableState,
	TURN_ENDING_CARDS
} from './model';
import { edgeToward, livingCount, nextSeat, other } from './geometry';
import {
	type ExchangeCheck,
	playRefusal,
	quarantineExchange,
	refuse,
	turnExchange
} from './checks';
import { Draft } from './draft';
import { applyCorrect } from './position';
// ---------------------------------------------------------------------------------------------
// Applying actions
// ---------------------------------------------------------------------------------------------

/**
 * Run an exchange offered by `from` to `to` (already checked: `check`), with the answer chain
 * `defenses` (No Thanks!, Scary: refused; Missed!: the next player after the defender takes
 * over, unless a door on that edge or a Quarantine stops it, case 16). Only the current partner
 * may answer, never the offerer (case 18). Records one `exchange` event. Returns a refusal or null.
 */
function runExchange(
	d: Draft,
	via: 'turn' | 'seduction' | 'cant-we-be-friends',
	from: PlayerId,
	to: PlayerId | null,
	check: ExchangeCheck,
	defenses: readonly DefensePlay[] | undefined
): Refusal | null {
	let partner = to;
	let status: ExchangeStatus = check.status;
	let reason = check.reason;
	let missed = false;
	const base = d.base;
	if (defenses) {
		for (let i = 0; i < defenses.length; i++) {
			const def = defenses[i]!;
			if (partner === null || (status !== 'free' && status !== 'face-up'))
				return refuse('nothing-to-defend', { defense: i });
			if (!EXCHANGE_DEFENSES.has(def.card)) return refuse('defense-not-applicable', { defense: i });
			if (def.by === from) return refuse('own-exchange', { defense: i, player: def.by });
			if (def.by !== partner) return refuse('wrong-defender', { defense: i, player: def.by });
			d.events.push({ kind: 'defended', card: def.card, by: def.by });
			if (def.card !== 'missed') {
				status = 'refused';
				reason = undefined;
				continue;
			}
			missed = true;
			const seat = base.seatOf[partner]!;
			const nb = nextSeat(base, seat, base.direction);
			const next = base.playerAt[nb]!;
			if (next === from || nb === seat) {
				partner = null;
				status = 'none';
				reason = 'alone';
			} else if (base.doors[edgeToward(base, seat, base.direction)]! > 0) {
				partner = next;
				status = 'blocked';
				reason = 'barred-door';
			} else {
				partner = next;
				const q = quarantineExchange(base, from, next);
				status = q.status;
				reason = q.reason;
			}
		}
	}
	const ev: TableEvent = {
		kind: 'exchange',
		via,
		from,
		offeredTo: to,
		partner,
		with: status === 'free' || status === 'face-up' ? partner : null,
		status,
		...(reason ? { reason } : {}),
		...(missed &&
		(status === 'free' || status === 'face-up') &&
		d.options.print.missed === 'not-infected'
			? { notInfected: true }
			: {})
	};
	d.events.push(ev);
	return null;
}

/** Check a single defense (No Barbecue!, I'm Comfortable) aimed at `target`. */
function singleDefense(
	defenses: readonly DefensePlay[] | undefined,
	allowed: DefenseCard | null,
	target: PlayerId | undefined
): Refusal | boolean {
	if (!defenses || defenses.length === 0) return false;
	const def = defenses[0]!;
	if (allowed === null || def.card !== allowed)
		return refuse('defense-not-applicable', { defense: 0 });
	if (def.by !== target) return refuse('wrong-defender', { defense: 0, player: def.by });
	if (defenses.length > 1) return refuse('nothing-to-defend', { defense: 1 });
	return true;
}

function applyPlay(s: TableState, a: PlayCardAction): ApplyResult {
	const r = playRefusal(s, a);
	if (r) return err(r);
	const d = new Draft(s);
	const card = a.card;
	const actor = a.actor;
	const t = a.target;
	d.events.push({
		kind: 'card-played',
		card,
		actor,
		...(t !== undefined ? { target: t } : {}),
		...(a.edge !== undefined ? { edge: a.edge } : {})
	});
	const o = s.setup.options;
	// Defenses for cards that take a single one.
	let defended = false;
	const answers = defensesAgainst(card);
	if (answers.length === 1) {
		const res = singleDefense(a.defenses, answers[0]!, t);
		if (typeof res !== 'boolean') return err(res);
		defended = res;
		if (defended) d.events.push({ kind: 'defended', card: a.defenses![0]!.card, by: t! });
	} else if (answers.length === 0 && a.defenses && a.defenses.length > 0) {
		return err(refuse('defense-not-applicable', { defense: 0 }));
	}
	switch (card) {
		case 'flamethrower':
			if (!defended) d.eliminate(t!, 'flamethrower');
			break;
		case 'watch-your-back':
			d.direction = other(d.direction);
			d.events.push({ kind: 'direction-changed', direction: d.direction });
			break;
		case 'barred-door':
			d.doors[a.edge!] = d.doors[a.edge!]! + 1;
			d.events.push({ kind: 'door-placed', edge: a.edge!, between: d.between(a.edge!) });
			break;
		case 'quarantine': {
			const turnsLeft = o.print.quarantine === 'three-turns' ? 3 : 2;
			d.quarantine[t!] = { turnsLeft, placedTurn: s.turn, placedBy: actor };
			d.events.push({ kind: 'quarantine-placed', player: t!, turnsLeft });
			break;
		}
		case 'axe':
			if (a.edge !== undefined) d.removeDoor(a.edge, 'axe');
			else d.removeQuarantine(t!, 'axe');
			break;
		case 'change-places':
		case 'you-better-run':
			if (!defended) d.activeSwap(t!);
			break;
		case 'one-two':
		case 'get-out-of-here':
			if (t !== undefined) d.activeSwap(t);
			else d.events.push({ kind: 'no-effect', card });
			break;
		case 'seduction':
		case 'cant-we-be-friends': {
			if (t === undefined) {
				if (a.defenses && a.defenses.length > 0)
					return err(refuse('nothing-to-defend', { defense: 0 }));
				d.events.push({ kind: 'no-effect', card });
				break;
			}
			const res = runExchange(d, card, actor, t, quarantineExchange(s, actor, t), a.defenses);
			if (res) return err(res);
			break;
		}
		case 'rotten-ropes':
			for (let p = 0; p < d.quarantine.length; p++) d.removeQuarantine(p, 'rotten-ropes');
			break;
		case 'three-four':
			for (let e = 0; e < d.doors.length; e++) d.removeDoor(e, 'three-four');
			break;
		case 'is-this-the-party': {
			for (let p = 0; p < d.quarantine.length; p++) d.removeQuarantine(p, 'is-this-the-party');
			for (let e = 0; e < d.doors.length; e++) d.removeDoor(e, 'is-this-the-party');
			// Pairs clockwise from the active player; with an odd count the last one stays.
			const order: PlayerId[] = [];
			const start = s.seatOf[actor]!;
			let seat = start;
			do {
				order.push(s.playerAt[seat]!);
				seat = nextSeat(s, seat, 'clockwise');
			} while (seat !== start);
			for (let i = 0; i + 1 < order.length; i += 2) {
				if (i === 0) d.activeSwap(order[1]!);
				else d.swap(order[i]!, order[i + 1]!);
			}
			break;
		}
		case 'round-and-round':
			d.events.push({ kind: 'cards-passed', direction: d.direction });
			break;
		case 'just-between-us':
			if (t === undefined) d.events.push({ kind: 'no-effect', card });
			break;
		// analysis, suspicious, whisky, resolute, forgetful, oops, revelations, blind-date:
		// recorded; nothing on the table changes.
		default:
			break;
	}
	if (TURN_ENDING_CARDS.has(card)) d.finishTurn();
	else d.step = card === 'resolute' ? 'play' : 'exchange';
	return d.done();
}

function applyEndTurn(s: TableState, a: EndTurnAction): ApplyResult {
	if (s.outcome) return err(refuse('game-over'));
	const d = new Draft(s);
	const x = turnExchange(s);
	const res = runExchange(d, 'turn', s.active, x.partner, x, a.defenses);
	if (res) return err(res);
	d.finishTurn();
	return d.done();
}

function playerRefusal(s: TableState, p: unknown): Refusal | null {
	if (typeof p !== 'number' || !Number.isInteger(p) || p < 0 || p >= s.playerAt.length)
		return refuse('unknown-player');
	return null;
}

/**
 * What every action that ends the game with The Thing named (`thingEliminated`, `declareVictory`,
 * `thingCaught`) checks first: the game is not over, `player` is a seat's player, and The Thing is
 * not already out in Vengeance mode (EN advanced rule 6). `null` when those hold.
 */
function endingRefusal(s: TableState, player: unknown): Refusal | null {
	if (s.outcome) return refuse('game-over');
	return playerRefusal(s, player) ?? (s.vengeance ? refuse('thing-already-eliminated') : null);
}

/**
 * Apply one action. Never throws for a user mistake: an illegal action gives
 * `{ ok: false, error }` (a {@link Refusal}) with a reason id (see {@link REFUSAL_REASONS}). The input state is not
 * changed; the result is a new state plus the events it produced.
 */
export function applyAction(state: TableState, action: TableAction): ApplyResult {
	if (typeof action !== 'object' || action === null) return err(refuse('invalid-action'));
	const no = (reason: RefusalReason, extra?: Omit<Refusal, 'reason'>): ApplyResult =>
		err(refuse(reason, extra));
	switch (action.type) {
		case 'endTurn':
			return applyEndTurn(state, action);
		case 'playCard':
			if (typeof action.card !== 'string' || typeof action.actor !== 'number')
				return no('invalid-action');
			if (state.outcome) return no('game-over');
			return applyPlay(state, action);
		case 'eliminate': {
			if (state.outcome) return no('game-over');
			if (!state.setup.options.table.superinfection)
				return no('superinfection-off', { option: 'table.superinfection' });
			const bad = playerRefusal(state, action.player);
			if (bad) return err(bad);
			const p = action.player;
			if (state.eliminated[p]) return no('player-eliminated', { player: p });
			if (livingCount(state) < 2) return no('last-player', { player: p });
			const d = new Draft(state);
			d.eliminate(p, 'superinfection');
			if (p === state.active) d.finishTurn();
			return d.done();
		}
		case 'thingEliminated': {
			const bad = endingRefusal(state, action.player);
			if (bad) return err(bad);
			if (!state.eliminated[action.player])
				return no('player-not-eliminated', { player: action.player });
			const d = new Draft(state);
			if (action.vengeance) {
				if (!state.setup.options.advanced.vengeance)
					return no('vengeance-off', { option: 'advanced.vengeance' });
				d.vengeance = { thing: action.player };
				d.events.push({ kind: 'vengeance-started', thing: action.player });
			} else d.end({ kind: 'humans-win', cause: 'thing-eliminated', thing: action.player });
			return d.done();
		}
		case 'declareVictory': {
			const bad = endingRefusal(state, action.player);
			if (bad) return err(bad);
			const p = action.player;
			if (state.eliminated[p]) return no('player-eliminated', { player: p });
			if (!state.setup.options.table.declareAnyTime && p !== state.active) {
				return no('declare-only-own-turn', { option: 'table.declareAnyTime', player: p });
			}
			const d = new Draft(state);
			if (action.result === 'no-humans') d.end({ kind: 'thing-wins', thing: p });
			else if (action.result === 'humans-remain')
				d.end({ kind: 'humans-win', cause: 'false-declaration', thing: p });
			else if (action.result === 'thing-alone') {
				if (state.eliminated.some(Boolean)) return no('players-eliminated');
				d.end({ kind: 'thing-alone', thing: p });
			} else return no('invalid-action');
			return d.done();
		}
		case 'thingCaught': {
			const bad = endingRefusal(state, action.player);
			if (bad) return err(bad);
			const p = action.player;
			if (state.eliminated[p]) return no('player-eliminated', { player: p });
			if (p === state.active) return no('thing-caught-own-turn', { player: p });
			const d = new Draft(state);
			d.end({ kind: 'humans-win', cause: 'thing-caught', thing: p });
			return d.done();
		}
		case 'correct':
			return applyCorrect(state, action);
		case 'vengeanceOver': {
			if (state.outcome) return no('game-over');
			if (!state.vengeance) return no('not-in-vengeance');
			if (action.survivors !== 'humans' && action.survivors !== 'infected')
				return no('invalid-action');
			const d = new Draft(state);
			d.end({ kind: 'survivors-win', survivors: action.survivors, thing: state.vengeance.thing });
			return d.done();
		}
		default:
			return no('invalid-action');
	}
}
