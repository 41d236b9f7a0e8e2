/** Where Stay Away!'s dealing checklist keeps its ticks (`checklist-ticks.ts`). */
export const DEALING_TICKS_KEY = 'stay-away:checklist';
