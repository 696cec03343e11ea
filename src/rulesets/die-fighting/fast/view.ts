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
  readonly profile: Int32Array;
};

/** A side's view, empty, sized for the battle's units: rebuild fills it. */
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
    profile: Int32Array.from(f.units, (u) => profileOf(u as Unit)),
  };
}

/** The view brought to the position `f` stands in (context.ts build, from the fast arrays). */
export function viewOf(f: Fast, c: FastCtx, j: number): FastCtx {
  if (c.stamp === f.stamp) return c;
  const { rows } = f;
  const mine = c.mine as Unit[];
  const enemies = c.enemies as Unit[];
  mine.length = 0;
  enemies.length = 0;
  c.who.fill(0);
  // Map order of the units' squares: walk the squares (no two units share one).
  const size = f.ix.size;
  for (let q = 0; q < size; q++) {
    const i = c.flip ? size - 1 - q : q;
    const o = f.occ[i]! - 1;
    if (o < 0) continue;
    const u = f.units[o]! as Unit;
    if (f.side[o] === j) {
      const m = mine.length;
      mine.push(u);
      c.mineK[m] = o;
      c.who[i] = -(m + 1);
      c.mineAt[m] = i;
      const ranged = f.kind[o] === RANGED;
      c.ranged[m] = ranged ? 1 : 0;
      c.move[m] = f.speed[o]!;
      c.speed[m] = ranged ? 0 : f.speed[o]!;
      c.range[m] = f.range[o]!;
      c.hurt[m] = 1 - u.health / f.die[o]!;
      c.healthWorth[m] = healthWorth(u);
    } else {
      const e = enemies.length;
      enemies.push(u);
      c.enemyK[e] = o;
      c.who[i] = e + 1;
      c.enemyAt[e] = i;
      c.enemyCol[e] = (i / rows) | 0;
      c.enemyRow[e] = i % rows;
      c.enemyRange[e] = f.range[o]!;
      c.enemyReach[e] = f.kind[o] === RANGED ? f.range[o]! : f.speed[o]! + 1;
    }
  }
  pairs(f, c);
  c.caution = cautionOf(f.view as unknown as BattleState, c.side, mine, enemies);
  c.version++;
  c.stamp = f.stamp;
  return c;
}

/** Every pairing's attack worth, both ways (roster.ts pairings, through the battle's worth table). */
function pairs(f: Fast, c: FastCtx): void {
  const nm = c.mine.length;
  const ne = c.enemies.length;
  const cells = worthTable(f.s0).cells;
  const { worth, threat, profile } = c;
  for (let m = 0; m < nm; m++) {
    const km = c.mineK[m]!;
    const u = c.mine[m]!;
    for (let e = 0; e < ne; e++) {
      const ke = c.enemyK[e]!;
      const t = c.enemies[e]!;
      worth[m * ne + e] = pairWorth(f.s0, cells, u, profile[km]!, t, profile[ke]!);
      threat[e * nm + m] = pairWorth(f.s0, cells, t, profile[ke]!, u, profile[km]!);
    }
  }
}
