/**
 * Odds of unique dice (`u`, `uo`) against a brute force written here: every sequence of faces the
 * dice can roll, re-rolls included, walked one face at a time with its chance, and tallied. The
 * walk is checked against the roller on the same faces, so the rule of which earlier dice count as
 * "already rolled" is the roller's. Nothing of the engine is used but the parser, the roller (for
 * that check) and the function under test.
 */
import fc from 'fast-check';
import { seedRng } from '../../src/core/rng';
import { distributionOf, parseDice, rollExpression, type DiceExpression } from '../../src/dice';

const parse = (text: string): DiceExpression => {
  const r = parseDice(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

interface Spec {
  count: number;
  sides: number;
  once: boolean;
  /** Re-roll only duplicates of at least this (0: every duplicate). */
  at: number;
  /** Count dice of at least this instead of adding (0: add). */
  target: number;
}

const LIMIT = 1000; // rpg-dice-roller's maxIterations, as documented in its source

const notation = (s: Spec): string =>
  `${s.count}d${s.sides}${s.target ? `>=${s.target}` : ''}u${s.once ? 'o' : ''}${s.at ? `>=${s.at}` : ''}`;

const rerolls = (s: Spec, v: number, shown: readonly number[]) => shown.includes(v) && (!s.at || v >= s.at);
const part = (s: Spec, v: number) => (s.target ? (v >= s.target ? 1 : 0) : v);

/** One roll of the dice from faces given in order: what the roller does, written plainly. */
function simulate(s: Spec, faces: number[]): { total: number; used: number } {
  let i = 0;
  const shown: number[] = [];
  let total = 0;
  for (let d = 0; d < s.count; d++) {
    let v = faces[i++]!;
    for (let n = 0; n < (s.once ? 1 : LIMIT) && rerolls(s, v, shown); n++) v = faces[i++]!;
    shown.push(v);
    total += part(s, v);
  }
  return { total, used: i };
}

/** Every way the dice can go, re-rolls followed to `depth` per die; `beyond` what isn't followed. */
function brute(s: Spec, depth: number): { tally: Map<number, number>; beyond: number } {
  const tally = new Map<number, number>();
  let beyond = 0;
  const limit = s.once ? 1 : LIMIT;
  const die = (d: number, shown: number[], total: number, p: number): void => {
    if (d === s.count) {
      tally.set(total, (tally.get(total) ?? 0) + p);
      return;
    }
    const roll = (n: number, q: number): void => {
      for (let v = 1; v <= s.sides; v++) {
        const pv = q / s.sides;
        if (!rerolls(s, v, shown) || n === limit) die(d + 1, [...shown, v], total + part(s, v), pv);
        else if (n === depth) beyond += pv;
        else roll(n + 1, pv);
      }
    };
    roll(0, p);
  };
  die(0, [], 0, 1);
  return { tally, beyond };
}

function compare(s: Spec, depth: number, mode: 'exact' | 'float'): void {
  const d = distributionOf(parse(notation(s)), mode, { depth });
  if (!d.ok) throw new Error(d.error.message);
  const { tally, beyond } = brute(s, depth);
  const got = new Map<number, number>();
  d.value.chances.forEach((c, i) => c > 0 && got.set(d.value.min + i, c));
  const digits = 10; // the brute force adds doubles
  for (const [v, p] of tally) expect(got.get(v) ?? 0).toBeCloseTo(p, digits);
  for (const [v, p] of got) expect(tally.get(v) ?? 0).toBeCloseTo(p, digits);
  if (s.once || depth >= LIMIT) expect(d.value.beyond).toBeUndefined();
  else {
    expect(d.value.beyond?.of).toBe('re-rolls');
    expect(d.value.beyond?.probability ?? 0).toBeCloseTo(beyond, digits);
  }
}

const specs = fc.record({
  count: fc.integer({ min: 1, max: 4 }),
  sides: fc.constantFrom(2, 4, 5), // a d3 is Dice Wars' halved d6 (docs/dice.md)
  once: fc.boolean(),
  at: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5 })),
  target: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5 })),
});

