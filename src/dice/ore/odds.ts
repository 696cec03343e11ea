/**
 * Exact odds for a pool, without sampling. A roll of n d10s is a multinomial over the ten faces;
 * walking the faces one at a time, the count on face h among the r dice not yet placed is
 * Binomial(r, 1/(11-h)). Each question below is a small dynamic programme over "dice left"
 * (plus a little state), so 15 dice take microseconds and every weight stays in [0, 1].
 *
 * Special dice: an Expert Die adds one to its face's count. A Master Die is set after the roll to
 * serve the question asked: for "a set of width >= W and height >= H" it joins the best face; for
 * the number of sets it pairs a waste die when there is one (docs/rules.md, "ORE dice").
 */
import { fail, ok, problem, type Result } from '../../core/problem';
import type { Pool } from './notation';
import { MAX_FACE } from './types';

export interface OddsQuery {
  /** Widest-set threshold for `probability` (default 2). */
  readonly width?: number;
  /** Height threshold for `probability` (default 1). */
  readonly height?: number;
  /** Sets lower than this don't count (default 0: none). */
  readonly difficulty?: number;
  /** Sets wanted, e.g. for multiple actions (default 1). */
  readonly sets?: number;
}

export interface Odds {
  /** Chance of at least one counting set with width >= `width` and height >= `height`. */
  readonly probability: number;
  readonly width: number;
  readonly height: number;
  readonly difficulty: number;
  readonly atLeastOneSet: number;
  readonly expectedSets: number;
  /** Chance of at least `sets` counting sets. */
  readonly sets: number;
  readonly atLeastSets: number;
  /** `setCount[k]`: chance of exactly k counting sets. */
  readonly setCount: number[];
  /** Chance that the widest counting set is at least this wide, for every width possible. */
  readonly widest: { readonly width: number; readonly probability: number }[];
  /** Chance of a counting set at least this high, heights 1-10. */
  readonly heights: { readonly height: number; readonly probability: number }[];
}

/** P(k of r dice land on a face), k = 0..r, each die landing there with chance q. */
function computeRow(r: number, q: number): Float64Array {
  const row = new Float64Array(r + 1);
  if (q >= 1) {
    row[r] = 1;
    return row;
  }
  let p = Math.pow(1 - q, r);
  const ratio = q / (1 - q);
  for (let k = 0; k <= r; k++) {
    row[k] = p;
    p = (p * (r - k) * ratio) / (k + 1);
  }
  return row;
}

// Rows depend only on the face's place in the walk and the dice left: compute each once.
const rowCache: Float64Array[][] = [];
function binomialRow(h: number, r: number): Float64Array {
  const rows = (rowCache[h] ??= []);
  return (rows[r] ??= computeRow(r, 1 / (MAX_FACE + 1 - h)));
}

/**
 * Chance that some face h shows at least `need[h]` dice (Infinity: never), over n fair d10s. Both
 * the hit mass and the miss mass are summed as they appear, and the smaller one is the one used:
 * tiny chances keep their precision, chances near 1 are 1 minus the tiny miss, and an event that
 * cannot miss (12 dice on 10 faces always pair) is exactly 1, not 0.9999999999999993.
 */
export function probAnyFace(n: number, need: readonly number[]): number {
  let dist = new Float64Array(n + 1);
  dist[n] = 1;
  let total = 0;
  for (let h = 1; h <= MAX_FACE; h++) {
    const next = new Float64Array(n + 1);
    const t = need[h] ?? Infinity;
    for (let r = 0; r <= n; r++) {
      const w = dist[r]!;
      if (w === 0) continue;
      const row = binomialRow(h, r);
      for (let k = 0; k <= r; k++) {
        if (k >= t) total += w * row[k]!;
        else next[r - k]! += w * row[k]!;
      }
    }
    dist = next;
  }
  // Every die is placed by face 10 (it takes all that are left), so only dist[0] can remain.
  const miss = dist[0]!;
  return total <= miss ? total : 1 - miss;
}

/** Chance of at least one set with width >= W and height >= max(H, difficulty). */
export function probSet(pool: Pool, width = 2, height = 1, difficulty = 0): number {
  const low = Math.max(height, difficulty);
  // A Master Die joins whichever face reaches; an Expert Die only its own.
  const need = [Infinity];
  for (let h = 1; h <= MAX_FACE; h++) {
    need.push(h < low ? Infinity : width - (pool.expert === h ? 1 : 0) - (pool.master ? 1 : 0));
  }
  return probAnyFace(pool.dice, need);
}

