/**
 * Roll groups as rpg-dice-roller writes them: `{2d6, 2d6}kh1` ("the better of two sums"),
 * `{4d6+2d8, 3d20}kl1+2`. Each expression in the braces is rolled for its result (a total, or a
 * count of successes); keep or drop then picks among those results, and the kept ones are added,
 * with a number after the group. A group of one expression keeps among its dice (oneGroup.ts).
 */
import { fail, ok, problem, type Result } from '../core/problem';
import { exactArith, floatArith, type Arith, type Vec } from './arith';
import { formatDice, type DiceExpression, type KeepDrop } from './expression';
import { fromCounts, type Distribution, distributionOf } from './distribution';
import { readGroupTail } from './groupTail';
import { parseDice } from './notation';
import { keepAcross, oneGroupDistribution, oneGroupProblem } from './oneGroup';
import { rollFrom, type RolledExpression } from './roll';
import type { FaceSource } from './rollTerm';

export interface RollGroup {
  readonly parts: readonly DiceExpression[];
  readonly keep: KeepDrop | null;
  /** The number added after the group (`+2`), 0 if none. */
  readonly add: number;
}

export interface RolledGroup {
  readonly parts: readonly RolledExpression[];
  /** Which parts' results are kept. */
  readonly kept: readonly boolean[];
  readonly total: number;
}

/** Joint results worked through one by one at most, when more than one but not all are kept (e.g. {d20, d20, d20}kh2). */
export const GROUP_BUDGET = 25_000;
export const MAX_GROUP_PARTS = 20;

export const isGroup = (text: string): boolean => text.trim().startsWith('{');

const bad = (text: string, why: string): Result<never> =>
  fail(problem('dice.bad-group', `${text}: ${why}`, { facts: { text } }));

/** Reads `{E, E, ...}` with an optional keep or drop and an optional number after it. */
export function parseGroup(input: string): Result<RollGroup> {
  const text = input.trim();
  const close = text.indexOf('}');
  if (!text.startsWith('{') || close < 0) return bad(text, 'a group is {expression, expression, ...}');
  const inside = text.slice(1, close);
  if (inside.includes('{')) return bad(text, 'groups inside groups are not read');
  const parts: DiceExpression[] = [];
  const texts = inside.split(',');
  if (texts.length > MAX_GROUP_PARTS) return bad(text, `at most ${MAX_GROUP_PARTS} expressions in a group`);
  for (const [i, part] of texts.entries()) {
    const e = parseDice(part.trim());
    if (!e.ok) return bad(text, `expression ${i + 1}: ${e.error.message}`);
    parts.push(e.value);
  }
  const after = readGroupTail(text.slice(close + 1));
  if (!after) return bad(text, 'after a group only keep or drop (kh1, dl1) and a number (+2) are read');
  const { keep } = after;
  const count = keep?.count ?? 0;
  const one = parts.length === 1 ? oneGroupProblem(parts[0]!, keep) : null;
  if (one) return bad(text, one);
  if (keep && parts.length > 1 && (count < 1 || count >= parts.length)) {
    return bad(
      text,
      `${keep.mode}${count}: keep or drop 1 to ${parts.length - 1} of ${parts.length} results`,
    );
  }
  return ok({ parts, keep, add: after.add });
}

export function formatGroup(g: RollGroup): string {
  const keep = g.keep ? `${g.keep.mode}${g.keep.count}` : '';
  const add = g.add === 0 ? '' : g.add > 0 ? `+${g.add}` : String(g.add);
  return `{${g.parts.map(formatDice).join(', ')}}${keep}${add}`;
}

/** Which results are kept: the highest (or lowest), the earlier first on ties. */
export function keptResults(keep: KeepDrop | null, values: readonly number[]): boolean[] {
  if (!keep) return values.map(() => true);
  const n = values.length;
  const highest = keep.mode === 'kh' || keep.mode === 'dl';
  const count = keep.mode === 'kh' || keep.mode === 'kl' ? keep.count : n - keep.count;
  const order = values.map((_, i) => i);
  order.sort((a, b) => (highest ? values[b]! - values[a]! : values[a]! - values[b]!) || a - b);
  const mask = values.map(() => false);
  for (const i of order.slice(0, count)) mask[i] = true;
  return mask;
}

const resultOf = (r: RolledExpression): number => r.total;

/** Rolls each expression in turn from one source of faces, then keeps. */
export function rollGroup(g: RollGroup, src: FaceSource): RolledGroup {
  if (g.parts.length === 1) {
    const r = keepAcross(rollFrom(g.parts[0]!, src), g.keep);
    return { parts: [r], kept: [true], total: r.total + g.add };
  }
  const parts = g.parts.map((e) => rollFrom(e, src));
  const values = parts.map(resultOf);
  const kept = keptResults(g.keep, values);
  return { parts, kept, total: values.reduce((s, v, i) => s + (kept[i] ? v : 0), g.add) };
}

/** One part as weights: `w[i]` for the value `min + i`, out of `total`. */
interface Weights<T> {
  readonly min: number;
  readonly w: Vec<T>;
  readonly total: T;
}

/** How many results a group keeps, and from which end. */
function keptOf(keep: KeepDrop | null, n: number): { highest: boolean; count: number } {
  if (!keep) return { highest: true, count: n };
  const count = keep.mode === 'kh' || keep.mode === 'kl' ? keep.count : n - keep.count;
  return { highest: keep.mode === 'kh' || keep.mode === 'dl', count };
}

/** Joint results of the parts, when more than one but not all are kept. */
const jointCost = (ds: readonly Distribution[]): number => ds.reduce((n, d) => n * d.chances.length, 1);

