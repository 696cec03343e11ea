/**
 * The units of a side's view (view.ts) written over from the fast position: every index after a
 * unit fell (or when the position's change log no longer holds all that changed since the last
 * view), else only the indexes between the first and last place of the square order that changed
 * and the units the log names (about 2 a view, of 20).
 */
import { CHANGE_MASK } from './changeLog';
import { refreshPairings, type Pairings } from './pairings';
import { RANGED, type Fast } from './position';
import type { FastCtx } from './view';
import type { Unit } from '../types';

/**
 * The living units in the side's square order (map order, reversed when flipped), in c.perm; their
 * count. Sorted again only when a unit `moved` or fell: else perm holds them in order already. The
 * places that changed are c.lo to c.hi (none: lo > hi).
 */
function sortUnits(f: Fast, c: FastCtx, moved: boolean): number {
  const { perm } = c;
  let n = f.count[0]! + f.count[1]!;
  c.lo = n;
  c.hi = -1;
  if (n !== c.alive) {
    n = 0;
    for (let j = 0; j < f.n; j++) if (f.alive[perm[j]!] === 1) perm[n++] = perm[j]!;
    // The fallen go to the end, kept for nothing: n only shrinks.
    for (let k = 0, m = n; k < f.n; k++) if (f.alive[k] === 0) perm[m++] = k;
    c.alive = n;
  } else if (!moved) return n;
  const sign = c.flip ? -1 : 1;
  for (let j = 1; j < n; j++) {
    const k = perm[j]!;
    const key = sign * f.cell[k]!;
    let t = j;
    for (; t > 0 && sign * f.cell[perm[t - 1]!]! > key; t--) perm[t] = perm[t - 1]!;
    if (t === j) continue;
    perm[t] = k;
    if (t < c.lo) c.lo = t;
    c.hi = j;
  }
  return n;
}

/** Index m of my units holds unit o, on square i, from now: every field of it written. */
function writeMine(f: Fast, p: Pairings, c: FastCtx, m: number, o: number, i: number): void {
  const u = f.units[o]! as Unit;
  (c.mine as Unit[])[m] = u;
  c.mineK[m] = o;
  c.slot[o] = m;
  c.who[i] = -(m + 1);
  c.mineAt[m] = i;
  const ranged = f.kind[o] === RANGED;
  c.ranged[m] = ranged ? 1 : 0;
  c.move[m] = f.speed[o]!;
  c.speed[m] = ranged ? 0 : f.speed[o]!;
  c.range[m] = f.range[o]!;
  c.hurt[m] = 1 - u.health / f.die[o]!;
  c.healthWorth[m] = p.healthWorth[o]!;
}

/** Index e of the enemies holds unit o, on square i, from now: every field of it written. */
function writeEnemy(f: Fast, c: FastCtx, e: number, o: number, i: number): void {
  (c.enemies as Unit[])[e] = f.units[o]! as Unit;
  c.enemyK[e] = o;
  c.slot[o] = e;
  c.who[i] = e + 1;
  c.enemyAt[e] = i;
  c.enemyCol[e] = (i / f.rows) | 0;
  c.enemyRow[e] = i % f.rows;
  c.enemyRange[e] = f.range[o]!;
  c.enemyReach[e] = f.kind[o] === RANGED ? f.range[o]! : f.speed[o]! + 1;
}

/** Unit o, whose index is unchanged, stands on square i from now (its old square already cleared). */
function moveAt(f: Fast, c: FastCtx, j: number, o: number, i: number): void {
  const x = c.slot[o]!;
  if (f.side[o] === j) c.who[(c.mineAt[x] = i)] = -(x + 1);
  else {
    c.who[(c.enemyAt[x] = i)] = x + 1;
    c.enemyCol[x] = (i / f.rows) | 0;
    c.enemyRow[x] = i % f.rows;
  }
  c.seenCell[o] = i;
}

/**
 * Writes the indexes of places `lo` to `hi` of the square order (the first n when `full`), where
 * `nm` of my units come before `lo`: an index holding another unit than at the last view whole, the
 * others where their square changed. Returns my units' count after hi.
 */
