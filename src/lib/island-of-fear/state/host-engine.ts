/**
 * What a hosted game needs besides the page: the rules, the action log and the storage, in one
 * module the Host's Table loads once the page is drawn (`host-store.svelte.ts`), so its first
 * paint does not wait for the rules and the schema library.
 */
export { logInForce, newLogged, record, redoLogged, undoLogged } from '$lib/action-log';
export {
	HOST_LOG_FORMAT,
	HOST_LOG_VERSION,
	HOST_RULES,
	MAX_ACTIONS
} from '$lib/island-of-fear/host-game';
export { readHostGame, writeHostGame } from '$lib/island-of-fear/storage/games';
