/**
 * Two rolls against each other: the chance the first is strictly higher, of a tie, and of the
 * second being higher. Die Fighting's attack needs the attacker's total strictly above the
 * defender's ("Attack Action": a tie is a miss), so "first higher" is the attacker's chance to hit.
 */
import type { Chance } from './chances';
import type { Distribution } from './distribution';
import { ratio, reduceWith } from './fraction';

export interface OpposedOdds {
  readonly firstHigher: Chance;
  readonly tie: Chance;
  readonly secondHigher: Chance;
}

interface Ops<T> {
  readonly zero: T;
  add(x: T, y: T): T;
  mul(x: T, y: T): T;
}

const bigOps: Ops<bigint> = { zero: 0n, add: (x, y) => x + y, mul: (x, y) => x * y };
/**
 * Doubles with an exponent of their own (m · 2^e), so a product of two tiny chances (1e-200 each)
 * stays a number instead of underflowing to 0.
 */
interface Scaled {
  readonly m: number;
  readonly e: number;
}
const norm = (m: number, e: number): Scaled => {
  if (m === 0) return { m: 0, e: 0 };
  const k = Math.floor(Math.log2(Math.abs(m)));
  return { m: m / 2 ** k, e: e + k };
};
const scaledOps: Ops<Scaled> = {
  zero: { m: 0, e: 0 },
  add(x, y) {
    if (x.m === 0) return y;
    if (y.m === 0) return x;
    const [hi, lo] = x.e >= y.e ? [x, y] : [y, x];
    const d = lo.e - hi.e;
    return d < -64 ? hi : norm(hi.m + lo.m * 2 ** d, hi.e);
  },
  mul: (x, y) => norm(x.m * y.m, x.e + y.e),
};

/** A scaled chance as a Chance: its double, and its base-10 logarithm when the double underflows. */
function scaledChance(x: Scaled): Chance {
  const probability = x.m * 2 ** x.e;
  if (probability !== 0 || x.m === 0) return { probability, fraction: null };
  return { probability, fraction: null, log10: Math.log10(x.m) + x.e * Math.log10(2) };
}

/** Sums of a's weights times b's weights below, equal to and above each of a's values. */
function split<T>(O: Ops<T>, a: ArrayLike<T>, aMin: number, b: ArrayLike<T>, bMin: number) {
  // below[j]: b's weight on indices < j; above[j]: on indices > j (both with sums of non-negatives).
  const below: T[] = [O.zero];
  for (let j = 0; j < b.length; j++) below.push(O.add(below[j]!, b[j]!));
  const above: T[] = [O.zero];
  for (let j = b.length - 1; j > 0; j--) above.push(O.add(above[above.length - 1]!, b[j]!));
  above.reverse(); // above[j]: b's weight on indices > j
  let first = O.zero;
  let tie = O.zero;
  let second = O.zero;
  for (let i = 0; i < a.length; i++) {
    const w = a[i]!;
    const j = aMin + i - bMin; // b's index for the same value
    if (j < 0) second = O.add(second, O.mul(w, below[b.length]!));
    else if (j >= b.length) first = O.add(first, O.mul(w, below[b.length]!));
    else {
      first = O.add(first, O.mul(w, below[j]!));
      tie = O.add(tie, O.mul(w, b[j]!));
      second = O.add(second, O.mul(w, above[j]!));
    }
  }
  return { first, tie, second };
}

export function opposedOdds(a: Distribution, b: Distribution): OpposedOdds {
  if (a.exact && b.exact) {
    const s = split(bigOps, a.exact.counts, a.min, b.exact.counts, b.min);
    const den = a.exact.outcomes * b.exact.outcomes;
    const primes = [...new Set([...a.exact.primes, ...b.exact.primes])];
    const chance = (n: bigint): Chance => ({
      probability: ratio(n, den),
      fraction: reduceWith(n, den, primes),
    });
    return { firstHigher: chance(s.first), tie: chance(s.tie), secondHigher: chance(s.second) };
  }
  const scaled = (x: ArrayLike<number>) => Array.from(x, (p) => norm(p, 0));
  const s = split(scaledOps, scaled(a.chances), a.min, scaled(b.chances), b.min);
  return {
    firstHigher: scaledChance(s.first),
    tie: scaledChance(s.tie),
    secondHigher: scaledChance(s.second),
  };
}
