/**
 * Exact odds for unique dice (`4d6u`, `3d6uo`, `5d10u>=8`), rolled as rollTerm.ts rolls them (and
 * rpg-dice-roller, its UniqueModifier): die by die, a roll showing a value an EARLIER die of the term
 * ended on (and meeting the compare point, if any) is rolled again, `uo` once, `u` up to
 * MAX_ITERATIONS times; each roll is first settled by the term's rerolls (`r`, `ro`).
 *
 * What a die can show depends on the set D of earlier values it may not repeat, so the term is a walk
 * over (D, running sum). Given D, with q the weight of D among the T of one settled roll, a die ends
 * on a value v outside D with weight p_v (T^r + q T^(r-1) + ... + q^r) out of T^(r+1), r the re-rolls
 * followed; on a value in D only when the limit was reached (p_v q^r). When `u`'s limit is beyond the
 * depth followed, q^(r+1) is left over and reported (never dropped), as for exploding dice.
 */
import { floatArith, type Arith, type Vec } from './arith';
import { problem, type Problem } from '../core/problem';
import { diceTerms, formatDice, type DiceExpression, type DiceTerm } from './expression';
import { settledRoll } from './dieWeights';
import { MAX_ITERATIONS } from './modifiers';
import { counts, worthOf } from './rollTerm';
import { meets } from './target';

/** One raw value a settled roll can show. */
interface Face<T> {
  readonly p: T;
  /** Whether a repeat of it is rolled again (the compare point, if any). */
  readonly rerolls: boolean;
  /** What it adds to the term: its clamped value, or its successes. */
  readonly part: number;
}

interface Shape<T> {
  readonly faces: readonly Face<T>[];
  readonly total: T;
  readonly lo: number;
  readonly span: number;
}

function shapeOf<T>(A: Arith<T>, t: DiceTerm): Shape<T> | null {
  const settled = settledRoll(A, t);
  if (!settled) return null;
  const m = t.mods ?? {};
  const clamp = (v: number) =>
    m.min !== undefined && v < m.min ? m.min : m.max !== undefined && v > m.max ? m.max : v;
  const counting = counts(t);
  // Faces of one raw value are one value here (a Dice Wars d3 shows each value on two faces).
  const byRaw = new Map<number, T>();
  for (const [v, w] of settled.pairs) byRaw.set(v, A.add(byRaw.get(v) ?? A.int(0), w));
  const faces: Face<T>[] = [];
  const on = m.unique?.on ?? null;
  for (const [v, w] of byRaw) {
    const p = A.exact ? w : (((w as number) / (settled.total as number)) as T);
    faces.push({ p, rerolls: !on || meets(v, on), part: counting ? worthOf(t, clamp(v)) : clamp(v) });
  }
  const parts = faces.map((f) => f.part);
  const lo = Math.min(...parts);
  return { faces, total: A.exact ? settled.total : A.int(1), lo, span: Math.max(...parts) - lo };
}

/** Re-rolls followed per die: `uo` 1, `u` its limit or the depth, whichever is less. */
const rerollsOf = (t: DiceTerm, depth: number): number =>
  t.mods?.unique?.once ? 1 : Math.min(depth, MAX_ITERATIONS);

/** Whether weight may be left beyond the depth (a `u` term followed short of its limit). */
export const uniqueLeaves = (t: DiceTerm, depth: number): boolean =>
  Boolean(t.mods?.unique && !t.mods.unique.once && depth < MAX_ITERATIONS);

/** C(n, k) in doubles. */
function choose(n: number, k: number): number {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return c;
}

/**
 * The work of uniqueCounts, counted before doing it: for each die, the sets of earlier values it can
 * face times the values it can show times the sums carried, plus the re-roll series per set.
 */
export function uniqueCost(t: DiceTerm, depth: number): { readonly cost: number; readonly length: number } {
  const shape = shapeOf(floatArith, t);
  if (!shape) return { cost: 0, length: 1 };
  const V = shape.faces.length;
  const R = shape.faces.filter((f) => f.rerolls).length;
  const r = rerollsOf(t, depth);
  let cost = 0;
  let sets = 1;
  for (let i = 0; i < t.count; i++) {
    cost += sets * (V * (i * shape.span + 1) + r);
    sets += i + 1 <= R ? choose(R, i + 1) : 0;
  }
  return { cost, length: t.count * shape.span + 1 };
}

