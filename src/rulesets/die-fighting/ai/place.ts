/**
 * Where a unit of the computer general's would rather stand when the combat phase comes: close
 * enough to strike what it can hurt most, as far as it can from what would hurt it. Archers weigh
 * the danger most: they should stay out of reach. Hurt units weigh it more, and look for a friend
 * of their type to regroup with when no enemy is near.
 */
import { reachFactorTables as factorTables } from '../caches';
import { rankOf, type Ctx } from './context';

/** The best move found so far in a move choice: my unit, its square, the gain, the path's cost. */
export interface MovePick {
  m: number;
  to: number;
  gain: number;
  cost: number;
}

/** 0.6 × 0.7^k: how much a chance k squares beyond a unit's charge reach still counts. */
const FADE = Array.from({ length: 128 }, (_, k) => 0.6 * Math.pow(0.7, k));

/** How much of a chance at distance `dist` counts, for a unit of `speed` and `range`. */
function reachFactor(dist: number, speed: number, range: number): number {
  if (dist <= range) return 1;
  if (dist <= speed + 1) return 0.6;
  return FADE[Math.min(dist - speed - 1, 127)]!;
}

/** reachFactor(d, speed, range) for every distance d: the last entry stands for all beyond. */
function factorsFor(speed: number, range: number): Float64Array {
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

/** Whether none of the first n numbers of xs is below 0 (nor NaN). */
function noneBelowZero(xs: Float64Array, n: number): boolean {
  for (let k = 0; k < n; k++) if (!(xs[k]! >= 0)) return false;
  return true;
}

/**
 * placeWorth for one unit over many squares within its move: the enemies it could strike, each
 * with the most its chance can be on any of those squares (its worth times the reach factor at its
 * distance less the move), in order of that bound, so a square's best chance is found once no
 * bound left can beat it; enemies whose bound is below what another's chance is on every such
 * square (at its distance plus the move) are never the best and are left out. The best chance is
 * a maximum, the same whatever order it is taken in. Only the enemies whose reach it could come
 * into are summed for the danger, in enemy order. The same sums as placeWorth, fewer terms. One
 * at a time (scorerFor): its lists are kept from one unit to the next, not allocated each time.
 */
class Scorer {
  private ctx: Ctx | null = null;
  private m = 0;
  // Struct of arrays, squares as 32-bit integers: the loops of gainOver compare integers.
  /** Each enemy worth attacking, highest bound first: its column, row, worth and bound. */
  private chCol = new Int32Array(0);
  private chRow = new Int32Array(0);
  private chWorth = new Float64Array(0);
  private chBound = new Float64Array(0);
  private nChance = 0;
  /** Each enemy whose reach it could come into: column, row, reach, range, threat. */
  private dCol = new Int32Array(0);
  private dRow = new Int32Array(0);
  private dReach = new Int32Array(0);
  private dRange = new Int32Array(0);
  private dThreat = new Float64Array(0);
  private nDanger = 0;
  private readonly order: number[] = [];
  /** reachFactor for the unit's speed and range, by distance. */
  private factors: Float64Array = new Float64Array(0);
  /** What a regroup beside a friend adds: the unit's health worth when hurt, else 0. */
  private regroup = 0;
  /** The view's numbers gainOver reads, kept here so that it reads no view field per square. */
  private rows = 1;
  private hurt = 0;
  private caution = 0;
  /** How much the danger weighs for the unit: its kind's weight plus how hurt it is. */
  private weight = 0;
  /** Whether the danger summed so far bounds a square's worth (dangerAt): no term below 0. */
  private prunes = false;

  private grow(ne: number): void {
    if (this.chCol.length >= ne) return;
    this.chCol = new Int32Array(ne);
    this.chRow = new Int32Array(ne);
    this.chWorth = new Float64Array(ne);
    this.chBound = new Float64Array(ne);
    this.dCol = new Int32Array(ne);
    this.dRow = new Int32Array(ne);
    this.dReach = new Int32Array(ne);
    this.dRange = new Int32Array(ne);
    this.dThreat = new Float64Array(ne);
  }

  reset(ctx: Ctx, m: number): this {
    this.ctx = ctx;
    this.m = m;
    const factors = (this.factors = factorsFor(ctx.speed[m]!, ctx.range[m]!));
    const last = factors.length - 1;
    const ne = ctx.enemies.length;
    const nm = ctx.mine.length;
    this.grow(ne);
    const at = ctx.mineAt[m]!;
    const col = (at / ctx.rows) | 0;
    const row = at % ctx.rows;
    const move = ctx.move[m]!;
    const { chCol, chRow, chWorth, chBound } = this;
    // The least the best chance is on any square within the move: the most of each enemy's least.
    let floor = 0;
    let nd = 0;
    for (let e = 0; e < ne; e++) {
      const dist = Math.max(Math.abs(col - ctx.enemyCol[e]!), Math.abs(row - ctx.enemyRow[e]!));
      const w = ctx.worth[m * ne + e]!;
      if (w > 0) {
        const least = w * factors[Math.min(dist + move, last)]!;
        if (least > floor) floor = least;
      }
      if (dist <= ctx.enemyReach[e]! + move) {
        this.dCol[nd] = ctx.enemyCol[e]!;
        this.dRow[nd] = ctx.enemyRow[e]!;
        this.dReach[nd] = ctx.enemyReach[e]!;
        this.dRange[nd] = ctx.enemyRange[e]!;
        this.dThreat[nd++] = ctx.threat[e * nm + m]!;
      }
    }
    this.nDanger = nd;
    let n = 0;
    for (let e = 0; e < ne; e++) {
      const w = ctx.worth[m * ne + e]!;
      if (w <= 0) continue;
      const dist = Math.max(Math.abs(col - ctx.enemyCol[e]!), Math.abs(row - ctx.enemyRow[e]!));
      const bound = w * factors[Math.min(Math.max(0, dist - move), last)]!;
      if (bound < floor) continue;
      // Insertion by bound, highest first.
      let j = n++;
      for (; j > 0 && chBound[j - 1]! < bound; j--) {
        chCol[j] = chCol[j - 1]!;
        chRow[j] = chRow[j - 1]!;
        chWorth[j] = chWorth[j - 1]!;
        chBound[j] = chBound[j - 1]!;
      }
      chCol[j] = ctx.enemyCol[e]!;
      chRow[j] = ctx.enemyRow[e]!;
      chWorth[j] = w;
      chBound[j] = bound;
    }
    this.nChance = n;
    this.regroup = ctx.hurt[m]! > 0 ? ctx.healthWorth[m]! : 0;
    this.rows = ctx.rows;
    this.hurt = ctx.hurt[m]!;
    this.caution = ctx.caution;
    this.weight = (ctx.ranged[m] === 1 ? 1.5 : 0.6) + this.hurt;
    this.prunes = this.caution >= 0 && this.weight >= 0 && noneBelowZero(this.dThreat, nd);
    return this;
  }

  /**
   * placeWorth(cell) − `stay`; or -Infinity, the danger not summed or not to the end, when it
   * would be below `least` anyway: when even no danger would leave it there, or when the danger
   * summed so far does (the danger only takes away, and each term more takes more).
   * `cell` must be within the unit's move of where it stands (its reach): the bounds hold there.
   */
  gainOver(cell: number, stay: number, least: number): number {
    const col = (cell / this.rows) | 0;
    const row = cell - col * this.rows;
    const best = this.chanceAt(col, row, stay, least);
    if (best === -Infinity) return -Infinity;
    const danger = this.dangerAt(col, row, best, stay, least);
    if (danger === -Infinity) return -Infinity;
    return this.placeAt(col, row, best, danger) - stay;
  }

  /**
   * The move choice's loop over the unit's reach (ai/move.ts, fast/move.ts): each square of
   * `idx` (costs `costs`) no unit holds is scored as gainOver(cell, stay, pick.gain) would, and
   * taken into `pick` when it gains more, or as much for this unit at the same cost and earlier in
   * the side's square order (context.ts rankOf). One call a unit rather than one a square.
   */
  scan(idx: ArrayLike<number>, costs: ArrayLike<number>, stay: number, pick: MovePick): void {
    const { rows, m } = this;
    const ctx = this.ctx!;
    const who = ctx.who;
    for (let q = 0; q < idx.length; q++) {
      const cell = idx[q]!;
      if (who[cell] !== 0) continue; // its own square, or a friend's
      const least = pick.gain;
      const col = (cell / rows) | 0;
      const row = cell - col * rows;
      const best = this.chanceAt(col, row, stay, least);
      if (best === -Infinity) continue;
      const danger = this.dangerAt(col, row, best, stay, least);
      if (danger === -Infinity) continue;
      const gain = this.placeAt(col, row, best, danger) - stay;
      const better =
        gain > least ||
        (gain === least &&
          pick.m === m &&
          costs[q] === pick.cost &&
          rankOf(ctx, cell) < rankOf(ctx, pick.to));
      if (better) {
        pick.m = m;
        pick.to = cell;
        pick.gain = gain;
        pick.cost = costs[q]!;
      }
    }
  }

  /**
   * The best chance on the square at (col, row); -Infinity when even it (or what is left of the
   * bounds) with a regroup would leave the square below `least` over `stay`.
   */
  private chanceAt(col: number, row: number, stay: number, least: number): number {
    const { chCol, chRow, chWorth, chBound, nChance, factors, regroup } = this;
    const last = factors.length - 1;
    let best = 0;
    for (let k = 0; k < nChance; k++) {
      const bound = chBound[k]!;
      if (bound <= best) break;
      // No enemy from here on gives more than bound, nor has one so far: when even that would
      // leave the square below `least`, so does the best chance (rounding keeps the order).
      if (bound + regroup - stay < least) return -Infinity;
      const dc = col - chCol[k]!;
      const dr = row - chRow[k]!;
      const ac = dc < 0 ? -dc : dc;
      const ar = dr < 0 ? -dr : dr;
      const dist = ac > ar ? ac : ar;
      const c = chWorth[k]! * factors[dist < last ? dist : last]!;
      if (c > best) best = c;
    }
    return best + regroup - stay < least ? -Infinity : best;
  }

  /**
   * The danger on the square at (col, row), summed in enemy order; -Infinity as soon as the
   * part summed leaves the square (best chance `best`) below `least` over `stay`: with no
   * threat below 0 and caution and weight not below 0, the terms left only take more away
   * (a sum of such terms never rounds below its first part, nor a product below a smaller one's).
   */
  private dangerAt(col: number, row: number, best: number, stay: number, least: number): number {
    const { dCol, dRow, dReach, dRange, dThreat, nDanger, caution, weight } = this;
    const prunes = this.prunes;
    let danger = 0;
    for (let k = 0; k < nDanger; k++) {
      const dc = col - dCol[k]!;
      const dr = row - dRow[k]!;
      const ac = dc < 0 ? -dc : dc;
      const ar = dr < 0 ? -dr : dr;
      const dist = ac > ar ? ac : ar;
      if (dist <= dReach[k]!) {
        danger += dThreat[k]! * (dist <= dRange[k]! ? 1 : 0.7);
        // Summed as placeAt sums it: a danger above 0 leaves no regroup.
        if (prunes && danger > 0 && best - caution * danger * weight - stay < least) return -Infinity;
      }
    }
    return danger;
  }

  /** placeWorth on the square at (col, row) from its best chance and danger. */
  private placeAt(col: number, row: number, best: number, danger: number): number {
    const place = best - this.caution * danger * this.weight;
    if (this.hurt > 0 && danger === 0 && friendBeside(this.ctx!, this.m, col, row))
      return place + this.regroup;
    return place;
  }
}

const scorer = new Scorer();

/** The scorer set up for my unit `m`: good until the next call. */
export const scorerFor = (ctx: Ctx, m: number): Scorer => scorer.reset(ctx, m);
