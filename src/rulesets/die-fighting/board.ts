/** Questions about the position: who stands where, who is next to whom, who holds whom. */
import { RecentCache } from '../../core/recentCache';
import { gridFor } from '../../grid/grid';
import { indexFor, type GridIndex } from '../../grid/gridIndex';
import type { CellKey } from '../../grid/types';
import { cardFor, UNIT_TYPES, unitCost } from './cards';
import type { UnitRef } from './events';
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
  /** cells[k]: the map index of s.units[k] (-1 off the map). */
  readonly cells: Int16Array;
  /** The unit on each map index, if any. */
  readonly byCell: (Unit | undefined)[];
  /** The move searches' view of the position, by side (movement.ts SideMap). */
  readonly bySide: Map<string, unknown>;
}

const wheres = new RecentCache<BattleState['units'], Where>(4);

export function whereOf(s: BattleState): Where {
  let w = wheres.get(s.units);
  if (w === undefined) {
    const ix = indexFor(gridFor(s.rules.grid));
    const cells = new Int16Array(s.units.length);
    const byCell = new Array<Unit | undefined>(ix.size).fill(undefined);
    for (let k = 0; k < s.units.length; k++) {
      const u = s.units[k]!;
      const i = ix.indexOf.get(u.at);
      cells[k] = i ?? -1;
      if (i !== undefined) byCell[i] = u;
    }
    w = wheres.set(s.units, { ix, cells, byCell, bySide: new Map() });
  }
  return w;
}

/** The unit standing on `cell`; the lookup is built once per position. */
export function unitAt(s: BattleState, cell: CellKey): Unit | undefined {
  const w = whereOf(s);
  const i = w.ix.indexOf.get(cell);
  return i === undefined ? undefined : w.byCell[i];
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
  const { nbrStart, nbrs } = w.ix;
  for (let e = nbrStart[i]!, end = nbrStart[i + 1]!; e < end; e++) {
    const u = w.byCell[nbrs[e]!];
    if (u) out.push(u);
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

interface InMapOrder {
  readonly all: readonly Unit[];
  /** The map index of each unit of `all`. */
  readonly cells: readonly number[];
  readonly bySide: Map<string, readonly Unit[]>;
}

const inMapOrder = new RecentCache<BattleState['units'], InMapOrder>(4);

function mapOrder(s: BattleState): InMapOrder {
  let o = inMapOrder.get(s.units);
  if (!o) {
    const { cells } = whereOf(s);
    // Insertion sort on parallel arrays: a few dozen units, sorted afresh for every position.
    const order: number[] = [];
    const all: Unit[] = [];
    for (let j = 0; j < s.units.length; j++) {
      const u = s.units[j]!;
      const i = cells[j]!;
      let k = all.length;
      for (; k > 0 && order[k - 1]! > i; k--) {
        order[k] = order[k - 1]!;
        all[k] = all[k - 1]!;
      }
      order[k] = i;
      all[k] = u;
    }
    o = inMapOrder.set(s.units, { all, cells: order, bySide: new Map() });
  }
  return o;
}

/** Every unit, in map order of their cells (column, then row); worked out once per position. */
export const allUnits = (s: BattleState): readonly Unit[] => mapOrder(s).all;

/** The map index of each unit of allUnits(s), in the same order. */
export const allCells = (s: BattleState): readonly number[] => mapOrder(s).cells;

/** The side's units in map order of their cells; worked out once per position and side. */
export function unitsOf(s: BattleState, side: string): readonly Unit[] {
  const o = mapOrder(s);
  let list = o.bySide.get(side);
  if (!list) o.bySide.set(side, (list = o.all.filter((u) => u.side === side)));
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

export const isSlow = (s: BattleState, cell: CellKey): boolean => s.rules.slow[cell] === true;
export const isBlocking = (s: BattleState, cell: CellKey): boolean => s.rules.blocking[cell] === true;
