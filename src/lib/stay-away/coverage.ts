/**
 * The coverage audit: for every card, the questions players ask about any card, each answered by
 * rulings or by a fact on the card's own page. A test (coverage.test.ts) keeps every cell filled
 * with rulings that exist and concern that card (or are general rules about every card), so a
 * card added or a ruling removed shows up as a gap.
 *
 * The questions:
 * - `targets`: whom it can be played on (or who is affected);
 * - `stoppedBy`: what stops it: a defense card, an obstacle, the print;
 * - `endsTurn`: whether the turn goes on to the exchange afterwards;
 * - `roles`: whether The Thing or an Infected player may play it, receive it or be its target;
 * - `obstacles`: what Barred Doors and Quarantine change;
 * - `prints`: what differs between the Spanish and the first Russian print.
 *
 * Pure data: the answers are ruling ids (their text lives in `locales/<lng>/rules.json`) or the
 * name of a fact the card page shows (`effect`, `timing`).
 */
import { CARD_IDS, type CardId } from './cards';

/** The audit's questions, asked of every card. */
export const AUDIT_QUESTIONS = [
	'targets',
	'stoppedBy',
	'endsTurn',
	'roles',
	'obstacles',
	'prints'
] as const;

/** One of {@link AUDIT_QUESTIONS}. */
export type AuditQuestion = (typeof AUDIT_QUESTIONS)[number];

/** An answer: rulings by id, or a fact shown on the card's own page (its effect, its timing). */
export type AuditAnswer =
	{ readonly rulings: readonly string[] } | { readonly cardPage: 'effect' | 'timing' };

/**
 * Rulings about every card at once, which may answer for a card they do not list: what a card
 * may target, which defense stops what, when the turn ends, roles and cards, what the obstacles
 * block, and what differs between prints.
 */
export const GENERAL_RULINGS: ReadonlySet<string> = new Set([
	'turn-adjacent-only',
	'defense-which-card-stops-what',
	'defense-timing-general',
	'turn-which-cards-end-turn',
	'turn-draw-panic',
	'thing-and-infected-play-any-card',
	'barred-door-basics',
	'quarantine-two-texts',
	'quarantine-not-a-target',
	'exchange-obstacle-blocks',
	'editions-what-differs'
]);

const r = (...rulings: string[]): AuditAnswer => ({ rulings });
const page = (fact: 'effect' | 'timing'): AuditAnswer => ({ cardPage: fact });

/** What every card shares unless it says otherwise. */
const COMMON: Readonly<Record<AuditQuestion, AuditAnswer>> = {
	targets: r('turn-adjacent-only'),
	stoppedBy: r('defense-which-card-stops-what'),
	endsTurn: r('turn-which-cards-end-turn'),
	roles: r('thing-and-infected-play-any-card'),
	obstacles: r('barred-door-basics', 'quarantine-two-texts'),
	prints: r('editions-what-differs')
};

