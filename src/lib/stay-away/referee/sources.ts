/**
 * Where the referee's answers and refusals come from: the rulings an answer names, the source of
 * every refusal reason, and the source of each rule option's default. Part of the referee; import
 * it from `$lib/stay-away/referee`.
 */
import { defaultRuleOptions } from '../options';
import { type OptionKey, type Outcome, type RefusalReason } from '../table';

// ---------------------------------------------------------------------------------------------
// Sources
// ---------------------------------------------------------------------------------------------

/**
 * The rule source of every refusal reason: rulebook page, card print, or case of the rulings
 * reference (docs/sources.md#stay-away). English, for the people who change the engine (reviews,
 * tests); what the app shows for a refusal is its ruling ({@link REFUSAL_RULINGS}), whose text in
 * the reader's language cites the same source.
 */
export const REFUSAL_SOURCES: Readonly<Record<RefusalReason, string>> = {
	'invalid-action':
		'Table log format v1 (table/log.ts TableActionSchema): not a game rule, a malformed record',
	'log-full':
		'Table log format v1 (table/model.ts MAX_ACTIONS): not a game rule, the most actions a saved game may hold',
	'position-invalid':
		'Table log format v1 (table/model.ts TablePosition): not a game rule, a malformed correction',
	'active-eliminated':
		'EN "Playing the game": turns pass only among players still in the game; DE p. 5',
	'door-on-closed-seat':
		'Barred Door print: it lies between two players in the game (DE p. 10–11; case 29)',
	'quarantine-on-eliminated':
		'Quarantine print: it lies on a player in the game; an eliminated player leaves with their cards (case 29)',
	'nobody-left':
		'EN "Playing the game": turns pass only among players still in the game, so one must remain; DE p. 5',
	'too-few-for-doors':
		'Barred Door print: it lies between two players; with one player left there is no such place (DE p. 10–11)',
	'game-over': 'EN "The end of the game" (the game ends as soon as…); DE p. 8',
	'not-your-turn':
		'EN "The cards": action cards only during your turn, Panic! cards only in your draw phase; DE p. 9',
	'not-playable':
		'EN "The cards": contagion cards are never played, defense cards only in response; DE p. 10',
	'panic-not-at-draw': 'EN "Panic! cards": resolved at once when drawn in step 1; case 5',
	'card-already-played':
		'EN "Playing the game" step 2: discard one or play one card; case 6; Resolute: case 38',
	'actor-quarantined':
		'Quarantine print: two-round card (DE p. 10, no burning or seat change), three-turn card (no cards, no exchange); case 23',
	'across-quarantine': 'EN advanced rule 4: not across a Quarantine or Barred Door',
	'target-required': 'Card print: the card names a target (docs/sources.md#card-prints)',
	'unexpected-target': 'Card print: the card names no such target (docs/sources.md#card-prints)',
	'unknown-player': 'Setup: seats 0 to n-1 (EN "The concept": 4–12 players)',
	'target-eliminated': 'EN "Elimination": an eliminated player is out of the game',
	'target-self':
		'Card print: another player (docs/sources.md#card-prints); revised Quarantine: an adjacent player (case 23)',
	'not-adjacent':
		'DE p. 6: cards act only on direct neighbours unless they say otherwise; card print',
	'across-door':
		'Barred Door print: no actions between the two players it separates (DE p. 10–11; Spanish glossary G1, case 27)',
	'target-quarantined':
		'Card print: "any player not in Quarantine" (case 26); revised Quarantine: no seat-change target (case 23); three-turn print: cannot be targeted (case 23)',
	'neighbours-only': 'EN advanced rule 4: only a player to your left or right',
	'edge-not-adjacent':
		'Barred Door / Axe print: between you and an adjacent player (docs/sources.md#card-prints; DE p. 10–11)',
	'door-already-there':
		'Barred Door print: between two players; it is silent on a second door on one spot, and the app follows the one-door reading (docs/sources.md#card-prints)',
	'no-door': 'Axe print: removes a Barred Door that is there (docs/sources.md#card-prints)',
	'not-quarantined': 'Axe print: removes a Quarantine that is there (docs/sources.md#card-prints)',
	'already-quarantined': 'Quarantine print: played on a player not yet in Quarantine (cases 23–24)',
	'self-only': 'Whisky print: only on yourself (case 37)',
	'not-third-player':
		'One, Two… print: the 3rd player to your left or right (docs/sources.md#card-prints)',
	'defense-not-applicable':
		'Defense card prints: each answers only its own cards (docs/sources.md#card-prints, Defense); Round and Round allows none (case 19)',
	'wrong-defender': 'EN "Defense cards": played by the player the action or exchange is aimed at',
	'own-exchange': 'Publisher reply in seed 000 comments: never against your own offer; case 18',
	'nothing-to-defend':
		'Case 21: a refused exchange is not replaced; case 16: a blocked Missed! exchange does not happen',
	'superinfection-off': 'DE p. 7 superinfection (edition difference; option table.superinfection)',
	'last-player':
		'DE p. 7: superinfection happens when an exchange comes; a lone player has nobody to exchange with',
	'player-eliminated': 'EN "Elimination": an eliminated player is out of the game',
	'player-not-eliminated': 'EN "The end of the game" A: The Thing is eliminated from the game',
	'vengeance-off': 'EN advanced rule 6 (Vengeance mode; option advanced.vengeance)',
	'thing-already-eliminated': 'EN advanced rule 6: once The Thing is out it only follows the game',
	'not-in-vengeance': 'EN advanced rule 6: Vengeance mode ends only after The Thing was eliminated',
	'declare-only-own-turn':
		'Case 32: timing of the declaration is not settled (option table.declareAnyTime)',
	'players-eliminated':
		'DE p. 8 special case: The Thing wins alone only if nobody was eliminated (EN and UA/RU special case 1 say no Human: an edition difference the table reads the German way)',
	'thing-caught-own-turn':
		'DE p. 7–8: The Thing loses if caught with a Flamethrower outside its own turn'
};

