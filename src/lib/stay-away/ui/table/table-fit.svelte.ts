/**
 * How the table page fits the screen: the sizes it measures (the window, where the page starts
 * below the header, the status line's and the controls' heights, all in CSS px) and what follows
 * from them. The page binds the measurements (`bind:innerHeight={fit.innerHeight}`, …) and reads
 * `twoColumns` and `circleMax`; no rule of the game is involved.
 */
export class TableFit {
	/** The window's inner size (px). */
	innerHeight = $state(800);
	innerWidth = $state(360);
	/** Where the page's play area starts below the header (px from the top of the document). */
	playTop = $state(56);
	/** The heights of the status line and of the controls (px). */
	statusHeight = $state(60);
	controlsHeight = $state(200);

	/** Two columns (the circle beside the controls): a wide screen, or a phone turned sideways. */
	readonly twoColumns = $derived(
		this.innerWidth >= 900 || (this.innerWidth >= 640 && this.innerWidth > this.innerHeight)
	);

	/**
	 * The circle's greatest height (px): what is left of the screen once the header, the status and
	 * (on one column) the controls have their room, measured in the reader's language, so that End
	 * turn, Card played and Undo are on screen without scrolling. Never less than 220.
	 */
	readonly circleMax = $derived(
		Math.max(
			220,
			this.innerHeight -
				this.playTop -
				this.statusHeight -
				(this.twoColumns ? 0 : this.controlsHeight) -
				16
		)
	);

	/** Measure where `play` starts (call again when the header may have changed height). */
	measure(play: HTMLElement): void {
		this.playTop = Math.round(play.getBoundingClientRect().top + scrollY);
	}
}
