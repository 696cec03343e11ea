/**
 * A compact position (issue 23): the map's cells by index, each cell's on-map neighbours as
 * indices, and who holds each cell and with how many units, in typed arrays. The questions asked
 * over and over about one position (whose is this hex, how many units, which neighbours are
 * enemies) are then array reads, not a string lookup and a count of a units object per question.
 *
 * Built from the immutable state, never instead of it: the positions record stays what the rules
 * apply, log and replay. A compact position is a pure function of (grid, positions), so it is
 * remembered by the positions object (caches.ts), which the rules replace whenever units change.
 */
import type { Grid } from '../../grid/grid';
import type { CellKey } from '../../grid/types';
import { indexFor } from '../../grid/gridIndex';
import type { Positions } from './board';
import { compactByPositions, mapTablesByGrid } from './caches';
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
  readonly owner: Int8Array;
  /** Units in the cell (0 when empty). */
  readonly count: Int32Array;
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
  const owner = new Int8Array(n).fill(-1);
  const count = new Int32Array(n);
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

/** The index of `side` in the compact position, -1 when it holds no cell. */
export const sideIndex = (c: Compact, side: string): number => c.sides.indexOf(side);
