/**
 * Matches (`5d6m`): the distribution of the most dice showing one value, exactly. N(w), the rolls
 * of n dice with F faces where no face shows more than w times, is a short dynamic programme over
 * the faces: a face taking j of the k places filled so far multiplies by C(k, j). The chance of
 * "widest exactly w" is N(w) - N(w - 1), out of F^n.
 */
import { exactArith, pascal, type Arith, type Vec } from './arith';
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

/**
 * The widest match of `n` dice that each show value i with weight `w[i]` (rerolled, clamped or
 * Fudge dice: dieWeights.ts), out of total^n (exact) or as chances (doubles, weights summing to 1).
 * The same programme as above, each value taking j places also multiplying by its weight^j.
 */
export function weightedMatchCounts<T>(A: Arith<T>, n: number, w: Vec<T>): Counts<T> {
  const choose = pascal(A, n);
  const counts = A.zeros(n);
  let below = A.int(0);
  for (let width = 1; width <= n; width++) {
    let dp = A.zeros(n + 1);
    dp[0] = A.int(1);
    for (let v = 0; v < w.length; v++) {
      const x = w[v]!;
      const next = A.zeros(n + 1);
      for (let k = 0; k <= n; k++) {
        let xj = A.int(1);
        for (let j = 0; j <= width && k + j <= n; j++) {
          next[k + j] = A.add(next[k + j]!, A.mul(A.mul(choose[k + j]![j]!, xj), dp[k]!));
          xj = A.mul(xj, x);
        }
      }
      dp = next;
    }
    counts[width - 1] = A.add(dp[n]!, A.mul(below, A.int(-1)));
    below = dp[n]!;
  }
  return { min: 1, counts };
}

/** Multiply-adds `matchCounts` does. */
export const matchCost = (n: number, faces: number): number => (faces * n * n * n) / 2;
