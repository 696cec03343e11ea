/**
 * Where a unit of the computer general's would rather stand when the combat phase comes: close
 * enough to strike what it can hurt most, as far as it can from what would hurt it. Archers weigh
 * the danger most: they should stay out of reach. Hurt units weigh it more, and look for a friend
 * of their type to regroup with when no enemy is near.
 */
import type { Ctx } from './context';

/** 0.6 × 0.7^k: how much a chance k squares beyond a unit's charge reach still counts. */
const FADE = Array.from({ length: 128 }, (_, k) => 0.6 * Math.pow(0.7, k));

/** How much of a chance at distance `dist` counts, for a unit of `speed` and `range`. */
function reachFactor(dist: number, speed: number, range: number): number {
  if (dist <= range) return 1;
  if (dist <= speed + 1) return 0.6;
  return FADE[Math.min(dist - speed - 1, 127)]!;
}

/** Whether a friend of my unit `m`'s type (not `m`) stands beside the cell at (col, row). */
function friendBeside(ctx: Ctx, m: number, col: number, row: number): boolean {
  const type = ctx.mine[m]!.type;
  for (let f = 0; f < ctx.mine.length; f++) {
    if (f === m || ctx.mine[f]!.type !== type) continue;
    const i = ctx.mineAt[f]!;
    if (Math.max(Math.abs(col - ((i / ctx.rows) | 0)), Math.abs(row - (i % ctx.rows))) === 1) return true;
  }
  return false;
}

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
 * placeWorth for one unit over many squares within its move: the enemies it could strike sorted
 * by worth (a square's best chance is found once the rest can't beat it), and only the enemies
 * whose reach it could come into for the danger. The same sums as placeWorth, fewer terms.
 */
export class Scorer {
  private readonly chance: number[] = [];
  private readonly danger: number[] = [];

  constructor(
    private readonly ctx: Ctx,
    private readonly m: number,
  ) {
    const ne = ctx.enemies.length;
    const nm = ctx.mine.length;
    const at = ctx.mineAt[m]!;
    const col = (at / ctx.rows) | 0;
    const row = at % ctx.rows;
    const order: number[] = [];
    for (let e = 0; e < ne; e++) {
      if (ctx.worth[m * ne + e]! > 0) order.push(e);
      const dist = Math.max(Math.abs(col - ctx.enemyCol[e]!), Math.abs(row - ctx.enemyRow[e]!));
      if (dist <= ctx.enemyReach[e]! + ctx.move[m]!) {
        this.danger.push(ctx.enemyCol[e]!, ctx.enemyRow[e]!, ctx.enemyReach[e]!, ctx.enemyRange[e]!);
        this.danger.push(ctx.threat[e * nm + m]!);
      }
    }
    order.sort((a, b) => ctx.worth[m * ne + b]! - ctx.worth[m * ne + a]!);
    for (const e of order) this.chance.push(ctx.enemyCol[e]!, ctx.enemyRow[e]!, ctx.worth[m * ne + e]!);
  }

  worth(cell: number): number {
    const { ctx, m, chance, danger: near } = this;
    const col = (cell / ctx.rows) | 0;
    const row = cell % ctx.rows;
    const speed = ctx.speed[m]!;
    const range = ctx.range[m]!;
    let best = 0;
    for (let k = 0; k < chance.length; k += 3) {
      const w = chance[k + 2]!;
      if (w <= best) break;
      const dist = Math.max(Math.abs(col - chance[k]!), Math.abs(row - chance[k + 1]!));
      const c = w * reachFactor(dist, speed, range);
      if (c > best) best = c;
    }
    let danger = 0;
    for (let k = 0; k < near.length; k += 5) {
      const dist = Math.max(Math.abs(col - near[k]!), Math.abs(row - near[k + 1]!));
      if (dist <= near[k + 2]!) danger += near[k + 4]! * (dist <= near[k + 3]! ? 1 : 0.7);
    }
    const hurt = ctx.hurt[m]!;
    let place = best - ctx.caution * danger * ((ctx.ranged[m] === 1 ? 1.5 : 0.6) + hurt);
    if (hurt > 0 && danger === 0 && friendBeside(ctx, m, col, row)) place += ctx.healthWorth[m]!;
    return place;
  }
}
