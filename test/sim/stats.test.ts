/** Streaming statistics: Welford against two-pass, Chan's merge, bins, and the Wilson interval. */
import fc from 'fast-check';
import {
  addToBins,
  addValue,
  binRows,
  emptyBins,
  emptyMoments,
  mergeBins,
  mergeMoments,
  rateDifference,
  summarizeMoments,
  wilson,
} from '../../src/sim';

function twoPass(xs: number[]) {
  const n = xs.length;
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  const sd = n > 1 ? Math.sqrt(xs.reduce((a, x) => a + (x - mean) ** 2, 0) / (n - 1)) : 0;
  return { n, mean, sd, min: Math.min(...xs), max: Math.max(...xs) };
}

describe('Welford moments', () => {
  it('match a two-pass mean and sample standard deviation', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 200 }), (xs) => {
        const m = emptyMoments();
        for (const x of xs) addValue(m, x);
        const got = summarizeMoments(m);
        const want = twoPass(xs);
        expect(got.n).toBe(want.n);
        expect(got.mean).toBeCloseTo(want.mean, 8);
        expect(got.sd).toBeCloseTo(want.sd, 6);
        expect([got.min, got.max]).toEqual([want.min, want.max]);
      }),
    );
  });

  it('merge (Chan) like one pass over both halves, in any split', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 0, maxLength: 100 }),
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 0, maxLength: 100 }),
        (a, b) => {
          const whole = emptyMoments();
          for (const x of [...a, ...b]) addValue(whole, x);
          const left = emptyMoments();
          for (const x of a) addValue(left, x);
          const right = emptyMoments();
          for (const x of b) addValue(right, x);
          mergeMoments(left, right);
          const w = summarizeMoments(whole);
          const m = summarizeMoments(left);
          expect(m.n).toBe(w.n);
          expect(m.mean).toBeCloseTo(w.mean, 8);
          expect(m.sd).toBeCloseTo(w.sd, 6);
          expect([m.min, m.max]).toEqual([w.min, w.max]);
        },
      ),
    );
  });

  it('summarise nothing as zeros, and one value with no spread', () => {
    expect(summarizeMoments(emptyMoments())).toEqual({ n: 0, mean: 0, sd: 0, min: 0, max: 0 });
    const m = emptyMoments();
    addValue(m, 7);
    expect(summarizeMoments(m)).toEqual({ n: 1, mean: 7, sd: 0, min: 7, max: 7 });
  });
});

describe('bins', () => {
  it('one bin per value for short ranges, equal wider bins for long ones, trimmed rows', () => {
    const b = emptyBins(1, 12, 12);
    expect(b.counts).toHaveLength(12);
    for (const x of [3, 3, 5, 12]) addToBins(b, x);
    expect(binRows(b)).toEqual([
      { from: 3, to: 3, count: 2 },
      { from: 4, to: 4, count: 0 },
      { from: 5, to: 5, count: 1 },
      ...[6, 7, 8, 9, 10, 11].map((x) => ({ from: x, to: x, count: 0 })),
      { from: 12, to: 12, count: 1 },
    ]);
    const wide = emptyBins(0, 1000, 10);
    expect(wide.width).toBe(101);
    addToBins(wide, 1000);
    addToBins(wide, -5); // clamped into the first bin
    expect(wide.counts[0]).toBe(1);
    expect(wide.counts[wide.counts.length - 1]).toBe(1);
  });

  it('merge by adding counts; no value is lost', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 50 })),
        fc.array(fc.integer({ min: 0, max: 50 })),
        (a, b) => {
          const x = emptyBins(0, 50, 7);
          const y = emptyBins(0, 50, 7);
          a.forEach((v) => addToBins(x, v));
          b.forEach((v) => addToBins(y, v));
          mergeBins(x, y);
          expect(x.counts.reduce((s, c) => s + c, 0)).toBe(a.length + b.length);
        },
      ),
    );
  });
});

describe('Wilson 95% interval', () => {
  it('matches published values', () => {
    const [lo, hi] = wilson(5, 10);
    expect(lo).toBeCloseTo(0.2366, 4);
    expect(hi).toBeCloseTo(0.7634, 4);
    const [lo0, hi0] = wilson(0, 10);
    expect(lo0).toBe(0);
    expect(hi0).toBeCloseTo(0.2775, 4);
    const [lo1, hi1] = wilson(10, 10);
    expect(lo1).toBeCloseTo(0.7225, 4);
    expect(hi1).toBe(1);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });

  it('always holds the observed rate, inside [0, 1], narrowing as n grows', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (n, f) => {
          const k = Math.round(f * n);
          const [lo, hi] = wilson(k, n);
          expect(lo).toBeGreaterThanOrEqual(0);
          expect(hi).toBeLessThanOrEqual(1);
          expect(lo).toBeLessThanOrEqual(k / n + 1e-12);
          expect(hi).toBeGreaterThanOrEqual(k / n - 1e-12);
          const [lo4, hi4] = wilson(4 * k, 4 * n);
          expect(hi4 - lo4).toBeLessThan(hi - lo + 1e-12);
        },
      ),
    );
  });
});

describe('rateDifference (Newcombe, method 10)', () => {
  it("works out a difference's interval from the two Wilson intervals", () => {
    // Newcombe (1998), Table II, example (a): 56/70 against 48/80.
    const a = { rate: 56 / 70, ci95: wilson(56, 70) };
    const b = { rate: 48 / 80, ci95: wilson(48, 80) };
    const d = rateDifference(a, b);
    expect(d.difference).toBeCloseTo(0.2, 10);
    expect(d.ci95[0]).toBeCloseTo(0.0524, 4);
    expect(d.ci95[1]).toBeCloseTo(0.3339, 4);
  });

  it('property: the interval holds the difference and lies within -1 to 1', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 500 }),
        fc.nat(),
        fc.nat(),
        (n, m, x, y) => {
          const k = x % (n + 1);
          const j = y % (m + 1);
          const d = rateDifference({ rate: k / n, ci95: wilson(k, n) }, { rate: j / m, ci95: wilson(j, m) });
          expect(d.ci95[0]).toBeLessThanOrEqual(d.difference + 1e-12);
          expect(d.ci95[1]).toBeGreaterThanOrEqual(d.difference - 1e-12);
          expect(d.ci95[0]).toBeGreaterThanOrEqual(-1 - 1e-12);
          expect(d.ci95[1]).toBeLessThanOrEqual(1 + 1e-12);
        },
      ),
    );
  });
});
