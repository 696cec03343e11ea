/** Questions about the position: who stands where, who is next to whom, who holds whom. */
import { gridFor } from '../../grid/grid';
import { indexFor, type GridIndex } from '../../grid/gridIndex';
import type { CellKey } from '../../grid/types';
import { lastBoard, mapOrders as inMapOrder, wheresByUnits as wheres } from './caches';
import { cardFor, UNIT_TYPES, unitCost } from './cards';
import type { UnitRef } from './events';
import type { SideMap } from './sideMap';
import type { BattleState } from './state';
import type { Card, Unit, UnitKind } from './types';

export const grid = (s: BattleState) => gridFor(s.rules.grid);

/**
 * Where every unit of a position stands, by map index: worked out once per position (the unit
 * list is replaced, never changed in place), and read by the board's questions, the move
 * searches and the computer general instead of looking "c,r" keys up again and again.
 */
export interface Where {
  readonly ix: GridIndex;
  readonly units: readonly Unit[];
  /** cells[k]: the map index of units[k] (-1 off the map). */
  readonly cells: readonly number[];
  /**
   * The move searches' view of the position, by side (sideMap.ts): sides[j]'s is maps[j]. Two
   * short lists, not a Map: a position is made at each decision, and a Map cost more to make
   * than its few look-ups saved (issue 23).
   */
  readonly sides: string[];
  readonly maps: SideMap[];
}

export function whereOf(s: BattleState): Where {
  let w = wheres.get(s.units);
  if (w === undefined) {
    const ix = indexFor(gridFor(s.rules.grid));
    const last =
      lastBoard.where !== null && lastBoard.where.ix === ix && lastBoard.where.units.length === s.units.length
        ? lastBoard.where
        : null;
    const cells = new Array<number>(s.units.length);
    for (let k = 0; k < s.units.length; k++) {
      const u = s.units[k]!;
      cells[k] = last !== null && last.units[k] === u ? last.cells[k]! : (ix.indexOf.get(u.at) ?? -1);
    }
    w = wheres.set(s.units, { ix, units: s.units, cells, sides: [], maps: [] });
    lastBoard.where = w;
  }
  return w;
}

/** The unit on the square of map index `i`, if any (a scan: a few dozen units, no table to build). */
export function unitAtIx(w: Where, i: number): Unit | undefined {
  const { cells } = w;
  for (let k = 0; k < cells.length; k++) if (cells[k] === i) return w.units[k];
  return undefined;
}

/** The unit standing on `cell`. */
export function unitAt(s: BattleState, cell: CellKey): Unit | undefined {
  const w = whereOf(s);
  const i = w.ix.indexOf.get(cell);
  return i === undefined ? undefined : unitAtIx(w, i);
}

/** The unit of id `id` (the cell it started on), if it is still on the map. */
export const unitById = (s: BattleState, id: string): Unit | undefined => s.units.find((u) => u.id === id);

export const kindOf = (u: Unit): UnitKind => UNIT_TYPES[u.type].kind;

export const cardOf = (s: BattleState, u: Unit): Card => cardFor(s.rules.cards, u.type, u.commander);

export const maxHealth = (u: Unit): number => UNIT_TYPES[u.type].die;

export const pointsOf = (u: Unit): number => unitCost(u.type, u.commander);

export const refOf = (u: Unit): UnitRef => ({
  id: u.id,
  side: u.side,
  type: u.type,
  commander: u.commander,
  at: u.at,
});

/** The units standing next to `cell` (8 neighbours, in grid.neighbours order). */
export function around(s: BattleState, cell: CellKey): Unit[] {
  const w = whereOf(s);
  const out: Unit[] = [];
  const i = w.ix.indexOf.get(cell);
  if (i === undefined) return out;
  const { nbrStart, nbrs, rows } = w.ix;
  const col = (i / rows) | 0;
  const row = i % rows;
  // The units one king move away, then put in the neighbour order.
  let near: number[] | null = null;
  for (let k = 0; k < w.cells.length; k++) {
    const c = w.cells[k]!;
    if (c < 0 || c === i) continue;
    const dc = ((c / rows) | 0) - col;
    const dr = (c % rows) - row;
    if (dc >= -1 && dc <= 1 && dr >= -1 && dr <= 1) (near ??= []).push(k);
  }
  if (near === null) return out;
  for (let e = nbrStart[i]!, end = nbrStart[i + 1]!; e < end; e++) {
    const n = nbrs[e]!;
    for (const k of near) if (w.cells[k] === n) out.push(w.units[k]!);
  }
  return out;
}

