/**
 * The computer general's view of a side (ai/context.ts `Ctx`), made from the fast position: the
 * same fields in the same order (units in map order, reversed for a side that sees the map turned
 * round), so place.ts's scoring and value.ts's worths are used as they are. Made again in place
 * only when the position changed since (its `stamp`), in arrays kept for the battle.
 */
import type { Ctx } from '../ai/context';
import { cautionOf } from '../ai/caution';
import { healthWorth, pairWorth, profileOf, worthTable } from '../ai/value';
import type { BattleState } from '../state';
import type { Unit } from '../types';
import { RANGED, type Fast } from './position';

export type FastCtx = { -readonly [K in keyof Ctx]: Ctx[K] } & {
  /** Place k of each of my units and each enemy, in the view's order. */
  readonly mineK: Int32Array;
  readonly enemyK: Int32Array;
  /** The position's stamp it was made for. */
  stamp: number;
  /** The units' places in the side's square order (kept sorted from one view to the next). */
  readonly perm: Int32Array;
  /** Units on the map when it was made (the living lead perm while none has fallen since). */
  alive: number;
  /** The pairings' version its worth and threat were copied at, and the mine and enemy counts. */
  pairs: number;
  /** Per index of mine and of the enemies: whether its unit differs from the last view's. */
  readonly movedM: Uint8Array;
  readonly movedE: Uint8Array;
};

/**
 * Every pairing's attack worth by place (worth[a * n + t]: unit a attacking unit t) and each
 * unit's health worth, worked out again for a unit only when its health changes (roster.ts).
 */
export interface Pairings {
  readonly worth: Float64Array;
  readonly health: Int32Array;
  readonly profile: Int32Array;
  readonly healthWorth: Float64Array;
  /** Bumped whenever a pairing's worth changes. */
  version: number;
}

export function newPairings(f: Fast): Pairings {
  const n = f.n;
  const p: Pairings = {
    worth: new Float64Array(n * n),
    health: new Int32Array(n).fill(-1),
    profile: Int32Array.from(f.units, (u) => profileOf(u as Unit)),
    healthWorth: Float64Array.from(f.units, (u) => healthWorth(u as Unit)),
    version: 0,
  };
  return p;
}

/** The pairings set for another battle's units (as many): every pairing worked out again. */
export function resetPairings(p: Pairings, f: Fast): void {
  p.health.fill(-1);
  for (let k = 0; k < f.n; k++) {
    p.profile[k] = profileOf(f.units[k] as Unit);
    p.healthWorth[k] = healthWorth(f.units[k] as Unit);
  }
  p.version++;
}

/** Brings the pairings of every unit whose health changed up to date. */
function refresh(f: Fast, p: Pairings): void {
  const n = f.n;
  const cells = worthTable(f.s0).cells;
  for (let k = 0; k < n; k++) {
    const u = f.units[k]!;
    if (f.alive[k] === 0 || p.health[k] === u.health) continue;
    p.health[k] = u.health;
    p.version++;
    for (let j = 0; j < n; j++) {
      if (f.side[j] === f.side[k]) continue;
      const t = f.units[j]!;
      p.worth[k * n + j] = pairWorth(f.s0, cells, u as Unit, p.profile[k]!, t as Unit, p.profile[j]!);
      p.worth[j * n + k] = pairWorth(f.s0, cells, t as Unit, p.profile[j]!, u as Unit, p.profile[k]!);
    }
  }
}

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
    perm: Int32Array.from({ length: n }, (_, k) => k),
    alive: -1,
    pairs: -1,
    movedM: new Uint8Array(n),
    movedE: new Uint8Array(n),
  };
}

/** A side's view set for another battle (as many units, the same map): viewOf fills it. */
export function resetView(c: FastCtx, f: Fast, j: number): void {
  const edge = f.s0.rules.sides[j]!.edge;
  c.s = f.s0;
  c.side = f.sides[j]!;
  c.flip = edge === 'south' || edge === 'east';
  c.stamp = -1;
  c.alive = -1;
  c.pairs = -1;
  for (let k = 0; k < f.n; k++) c.perm[k] = k;
}

/** The living units in the side's square order (map order, reversed when flipped), in c.perm; their count. */
function sortUnits(f: Fast, c: FastCtx): number {
  const { perm } = c;
  let n = f.count[0]! + f.count[1]!;
  if (n !== c.alive) {
    n = 0;
    for (let j = 0; j < f.n; j++) if (f.alive[perm[j]!] === 1) perm[n++] = perm[j]!;
    // The fallen go to the end, kept for nothing: n only shrinks.
    for (let k = 0, m = n; k < f.n; k++) if (f.alive[k] === 0) perm[m++] = k;
    c.alive = n;
  }
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

/** The view brought to the position `f` stands in (context.ts build, from the fast arrays). */
export function viewOf(f: Fast, p: Pairings, c: FastCtx, j: number): FastCtx {
  if (c.stamp === f.stamp) return c;
  refresh(f, p);
  const { rows } = f;
  const mine = c.mine as Unit[];
  const enemies = c.enemies as Unit[];
  const pairsKept = c.pairs === p.version;
  const nm0 = mine.length;
  const ne0 = enemies.length;
  // Written over by place and cut to length after: emptied and pushed again, the lists would get
  // new backing stores at every view.
  let nm = 0;
  let ne = 0;
  c.who.fill(0);
  const n = sortUnits(f, c);
  for (let q = 0; q < n; q++) {
    const o = c.perm[q]!;
    const i = f.cell[o]!;
    const u = f.units[o]! as Unit;
    if (f.side[o] === j) {
      const m = nm++;
      mine[m] = u;
      c.movedM[m] = c.mineK[m] === o ? 0 : 1;
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
    } else {
      const e = ne++;
      enemies[e] = u;
      c.movedE[e] = c.enemyK[e] === o ? 0 : 1;
      c.enemyK[e] = o;
      c.who[i] = e + 1;
      c.enemyAt[e] = i;
      c.enemyCol[e] = (i / rows) | 0;
      c.enemyRow[e] = i % rows;
      c.enemyRange[e] = f.range[o]!;
      c.enemyReach[e] = f.kind[o] === RANGED ? f.range[o]! : f.speed[o]! + 1;
    }
  }
  mine.length = nm;
  enemies.length = ne;
  copyPairs(f, p, c, pairsKept && nm0 === mine.length && ne0 === enemies.length);
  c.pairs = p.version;
  c.caution = cautionOf(f.view as unknown as BattleState, c.side, mine, enemies);
  c.version++;
  c.stamp = f.stamp;
  return c;
}

/**
 * Every pairing's attack worth, both ways, in the view's order (context.ts copyPairs). When the
 * pairings and the counts are as at the last view (`kept`), only the rows and columns of indexes
 * that now hold another unit are copied: the others already hold the same values.
 */
function copyPairs(f: Fast, p: Pairings, c: FastCtx, kept: boolean): void {
  const n = f.n;
  const nm = c.mine.length;
  const ne = c.enemies.length;
  const { worth, threat, movedM, movedE } = c;
  for (let m = 0; m < nm; m++) {
    const km = c.mineK[m]!;
    const row = !kept || movedM[m] === 1;
    for (let e = 0; e < ne; e++) {
      if (!row && movedE[e] === 0) continue;
      const ke = c.enemyK[e]!;
      worth[m * ne + e] = p.worth[km * n + ke]!;
      threat[e * nm + m] = p.worth[ke * n + km]!;
    }
  }
}
