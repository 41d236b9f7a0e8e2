/**
 * The setup page's parts below its first screen, loaded when needed (`LazyPart.svelte`, issue 41):
 * a first visit's load is the answer, the player count and the way to the table. One chunk holds
 * them all (`below.ts`).
 */
const below = () => import('./below');

export const dealingChecklist = () => below().then((m) => ({ default: m.DealingChecklist }));
export const deckChart = () => below().then((m) => ({ default: m.DeckChart }));
export const cardsInPlay = () => below().then((m) => ({ default: m.CardsInPlayTable }));
export const sharePanel = () => below().then((m) => ({ default: m.SharePanel }));
