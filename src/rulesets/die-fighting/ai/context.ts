/**
 * What the computer general works out once per position and side: its units and the enemy's,
 * where they stand as map indexes, who stands on each square, and every pairing's attack worth
 * both ways, so scoring a square costs a loop of arithmetic over the enemies and nothing more.
 * Kept per side and rebuilt in place for each new position (the units list is never changed in
 * place, so its identity says the position is the same): the combat phase asks several decisions
 * of one position whenever an attack misses, and most positions change one unit's square or health.
 */
import { reuseBuffer } from '../../../core/reuseBuffer';
import { gridFor, indexFor, type GridIndex } from '../../../grid';
import { allPlaces, holds, whereOf } from '../board';
import { contextsByRules as contexts } from '../caches';
import { cautionOf } from './caution';
import { patched } from './patchContext';
import { rosterOf, type Roster } from './roster';
import type { BattleState } from '../state';
import type { Unit } from '../types';

export interface Ctx {
  readonly s: BattleState;
  readonly side: string;
  readonly ix: GridIndex;
  readonly rows: number;
  readonly mine: readonly Unit[];
  readonly enemies: readonly Unit[];
  /** Who stands on each cell: k + 1 for enemy k, -(m + 1) for my unit m, 0 for nobody. */
  readonly who: Int16Array;
  readonly mineAt: Int32Array;
  readonly enemyAt: Int32Array;
  readonly enemyCol: Int32Array;
  readonly enemyRow: Int32Array;
  /** How far each enemy strikes next turn: its range (ranged) or its speed plus one. */
  readonly enemyReach: Int32Array;
  readonly enemyRange: Int32Array;
  /** worth[m * enemies + e]: my unit m attacking enemy e. */
  readonly worth: Float64Array;
  /** threat[e * mine + m]: enemy e attacking my unit m. */
  readonly threat: Float64Array;
  /** Per unit of mine: its speed for closing in (0 for ranged units), its move, range, hurt (0-1). */
  readonly speed: Int32Array;
  readonly move: Int32Array;
  readonly range: Int32Array;
  readonly hurt: Float64Array;
  readonly ranged: Uint8Array;
  /** A point of health's worth to unit m (what regrouping brings back). */
  readonly healthWorth: Float64Array;
  /**
   * How much danger counts: 1 when the armies are even, less the stronger this side is (by health
   * left), so a general well ahead in an elimination game closes in instead of waiting.
   */
  readonly caution: number;
  /** Whether this side sees the map turned round (ties go by rank, not map order). */
  readonly flip: boolean;
  /** Counts the positions this context has been built for: a memo of it holds while this does. */
  readonly version: number;
}

/**
 * Whether `side` breaks ties in reverse map order: the sides deploying south or east. Map order
 * (column, then row) favours whatever lies north-west; on a map that is the same seen from either
 * side (turned half round), each side then breaks its ties the same way from where it stands.
 */
function flipped(s: BattleState, side: string): boolean {
  const edge = s.rules.sides.find((x) => x.id === side)?.edge;
  return edge === 'south' || edge === 'east';
}

/** A square's place in this side's tie order: map order, or reverse map order when flipped. */
export const rankOf = (ctx: Ctx, i: number): number => (ctx.flip ? ctx.ix.size - 1 - i : i);

/** Chebyshev distance between two cell indexes. */
export function distIx(ctx: Ctx, a: number, b: number): number {
  const r = ctx.rows;
  return Math.max(Math.abs(((a / r) | 0) - ((b / r) | 0)), Math.abs((a % r) - (b % r)));
}

/** A context as build keeps it: rebuilt in place for the side's next position. */
export type Built = { -readonly [K in keyof Ctx]: Ctx[K] } & {
  /** The roster its pairings were copied from, at which clock, and each unit's place in it. */
  roster: Roster | null;
  clock: number;
  readonly mineK: Int32Array;
  readonly enemyK: Int32Array;
  /** posOf[k]: unit k of the position's list as m + 1 (mine) or -(e + 1) (an enemy). */
  readonly posOf: Int32Array;
  /** Scratch: whether enemy e's column of pairings is copied again. */
  readonly dirty: Uint8Array;
  /** The buffer its arrays are carved from, and the one the context before it left. */
  readonly buf: ArrayBuffer;
  readonly spare: ArrayBuffer | null;
};

