import { describe, expect, it } from 'vitest';
import { elementAt, elementPath, type TreeNode } from './held-taps';

/** A tree of plain objects shaped like elements: `node(node(), node(node()))`. */
function node(...kids: TreeNode[]): TreeNode {
	const self = { parentElement: null as TreeNode | null, children: kids };
	for (const k of kids) (k as { parentElement: TreeNode | null }).parentElement = self;
	return self;
}

describe('held taps', () => {
	const leaf = node();
	const middle = node(node(), leaf);
	const root = node(node(), middle);

	it('finds the path down to an element and the element at that path', () => {
		expect(elementPath(root, leaf)).toEqual([1, 1]);
		expect(elementAt(root, [1, 1])).toBe(leaf);
		expect(elementPath(root, root)).toEqual([]);
		expect(elementAt(root, [])).toBe(root);
	});

	it('finds the same place in a part drawn afresh with the same shape', () => {
		const again = node(node(), node(node(), node()));
		const path = elementPath(root, leaf)!;
		expect(elementAt(again, path)).toBe(again.children[1]!.children[1]);
	});

	it('says null for an element outside the part or a place the new part lacks', () => {
		expect(elementPath(root, node())).toBeNull();
		expect(elementAt(root, [1, 5])).toBeNull();
		expect(elementAt(node(), [0])).toBeNull();
	});
});
