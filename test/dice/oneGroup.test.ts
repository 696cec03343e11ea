/**
 * Roll groups of one expression (`{d20+d12}kh1`): keep or drop picks among all the expression's
 * dice, as rpg-dice-roller reads it. Rolls against rpg-dice-roller for the same faces; odds against
 * a brute force written here that goes through every face of every physical die.
 */
import fc from 'fast-check';
import { DiceRoll } from '@dice-roller/rpg-dice-roller';
import { groupDistribution, parseGroup, rollGroup, type RollGroup } from '../../src/dice/rollGroup';

const group = (text: string): RollGroup => {
  const g = parseGroup(text);
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
};

/** A term of the brute force: n dice of s sides (3: a d6 read halved, as diemen's D3), added or taken away. */
interface Term {
  n: number;
  s: number;
  sign: 1 | -1;
}
type Mode = 'kh' | 'kl' | 'dh' | 'dl';

/** Counts of each total over every face of every die. */
function brute(terms: readonly Term[], mode: Mode, k: number, add: number): Map<number, number> {
  const dice = terms.flatMap((t) => Array.from({ length: t.n }, () => t));
  const faces = (t: Term) => (t.s === 3 ? 6 : t.s);
  const valueOf = (t: Term, f: number) => (t.s === 3 ? Math.ceil(f / 2) : f);
  const out = new Map<number, number>();
  const walk = (i: number, values: number[]) => {
    if (i === dice.length) {
      const n = values.length;
      const order = values.map((_, j) => j);
      const high = mode === 'kh' || mode === 'dl';
      // rpg-dice-roller sorts by value and keeps from an end: on ties the later die for the highest.
      order.sort((a, b) => (high ? values[b]! - values[a]! || b - a : values[a]! - values[b]! || a - b));
      const keep = mode[0] === 'k' ? k : n - k;
      let sum = add;
      for (const j of order.slice(0, keep)) sum += dice[j]!.sign * values[j]!;
      out.set(sum, (out.get(sum) ?? 0) + 1);
      return;
    }
    for (let f = 1; f <= faces(dice[i]!); f++) walk(i + 1, [...values, valueOf(dice[i]!, f)]);
  };
  walk(0, []);
  return out;
}

const text = (terms: readonly Term[]) =>
  terms.map((t, i) => `${t.sign < 0 ? '-' : i > 0 ? '+' : ''}${t.n}d${t.s}`).join('');

describe('a group of one expression', () => {
  it('reads keep or drop among its dice, and refuses what it does not read', () => {
    expect(group('{d20+d12}kh1').parts).toHaveLength(1);
    const why = (t: string) => {
      const g = parseGroup(t);
      return g.ok ? 'read' : g.error.message;
    };
    expect(why('{d20+d12}kh3')).toMatch(/kh3: keep 1 to 2 of its 2 dice/);
    expect(why('{d20+d12}dl2')).toMatch(/dl2: drop 1 to 1 of its 2 dice/);
    expect(why('{4d6r1+d8}kh1')).toMatch(/each term is plain dice/);
  });

  it('keeps the dice rpg-dice-roller keeps, for the same faces', () => {
    const notations = [
      '{d20+d12}kh1',
      '{4d6+2d8}dl1',
      '{2d6-1d4}kh1',
      '{2d4-2d4}kl2',
      '{2d4-1d4+1d4}dh2',
      '{d20+d12+5}kl1+2',
      '{3d6+2d10}kh2',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...notations),
        fc.array(fc.integer({ min: 0, max: 1e9 }), { minLength: 12, maxLength: 12 }),
        (notation, draws) => {
          const faces: number[] = [];
          let i = 0;
          const src = { next: (sides: number) => faces[faces.push((draws[i++ % 12]! % sides) + 1) - 1]! };
          const ours = rollGroup(group(notation), src);
          let j = 0;
          const { NumberGenerator } = jest.requireActual('@dice-roller/rpg-dice-roller');
          const engine = NumberGenerator.generator;
          const before = engine.engine;
          engine.engine = { next: () => 0, range: () => 0 } as never;
          const spy = jest.spyOn(engine, 'integer').mockImplementation((() => faces[j++]) as never);
          const theirs = new DiceRoll(notation).total;
          spy.mockRestore();
          engine.engine = before;
          expect(j).toBe(faces.length);
          expect(ours.total).toBe(theirs);
          // Each die is marked kept or not, and the kept ones make the total.
          const dice = ours.parts[0]!.terms.flatMap((t) => t.dice);
          expect(dice).toHaveLength(faces.length);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('has the odds of a brute force over every face, exactly', () => {
    const term = fc.record({
      n: fc.integer({ min: 1, max: 2 }),
      s: fc.constantFrom(2, 3, 4, 6),
      sign: fc.constantFrom<1 | -1>(1, 1, -1),
    });
    fc.assert(
      fc.property(
        fc.array(term, { minLength: 1, maxLength: 3 }),
        fc.constantFrom<Mode>('kh', 'kl', 'dh', 'dl'),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: -3, max: 3 }),
        (terms, mode, want, add) => {
          const n = terms.reduce((s, t) => s + t.n, 0);
          const k = mode[0] === 'k' ? Math.min(want, n) : Math.min(want, n - 1);
          if (k < 1) return;
          const notation = `{${text(terms)}}${mode}${k}${add ? (add > 0 ? `+${add}` : add) : ''}`;
          const d = groupDistribution(group(notation));
          if (!d.ok) throw new Error(d.error.message);
          const expected = brute(terms, mode, k, add);
          const rolls = [...expected.values()].reduce((a, b) => a + b, 0);
          // The same chances: counts over different numbers of rolls (a D3 is one of 3 values, or a d6 face of 6).
          const outcomes = d.value.exact!.outcomes;
          const got = new Map<number, bigint>();
          d.value.exact!.counts.forEach((c, i) => {
            if (c !== 0n) got.set(d.value.min + i, c);
          });
          expect([...got.keys()].sort((a, b) => a - b)).toEqual([...expected.keys()].sort((a, b) => a - b));
          for (const [v, c] of expected) expect(got.get(v)! * BigInt(rolls)).toBe(BigInt(c) * outcomes);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('answers a large group of one kind of dice as the term would, and refuses too much work', () => {
    const big = groupDistribution(group('{100d6}kh1'));
    expect(big.ok && big.value.exact!.outcomes).toBe(6n ** 100n);
    const many = groupDistribution(group('{10d10+10d8}kh3'));
    expect(!many.ok && many.error.code).toBe('odds.too-costly');
  });
});
