/**
 * The cells a sight line crosses on a square map, centre to centre, with where it enters and
 * leaves each (t from 0 at `from` to 1 at `to`): Dice Wars ("Line of Sight") needs where the line
 * is over each cell to compare its height with the terrain's there.
 */
import { cellKey } from './cell';
import { gridFor } from './grid';
import { traceLine } from './traceLine';
import type { CellKey, GridSpec } from './types';

export interface LineCrossing {
  readonly cell: CellKey;
  readonly enter: number;
  readonly exit: number;
}

export interface LineCorner {
  /** Where along the line (0..1) it passes through the corner point. */
  readonly t: number;
  /** The two cells the line squeezes between there, touching each only at that point. */
  readonly between: readonly [CellKey, CellKey];
}

export interface SquareLine {
  /** The cells whose inside the line runs through, `from` first and `to` last. */
  readonly cells: readonly LineCrossing[];
  /** The corner points it passes exactly through, in order. */
  readonly corners: readonly LineCorner[];
}

/**
 * The line from `from`'s centre to `to`'s; null when either is off the map. Square maps only: on
 * hexes a centre line can run along an edge and through three-hex corners, not handled here.
 */
export function lineCells(spec: GridSpec, from: CellKey, to: CellKey): SquareLine | null {
  if (spec.kind !== 'square') throw new RangeError(`lineCells works on square maps, not ${spec.kind}`);
  const grid = gridFor(spec);
  const a = grid.coord(from);
  const b = grid.coord(to);
  if (!a || !b) return null;
  const cells: LineCrossing[] = [];
  const corners: LineCorner[] = [];
  traceLine(a, b, {
    cell: (col, row, enter, exit) => cells.push({ cell: cellKey(col, row), enter, exit }) > 0,
    corner: (t, p, q) => corners.push({ t, between: [cellKey(p.col, p.row), cellKey(q.col, q.row)] }) > 0,
  });
  return { cells, corners };
}
