/** Exact distributions: known figures, brute force over every roll, comparisons, saves, limits. */
import {
  atLeast,
  distributionOf,
  expected,
  exactly,
  formatFraction,
  opposedOdds,
  parseDice,
  saveDistribution,
  type DiceExpression,
  type Distribution,
} from '../../src/dice';
import { brute, type Tally } from './bruteDice';

const parse = (text: string): DiceExpression => {
  const r = parseDice(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const dist = (text: string, mode: 'auto' | 'exact' | 'float' = 'auto'): Distribution => {
  const r = distributionOf(parse(text), mode);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const fractions = (d: Distribution): string[] => exactly(d).map((c) => formatFraction(c.fraction!));

/** Same chances as the tally, compared as fractions by cross-multiplying. */
function expectMatches(d: Distribution, t: Tally): void {
  const x = d.exact!;
  expect(x).not.toBeNull();
  const values = [...t.counts.keys()];
  expect(d.min).toBe(Math.min(...values));
  expect(d.min + x.counts.length - 1).toBe(Math.max(...values));
  x.counts.forEach((c, i) => {
    expect(c * t.total).toBe((t.counts.get(d.min + i) ?? 0n) * x.outcomes);
  });
}

describe('known figures', () => {
  test('2d6: 7 comes up one time in six; 2 and 12 one in 36', () => {
    expect(fractions(dist('2d6'))).toEqual([
      '1/36',
      '1/18',
      '1/12',
      '1/9',
      '5/36',
      '1/6',
      '5/36',
      '1/9',
      '1/12',
      '1/18',
      '1/36',
    ]);
  });

  test('3d6 counts 1, 3, 6, 10, 15, 21, 25, 27, 27, ... out of 216', () => {
    expect(dist('3d6').exact!.counts.slice(0, 9)).toEqual([1n, 3n, 6n, 10n, 15n, 21n, 25n, 27n, 27n]);
    expect(dist('3d6').exact!.outcomes).toBe(216n);
  });

  test('4d6 keep the highest 3 averages 15869/1296 (about 12.24)', () => {
    expect(formatFraction(expected(dist('4d6kh3')).fraction!)).toBe('15869/1296');
  });

  test('advantage and disadvantage on a d20: means 13.825 and 7.175', () => {
    expect(formatFraction(expected(dist('2d20kh1')).fraction!)).toBe('553/40');
    expect(formatFraction(expected(dist('2d20kl1')).fraction!)).toBe('287/40');
  });

  test('at least: 2d6+1 makes 8 or more 7 times in 12', () => {
    const d = dist('2d6+1');
    expect(formatFraction(atLeast(d)[8 - d.min]!.fraction!)).toBe('7/12');
    expect(formatFraction(atLeast(d)[0]!.fraction!)).toBe('1');
  });

  test('5d6>=4: successes are binomial(5, 1/2); the mean is 5/2', () => {
    expect(fractions(dist('5d6>=4'))).toEqual(['1/32', '5/32', '5/16', '5/16', '5/32', '1/32']);
    expect(formatFraction(expected(dist('5d6>=4')).fraction!)).toBe('5/2');
  });

  test('d% is uniform over 1-100', () => {
    const d = dist('d%');
    expect(d.min).toBe(1);
    expect(new Set(fractions(d))).toEqual(new Set(['1/100']));
  });
});

describe('every roll, counted one by one', () => {
  test.each([
    '2d6+1',
    '3d4-1d6',
    'D3',
    '2d3+1',
    '1d6-1d6',
    '4d6kh3',
    '4d6dl1',
    '4d6kl2',
    '4d6dh1',
    '3d8kh2-2',
    '5d6>=4',
    '3d6>4',
    '4d6<=2',
    '4d6<3',
    '4d6=6',
    '4d6kh3>=4',
    '4d6kl2<3',
    '3d8kh2=8',
    '3d3kh2>=2',
    '2d6+1d4kh1+3',
    '5d3>=2',
    '3d6dl1-2',
    '2d6>=7',
    '2d6>=0',
    '1d20-1d20kh1',
    '2d%',
  ])('%s', (text) => {
    expectMatches(dist(text), brute(parse(text)));
  });
});

test('floating point agrees with the exact counts', () => {
  for (const text of ['20d6', '10d6kh4+2d8', '12d10>=7', '8d20kl3-1d4', '30d3', '15d12dh5']) {
    const x = dist(text, 'exact');
    const f = dist(text, 'float');
    expect(f.exact).toBeNull();
    expect(f.min).toBe(x.min);
    x.chances.forEach((p, i) => expect(Math.abs(f.chances[i]! - p)).toBeLessThanOrEqual(p * 1e-9));
  }
});

test('100d6 is exact and its tails are 6^-100, not rounding noise', () => {
  const d = dist('100d6');
  expect(d.exact).not.toBeNull();
  expect(d.exact!.counts[0]).toBe(1n);
  expect(d.exact!.outcomes).toBe(6n ** 100n);
  expect(d.chances[0]).toBeCloseTo(6 ** -100, 90);
  // Floating point keeps the tails too (the window only runs up the rising half).
  const f = dist('100d6', 'float');
  expect(f.chances[0]! / 6 ** -100).toBeCloseTo(1, 9);
  expect(f.chances[f.chances.length - 1]! / 6 ** -100).toBeCloseTo(1, 9);
});

describe('limits', () => {
  test('large queries switch to floating point', () => {
    const d = dist('100d100');
    expect(d.exact).toBeNull();
    expect(d.chances.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
  });

  test('more than 100 dice, where the work is small: 1000d6, 1000d6>=4, 200d6 against exact', () => {
    const d = distributionOf(parse('1000d6'));
    if (!d.ok) throw new Error(d.error.message);
    expect(d.value.exact).toBeNull();
    expect(d.value.chances.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    expect(expected(d.value).value).toBeCloseTo(3500, 6);
    const c = distributionOf(parse('1000d6>=4'));
    if (!c.ok) throw new Error(c.error.message);
    expect(expected(c.value).value).toBeCloseTo(500, 6);
    const f = distributionOf(parse('200d6'), 'float');
    const x = distributionOf(parse('200d6'), 'exact');
    if (!f.ok || !x.ok) throw new Error('200d6');
    x.value.chances.forEach((p, i) =>
      expect(Math.abs(f.value.chances[i]! - p)).toBeLessThanOrEqual(1e-12 + p * 1e-9),
    );
  });

  test('a keep/drop too large to work out in time is refused, not left to run', () => {
    expect(distributionOf(parse('100d100kh50'))).toMatchObject({
      ok: false,
      error: { code: 'odds.too-costly' },
    });
  });
});

describe('two rolls against each other', () => {
  /** P(first > second), P(tie) from the two brute-force tallies. */
  function bruteOpposed(a: string, b: string) {
    const ta = brute(parse(a));
    const tb = brute(parse(b));
    let first = 0n;
    let tie = 0n;
    let second = 0n;
    for (const [va, ca] of ta.counts) {
      for (const [vb, cb] of tb.counts) {
        if (va > vb) first += ca * cb;
        else if (va === vb) tie += ca * cb;
        else second += ca * cb;
      }
    }
    return { first, tie, second, total: ta.total * tb.total };
  }

  test.each([
    ['2d6', '2d6'],
    ['2d6+2', '2d6+1'],
    ['1d8', '2d4'],
    ['3d6kh2', '2d6-1'],
    ['1d20', '1d20+5'],
  ])('%s vs %s', (a, b) => {
    const o = opposedOdds(dist(a), dist(b));
    const want = bruteOpposed(a, b);
    for (const [got, count] of [
      [o.firstHigher, want.first],
      [o.tie, want.tie],
      [o.secondHigher, want.second],
    ] as const) {
      expect(got.fraction!.num * want.total).toBe(count * got.fraction!.den);
    }
  });

  test('2d6 against 2d6: a tie 73 times in 648, each side higher 575 in 1296', () => {
    const o = opposedOdds(dist('2d6'), dist('2d6'));
    expect(formatFraction(o.tie.fraction!)).toBe('73/648');
    expect(formatFraction(o.firstHigher.fraction!)).toBe('575/1296');
    expect(formatFraction(o.secondHigher.fraction!)).toBe('575/1296');
  });

  test('floating point when either side is', () => {
    const o = opposedOdds(dist('100d100'), dist('2d6'));
    expect(o.firstHigher.fraction).toBeNull();
    expect(o.firstHigher.probability + o.tie.probability + o.secondHigher.probability).toBeCloseTo(1, 9);
  });
});

describe('saves', () => {
  const save = (damage: number, value: number, more: { mod?: number; auto?: number } = {}) => {
    const r = saveDistribution({ damage, target: { op: '>=', value }, ...more });
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };

  test('4 damage, 5+ saves: each damage stays with chance 2/3', () => {
    expect(fractions(save(4, 5))).toEqual(['1/81', '8/81', '8/27', '32/81', '16/81']);
    expect(formatFraction(expected(save(4, 5)).fraction!)).toBe('8/3');
  });

  test('a -1 to the save roll makes 5+ a 6+', () => {
    expect(fractions(save(2, 5, { mod: -1 }))).toEqual(fractions(save(2, 6)));
  });

  test('automatic saves come off before rolling', () => {
    expect(fractions(save(5, 4, { auto: 1 }))).toEqual(fractions(save(4, 4)));
    expect(fractions(save(1, 4, { auto: 3 }))).toEqual(['1']);
  });

  test('bad specs are Problems', () => {
    expect(saveDistribution({ damage: -1, target: { op: '>=', value: 5 } })).toMatchObject({
      ok: false,
      error: { code: 'save.bad' },
    });
    expect(saveDistribution({ damage: 1001, target: { op: '>=', value: 5 } })).toMatchObject({
      ok: false,
      error: { code: 'odds.too-many-dice' },
    });
  });
});
