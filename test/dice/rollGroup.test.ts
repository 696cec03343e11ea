/**
 * Roll groups (`{2d6, 2d6}kh1`): read as rpg-dice-roller writes them, rolled part by part, and
 * their exact odds against a brute force written here that goes through every face of every die.
 */
import fc from 'fast-check';
import { DiceRoll } from '@dice-roller/rpg-dice-roller';
import {
  formatGroup,
  groupDistribution,
  keptResults,
  parseGroup,
  rollGroup,
  type RollGroup,
} from '../../src/dice/rollGroup';
import { readGroupTail } from '../../src/dice/groupTail';

const group = (text: string): RollGroup => {
  const g = parseGroup(text);
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
};

/** A part of the brute force: n dice of s sides plus c. */
interface Part {
  n: number;
  s: number;
  c: number;
}

/** Counts of each total over every face of every die, kept as the group says. */
function brute(parts: readonly Part[], mode: 'kh' | 'kl' | 'dh' | 'dl' | null, k: number, add: number) {
  const sums = parts.map((p) => {
    let m = new Map<number, number>([[p.c, 1]]);
    for (let i = 0; i < p.n; i++) {
      const next = new Map<number, number>();
      for (const [v, w] of m) for (let f = 1; f <= p.s; f++) next.set(v + f, (next.get(v + f) ?? 0) + w);
      m = next;
    }
    return [...m];
  });
  const out = new Map<number, number>();
  const walk = (i: number, values: number[], w: number) => {
    if (i === sums.length) {
      const sorted = [...values].sort((a, b) => b - a);
      const n = values.length;
      const keptSum =
        mode === null
          ? sorted.reduce((a, b) => a + b, 0)
          : mode === 'kh'
            ? sorted.slice(0, k).reduce((a, b) => a + b, 0)
            : mode === 'dl'
              ? sorted.slice(0, n - k).reduce((a, b) => a + b, 0)
              : mode === 'kl'
                ? sorted.slice(n - k).reduce((a, b) => a + b, 0)
                : sorted.slice(k).reduce((a, b) => a + b, 0);
      out.set(keptSum + add, (out.get(keptSum + add) ?? 0) + w);
      return;
    }
    for (const [v, x] of sums[i]!) walk(i + 1, [...values, v], w * x);
  };
  walk(0, [], 1);
  return out;
}

const text = (p: Part) => `${p.n}d${p.s}${p.c ? (p.c > 0 ? `+${p.c}` : p.c) : ''}`;

describe('reading a group', () => {
  it('reads the parts, keep or drop, and a number after', () => {
    const g = group('{4d6+2d8, 3d20}kh1+2');
    expect(g.parts).toHaveLength(2);
    expect(g.keep).toEqual({ mode: 'kh', count: 1 });
    expect(g.add).toBe(2);
    expect(formatGroup(g)).toBe('{4d6+2d8, 3d20}kh1+2');
    expect(formatGroup(group('{2d6,2d6}k1'))).toBe('{2d6, 2d6}kh1');
    expect(formatGroup(group('{2d6,2d6,d4}d1 - 1'))).toBe('{2d6, 2d6, 1d4}dl1-1');
  });

  it('refuses what it does not read, saying what', () => {
    const why = (t: string) => {
      const g = parseGroup(t);
      return g.ok ? 'read' : g.error.message;
    };
    expect(why('{d20+d12}kh3')).toMatch(/kh3: keep 1 to 2 of its 2 dice/);
    expect(why('{2d6, 2d6}kh2')).toMatch(/kh2: keep or drop 1 to 1 of 2 results/);
    expect(why('{2d6, 2x}')).toMatch(/expression 2: 2x: /);
    expect(why('{2d6, {2d6, d4}}')).toMatch(/groups inside groups/);
    expect(why('{2d6, 2d6}kh1*2')).toMatch(/after a group only keep or drop/);
    expect(why('{2d6, 2d6')).toMatch(/a group is \{expression, expression, \.\.\.\}/);
  });
});

describe('rolling a group', () => {
  it('keeps the highest or lowest results, the earlier first on ties', () => {
    expect(keptResults({ mode: 'kh', count: 1 }, [7, 9, 9])).toEqual([false, true, false]);
    expect(keptResults({ mode: 'dl', count: 1 }, [7, 9, 3])).toEqual([true, true, false]);
    expect(keptResults({ mode: 'kl', count: 2 }, [7, 9, 3])).toEqual([true, false, true]);
    expect(keptResults({ mode: 'dh', count: 2 }, [7, 9, 7])).toEqual([true, false, false]);
  });

  it('gives the total rpg-dice-roller gives for the same faces', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1e9 }), { minLength: 60, maxLength: 60 }), (draws) => {
        const faces: number[] = [];
        let i = 0;
        const src = { next: (sides: number) => faces[faces.push((draws[i++ % 60]! % sides) + 1) - 1]! };
        const notation = '{2d6+1, 3d4, d8}kh2+1';
        const ours = rollGroup(group(notation), src);
        // rpg-dice-roller, given the same faces in the same order.
        let j = 0;
        const { NumberGenerator } = jest.requireActual('@dice-roller/rpg-dice-roller');
        const engine = NumberGenerator.generator;
        const before = engine.engine;
        engine.engine = { next: () => 0, range: () => 0 } as never;
        const spy = jest.spyOn(engine, 'integer').mockImplementation((() => faces[j++]) as never);
        const theirs = new DiceRoll(notation).total;
        spy.mockRestore();
        engine.engine = before;
        // It read every face we rolled, in our order.
        expect(j).toBe(faces.length);
        expect(ours.total).toBe(theirs);
      }),
      { numRuns: 50 },
    );
  });
});

