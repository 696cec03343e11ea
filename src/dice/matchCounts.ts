/**
 * Matches (`5d6m`): the distribution of the most dice showing one value, exactly. N(w), the rolls
 * of n dice with F faces where no face shows more than w times, is a short dynamic programme over
 * the faces: a face taking j of the k places filled so far multiplies by C(k, j). The chance of
 * "widest exactly w" is N(w) - N(w - 1), out of F^n.
 */
import { exactArith, pascal, type Arith } from './arith';
import { ratio } from './fraction';
import type { Counts } from './keepDistribution';

/** Rolls of `n` dice with `faces` faces where no face shows more than `w` times. */
function atMostEach(n: number, faces: number, w: number, choose: bigint[][]): bigint {
  let dp: bigint[] = new Array<bigint>(n + 1).fill(0n);
  dp[0] = 1n;
  for (let f = 0; f < faces; f++) {
    const next = new Array<bigint>(n + 1).fill(0n);
    for (let k = 0; k <= n; k++) {
      if (dp[k] === 0n) continue;
      for (let j = 0; j <= w && k + j <= n; j++) next[k + j]! += choose[k + j]![j]! * dp[k]!;
    }
    dp = next;
  }
  return dp[n]!;
}

/** Counts of the widest match, 1..n, out of faces^n (BigInts; converted for doubles). */
export function matchCounts<T>(A: Arith<T>, n: number, faces: number): Counts<T> {
  const choose = pascal(exactArith, n);
  const counts = A.zeros(n);
  let below = 0n;
  const all = BigInt(faces) ** BigInt(n);
  for (let w = 1; w <= n; w++) {
    const upTo = atMostEach(n, faces, w, choose);
    const c = upTo - below;
    counts[w - 1] = A.exact ? (c as T) : (ratio(c, all) as T);
    below = upTo;
  }
  return { min: 1, counts };
}

/** Multiply-adds `matchCounts` does. */
export const matchCost = (n: number, faces: number): number => (faces * n * n * n) / 2;