/** `dist[k]`: chance of exactly k counting sets (a Master Die pairs a waste die if it can). */
export function setCountDistribution(pool: Pool, difficulty = 0): number[] {
  const n = pool.dice;
  const S = MAX_FACE + 2;
  // State: dice left r, sets so far s, whether a counting face holds exactly one die.
  const idx = (r: number, s: number, single: number): number => (r * S + s) * 2 + single;
  let dist = new Float64Array((n + 1) * S * 2);
  dist[idx(n, 0, 0)] = 1;
  for (let h = 1; h <= MAX_FACE; h++) {
    const next = new Float64Array(dist.length);
    const counts = h >= difficulty;
    const extra = pool.expert === h ? 1 : 0;
    for (let r = 0; r <= n; r++) {
      const row = binomialRow(h, r);
      for (let s = 0; s < S; s++) {
        for (let single = 0; single < 2; single++) {
          const w = dist[idx(r, s, single)]!;
          if (w === 0) continue;
          for (let k = 0; k <= r; k++) {
            const c = k + extra;
            const s2 = counts && c >= 2 ? s + 1 : s;
            const single2 = single || (counts && c === 1) ? 1 : 0;
            next[idx(r - k, s2, single2)]! += w * row[k]!;
          }
        }
      }
    }
    dist = next;
  }
  const out = new Array<number>(S).fill(0);
  for (let s = 0; s < S; s++) {
    out[s]! += dist[idx(0, s, 0)]!;
    out[pool.master ? Math.min(s + 1, S - 1) : s]! += dist[idx(0, s, 1)]!;
  }
  while (out.length > 1 && out[out.length - 1] === 0) out.pop();
  return out;
}

const clamp01 = (p: number): number => Math.min(1, Math.max(0, p));
const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/**
 * Chance of `from` or more out of a distribution: the smaller side is summed, so a tail nothing
 * falls outside is exactly 1 and one nothing falls in is exactly 0.
 */
export function tailChance(dist: readonly number[], from: number): number {
  const below = sum(dist.slice(0, from));
  const above = sum(dist.slice(from));
  return clamp01(above <= below ? above : 1 - below);
}

/**
 * The work grows with the cube of the pool (every width threshold is its own pass), so odds stop
 * at a size no table needs; rolling has its own, larger limit.
 */
export const MAX_ODDS_POOL = 100;

export function odds(pool: Pool, query: OddsQuery = {}): Result<Odds> {
  const width = query.width ?? 2;
  const height = query.height ?? 1;
  const difficulty = query.difficulty ?? 0;
  const sets = query.sets ?? 1;
  const bad = (code: string, message: string) => fail(problem(code, message, { facts: { ...query } }));
  if (!Number.isInteger(width) || width < 2)
    return bad('odds.bad-width', `width must be 2 or more, not ${width}`);
  if (!Number.isInteger(height) || height < 1 || height > MAX_FACE) {
    return bad('odds.bad-height', `height must be 1-10, not ${height}`);
  }
  if (!Number.isInteger(difficulty) || difficulty < 0 || difficulty > MAX_FACE) {
    return bad('roll.difficulty-range', `difficulty must be a whole number 0-10, not ${difficulty}`);
  }
  if (!Number.isInteger(sets) || sets < 1)
    return bad('odds.bad-sets', `sets wanted must be 1 or more, not ${sets}`);
  if (pool.dice > MAX_ODDS_POOL) {
    return fail(
      problem(
        'odds.too-large',
        `odds are worked out for pools of up to ${MAX_ODDS_POOL} dice, not ${pool.dice}`,
        {
          facts: { dice: pool.dice, max: MAX_ODDS_POOL },
        },
      ),
    );
  }

  const setCount = setCountDistribution(pool, difficulty);
  const tail = (from: number): number => tailChance(setCount, from);
  const maxWidth = pool.dice + (pool.expert !== null || pool.master ? 1 : 0);
  const widest = [];
  for (let w = 2; w <= Math.max(2, maxWidth); w++) {
    widest.push({ width: w, probability: clamp01(probSet(pool, w, 1, difficulty)) });
  }
  const heights = [];
  for (let h = 1; h <= MAX_FACE; h++) {
    heights.push({ height: h, probability: clamp01(probSet(pool, 2, h, difficulty)) });
  }
  return ok({
    probability: clamp01(probSet(pool, width, height, difficulty)),
    width,
    height,
    difficulty,
    atLeastOneSet: tail(1),
    expectedSets: setCount.reduce((e, p, k) => e + k * p, 0),
    sets,
    atLeastSets: tail(sets),
    setCount,
    widest,
    heights,
  });
}
