import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CARD_IDS, getCard } from './cards';
import { defaultRuleOptions, type RuleOptions } from './options';
import { parseRuleOptions } from './options-schema';
import {
	activeReading,
	appliesTo,
	CONFIDENCES,
	EDITIONS,
	getRuling,
	optionValue,
	RULINGS,
	rulingsForCard,
	rulingsForTopic,
	REFERENCE_CASES,
	sourcesOf,
	TOPIC_SECTION,
	TOPICS,
	type OptionPath,
	type Ruling,
	type Source
} from './rulings';

interface RulingText {
	q?: unknown;
	a?: unknown;
	readings?: Record<string, unknown>;
}
interface RulesLocale {
	topics: Record<string, { title?: unknown; intro?: unknown }>;
	rulings: Record<string, RulingText>;
	confidence: Record<string, unknown>;
	confidenceHelp: Record<string, unknown>;
	editions: Record<string, unknown>;
	sources: {
		kinds: Record<string, unknown>;
		enSections: Record<string, unknown>;
		uaRuSections: Record<string, unknown>;
		parts: Record<string, unknown>;
		cardTypes: Record<string, unknown>;
		prints: Record<string, unknown>;
		publisherAnswers: Record<string, unknown>;
	};
	options: Record<string, Record<string, unknown>>;
}

const locale = JSON.parse(
	readFileSync(new URL('../../../locales/en/rules.json', import.meta.url), 'utf8')
) as RulesLocale;

const nonEmpty = (v: unknown) => typeof v === 'string' && v.trim().length > 0;
const allSources = (r: Ruling): Source[] => [
	...r.sources,
	...(r.readings ?? []).flatMap((x) => x.sources)
];

/** Every dotted path to a scalar in the default options, e.g. `table.nextAfterSwap`. */
function optionPaths(options: RuleOptions): string[] {
	const paths: string[] = [];
	for (const [group, value] of Object.entries(options)) {
		if (group === 'version' || typeof value !== 'object' || value === null) continue;
		for (const key of Object.keys(value)) paths.push(`${group}.${key}`);
	}
	return paths;
}

function withOption(path: OptionPath, value: unknown): RuleOptions {
	const options = defaultRuleOptions();
	const [group, key] = path.split('.') as [keyof RuleOptions, string];
	(options[group] as unknown as Record<string, unknown>)[key] = value;
	return options;
}