/**
 * The ids of the units next to an enemy, in the units' order: what `enemiesAround` of each unit
 * says, from one pass over the map's squares instead of a scan of every unit for each unit.
 */
export function engagedIds(s: BattleState): string[] {
  const w = whereOf(s);
  const { nbrStart, nbrs, size } = w.ix;
  const sideAt = new Array<string | undefined>(size).fill(undefined);
  for (let k = 0; k < w.cells.length; k++) if (w.cells[k]! >= 0) sideAt[w.cells[k]!] = w.units[k]!.side;
  const out: string[] = [];
  for (let k = 0; k < w.cells.length; k++) {
    const i = w.cells[k]!;
    if (i < 0) continue;
    const { side, id } = w.units[k]!;
    for (let e = nbrStart[i]!, end = nbrStart[i + 1]!; e < end; e++) {
      const there = sideAt[nbrs[e]!];
      if (there !== undefined && there !== side) {
        out.push(id);
        break;
      }
    }
  }
  return out;
}

export const enemiesAround = (s: BattleState, cell: CellKey, side: string): Unit[] =>
  around(s, cell).filter((u) => u.side !== side);

/**
 * Whether `enemy` keeps `u` from moving away ("Break Away"): ranged units hold no one; foot
 * and ranged units are held by foot and mounted enemies; mounted units only by mounted ones.
 */
export function holds(enemy: Unit, u: Unit): boolean {
  const e = kindOf(enemy);
  if (e === 'ranged') return false;
  return kindOf(u) === 'mounted' ? e === 'mounted' : true;
}

/** The enemies next to `u` that hold it. */
export const holders = (s: BattleState, u: Unit): Unit[] =>
  enemiesAround(s, u.at, u.side).filter((e) => holds(e, u));

export interface InMapOrder {
  readonly units: readonly Unit[];
  /** The place in s.units of each unit in map order. */
  readonly perm: readonly number[];
  /**
   * The units in map order, and by side: made when first asked (the computer general reads
   * only `perm`, and a position is made at each decision).
   */
  all: readonly Unit[] | null;
  bySide: Map<string, readonly Unit[]> | null;
}

function mapOrder(s: BattleState): InMapOrder {
  let o = inMapOrder.get(s.units);
  if (!o) {
    const { cells } = whereOf(s);
    const n = s.units.length;
    const perm =
      lastBoard.perm.length === n ? lastBoard.perm.slice() : Array.from({ length: n }, (_, k) => k);
    // Insertion sort by (cell, place in the unit list): no two units share a square.
    for (let j = 1; j < n; j++) {
      const k = perm[j]!;
      const c = cells[k]!;
      let t = j;
      for (; t > 0; t--) {
        const p = perm[t - 1]!;
        const pc = cells[p]!;
        if (pc < c || (pc === c && p < k)) break;
        perm[t] = p;
      }
      perm[t] = k;
    }
    lastBoard.perm = perm;
    o = inMapOrder.set(s.units, { units: s.units, perm, all: null, bySide: null });
  }
  return o;
}

/** Every unit, in map order of their cells (column, then row); worked out once per position. */
export function allUnits(s: BattleState): readonly Unit[] {
  const o = mapOrder(s);
  if (o.all === null) {
    const all = new Array<Unit>(o.perm.length);
    for (let j = 0; j < all.length; j++) all[j] = o.units[o.perm[j]!]!;
    o.all = all;
  }
  return o.all;
}

/** The place in s.units of each unit of allUnits(s), in the same order. */
export const allPlaces = (s: BattleState): readonly number[] => mapOrder(s).perm;

/** The side's units in map order of their cells; worked out once per position and side. */
export function unitsOf(s: BattleState, side: string): readonly Unit[] {
  const o = mapOrder(s);
  const bySide = (o.bySide ??= new Map());
  let list = bySide.get(side);
  if (!list) bySide.set(side, (list = allUnits(s).filter((u) => u.side === side)));
  return list;
}

/** Health left per side, and units left per side. */
export function standing(s: BattleState): { health: Record<string, number>; units: Record<string, number> } {
  const health: Record<string, number> = {};
  const units: Record<string, number> = {};
  for (const side of s.rules.sides) {
    health[side.id] = 0;
    units[side.id] = 0;
  }
  for (const u of s.units) {
    health[u.side] = (health[u.side] ?? 0) + u.health;
    units[u.side] = (units[u.side] ?? 0) + 1;
  }
  return { health, units };
}
