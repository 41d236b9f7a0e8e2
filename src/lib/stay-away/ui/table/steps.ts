/**
 * The steps of the action sheet, one type for all of them. The sheet shows one step at a time;
 * each step component renders its question and answers with the next step or an action to record.
 * Pure data and functions: no words, no rules (the referee and the engine decide those).
 */
import type {
	DefenseCard,
	PlayableCard,
	PlayCardAction,
	PlayerId,
	TableAction,
	TableState
} from '$lib/stay-away/table';

/** What the sheet records: a Stay Away! card, a Panic! card, an exchange refusal, or another event. */
export type SheetMode = 'card' | 'panic' | 'refused' | 'other';

/** Where a card is played: on a player, or on an edge (between two seats). */
export type CardTarget = { readonly player: PlayerId } | { readonly edge: number };

/**
 * One step of the sheet:
 * - `card`: which card was played (`panic`: a Panic! card drawn in step 1);
 * - `target`: on whom or where `card` was played;
 * - `defense`: whether the target answered `card` with a defense card;
 * - `refused`: which defense card refused the turn's exchange;
 * - `other`: which other event happened;
 * - `thing-eliminated`, `declare`: which player, then what it means;
 * - `was-thing`: a Flamethrower burned `player`: were they The Thing?
 */
export type SheetStep =
	| { readonly kind: 'card'; readonly panic: boolean }
	| { readonly kind: 'target'; readonly panic: boolean; readonly card: PlayableCard }
	| {
			readonly kind: 'defense';
			readonly panic: boolean;
			readonly card: PlayableCard;
			readonly target: PlayerId;
	  }
	| { readonly kind: 'refused' }
	| { readonly kind: 'other' }
	| { readonly kind: 'thing-eliminated' }
	| { readonly kind: 'declare' }
	| { readonly kind: 'was-thing'; readonly player: PlayerId };

/**
 * What every step component is given: the table as it stands (`table`) and `onrecord`, which hands
 * an action to the page's store to record (the step only asks; the engine decides). A step that
 * leads to another also takes `onstep` ({@link SheetStepMoves}).
 */
export interface SheetStepProps {
	readonly table: TableState;
	readonly onrecord: (action: TableAction) => void;
}

/** For a step that can lead to another: `onstep` shows `step` next. */
export interface SheetStepMoves {
	readonly onstep: (step: SheetStep) => void;
}

/** The first step for a sheet opened in `mode`. */
export function firstStep(mode: SheetMode): SheetStep {
	if (mode === 'refused') return { kind: 'refused' };
	if (mode === 'other') return { kind: 'other' };
	return { kind: 'card', panic: mode === 'panic' };
}

/** The step before `step`, or `null` when it is the first (the sheet then has no Back button). */
export function previousStep(step: SheetStep): SheetStep | null {
	switch (step.kind) {
		case 'target':
			return { kind: 'card', panic: step.panic };
		case 'defense':
			return { kind: 'target', panic: step.panic, card: step.card };
		case 'thing-eliminated':
		case 'declare':
			return { kind: 'other' };
		default:
			return null;
	}
}

/**
 * The play-card action for `card` played by `actor`, on `target` if any, answered by `defense`
 * (played by the target player) if any.
 */
export function playAction(
	actor: PlayerId,
	card: PlayableCard,
	target?: CardTarget,
	defense?: DefenseCard
): PlayCardAction {
	const player = target && 'player' in target ? target.player : undefined;
	return {
		type: 'playCard',
		actor,
		card,
		...(player !== undefined ? { target: player } : {}),
		...(target && 'edge' in target ? { edge: target.edge } : {}),
		...(defense && player !== undefined ? { defenses: [{ card: defense, by: player }] } : {})
	};
}
