/** Property tests (fast-check) for ordinary dice: rolls, typed faces, distributions. */
import fc from 'fast-check';
import { seedRng } from '../../src/core/rng';
import {
  answerRoll,
  distributionOf,
  kept,
  parseDice,
  rollExpression,
  type DiceExpression,
  type DiceTerm,
} from '../../src/dice';
import { brute } from './bruteDice';

const SIDES = [2, 3, 4, 6, 8, 10, 12, 20];

/** One dice term as text: count, sides, maybe keep/drop, maybe a comparison. */
const diceTerm = (maxCount: number) =>
  fc
    .record({
      count: fc.integer({ min: 1, max: maxCount }),
      sides: fc.constantFrom(...SIDES),
      keep: fc.constantFrom('', 'kh', 'kl', 'dh', 'dl', 'k', 'd'),
      keepN: fc.nat(),
      op: fc.constantFrom('', '>=', '>', '<=', '<', '='),
      value: fc.integer({ min: 0, max: 21 }),
    })
    .map(({ count, sides, keep, keepN, op, value }) => {
      let mod = '';
      if (keep && keep[0] === 'k') mod = `${keep}${1 + (keepN % count)}`;
      else if (keep && count > 1) mod = `${keep}${1 + (keepN % (count - 1))}`;
      return `${count}d${sides}${mod}${op ? `${op}${value}` : ''}`;
    });

const constant = fc.integer({ min: 0, max: 20 }).map(String);

const expression = (maxCount: number, maxTerms: number) =>
  fc
    .array(
      fc.tuple(fc.constantFrom('+', '-'), fc.oneof({ weight: 3, arbitrary: diceTerm(maxCount) }, constant)),
      {
        minLength: 1,
        maxLength: maxTerms,
      },
    )
    .map((terms) => terms.map(([sign, t], i) => (i === 0 ? t : `${sign}${t}`)).join(''))
    .filter((text) => /d/.test(text));

const parse = (text: string): DiceExpression => {
  const r = parseDice(text);
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  return r.value;
};

const physicalRolls = (e: DiceExpression): number =>
  e.terms.reduce((n, t) => (t.kind === 'dice' ? n * t.die.faces ** t.count : n), 1);

/** Smallest and largest total of a term, worked out by hand. */
function termBounds(t: DiceTerm): [number, number] {
  const k = kept(t).count;
  const [lo, hi] = t.compare ? [0, k] : [k, k * t.die.sides];
  return t.sign > 0 ? [lo, hi] : [-hi, -lo];
}

describe('rolls', () => {
  test('every die is kept or dropped as the term says, and the total stays within bounds', () => {
    fc.assert(
      fc.property(expression(8, 4), fc.string(), (text, seed) => {
        const e = parse(text);
        const r = rollExpression(e, seedRng(seed));
        if (!r.ok) throw new Error(r.error.message);
        let lo = 0;
        let hi = 0;
        r.value.roll.terms.forEach((rolled) => {
          const t = rolled.term;
          if (t.kind === 'constant') {
            lo += t.sign * t.value;
            hi += t.sign * t.value;
            return;
          }
          expect(rolled.dice).toHaveLength(t.count);
          expect(rolled.dice.filter((d) => d.kept)).toHaveLength(kept(t).count);
          expect(rolled.dice.every((d) => d.face >= 1 && d.face <= t.die.faces)).toBe(true);
          const [a, b] = termBounds(t);
          lo += a;
          hi += b;
        });
        expect(r.value.roll.total).toBeGreaterThanOrEqual(lo);
        expect(r.value.roll.total).toBeLessThanOrEqual(hi);
      }),
    );
  });

  test('the same seed rolls the same dice; the faces typed back give the same roll', () => {
    fc.assert(
      fc.property(expression(8, 4), fc.string(), (text, seed) => {
        const e = parse(text);
        const a = rollExpression(e, seedRng(seed));
        const b = rollExpression(e, seedRng(seed));
        expect(a).toEqual(b);
        if (!a.ok) throw new Error(a.error.message);
        const faces = a.value.roll.terms.flatMap((t) => t.dice.map((d) => d.face));
        const typed = rollExpression(e, seedRng('other'), faces);
        expect(typed.ok && typed.value.roll).toEqual(a.value.roll);
      }),
    );
  });
});

test('typed faces are accepted exactly when there are the right number, each 1..sides', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 6 }),
      fc.integer({ min: 2, max: 20 }),
      fc.array(fc.integer({ min: -2, max: 24 }), { maxLength: 8 }),
      (count, sides, faces) => {
        const valid = faces.length === count && faces.every((f) => f >= 1 && f <= sides);
        const r = answerRoll({ count, sides, purpose: 'test' }, seedRng('x'), faces);
        expect(r.ok).toBe(valid);
        if (r.ok) expect(r.value.faces).toEqual(faces);
      },
    ),
  );
});

describe('distributions', () => {
  test('exact distributions equal counting every roll (small expressions)', () => {
    fc.assert(
      fc.property(
        expression(4, 3).filter((t) => physicalRolls(parse(t)) <= 20000),
        (text) => {
          const e = parse(text);
          const d = distributionOf(e, 'exact');
          if (!d.ok) throw new Error(d.error.message);
          const t = brute(e);
          const x = d.value.exact!;
          x.counts.forEach((c, i) => {
            expect(c * t.total).toBe((t.counts.get(d.value.min + i) ?? 0n) * x.outcomes);
          });
          const possible = [...t.counts.keys()];
          expect(d.value.min).toBe(Math.min(...possible));
          expect(d.value.min + x.counts.length - 1).toBe(Math.max(...possible));
        },
      ),
      { numRuns: 150 },
    );
  });

  test('chances add up to exactly 1', () => {
    fc.assert(
      fc.property(expression(30, 4), (text) => {
        const d = distributionOf(parse(text), 'exact');
        if (!d.ok) return; // over 100 dice
        const x = d.value.exact!;
        expect(x.counts.reduce((a, b) => a + b, 0n)).toBe(x.outcomes);
        expect(x.counts.every((c) => c >= 0n)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  test('floating point agrees with exact to 1e-9 of each chance', () => {
    fc.assert(
      fc.property(expression(20, 3), (text) => {
        const e = parse(text);
        const x = distributionOf(e, 'exact');
        const f = distributionOf(e, 'float');
        if (!x.ok || !f.ok) return;
        expect(f.value.min).toBe(x.value.min);
        x.value.chances.forEach((p, i) => {
          expect(Math.abs(f.value.chances[i]! - p)).toBeLessThanOrEqual(p * 1e-9);
        });
      }),
      { numRuns: 60 },
    );
  });
});
