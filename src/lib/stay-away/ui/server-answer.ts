/**
 * The answer of a ruling as the server renders it into a topic or card page, so that the page
 * answers with its scripts off (every ruling's answer, readings and sources are in the built HTML,
 * inside the closed question). `RulingEntry` asks for it while the pages are prerendered; in the
 * browser there is none, and the answer is loaded when its question is opened.
 *
 * The answer's component is handed over by `src/hooks.server.ts` ({@link provideServerAnswer}),
 * which runs only while the pages are prerendered, so no page's first load carries it.
 */
import type { Component } from 'svelte';
import type { Ruling } from '../rulings';

/** What `RulingAnswer.svelte` takes (see there). */
export interface AnswerProps {
	ruling: Ruling;
	showCards?: boolean;
	digest?: boolean;
}

let serverAnswer: Component<AnswerProps> | undefined;

/** Give the server the answer's component (`RulingAnswer.svelte`); called once, on the server. */
export function provideServerAnswer(component: Component<AnswerProps>): void {
	serverAnswer = component;
}

/** The answer's component on the server, or `undefined` (in the browser, or not provided). */
export function serverAnswerComponent(): Component<AnswerProps> | undefined {
	return serverAnswer;
}
