/**
 * The ruling behind each refusal, for the app to link next to it. Part of the referee; import it
 * from `$lib/stay-away/referee`. A module of its own, so a page that shows no refusal (the table at
 * first paint) does not load the map.
 */
import type { RefusalReason } from '../table';

/**
 * The ruling behind each refusal that rests on a game rule, for the app to link next to the refusal
 * (ids in `rulings.ts`; each ruling cites its rulebook page, card print or case of
 * docs/sources.md#rulings-reference, as {@link REFUSAL_SOURCES} does in English). Reasons without
 * one are about the record itself (a malformed action, a full log), or follow from the card's own
 * print or from plain facts of the table (an eliminated player, a seat that does not exist), where
 * no ruling says more than the refusal.
 */
export const REFUSAL_RULINGS = {
	'door-on-closed-seat': 'barred-door-eliminated-neighbour',
	'quarantine-on-eliminated': 'elimination-quarantine-leaves',
	'not-your-turn': 'turn-action-cards-own-turn-only',
	'panic-not-at-draw': 'turn-draw-panic',
	'card-already-played': 'turn-one-card-per-turn',
	'actor-quarantined': 'quarantine-two-texts',
	'across-quarantine': 'variant-neighbours-only',
	'not-adjacent': 'turn-adjacent-only',
	'across-door': 'barred-door-basics',
	'target-quarantined': 'quarantine-not-a-target',
	'neighbours-only': 'variant-neighbours-only',
	'edge-not-adjacent': 'barred-door-basics',
	'door-already-there': 'barred-door-second-on-same-gap',
	'no-door': 'axe-basics',
	'not-quarantined': 'axe-basics',
	'self-only': 'whisky-basics',
	'not-third-player': 'one-two-basics',
	'defense-not-applicable': 'defense-which-card-stops-what',
	'own-exchange': 'defense-not-on-own-exchange',
	'nothing-to-defend': 'exchange-after-refusal',
	'superinfection-off': 'infection-limit-or-superinfection',
	'vengeance-off': 'variant-vengeance',
	'not-in-vengeance': 'variant-vengeance',
	'declare-only-own-turn': 'end-declare-timing',
	'players-eliminated': 'end-special-case-1',
	'thing-caught-own-turn': 'thing-and-flamethrower'
} as const satisfies Partial<Record<RefusalReason, string>>;

/** A ruling named by {@link REFUSAL_RULINGS}. */
export type RefusalRuling = (typeof REFUSAL_RULINGS)[keyof typeof REFUSAL_RULINGS];

/** The ruling behind a refusal reason, or `null` when none says more than the refusal itself. */
export function refusalRuling(reason: RefusalReason): RefusalRuling | null {
	return (REFUSAL_RULINGS as Partial<Record<RefusalReason, RefusalRuling>>)[reason] ?? null;
}
