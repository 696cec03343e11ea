/** Questions about positions: who holds a hex, who threatens it, how far the goal or enemy is. */
import { gridFor, type Grid } from '../../grid/grid';
import type { CellKey } from '../../grid/types';
import { carryFrom, carryWrite } from './compact';
import { copyRecord } from './records';
import type { Draft } from './state';
import type { Goal, Occupant, SideSetup, UnitCounts } from './types';
import { totalUnits } from './units';

export type Positions = Readonly<Record<CellKey, Occupant>>;

/** The units `side` has in `key` (0 when the hex is empty or someone else's). */
export function unitsOf(pos: Positions, key: CellKey, side: string): number {
  const o = pos[key];
  return o && o.side === side ? totalUnits(o.units) : 0;
}

/** True when `key` holds units of a side other than `side`. */
export function hasEnemy(pos: Positions, key: CellKey, side: string): boolean {
  const o = pos[key];
  return o !== undefined && o.side !== side && totalUnits(o.units) > 0;
}

/** How many cells next to `key` hold units of `side`. */
export function facesHeldBy(grid: Grid, pos: Positions, key: CellKey, side: string): number {
  let n = 0;
  for (const k of grid.neighbours(key)) if (unitsOf(pos, k, side) > 0) n++;
  return n;
}

/** How many cells next to `key` hold enemies of `side`. */
export function enemyFaces(grid: Grid, pos: Positions, key: CellKey, side: string): number {
  let n = 0;
  for (const k of grid.neighbours(key)) if (hasEnemy(pos, k, side)) n++;
  return n;
}

/** Distance from `key` to the nearest enemy unit of `side`; Infinity when there is none. */
export function nearestEnemy(grid: Grid, pos: Positions, key: CellKey, side: string): number {
  let best = Infinity;
  for (const k in pos) {
    if (hasEnemy(pos, k, side)) best = Math.min(best, grid.distance(key, k));
  }
  return best;
}

export function goalDistance(grid: Grid, goal: Goal, key: CellKey): number {
  return goal.kind === 'cell' ? grid.distance(key, goal.at) : grid.edgeDistance(key, goal.edge);
}

export function sideTotals(pos: Positions, sides: readonly SideSetup[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const s of sides) out[s.id] = 0;
  for (const k in pos) {
    const o = pos[k]!;
    out[o.side] = (out[o.side] ?? 0) + totalUnits(o.units);
  }
  return out;
}

/** Sets `side`'s units in `key` on the draft (see unitsWriter). */
export type UnitsWriter = (key: CellKey, side: string, units: UnitCounts) => void;

/**
 * A writer of units on the draft for a step that changes many hexes (a group's casualties and
 * moves, the free moves): put(key, side, units) sets `side`'s units in `key`; an emptied hex is
 * removed, with its gobble dice. The positions are copied on the first change only, then changed
 * in place, the copy being this writer's own. A copy per change made Free Movement quadratic in
 * the hexes held (an eighth of a large battle's time). The compact form of the positions, when
 * known, is carried along cell by cell (compact.ts carryFrom), not rebuilt from the new record.
 */
export function unitsWriter(d: Draft): UnitsWriter {
  let own: Record<CellKey, Occupant> | null = null;
  let carried: ReturnType<typeof carryFrom> = null;
  return (key, side, units) => {
    if (own === null || d.occupants !== own) {
      own = copyRecord(d.occupants);
      carried = carryFrom(gridFor(d.rules.grid), d.occupants, own);
      d.occupants = own;
    }
    if (carried !== null) carryWrite(carried, key, side, units);
    if (totalUnits(units) > 0) {
      own[key] = { side, units };
      return;
    }
    delete own[key];
    if (d.gobble[key]) {
      const gobble = copyRecord(d.gobble);
      delete gobble[key];
      d.gobble = gobble;
    }
  };
}
