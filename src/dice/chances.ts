/** Reading a distribution: the chance of each value, of at least each value, and the mean. */
import type { Distribution } from './distribution';
import { ratio, reduceWith, type Fraction } from './fraction';

export interface Chance {
  readonly probability: number;
  /** Reduced, when the distribution is exact; else null. */
  readonly fraction: Fraction | null;
  /** When `probability` underflowed to 0 but the chance isn't: its base-10 logarithm. */
  readonly log10?: number;
}

const exactChance = (d: Distribution, count: bigint): Chance => {
  const x = d.exact!;
  return { probability: ratio(count, x.outcomes), fraction: reduceWith(count, x.outcomes, x.primes) };
};

/** The chance of exactly `min + i` for each i. */
export function exactly(d: Distribution): Chance[] {
  if (d.exact) return d.exact.counts.map((c) => exactChance(d, c));
  return Array.from(d.chances, (p) => ({ probability: p, fraction: null }));
}

/** The chance of `min + i` or more for each i. */
export function atLeast(d: Distribution): Chance[] {
  const out: Chance[] = [];
  if (d.exact) {
    let sum = 0n;
    for (let i = d.exact.counts.length - 1; i >= 0; i--) {
      sum += d.exact.counts[i]!;
      out.push(exactChance(d, sum));
    }
  } else {
    let sum = 0;
    for (let i = d.chances.length - 1; i >= 0; i--) {
      sum += d.chances[i]!;
      out.push({ probability: Math.min(1, sum), fraction: null });
    }
  }
  return out.reverse();
}

/** The expected value, exact when the distribution is. */
export function expected(d: Distribution): { readonly value: number; readonly fraction: Fraction | null } {
  if (d.exact) {
    let sum = 0n;
    d.exact.counts.forEach((c, i) => (sum += c * BigInt(d.min + i)));
    const neg = sum < 0n;
    const f = reduceWith(neg ? -sum : sum, d.exact.outcomes, d.exact.primes);
    const fraction = neg ? { num: -f.num, den: f.den } : f;
    return { value: (neg ? -1 : 1) * ratio(f.num, f.den), fraction };
  }
  return { value: d.chances.reduce((s, p, i) => s + p * (d.min + i), 0), fraction: null };
}

/** The largest and smallest values with any chance. */
export const range = (d: Distribution): { readonly min: number; readonly max: number } => ({
  min: d.min,
  max: d.min + d.chances.length - 1,
});

/** The chance of `min + i` or less for each i. */
export function atMost(d: Distribution): Chance[] {
  const out: Chance[] = [];
  if (d.exact) {
    let sum = 0n;
    for (const c of d.exact.counts) {
      sum += c;
      out.push(exactChance(d, sum));
    }
  } else {
    let sum = 0;
    for (const p of d.chances) {
      sum += p;
      out.push({ probability: Math.min(1, sum), fraction: null });
    }
  }
  return out;
}

/** The standard deviation (of the values listed: exploding chains past the depth are left out). */
export function standardDeviation(d: Distribution): number {
  const mean = expected(d).value;
  let mass = 0;
  let v = 0;
  d.chances.forEach((p, i) => {
    mass += p;
    v += p * (d.min + i - mean) ** 2;
  });
  return Math.sqrt(v / (mass || 1));
}

/** The smallest value with at least `q` of the chance at or below it, for each q. */
export function quantiles(d: Distribution, qs: readonly number[]): number[] {
  return qs.map((q) => {
    let sum = 0;
    for (let i = 0; i < d.chances.length; i++) {
      sum += d.chances[i]!;
      if (sum >= q - 1e-12) return d.min + i;
    }
    return d.min + d.chances.length - 1;
  });
}

/** The quantiles the odds report shows: 5%, 25%, the median, 75%, 95%. */
export const QUANTILES = [0.05, 0.25, 0.5, 0.75, 0.95] as const;
