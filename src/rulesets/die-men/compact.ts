/**
 * A compact position (issue 23): the map's cells by index, each cell's on-map neighbours as
 * indices, and who holds each cell and with how many units, in arrays of small integers. The questions asked
 * over and over about one position (whose is this hex, how many units, which neighbours are
 * enemies) are then array reads, not a string lookup and a count of a units object per question.
 *
 * Built from the immutable state, never instead of it: the positions record stays what the rules
 * apply, log and replay. A compact position is a pure function of (grid, positions), so it is
 * remembered by the positions object (caches.ts), which the rules replace whenever units change;
 * the rules' units writer carries it to the new positions object cell by cell (carryFrom).
 */
import type { Grid } from '../../grid/grid';
import type { CellKey } from '../../grid/types';
import { indexFor } from '../../grid/gridIndex';
import type { Positions } from './board';
import { compactByPositions, mapTablesByGrid } from './caches';
import type { UnitCounts } from './types';
import { totalUnits } from './units';

/** The map's fixed tables: shared by every position and battle on a grid of this kind and size. */
export interface MapTables {
  readonly grid: Grid;
  /** Cell index by key (the grid's cell order). */
  readonly index: ReadonlyMap<CellKey, number>;
  readonly keys: readonly CellKey[];
  /** Cell i's neighbours are nbr[nbrStart[i] .. nbrStart[i + 1]), in the grid's neighbour order. */
  readonly nbrStart: Int32Array;
  readonly nbr: Int32Array;
}

/** A position by cell index. */
export interface Compact {
  readonly map: MapTables;
  /** The sides present, in the order the positions list them; owner[] indexes this. */
  readonly sides: readonly string[];
  /** Index into `sides` of the cell's holder; -1 when no units stand there. */
  readonly owner: readonly number[];
  /** Units in the cell (0 when empty). */
  readonly count: readonly number[];
}

/** The grid's shared cell index (src/grid/gridIndex.ts), under the names this position reads. */
function buildTables(grid: Grid): MapTables {
  const ix = indexFor(grid);
  return { grid, index: ix.indexOf, keys: ix.keys, nbrStart: ix.nbrStart, nbr: ix.nbrs };
}

export const mapTablesOf = (grid: Grid): MapTables => mapTablesByGrid.memo(grid, buildTables);

/** The compact form of `pos` on `grid`. Cells off the map (never lawful) are left out. */
export function compactOf(grid: Grid, pos: Positions): Compact {
  let c = compactByPositions.get(pos);
  if (c === undefined || c.map.grid !== grid) {
    c = buildCompact(mapTablesOf(grid), pos);
    compactByPositions.set(pos, c);
  }
  return c;
}

function buildCompact(map: MapTables, pos: Positions): Compact {
  const n = map.keys.length;
  // Plain arrays of small integers, not typed arrays: a typed array's buffer costs about a
  // microsecond to make or copy on this host against a tenth of that for a packed array, and a
  // position is made or copied at almost every decision (measured: node, 30 cells).
  const owner: number[] = [];
  const count: number[] = [];
  for (let i = 0; i < n; i++) {
    owner.push(-1);
    count.push(0);
  }
  const sides: string[] = [];
  for (const k in pos) {
    const i = map.index.get(k);
    const o = pos[k]!;
    const units = totalUnits(o.units);
    if (i === undefined || units <= 0) continue;
    let s = sides.indexOf(o.side);
    if (s < 0) s = sides.push(o.side) - 1;
    owner[i] = s;
    count[i] = units;
  }
  return { map, sides, owner, count };
}

/** A compact position kept in step with a positions record the rules are writing. */
interface Carried {
  readonly map: MapTables;
  readonly sides: string[];
  readonly owner: number[];
  readonly count: number[];
}

/**
 * The rules' units writer (board.ts) copies a positions record `from` into `to` and then writes
 * cells of `to` in place. When `from`'s compact form is remembered, a copy of it is remembered for
 * `to` and kept in step by `carryWrite`, so the position after a move or casualties is never
 * rebuilt from the record: a decision changes a cell or two of a few hundred bytes. Returns null
 * (nothing carried; compactOf builds it when asked) when `from`'s form isn't remembered. The rules
 * ask for compact forms (lawful.ts, enemyNextTo) only between a writer's steps, never between its
 * writes: were they to ask about a record a writer is still writing, a form built then would miss
 * the later writes, so every such record would have to be carried (docs/computer-general.md).
 *
 * The sides keep the numbering of `from`'s form, a side come in since taking the next number, so a
 * carried form may number them unlike a fresh build, or list a side left with no cell: no question
 * asked of it (whose is a cell, is it an enemy, how many units, faces held) depends on either.
 */
export function carryFrom(grid: Grid, from: Positions, to: Positions): Carried | null {
  const c = compactByPositions.get(from);
  if (c === undefined || c.map.grid !== grid) return null;
  const next: Carried = { map: c.map, sides: [...c.sides], owner: c.owner.slice(), count: c.count.slice() };
  compactByPositions.set(to, next);
  return next;
}

/** Writes `side`'s `units` into `key` of a carried form, as the units writer does to the record. */
export function carryWrite(c: Carried, key: CellKey, side: string, units: UnitCounts): void {
  const i = c.map.index.get(key);
  if (i === undefined) return;
  const n = totalUnits(units);
  if (n <= 0) {
    c.owner[i] = -1;
    c.count[i] = 0;
    return;
  }
  let s = c.sides.indexOf(side);
  if (s < 0) s = c.sides.push(side) - 1;
  c.owner[i] = s;
  c.count[i] = n;
}

/** The index of `side` in the compact position, -1 when it holds no cell. */
export const sideIndex = (c: Compact, side: string): number => c.sides.indexOf(side);

/**
 * True when a cell next to `key` holds enemies of `side` (board.ts hasEnemy on each neighbour),
 * read off the compact position. Not for a record a units writer is still writing (carryFrom).
 */
export function enemyNextTo(grid: Grid, pos: Positions, key: CellKey, side: string): boolean {
  const c = compactOf(grid, pos);
  const i = c.map.index.get(key);
  if (i === undefined) {
    // Off the map: its on-map neighbours, by key, as the grid gives them.
    for (const k of grid.neighbours(key)) {
      const o = pos[k];
      if (o !== undefined && o.side !== side && totalUnits(o.units) > 0) return true;
    }
    return false;
  }
  const me = c.sides.indexOf(side);
  const { nbrStart, nbr } = c.map;
  for (let k = nbrStart[i]!; k < nbrStart[i + 1]!; k++) {
    const o = c.owner[nbr[k]!]!;
    if (o >= 0 && o !== me) return true;
  }
  return false;
}
