/**
 * Exact odds of an opposed roll (reign-ore-basics.txt, "Opposed Contests", "Gobble Dice"): one pool
 * acts, the other blocks with its most harmful set turned into gobble dice, as `resolveOpposed`
 * plays it. Rolls are grouped by the sets they make (a roll of n dice has at most a few thousand
 * set patterns), each pattern weighted by how many of the 10^n rolls make it, and every pair of
 * patterns resolved once. Counts are whole numbers, so every chance is an exact fraction: a
 * certain outcome is exactly 1, an impossible one exactly 0.
 */
import { fail, ok, problem, type Result } from '../../core/problem';
import { reduceWith, type Fraction } from '../fraction';
import type { Pool } from './notation';
import { formatPool } from './notation';
import { gobbleDiceOf, gobbleSets } from './gobble';
import type { OpposedOutcome } from './opposed';
import { MAX_FACE, type DiceSet } from './types';

/** Beyond this many rolled dice a side has too many set patterns to pair up quickly. */
export const MAX_VS_POOL = 10;
/**
 * Every pattern of one side meets every pattern of the other: 8d has 2,156 patterns, 10d 8,953.
 * Past this many pairs the answer takes more than a few seconds, so it is refused.
 */
export const MAX_VS_PAIRS = 1_000_000;

/** A set pattern and how many of the pool's rolls make it. */
interface Pattern {
  readonly sets: DiceSet[];
  /** Each set as width * 16 + height, for quick look-ups. */
  readonly keys: number[];
  readonly rolls: number;
}

/** One direction of the contest: `active` acts, `blocker` gobbles. */
export interface VsSide {
  readonly active: string;
  readonly blocker: string;
  /** The active side rolls at least one set. */
  readonly hasSet: Fraction;
  /** At least one of the active side's sets survives the gobble dice (unopposed included). */
  readonly getsThrough: Fraction;
  /** The blocker rolled no set, so nothing is gobbled. */
  readonly unopposed: Fraction;
  /** The blocker had gobble dice, but every active set still stands. */
  readonly notBlocked: Fraction;
  /** Some active sets were spoiled, some stand. */
  readonly partlyBlocked: Fraction;
  /** Every active set was spoiled. */
  readonly blocked: Fraction;
  /** The active side rolled no set at all. */
  readonly noSet: Fraction;
  /** Mean number of the active side's sets still standing. */
  readonly expectedStanding: Fraction;
}

export interface VsOdds {
  readonly first: string;
  readonly second: string;
  readonly timed: boolean;
  /** The first pool acting against the second's gobble dice, then the other way round. */
  readonly sides: readonly [VsSide, VsSide];
}

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

/** The sets of a roll given by its face counts, in timing order (wider first, then higher). */
function setsOf(counts: readonly number[]): DiceSet[] {
  const sets: DiceSet[] = [];
  for (let h = MAX_FACE; h >= 1; h--) if (counts[h]! >= 2) sets.push({ width: counts[h]!, height: h });
  return sets.sort((x, y) => y.width - x.width || y.height - x.height);
}

/** Every set pattern of the pool's 10^n rolls, with its number of rolls (exact up to 18 dice). */
export function setPatterns(pool: Pool): Pattern[] {
  const byKey = new Map<string, Pattern>();
  const counts = new Array<number>(MAX_FACE + 1).fill(0);
  const visit = (face: number, left: number, ways: number): void => {
    if (face === MAX_FACE) {
      counts[face] = left;
      if (pool.expert !== null) counts[pool.expert]!++;
      const sets = setsOf(counts);
      if (pool.expert !== null) counts[pool.expert]!--;
      const keys = sets.map((x) => x.width * 16 + x.height);
      const key = keys.join(',');
      const rolls = ways / factorial(left);
      const seen = byKey.get(key);
      byKey.set(key, { sets, keys, rolls: (seen?.rolls ?? 0) + rolls });
      return;
    }
    for (let k = 0; k <= left; k++) {
      counts[face] = k;
      visit(face + 1, left - k, ways / factorial(k));
    }
  };
  visit(1, pool.dice, factorial(pool.dice));
  return [...byKey.values()];
}

type Tally = Record<OpposedOutcome, bigint> & { standing: bigint };

/** What one blocker set does to an active pattern, as `bestGobbleSet` scores it. */
interface Effect {
  readonly score: number;
  readonly outcome: OpposedOutcome;
  readonly standing: number;
}

