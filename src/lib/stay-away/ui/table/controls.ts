/**
 * The controls under the table page's circle, as data: what each shows (`key` under
 * `tablePage.controls`, its icon, its test id), what it does, and when it is off. The page draws
 * them in rows of three and sends every tap through its tap guard; this module decides nothing about
 * the rules (whether an exchange can be refused comes from the referee, through `canRefuse`).
 */
import type { IconName } from '$lib/ui/icons';
import type { SheetMode } from './steps';

/** One control under the circle. */
export interface TableControl {
	/** Its test id (`data-testid`). */
	id: string;
	/** Its label, under `tablePage.controls`. */
	key: string;
	icon: IconName;
	/** What a tap does; `at`: the tap's `timeStamp` (ms, `performance.now()` clock). */
	run: (at: number) => unknown;
	/** True while the control does not apply (drawn disabled). */
	off?: () => boolean;
	className?: string;
	/** A locale key explaining the control (its title). */
	hint?: string;
}

/** What the controls act on: the page's sheet, its log and what the referee says of the turn. */
export interface TableControlHost {
	/** Open a sheet: one of the action sheets, or Edit the table. */
	open(mode: SheetMode | 'edit'): void;
	undo(at: number): unknown;
	redo(at: number): unknown;
	canUndo(): boolean;
	canRedo(): boolean;
	/** Whether the active player's exchange happens this turn (so it can be refused). */
	canRefuse(): boolean;
}

/**
 * The table page's controls: the events that open a sheet (Card played, Panic!, Other event),
 * Exchange refused…, Undo and Redo, and Edit the table. All but Undo and Redo open a sheet.
 */
export function tableControls(host: TableControlHost): {
	events: TableControl[];
	refused: TableControl;
	log: TableControl[];
	edit: TableControl;
} {
	const sheet = (mode: SheetMode | 'edit', id: string, key: string, icon: IconName) =>
		({ id, key, icon, run: () => host.open(mode) }) satisfies TableControl;
	return {
		events: [
			sheet('card', 'card-played', 'cardPlayed', 'card-played'),
			{ ...sheet('panic', 'panic', 'panic', 'panic'), className: 'panic' },
			sheet('other', 'other', 'other', 'other-event')
		],
		refused: {
			...sheet('refused', 'refused', 'refused', 'refused'),
			off: () => !host.canRefuse(),
			hint: 'tablePage.controls.refusedHint'
		},
		log: [
			{
				id: 'undo',
				key: 'undo',
				icon: 'undo',
				run: host.undo,
				off: () => !host.canUndo()
			},
			{
				id: 'redo',
				key: 'redo',
				icon: 'redo',
				run: host.redo,
				off: () => !host.canRedo()
			}
		],
		edit: sheet('edit', 'edit-table', 'edit', 'edit')
	};
}
