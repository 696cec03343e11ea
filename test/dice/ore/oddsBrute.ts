/** Brute force for the odds tests: every one of the 10^n rolls, read with the real readSets. */
import { readSets, type DiceSet, type Pool } from '../../../src/dice/ore';

export interface Brute {
  /** P(some counting set with width >= w, height >= h), indexed [w][h]. */
  readonly atLeast: (w: number, h: number) => number;
  readonly setCount: number[];
}

/**
 * For a Master Die, `atLeast` lets it take whichever face serves each question best, and the set
 * count uses the face that makes the most sets, as the odds module promises.
 */
export function brute(pool: Pool, difficulty = 0): Brute {
  const n = pool.dice;
  const total = 10 ** n;
  const hit = new Float64Array(16 * 11);
  const setCount = new Array<number>(12).fill(0);
  const faces = new Array<number>(n).fill(1);
  const counting = (sets: DiceSet[]) => sets.filter((s) => s.height >= difficulty);
  for (let i = 0; i < total; i++) {
    let x = i;
    for (let j = 0; j < n; j++) {
      faces[j] = (x % 10) + 1;
      x = Math.floor(x / 10);
    }
    const options: DiceSet[][] = [];
    if (pool.master) for (let f = 1; f <= 10; f++) options.push(counting(readSets([...faces, f]).sets));
    else options.push(counting(readSets(pool.expert === null ? faces : [...faces, pool.expert]).sets));
    // widest[h]: the widest counting set of height >= h that any option offers.
    const widest = new Array<number>(11).fill(0);
    for (const sets of options)
      for (const s of sets) for (let h = 1; h <= s.height; h++) widest[h] = Math.max(widest[h]!, s.width);
    for (let h = 1; h <= 10; h++) for (let w = 2; w <= widest[h]!; w++) hit[w * 11 + h]!++;
    setCount[Math.max(...options.map((s) => s.length))]!++;
  }
  return {
    atLeast: (w, h) => hit[w * 11 + h]! / total,
    setCount: setCount.map((c) => c / total),
  };
}
