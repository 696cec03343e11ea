/** Exact odds, checked against enumerating every roll (to 1e-12), and fast enough for the table. */
import { odds, parsePool, probSet, setCountDistribution, type Pool } from '../../../src/dice/ore';
import { brute } from './oddsBrute';

const pool = (text: string): Pool => {
  const r = parsePool(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const EPS = 1e-12;

const cases: [string, number][] = [
  ['1d', 0],
  ['2d', 0],
  ['3d', 0],
  ['4d', 0],
  ['5d', 0],
  ['5d', 4],
  ['6d', 7],
  ['3d+ED7', 0],
  ['4d+ED2', 5],
  ['5d+ED10', 0],
  ['0d+ED4', 0],
  ['0d+MD', 0],
  ['1d+MD', 0],
  ['3d+MD', 0],
  ['4d+MD', 6],
  ['5d+MD', 0],
];

describe.each(cases)('%s at difficulty %d matches brute force', (text, difficulty) => {
  const p = pool(text);
  const b = brute(p, difficulty);

  test('P(a set of width >= W and height >= H), every W and H', () => {
    for (let w = 2; w <= p.dice + 2; w++) {
      for (let h = 1; h <= 10; h++) {
        expect(Math.abs(probSet(p, w, h, difficulty) - b.atLeast(w, h))).toBeLessThan(EPS);
      }
    }
  });

  test('the distribution of the number of sets', () => {
    const dist = setCountDistribution(p, difficulty);
    for (let k = 0; k < 12; k++) expect(Math.abs((dist[k] ?? 0) - (b.setCount[k] ?? 0))).toBeLessThan(EPS);
  });

  test('the summary agrees with its parts', () => {
    const r = odds(p, { width: 3, height: 5, difficulty, sets: 2 });
    if (!r.ok) throw new Error(r.error.message);
    const o = r.value;
    expect(Math.abs(o.probability - b.atLeast(3, 5))).toBeLessThan(EPS);
    expect(Math.abs(o.atLeastOneSet - b.atLeast(2, 1))).toBeLessThan(EPS);
    const expected = b.setCount.reduce((e, q, k) => e + k * q, 0);
    expect(Math.abs(o.expectedSets - expected)).toBeLessThan(EPS);
    expect(Math.abs(o.atLeastSets - b.setCount.slice(2).reduce((a, c) => a + c, 0))).toBeLessThan(EPS);
    for (const { width, probability } of o.widest)
      expect(Math.abs(probability - b.atLeast(width, 1))).toBeLessThan(EPS);
    for (const { height, probability } of o.heights)
      expect(Math.abs(probability - b.atLeast(2, height))).toBeLessThan(EPS);
  });
});

describe('closed forms', () => {
  test('2d: a pair one time in ten', () => {
    expect(probSet(pool('2d'))).toBeCloseTo(0.1, 15);
  });

  test('11d always has a set; a Master Die with a die always does', () => {
    expect(probSet(pool('11d'))).toBeCloseTo(1, 12);
    expect(probSet(pool('1d+MD'))).toBeCloseTo(1, 12);
  });

  test('6d has no set with probability 10·9·8·7·6·5 / 10^6', () => {
    expect(1 - probSet(pool('6d'))).toBeCloseTo((10 * 9 * 8 * 7 * 6 * 5) / 1e6, 15);
  });

  test('probabilities over the set count sum to 1 even for large pools', () => {
    for (const text of ['15d', '15d+MD', '40d+ED3', '100d']) {
      const sum = setCountDistribution(pool(text), 3).reduce((a, b) => a + b, 0);
      expect(Math.abs(sum - 1)).toBeLessThan(1e-9);
    }
  });
});

describe('bad questions are problems', () => {
  test.each([
    [{ width: 1 }, 'odds.bad-width'],
    [{ height: 11 }, 'odds.bad-height'],
    [{ difficulty: -1 }, 'roll.difficulty-range'],
    [{ sets: 0 }, 'odds.bad-sets'],
  ])('%j', (query, code) => {
    expect(odds(pool('5d'), query)).toMatchObject({ ok: false, error: { code } });
  });

  test('pools past the odds limit', () => {
    expect(odds(pool('101d'), {})).toMatchObject({ ok: false, error: { code: 'odds.too-large' } });
  });
});

// How fast these answer is measured in `npm run bench` (odds), never timed in a test.
describe('the whole range odds accept', () => {
  test('the largest pool odds accept answers', () => {
    expect(odds(pool('100d+MD'), { difficulty: 3 }).ok).toBe(true);
  });

  test('every pool up to 15 dice, with and without special dice, answers', () => {
    for (let n = 0; n <= 15; n++) {
      for (const p of [
        { dice: n, expert: null, master: false },
        { dice: n, expert: 7, master: false },
        { dice: n, expert: null, master: true },
      ]) {
        expect(odds(p, { width: 3, height: 6, difficulty: 4, sets: 2 }).ok).toBe(true);
      }
    }
  });
});
