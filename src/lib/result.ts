/**
 * The one result shape for everything that can be refused or fail: the engine, storage and the
 * stores. A user's mistake or an unavailable resource is a value, never a thrown error; throwing is
 * kept for programming errors.
 *
 * ```ts
 * const r = parseSomething(input);
 * if (!r.ok) return show(r.error);
 * use(r.value);
 * ```
 */

/** Success with a value. */
export interface Ok<T> {
	readonly ok: true;
	readonly value: T;
}

/** Failure with a typed error (usually a tagged union with a `code` or `kind`). */
export interface Err<E> {
	readonly ok: false;
	readonly error: E;
}

/** `{ ok: true, value } | { ok: false, error }`. */
export type Result<T, E> = Ok<T> | Err<E>;

/** Wrap a value as a success. */
export function ok<T>(value: T): Ok<T> {
	return { ok: true, value };
}

/** Wrap an error as a failure. */
export function err<E>(error: E): Err<E> {
	return { ok: false, error };
}
