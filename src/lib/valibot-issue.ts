/**
 * A valibot issue read as a {@link SchemaIssue} (`schema-issue.ts`): the validator's findings on an
 * imported game file, as data a page words in its own language. Kept apart from the wording so
 * that the start screens, which only word issues, load no validator.
 */
import * as v from 'valibot';
import type { ExpectedType, FieldProblem, SchemaIssue } from './schema-issue';

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