/**
 * A context's arrays for nm units against ne enemies, carved from one buffer: each typed array
 * of more than a few dozen bytes costs an allocation outside the heap (about a microsecond).
 */
function allocate(
  s: BattleState,
  side: string,
  ix: GridIndex,
  nm: number,
  ne: number,
  old: Built | undefined,
): Built {
  const bytes = 16 * nm * ne + 16 * nm + 4 * (7 * ne + 6 * nm) + 2 * ix.size + nm + ne + 64;
  // The buffer the context before `old` left: nothing reads a context once another replaced it.
  const buf = reuseBuffer(old?.spare, bytes);
  let at = 0;
  const take = (n: number, size: number): number => {
    at = Math.ceil(at / size) * size;
    const from = at;
    at += n * size;
    return from;
  };
  const f64 = (n: number) => new Float64Array(buf, take(n, 8), n);
  const i32 = (n: number) => new Int32Array(buf, take(n, 4), n);
  return {
    s,
    side,
    ix,
    rows: ix.rows,
    mine: [],
    enemies: [],
    worth: f64(nm * ne),
    threat: f64(ne * nm),
    hurt: f64(nm),
    healthWorth: f64(nm),
    enemyAt: i32(ne),
    enemyCol: i32(ne),
    enemyRow: i32(ne),
    enemyReach: i32(ne),
    enemyRange: i32(ne),
    mineAt: i32(nm),
    speed: i32(nm),
    move: i32(nm),
    range: i32(nm),
    who: new Int16Array(buf, take(ix.size, 2), ix.size),
    mineK: i32(nm),
    enemyK: i32(ne),
    posOf: i32(nm + ne),
    ranged: new Uint8Array(buf, take(nm, 1), nm),
    dirty: new Uint8Array(buf, take(ne, 1), ne),
    roster: null,
    clock: 0,
    caution: 1,
    flip: flipped(s, side),
    version: 0,
    buf,
    spare: old?.buf ?? null,
  };
}

/**
 * The side's context for `s`, in `old`'s arrays when the armies have as many units as there
 * (units move and get hurt far more often than they fall), copied from the battle's roster.
 */
// eslint-disable-next-line max-lines-per-function -- one pass that fills the general's typed arrays; split, it would walk the units twice
function build(s: BattleState, side: string, old: Built | undefined): Built {
  const ix = indexFor(gridFor(s.rules.grid));
  const rows = ix.rows;
  const r = rosterOf(s);
  const mine: Unit[] = [];
  const enemies: Unit[] = [];
  const mineK: number[] = [];
  const enemyK: number[] = [];
  // The contexts are kept per battle and side: the old one was built for the same side.
  const flip = old !== undefined ? old.flip : flipped(s, side);
  const places = allPlaces(s);
  for (let j = 0; j < places.length; j++) {
    const k = places[flip ? places.length - 1 - j : j]!;
    const u = s.units[k]!;
    if (u.side === side) {
      mine.push(u);
      mineK.push(k);
    } else {
      enemies.push(u);
      enemyK.push(k);
    }
  }
  const ne = enemies.length;
  const nm = mine.length;
  const c =
    old === undefined || old.ix !== ix || old.mine.length !== nm || old.enemies.length !== ne
      ? allocate(s, side, ix, nm, ne, old)
      : old;
  c.s = s;
  c.mine = mine;
  c.enemies = enemies;
  const { who } = c;
  const cells = whereOf(s).cells;
  who.fill(0);
  for (let e = 0; e < ne; e++) {
    const k = enemyK[e]!;
    const i = cells[k]!;
    who[i] = e + 1;
    c.enemyAt[e] = i;
    c.enemyCol[e] = (i / rows) | 0;
    c.enemyRow[e] = i % rows;
    c.enemyRange[e] = r.range[k]!;
    c.enemyReach[e] = r.strikes[k]!;
    c.posOf[k] = -(e + 1);
  }
  for (let m = 0; m < nm; m++) {
    const k = mineK[m]!;
    const i = cells[k]!;
    who[i] = -(m + 1);
    c.mineAt[m] = i;
    c.posOf[k] = m + 1;
    const ranged = r.ranged[k]!;
    c.ranged[m] = ranged;
    c.move[m] = r.speed[k]!;
    c.speed[m] = ranged === 1 ? 0 : r.speed[k]!;
    c.range[m] = r.range[k]!;
    c.hurt[m] = r.hurt[k]!;
    c.healthWorth[m] = r.healthWorth[k]!;
  }
  copyPairs(c, r, mineK, enemyK);
  c.caution = cautionOf(s, side, mine, enemies);
  c.version++;
  return c;
}

