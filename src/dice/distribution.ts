/**
 * The exact distribution of an expression's result (a total, or a count of successes), worked
 * out rather than sampled. Plain dice are added one at a time with a sliding-window sum; a term
 * that counts successes is binomial; keep/drop terms come from keepDistribution.ts; the terms are
 * then convolved and the numbers added.
 *
 * Counts are BigInts, and the chances exact fractions, while the work is small (`EXACT_BUDGET`
 * multiply-adds, e.g. 100d12 or 6d20kh3). Beyond that the same counts are computed in doubles
 * (`exact` is null) to keep every query under 50 ms; a query too large even for that is refused
 * rather than left to run (`odds.too-costly`).
 */
import { fail, ok, problem, type Result } from '../core/problem';
import { exactArith, floatArith, slide, type Arith, type Vec } from './arith';
import { diceTerms, formatDice, kept, type DiceExpression, type DiceTerm } from './expression';
import { primeFactors, ratio, reduceWith, type Fraction } from './fraction';
import { dieWeights, needsWeights, settledRoll } from './dieWeights';
import { matchCost, matchCounts, weightedMatchCounts } from './matchCounts';
import { dieRange } from './expression';
import { meets } from './target';
import { keepCost, keepCounts, type Counts } from './keepDistribution';
import { isPlain, plainMatches, weightedMatches } from './termShapes';
import { oddsRefusal } from './oddsRefusal';
import { weightedKeepCost, weightedKeepCounts } from './weightedKeep';
import { successValues } from './target';
import { uniqueCost, uniqueCounts, uniqueDepth, uniqueLeaves, uniqueRefusal } from './uniqueCounts';

export interface ExactCounts {
  /** Outcomes giving each value, out of `outcomes` equally likely rolls. */
  readonly counts: readonly bigint[];
  readonly outcomes: bigint;
  /** The prime factors of `outcomes`, to reduce fractions quickly. */
  readonly primes: readonly bigint[];
}

/** What is followed to a depth: exploding dice, unique dice (`u`) re-rolled, or both. */
export type BeyondOf = 'explosions' | 're-rolls' | 'explosions or re-rolls';

export interface Distribution {
  /** The value of entry 0: entry i is the chance of exactly `min + i`. */
  readonly min: number;
  readonly chances: Float64Array;
  /** The same as exact counts, or null when computed in floating point. */
  readonly exact: ExactCounts | null;
  /**
   * Exploding dice: the chance of a die exploding more than `depth` times, which `chances` leave
   * out (they add up to 1 minus this).
   */
  readonly beyond?: {
    readonly probability: number;
    readonly fraction: Fraction | null;
    readonly depth: number;
    /** What the depth counts per die. */
    readonly of: BeyondOf;
  };
}

/** Odds are worked out for up to this many dice (as for ORE pools). */
export const MAX_ODDS_DICE = 1000;
/** Multiply-adds done with BigInts; above this, doubles. */
export const EXACT_BUDGET = 30_000;
/** Multiply-adds done at all: about 50 ms on a slow machine. */
export const FLOAT_BUDGET = 4_000_000;

/** Counts for a term that keeps, drops or counts successes (not shifted by its sign). */
function termCounts<T>(A: Arith<T>, t: DiceTerm): Counts<T> {
  const { which, count } = kept(t);
  const m = t.die.sides;
  if (count < t.count) {
    const c = keepCounts(A, { dice: t.count, sides: m, keep: count, which, compare: t.compare });
    if (A.exact) return c;
    // Doubles hold chances, not counts (counts of many dice overflow).
    const all = m ** t.count;
    for (let i = 0; i < c.counts.length; i++) c.counts[i] = ((c.counts[i] as number) / all) as T;
    return c;
  }
  if (t.compare === null) return { min: t.count, counts: slide(A, [A.int(1)], m, t.count) };
  const hit = successValues(m, t.compare);
  const counts = A.zeros(t.count + 1);
  if (!A.exact) {
    // The binomial in logs: no overflow or underflow of the parts for a thousand dice.
    const lp = Math.log(hit / m);
    const lq = Math.log((m - hit) / m);
    let lc = 0;
    for (let j = 0; j <= t.count; j++) {
      if (j > 0) lc += Math.log((t.count - j + 1) / j);
      const l = lc + (j ? j * lp : 0) + (t.count - j ? (t.count - j) * lq : 0);
      counts[j] = Math.exp(l) as T;
    }
    return { min: 0, counts };
  }
  // C(n, j) hit^j miss^(n-j), each factor carried from the last j (one multiply each, not O(j)).
  const n = t.count;
  const hitPow = [A.int(1)];
  const missPow = [A.int(1)];
  for (let j = 1; j <= n; j++) {
    hitPow.push(A.mul(hitPow[j - 1]!, A.int(hit)));
    missPow.push(A.mul(missPow[j - 1]!, A.int(m - hit)));
  }
  let choose = 1n;
  for (let j = 0; j <= n; j++) {
    if (j > 0) choose = (choose * BigInt(n - j + 1)) / BigInt(j);
    counts[j] = A.mul(choose as T, A.mul(hitPow[j]!, missPow[n - j]!)); // exact here: doubles returned above
  }
  return { min: 0, counts };
}

