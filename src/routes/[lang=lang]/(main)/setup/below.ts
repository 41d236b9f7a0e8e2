/**
 * The setup page's parts below its first screen, in one chunk (see `parts.ts`): they come near the
 * screen together, and a setup that differs from the prerendered one draws them all at once.
 */
export { default as DealingChecklist } from './DealingChecklist.svelte';
export { default as DeckChart } from './DeckChart.svelte';
export { default as CardsInPlayTable } from './CardsInPlayTable.svelte';
export { default as SharePanel } from '$lib/ui/SharePanel.svelte';
