import { BROWSER } from 'esm-env';
import { hydrate, mount, type Component } from 'svelte';

/**
 * Turns for the parts of a page while it first hydrates (see {@link HydrationTurns.turn}). One
 * instance serves the app ({@link hydrationTurn}, {@link whenHydrated}); tests build their own.
 */
export class HydrationTurns {
	/** Whether the first hydration is over: every turn handed out has run. */
	#settled: boolean;
	/** Turns handed out and not yet run. */
	#pending = 0;
	/** The last turn handed out: each next one starts in a task after it. */
	#queue: Promise<unknown> = Promise.resolve();
	/** Callers of {@link whenHydrated} waiting for the first hydration to end. */
	#waiting: (() => void)[] = [];

	/** `hydrating`: whether a first hydration lies ahead (in the browser; not on the server). */
	constructor(hydrating: boolean) {
		this.#settled = !hydrating;
	}

	/** In the next task, end the first hydration if no turn is pending (a turn may ask for more). */
	#settleSoon(): void {
		setTimeout(() => {
			if (this.#settled || this.#pending > 0) return;
			this.#settled = true;
			for (const resolve of this.#waiting.splice(0)) resolve();
		});
	}

	/**
	 * A later turn for part of a page while it first hydrates: resolves `true` in a task of its
	 * own, after every turn asked for before it (a turn asked for by a part in its own turn comes
	 * after those already queued). Returns `true` at once when the first hydration is over.
	 */
	turn = (): true | Promise<true> => {
		if (this.#settled) return true;
		this.#pending++;
		const turn = this.#queue.then(
			() => new Promise<true>((resolve) => setTimeout(() => resolve(true)))
		);
		this.#queue = turn;
		void turn.then(() => {
			this.#pending--;
			this.#settleSoon();
		});
		return turn;
	};

	/**
	 * Keep the first hydration from ending before `work` settles (resolved or rejected): turns
	 * asked for meanwhile still come in tasks of their own. For a page that draws in turns what
	 * it reads as it opens (the table's saved game), however long the reading takes. Does nothing
	 * once the first hydration is over.
	 */
	hold = (work: Promise<unknown>): void => {
		if (this.#settled) return;
		this.#pending++;
		const release = () => {
			this.#pending--;
			this.#settleSoon();
		};
		work.then(release, release);
	};

	/** Resolves once the first hydration is over, every turn included. */
	whenHydrated = (): Promise<void> => {
		if (this.#settled) return Promise.resolve();
		return new Promise((resolve) => {
			this.#waiting.push(resolve);
			if (this.#pending === 0) this.#settleSoon();
		});
	};
}

const app = new HydrationTurns(BROWSER);

/**
 * A later turn for part of a page while it first hydrates: resolves `true` in a task of its own,
 * after every turn asked for before it, so a page's hydration runs as several short tasks rather
 * than one long one (the browser can paint and answer input in between). On a slow phone (4×
 * CPU slowdown) a setup page's longest task went from about 500 ms to under 200 ms, and its total
 * blocking time roughly halved. The part stays on screen from the prerendered HTML meanwhile;
 * only its controls wait a few milliseconds to work.
 *
 * Used by `Later.svelte`, which hydrates its part when the turn comes. On the server and once the
 * first hydration is over (another page opened in the app) it is `true` at once: no delay.
 *
 * Returns `true`, or a promise of `true` while the page first hydrates.
 */
export const hydrationTurn = app.turn;

/**
 * Keep the page's first hydration from ending before `work` settles (see
 * {@link HydrationTurns.hold}): the table holds it while the saved game is read, so the game is
 * still drawn in turns, and `data-ready` means the game is on screen.
 */
export const holdHydration = app.hold;

/**
 * Resolves once the page's first hydration is over, every part of it included: from then on every
 * control works. The app marks itself ready then (`data-ready`, read by tests and the benchmark).
 */
export const whenHydrated = app.whenHydrated;

/** Svelte's server `render` (`svelte/server`), as `Later.svelte` and `LazyPart.svelte` call it. */
export type RenderApart = (
	// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any part's props
	component: Component<any>,
	options: { props: Record<string, unknown>; context: Map<unknown, unknown>; idPrefix: string }
) => { body: string };

let serverRender: RenderApart | undefined;

/**
 * Give `Later.svelte` Svelte's server `render` to render a part of a page apart. Called once by
 * `src/hooks.server.ts` while the pages are prerendered: `svelte/server` is imported there, so
 * none of it (nor what it imports) reaches the browser's bundles.
 */
export function provideServerRender(render: RenderApart): void {
	serverRender = render;
}

/**
 * The server's HTML of a part of a page rendered apart (see {@link provideServerRender}), or
 * `undefined` on a server that was not given `render` (`Later.svelte` then throws, naming
 * {@link provideServerRender}: a part rendered as nothing would be lost silently).
 */
export function renderApart(...args: Parameters<RenderApart>): string | undefined {
	return serverRender?.(...args).body;
}

/**
 * The markup of a part of a page rendered apart (`Later.svelte`, `LazyPart.svelte`), for its
 * wrapper's `{@html}`: on the server, `component`'s HTML inside one element (`{@html}` claims the
 * nodes up to its first empty comment, and the part's own HTML has many: inside an element, they
 * are not at the top); in the browser, a non-empty text: while the page hydrates, a non-empty
 * `{@html}` claims the server's nodes as they are (Svelte does not compare them), and drawn afresh
 * the text is replaced by the part at once. Only Svelte's own escaped output goes there. Throws,
 * naming `who`, on a server that was not given `render` ({@link provideServerRender}).
 */
export function apartMarkup(
	who: string,
	component: Parameters<RenderApart>[0] | undefined,
	options: Parameters<RenderApart>[1]
): string {
	if (BROWSER) return ' ';
	const body = component ? renderApart(component, options) : '';
	if (body === undefined) throw new Error(`${who}: no server render (provideServerRender)`);
	return `<div style="display:contents">${body}</div>`;
}

/**
 * The element holding the server's HTML inside a part's wrapper ({@link apartMarkup}), or `null`
 * when the part was not prerendered (the page opened within the app): the wrapper then starts
 * with the browser's text, not with `{@html}`'s comment.
 */
export function serverHtmlOf(wrapper: HTMLElement): HTMLElement | null {
	return wrapper.firstChild?.nodeType === Node.COMMENT_NODE
		? (wrapper.firstElementChild as HTMLElement | null)
		: null;
}

/**
 * Draw a part over the server's HTML `target` ({@link serverHtmlOf}): hydrate it, or, when
 * `fresh` (the page's state no longer matches what was prerendered), replace it with the part
 * drawn afresh. Returns the part, for `unmount`.
 */
export function drawOver<Props extends Record<string, unknown>>(
	target: HTMLElement,
	component: Component<Props>,
	options: { props: Props; context: Map<unknown, unknown> },
	fresh: boolean
): ReturnType<typeof mount> {
	if (!fresh) return hydrate(component, { target, ...options });
	target.textContent = '';
	return mount(component, { target, ...options });
}

/**
 * Render `component` apart with `props` (none by default) and drop its HTML, for the words it uses:
 * while a page is prerendered, they go into the page's record (`i18n.record()`,
 * src/hooks.server.ts), so a part the browser draws later, and the prerendered page does not show,
 * is drawn without loading i18next (the table's start panel; the setup a shared link asks for).
 * Does nothing where no server `render` was given (the browser).
 */
export function recordWordsOf<Props extends Record<string, unknown>>(
	component: Component<Props>,
	props: Props = {} as Props
): void {
	// Svelte renders when the output is read, so the HTML is read and dropped.
	void serverRender?.(component as unknown as Parameters<RenderApart>[0], {
		props,
		context: new Map(),
		idPrefix: 'words-'
	}).body;
}

/**
 * A part of a page whose code loads when it is needed (`LazyPart.svelte`): its module's loader,
 * `() => import('./DealingChecklist.svelte')`. Each is a constant of its page's `parts.ts`, so
 * the server and the browser call the same function: the browser to load the part's chunk, the
 * server once before any page renders ({@link provideServerParts}).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any part's props
export type PartLoader<Props extends Record<string, any> = any> = () => Promise<{
	default: Component<Props>;
}>;

/** The parts' components, by loader, on the server ({@link provideServerParts}). */
const serverParts = new Map<PartLoader, Component>();

/**
 * Load every part's module once, on the server (`src/hooks.server.ts`, before any page is
 * prerendered), so that a page renders its parts synchronously, as the rest of it. Resolves once
 * all are loaded; rejects if one cannot be (the build then fails, naming it).
 */
export async function provideServerParts(loaders: Iterable<PartLoader>): Promise<void> {
	await Promise.all(
		[...loaders].map(async (load) => serverParts.set(load, (await load()).default as Component))
	);
}

/**
 * A part's component as {@link provideServerParts} loaded it; `undefined` in the browser or for
 * a part the server was not given (`LazyPart.svelte` then throws: a part rendered as nothing
 * would be lost silently).
 */
export function serverPart<Props extends Record<string, unknown>>(
	load: PartLoader<Props>
): Component<Props> | undefined {
	return serverParts.get(load) as Component<Props> | undefined;
}

/** In the browser, the parts of the page not drawn yet: each draws itself when called. */
const waitingParts = new Set<() => Promise<void>>();

/**
 * Register a part not drawn yet (`LazyPart.svelte`); returns the call that takes it off the list.
 * `draw` loads and draws it, resolving once it is drawn (or could not be).
 */
export function waitingPart(draw: () => Promise<void>): () => void {
	waitingParts.add(draw);
	return () => waitingParts.delete(draw);
}

/**
 * Draw every part of the page whose code has not loaded yet, and resolve once all are drawn (or
 * could not be): before printing, so that the paper shows them all (the share panel's Print).
 */
export async function drawWaitingParts(): Promise<void> {
	await Promise.all([...waitingParts].map((draw) => draw()));
}
