/**
 * A schema issue (what a game file's validator found wrong) as data a page can word in its own
 * language: the field's path and what was expected there. The validator's own English message is
 * never shown; used by both games' file imports. Reading a valibot issue is `valibot-issue.ts`'s
 * job, so that a page that only words an issue does not load the validator.
 */

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
