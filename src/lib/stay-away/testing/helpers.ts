/**
 * Helpers shared by the engine's tests (table, referee, scenarios, deck): build a table, record
 * actions, read what they did. Test-only: nothing in the app imports this module. Each helper
 * throws on an unexpected refusal or failure, so a test reads as the table would play.
 */
import { buildDeck, type DeckOptions, type DeckPlan } from '../deck';
import { defaultRuleOptions, type RuleOptions } from '../options';
import {
	applyAction,
	createTable,
	type DefensePlay,
	type PlayableCard,
	type PlayCardAction,
	type Refusal,
	type TableAction,
	type TableEvent,
	type TableState
} from '../table';

/** Rule options to change, section by section; the rest keep their defaults. */
export type OptionPatch = {
	print?: Partial<RuleOptions['print']>;
	advanced?: Partial<RuleOptions['advanced']>;
	table?: Partial<RuleOptions['table']>;
};

/** The default rule options with `patch` applied. */
export function options(patch: OptionPatch = {}): RuleOptions {
	const d = defaultRuleOptions();
	return {
		...d,
		print: { ...d.print, ...patch.print },
		advanced: { ...d.advanced, ...patch.advanced },
		table: { ...d.table, ...patch.table }
	};
}

/** A table of `seats` where player 0 plays first (the dealer sits in the last seat). */
export function table(seats = 6, patch: OptionPatch = {}): TableState {
	const r = createTable({ seats, dealer: seats - 1, options: options(patch) });
	if (!r.ok) throw new Error(r.error.message);
	return r.value;
}

/** The table after `actions`, in order. Throws, naming the action, if one is refused. */
export function run(state: TableState, ...actions: TableAction[]): TableState {
	let s = state;
	for (const [i, a] of actions.entries()) {
		const r = applyAction(s, a);
		if (!r.ok)
			throw new Error(`action ${i} ${JSON.stringify(a)} refused: ${JSON.stringify(r.error)}`);
		s = r.value.state;
	}
	return s;
}

/** The events `action` produces. Throws if it is refused. */
export function events(state: TableState, action: TableAction): readonly TableEvent[] {
	const r = applyAction(state, action);
	if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.error)}`);
	return r.value.events;
}

/** Why `action` is refused. Throws if it is accepted. */
export function refusal(state: TableState, action: TableAction): Refusal {
	const r = applyAction(state, action);
	if (r.ok) throw new Error(`expected a refusal for ${JSON.stringify(action)}`);
	return r.error;
}

/** A play-card action. */
export const pc = (
	actor: number,
	card: PlayableCard,
	extra: Partial<PlayCardAction> = {}
): PlayCardAction => ({ type: 'playCard', actor, card, ...extra });

/** An end-of-turn action (the exchange), with the defenses played against it. */
export const end = (...defenses: DefensePlay[]): TableAction =>
	defenses.length ? { type: 'endTurn', defenses } : { type: 'endTurn' };

/** `n` plain ends of turn. */
export const ends = (n: number): TableAction[] => Array.from({ length: n }, () => end());

/** Put a player out (as by a superinfection). */
export const elim = (player: number): TableAction => ({
	type: 'eliminate',
	player,
	cause: 'superinfection'
});

/** The deck plan for `input`. Throws the {@link DeckError}'s message if it cannot be built. */
export function plan(input: DeckOptions): DeckPlan {
	const r = buildDeck(input);
	if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
	return r.value;
}
