/**
 * The referee: questions people at the table argue about, answered from a table state. Pure
 * functions of a table state; they never change it. Every answer names the rulings it rests on
 * (ids in `rulings.ts`, each with its sources) and, when a rule option decided it, the option key
 * (`'table.quarantineExchange'`, …) so the UI can say "by your table's choice".
 *
 * Sources are short references: "EN" = the English rulebook (docs/sources.md#rulebook-en),
 * "DE p. n" = the German 2017 rulebook summary (docs/sources.md#rulebook-de-2017), "case n" =
 * case n of the rulings reference (docs/sources.md#rulings-reference, anchored `case-<n>`),
 * "print" = the printed card text (docs/sources.md#card-prints).
 *
 * One entry point over three modules, so a page loads only what it asks: `turn.ts` (next player,
 * exchange, Quarantine ends), `targets.ts` (legal targets), `sources.ts` (rulings and sources) and
 * `refusal-rulings.ts` (the ruling behind each refusal).
 */
export {
	OPTION_DEFAULT_SOURCES,
	REFEREE_RULINGS,
	REFUSAL_SOURCES,
	type RefereeRuling
} from './sources';
export { REFUSAL_RULINGS, refusalRuling, type RefusalRuling } from './refusal-rulings';
export {
	REFEREE_ANSWER_KINDS,
	exchangePartner,
	nextPlayer,
	quarantineEnds,
	roundCount,
	type ExchangeAnswer,
	type NextPlayerAnswer,
	type QuarantineEnd,
	type RoundCount
} from './turn';
export { legalTargets, type LegalTargetsAnswer, type TargetAnswer } from './targets';
