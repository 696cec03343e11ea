/**
 * Where a unit of the computer general's would rather stand when the combat phase comes: close
 * enough to strike what it can hurt most, as far as it can from what would hurt it. Archers weigh
 * the danger most: they should stay out of reach. Hurt units weigh it more, and look for a friend
 * of their type to regroup with when no enemy is near.
 */
import type { Ctx } from './context';
import { friendBeside, reachFactor } from './placeTerms';

export { scorerFor, type MovePick } from './scorer';

/** The worth of my unit `m` standing on the cell of index `cell` when the combat phase comes. */
export function placeWorth(ctx: Ctx, m: number, cell: number): number {
  const speed = ctx.speed[m]!;
  const range = ctx.range[m]!;
  const col = (cell / ctx.rows) | 0;
  const row = cell % ctx.rows;
  const ne = ctx.enemies.length;
  const nm = ctx.mine.length;
  const { worth, threat, enemyCol, enemyRow, enemyReach, enemyRange } = ctx;
  let best = 0;
  let danger = 0;
  for (let e = 0; e < ne; e++) {
    const dc = col - enemyCol[e]!;
    const dr = row - enemyRow[e]!;
    const dist = Math.max(dc < 0 ? -dc : dc, dr < 0 ? -dr : dr);
    const w = worth[m * ne + e]!;
    if (w > best) {
      const chance = w * reachFactor(dist, speed, range);
      if (chance > best) best = chance;
    }
    if (dist <= enemyReach[e]!) danger += threat[e * nm + m]! * (dist <= enemyRange[e]! ? 1 : 0.7);
  }
  const hurt = ctx.hurt[m]!;
  let place = best - ctx.caution * danger * ((ctx.ranged[m] === 1 ? 1.5 : 0.6) + hurt);
  if (hurt > 0 && danger === 0 && friendBeside(ctx, m, col, row)) place += ctx.healthWorth[m]!;
  return place;
}

/**
 * The most placeWorth could gain by `m` moving at most its speed, from `stay` (its worth where it
 * stands): the best chance within reach after closing in, danger left out, a regroup added. A
 * bound, never less than the true gain, so units that can't beat a found move are skipped.
 */
export function gainBound(ctx: Ctx, m: number, stay: number): number {
  const at = ctx.mineAt[m]!;
  const col = (at / ctx.rows) | 0;
  const row = at % ctx.rows;
  const ne = ctx.enemies.length;
  const move = ctx.move[m]!;
  let best = 0;
  for (let e = 0; e < ne; e++) {
    const dist = Math.max(Math.abs(col - ctx.enemyCol[e]!), Math.abs(row - ctx.enemyRow[e]!));
    const chance =
      ctx.worth[m * ne + e]! * reachFactor(Math.max(0, dist - move), ctx.speed[m]!, ctx.range[m]!);
    if (chance > best) best = chance;
  }
  return best + (ctx.hurt[m]! > 0 ? ctx.healthWorth[m]! : 0) - stay;
}

/**
 * placeWorth(ctx, m, where m stands) into out[0] and gainBound(ctx, m, out[0]) into out[1]: the
 * same sums in the same order, in one pass over the enemies (a move's candidates need both).
 */
export function stayAndBound(ctx: Ctx, m: number, out: Float64Array): void {
  const speed = ctx.speed[m]!;
  const range = ctx.range[m]!;
  const move = ctx.move[m]!;
  const at = ctx.mineAt[m]!;
  const col = (at / ctx.rows) | 0;
  const row = at % ctx.rows;
  const ne = ctx.enemies.length;
  const nm = ctx.mine.length;
  const { worth, threat, enemyCol, enemyRow, enemyReach, enemyRange } = ctx;
  let best = 0;
  let danger = 0;
  let reach = 0;
  for (let e = 0; e < ne; e++) {
    const dc = col - enemyCol[e]!;
    const dr = row - enemyRow[e]!;
    const dist = Math.max(dc < 0 ? -dc : dc, dr < 0 ? -dr : dr);
    const w = worth[m * ne + e]!;
    if (w > best) {
      const chance = w * reachFactor(dist, speed, range);
      if (chance > best) best = chance;
    }
    if (dist <= enemyReach[e]!) danger += threat[e * nm + m]! * (dist <= enemyRange[e]! ? 1 : 0.7);
    const closer = w * reachFactor(dist > move ? dist - move : 0, speed, range);
    if (closer > reach) reach = closer;
  }
  const hurt = ctx.hurt[m]!;
  let stay = best - ctx.caution * danger * ((ctx.ranged[m] === 1 ? 1.5 : 0.6) + hurt);
  if (hurt > 0 && danger === 0 && friendBeside(ctx, m, col, row)) stay += ctx.healthWorth[m]!;
  out[0] = stay;
  out[1] = reach + (hurt > 0 ? ctx.healthWorth[m]! : 0) - stay;
}
