/**
 * Taps on a part of a page that arrive before its code (`LazyPart.svelte`): each is held as the
 * path to the element tapped, and replayed on the same place once the part is drawn.
 */

/** What the paths need of an element: its parent and its element children (a DOM `Element`). */
export interface TreeNode {
	readonly parentElement: TreeNode | null;
	readonly children: ArrayLike<TreeNode>;
}

/**
 * The path from `root` down to `node`: at each step, the index of the next element among its
 * parent's element children (`[]` for `root` itself). `null` when `node` is not inside `root`.
 */
export function elementPath(root: TreeNode, node: TreeNode): number[] | null {
	const path: number[] = [];
	let at: TreeNode | null = node;
	while (at && at !== root) {
		const parent: TreeNode | null = at.parentElement;
		if (!parent) return null;
		path.unshift(Array.prototype.indexOf.call(parent.children, at));
		at = parent;
	}
	return at === root ? path : null;
}

/**
 * The element at `path` under `root` ({@link elementPath}), or `null` where the tree no longer
 * has one (the part was drawn for a state with fewer elements).
 */
export function elementAt<T extends TreeNode>(root: T, path: readonly number[]): T | null {
	let at: TreeNode | undefined = root;
	for (const i of path) {
		at = at?.children[i];
		if (!at) return null;
	}
	return at as T;
}
