/**
 * Shared by the Host's Table engine tests (never shipped): a log header, a game played from a
 * list of actions, and the refusal of one action.
 */
import { newLogged, record } from '../action-log';
import {
	applyHostAction,
	HOST_LOG_FORMAT,
	HOST_LOG_VERSION,
	HOST_RULES,
	type HostAction,
	type HostSetup,
	type HostState
} from './host-game';
import type { HostGame } from './host-log';

/** The header of a new log for `s`. */
export const header = (s: HostSetup) => ({
	format: HOST_LOG_FORMAT,
	version: HOST_LOG_VERSION,
	setup: s
});

/** Record every action; throws (failing the test) on the first refusal, naming it. */
export function playAll(s: HostSetup, actions: readonly HostAction[]): HostGame {
	let game: HostGame = newLogged(HOST_RULES, header(s));
	for (const [i, action] of actions.entries()) {
		const r = record(HOST_RULES, game, action);
		if (!r.ok) throw new Error(`action ${i} ${JSON.stringify(action)} refused: ${r.error}`);
		game = r.value;
	}
	return game;
}

/** The refusal code of `action` on `state`, or `null` when it is accepted. */
export const refusal = (state: HostState, action: HostAction) => {
	const r = applyHostAction(state, action);
	return r.ok ? null : r.error;
};