/**
 * The attack worths both ways of every pairing, from the roster: only those of units that took
 * another place in the side's order, or whose pairings the roster worked out again (a hurt),
 * since the context's last position; all of them in fresh arrays or from another roster.
 */
function copyPairs(c: Built, r: Roster, mineK: readonly number[], enemyK: readonly number[]): void {
  const n = r.ids.length;
  const nm = mineK.length;
  const ne = enemyK.length;
  const { worth, threat, dirty } = c;
  const all = c.roster !== r;
  for (let e = 0; e < ne; e++) {
    const ke = enemyK[e]!;
    dirty[e] = all || c.enemyK[e] !== ke || r.stamp[ke]! > c.clock ? 1 : 0;
    c.enemyK[e] = ke;
  }
  for (let m = 0; m < nm; m++) {
    const k = mineK[m]!;
    const row = all || c.mineK[m] !== k || r.stamp[k]! > c.clock;
    c.mineK[m] = k;
    for (let e = 0; e < ne; e++) {
      if (!row && dirty[e] === 0) continue;
      const ke = enemyK[e]!;
      worth[m * ne + e] = r.worth[k * n + ke]!;
      threat[e * nm + m] = r.worth[ke * n + k]!;
    }
  }
  c.roster = r;
  c.clock = r.clock;
}

/** The side's view of `s` built afresh, in new arrays: for tests holding a patched view to it. */
export const contextAfresh = (s: BattleState, side: string): Ctx => build(s, side, undefined);

/**
 * The side's view of the position, worked out once per position and side. The answer is good
 * until the next call for the side with another position: it is then rebuilt in place.
 */
export function contextOf(s: BattleState, side: string): Ctx {
  const bySide = contexts.get(s.rules) ?? contexts.set(s.rules, new Map());
  let ctx = bySide.get(side);
  // In another round the caution is another (a position can stand still for rounds).
  if (ctx === undefined || ctx.s.units !== s.units || ctx.s.round !== s.round) {
    if (ctx === undefined || !patched(ctx, s)) bySide.set(side, (ctx = build(s, side, ctx)));
  }
  return ctx;
}

/** Whether an enemy beside my unit `m` holds it (it may not move, only break away). */
export function isHeld(ctx: Ctx, m: number): boolean {
  const { nbrStart, nbrs } = ctx.ix;
  const at = ctx.mineAt[m]!;
  for (let e = nbrStart[at]!, end = nbrStart[at + 1]!; e < end; e++) {
    const w = ctx.who[nbrs[e]!]!;
    if (w > 0 && holds(ctx.enemies[w - 1]!, ctx.mine[m]!)) return true;
  }
  return false;
}

/** Whether any enemy stands beside the cell of index `i`. */
export function enemyBeside(ctx: Ctx, i: number): boolean {
  const { nbrStart, nbrs } = ctx.ix;
  for (let e = nbrStart[i]!, end = nbrStart[i + 1]!; e < end; e++) if (ctx.who[nbrs[e]!]! > 0) return true;
  return false;
}
