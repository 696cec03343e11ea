/**
 * Plain data for the One Roll Engine. A set is some dice showing the same face: its width is how
 * many dice, its height the face (reign-ore-basics.txt, "Reading the Result").
 */
export interface DiceSet {
  readonly width: number;
  readonly height: number;
}

/** Faces of a d10 run 1..10; a physical die showing 0 is read as 10. */
export const MIN_FACE = 1;
export const MAX_FACE = 10;

/** A set needs at least two matching dice; a "1x" is no set at all. */
export const MIN_SET_WIDTH = 2;

/** Formats a set the way the rulebook writes it: `3×7`. */
export function formatSet(set: DiceSet): string {
  return `${set.width}×${set.height}`;
}
