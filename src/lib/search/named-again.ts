/**
 * Of several things a question names (cards, entries), the one it names again: "I hold the Axe and
 * a Barred Door: where do I put the Barred Door?" asks about the Barred Door; the Axe is the
 * question's setting. Shared by both games' searches, which count the mentions their own way.
 */

/**
 * The key named more often than any other, when it is named at least twice; `undefined` when none
 * stands out (a tie for most, or nothing named twice). `times`: how often each thing is named.
 */
export function namedAgain<K>(times: ReadonlyMap<K, number>): K | undefined {
	let best: K | undefined;
	let most = 0;
	let tie = false;
	for (const [key, n] of times) {
		if (n > most) [best, most, tie] = [key, n, false];
		else if (n === most) tie = true;
	}
	return most >= 2 && !tie ? best : undefined;
}