function effectOf(active: readonly DiceSet[], set: DiceSet, timed: boolean): Effect {
  const g = gobbleSets(active, gobbleDiceOf(set), { timed, gobbleSet: set });
  const outcome: OpposedOutcome =
    g.survivors.length === 0 ? 'blocked' : g.spoiled.length > 0 ? 'partly-blocked' : 'not-blocked';
  const score = g.survivors.length * 10000 + g.survivors.reduce((n, x) => n + x.width, 0);
  return { score, outcome, standing: g.survivors.length };
}

/**
 * The outcome counts of `active` acting against `blocker`, exactly as `resolveOpposed` would give
 * them pair by pair: the blocker's set with the lowest score, the first of equals in its timing
 * order. Each blocker set's effect on an active pattern is worked out once, then looked up.
 */
function tallyDirection(active: Pattern[], blocker: Pattern[], timed: boolean): Tally {
  const t: Tally = {
    'active-failed': 0n,
    unopposed: 0n,
    blocked: 0n,
    'partly-blocked': 0n,
    'not-blocked': 0n,
    standing: 0n,
  };
  const noBlock = blocker.filter((b) => b.sets.length === 0).reduce((n, b) => n + b.rolls, 0);
  const allBlock = blocker.reduce((n, b) => n + b.rolls, 0);
  for (const a of active) {
    const w = BigInt(a.rolls);
    if (a.sets.length === 0) {
      t['active-failed'] += w * BigInt(allBlock);
      continue;
    }
    // Sums over the blocker stay below 10^13, exact as numbers; the product needs BigInt.
    const by = { blocked: 0, 'partly-blocked': 0, 'not-blocked': 0 };
    let standing = noBlock * a.sets.length;
    const effects: (Effect | undefined)[] = [];
    for (const b of blocker) {
      if (b.sets.length === 0) continue;
      let best: Effect | null = null;
      for (let i = 0; i < b.keys.length; i++) {
        const key = b.keys[i]!;
        const e = (effects[key] ??= effectOf(a.sets, b.sets[i]!, timed));
        if (!best || e.score < best.score) best = e;
      }
      by[best!.outcome as keyof typeof by] += b.rolls;
      standing += b.rolls * best!.standing;
    }
    t.unopposed += w * BigInt(noBlock);
    for (const k of Object.keys(by) as (keyof typeof by)[]) t[k] += w * BigInt(by[k]);
    t.standing += w * BigInt(standing);
  }
  return t;
}

function side(active: Pool, blocker: Pool, pa: Pattern[], pb: Pattern[], timed: boolean): VsSide {
  const t = tallyDirection(pa, pb, timed);
  const den = 10n ** BigInt(active.dice + blocker.dice);
  const f = (num: bigint): Fraction => reduceWith(num, den, [2n, 5n]);
  return {
    active: formatPool(active),
    blocker: formatPool(blocker),
    hasSet: f(den - t['active-failed']),
    getsThrough: f(t.unopposed + t['not-blocked'] + t['partly-blocked']),
    unopposed: f(t.unopposed),
    notBlocked: f(t['not-blocked']),
    partlyBlocked: f(t['partly-blocked']),
    blocked: f(t.blocked),
    noSet: f(t['active-failed']),
    expectedStanding: f(t.standing),
  };
}

export function vsOdds(first: Pool, second: Pool, timed = true): Result<VsOdds> {
  for (const p of [first, second]) {
    if (p.master) {
      return fail(
        problem('odds.vs-master', `${formatPool(p)}: odds with --vs don't cover a Master Die yet`, {
          facts: { pool: formatPool(p) },
        }),
      );
    }
    if (p.dice > MAX_VS_POOL) {
      return fail(
        problem(
          'odds.vs-too-large',
          `odds with --vs are worked out for pools of up to ${MAX_VS_POOL} dice, not ${p.dice}`,
          { facts: { dice: p.dice, max: MAX_VS_POOL } },
        ),
      );
    }
  }
  const [pa, pb] = [setPatterns(first), setPatterns(second)];
  if (pa.length * pb.length > MAX_VS_PAIRS) {
    const pair = `${formatPool(first)} vs ${formatPool(second)}`;
    return fail(
      problem(
        'odds.vs-too-large',
        `${pair} has ${pa.length * pb.length} pairs of set patterns to weigh, more than ${MAX_VS_PAIRS}; ` +
          'exact odds with --vs reach about 8d vs 6d or 10d vs 4d',
        { facts: { pairs: pa.length * pb.length, max: MAX_VS_PAIRS } },
      ),
    );
  }
  return ok({
    first: formatPool(first),
    second: formatPool(second),
    timed,
    sides: [side(first, second, pa, pb, timed), side(second, first, pb, pa, timed)],
  });
}
