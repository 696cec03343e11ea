/**
 * Reads a roll: which dice match (sets) and which don't (waste). This is on the battle hot path,
 * so it counts faces into one reused 11-slot array instead of sorting or grouping.
 */
import type { DiceSet } from './types';

export interface ReadSets {
  /** In timing order: wider first, then higher. */
  readonly sets: DiceSet[];
  /** Faces that matched nothing, ascending. */
  readonly waste: number[];
}

// Scratch counts indexed by face (slot 0 unused). Reset before returning, so calls don't leak.
const counts = new Int32Array(11);

/**
 * Faces must be integers 1..10 (validate input with `parseFaces` first). `start`/`end` read a
 * slice in place, so a batch of rolls needs no copying.
 */
export function readSets(faces: readonly number[], start = 0, end = faces.length): ReadSets {
  for (let i = start; i < end; i++) {
    const f = faces[i]!;
    counts[f] = counts[f]! + 1;
  }
  const sets: DiceSet[] = [];
  const waste: number[] = [];
  for (let h = 10; h >= 1; h--) {
    const c = counts[h]!;
    if (c < 2) continue;
    // Higher sets come first, so shifting past only the narrower ones gives "wider first, then
    // higher" without a general sort.
    const set = { width: c, height: h };
    let at = sets.length;
    sets.push(set);
    while (at > 0 && sets[at - 1]!.width < c) {
      sets[at] = sets[at - 1]!;
      at--;
    }
    sets[at] = set;
  }
  for (let h = 1; h <= 10; h++) {
    if (counts[h] === 1) waste.push(h);
    counts[h] = 0;
  }
  return { sets, waste };
}
