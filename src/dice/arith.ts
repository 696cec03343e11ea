/**
 * The few vector operations exact distributions need, twice: over BigInt outcome counts (exact,
 * for rolls small enough) and over doubles (fast; the same counts as floating point). The hot loops
 * are written out for each type because a generic loop over both runs several times slower.
 *
 * Accuracy of the doubles: every operation adds or multiplies non-negative numbers, except the
 * sliding window, which subtracts what leaves the window. It only runs up the rising half of a
 * symmetric, unimodal distribution (sums of uniform dice are), where the window only grows, so
 * errors stay relative to the values themselves; the other half is the mirror image.
 */
import { ratio } from './fraction';

export interface Arith<T> {
  readonly exact: boolean;
  zeros(n: number): Vec<T>;
  int(n: number): T;
  add(a: T, b: T): T;
  mul(a: T, b: T): T;
  /** n choose k (O(k): use `pascal` for many). */
  choose(n: number, k: number): T;
  /** base^exp for small whole numbers. */
  pow(base: number, exp: number): T;
  /**
   * Writes src[0, len) convolved with `w` ones into dst, which must have room; src must be
   * symmetric (so is the result). Returns the new length.
   */
  slideInto(src: Vec<T>, len: number, w: number, dst: Vec<T>): number;
  convolve(a: Vec<T>, b: Vec<T>): Vec<T>;
  /** acc[at + i] += factor * x[i] for i < len. */
  addScaled(acc: Vec<T>, at: number, x: Vec<T>, len: number, factor: T): void;
  /** The entries as chances: each divided by `total`. */
  chances(x: Vec<T>, total: T): Float64Array;
}

export interface Vec<T> {
  readonly length: number;
  [i: number]: T;
}

export const floatArith: Arith<number> = {
  exact: false,
  zeros: (n) => new Float64Array(n),
  int: (n) => n,
  add: (a, b) => a + b,
  mul: (a, b) => a * b,
  choose(n, k) {
    if (k < 0 || k > n) return 0;
    let c = 1;
    for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
    return c;
  },
  pow: (b, e) => b ** e,
  slideInto(src, len, w, dst) {
    const last = len + w - 2;
    let sum = 0;
    for (let t = 0; t <= last >> 1; t++) {
      if (t < len) sum += src[t]!;
      if (t >= w) sum -= src[t - w]!;
      dst[t] = sum;
      dst[last - t] = sum;
    }
    return last + 1;
  },
  convolve(a, b) {
    const out = new Float64Array(a.length + b.length - 1);
    for (let i = 0; i < a.length; i++) {
      const ai = a[i]!;
      if (ai === 0) continue;
      for (let j = 0; j < b.length; j++) out[i + j] = out[i + j]! + ai * b[j]!;
    }
    return out;
  },
  addScaled(acc, at, x, len, factor) {
    if (factor === 0) return;
    for (let i = 0; i < len; i++) acc[at + i] = acc[at + i]! + factor * x[i]!;
  },
  chances(x, total) {
    const out = new Float64Array(x.length);
    for (let i = 0; i < x.length; i++) out[i] = x[i]! / total;
    return out;
  },
};

export const exactArith: Arith<bigint> = {
  exact: true,
  zeros: (n) => new Array<bigint>(n).fill(0n),
  int: (n) => BigInt(n),
  add: (a, b) => a + b,
  mul: (a, b) => a * b,
  choose(n, k) {
    if (k < 0 || k > n) return 0n;
    let c = 1n;
    for (let i = 1; i <= k; i++) c = (c * BigInt(n - k + i)) / BigInt(i);
    return c;
  },
  pow: (b, e) => BigInt(b) ** BigInt(e),
  slideInto(src, len, w, dst) {
    const last = len + w - 2;
    let sum = 0n;
    for (let t = 0; t <= last >> 1; t++) {
      if (t < len) sum += src[t]!;
      if (t >= w) sum -= src[t - w]!;
      dst[t] = sum;
      dst[last - t] = sum;
    }
    return last + 1;
  },
  convolve(a, b) {
    const out = new Array<bigint>(a.length + b.length - 1).fill(0n);
    for (let i = 0; i < a.length; i++) {
      const ai = a[i]!;
      if (ai === 0n) continue;
      for (let j = 0; j < b.length; j++) out[i + j] = out[i + j]! + ai * b[j]!;
    }
    return out;
  },
  addScaled(acc, at, x, len, factor) {
    if (factor === 0n) return;
    for (let i = 0; i < len; i++) acc[at + i] = acc[at + i]! + factor * x[i]!;
  },
  chances(x, total) {
    const out = new Float64Array(x.length);
    for (let i = 0; i < x.length; i++) out[i] = ratio(x[i]!, total);
    return out;
  },
};

/**
 * slideInto for chances: each sum divided by w as it is written, so doubles carry chances rather
 * than counts (w^n overflows past a few hundred dice) at no extra pass.
 */
function slideChancesInto(src: Float64Array, len: number, w: number, dst: Float64Array): number {
  const last = len + w - 2;
  const inv = 1 / w;
  let sum = 0;
  for (let t = 0; t <= last >> 1; t++) {
    if (t < len) sum += src[t]!;
    if (t >= w) sum -= src[t - w]!;
    dst[t] = sum * inv;
    dst[last - t] = sum * inv;
  }
  return last + 1;
}

/**
 * x convolved `times` times with `w` ones (x symmetric), using two buffers in turn. In floating
 * point the result is in chances (divided by w^times), in BigInts in counts.
 */
export function slide<T>(A: Arith<T>, x: Vec<T>, w: number, times: number): Vec<T> {
  const size = x.length + times * (w - 1);
  let src = A.zeros(size);
  let dst = A.zeros(size);
  for (let i = 0; i < x.length; i++) src[i] = x[i]!;
  let len = x.length;
  for (let step = 0; step < times; step++) {
    len = A.exact
      ? A.slideInto(src, len, w, dst)
      : slideChancesInto(src as unknown as Float64Array, len, w, dst as unknown as Float64Array);
    [src, dst] = [dst, src];
  }
  return src;
}

/** Pascal's triangle: row i holds i choose 0..i. */
export function pascal<T>(A: Arith<T>, n: number): T[][] {
  const rows: T[][] = [[A.int(1)]];
  for (let i = 1; i <= n; i++) {
    const prev = rows[i - 1]!;
    const row = [A.int(1)];
    for (let j = 1; j < i; j++) row.push(A.add(prev[j - 1]!, prev[j]!));
    row.push(A.int(1));
    rows.push(row);
  }
  return rows;
}
