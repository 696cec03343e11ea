/**
 * Certain and impossible events come out exactly 1 and 0 (issue 20, "Consistent numbers"): with 11
 * or more dice on ten faces two must match, so "at least one set" is certain; a set wider than
 * the pool is impossible. Nothing short of certain is printed as 100.00%.
 */
import fc from 'fast-check';
import { odds, parsePool, probSet, tailChance, type Pool } from '../../../src/dice/ore';
import { pct } from '../../../src/cli/render/renderOdds';

const pool = (text: string): Pool => {
  const r = parsePool(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

test.each([11, 12, 15, 20, 40])('%dd: a set is certain, exactly 1 everywhere it is reported', (n) => {
  const p = pool(`${n}d`);
  expect(probSet(p, 2, 1)).toBe(1);
  const o = odds(p);
  if (!o.ok) throw new Error(o.error.message);
  expect(o.value.probability).toBe(1);
  expect(o.value.atLeastOneSet).toBe(1);
  expect(o.value.atLeastSets).toBe(1);
  expect(o.value.widest[0]!.probability).toBe(1);
  expect(o.value.heights[0]!.probability).toBe(1);
  expect(pct(o.value.probability)).toBe('100.00%');
});

test.each([1, 5, 10])('%dd: a set is not certain, and is not printed as 100.00%', (n) => {
  const o = odds(pool(`${n}d`));
  if (!o.ok) throw new Error(o.error.message);
  expect(o.value.atLeastOneSet).toBeLessThan(1);
  expect(o.value.probability).toBeLessThan(1);
  expect(pct(o.value.probability)).not.toBe('100.00%');
});

test('a set wider than the pool, or no set from one die, is exactly 0', () => {
  expect(probSet(pool('12d'), 13, 1)).toBe(0);
  expect(probSet(pool('1d'), 2, 1)).toBe(0);
  const o = odds(pool('1d'));
  if (!o.ok) throw new Error(o.error.message);
  expect(o.value.atLeastOneSet).toBe(0);
  expect(pct(0)).toBe('0.00%');
});

test('every chance odds reports is either exactly 1 or printed below 100.00%', () => {
  for (let n = 1; n <= 30; n++) {
    for (const d of [0, 3, 9]) {
      const o = odds(pool(`${n}d`), { difficulty: d });
      if (!o.ok) throw new Error(o.error.message);
      const all = [
        o.value.probability,
        o.value.atLeastOneSet,
        ...o.value.widest.map((x) => x.probability),
        ...o.value.heights.map((x) => x.probability),
      ];
      for (const p of all) {
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(1);
        if (p < 1) expect(pct(p)).not.toBe('100.00%');
        if (p > 0) expect(pct(p)).not.toBe('0.00%');
      }
    }
  }
});

test('pct: only 1 is 100.00%, only 0 is 0.00%', () => {
  fc.assert(
    fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (p) => {
      const s = pct(p);
      expect(s === '100.00%').toBe(p === 1);
      expect(s === '0.00%').toBe(p === 0);
    }),
  );
});

test('tailChance sums the smaller side: a tail with nothing outside it is exactly 1', () => {
  const dist = [0, 0.1, 0.2, 0.3, 0.4];
  expect(tailChance(dist, 1)).toBe(1);
  expect(tailChance(dist, 0)).toBe(1);
  expect(tailChance([0.5, 0.5, 0], 2)).toBe(0);
  expect(tailChance(dist, 4)).toBeCloseTo(0.4, 15);
});