const SPECIFIC: Readonly<Record<CardId, Partial<Record<AuditQuestion, AuditAnswer>>>> = {
	'the-thing': {
		targets: page('timing'),
		stoppedBy: r('thing-never-leaves-hand'),
		endsTurn: page('timing'),
		roles: r('thing-never-leaves-hand', 'thing-knows-roles'),
		obstacles: r('exchange-obstacle-blocks')
	},
	infected: {
		targets: r('infection-who-passes-to-whom'),
		stoppedBy: r('scary-basics'),
		endsTurn: page('timing'),
		roles: r('exchange-what-you-may-offer', 'infection-who-passes-to-whom', 'infection-keep-last'),
		obstacles: r('exchange-obstacle-blocks'),
		prints: r('setup-infected-11-corner', 'infection-missed')
	},
	flamethrower: {
		targets: r('flamethrower-basics'),
		stoppedBy: r('no-barbecue-basics'),
		endsTurn: r('elimination-turn-goes-on'),
		roles: r('thing-and-flamethrower', 'elimination-infected-burns-thing'),
		obstacles: r('flamethrower-basics', 'flamethrower-quarantine'),
		prints: r('flamethrower-quarantine')
	},
	analysis: {
		targets: r('analysis-basics'),
		obstacles: r('analysis-basics', 'quarantine-two-texts')
	},
	axe: { targets: r('axe-basics'), obstacles: r('axe-basics', 'obstacles-removal') },
	suspicious: { targets: r('suspicious-basics') },
	whisky: { targets: r('whisky-basics'), obstacles: r('whisky-basics') },
	resolute: {
		targets: r('resolute-basics'),
		endsTurn: r('turn-one-card-per-turn'),
		obstacles: page('effect')
	},
	'watch-your-back': {
		targets: r('watch-your-back-basics'),
		obstacles: r('watch-your-back-basics', 'exchange-obstacle-blocks')
	},
	'change-places': {
		targets: r('change-places-basics'),
		stoppedBy: r('im-comfortable-basics'),
		endsTurn: r('change-places-basics', 'seat-swap-hand-and-exchange'),
		obstacles: r('change-places-basics', 'quarantine-not-a-target')
	},
	'you-better-run': {
		targets: r('you-better-run-basics'),
		stoppedBy: r('im-comfortable-basics'),
		endsTurn: r('you-better-run-basics', 'seat-swap-hand-and-exchange'),
		obstacles: r('you-better-run-basics', 'barred-door-what-ignores-it', 'quarantine-not-a-target')
	},
	seduction: {
		targets: r('seduction-basics'),
		stoppedBy: r('defense-card-caused-exchanges'),
		endsTurn: r('seduction-basics', 'turn-which-cards-end-turn'),
		roles: r('exchange-card-effects'),
		obstacles: r('quarantine-not-a-target', 'barred-door-basics')
	},
	scary: {
		targets: r('scary-basics', 'defense-not-on-own-exchange'),
		endsTurn: r('exchange-after-refusal'),
		roles: r('scary-basics'),
		obstacles: r('exchange-obstacle-blocks')
	},
	'im-comfortable': {
		targets: r('im-comfortable-basics'),
		endsTurn: r('im-comfortable-rest-of-turn'),
		obstacles: r('im-comfortable-basics')
	},
	'no-thanks': {
		targets: r('no-thanks-basics', 'defense-not-on-own-exchange'),
		endsTurn: r('exchange-after-refusal'),
		obstacles: r('exchange-obstacle-blocks')
	},
	missed: {
		targets: r('missed-basics'),
		endsTurn: r('missed-basics'),
		roles: r('infection-missed'),
		obstacles: r('missed-basics'),
		prints: r('infection-missed', 'editions-upgrade-sheet')
	},
	'no-barbecue': {
		targets: r('no-barbecue-basics'),
		stoppedBy: r('defense-is-optional'),
		endsTurn: r('no-barbecue-basics'),
		obstacles: r('flamethrower-basics')
	},
	quarantine: {
		targets: r('quarantine-on-yourself'),
		stoppedBy: r('obstacles-removal', 'defense-which-card-stops-what'),
		endsTurn: r('quarantine-duration', 'turn-which-cards-end-turn'),
		obstacles: r(
			'quarantine-two-texts',
			'quarantine-exchange',
			'quarantine-not-a-target',
			'quarantine-moves-with-player'
		),
		prints: r('quarantine-two-texts', 'editions-upgrade-sheet')
	},
	'barred-door': {
		targets: r('barred-door-basics'),
		stoppedBy: r('obstacles-removal', 'defense-which-card-stops-what'),
		obstacles: r(
			'barred-door-stays-with-seat',
			'barred-door-what-ignores-it',
			'barred-door-eliminated-neighbour'
		)
	},
	'rotten-ropes': {
		targets: r('rotten-ropes-basics'),
		endsTurn: r('rotten-ropes-basics', 'turn-draw-panic'),
		obstacles: r('rotten-ropes-basics', 'obstacles-removal')
	},
	'one-two': {
		targets: r('one-two-basics'),
		stoppedBy: r('one-two-basics', 'im-comfortable-basics'),
		endsTurn: r('turn-draw-panic'),
		obstacles: r('one-two-basics', 'barred-door-what-ignores-it'),
		prints: r('one-two-basics')
	},
	'three-four': {
		targets: r('three-four-basics'),
		endsTurn: r('three-four-basics', 'turn-draw-panic'),
		obstacles: r('three-four-basics', 'obstacles-removal')
	},
	'is-this-the-party': {
		targets: r('is-this-the-party-basics'),
		stoppedBy: r('im-comfortable-basics'),
		endsTurn: r('turn-draw-panic', 'seat-swap-hand-and-exchange'),
		obstacles: r('is-this-the-party-basics', 'obstacles-removal')
	},
	'get-out-of-here': {
		targets: r('get-out-of-here-basics'),
		stoppedBy: r('get-out-of-here-basics', 'im-comfortable-basics'),
		endsTurn: r('get-out-of-here-basics'),
		obstacles: r('quarantine-not-a-target')
	},
	forgetful: {
		targets: r('forgetful-basics'),
		endsTurn: r('turn-draw-panic'),
		roles: r('forgetful-basics'),
		obstacles: page('effect')
	},
	'round-and-round': {
		targets: r('round-and-round-basics'),
		stoppedBy: r('defense-card-caused-exchanges'),
		endsTurn: r('round-and-round-basics'),
		roles: r('infection-round-and-round'),
		obstacles: r('round-and-round-basics', 'barred-door-what-ignores-it')
	},
	'cant-we-be-friends': {
		targets: r('cant-we-be-friends-basics'),
		stoppedBy: r('defense-card-caused-exchanges'),
		endsTurn: r('cant-we-be-friends-basics'),
		roles: r('exchange-card-effects'),
		obstacles: r('quarantine-not-a-target')
	},
	'blind-date': {
		targets: r('blind-date-basics'),
		endsTurn: r('blind-date-basics'),
		roles: r('blind-date-basics'),
		obstacles: page('effect')
	},
	oops: { targets: r('oops-basics'), endsTurn: r('oops-basics'), obstacles: page('effect') },
	'just-between-us': { targets: r('just-between-us-basics'), endsTurn: r('turn-draw-panic') },
	revelations: {
		targets: r('revelations-basics'),
		endsTurn: r('turn-draw-panic'),
		roles: r('revelations-basics'),
		obstacles: page('effect')
	}
};

/** Every card's answers to every audit question. */
export const COVERAGE: Readonly<Record<CardId, Readonly<Record<AuditQuestion, AuditAnswer>>>> =
	Object.fromEntries(CARD_IDS.map((id) => [id, { ...COMMON, ...SPECIFIC[id] }])) as Record<
		CardId,
		Record<AuditQuestion, AuditAnswer>
	>;
