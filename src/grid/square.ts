/** Square cells with 8 neighbours: diagonals touch, so distance is Chebyshev (king moves). */
import type { Coord } from './cell';

export function squareDistance(a: Coord, b: Coord): number {
  return Math.max(Math.abs(a.col - b.col), Math.abs(a.row - b.row));
}

/** The eight neighbours clockwise from north, unbounded: callers drop cells off the map. */
export function squareNeighbourCoords(c: Coord): Coord[] {
  const { col, row } = c;
  return [
    { col, row: row - 1 },
    { col: col + 1, row: row - 1 },
    { col: col + 1, row },
    { col: col + 1, row: row + 1 },
    { col, row: row + 1 },
    { col: col - 1, row: row + 1 },
    { col: col - 1, row },
    { col: col - 1, row: row - 1 },
  ];
}
