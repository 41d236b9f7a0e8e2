/**
 * A schema issue of valibot (what a game file's validator found wrong) as data a page can word in
 * its own language: the field's path and what was expected there. The validator's own English
 * message is never shown; used by both games' file imports.
 */
import * as v from 'valibot';

/** What was expected of a value, by the kind of value. */
export type ExpectedType = 'number' | 'integer' | 'string' | 'boolean' | 'object' | 'array';

/**
 * What is wrong with one field of a file:
 * - `missing`: the field is required and absent;
 * - `unknown`: the field is not part of the format;
 * - `type`: the value is of another kind than `expected`;
 * - `one-of`: the value is none of `allowed` (the JSON texts of the accepted values);
 * - `min` / `max`: a number below or above `limit`;
 * - `too-long`: a text longer than `limit` characters;
 * - `too-many`: a list with more items than allowed (`limit` when the schema says it);
 * - `other`: any other check (e.g. one name per seat).
 */
export type FieldProblem =
	| { readonly kind: 'missing' }
	| { readonly kind: 'unknown' }
	| { readonly kind: 'type'; readonly expected: ExpectedType }
	| { readonly kind: 'one-of'; readonly allowed: readonly string[] }
	| { readonly kind: 'min' | 'max' | 'too-long'; readonly limit: number }
	| { readonly kind: 'too-many'; readonly limit?: number }
	| { readonly kind: 'other' };

/** A field a file gets wrong: its dotted path (`setup.names.3`, `''` for the whole file) and the problem. */
export interface SchemaIssue {
	readonly path: string;
	readonly problem: FieldProblem;
}

const TYPES: Readonly<Record<string, ExpectedType>> = {
	number: 'number',
	integer: 'integer',
	string: 'string',
	boolean: 'boolean',
	object: 'object',
	strict_object: 'object',
	loose_object: 'object',
	array: 'array'
};

/** The JSON texts a valibot `expected` lists: `("a" | "b")` → `['"a"', '"b"']`. */
function alternatives(expected: string): string[] {
	const inner =
		expected.startsWith('(') && expected.endsWith(')') ? expected.slice(1, -1) : expected;
	return inner
		.split(' | ')
		.map((s) => s.trim())
		.filter(Boolean);
}

/** The number in a valibot requirement (`requirement`, else the digits of `expected`, `<=40`). */
function limitOf(issue: v.BaseIssue<unknown>): number | undefined {
	const req = (issue as { requirement?: unknown }).requirement;
	if (typeof req === 'number' && Number.isFinite(req)) return req;
	const digits = /-?\d+(\.\d+)?/.exec(issue.expected ?? '');
	return digits ? Number(digits[0]) : undefined;
}

/**
 * What a valibot issue says, as a {@link SchemaIssue}: a missing key or an unknown one of a strict
 * object, a value of the wrong kind, none of a literal's, picklist's or variant's values, a number
 * out of range, a text too long, a list too long (the length check of `bounded`). Anything else is
 * `other`. Never throws; the path is `''` when the issue concerns the whole input.
 */
export function schemaIssue(issue: v.BaseIssue<unknown>): SchemaIssue {
	const path = (v.getDotPath(issue) ?? '').toString();
	const at = (problem: FieldProblem): SchemaIssue => ({ path, problem });
	const expected = issue.expected ?? '';
	switch (issue.type) {
		case 'strict_object':
		case 'object':
		case 'loose_object':
			if (expected === 'never') return at({ kind: 'unknown' });
			if (issue.received === 'undefined' && issue.path?.length) return at({ kind: 'missing' });
			return at({ kind: 'type', expected: 'object' });
		case 'literal':
		case 'picklist':
		case 'variant':
			if (issue.received === 'undefined') return at({ kind: 'missing' });
			return at({ kind: 'one-of', allowed: alternatives(expected) });
		case 'min_value':
		case 'max_value':
		case 'max_length': {
			const limit = limitOf(issue);
			if (limit === undefined) return at({ kind: 'other' });
			const kind =
				issue.type === 'min_value' ? 'min' : issue.type === 'max_value' ? 'max' : 'too-long';
			return at({ kind, limit });
		}
		case 'custom':
			// `bounded`: the length is checked before the items.
			if (Array.isArray(issue.input)) {
				const limit = /at most (\d+)/.exec(issue.message);
				return at(limit ? { kind: 'too-many', limit: Number(limit[1]) } : { kind: 'too-many' });
			}
			return at(
				issue.input === undefined ? { kind: 'missing' } : { kind: 'type', expected: 'array' }
			);
		default: {
			const type = TYPES[issue.type];
			if (!type) return at({ kind: 'other' });
			if (issue.input === undefined && issue.kind === 'schema') return at({ kind: 'missing' });
			return at({ kind: 'type', expected: type });
		}
	}
}

/** The i18next key under `ui:fileProblem` and the values a {@link SchemaIssue} is worded with. */
export interface IssueWords {
	readonly key: string;
	readonly values: Readonly<Record<string, string | number>>;
}

/**
 * The key (in the `ui` namespace, `fileProblem.<kind>`) and interpolation values that word an
 * issue: `field` (the path, or `file` when empty), and `expected`, `allowed`, `limit` or `count`
 * as the problem needs. The caller translates with `i18n.t(key, values)`, formatting nothing
 * else; one key per kind of problem, so each language writes its sentence whole.
 */
export function issueWords(issue: SchemaIssue, whole: string): IssueWords {
	const field = issue.path || whole;
	const p = issue.problem;
	const key = (k: string) => `ui:fileProblem.${k}`;
	switch (p.kind) {
		case 'type':
			return { key: key(`type-${p.expected}`), values: { field } };
		case 'one-of':
			return { key: key('one-of'), values: { field, allowed: p.allowed.join(', ') } };
		case 'min':
		case 'max':
		case 'too-long':
			return { key: key(p.kind), values: { field, limit: p.limit, count: p.limit } };
		case 'too-many':
			return p.limit === undefined
				? { key: key('too-many-any'), values: { field } }
				: { key: key('too-many'), values: { field, limit: p.limit, count: p.limit } };
		default:
			return { key: key(p.kind), values: { field } };
	}
}
