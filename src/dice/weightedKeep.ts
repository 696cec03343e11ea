/**
 * Keep/drop among dice that are not uniform: `4d6r1kh3` (rerolled ones), `4dFkh2`,
 * `3d6min2kh2`, `4d6!!kh3` (compounded: still one value a die). Each die has the same weights over
 * its values (dieWeights.ts); the kept dice are the k best, as keepDistribution.ts counts them for
 * plain dice, with weights in place of "each face once":
 * condition on v, the value of the k-th best die, and r < k, how many dice are strictly better.
 * - the r better dice each fall among the values better than v: an r-fold convolution of those
 *   values' weights;
 * - at least k - r of the other n - r show v (weight p(v) each), the rest are worse than v
 *   (weight `worse` each): sum over e >= k - r of C(n-r, e) p(v)^e worse^(n-r-e);
 * - C(n, r) ways to choose which dice are the better ones.
 * Each roll is counted once: its k-th best value and how many beat it are fixed by the roll.
 * Dice that explode into new dice (`!`, `!p`) change how many dice there are, so they are not here.
 */
import { pascal, type Arith, type Vec } from './arith';
import type { Counts } from './keepDistribution';
import type { Weights } from './dieWeights';

export interface WeightedKeep {
  readonly dice: number;
  readonly keep: number;
  readonly which: 'highest' | 'lowest';
}

/** The weights of the values better than index `i`, as a dense vector starting at value `lo`. */
function better<T>(A: Arith<T>, w: Weights<T>, i: number, which: 'highest' | 'lowest') {
  if (which === 'highest') {
    const out = A.zeros(w.w.length - 1 - i);
    for (let j = i + 1; j < w.w.length; j++) out[j - i - 1] = w.w[j]!;
    return { lo: w.lo + i + 1, w: out };
  }
  const out = A.zeros(i);
  for (let j = 0; j < i; j++) out[j] = w.w[j]!;
  return { lo: w.lo, w: out };
}

/** Weight of one die falling worse than index `i`. */
function worseThan<T>(A: Arith<T>, w: Weights<T>, i: number, which: 'highest' | 'lowest'): T {
  let s = A.int(0);
  const [from, to] = which === 'highest' ? [0, i] : [i + 1, w.w.length];
  for (let j = from; j < to; j++) s = A.add(s, w.w[j]!);
  return s;
}

/** Sum over e >= need of C(free, e) p^e q^(free-e). */
function restWays<T>(A: Arith<T>, choose: T[][], free: number, need: number, p: T, q: T): T {
  const pPow = [A.int(1)];
  const qPow = [A.int(1)];
  for (let j = 1; j <= free; j++) {
    pPow.push(A.mul(pPow[j - 1]!, p));
    qPow.push(A.mul(qPow[j - 1]!, q));
  }
  let ways = A.int(0);
  for (let e = need; e <= free; e++)
    ways = A.add(ways, A.mul(choose[free]![e]!, A.mul(pPow[e]!, qPow[free - e]!)));
  return ways;
}

const sumAll = <T>(A: Arith<T>, x: Vec<T>): T => {
  let s = A.int(0);
  for (let i = 0; i < x.length; i++) s = A.add(s, x[i]!);
  return s;
};

/** The weights of the sum of the kept dice (out of total^n; chains past the depth left out). */
export function weightedKeepCounts<T>(A: Arith<T>, w: Weights<T>, s: WeightedKeep): Counts<T> {
  const { dice: n, keep: k, which } = s;
  const L = w.w.length;
  const min = k * w.lo;
  const out = A.zeros(k * Math.max(0, L - 1) + 1);
  if (k === 0) {
    // Nothing kept: a total of 0, whatever the dice show.
    let all = A.int(1);
    for (let d = 0; d < n; d++) all = A.mul(all, sumAll(A, w.w));
    out[0] = all;
    return { min: 0, counts: out };
  }
  const choose = pascal(A, n);
  for (let i = 0; i < L; i++) {
    const p = w.w[i]!;
    if (p === A.int(0)) continue;
    const v = w.lo + i;
    const up = better(A, w, i, which);
    const worse = worseThan(A, w, i, which);
    let comp: Vec<T> = [A.int(1)];
    let compLo = 0;
    for (let r = 0; r < k && r <= n; r++) {
      if (r > 0) {
        if (up.w.length === 0) break;
        comp = A.convolve(comp, up.w);
        compLo += up.lo;
      }
      const weight = A.mul(choose[n]![r]!, restWays(A, choose, n - r, k - r, p, worse));
      A.addScaled(out, compLo + (k - r) * v - min, comp, comp.length, weight);
    }
  }
  return { min, counts: out };
}

/** Roughly how many multiply-adds `weightedKeepCounts` does over `length` values. */
export function weightedKeepCost(length: number, s: WeightedKeep): number {
  let cost = 0;
  for (let i = 0; i < length; i++) {
    const up = s.which === 'highest' ? length - 1 - i : i;
    for (let r = 0; r < s.keep; r++) cost += r * up * (r * up + 1) + s.dice + up;
  }
  return cost;
}