describe('ruling records', () => {
	it('has at least 80 rulings with unique kebab-case ids', () => {
		expect(RULINGS.length).toBeGreaterThanOrEqual(80);
		const ids = RULINGS.map((r) => r.id);
		expect(new Set(ids).size).toBe(ids.length);
		for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
	});

	it('gives every one of the 31 cards at least one ruling', () => {
		for (const id of CARD_IDS) expect(rulingsForCard(id).length, id).toBeGreaterThan(0);
	});

	it('gives every topic at least one ruling, and every ruling valid topics and cards', () => {
		for (const topic of TOPICS) expect(rulingsForTopic(topic).length, topic).toBeGreaterThan(0);
		for (const r of RULINGS) {
			expect(r.topics.length + r.cards.length, r.id).toBeGreaterThan(0);
			expect(r.topics.length, r.id).toBeGreaterThan(0);
			for (const t of r.topics) expect(TOPICS, r.id).toContain(t);
			for (const c of r.cards) expect(CARD_IDS, r.id).toContain(c);
			expect(new Set(r.topics).size, r.id).toBe(r.topics.length);
			expect(new Set(r.cards).size, r.id).toBe(r.cards.length);
		}
	});

	it('covers the topics the rules pages need, in order', () => {
		const required = [
			'setup',
			'turn',
			'exchange',
			'infection',
			'the-thing',
			'defense',
			'panic',
			'obstacles',
			'seat-changes',
			'elimination',
			'end-of-game',
			'variants',
			'editions'
		];
		expect(TOPICS.filter((t) => required.includes(t))).toEqual(required);
	});

	it('lists every source its readings cite among its own sources, shown under the answer', () => {
		// A reading that cited a source the ruling's list lacked sent the reader to a source that
		// the answer's "Sources" never named (found by a newcomer's try, 2026-12-08).
		const canonical = (x: unknown): unknown =>
			x !== null && typeof x === 'object'
				? Object.fromEntries(
						Object.entries(x)
							.sort(([a], [b]) => a.localeCompare(b))
							.map(([k, v]) => [k, canonical(v)])
					)
				: x;
		const key = (x: Source) => JSON.stringify(canonical(x));
		for (const r of RULINGS) {
			const listed = new Set(r.sources.map(key));
			for (const reading of r.readings ?? [])
				for (const x of reading.sources)
					expect(listed.has(key(x)), `${r.id}/${reading.key}: ${key(x)}`).toBe(true);
		}
	});

	it('cites at least one well-formed source in every ruling and reading', () => {
		const cases = new Set([
			1, 2, 4, 5, 6, 7, 9, 12, 13, 14, 15, 16, 18, 19, 20, 21, 23, 24, 26, 27, 29, 31, 32, 34, 36,
			37, 38, 40
		]);
		for (const r of RULINGS) {
			expect(r.sources.length, r.id).toBeGreaterThan(0);
			for (const reading of r.readings ?? [])
				expect(reading.sources.length, `${r.id}/${reading.key}`).toBeGreaterThan(0);
			for (const s of allSources(r)) {
				if (s.kind === 'rulebook' && s.edition === 'de-2017') {
					expect(s.page, r.id).toBeGreaterThanOrEqual(1);
					expect(s.page, r.id).toBeLessThanOrEqual(12);
					if (s.toPage !== undefined) expect(s.toPage, r.id).toBeGreaterThan(s.page);
				}
				if (s.kind === 'card' && s.serial !== undefined) {
					expect(
						getCard(s.card).copies.map((c) => c.serial),
						r.id
					).toContain(s.serial);
				}
				if (s.kind === 'reference-case') expect(cases.has(s.case), r.id).toBe(true);
			}
		}
	});

	it('uses valid editions and confidence grades', () => {
		for (const r of RULINGS) {
			expect(CONFIDENCES, r.id).toContain(r.confidence);
			if (r.editions !== 'all') {
				expect(r.editions.length, r.id).toBeGreaterThan(0);
				expect(new Set(r.editions).size, r.id).toBe(r.editions.length);
				for (const e of r.editions) expect(EDITIONS, r.id).toContain(e);
			}
		}
		const q = getRuling('quarantine-two-texts')!;
		expect(appliesTo(q, 'first-print')).toBe(true);
		expect(appliesTo(q, 'en-rulebook')).toBe(false);
		expect(appliesTo(getRuling('exchange-normal')!, 'ua-ru')).toBe(true);
	});

	it('links only to rulings that exist', () => {
		for (const r of RULINGS) {
			for (const id of r.related ?? []) {
				expect(getRuling(id), `${r.id} → ${id}`).toBeDefined();
				expect(id, r.id).not.toBe(r.id);
			}
		}
		expect(getRuling('no-such-ruling')).toBeUndefined();
	});

	it('lists a topic’s own rulings before the ones merely filed under it', () => {
		const list = rulingsForTopic('defense');
		const firstForeign = list.findIndex((r) => r.topics[0] !== 'defense');
		expect(firstForeign).toBeGreaterThan(0);
		expect(list.slice(firstForeign).every((r) => r.topics[0] !== 'defense')).toBe(true);
	});
});

