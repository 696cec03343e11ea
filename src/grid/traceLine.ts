/**
 * Walks the straight segment between two square-cell centres, cell by cell, in exact integer
 * arithmetic: the k-th column line is crossed at t = (2k - 1) / (2|dc|) and the k-th row line at
 * t = (2k - 1) / (2|dr|), so comparing (2i - 1)|dr| with (2j - 1)|dc| says which comes first, and
 * equality is a corner point, decided without rounding. (A centre-to-centre segment never runs
 * along an edge: centres sit half a cell off every grid line.)
 */
import type { Coord } from './cell';

export interface LineVisitor {
  /** The segment runs through the inside of the cell from t = enter to t = exit; false stops the walk. */
  cell(col: number, row: number, enter: number, exit: number): boolean;
  /**
   * The segment passes exactly through a corner point at t, between the cell it leaves and the
   * diagonal one it enters, touching the other two cells there (a and b) only at that point.
   */
  corner(t: number, a: Coord, b: Coord): boolean;
}

/** Visits the cells and corner points from `from`'s centre to `to`'s, in order; false when stopped. */
export function traceLine(from: Coord, to: Coord, visit: LineVisitor): boolean {
  const dc = to.col - from.col;
  const dr = to.row - from.row;
  const sx = Math.sign(dc);
  const sy = Math.sign(dr);
  const nx = Math.abs(dc);
  const ny = Math.abs(dr);
  let { col, row } = from;
  let enter = 0;
  let i = 1;
  let j = 1;
  while (i <= nx || j <= ny) {
    const cx = i <= nx ? (2 * i - 1) * ny : Infinity;
    const cy = j <= ny ? (2 * j - 1) * nx : Infinity;
    const t = cx <= cy ? (2 * i - 1) / (2 * nx) : (2 * j - 1) / (2 * ny);
    if (!visit.cell(col, row, enter, t)) return false;
    if (cx === cy) {
      const a = { col: col + sx, row };
      const b = { col, row: row + sy };
      if (!visit.corner(t, a, b)) return false;
    }
    if (cx <= cy) {
      col += sx;
      i++;
    }
    if (cy <= cx) {
      row += sy;
      j++;
    }
    enter = t;
  }
  return visit.cell(col, row, enter, 1);
}
