/**
 * Typo tolerance shared by both games' searches: whether two folded words are a few edits apart.
 * Pure, no dependencies.
 */

/**
 * Whether two words are at most `max` edits apart (insertions, deletions, substitutions and swaps
 * of two neighbouring letters), with an early exit once every path is over the limit.
 */
export function editDistance(a: string, b: string, max: number): boolean {
	if (Math.abs(a.length - b.length) > max) return false;
	let prev2: number[] = [];
	let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
	for (let i = 1; i <= a.length; i++) {
		const row = [i];
		let rowMin = i;
		for (let j = 1; j <= b.length; j++) {
			const cost = a[i - 1] === b[j - 1] ? 0 : 1;
			let d = Math.min(
				(prev[j] as number) + 1,
				(row[j - 1] as number) + 1,
				(prev[j - 1] as number) + cost
			);
			if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
				d = Math.min(d, (prev2[j - 2] as number) + 1);
			row.push(d);
			rowMin = Math.min(rowMin, d);
		}
		if (rowMin > max) return false;
		prev2 = prev;
		prev = row;
	}
	return (prev[b.length] as number) <= max;
}
