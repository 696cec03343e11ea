/**
 * Brute force for the odds tests: every roll of n ten-sided dice, read with the real readSets.
 * A roll's sets depend on how many dice show each face, not on their order, so each multiset of
 * faces is read once and counted as many times as there are orders of it (n! / the product of the
 * faces' counts!): the same whole-number tallies as reading all 10^n rolls one by one (6d: 5,005
 * readings instead of 1,000,000; the file took 14 s in CI, nearly all of it here).
 */
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
  const counting = (sets: DiceSet[]) => sets.filter((s) => s.height >= difficulty);
  const read = (faces: number[], orders: number) => {
    const options: DiceSet[][] = [];
    if (pool.master) for (let f = 1; f <= 10; f++) options.push(counting(readSets([...faces, f]).sets));
    else options.push(counting(readSets(pool.expert === null ? faces : [...faces, pool.expert]).sets));
    // widest[h]: the widest counting set of height >= h that any option offers.
    const widest = new Array<number>(11).fill(0);
    for (const sets of options)
      for (const s of sets) for (let h = 1; h <= s.height; h++) widest[h] = Math.max(widest[h]!, s.width);
    for (let h = 1; h <= 10; h++) for (let w = 2; w <= widest[h]!; w++) hit[w * 11 + h]! += orders;
    setCount[Math.max(...options.map((s) => s.length))]! += orders;
  };
  forEachMultiset(n, read);
  return {
    atLeast: (w, h) => hit[w * 11 + h]! / total,
    setCount: setCount.map((c) => c / total),
  };
}

/** Every multiset of n faces 1-10 (in ascending order), with the number of rolls that show it. */
function forEachMultiset(n: number, visit: (faces: number[], orders: number) => void): void {
  const faces: number[] = [];
  const walk = (from: number, orders: number, run: number): void => {
    if (faces.length === n) return visit(faces, orders);
    for (let f = from; f <= 10; f++) {
      // Orders so far times the choices of where this die goes among those of its face.
      const same = f === faces[faces.length - 1] ? run + 1 : 1;
      faces.push(f);
      walk(f, (orders * faces.length) / same, same);
      faces.pop();
    }
  };
  walk(1, 1, 0);
}
