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
const floatOps: Ops<number> = { zero: 0, add: (x, y) => x + y, mul: (x, y) => x * y };

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
  const s = split(floatOps, a.chances, a.min, b.chances, b.min);
  const chance = (p: number): Chance => ({ probability: p, fraction: null });
  return { firstHigher: chance(s.first), tie: chance(s.tie), secondHigher: chance(s.second) };
}
