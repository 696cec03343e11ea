/**
 * A Grid's cells as small integers, for the searches that run thousands of times per simulated
 * battle: index i is grid.cells[i] (map order: column by column, so i = col * rows + row), and
 * the neighbour lists are packed into one typed array instead of arrays of strings.
 */
import type { Grid } from './grid';
import type { CellKey } from './types';

export interface GridIndex {
  readonly size: number;
  readonly rows: number;
  readonly keys: readonly CellKey[];
  /** Index of a cell on the map, or undefined. */
  readonly indexOf: ReadonlyMap<CellKey, number>;
  /** Neighbours of cell i are nbrs[nbrStart[i]] … nbrs[nbrStart[i + 1] - 1], in grid.neighbours order. */
  readonly nbrStart: Int32Array;
  readonly nbrs: Int32Array;
}

const indexes = new WeakMap<Grid, GridIndex>();

export function indexFor(grid: Grid): GridIndex {
  let ix = indexes.get(grid);
  if (ix) return ix;
  const keys = grid.cells;
  const indexOf = new Map<CellKey, number>();
  keys.forEach((k, i) => indexOf.set(k, i));
  const nbrStart = new Int32Array(keys.length + 1);
  const list: number[] = [];
  keys.forEach((k, i) => {
    nbrStart[i] = list.length;
    for (const n of grid.neighbours(k)) list.push(indexOf.get(n)!);
  });
  nbrStart[keys.length] = list.length;
  ix = { size: keys.length, rows: grid.spec.rows, keys, indexOf, nbrStart, nbrs: Int32Array.from(list) };
  indexes.set(grid, ix);
  return ix;
}
