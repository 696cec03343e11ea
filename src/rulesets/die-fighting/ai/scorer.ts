/**
 * The move choice's square scorer (ai/move.ts, fast/move.ts; the combat choice's charges too):
 * placeWorth over the squares of one unit's reach, set up once per unit, with the same sums.
 */
import { rankOf, type Ctx } from './context';
import { factorsFor, friendBeside } from './placeTerms';

/** The best move found so far in a move choice: my unit, its square, the gain, the path's cost. */
export interface MovePick {
  m: number;
  to: number;
  gain: number;
  cost: number;
}

/**
 * placeWorth for one unit over many squares within its move: the enemies it could strike, each
 * with the most its chance can be on any of those squares (its worth times the reach factor at its
 * distance less the move), in order of that bound, so a square's best chance is found once no
 * bound left can beat it; enemies whose bound is below what another's chance is on every such
 * square (at its distance plus the move) are never the best and are left out. The best chance is
 * a maximum, the same whatever order it is taken in. Only the enemies whose reach it could come
 * into are summed for the danger, in enemy order. The same sums as placeWorth, fewer terms. Before
 * a unit's reach is searched, cannotBeat may say from those lists alone that none of its squares
 * can beat the move found. One at a time (scorerFor): its lists are kept from one unit to the
 * next, not allocated each time.
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
  /** ... and its distance from the unit. */
  private chDist = new Int32Array(0);
  private nChance = 0;
  /** Each enemy whose reach it could come into: column, row, reach, range, threat. */
  private dCol = new Int32Array(0);
  private dRow = new Int32Array(0);
  private dReach = new Int32Array(0);
  private dRange = new Int32Array(0);
  private dThreat = new Float64Array(0);
  private nDanger = 0;
  /** Each enemy's distance from the unit, by enemy index (reset's two passes share it). */
  private dist = new Int32Array(0);
  /** reachFactor for the unit's speed and range, by distance. */
  private factors: Float64Array = new Float64Array(0);
  /** The unit's move and square, and the map's columns (cannotBeat's rectangle). */
  private move = 0;
  private col = 0;
  private row = 0;
  private cols = 0;
  /** The least the best chance is on any square within the move (reset's first pass). */
  private floor = 0;
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
    this.chDist = new Int32Array(ne);
    this.dCol = new Int32Array(ne);
    this.dRow = new Int32Array(ne);
    this.dReach = new Int32Array(ne);
    this.dRange = new Int32Array(ne);
    this.dThreat = new Float64Array(ne);
    this.dist = new Int32Array(ne);
  }

  reset(ctx: Ctx, m: number): this {
    this.ctx = ctx;
    this.m = m;
    const factors = (this.factors = factorsFor(ctx.speed[m]!, ctx.range[m]!));
    this.grow(ctx.enemies.length);
    const rows = ctx.rows;
    const at = ctx.mineAt[m]!;
    this.col = (at / rows) | 0;
    this.row = at % rows;
    this.cols = (ctx.ix.size / rows) | 0;
    this.move = ctx.move[m]!;
    const threatsOk = this.dangerList(ctx, m, factors);
    this.chanceList(ctx, m, factors);
    const hurt = (this.hurt = ctx.hurt[m]!);
    this.regroup = hurt > 0 ? ctx.healthWorth[m]! : 0;
    this.rows = rows;
    this.caution = ctx.caution;
    this.weight = (ctx.ranged[m] === 1 ? 1.5 : 0.6) + hurt;
    this.prunes = this.caution >= 0 && this.weight >= 0 && threatsOk;
    return this;
  }

  /**
   * reset's first pass: each enemy's distance (into `dist`), the danger list, and the least the
   * best chance is on any square within the move (the most of each enemy's least, into `floor`).
   * Whether no threat of the list is below 0 (nor NaN).
   */
  private dangerList(ctx: Ctx, m: number, factors: Float64Array): boolean {
    const { col, row, move, dist, dCol, dRow, dReach, dRange, dThreat } = this;
    const { enemyCol, enemyRow, enemyReach, enemyRange, worth, threat } = ctx;
    const last = factors.length - 1;
    const ne = ctx.enemies.length;
    const nm = ctx.mine.length;
    let floor = 0;
    let nd = 0;
    let threatsOk = true;
    for (let e = 0; e < ne; e++) {
      const ec = enemyCol[e]!;
      const er = enemyRow[e]!;
      const dc = col - ec;
      const dr = row - er;
      const ac = dc < 0 ? -dc : dc;
      const ar = dr < 0 ? -dr : dr;
      const de = ac > ar ? ac : ar;
      dist[e] = de;
      const w = worth[m * ne + e]!;
      if (w > 0) {
        const least = w * factors[de + move < last ? de + move : last]!;
        if (least > floor) floor = least;
      }
      const reach = enemyReach[e]!;
      if (de <= reach + move) {
        const t = threat[e * nm + m]!;
        if (!(t >= 0)) threatsOk = false;
        dCol[nd] = ec;
        dRow[nd] = er;
        dReach[nd] = reach;
        dRange[nd] = enemyRange[e]!;
        dThreat[nd++] = t;
      }
    }
    this.nDanger = nd;
    this.floor = floor;
    return threatsOk;
  }

  /** reset's second pass: the chance list, from the distances and floor of the first. */
  private chanceList(ctx: Ctx, m: number, factors: Float64Array): void {
    const { move, dist, floor, chCol, chRow, chWorth, chBound, chDist } = this;
    const { enemyCol, enemyRow, worth } = ctx;
    const last = factors.length - 1;
    const ne = ctx.enemies.length;
    let n = 0;
    for (let e = 0; e < ne; e++) {
      const w = worth[m * ne + e]!;
      if (w <= 0) continue;
      const de = dist[e]!;
      const near = de > move ? de - move : 0;
      const bound = w * factors[near < last ? near : last]!;
      if (bound < floor) continue;
      // Insertion by bound, highest first.
      let j = n++;
      for (; j > 0 && chBound[j - 1]! < bound; j--) {
        chCol[j] = chCol[j - 1]!;
        chRow[j] = chRow[j - 1]!;
        chWorth[j] = chWorth[j - 1]!;
        chBound[j] = chBound[j - 1]!;
        chDist[j] = chDist[j - 1]!;
      }
      chCol[j] = enemyCol[e]!;
      chRow[j] = enemyRow[e]!;
      chWorth[j] = w;
      chBound[j] = bound;
      chDist[j] = de;
    }
    this.nChance = n;
  }

  /**
   * Whether no square within the unit's move could gain more than `least` over `stay`, so that
   * its reach need not be searched nor scanned when `least` is another unit's move. A square's
   * best chance is some listed enemy's, at the square's distance d from it, and with the
   * squares within d of that enemy and within the move of the unit (a rectangle of the map), no
   * enemy of the danger list is farther from the square than from the rectangle's far corner:
   * its term is at least the one there. Those floors summed in enemy order are at most the
   * square's danger (termwise, no term below 0: `prunes`), and rounding keeps the order, so the
   * estimate is at least the gain of every square it stands for. Within a run of d with one
   * chance the floor only falls as d grows: the run's last d stands for it.
   */
  cannotBeat(stay: number, least: number): boolean {
    if (!this.prunes) return false;
    const { chCol, chRow, chWorth, chBound, chDist, nChance, factors, caution, weight } = this;
    const { dCol, dRow, dReach, dRange, dThreat, nDanger, move, col, row } = this;
    // A regroup (when hurt) is added wherever the floor is 0: it may be beside a friend.
    const regroup = this.regroup > 0 ? this.regroup : 0;
    if (regroup - stay > least) return false; // a square with no chance at all
    const last = factors.length - 1;
    // The unit's move, within the map.
    const c0 = col > move ? col - move : 0;
    const c1 = col + move < this.cols ? col + move : this.cols - 1;
    const r0 = row > move ? row - move : 0;
    const r1 = row + move < this.rows ? row + move : this.rows - 1;
    for (let k = 0; k < nChance; k++) {
      if (chBound[k]! + regroup - stay <= least) return true; // nor any enemy after it
      const kc = chCol[k]!;
      const kr = chRow[k]!;
      const w = chWorth[k]!;
      const dist = chDist[k]!;
      const end = dist + move;
      for (let d = dist > move ? dist - move : 0; d <= end; d++) {
        if (d >= last) d = end;
        const factor = factors[d < last ? d : last]!;
        if (d < end && factors[d + 1] === factor) continue; // not the run's last d
        const chance = w * factor;
        if (chance + regroup - stay <= least) break; // farther, no more chance
        const x0 = kc - d > c0 ? kc - d : c0;
        const x1 = kc + d < c1 ? kc + d : c1;
        const y0 = kr - d > r0 ? kr - d : r0;
        const y1 = kr + d < r1 ? kr + d : r1;
        let danger = 0;
        for (let j = 0; j < nDanger; j++) {
          const jc = dCol[j]!;
          const jr = dRow[j]!;
          const fc = jc - x0 > x1 - jc ? jc - x0 : x1 - jc;
          const fr = jr - y0 > y1 - jr ? jr - y0 : y1 - jr;
          const far = fc > fr ? fc : fr;
          if (far <= dReach[j]!) danger += dThreat[j]! * (far <= dRange[j]! ? 1 : 0.7);
        }
        let place = chance - caution * danger * weight;
        if (danger === 0) place += regroup;
        if (place - stay > least) return false;
      }
    }
    return true;
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
