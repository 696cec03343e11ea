/**
 * In-process throughput target for `npm run bench`: roll and read pools of ordinary dice with the
 * seeded RNG, exactly as `diemen roll` does, and fold the results into a checksum so no work can
 * be optimised away.
 */
import { rollDice, seedRng, type RngState } from '../../core/rng';
import { readSets } from './readSets';

export interface RollReader {
  /** Rolls and reads one pool; returns the number of sets (plus a checksum contribution). */
  readonly next: () => number;
  readonly checksum: () => number;
}

// Dice are drawn from the RNG a batch of pools at a time; the stream is the same as rolling each
// pool on its own, only the per-call set-up is shared.
const BATCH = 64;

export function rollReader(seed: string, dice = 15): RollReader {
  let rng: RngState = seedRng(seed);
  let batch: number[] = [];
  let at = 0;
  let sum = 0;
  return {
    next: () => {
      if (at >= batch.length) {
        const r = rollDice(rng, dice * BATCH);
        rng = r.rng;
        batch = r.faces;
        at = 0;
      }
      const { sets, waste } = readSets(batch, at, at + dice);
      at += dice;
      const first = sets[0];
      sum = (sum + sets.length * 131 + waste.length + (first ? first.width * 11 + first.height : 0)) | 0;
      return sets.length;
    },
    checksum: () => sum,
  };
}
