import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bounded } from './bounded-array';
import { issueWords, type SchemaIssue } from './schema-issue';
import { schemaIssue } from './valibot-issue';

const Schema = v.strictObject({
	format: v.literal('log'),
	setup: v.strictObject({
		seats: v.pipe(v.number(), v.integer(), v.minValue(4), v.maxValue(12)),
		names: bounded(v.pipe(v.string(), v.maxLength(40)), 3),
		kind: v.picklist(['a', 'b']),
		open: v.boolean()
	})
});
const good = { format: 'log', setup: { seats: 5, names: [], kind: 'a', open: true } };

function first(input: unknown): SchemaIssue {
	const r = v.safeParse(Schema, input);
	if (r.success) throw new Error('expected an issue');
	return schemaIssue(r.issues[0]!);
}
const withSetup = (setup: Record<string, unknown>) => ({
	...good,
	setup: { ...good.setup, ...setup }
});

describe('schemaIssue', () => {
	it('names a missing field', () => {
		expect(first({ format: 'log' })).toEqual({ path: 'setup', problem: { kind: 'missing' } });
		const { open: _, ...rest } = good.setup;
		expect(first({ ...good, setup: rest })).toEqual({
			path: 'setup.open',
			problem: { kind: 'missing' }
		});
	});
	it('names an unknown field', () => {
		expect(first(withSetup({ extra: 1 }))).toEqual({
			path: 'setup.extra',
			problem: { kind: 'unknown' }
		});
	});
	it('says which kind of value was expected', () => {
		expect(first(withSetup({ seats: '5' })).problem).toEqual({ kind: 'type', expected: 'number' });
		expect(first(withSetup({ seats: 5.5 })).problem).toEqual({ kind: 'type', expected: 'integer' });
		expect(first(withSetup({ open: 'yes' })).problem).toEqual({
			kind: 'type',
			expected: 'boolean'
		});
		expect(first(withSetup({ names: 'Ann' })).problem).toEqual({ kind: 'type', expected: 'array' });
		expect(first({ ...good, setup: 3 }).problem).toEqual({ kind: 'type', expected: 'object' });
	});
	it('lists the values allowed', () => {
		expect(first(withSetup({ kind: 'c' }))).toEqual({
			path: 'setup.kind',
			problem: { kind: 'one-of', allowed: ['"a"', '"b"'] }
		});
		expect(first({ ...good, format: 'other' }).problem).toEqual({
			kind: 'one-of',
			allowed: ['"log"']
		});
	});
	it('gives the limits of numbers, texts and lists', () => {
		expect(first(withSetup({ seats: 2 })).problem).toEqual({ kind: 'min', limit: 4 });
		expect(first(withSetup({ seats: 20 })).problem).toEqual({ kind: 'max', limit: 12 });
		expect(first(withSetup({ names: ['x'.repeat(41)] }))).toEqual({
			path: 'setup.names.0',
			problem: { kind: 'too-long', limit: 40 }
		});
		expect(first(withSetup({ names: ['a', 'b', 'c', 'd'] }))).toEqual({
			path: 'setup.names',
			problem: { kind: 'too-many', limit: 3 }
		});
	});
});

describe('issueWords', () => {
	it('gives one key per kind of problem, with the values to word it', () => {
		expect(issueWords({ path: 'setup', problem: { kind: 'missing' } }, 'file')).toEqual({
			key: 'ui:fileProblem.missing',
			values: { field: 'setup' }
		});
		expect(
			issueWords({ path: 'a', problem: { kind: 'type', expected: 'integer' } }, 'file').key
		).toBe('ui:fileProblem.type-integer');
		expect(
			issueWords({ path: 'a', problem: { kind: 'one-of', allowed: ['"x"', '"y"'] } }, 'file')
		).toEqual({ key: 'ui:fileProblem.one-of', values: { field: 'a', allowed: '"x", "y"' } });
		expect(issueWords({ path: 'n', problem: { kind: 'too-long', limit: 40 } }, 'file')).toEqual({
			key: 'ui:fileProblem.too-long',
			values: { field: 'n', limit: 40, count: 40 }
		});
	});
	it('names the whole file when the path is empty', () => {
		expect(
			issueWords({ path: '', problem: { kind: 'type', expected: 'object' } }, 'the file')
		).toEqual({ key: 'ui:fileProblem.type-object', values: { field: 'the file' } });
	});
	it('never carries the validator’s English', () => {
		const r = v.safeParse(Schema, { format: 'log' });
		const words = issueWords(schemaIssue(r.issues![0]!), 'file');
		expect(JSON.stringify(words)).not.toMatch(/Invalid|Expected|received/);
	});
});