interface TermResult<T> extends Counts<T> {
  /** Equally likely outcomes of the term (1 in floating point, where counts are chances). */
  readonly outcomes: T;
  /** Floating point: the chance no die of the term explodes past the depth. */
  readonly kept: number;
}

/** A term whose dice each have their own distribution (dieWeights.ts): the n-fold convolution. */
function weightedCounts<T>(A: Arith<T>, t: DiceTerm, depth: number): TermResult<T> {
  const x = dieWeights(A, t, depth)!;
  let acc: Vec<T> = [A.int(1)];
  let outcomes = A.int(1);
  for (let i = 0; i < t.count; i++) {
    acc = A.convolve(acc, x.w);
    outcomes = A.mul(outcomes, x.total);
  }
  const keptOne = A.exact ? 1 : 1 - (x.lost as number);
  return { min: x.lo * t.count, counts: acc, outcomes, kept: keptOne ** t.count };
}

/**
 * Keep/drop among dice with a modifier that leaves one value a die (weightedKeep.ts); dice that
 * explode into more dice, or count successes, are refused before this (`keepsWeighted`).
 */
function weightedKeep<T>(A: Arith<T>, t: DiceTerm, depth: number): TermResult<T> {
  const x = dieWeights(A, t, depth)!;
  const { which, count } = kept(t);
  const c = weightedKeepCounts(A, x, { dice: t.count, keep: count, which });
  const keptOne = A.exact ? 1 : 1 - (x.lost as number);
  return { ...c, outcomes: A.exact ? powOf(A, x.total, t.count) : A.int(1), kept: keptOne ** t.count };
}

/** Matches among dice with their own weights (rerolled, clamped, Fudge). */
function weightedMatchesOf<T>(A: Arith<T>, t: DiceTerm, depth: number): TermResult<T> {
  const x = dieWeights(A, t, depth)!;
  const c = weightedMatchCounts(A, t.count, x.w);
  return { ...c, outcomes: A.exact ? powOf(A, x.total, t.count) : A.int(1), kept: 1 };
}

const powOf = <T>(A: Arith<T>, x: T, n: number): T => {
  let out = A.int(1);
  for (let i = 0; i < n; i++) out = A.mul(out, x);
  return out;
};

/** Any term but a plain one, before its sign: counts, outcomes, and the factor (`*3`) applied. */
function termResult<T>(A: Arith<T>, t: DiceTerm, depth: number): TermResult<T> {
  const r: TermResult<T> = t.mods?.unique
    ? uniqueCounts(A, t, depth)
    : plainMatches(t)
      ? {
          ...matchCounts(A, t.count, t.die.sides),
          outcomes: A.exact ? A.pow(t.die.sides, t.count) : A.int(1),
          kept: 1,
        }
      : weightedMatches(t)
        ? weightedMatchesOf(A, t, depth)
        : needsWeights(t)
          ? kept(t).count < t.count
            ? weightedKeep(A, t, depth)
            : weightedCounts(A, t, depth)
          : { ...termCounts(A, t), outcomes: A.exact ? A.pow(t.die.sides, t.count) : A.int(1), kept: 1 };
  const f = t.mods?.factor ?? 1;
  if (f === 1) return r;
  if (f === 0) return { ...r, min: 0, counts: [r.counts.length ? sumOf(A, r.counts) : A.int(0)] };
  const counts = A.zeros((r.counts.length - 1) * f + 1);
  for (let i = 0; i < r.counts.length; i++) counts[i * f] = r.counts[i]!;
  return { ...r, min: r.min * f, counts };
}

