/**
 * Exact odds for rpg-dice-roller's modifiers against a brute force written here: every way each die
 * can land (explosions followed to the same depth), every combination of the dice, tallied. Nothing
 * of the engine is used but the parser and the function under test.
 */
import fc from 'fast-check';
import { distributionOf, parseDice, type DiceExpression } from '../../src/dice';

const parse = (text: string): DiceExpression => {
  const r = parseDice(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

type Kind =
  | 'explode'
  | 'compound'
  | 'penetrate'
  | 'reroll'
  | 'rerollOnce'
  | 'min'
  | 'max'
  | 'successes'
  | 'fudge'
  | 'factor';

interface Spec {
  count: number;
  sides: number;
  kind: Kind;
  a: number;
  b: number;
}

function notation(s: Spec): string {
  const die = `${s.count}d${s.kind === 'fudge' ? 'F' : s.sides}`;
  const text: Record<Kind, string> = {
    explode: `${die}!>=${s.a}`,
    compound: `${die}!!>=${s.a}`,
    penetrate: `${die}!p>=${s.a}`,
    reroll: `${die}r<=${s.a}`,
    rerollOnce: `${die}ro<=${s.a}`,
    min: `${die}min${s.a}`,
    max: `${die}max${s.a}`,
    successes: `${die}>=${s.a}>=${s.b}f=1`,
    fudge: die,
    factor: `${die}*${s.b}`,
  };
  return text[s.kind];
}

/** One die: every way it can land, as [value, chance]; chains longer than `depth` are left out. */
function oneDie(s: Spec, depth: number): [number, number][] {
  const n = s.sides;
  const faces = Array.from({ length: n }, (_, i) => i + 1);
  const out: [number, number][] = [];
  const chain = (sum: number, p: number, explosions: number, later: boolean) => {
    for (const f of faces) {
      const v = sum + (later && s.kind === 'penetrate' ? f - 1 : f);
      if (f >= s.a) {
        if (explosions < depth) chain(v, p / n, explosions + 1, true);
      } else out.push([v, p / n]);
    }
  };
  switch (s.kind) {
    case 'explode':
    case 'compound':
    case 'penetrate':
      chain(0, 1, 0, false);
      return out;
    case 'reroll':
      return faces.filter((f) => f > s.a).map((f) => [f, 1 / (n - s.a)]);
    case 'rerollOnce':
      for (const f of faces) {
        if (f > s.a) out.push([f, 1 / n]);
        else for (const g of faces) out.push([g, 1 / n / n]);
      }
      return out;
    case 'min':
      return faces.map((f) => [Math.max(f, s.a), 1 / n]);
    case 'max':
      return faces.map((f) => [Math.min(f, s.a), 1 / n]);
    case 'successes':
      return faces.map((f) => [(f >= s.a ? 1 : 0) + (f >= s.b ? 1 : 0) - (f === 1 ? 1 : 0), 1 / n]);
    case 'fudge':
      return [-1, 0, 1].map((v) => [v, 1 / 3]);
    case 'factor':
      return faces.map((f) => [f, 1 / n]);
  }
}

/** Every combination of the dice, tallied. */
function brute(s: Spec, depth: number): Map<number, number> {
  const die = oneDie(s, depth);
  let tally = new Map<number, number>([[0, 1]]);
  for (let i = 0; i < s.count; i++) {
    const next = new Map<number, number>();
    for (const [v, p] of tally) for (const [w, q] of die) next.set(v + w, (next.get(v + w) ?? 0) + p * q);
    tally = next;
  }
  if (s.kind !== 'factor') return tally;
  return new Map([...tally].map(([v, p]) => [v * s.b, p]));
}

const specs = fc
  .record({
    count: fc.integer({ min: 1, max: 3 }),
    sides: fc.constantFrom(2, 4, 5, 6),
    kind: fc.constantFrom<Kind>(
      'explode',
      'compound',
      'penetrate',
      'reroll',
      'rerollOnce',
      'min',
      'max',
      'successes',
      'fudge',
      'factor',
    ),
    x: fc.nat(),
    y: fc.nat(),
  })
  .map(({ count, sides, kind, x, y }): Spec => {
    const exploding = kind === 'explode' || kind === 'compound' || kind === 'penetrate';
    const a = exploding
      ? 2 + (x % (sides - 1))
      : kind === 'reroll' || kind === 'rerollOnce'
        ? 1 + (x % (sides - 1))
        : 1 + (x % sides);
    return {
      count,
      sides: kind === 'fudge' ? 3 : sides,
      kind,
      a,
      b: kind === 'factor' ? 1 + (y % 4) : 1 + (y % sides),
    };
  });

describe('odds of the new notation equal the brute force', () => {
  test('every value, exact and floating point, and the chance beyond the depth', () => {
    fc.assert(
      fc.property(specs, fc.integer({ min: 1, max: 4 }), (s, depth) => {
        const want = brute(s, depth);
        const e = parse(notation(s));
        for (const mode of ['exact', 'float'] as const) {
          const d = distributionOf(e, mode, { depth });
          if (!d.ok) throw new Error(d.error.message);
          const got = new Map<number, number>();
          d.value.chances.forEach((p, i) => p > 0 && got.set(d.value.min + i, p));
          const values = new Set([...want.keys(), ...got.keys()]);
          for (const v of values)
            expect(Math.abs((got.get(v) ?? 0) - (want.get(v) ?? 0))).toBeLessThan(1e-12);
          const listed = [...want.values()].reduce((a, b) => a + b, 0);
          expect(Math.abs((d.value.beyond?.probability ?? 0) - (1 - listed))).toBeLessThan(1e-12);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('what the odds say', () => {
  test('4dF: exact, -4 to 4, 19/81 for 0', () => {
    const d = distributionOf(parse('4dF'));
    if (!d.ok) throw new Error(d.error.message);
    expect(d.value.min).toBe(-4);
    expect(String(d.value.exact!.counts[4])).toBe('19');
    expect(d.value.exact!.outcomes).toBe(81n);
  });

  test('exploding: the chance beyond the depth is reported, as a fraction when exact', () => {
    const d = distributionOf(parse('1d6!'), 'exact', { depth: 2 });
    if (!d.ok) throw new Error(d.error.message);
    expect(d.value.beyond).toMatchObject({ depth: 2, fraction: { num: 1n, den: 216n } });
  });

  test('unique dice that explode, and matches with other modifiers, are refused rather than answered wrongly', () => {
    expect(distributionOf(parse('3d6!u'))).toMatchObject({ ok: false, error: { code: 'odds.unsupported' } });
    expect(distributionOf(parse('5d6!m'))).toMatchObject({ ok: false, error: { code: 'odds.unsupported' } });
    // Keep among dice that explode into more dice, or while counting successes: refused too.
    for (const text of ['4d6!kh3', '4d6!pkh3', '4d6r1kh3>=4'])
      expect(distributionOf(parse(text))).toMatchObject({ ok: false, error: { code: 'odds.unsupported' } });
  });
});

describe('keep or drop among modified dice, against the brute force', () => {
  type KeepKind = 'compound' | 'reroll' | 'rerollOnce' | 'min' | 'max' | 'fudge';
  const keepKinds: KeepKind[] = ['compound', 'reroll', 'rerollOnce', 'min', 'max', 'fudge'];

  /** Every combination of the dice, each roll's k best (or worst) added up. */
  function bruteKeep(s: Spec, depth: number, keep: number, highest: boolean): Map<number, number> {
    const die = oneDie(s, depth);
    const tally = new Map<number, number>();
    const walk = (values: number[], p: number): void => {
      if (values.length === s.count) {
        const sorted = [...values].sort((a, b) => (highest ? b - a : a - b));
        const total = sorted.slice(0, keep).reduce((a, b) => a + b, 0);
        tally.set(total, (tally.get(total) ?? 0) + p);
        return;
      }
      for (const [v, q] of die) walk([...values, v], p * q);
    };
    walk([], 1);
    return tally;
  }

  test('kh, kl, dh and dl: every value, exact and floating point, and the chance beyond', () => {
    fc.assert(
      fc.property(
        specs.filter((s) => (keepKinds as string[]).includes(s.kind) && s.count >= 2),
        fc.integer({ min: 1, max: 2 }),
        fc.nat(),
        fc.constantFrom('kh', 'kl', 'dh', 'dl'),
        (s, depth, k, mode) => {
          const dropped = 1 + (k % (s.count - 1));
          const keep = s.count - dropped;
          const n = mode[0] === 'k' ? keep : dropped;
          // kh keeps the best; dl drops the worst, so it keeps the best too.
          const highest = mode === 'kh' || mode === 'dl';
          const want = bruteKeep(s, depth, keep, highest);
          const e = parse(`${notation(s)}${mode}${n}`);
          for (const how of ['exact', 'float'] as const) {
            const d = distributionOf(e, how, { depth });
            if (!d.ok) throw new Error(d.error.message);
            const got = new Map<number, number>();
            d.value.chances.forEach((p, i) => p > 0 && got.set(d.value.min + i, p));
            for (const v of new Set([...want.keys(), ...got.keys()]))
              expect(Math.abs((got.get(v) ?? 0) - (want.get(v) ?? 0))).toBeLessThan(1e-12);
            const listed = [...want.values()].reduce((a, b) => a + b, 0);
            expect(Math.abs((d.value.beyond?.probability ?? 0) - (1 - listed))).toBeLessThan(1e-12);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  test('4d6r1kh3, the stat roll with ones rerolled: 8396/625 on average, exactly', () => {
    const d = distributionOf(parse('4d6r1kh3'));
    if (!d.ok) throw new Error(d.error.message);
    expect(d.value.exact!.outcomes).toBe(625n);
    const mean = d.value.exact!.counts.reduce((a, c, i) => a + c * BigInt(d.value.min + i), 0n);
    // Five faces a die, 5^4 rolls; over all of them the three best of four from 2-6 add to 8396.
    expect(mean).toBe(8396n);
  });
});

describe('matches (m): the most dice showing one value', () => {
  /** Every roll of n dice with `sides` faces, tallied by its widest match. */
  function bruteMatches(n: number, sides: number): Map<number, number> {
    const tally = new Map<number, number>();
    const faces = new Array<number>(n).fill(1);
    for (;;) {
      const seen = new Map<number, number>();
      for (const f of faces) seen.set(f, (seen.get(f) ?? 0) + 1);
      const w = Math.max(...seen.values());
      tally.set(w, (tally.get(w) ?? 0) + 1);
      let i = 0;
      while (i < n && faces[i] === sides) faces[i++] = 1;
      if (i === n) return tally;
      faces[i]!++;
    }
  }

  test('5d6m: three of a kind or better is 1656/7776 (brute force), and every width agrees', () => {
    const d = distributionOf(parse('5d6m'));
    if (!d.ok) throw new Error(d.error.message);
    const want = bruteMatches(5, 6);
    d.value.exact!.counts.forEach((c, i) => expect(Number(c)).toBe(want.get(d.value.min + i) ?? 0));
    const three = [3, 4, 5].reduce((s, w) => s + (want.get(w) ?? 0), 0);
    expect(three).toBe(1656);
  });

  test('small pools against the brute force, exact and floating point', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.constantFrom(2, 4, 6, 8), (n, sides) => {
        const want = bruteMatches(n, sides);
        const all = sides ** n;
        for (const mode of ['exact', 'float'] as const) {
          const d = distributionOf(parse(`${n}d${sides}m`), mode);
          if (!d.ok) throw new Error(d.error.message);
          d.value.chances.forEach((p, i) =>
            expect(Math.abs(p - (want.get(d.value.min + i) ?? 0) / all)).toBeLessThan(1e-12),
          );
        }
      }),
      { numRuns: 40 },
    );
  });
});