function writeRange(
  f: Fast,
  c: FastCtx,
  p: Pairings,
  j: number,
  full: boolean,
  lo: number,
  hi: number,
): number {
  let nm = c.before[lo]!;
  let ne = lo - nm;
  const { perm, seenCell } = c;
  for (let q = lo; q <= hi; q++) {
    c.before[q] = nm;
    const o = perm[q]!;
    const i = f.cell[o]!;
    if (f.side[o] === j) {
      const m = nm++;
      if (full || c.mineK[m] !== o) {
        c.movedM[m] = 1;
        writeMine(f, p, c, m, o, i);
      } else if (seenCell[o] !== i) c.who[(c.mineAt[m] = i)] = -(m + 1);
    } else {
      const e = ne++;
      if (full || c.enemyK[e] !== o) {
        c.movedE[e] = 1;
        writeEnemy(f, c, e, o, i);
      } else if (seenCell[o] !== i) moveAt(f, c, j, o, i);
    }
    seenCell[o] = i;
  }
  c.before[hi + 1] = nm;
  return nm;
}

/**
 * Every index written again (a unit fell, or the view is new: `full`, and `who` cleared first; or
 * the log no longer holds all that changed), the pairings brought up to date for every unit, and
 * the health left on each side summed. Returns the count of my units.
 */
export function writeAll(f: Fast, p: Pairings, c: FastCtx, j: number, full: boolean): number {
  if (full) c.who.fill(0);
  else
    for (let k = 0; k < f.n; k++)
      if (f.alive[k] === 1 && f.cell[k] !== c.seenCell[k]) c.who[c.seenCell[k]!] = 0;
  const n = sortUnits(f, c, true);
  c.movedM.fill(0);
  c.movedE.fill(0);
  let mh = 0;
  let eh = 0;
  for (let q = 0; q < n; q++) {
    const o = c.perm[q]!;
    const h = f.units[o]!.health;
    if (h !== p.health[o]) refreshPairings(f, p, o);
    if (f.side[o] === j) mh += h;
    else eh += h;
    c.seenHealth[o] = h;
  }
  // Hurt after the health pass: writeRange writes a kept index's square only.
  const nm = writeRange(f, c, p, j, full, 0, n - 1);
  for (let m = 0; m < nm; m++) c.hurt[m] = 1 - (c.mine[m] as Unit).health / f.die[c.mineK[m]!]!;
  c.mh = mh;
  c.eh = eh;
  return nm;
}

/**
 * Only what changed since the last view, which no unit fell since and whose changes the log holds
 * all of: the units hurt (their pairings, their hurt, the health sums), the squares left, the square
 * order and the indexes whose place in it changed, and the units moved within their place.
 */
export function writeChanged(f: Fast, p: Pairings, c: FastCtx, j: number): void {
  const log = f.changeLog;
  const { seenCell, seenHealth } = c;
  let moved = false;
  // Only the indexes the range below rewrites (or none) differ from the last view's units.
  c.movedM.fill(0);
  c.movedE.fill(0);
  for (let x = c.changes, end = f.changes; x < end; x++) {
    const o = log[x & CHANGE_MASK]!;
    const h = f.units[o]!.health;
    if (seenCell[o] !== f.cell[o]) {
      c.who[seenCell[o]!] = 0;
      moved = true;
    }
    // Even at the health this view saw: hurt and healed back since, the unit's pairings may have
    // been refreshed by the other side's view at the health between (identical-1, trial 46).
    if (h !== p.health[o]) refreshPairings(f, p, o);
    if (h === seenHealth[o]) continue;
    if (f.side[o] === j) {
      c.mh += h - seenHealth[o]!;
      c.hurt[c.slot[o]!] = 1 - h / f.die[o]!;
    } else c.eh += h - seenHealth[o]!;
    seenHealth[o] = h;
  }
  if (!moved) return;
  sortUnits(f, c, true);
  if (c.lo <= c.hi) writeRange(f, c, p, j, false, c.lo, c.hi);
  for (let x = c.changes, end = f.changes; x < end; x++) {
    const o = log[x & CHANGE_MASK]!;
    if (seenCell[o] !== f.cell[o]) moveAt(f, c, j, o, f.cell[o]!);
  }
}
