/**
 * Roll groups as rpg-dice-roller writes them: `{2d6, 2d6}kh1` ("the better of two sums"),
 * `{4d6+2d8, 3d20}kl1+2`. Each expression in the braces is rolled for its result (a total, or a
 * count of successes); keep or drop then picks among those results, and the kept ones are added,
 * with a number after the group. A group of one expression (where rpg-dice-roller keeps among its
 * dice) is not read yet.
 */
import { fail, ok, problem, type Result } from '../core/problem';
import { formatDice, type DiceExpression, type KeepDrop } from './expression';
import { fromCounts, type Distribution, distributionOf } from './distribution';
import { parseDice } from './notation';
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

/** Joint outcomes worked through one by one at most (e.g. three parts of 100 values each). */
export const GROUP_BUDGET = 1_000_000;
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
  if (texts.length < 2) {
    return bad(text, 'a group of one expression (keeping among its dice) is not read yet; give two or more');
  }
  if (texts.length > MAX_GROUP_PARTS) return bad(text, `at most ${MAX_GROUP_PARTS} expressions in a group`);
  for (const [i, part] of texts.entries()) {
    const e = parseDice(part.trim());
    if (!e.ok) return bad(text, `expression ${i + 1}: ${e.error.message}`);
    parts.push(e.value);
  }
  const after = /^(?:(kh|kl|dh|dl|k|d)(\d{1,3}))?((?:\s*[+-]\s*\d{1,7})*)\s*$/i.exec(text.slice(close + 1));
  if (!after) return bad(text, 'after a group only keep or drop (kh1, dl1) and a number (+2) are read');
  const mode = after[1]?.toLowerCase();
  const count = Number(after[2] ?? 0);
  const keep: KeepDrop | null = mode
    ? { mode: mode === 'k' ? 'kh' : mode === 'd' ? 'dl' : (mode as KeepDrop['mode']), count }
    : null;
  if (keep && (count < 1 || count >= parts.length)) {
    return bad(
      text,
      `${keep.mode}${count}: keep or drop 1 to ${parts.length - 1} of ${parts.length} results`,
    );
  }
  const add = (after[3] ?? '').replace(/\s/g, '').match(/[+-]\d+/g) ?? [];
  return ok({ parts, keep, add: add.reduce((s, n) => s + Number(n), 0) });
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
  const parts = g.parts.map((e) => rollFrom(e, src));
  const values = parts.map(resultOf);
  const kept = keptResults(g.keep, values);
  return { parts, kept, total: values.reduce((s, v, i) => s + (kept[i] ? v : 0), g.add) };
}

/**
 * The exact distribution of a group's total: the parts' distributions, then every joint outcome
 * (a product of their counts) worked through, while that is at most GROUP_BUDGET outcomes.
 */
export function groupDistribution(g: RollGroup): Result<Distribution> {
  const ds: Distribution[] = [];
  for (const e of g.parts) {
    const d = distributionOf(e);
    if (!d.ok) return d;
    if (d.value.beyond) {
      return fail(
        problem(
          'odds.unsupported',
          `${formatGroup(g)}: odds for exploding dice in a group are not worked out; roll it instead`,
        ),
      );
    }
    ds.push(d.value);
  }
  const joint = ds.reduce((n, d) => n * d.chances.length, 1);
  if (joint > GROUP_BUDGET) {
    return fail(
      problem(
        'odds.too-costly',
        `${formatGroup(g)}: ${joint} joint results to work through, more than ${GROUP_BUDGET}`,
        {
          facts: { cost: joint, limit: GROUP_BUDGET },
        },
      ),
    );
  }
  return ok(ds.every((d) => d.exact) ? exactJoint(g, ds) : floatJoint(g, ds));
}

/** Every joint outcome of the parts, by its index in each part's distribution. */
function eachJoint(ds: readonly Distribution[], visit: (at: readonly number[]) => void): void {
  const at = ds.map(() => 0);
  for (;;) {
    visit(at);
    let i = 0;
    while (i < at.length && ++at[i]! === ds[i]!.chances.length) at[i++] = 0;
    if (i === at.length) return;
  }
}

/** The lowest total the group can give, and the total of one joint outcome. */
function totals(g: RollGroup, ds: readonly Distribution[]) {
  const lows = ds.map((d) => d.min);
  const highs = ds.map((d) => d.min + d.chances.length - 1);
  const total = (values: readonly number[]) => {
    const kept = keptResults(g.keep, values);
    return values.reduce((s, v, i) => s + (kept[i] ? v : 0), g.add);
  };
  const min = Math.min(total(lows), total(highs));
  const max = Math.max(total(lows), total(highs));
  return { min, size: max - min + 1, total };
}

function exactJoint(g: RollGroup, ds: readonly Distribution[]): Distribution {
  const { min, size, total } = totals(g, ds);
  const counts = new Array<bigint>(size).fill(0n);
  eachJoint(ds, (at) => {
    let n = 1n;
    for (let i = 0; i < at.length; i++) n *= ds[i]!.exact!.counts[at[i]!]!;
    const slot = total(at.map((x, i) => ds[i]!.min + x)) - min;
    counts[slot] = counts[slot]! + n;
  });
  const outcomes = ds.reduce((n, d) => n * d.exact!.outcomes, 1n);
  const primes = ds.flatMap((d) => d.exact!.primes.map(Number));
  return fromCounts(min, counts, outcomes, primes);
}

function floatJoint(g: RollGroup, ds: readonly Distribution[]): Distribution {
  const { min, size, total } = totals(g, ds);
  const chances = new Float64Array(size);
  eachJoint(ds, (at) => {
    let p = 1;
    for (let i = 0; i < at.length; i++) p *= ds[i]!.chances[at[i]!]!;
    chances[total(at.map((x, i) => ds[i]!.min + x)) - min]! += p;
  });
  return { min, chances, exact: null };
}
