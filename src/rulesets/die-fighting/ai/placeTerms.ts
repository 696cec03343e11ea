/**
 * The terms a unit's place is weighed with (place.ts, scorer.ts): how much of a chance counts at a
 * distance (the reach factor, and its tables by speed and range), and whether a friend of the
 * unit's type stands beside a square (a hurt unit's regroup).
 */
import { reachFactorTables as factorTables } from '../caches';
import type { Ctx } from './context';

/** 0.6 × 0.7^k: how much a chance k squares beyond a unit's charge reach still counts. */
const FADE = Array.from({ length: 128 }, (_, k) => 0.6 * Math.pow(0.7, k));

/** How much of a chance at distance `dist` counts, for a unit of `speed` and `range`. */
export function reachFactor(dist: number, speed: number, range: number): number {
  if (dist <= range) return 1;
  if (dist <= speed + 1) return 0.6;
  return FADE[Math.min(dist - speed - 1, 127)]!;
}

/** reachFactor(d, speed, range) for every distance d: the last entry stands for all beyond. */
export function factorsFor(speed: number, range: number): Float64Array {
  const key = speed * 4096 + range;
  let t = factorTables.get(key);
  if (t === undefined) {
    t = new Float64Array(Math.max(speed, range) + 130);
    for (let d = 0; d < t.length; d++) t[d] = reachFactor(d, speed, range);
    factorTables.set(key, t);
  }
  return t;
}

/** Whether a friend of my unit `m`'s type (not `m`) stands beside the cell at (col, row). */
export function friendBeside(ctx: Ctx, m: number, col: number, row: number): boolean {
  const type = ctx.mine[m]!.type;
  for (let f = 0; f < ctx.mine.length; f++) {
    if (f === m || ctx.mine[f]!.type !== type) continue;
    const i = ctx.mineAt[f]!;
    if (Math.max(Math.abs(col - ((i / ctx.rows) | 0)), Math.abs(row - (i % ctx.rows))) === 1) return true;
  }
  return false;
}
