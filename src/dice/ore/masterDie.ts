/**
 * The Master Die (reign-ore-basics.txt, "Game Terms: Master Dice") is set after the ordinary dice
 * are rolled, so it can always join a rolled die. The only choices that matter are the faces that
 * came up: each makes one set a die wider (or pairs a waste die). Any other face is a waste die.
 */
import { readSets } from './readSets';
import { compareTiming } from './timing';
import type { DiceSet } from './types';

export interface MasterDieChoice {
  readonly face: number;
  /** The set the Master Die joins or makes. */
  readonly set: DiceSet;
  /** False when that set is below the difficulty. */
  readonly counts: boolean;
  /** Every set of the roll with the Master Die at this face, in timing order. */
  readonly sets: DiceSet[];
}

/** One choice per face rolled, best first: counting sets before failing ones, then by timing. */
export function masterDieChoices(rolled: readonly number[], difficulty = 0): MasterDieChoice[] {
  const faces = [...new Set(rolled)];
  const choices = faces.map((face) => {
    const width = rolled.reduce((n, f) => n + (f === face ? 1 : 0), 1);
    const set = { width, height: face };
    return { face, set, counts: face >= difficulty, sets: readSets([...rolled, face]).sets };
  });
  return choices.sort((a, b) => Number(b.counts) - Number(a.counts) || compareTiming(a.set, b.set));
}

/**
 * Without a player to ask: the widest set, then the highest, preferring sets that meet the
 * difficulty. With nothing rolled the die has nothing to join; it shows 10.
 */
export function defaultMasterDie(rolled: readonly number[], difficulty = 0): number {
  return masterDieChoices(rolled, difficulty)[0]?.face ?? 10;
}