/** Where each option's default comes from, with the default value (from `defaultRuleOptions()`). */
export const OPTION_DEFAULT_SOURCES: Readonly<
	Record<OptionKey, { readonly default: string | boolean; readonly source: string }>
> = /* @__PURE__ */ (() => {
	const d = defaultRuleOptions();
	return {
		'print.quarantine': {
			default: d.print.quarantine,
			source: 'Spanish print (revised card; DE p. 10, 2017 upgrade sheet); case 23'
		},
		'print.oneTwoQuarantine': {
			default: d.print.oneTwoQuarantine,
			source: 'Spanish print of One, Two… (docs/sources.md#card-prints)'
		},
		'print.missed': { default: d.print.missed, source: 'Spanish print of Missed! (case 16)' },
		'advanced.neighboursOnly': {
			default: d.advanced.neighboursOnly,
			source: 'EN advanced rule 4 is optional; off in the rulebook game'
		},
		'advanced.vengeance': {
			default: d.advanced.vengeance,
			source: 'EN advanced rule 6 is optional; off in the rulebook game'
		},
		'table.nextAfterSwap': {
			default: d.table.nextAfterSwap,
			source: 'Spanish rulebook glossary (case 9); DE p. 6 reads "displaced player"'
		},
		'table.doorNextToEliminated': {
			default: d.table.doorNextToEliminated,
			source: 'Case 29 (no source covers it; suggested: discard)'
		},
		'table.quarantineExchange': {
			default: d.table.quarantineExchange,
			source: 'Revised Quarantine print: exchange face up (case 23)'
		},
		'table.superinfection': {
			default: d.table.superinfection,
			source: 'DE p. 7 (revised rulebook); EN has a three-card limit instead'
		},
		'table.declareAnyTime': {
			default: d.table.declareAnyTime,
			source: 'Case 32 (sources silent on timing)'
		}
	};
})();

/**
 * The rulings (ids in `rulings.ts`, text in `locales/<lng>/rules.json`) the referee's answers rest
 * on. Each ruling carries its own sources (rulebook page, card print, case of
 * docs/sources.md#rulings-reference), so an answer names rulings, never a source string of its own.
 */
export const REFEREE_RULINGS = [
	'setup-first-player-direction',
	'seat-swap-who-plays-next',
	'exchange-normal',
	'exchange-obstacle-blocks',
	'exchange-eliminated-neighbour',
	'quarantine-exchange',
	'quarantine-face-up',
	'quarantine-duration',
	'end-thing-eliminated',
	'end-no-humans-left',
	'end-special-case-1',
	'variant-vengeance'
] as const;

/** A ruling a referee answer may name: see {@link REFEREE_RULINGS}. */
export type RefereeRuling = (typeof REFEREE_RULINGS)[number];

/** The ruling that says how the game ended, for each outcome. */
export const OUTCOME_RULINGS: Readonly<Record<Outcome['kind'], RefereeRuling>> = {
	'humans-win': 'end-thing-eliminated',
	'thing-wins': 'end-no-humans-left',
	'thing-alone': 'end-special-case-1',
	'survivors-win': 'variant-vengeance'
};
