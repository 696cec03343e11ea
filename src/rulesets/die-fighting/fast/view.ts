/**
 * The computer general's view of a side (ai/context.ts `Ctx`), made from the fast position: the
 * same fields in the same order (units in map order, reversed for a side that sees the map turned
 * round), so place.ts's scoring and value.ts's worths are used as they are. Made again in place
 * only when the position changed since (its `stamp`), in arrays kept for the battle.
 */
import type { Ctx } from '../ai/context';
import { cautionOf, eliminationCaution } from '../ai/caution';
import type { BattleState } from '../state';
import type { Unit } from '../types';
import { refreshPairings, type Pairings } from './pairings';
import { CHANGE_MASK, logHolds } from './changeLog';
import { RANGED, type Fast } from './position';

export { newPairings, resetPairings, type Pairings } from './pairings';

export type FastCtx = { -readonly [K in keyof Ctx]: Ctx[K] } & {
  /** Place k of each of my units and each enemy, in the view's order. */
  readonly mineK: Int32Array;
  readonly enemyK: Int32Array;
  /** The position's stamp it was made for. */
  stamp: number;
  /** The position's change count (`Fast.changes`) it was made at: -1, none. */
  changes: number;
  /** The units' places in the side's square order (kept sorted from one view to the next). */
  readonly perm: Int32Array;
  /** Units on the map when it was made (the living lead perm while none has fallen since). */
  alive: number;
  /** The pairings' version its worth and threat were copied at, and the mine and enemy counts. */
  pairs: number;
  /** Per index of mine and of the enemies: whether its unit differs from the last view's. */
  readonly movedM: Uint8Array;
  readonly movedE: Uint8Array;
  /** Per unit (place k): its square and health at the last view (what a kept index rewrites). */
  readonly seenCell: Int32Array;
  readonly seenHealth: Int32Array;
  /** Scratch for copyPairs: the enemies' indexes whose columns are copied. */
  readonly cols: Int32Array;
};

/** A side's view, empty, sized for the battle's units: viewOf fills it. */
export function newView(f: Fast, j: number): FastCtx {
  const n = f.n;
  const edge = f.s0.rules.sides[j]!.edge;
  return {
    s: f.s0,
    side: f.sides[j]!,
    ix: f.ix,
    rows: f.rows,
    mine: [],
    enemies: [],
    who: new Int16Array(f.ix.size),
    mineAt: new Int32Array(n),
    enemyAt: new Int32Array(n),
    enemyCol: new Int32Array(n),
    enemyRow: new Int32Array(n),
    enemyReach: new Int32Array(n),
    enemyRange: new Int32Array(n),
    worth: new Float64Array(n * n),
    threat: new Float64Array(n * n),
    speed: new Int32Array(n),
    move: new Int32Array(n),
    range: new Int32Array(n),
    hurt: new Float64Array(n),
    ranged: new Uint8Array(n),
    healthWorth: new Float64Array(n),
    caution: 1,
    flip: edge === 'south' || edge === 'east',
    version: 0,
    mineK: new Int32Array(n),
    enemyK: new Int32Array(n),
    stamp: -1,
    changes: -1,
    perm: Int32Array.from({ length: n }, (_, k) => k),
    alive: -1,
    pairs: -1,
    movedM: new Uint8Array(n),
    movedE: new Uint8Array(n),
    seenCell: new Int32Array(n),
    seenHealth: new Int32Array(n),
    cols: new Int32Array(n),
  };
}

/** A side's view set for another battle (as many units, the same map): viewOf fills it. */
export function resetView(c: FastCtx, f: Fast, j: number): void {
  const edge = f.s0.rules.sides[j]!.edge;
  c.s = f.s0;
  c.side = f.sides[j]!;
  c.flip = edge === 'south' || edge === 'east';
  c.stamp = -1;
  c.changes = -1;
  c.alive = -1;
  c.pairs = -1;
  for (let k = 0; k < f.n; k++) c.perm[k] = k;
}

/**
 * The living units in the side's square order (map order, reversed when flipped), in c.perm; their
 * count. Sorted again only when a unit `moved` or fell: else perm holds them in order already.
 */
function sortUnits(f: Fast, c: FastCtx, moved: boolean): number {
  const { perm } = c;
  let n = f.count[0]! + f.count[1]!;
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
    perm[t] = k;
  }
  return n;
}

/**
 * Clears `who` where a unit stood at the last view and stands no longer (the living are the same
 * units as then: none fell since); whether one did. A square a unit moved onto is written by the
 * unit's index. Only the units the position logged as changed since are looked at, when the log
 * still holds them all.
 */
function clearMoved(f: Fast, c: FastCtx): boolean {
  if (!logHolds(f, c.changes)) {
    let moved = false;
    for (let k = 0; k < f.n; k++) moved = clearUnit(f, c, k) || moved;
    return moved;
  }
  let moved = false;
  const log = f.changeLog;
  for (let x = c.changes, end = f.changes; x < end; x++)
    moved = clearUnit(f, c, log[x & CHANGE_MASK]!) || moved;
  return moved;
}

/** clearMoved for unit k: whether it stands elsewhere than at the last view (`who` cleared there). */
function clearUnit(f: Fast, c: FastCtx, k: number): boolean {
  const was = c.seenCell[k]!;
  if (f.alive[k] !== 1 || f.cell[k] === was) return false;
  c.who[was] = 0;
  return true;
}