/** G = T^r + q T^(r-1) + ... + q^r (Horner), and q^r, for a set of weight q; cached by q. */
function seriesMaker<T>(A: Arith<T>, total: T, r: number): (q: T) => { G: T; last: T } {
  const series = new Map<string, { G: T; last: T }>();
  return (q) => {
    const key = String(q);
    let s = series.get(key);
    if (!s) {
      let G = A.int(1);
      let last = A.int(1);
      for (let j = 0; j < r; j++) {
        last = A.mul(last, q);
        G = A.add(A.mul(G, total), last);
      }
      s = { G, last };
      series.set(key, s);
    }
    return s;
  };
}

/**
 * The term's counts (before its sign and factor), from its lowest value, out of `outcomes`
 * (in floating point, chances out of 1, and `kept` their sum). What lies beyond the depth is
 * outcomes minus their sum.
 */
export function uniqueCounts<T>(
  A: Arith<T>,
  t: DiceTerm,
  depth: number,
): { min: number; counts: Vec<T>; outcomes: T; kept: number } {
  const shape = shapeOf(A, t)!;
  const { faces, total, lo, span } = shape;
  const r = rerollsOf(t, depth);
  const limitReached = t.mods!.unique!.once || depth >= MAX_ITERATIONS;
  const zero = A.int(0);
  let qPow: T = A.int(1);
  // Each set D of values a die may not repeat, keyed by its faces' indices, with the sums so far.
  let states = new Map<string, { set: number[]; sums: Vec<T> }>([['', { set: [], sums: [A.int(1)] }]]);
  const seriesOf = seriesMaker(A, total, r);
  for (let i = 0; i < t.count; i++) {
    const next = new Map<string, { set: number[]; sums: Vec<T> }>();
    const len = (i + 1) * span + 1;
    for (const { set, sums } of states.values()) {
      let q = zero;
      for (const j of set) q = A.add(q, faces[j]!.p);
      const { G, last } = seriesOf(q);
      for (let j = 0; j < faces.length; j++) {
        const f = faces[j]!;
        const inD = set.includes(j);
        if (inD && !limitReached) continue;
        const w = A.mul(f.p, inD ? last : G);
        const grows = f.rerolls && !inD;
        const to = grows ? [...set, j].sort((a, b) => a - b) : set;
        const key = to.join(',');
        let s = next.get(key);
        if (!s) {
          s = { set: to, sums: A.zeros(len) };
          next.set(key, s);
        }
        A.addScaled(s.sums, f.part - lo, sums, sums.length, w);
      }
    }
    states = next;
    let power = A.int(1);
    for (let j = 0; j <= r; j++) power = A.mul(power, total);
    qPow = A.mul(qPow, power);
  }
  const out = A.zeros(t.count * span + 1);
  for (const { sums } of states.values()) A.addScaled(out, 0, sums, sums.length, A.int(1));
  // In floating point the counts are chances: what they leave is beyond the depth.
  let kept = 1;
  if (!A.exact) {
    kept = 0;
    for (let i = 0; i < out.length; i++) kept += out[i] as number;
  }
  return { min: t.count * lo, counts: out, outcomes: qPow, kept };
}

/**
 * Re-rolls to follow for a `u` term by default: until less than 1e-9 of a die's chance is left, at
 * most 100; a die that must repeat (more dice than values) follows the whole limit, which is exact.
 */
export function uniqueDepth(t: DiceTerm): number {
  if (!t.mods?.unique || t.mods.unique.once) return 1;
  const shape = shapeOf(floatArith, t);
  if (!shape) return 1;
  const ps = shape.faces
    .filter((f) => f.rerolls)
    .map((f) => f.p)
    .sort((a, b) => b - a);
  const q = ps.slice(0, Math.max(0, t.count - 1)).reduce((a, b) => a + b, 0);
  if (q <= 0) return 1;
  if (q >= 1 - 1e-12) return MAX_ITERATIONS;
  return Math.min(100, Math.max(1, Math.ceil(Math.log(1e-9) / Math.log(q)) - 1));
}

/**
 * A unique term whose walk is too much work (measured by uniqueCost, not by dice), said with the
 * reason: each die depends on which values the earlier dice showed.
 */
export function uniqueRefusal(e: DiceExpression, depth: number, limit: number): Problem | null {
  for (const t of diceTerms(e)) {
    if (!t.mods?.unique) continue;
    const { cost } = uniqueCost(t, depth);
    if (cost <= limit) continue;
    const about = cost >= 1e9 ? cost.toExponential(1) : `${Math.round(cost / 1e6)} million`;
    return problem(
      'odds.too-costly',
      `${formatDice(e)}: unique dice (u) depend on which values the earlier dice showed; ${t.count}d${t.die.sides} is about ${about} steps to work out, limit ${limit / 1e6} million (fewer dice or sides would do)`,
      { facts: { column: t.column, cost, limit } },
    );
  }
  return null;
}
