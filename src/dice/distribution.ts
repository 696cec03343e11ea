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
import { diceCount, diceTerms, formatDice, kept, type DiceExpression, type DiceTerm } from './expression';
import { primeFactors } from './fraction';
import { keepCost, keepCounts, type Counts } from './keepDistribution';
import { successValues } from './target';

export interface ExactCounts {
  /** Outcomes giving each value, out of `outcomes` equally likely rolls. */
  readonly counts: readonly bigint[];
  readonly outcomes: bigint;
  /** The prime factors of `outcomes`, to reduce fractions quickly. */
  readonly primes: readonly bigint[];
}

export interface Distribution {
  /** The value of entry 0: entry i is the chance of exactly `min + i`. */
  readonly min: number;
  readonly chances: Float64Array;
  /** The same as exact counts, or null when computed in floating point. */
  readonly exact: ExactCounts | null;
}

/** Odds are worked out for up to this many dice (as for ORE pools). */
export const MAX_ODDS_DICE = 100;
/** Multiply-adds done with BigInts; above this, doubles. */
export const EXACT_BUDGET = 30_000;
/** Multiply-adds done at all: about 50 ms on a slow machine. */
export const FLOAT_BUDGET = 4_000_000;

const isPlain = (t: DiceTerm): boolean => t.compare === null && kept(t).count === t.count;

/** Counts for a term that keeps, drops or counts successes (not shifted by its sign). */
function termCounts<T>(A: Arith<T>, t: DiceTerm): Counts<T> {
  const { which, count } = kept(t);
  const m = t.die.sides;
  if (count < t.count) {
    return keepCounts(A, { dice: t.count, sides: m, keep: count, which, compare: t.compare });
  }
  const hit = successValues(m, t.compare!);
  const counts = A.zeros(t.count + 1);
  for (let j = 0; j <= t.count; j++) {
    counts[j] = A.mul(A.choose(t.count, j), A.mul(A.pow(hit, j), A.pow(m - hit, t.count - j)));
  }
  return { min: 0, counts };
}

function termCost(t: DiceTerm): { readonly cost: number; readonly length: number } {
  const { which, count } = kept(t);
  if (count < t.count) {
    const spec = { dice: t.count, sides: t.die.sides, keep: count, which, compare: t.compare };
    return { cost: keepCost(spec), length: t.compare ? count + 1 : count * (t.die.sides - 1) + 1 };
  }
  return { cost: (t.count + 1) * 4, length: t.count + 1 };
}

/** Multiply-adds the distribution of `e` takes, following `compute` step by step. */
export function distributionCost(e: DiceExpression): number {
  let length = 1;
  let cost = 0;
  for (const t of diceTerms(e).filter(isPlain)) {
    for (let i = 0; i < t.count; i++) {
      length += t.die.sides - 1;
      cost += length / 2 + 1;
    }
  }
  for (const t of diceTerms(e).filter((t) => !isPlain(t))) {
    const term = termCost(t);
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

function compute<T>(A: Arith<T>, e: DiceExpression): { min: number; counts: Vec<T>; outcomes: T } {
  let counts: Vec<T> = A.zeros(1);
  counts[0] = A.int(1);
  let min = 0;
  let outcomes = A.int(1);
  // Plain dice first: from a single point, every step stays symmetric, as the slide needs.
  for (const t of diceTerms(e).filter(isPlain)) {
    counts = slide(A, counts, t.die.sides, t.count);
    min += t.sign > 0 ? t.count : -t.count * t.die.sides;
  }
  for (const t of diceTerms(e).filter((t) => !isPlain(t))) {
    const c = termCounts(A, t);
    const top = c.min + c.counts.length - 1;
    counts = A.convolve(counts, t.sign > 0 ? c.counts : reversed(A, c.counts));
    min += t.sign > 0 ? c.min : -top;
  }
  for (const t of e.terms) {
    if (t.kind === 'constant') min += t.sign * t.value;
    else outcomes = A.mul(outcomes, A.pow(t.die.sides, t.count));
  }
  return { min, counts, outcomes };
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
): Result<Distribution> {
  const modded = diceTerms(e).find((t) => t.mods || t.die.fudge);
  if (modded) {
    return fail(
      problem('odds.unsupported', `${formatDice(e)}: odds for these modifiers are not worked out yet`, {
        facts: { column: modded.column },
      }),
    );
  }
  const dice = diceCount(e);
  if (dice > MAX_ODDS_DICE) {
    return fail(
      problem('odds.too-many-dice', `${formatDice(e)}: odds are worked out for up to ${MAX_ODDS_DICE} dice`, {
        facts: { dice, max: MAX_ODDS_DICE },
      }),
    );
  }
  const cost = distributionCost(e);
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
    const r = compute(floatArith, e);
    const [lo, hi] = span(r.counts, 0);
    const chances = (r.counts as Float64Array).subarray(lo, hi + 1);
    for (let i = 0; i < chances.length; i++) chances[i] = chances[i]! / r.outcomes;
    return ok({ min: r.min + lo, chances, exact: null });
  }
  const r = compute(exactArith, e);
  return ok(
    fromCounts(
      r.min,
      r.counts,
      r.outcomes,
      diceTerms(e).map((t) => t.die.sides),
    ),
  );
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
