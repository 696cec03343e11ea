/**
 * Exact odds of matches (`m`, the most dice showing one value) with the modifiers that leave each
 * die one value: rerolls (`r`, `ro`), `min`/`max`, Fudge dice and D3s. Against a brute force
 * written here: every physical face of every roll a die makes, then every tuple of the dice.
 */
import fc from 'fast-check';
import { distributionOf, parseDice } from '../../src/dice';

interface Spec {
  n: number;
  sides: number | 'F';
  reroll: { once: boolean; below: number } | null;
  min: number | null;
  max: number | null;
}

const notation = (s: Spec) =>
  `${s.n}d${s.sides}${s.reroll ? `r${s.reroll.once ? 'o' : ''}<${s.reroll.below}` : ''}` +
  `${s.min !== null ? `min${s.min}` : ''}${s.max !== null ? `max${s.max}` : ''}m`;

/** One die: value → weight, all over one denominator, by going through the faces it can roll. */
function oneDie(s: Spec): Map<number, number> {
  const faces = s.sides === 'F' ? 3 : s.sides === 3 ? 6 : s.sides;
  const value = (f: number) => (s.sides === 'F' ? f - 2 : s.sides === 3 ? Math.ceil(f / 2) : f);
  const clamp = (v: number) =>
    s.min !== null && v < s.min ? s.min : s.max !== null && v > s.max ? s.max : v;
  const out = new Map<number, number>();
  const add = (v: number, w: number) => out.set(clamp(v), (out.get(clamp(v)) ?? 0) + w);
  const matched = (v: number) => s.reroll !== null && v < s.reroll.below;
  for (let f = 1; f <= faces; f++) {
    const v = value(f);
    if (!matched(v)) add(v, s.reroll?.once ? faces : 1);
    else if (s.reroll!.once) for (let g = 1; g <= faces; g++) add(value(g), 1); // the one second roll
    // `r`: rolled again until unmatched, so a matched first face ends on each unmatched face alike;
    // weight 1 each over the unmatched faces already counts that.
  }
  return out;
}

function brute(s: Spec): Map<number, number> {
  const die = [...oneDie(s)];
  const out = new Map<number, number>();
  const walk = (i: number, values: number[], w: number) => {
    if (i === s.n) {
      const seen = new Map<number, number>();
      for (const v of values) seen.set(v, (seen.get(v) ?? 0) + 1);
      const widest = Math.max(...seen.values());
      out.set(widest, (out.get(widest) ?? 0) + w);
      return;
    }
    for (const [v, x] of die) walk(i + 1, [...values, v], w * x);
  };
  walk(0, [], 1);
  return out;
}

describe('matches with rerolls, clamps and Fudge dice', () => {
  it('have the odds of a brute force over every face, exactly', () => {
    const spec = fc.record({
      n: fc.integer({ min: 1, max: 5 }),
      sides: fc.constantFrom<number | 'F'>(2, 3, 4, 6, 'F'),
      reroll: fc.option(fc.record({ once: fc.boolean(), below: fc.integer({ min: 2, max: 3 }) })),
      min: fc.option(fc.integer({ min: 2, max: 4 })),
      max: fc.option(fc.integer({ min: 2, max: 5 })),
    });
    fc.assert(
      fc.property(spec, (s) => {
        if (s.sides === 'F' && s.reroll) s.reroll.below = s.reroll.below - 2; // Fudge values are -1..1
        if (s.sides === 2 && s.reroll && !s.reroll.once) s.reroll.below = 2; // leave a face to stop on
        const e = parseDice(notation(s));
        if (!e.ok) throw new Error(e.error.message);
        const d = distributionOf(e.value);
        if (!d.ok) throw new Error(`${notation(s)}: ${d.error.message}`);
        const expected = brute(s);
        const rolls = [...expected.values()].reduce((a, b) => a + b, 0);
        const got = new Map<number, bigint>();
        d.value.exact!.counts.forEach((c, i) => {
          if (c !== 0n) got.set(d.value.min + i, c);
        });
        const want = [...expected].filter(([, c]) => c > 0).map(([v]) => v);
        expect([...got.keys()].sort()).toEqual(want.sort());
        for (const [v, c] of expected)
          expect(got.get(v)! * BigInt(rolls)).toBe(BigInt(c) * d.value.exact!.outcomes);
      }),
      { numRuns: 300 },
    );
  });

  it('are still refused with keep, counts, explosions or unique dice, saying so', () => {
    for (const q of ['5d6kh3m', '5d6!m', '5d6um', '5d6>=4m']) {
      const e = parseDice(q);
      if (!e.ok) throw new Error(e.error.message);
      const d = distributionOf(e.value);
      expect(!d.ok && d.error.message).toMatch(/matches \(m\) with keep, counts, explosions or unique dice/);
    }
  });
});
