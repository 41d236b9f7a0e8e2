/**
 * A valibot array schema for untrusted files (an imported game log of either game): the length is
 * checked before any item is read, so a hostile file with millions of items is refused at once.
 */
import * as v from 'valibot';

/** An array of at most `max` items of `item`; fails with "must be an array of at most N items". */
export function bounded<T extends v.GenericSchema>(item: T, max: number) {
	return v.pipe(
		v.custom<unknown[]>(
			(x) => Array.isArray(x) && x.length <= max,
			`must be an array of at most ${max} items`
		),
		v.array(item)
	);
}