const sumOf = <T>(A: Arith<T>, x: Vec<T>): T => {
  let s = A.int(0);
  for (let i = 0; i < x.length; i++) s = A.add(s, x[i]!);
  return s;
};

/** The length of one die's distribution, from the same code in floating point. */
function weightedLength(t: DiceTerm, depth: number): number {
  return dieWeights(floatArith, t, depth)?.w.length ?? 1;
}

function termCost(t: DiceTerm, depth: number): { readonly cost: number; readonly length: number } {
  const f = t.mods?.factor ?? 1;
  if (t.mods?.unique) {
    const u = uniqueCost(t, depth);
    return { cost: u.cost, length: (u.length - 1) * Math.max(1, f) + 1 };
  }
  if (plainMatches(t)) return { cost: matchCost(t.count, t.die.sides), length: t.count * Math.max(1, f) };
  if (weightedMatches(t)) {
    return { cost: matchCost(t.count, weightedLength(t, depth)), length: t.count * Math.max(1, f) };
  }
  if (needsWeights(t) && kept(t).count < t.count) {
    const L = weightedLength(t, depth);
    const keep = kept(t).count;
    const cost = weightedKeepCost(L, { dice: t.count, keep, which: kept(t).which });
    return { cost, length: (keep * Math.max(0, L - 1) + 1) * Math.max(1, f) };
  }
  if (needsWeights(t)) {
    const L = weightedLength(t, depth);
    const n = t.count;
    return { cost: (n * n * L * L) / 2 + depth * L * L, length: (n * (L - 1) + 1) * Math.max(1, f) };
  }
  const { which, count } = kept(t);
  if (count < t.count) {
    const spec = { dice: t.count, sides: t.die.sides, keep: count, which, compare: t.compare };
    return { cost: keepCost(spec), length: (t.compare ? count + 1 : count * (t.die.sides - 1) + 1) * f };
  }
  if (t.compare === null) {
    const len = t.count * (t.die.sides - 1) + 1;
    return { cost: (t.count * len) / 2, length: (len - 1) * f + 1 };
  }
  return { cost: (t.count + 1) * 4, length: t.count + 1 };
}

/** Multiply-adds the distribution of `e` takes, following `compute` step by step. */
export function distributionCost(e: DiceExpression, depth = explodeDepth(e)): number {
  let length = 1;
  let cost = 0;
  for (const t of diceTerms(e).filter(isPlain)) {
    for (let i = 0; i < t.count; i++) {
      length += t.die.sides - 1;
      cost += length / 2 + 1;
    }
  }
  for (const t of diceTerms(e).filter((t) => !isPlain(t))) {
    const term = termCost(t, depth);
    cost += term.cost + length * term.length;
    length += term.length - 1;
  }
  return cost;
}

function reversed<T>(A: Arith<T>, x: Vec<T>): Vec<T> {
  const out = A.zeros(x.length);
  for (let i = 0; i < x.length; i++) out[i] = x[x.length - 1 - i]!;
  return out;
}

interface Computed<T> {
  readonly min: number;
  readonly counts: Vec<T>;
  readonly outcomes: T;
  /** Floating point: the chance nothing explodes past the depth. */
  readonly kept: number;
  readonly explodes: BeyondOf | null;
}

function compute<T>(A: Arith<T>, e: DiceExpression, depth: number): Computed<T> {
  let counts: Vec<T> = A.zeros(1);
  counts[0] = A.int(1);
  let min = 0;
  let outcomes = A.int(1);
  let keptAll = 1;
  // Plain dice first: from a single point, every step stays symmetric, as the slide needs.
  for (const t of diceTerms(e).filter(isPlain)) {
    counts = slide(A, counts, t.die.sides, t.count);
    min += t.sign > 0 ? t.count : -t.count * t.die.sides;
    if (A.exact) outcomes = A.mul(outcomes, A.pow(t.die.sides, t.count));
  }
  for (const t of diceTerms(e).filter((t) => !isPlain(t))) {
    const c = termResult(A, t, depth);
    const top = c.min + c.counts.length - 1;
    counts = A.convolve(counts, t.sign > 0 ? c.counts : reversed(A, c.counts));
    min += t.sign > 0 ? c.min : -top;
    outcomes = A.mul(outcomes, c.outcomes);
    keptAll *= c.kept;
  }
  for (const t of e.terms) if (t.kind === 'constant') min += t.sign * t.value;
  const ex = diceTerms(e).some((t) => t.mods?.explode);
  const un = diceTerms(e).some((t) => uniqueLeaves(t, depth));
  const explodes = ex && un ? 'explosions or re-rolls' : ex ? 'explosions' : un ? 're-rolls' : null;
  return { min, counts, outcomes, kept: keptAll, explodes };
}