describe('options and readings', () => {
	const paths = optionPaths(defaultRuleOptions());

	it('names only real option paths', () => {
		for (const r of RULINGS) if (r.option) expect(paths, r.id).toContain(r.option);
	});

	it('covers every print option, advanced rule and table choice with a ruling', () => {
		const used = new Set(RULINGS.map((r) => r.option).filter(Boolean));
		for (const path of paths) expect(used.has(path as OptionPath), path).toBe(true);
	});

	it('gives every disputed ruling at least two readings', () => {
		for (const r of RULINGS.filter((x) => x.confidence === 'disputed')) {
			expect(r.readings?.length ?? 0, r.id).toBeGreaterThanOrEqual(2);
		}
	});

	it('uses unique reading keys whose option values are valid options', () => {
		for (const r of RULINGS) {
			const keys = (r.readings ?? []).map((x) => x.key);
			expect(new Set(keys).size, r.id).toBe(keys.length);
			for (const reading of r.readings ?? []) {
				if (reading.value === undefined) continue;
				expect(r.option, `${r.id}/${reading.key} has a value but no option`).toBeDefined();
				const parsed = parseRuleOptions(withOption(r.option!, reading.value));
				expect(parsed.ok, `${r.id}/${reading.key}`).toBe(true);
			}
			if (r.appDefault) expect(keys, r.id).toContain(r.appDefault);
		}
	});

	it('finds exactly one default reading per option, and follows the option when it changes', () => {
		for (const r of RULINGS) {
			const valued = (r.readings ?? []).filter((x) => x.value !== undefined);
			if (!r.option || valued.length === 0) continue;
			const def = optionValue(defaultRuleOptions(), r.option);
			expect(
				valued.filter((x) => x.value === def),
				r.id
			).toHaveLength(1);
			expect(activeReading(r)?.value, r.id).toBe(def);
			for (const reading of valued) {
				expect(activeReading(r, withOption(r.option, reading.value))?.key, r.id).toBe(reading.key);
			}
		}
		expect(activeReading(getRuling('quarantine-duration')!)?.key).toBe('own-turns');
		expect(activeReading(getRuling('infection-stuck-no-legal-card')!)).toBeUndefined();
		expect(activeReading(getRuling('exchange-normal')!)).toBeUndefined();
	});
});