/**
 * The exact distribution of a group's total. All kept: the parts convolved. One kept: the highest
 * (lowest) is at most (least) x when every part is, a product of the parts' running sums. Else
 * every joint result is worked through, while there are at most GROUP_BUDGET of them.
 */
export function groupDistribution(g: RollGroup): Result<Distribution> {
  if (g.parts.length === 1) return oneGroupDistribution(g.parts[0]!, g.keep, g.add, formatGroup(g));
  const ds: Distribution[] = [];
  for (const e of g.parts) {
    const d = distributionOf(e);
    if (!d.ok) return d;
    if (d.value.beyond) {
      return fail(
        problem(
          'odds.unsupported',
          `${formatGroup(g)}: odds for exploding or unique (u) dice in a group are not worked out; roll it instead`,
        ),
      );
    }
    ds.push(d.value);
  }
  const { count } = keptOf(g.keep, ds.length);
  const cost = jointCost(ds);
  if (count > 1 && count < ds.length && cost > GROUP_BUDGET) {
    return fail(
      problem(
        'odds.too-costly',
        `${formatGroup(g)}: ${cost} joint results to work through, more than ${GROUP_BUDGET}`,
        { facts: { cost, limit: GROUP_BUDGET } },
      ),
    );
  }
  if (ds.every((d) => d.exact)) {
    const parts = ds.map((d) => ({ min: d.min, w: d.exact!.counts, total: d.exact!.outcomes }));
    const r = combine(exactArith, g, parts);
    return ok(
      fromCounts(
        r.min,
        r.w,
        r.total,
        ds.flatMap((d) => d.exact!.primes.map(Number)),
      ),
    );
  }
  const r = combine(
    floatArith,
    g,
    ds.map((d) => ({ min: d.min, w: d.chances, total: 1 })),
  );
  return ok({ min: r.min, chances: Float64Array.from(r.w as ArrayLike<number>), exact: null });
}

function combine<T>(A: Arith<T>, g: RollGroup, parts: readonly Weights<T>[]): Weights<T> {
  const { highest, count } = keptOf(g.keep, parts.length);
  const total = parts.reduce((t, p) => A.mul(t, p.total), A.int(1));
  if (count === parts.length) {
    const w = parts.slice(1).reduce((acc, p) => A.convolve(acc, p.w), parts[0]!.w);
    return { min: parts.reduce((m, p) => m + p.min, g.add), w, total };
  }
  if (count === 1) return extreme(A, parts, highest, total, g.add);
  return everyJoint(A, g, parts, total);
}

/** The highest (or lowest) of the parts: from the products of their running sums. */
function extreme<T>(A: Arith<T>, parts: readonly Weights<T>[], highest: boolean, total: T, add: number) {
  const top = (p: Weights<T>) => p.min + p.w.length - 1;
  const lo = highest ? Math.max(...parts.map((p) => p.min)) : Math.min(...parts.map((p) => p.min));
  const hi = highest ? Math.max(...parts.map(top)) : Math.min(...parts.map(top));
  // beyond(x): the product of each part's weight at or below x (highest), at or above x (lowest).
  const running = parts.map((p) => {
    const sums = A.zeros(p.w.length);
    let acc = A.int(0);
    for (let k = 0; k < p.w.length; k++) {
      const i = highest ? k : p.w.length - 1 - k;
      acc = A.add(acc, p.w[i]!);
      sums[i] = acc;
    }
    return sums;
  });
  const beyond = (x: number): T =>
    parts.reduce((prod, p, j) => {
      const i = x - p.min;
      const s =
        i < 0
          ? highest
            ? A.int(0)
            : p.total
          : i >= p.w.length
            ? highest
              ? p.total
              : A.int(0)
            : running[j]![i]!;
      return A.mul(prod, s);
    }, A.int(1));
  const w = A.zeros(hi - lo + 1);
  const minus = A.int(-1);
  for (let x = lo; x <= hi; x++) {
    const next = beyond(highest ? x - 1 : x + 1);
    w[x - lo] = A.add(beyond(x), A.mul(next, minus));
  }
  return { min: lo + add, w, total };
}

/** Every joint result, one at a time. */
function everyJoint<T>(A: Arith<T>, g: RollGroup, parts: readonly Weights<T>[], total: T): Weights<T> {
  const lows = parts.map((p) => p.min);
  const highs = parts.map((p) => p.min + p.w.length - 1);
  const { highest, count } = keptOf(g.keep, parts.length);
  // Sorted in a typed array made once: this runs for every joint result.
  const sorted = new Float64Array(parts.length);
  const sum = (values: readonly number[]) => {
    sorted.set(values);
    sorted.sort();
    let s = 0;
    for (let k = 0; k < count; k++) s += sorted[highest ? sorted.length - 1 - k : k]!;
    return s;
  };
  const min = sum(lows);
  const w = A.zeros(sum(highs) - min + 1);
  const at = parts.map(() => 0);
  const values = [...lows];
  for (;;) {
    let n = A.int(1);
    for (let i = 0; i < at.length; i++) n = A.mul(n, parts[i]!.w[at[i]!]!);
    const slot = sum(values) - min;
    w[slot] = A.add(w[slot]!, n);
    let i = 0;
    while (i < at.length && ++at[i]! === parts[i]!.w.length) {
      at[i] = 0;
      values[i] = lows[i]!;
      i++;
    }
    if (i === at.length) return { min: min + g.add, w, total };
    values[i] = lows[i]! + at[i]!;
  }
}
