/**
 * Exact outcome counts for keep/drop (`4d6kh3`, `2d20kl1`, also `4d6kh3>=4`), without listing
 * the m^n rolls. Rank the values so the kept dice are the k best (for keep-lowest, lower is
 * better). Condition on v, the rank of the k-th best die, and r < k, how many dice rank above v:
 * - those r dice are uniform over the ranks above v, so what they add is an r-fold convolution;
 * - the other k - r kept dice show exactly v;
 * - the ways to place the rest: choose the r dice (C(n, r)), then at least k - r of the other
 *   n - r show v and the remainder rank below v: B = sum over e >= k - r of C(n-r, e) (v-1)^(n-r-e).
 * Summing those weighted convolutions over (v, r) gives every count; they add up to m^n.
 * Work grows like k^2 m^2 / 2 (see `keepCost`), so the caller picks exact or floating point.
 */
import { pascal, type Arith, type Vec } from './arith';
import { meets, type Compare } from './target';

export interface KeepSpec {
  readonly dice: number;
  /** Values 1..sides, each as likely. */
  readonly sides: number;
  readonly keep: number;
  readonly which: 'highest' | 'lowest';
  /** Count kept dice meeting this instead of adding them up. */
  readonly compare: Compare | null;
}

export interface Counts<T> {
  /** The value of entry 0. */
  readonly min: number;
  readonly counts: Vec<T>;
}

/** What a die of rank `rank` adds: its value, or 1/0 for success/failure. */
function worth(s: KeepSpec, rank: number): number {
  const value = s.which === 'highest' ? rank : s.sides + 1 - rank;
  return s.compare ? (meets(value, s.compare) ? 1 : 0) : value;
}

/** Ways the dice other than the r above rank v can fall, with k - r or more of them on v. */
function restWays<T>(A: Arith<T>, s: KeepSpec, r: number, choose: T[][], below: Vec<T>): T {
  const free = s.dice - r;
  let ways = A.int(0);
  for (let e = s.keep - r; e <= free; e++) ways = A.add(ways, A.mul(choose[free]![e]!, below[free - e]!));
  return ways;
}

export function keepCounts<T>(A: Arith<T>, s: KeepSpec): Counts<T> {
  const { dice: n, sides: m, keep: k } = s;
  const min = s.compare ? 0 : k;
  const out = A.zeros(s.compare ? k + 1 : k * (m - 1) + 1);
  const choose = pascal(A, n);
  // The r dice above v, one more each time round; sums slide between two buffers (the largest
  // needed, for v = 1, serves every v).
  const size = s.compare ? k : (k - 1) * Math.max(0, m - 2) + 1;
  let comp = A.zeros(size);
  let spare = A.zeros(size);
  const below = A.zeros(n + 1);
  const pair = A.zeros(2);
  for (let v = 1; v <= m; v++) {
    const w = m - v;
    // (v - 1)^j: ways for j dice to rank below v.
    below[0] = A.int(1);
    for (let j = 1; j <= n; j++) below[j] = A.mul(below[j - 1]!, A.int(v - 1));
    const step = s.compare ? 0 : s.which === 'highest' ? v + 1 : 1;
    if (s.compare) {
      // Ranks above v: how many are successes.
      let successes = 0;
      for (let rank = v + 1; rank <= m; rank++) successes += worth(s, rank);
      pair[0] = A.int(w - successes);
      pair[1] = A.int(successes);
      comp = A.zeros(1);
    }
    comp[0] = A.int(1);
    let len = 1;
    let compMin = 0;
    const atV = worth(s, v);
    for (let r = 0; r < k; r++) {
      if (r > 0) {
        if (w === 0) break;
        if (s.compare) {
          comp = A.convolve(comp, pair);
          len = comp.length;
        } else {
          len = A.slideInto(comp, len, w, spare);
          [comp, spare] = [spare, comp];
        }
        compMin += step;
      }
      const weight = A.mul(choose[n]![r]!, restWays(A, s, r, choose, below));
      A.addScaled(out, compMin + (k - r) * atV - min, comp, len, weight);
    }
  }
  return { min, counts: out };
}

/** Roughly how many multiply-adds `keepCounts` does, to choose exact or floating point. */
export function keepCost(s: KeepSpec): number {
  let cost = 0;
  for (let v = 1; v <= s.sides; v++) {
    const w = s.sides - v;
    for (let r = 0; r < s.keep && (r === 0 || w > 0); r++) {
      cost += 2 * (s.compare ? r + 1 : r * Math.max(0, w - 1) + 1) + s.dice - r;
    }
  }
  return cost;
}