describe('English text in locales/en/rules.json', () => {
	it('has a question and an answer for every ruling, and no text without a ruling', () => {
		for (const r of RULINGS) {
			const text = locale.rulings[r.id];
			expect(text, r.id).toBeDefined();
			expect(nonEmpty(text?.q), `${r.id}.q`).toBe(true);
			expect(nonEmpty(text?.a), `${r.id}.a`).toBe(true);
		}
		for (const id of Object.keys(locale.rulings))
			expect(getRuling(id), `orphan text ${id}`).toBeDefined();
	});

	it('has the wording of every reading, and no reading text without a record', () => {
		for (const r of RULINGS) {
			const text = locale.rulings[r.id]?.readings ?? {};
			const keys = (r.readings ?? []).map((x) => x.key).sort();
			expect(Object.keys(text).sort(), r.id).toEqual(keys);
			for (const k of keys) expect(nonEmpty(text[k]), `${r.id}.readings.${k}`).toBe(true);
		}
	});

	it('says in words which reading the app uses for every ruling that has a default', () => {
		for (const r of RULINGS) {
			const reading = activeReading(r);
			if (!reading) continue;
			const text = String(locale.rulings[r.id]?.readings?.[reading.key]);
			expect(text, `${r.id}.readings.${reading.key}`).toMatch(/app's default|app's table does/);
			expect(String(locale.rulings[r.id]?.a), `${r.id}.a`).toMatch(/app/);
		}
	});

	it('keeps questions and answers plain: no interpolation, answers of sensible length', () => {
		for (const [id, text] of Object.entries(locale.rulings)) {
			for (const s of [text.q, text.a, ...Object.values(text.readings ?? {})]) {
				expect(String(s), id).not.toMatch(/\{\{|\$t\(|<[a-z]/);
			}
			expect(String(text.a).length, id).toBeLessThanOrEqual(600);
			expect(String(text.q), id).toMatch(/\?$/);
		}
	});

	it('has a title and a one-line intro for every topic, and no other topics', () => {
		expect(Object.keys(locale.topics)).toEqual([...TOPICS]);
		for (const t of TOPICS) {
			expect(nonEmpty(locale.topics[t]?.title), t).toBe(true);
			expect(nonEmpty(locale.topics[t]?.intro), t).toBe(true);
			expect(String(locale.topics[t]?.intro), t).not.toMatch(/\n/);
		}
	});

	it('has labels for every confidence grade, edition and option', () => {
		for (const c of CONFIDENCES) {
			expect(nonEmpty(locale.confidence[c]), c).toBe(true);
			expect(nonEmpty(locale.confidenceHelp[c]), c).toBe(true);
		}
		for (const e of ['all', ...EDITIONS]) expect(nonEmpty(locale.editions[e]), e).toBe(true);
		for (const path of optionPaths(defaultRuleOptions())) {
			const [group, key] = path.split('.') as [string, string];
			expect(nonEmpty(locale.options[group]?.[key]), path).toBe(true);
		}
	});

	it('has the words to render every source that is cited', () => {
		const s = locale.sources;
		for (const r of RULINGS) {
			for (const src of allSources(r)) {
				switch (src.kind) {
					case 'rulebook':
						if (src.edition === 'en') {
							expect(nonEmpty(s.kinds[src.part ? 'enPart' : 'en'])).toBe(true);
							expect(nonEmpty(s.enSections[src.section]), src.section).toBe(true);
						} else if (src.edition === 'ua-ru') {
							expect(nonEmpty(s.kinds[src.part ? 'uaRuPart' : 'uaRu'])).toBe(true);
							expect(nonEmpty(s.uaRuSections[src.section]), src.section).toBe(true);
						} else {
							expect(String(s.kinds[src.toPage ? 'deRange' : 'de'])).toContain('{{page}}');
						}
						if ('part' in src && src.part) {
							expect(nonEmpty(s.parts[src.part.kind]), src.part.kind).toBe(true);
							if (src.part.kind === 'card-type')
								expect(nonEmpty(s.cardTypes[src.part.category])).toBe(true);
						}
						break;
					case 'card':
						expect(String(s.kinds[src.serial ? 'cardCopy' : 'card'])).toContain('{{card}}');
						expect(nonEmpty(s.prints[src.print]), src.print).toBe(true);
						break;
					case 'print':
						expect(nonEmpty(s.kinds.print)).toBe(true);
						expect(nonEmpty(s.prints[src.print]), src.print).toBe(true);
						break;
					case 'publisher-answer':
						expect(nonEmpty(s.kinds['publisher-answer'])).toBe(true);
						expect(nonEmpty(s.publisherAnswers[src.answer]), src.answer).toBe(true);
						break;
					default:
						expect(nonEmpty(s.kinds[src.kind]), src.kind).toBe(true);
				}
			}
		}
	});
});

describe('mandatory rulings', () => {
	const cites = (id: string, match: (s: Source) => boolean) =>
		allSources(getRuling(id)!).some(match);
	const dePage = (n: number) => (s: Source) =>
		s.kind === 'rulebook' && s.edition === 'de-2017' && s.page <= n && (s.toPage ?? s.page) >= n;
	const refCase = (n: number) => (s: Source) => s.kind === 'reference-case' && s.case === n;

	it('answers "can I refuse my own exchange" from the publisher answer', () => {
		const r = getRuling('defense-not-on-own-exchange')!;
		expect(r.confidence).toBe('rulebook');
		expect(r.cards).toEqual(expect.arrayContaining(['scary', 'no-thanks', 'missed']));
		expect(
			cites(r.id, (s) => s.kind === 'publisher-answer' && s.answer === 'defense-only-when-offered')
		).toBe(true);
		const text =
			`${String(locale.rulings[r.id]?.q)} ${String(locale.rulings[r.id]?.a)}`.toLowerCase();
		for (const word of ['refuse', 'my own exchange', 'no thanks!', 'scary', 'offer', 'my turn'])
			expect(text).toContain(word);
	});

	it('says drawing Infected! does not infect (German 2017, pp. 6 and 9)', () => {
		expect(cites('infection-drawing-does-not-infect', dePage(6))).toBe(true);
		expect(cites('infection-drawing-does-not-infect', dePage(9))).toBe(true);
		expect(String(locale.rulings['infection-drawing-does-not-infect']?.q)).toMatch(
			/am I infected/i
		);
	});

	it('treats the three-card limit and Superinfection as an edition difference', () => {
		const r = getRuling('infection-limit-or-superinfection')!;
		expect(r.editions).toEqual(['en-rulebook', 'de-2017']);
		expect(r.option).toBe('table.superinfection');
		expect(cites(r.id, dePage(7))).toBe(true);
		expect(
			cites(r.id, (s) => s.kind === 'rulebook' && s.edition === 'en' && s.section === 'look-out')
		).toBe(true);
	});

	it('cites the publisher for 11–12 players and the card prints for the 6-player corner number', () => {
		expect(
			cites(
				'setup-eleven-twelve-players',
				(s) => s.kind === 'publisher-answer' && s.answer === 'all-cards-11-12'
			)
		).toBe(true);
		const r = getRuling('setup-infected-11-corner')!;
		expect(r.option).toBe('print.infected11Corner');
		expect(r.readings?.map((x) => x.value)).toEqual([6, 7]);
	});

	it('ties the disputed table choices to their options and reference cases', () => {
		const expected: [string, OptionPath, number | null][] = [
			['seat-swap-who-plays-next', 'table.nextAfterSwap', 9],
			['barred-door-eliminated-neighbour', 'table.doorNextToEliminated', 29],
			['quarantine-exchange', 'table.quarantineExchange', 23],
			['end-declare-timing', 'table.declareAnyTime', 32],
			['quarantine-two-texts', 'print.quarantine', 23],
			['infection-missed', 'print.missed', 16],
			['one-two-basics', 'print.oneTwoQuarantine', null],
			['variant-vengeance', 'advanced.vengeance', null]
		];
		for (const [id, option, refNo] of expected) {
			expect(getRuling(id)?.option, id).toBe(option);
			if (refNo !== null) expect(cites(id, refCase(refNo)), id).toBe(true);
		}
		expect(cites('seat-swap-who-plays-next', dePage(6))).toBe(true);
		expect(cites('barred-door-stays-with-seat', refCase(27))).toBe(true);
		expect(cites('quarantine-duration', refCase(24))).toBe(true);
		expect(
			cites('thing-and-flamethrower', dePage(7)) && cites('thing-and-flamethrower', dePage(8))
		).toBe(true);
	});

	it('covers both end-of-game special cases and advanced rules 1–6', () => {
		const enPart = (kind: string, n: number) => (s: Source) =>
			s.kind === 'rulebook' &&
			s.edition === 'en' &&
			s.part?.kind === kind &&
			'n' in s.part &&
			s.part.n === n;
		expect(cites('end-special-case-1', enPart('special-case', 1))).toBe(true);
		expect(cites('end-special-case-2', enPart('special-case', 2))).toBe(true);
		for (const n of [1, 2, 3, 4, 5, 6]) {
			expect(
				RULINGS.some((r) => r.sources.some(enPart('rule', n))),
				`advanced rule ${n}`
			).toBe(true);
		}
	});
});

describe('issue 14: answers for the table, sources a player understands', () => {
	it('says why the app assumes a reading wherever no option chooses it', () => {
		for (const r of RULINGS) {
			if (!r.readings || r.option || !r.appDefault) continue;
			expect(
				nonEmpty((locale.rulings[r.id] as RulingText & { why?: unknown }).why),
				`${r.id}.why`
			).toBe(true);
		}
	});

	it('lists every rulings-reference case that is cited, and cites every case it lists', () => {
		const cited = new Set(
			RULINGS.flatMap((r) => sourcesOf(r)).flatMap((s) =>
				s.kind === 'reference-case' ? [s.case] : []
			)
		);
		expect([...cited].sort((a, b) => a - b)).toEqual([...REFERENCE_CASES]);
	});

	it('points every topic to its section of the English rulebook', () => {
		for (const topic of TOPICS)
			expect(nonEmpty(locale.sources.enSections[TOPIC_SECTION[topic]]), topic).toBe(true);
	});
});
