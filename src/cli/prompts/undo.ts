/**
 * Taking back the last decision: a prompt offers it (an entry of its first list) when the battle
 * says it may, and choosing it throws UndoRequested, which `play` catches: it cuts the log back to
 * before that decision and goes on from there (battle/undoTrail.ts). Nothing undone is ever in
 * the log, so `replay --verify` and `--resume` see an ordinary battle.
 */

/** The value of the undo entry: a string no unit, cell or set can be. */
export const UNDO = '\u0000undo';

/** The player chose to take back their last decision. */
export class UndoRequested extends Error {
  /** Told apart by this mark, not by class: a game's prompts may come from another bundle. */
  readonly undoRequested = true;
  constructor() {
    super('the player took back their last decision');
    this.name = 'UndoRequested';
  }
}

export const isUndoRequested = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && (e as { undoRequested?: unknown }).undoRequested === true;

/** The list entry: `↶ undo your last order (1,1 → 3,2)`. */
export const undoName = (what: string): string => `↶ undo your last order (${what})`;