describe('unique dice, the brute force is the roller', () => {
  test('on random faces, the walk and the roller give the same total', () => {
    fc.assert(
      fc.property(
        specs,
        fc.array(fc.integer({ min: 0, max: 1e9 }), { minLength: 20, maxLength: 20 }),
        (s, raw) => {
          // Random faces, then faces in turn: enough for every die to use its whole limit.
          const faces = Array.from({ length: 20 + s.count * (LIMIT + 1) }, (_, i) =>
            i < 20 ? (raw[i]! % s.sides) + 1 : (i % s.sides) + 1,
          );
          const walk = simulate(s, faces);
          const r = rollExpression(parse(notation(s)), seedRng('unused'), faces.slice(0, walk.used));
          if (!r.ok) throw new Error(r.error.message);
          expect(s.target ? r.value.roll.successes : r.value.roll.total).toBe(walk.total);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('unique dice odds against the brute force', () => {
  test.each([
    ['2d4u', { count: 2, sides: 4, once: false, at: 0, target: 0 }, 3],
    ['3d6uo', { count: 3, sides: 6, once: true, at: 0, target: 0 }, 1],
    ['3d4u depth 2', { count: 3, sides: 4, once: false, at: 0, target: 0 }, 2],
  ] as const)('%s', (_, s, depth) => {
    compare(s, depth, 'exact');
    compare(s, depth, 'float');
  });

  test('any small term, exact and floating point, at depths 1 to 3', () => {
    fc.assert(
      fc.property(specs, fc.integer({ min: 1, max: 3 }), fc.boolean(), (s, depth, exact) => {
        compare(s, depth, exact ? 'exact' : 'float');
      }),
      { numRuns: 150 },
    );
  });

  test('more dice than values: a die must repeat, so the whole limit is followed, exactly', () => {
    const d = distributionOf(parse('5d4u'), 'exact');
    if (!d.ok) throw new Error(d.error.message);
    expect(d.value.beyond).toBeUndefined();
    // Four dice end on 1, 2, 3 and 4 (10) but for a chance below 1e-9; the fifth repeats one.
    const from = (v: number) => d.value.chances[v - d.value.min] ?? 0;
    for (const v of [11, 12, 13, 14]) expect(from(v)).toBeCloseTo(0.25, 6);
  });

  test('what is left over is exact: 2d4u followed 1 re-roll leaves 1/16', () => {
    const d = distributionOf(parse('2d4u'), 'exact', { depth: 1 });
    if (!d.ok) throw new Error(d.error.message);
    expect(d.value.beyond).toMatchObject({ depth: 1, of: 're-rolls', fraction: { num: 1n, den: 16n } });
  });

  test('by default u is followed until less than 1e-9 is left; uo is exact', () => {
    const u = distributionOf(parse('4d6u'));
    if (!u.ok) throw new Error(u.error.message);
    expect(u.value.beyond!.probability).toBeGreaterThan(0);
    expect(u.value.beyond!.probability).toBeLessThan(4e-9);
    const uo = distributionOf(parse('4d6uo'));
    expect(uo.ok && uo.value.beyond).toBeUndefined();
  });

  test('refused with the reason: with explosions, with keep/drop, and too much work', () => {
    expect(distributionOf(parse('3d6!u'))).toMatchObject({
      ok: false,
      error: {
        code: 'odds.unsupported',
        message: expect.stringMatching(/unique dice \(u\) that also explode/),
      },
    });
    expect(distributionOf(parse('4d6ukh3'))).toMatchObject({
      ok: false,
      error: { code: 'odds.unsupported', message: expect.stringMatching(/keep or drop with unique dice/) },
    });
    // 30d100u: the sets of earlier values run to billions of states.
    expect(distributionOf(parse('30d100u'))).toMatchObject({ ok: false, error: { code: 'odds.too-costly' } });
  });
});