describe('the odds of a group', () => {
  const part = fc.record({
    n: fc.integer({ min: 1, max: 2 }),
    s: fc.integer({ min: 2, max: 6 }),
    c: fc.integer({ min: -2, max: 2 }),
  });

  it('match a brute force over every face, exactly', () => {
    fc.assert(
      fc.property(
        fc.array(part, { minLength: 2, maxLength: 3 }),
        fc.constantFrom('kh', 'kl', 'dh', 'dl', null),
        fc.integer({ min: -3, max: 3 }),
        (parts, mode, add) => {
          const k = 1 + (parts.length === 3 && add > 0 ? 1 : 0);
          const keep = mode ? `${mode}${k}` : '';
          const notation = `{${parts.map(text).join(', ')}}${keep}${add ? (add > 0 ? `+${add}` : add) : ''}`;
          const d = groupDistribution(group(notation));
          if (!d.ok) throw new Error(d.error.message);
          const expected = brute(parts, mode, k, add);
          const outcomes = parts.reduce((n, p) => n * p.s ** p.n, 1);
          expect(d.value.exact!.outcomes).toBe(BigInt(outcomes));
          const got = new Map(d.value.exact!.counts.map((c, i) => [d.value.min + i, Number(c)]));
          for (const [v, c] of got) if (c === 0) got.delete(v);
          expect(got).toEqual(expected);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('the better of two 2d6 sums: the known figures', () => {
    const d = groupDistribution(group('{2d6, 2d6}kh1'));
    // P(max <= x) = P(2d6 <= x)^2: at most 7 is (21/36)^2.
    const upTo7 = d.ok ? d.value.exact!.counts.slice(0, 6).reduce((a, b) => a + b, 0n) : -1n;
    expect(upTo7).toBe(21n * 21n);
    expect(d.ok && d.value.exact!.outcomes).toBe(1296n);
  });

  it('refuses exploding parts and too much work, saying so', () => {
    const ex = groupDistribution(group('{d6!, d6}kh1'));
    expect(!ex.ok && ex.error.code).toBe('odds.unsupported');
    const big = groupDistribution(group('{100d6, 100d6, 100d6}kh2'));
    expect(!big.ok && big.error.code).toBe('odds.too-costly');
    // One kept (or all) needs no joint results: the same three parts answer, every roll counted.
    const one = groupDistribution(group('{100d6, 100d6, 100d6}kh1'));
    const counted = one.ok ? one.value.exact!.counts.reduce((a, b) => a + b, 0n) : -1n;
    expect(counted).toBe(6n ** 300n);
  });
});

describe("what follows a group's braces", () => {
  // The pattern the hand-written reader replaced, kept here as the reference.
  const reference = (rest: string) => {
    const m = /^(?:(kh|kl|dh|dl|k|d)(\d{1,3}))?((?:\s*[+-]\s*\d{1,7})*)\s*$/i.exec(rest);
    if (!m) return null;
    const mode = m[1]?.toLowerCase();
    const keep = mode
      ? { mode: mode === 'k' ? 'kh' : mode === 'd' ? 'dl' : mode, count: Number(m[2]) }
      : null;
    const add = (m[3] ?? '').replace(/\s/g, '').match(/[+-]\d+/g) ?? [];
    return { keep, add: add.reduce((s, n) => s + Number(n), 0) };
  };

  it('reads as the pattern did, for any text', () => {
    const piece = fc.constantFrom(
      'k',
      'K',
      'h',
      'H',
      'l',
      'd',
      'D',
      '1',
      '2',
      '0',
      '9',
      '+',
      '-',
      ' ',
      '\t',
      'x',
      '*',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 14 }), (chars) => {
        const rest = chars.join('');
        expect(readGroupTail(rest)).toEqual(reference(rest));
      }),
      { numRuns: 3000 },
    );
    for (const rest of ['kh1', 'dl12+3', 'k100 - 2 + 10', 'kh1234', '+12345678', 'd1\u00a0+1', ''])
      expect(readGroupTail(rest)).toEqual(reference(rest));
  });
});
