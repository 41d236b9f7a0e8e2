/**
 * The Russian names of items and events, shown beside the reader's own in the other languages:
 * the box is Russian, so a host sorting the cards matches them by these. The rulebook names them
 * in English only, so they are the app's translations (`items.russianName` says so).
 */
import { onMount } from 'svelte';
import { i18n } from '$lib/i18n/i18n.svelte';

/**
 * Call from a component: loads the Russian words once it is mounted (outside Russian) and returns
 * a reader of one name, `''` until they are there or when they cannot be fetched (offline, with
 * Russian never opened on this device).
 */
export function russianNames(): (key: string) => string {
	let ready = $state(false);
	onMount(() => {
		if (i18n.lang === 'ru') return;
		void i18n.alsoIn('ru', ['island']).then((ok) => (ready = ok));
	});
	return (key) => (ready && i18n.lang !== 'ru' ? i18n.t(`island:${key}`, { lng: 'ru' }) : '');
}
