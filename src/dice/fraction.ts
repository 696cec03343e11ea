/** Exact chances as reduced fractions of BigInts, and their nearest floating-point value. */

export interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

/** Reduces num/den when den's prime factors are known (a roll's outcomes are a product of sides). */
export function reduceWith(num: bigint, den: bigint, primes: readonly bigint[]): Fraction {
  if (num === 0n) return { num: 0n, den: 1n };
  for (const p of primes) {
    while (num % p === 0n && den % p === 0n) {
      num /= p;
      den /= p;
    }
  }
  return { num, den };
}

/** Prime factors of a number up to a million or so (die sides), as BigInts. */
export function primeFactors(n: number): bigint[] {
  const out: bigint[] = [];
  for (let p = 2; p * p <= n; p++) {
    if (n % p === 0) {
      out.push(BigInt(p));
      while (n % p === 0) n /= p;
    }
  }
  if (n > 1) out.push(BigInt(n));
  return out;
}

const bits = (n: bigint): number => (n === 0n ? 0 : n.toString(16).length * 4);
/** Below this, Number() of a BigInt stays finite. */
const SAFE = 1n << 1000n;

/** num/den as a double to about 16 digits, however large the numbers (no Number(den) overflow). */
export function ratio(num: bigint, den: bigint): number {
  if (num === 0n) return 0;
  if (den < SAFE && num < SAFE) return Number(num) / Number(den);
  // Scale so the quotient keeps 64 bits, then scale the double back in two steps (no overflow).
  const k = Math.max(0, bits(den) - bits(num) + 64);
  const q = Number((num << BigInt(k)) / den);
  const half = Math.floor(k / 2);
  return q * 2 ** -half * 2 ** -(k - half);
}

/** `1/36`; `0` and `1` plainly. */
export const formatFraction = (f: Fraction): string =>
  f.num === 0n ? '0' : f.den === 1n ? String(f.num) : `${f.num}/${f.den}`;
