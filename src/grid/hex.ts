/**
 * Flat-topped hexes in columns, odd columns half a hex lower ("odd-q" offset layout). All geometry
 * goes through cube coordinates (x + y + z = 0), where distance is the largest axis difference.
 */
import type { Coord } from './cell';

export interface Cube {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

export function oddqToCube(c: Coord): Cube {
  const x = c.col;
  const z = c.row - (c.col - (c.col & 1)) / 2;
  return { x, y: -x - z, z };
}

export function cubeToOddq(h: Cube): Coord {
  const col = h.x;
  return { col, row: h.z + (h.x - (h.x & 1)) / 2 };
}

export function cubeDistance(a: Cube, b: Cube): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y), Math.abs(a.z - b.z));
}

export function hexDistance(a: Coord, b: Coord): number {
  return cubeDistance(oddqToCube(a), oddqToCube(b));
}

/** The six cube directions, clockwise from north: N, NE, SE, S, SW, NW. */
const CUBE_DIRECTIONS: readonly Cube[] = [
  { x: 0, y: 1, z: -1 },
  { x: 1, y: 0, z: -1 },
  { x: 1, y: -1, z: 0 },
  { x: 0, y: -1, z: 1 },
  { x: -1, y: 0, z: 1 },
  { x: -1, y: 1, z: 0 },
];

/** The six neighbours (N, NE, SE, S, SW, NW), unbounded: callers drop cells off the map. */
export function hexNeighbourCoords(c: Coord): Coord[] {
  const h = oddqToCube(c);
  return CUBE_DIRECTIONS.map((d) => cubeToOddq({ x: h.x + d.x, y: h.y + d.y, z: h.z + d.z }));
}