/** The first and last entries that can happen (e.g. 2d6>=7 only ever gives 0). */
function span<T>(counts: Vec<T>, zero: T): [number, number] {
  let lo = 0;
  let hi = counts.length - 1;
  while (lo < hi && counts[lo] === zero) lo++;
  while (hi > lo && counts[hi] === zero) hi--;
  return [lo, hi];
}

/**
 * The distribution of a roll of `e`: its total, or its count of successes. `mode` forces exact
 * counts or doubles (tests compare the two); by default the work decides.
 */
export function distributionOf(
  e: DiceExpression,
  mode: 'auto' | 'exact' | 'float' = 'auto',
  opts: { readonly depth?: number } = {},
): Result<Distribution> {
  const depth = opts.depth ?? explodeDepth(e);
  const refusal = oddsRefusal(e) ?? uniqueRefusal(e, depth, FLOAT_BUDGET);
  if (refusal) return fail(refusal);
  const cost = distributionCost(e, depth);
  if (cost > FLOAT_BUDGET) {
    return fail(
      problem(
        'odds.too-costly',
        `${formatDice(e)}: too much to work out exactly (about ${Math.round(cost / 1e6)} million steps, limit ${FLOAT_BUDGET / 1e6} million); fewer or smaller dice kept or dropped would do`,
        { facts: { cost, limit: FLOAT_BUDGET } },
      ),
    );
  }
  if (mode === 'float' || (mode === 'auto' && cost > EXACT_BUDGET)) {
    const r = compute(floatArith, e, depth);
    const [lo, hi] = span(r.counts, 0);
    const chances = (r.counts as Float64Array).subarray(lo, hi + 1);
    for (let i = 0; i < chances.length; i++) chances[i] = chances[i]! / r.outcomes;
    const beyond = 1 - r.kept;
    return ok({
      min: r.min + lo,
      chances,
      exact: null,
      ...(r.explodes ? { beyond: { probability: beyond, fraction: null, depth, of: r.explodes } } : {}),
    });
  }
  const r = compute(exactArith, e, depth);
  const primes = diceTerms(e).map((t) =>
    needsWeights(t) ? Number(settledRoll(exactArith, t)!.total) : t.die.sides,
  );
  const d = fromCounts(r.min, r.counts, r.outcomes, primes);
  if (!r.explodes) return ok(d);
  const missing = r.outcomes - sumOf(exactArith, r.counts);
  const fraction = reduceWith(missing, r.outcomes, d.exact!.primes);
  return ok({ ...d, beyond: { probability: ratio(missing, r.outcomes), fraction, depth, of: r.explodes } });
}

/**
 * Explosions followed per die: enough that what lies beyond is below 1e-9 of a die's chances,
 * at most 100 (`--depth` overrides).
 */
export function explodeDepth(e: DiceExpression): number {
  let depth = 1;
  for (const t of diceTerms(e)) {
    const x = t.mods?.explode;
    depth = Math.max(depth, uniqueDepth(t));
    if (!x) continue;
    const roll = settledRoll(floatArith, t);
    if (!roll) continue;
    const on = x.on ?? { op: '=' as const, value: dieRange(t.die)[1] };
    const go = roll.pairs.filter(([v]) => meets(v, on)).reduce((a, [, w]) => a + w, 0) / roll.total;
    const need = go <= 0 ? 1 : go >= 1 ? 100 : Math.ceil(Math.log(1e-9) / Math.log(go)) - 1;
    depth = Math.max(depth, Math.min(100, need));
  }
  return depth;
}

/** A distribution from exact counts over `outcomes` rolls of dice with these sides. */
export function fromCounts(
  min: number,
  counts: Vec<bigint>,
  outcomes: bigint,
  sides: readonly number[],
): Distribution {
  const [lo, hi] = span(counts, 0n);
  const kept: bigint[] = [];
  for (let i = lo; i <= hi; i++) kept.push(counts[i]!);
  return {
    min: min + lo,
    chances: exactArith.chances(kept, outcomes),
    exact: { counts: kept, outcomes, primes: [...new Set(sides.flatMap(primeFactors))] },
  };
}