/** Index m of my units holds unit o, on square i, from now: every field of it written. */
function writeMine(f: Fast, p: Pairings, c: FastCtx, m: number, o: number, i: number): void {
  const u = f.units[o]! as Unit;
  (c.mine as Unit[])[m] = u;
  c.mineK[m] = o;
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
  c.who[i] = e + 1;
  c.enemyAt[e] = i;
  c.enemyCol[e] = (i / f.rows) | 0;
  c.enemyRow[e] = i % f.rows;
  c.enemyRange[e] = f.range[o]!;
  c.enemyReach[e] = f.kind[o] === RANGED ? f.range[o]! : f.speed[o]! + 1;
}

/**
 * The view brought to the position `f` stands in (context.ts build, from the fast arrays). A
 * unit's fields other than its square and health never change in a battle, so an index that holds
 * the same unit as at the last view is written only where its square or health changed; all is
 * written again when a unit fell (or the view is new), and then `who` is cleared first.
 */
export function viewOf(f: Fast, p: Pairings, c: FastCtx, j: number): FastCtx {
  if (c.stamp === f.stamp) return c;
  const mine = c.mine as Unit[];
  const enemies = c.enemies as Unit[];
  const nm0 = mine.length;
  const ne0 = enemies.length;
  const full = f.count[0]! + f.count[1]! !== c.alive;
  if (full) c.who.fill(0);
  const moved = full || clearMoved(f, c);
  // Written over by place and cut to length after: emptied and pushed again, the lists would get
  // new backing stores at every view.
  let nm = 0;
  let ne = 0;
  const { seenCell, seenHealth } = c;
  const n = sortUnits(f, c, moved);
  // The health left on each side, for the caution (integers: any order sums the same).
  let mh = 0;
  let eh = 0;
  for (let q = 0; q < n; q++) {
    const o = c.perm[q]!;
    const i = f.cell[o]!;
    const h = f.units[o]!.health;
    // Every living unit is met here, so the pairings are up to date before copyPairs.
    if (h !== p.health[o]) refreshPairings(f, p, o);
    if (f.side[o] === j) {
      mh += h;
      const m = nm++;
      if (full || c.mineK[m] !== o) {
        c.movedM[m] = 1;
        writeMine(f, p, c, m, o, i);
      } else {
        c.movedM[m] = 0;
        if (seenCell[o] !== i) c.who[(c.mineAt[m] = i)] = -(m + 1);
        if (seenHealth[o] !== h) c.hurt[m] = 1 - h / f.die[o]!;
      }
    } else {
      eh += h;
      const e = ne++;
      if (full || c.enemyK[e] !== o) {
        c.movedE[e] = 1;
        writeEnemy(f, c, e, o, i);
      } else {
        c.movedE[e] = 0;
        if (seenCell[o] !== i) {
          c.who[(c.enemyAt[e] = i)] = e + 1;
          c.enemyCol[e] = (i / f.rows) | 0;
          c.enemyRow[e] = i % f.rows;
        }
      }
    }
    seenCell[o] = i;
    seenHealth[o] = h;
  }
  // Cut only when shorter: setting a list's length is a call into the runtime even when equal.
  if (nm !== nm0) mine.length = nm;
  if (ne !== ne0) enemies.length = ne;
  copyPairs(f, p, c, c.pairs >= 0 && nm0 === nm && ne0 === ne);
  c.pairs = p.version;
  const s = f.view as unknown as BattleState;
  c.caution = f.timed ? cautionOf(s, c.side, mine, enemies) : eliminationCaution(s, mh, eh);
  c.version++;
  c.stamp = f.stamp;
  c.changes = f.changes;
  return c;
}

/**
 * Every pairing's attack worth, both ways, in the view's order (context.ts copyPairs). When the
 * counts are as at the last view (`kept`), only the rows and columns of indexes that now hold
 * another unit, or whose unit's pairings changed since (its health: Pairings changed), are
 * copied: the others already hold the same values.
 */
function copyPairs(f: Fast, p: Pairings, c: FastCtx, kept: boolean): void {
  const n = f.n;
  const nm = c.mine.length;
  const ne = c.enemies.length;
  const { worth, threat, movedM, movedE, mineK, enemyK } = c;
  const since = kept ? c.pairs : -1;
  const { cols } = c;
  let nc = 0;
  for (let e = 0; e < ne; e++) if (!kept || movedE[e] === 1 || p.changed[enemyK[e]!]! > since) cols[nc++] = e;
  for (let m = 0; m < nm; m++) {
    const km = mineK[m]!;
    if (!kept || movedM[m] === 1 || p.changed[km]! > since) {
      for (let e = 0; e < ne; e++) {
        const ke = enemyK[e]!;
        worth[m * ne + e] = p.worth[km * n + ke]!;
        threat[e * nm + m] = p.worth[ke * n + km]!;
      }
    } else {
      for (let x = 0; x < nc; x++) {
        const e = cols[x]!;
        const ke = enemyK[e]!;
        worth[m * ne + e] = p.worth[km * n + ke]!;
        threat[e * nm + m] = p.worth[ke * n + km]!;
      }
    }
  }
}
