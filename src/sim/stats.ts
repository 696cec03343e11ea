/**
 * Streaming statistics with flat memory: Welford's running mean and variance (merged with Chan's
 * formula), fixed-bin histograms of whole numbers, and the Wilson score interval for a rate. All
 * plain data, so worker threads can post them and the merge can run anywhere. Merging in a fixed
 * order gives the same floating-point result however the work was shared out.
 */

/** Count, mean, sum of squared deviations (Welford), and the extremes. */
export interface Moments {
  n: number;
  mean: number;
  m2: number;
  min: number;
  max: number;
}

export const emptyMoments = (): Moments => ({ n: 0, mean: 0, m2: 0, min: Infinity, max: -Infinity });

/** Welford's update: one value in. */
export function addValue(m: Moments, x: number): void {
  m.n += 1;
  const delta = x - m.mean;
  m.mean += delta / m.n;
  m.m2 += delta * (x - m.mean);
  if (x < m.min) m.min = x;
  if (x > m.max) m.max = x;
}

/** Chan et al.'s parallel combination: `b` folded into `a`. */
export function mergeMoments(a: Moments, b: Moments): void {
  if (b.n === 0) return;
  if (a.n === 0) {
    Object.assign(a, b);
    return;
  }
  const n = a.n + b.n;
  const delta = b.mean - a.mean;
  a.mean += (delta * b.n) / n;
  a.m2 += b.m2 + (delta * delta * a.n * b.n) / n;
  a.n = n;
  a.min = Math.min(a.min, b.min);
  a.max = Math.max(a.max, b.max);
}

export interface MomentsSummary {
  readonly n: number;
  readonly mean: number;
  /** Sample standard deviation (n - 1); 0 for fewer than two values. */
  readonly sd: number;
  readonly min: number;
  readonly max: number;
}

export function summarizeMoments(m: Moments): MomentsSummary {
  if (m.n === 0) return { n: 0, mean: 0, sd: 0, min: 0, max: 0 };
  return { n: m.n, mean: m.mean, sd: m.n > 1 ? Math.sqrt(m.m2 / (m.n - 1)) : 0, min: m.min, max: m.max };
}

/** Whole numbers from `lo` to `hi` in equal bins (at most `maxBins`); values outside are clamped. */
export interface Bins {
  readonly lo: number;
  readonly width: number;
  readonly counts: number[];
}

export function emptyBins(lo: number, hi: number, maxBins = 20): Bins {
  const span = Math.max(1, Math.floor(hi) - Math.floor(lo) + 1);
  const width = Math.ceil(span / Math.max(1, maxBins));
  return { lo: Math.floor(lo), width, counts: new Array<number>(Math.ceil(span / width)).fill(0) };
}

export function addToBins(b: Bins, x: number): void {
  const i = Math.min(b.counts.length - 1, Math.max(0, Math.floor((x - b.lo) / b.width)));
  b.counts[i]! += 1;
}

export function mergeBins(a: Bins, b: Bins): void {
  for (let i = 0; i < a.counts.length; i++) a.counts[i]! += b.counts[i] ?? 0;
}

export interface BinRow {
  /** The bin's whole numbers, from and to (equal for one-value bins). */
  readonly from: number;
  readonly to: number;
  readonly count: number;
}

/** The bins as rows, trimmed of empty bins at both ends. */
export function binRows(b: Bins): BinRow[] {
  const rows = b.counts.map((count, i) => ({
    from: b.lo + i * b.width,
    to: b.lo + (i + 1) * b.width - 1,
    count,
  }));
  let first = rows.findIndex((r) => r.count > 0);
  if (first < 0) return [];
  let last = rows.length - 1;
  while (rows[last]!.count === 0) last--;
  if (first > last) first = last;
  return rows.slice(first, last + 1);
}

/** z for a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

/**
 * Wilson score interval for `k` successes in `n` trials: unlike the normal approximation it stays
 * inside [0, 1] and is sensible at 0 and n.
 */
export function wilson(k: number, n: number, z = Z95): [number, number] {
  if (n === 0) return [0, 1];
  const p = k / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return [k === 0 ? 0 : Math.max(0, centre - half), k === n ? 1 : Math.min(1, centre + half)];
}

/**
 * The difference of two independent rates `a - b` with its 95% interval by Newcombe's hybrid score
 * method (his method 10), built from each rate's Wilson interval: better than the plain normal
 * interval for small counts and rates near 0 or 1.
 */
export function rateDifference(
  a: { readonly rate: number; readonly ci95: readonly [number, number] },
  b: { readonly rate: number; readonly ci95: readonly [number, number] },
): { readonly difference: number; readonly ci95: readonly [number, number] } {
  const d = a.rate - b.rate;
  const lower = d - Math.sqrt((a.rate - a.ci95[0]) ** 2 + (b.ci95[1] - b.rate) ** 2);
  const upper = d + Math.sqrt((a.ci95[1] - a.rate) ** 2 + (b.rate - b.ci95[0]) ** 2);
  return { difference: d, ci95: [lower, upper] };
}
