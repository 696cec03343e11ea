/**
 * A map's geometry, precomputed once per GridSpec: the cells, each cell's neighbours on the map,
 * and its coordinates. Rules code asks these tables instead of redoing the geometry per question.
 */
import { RecentCache } from '../core/recentCache';
import { cellKey, type Coord } from './cell';
import { cubeDistance, hexNeighbourCoords, oddqToCube, type Cube } from './hex';
import { squareDistance, squareNeighbourCoords } from './square';
import type { CellKey, Edge, GridSpec } from './types';

export interface Grid {
  readonly spec: GridSpec;
  /** Every cell on the map, column by column. */
  readonly cells: readonly CellKey[];
  /** True when `key` names a cell on this map. */
  inBounds(key: CellKey): boolean;
  /** The cell's coordinates, or undefined when it is off the map or malformed. */
  coord(key: CellKey): Coord | undefined;
  /** On-map neighbours (6 for hex, 8 for square, fewer at the edges); [] for unknown cells. */
  neighbours(key: CellKey): readonly CellKey[];
  /** True when the two cells touch. */
  adjacent(a: CellKey, b: CellKey): boolean;
  /** Steps between two cells (hex steps, or king moves on squares); NaN if either is off the map. */
  distance(a: CellKey, b: CellKey): number;
  /** Cells at distance `radius` or less, the centre included, in map order. */
  within(key: CellKey, radius: number): readonly CellKey[];
  /** Steps to the nearest cell on the named map edge (0 on the edge); NaN off the map. */
  edgeDistance(key: CellKey, edge: Edge): number;
}

export function isValidSpec(spec: GridSpec): boolean {
  return (
    (spec.kind === 'hex' || spec.kind === 'square') &&
    Number.isInteger(spec.cols) &&
    Number.isInteger(spec.rows) &&
    spec.cols > 0 &&
    spec.rows > 0
  );
}

const WITHIN_MEMO_MAX = 2048;

// eslint-disable-next-line max-lines-per-function -- the grid object: a short method per question (neighbours, distance, line), sharing its tables
function build(spec: GridSpec): Grid {
  if (!isValidSpec(spec)) throw new RangeError(`bad grid ${JSON.stringify(spec)}`);
  const { cols, rows } = spec;
  const hex = spec.kind === 'hex';
  const coords = new Map<CellKey, Coord>();
  // Each hex's cube coordinates, worked out once: distance() then allocates nothing.
  const cubes = new Map<CellKey, Cube>();
  const cells: CellKey[] = [];
  for (let col = 0; col < cols; col++) {
    for (let row = 0; row < rows; row++) {
      const key = cellKey(col, row);
      cells.push(key);
      const c = { col, row };
      coords.set(key, c);
      if (hex) cubes.set(key, oddqToCube(c));
    }
  }
  const near = new Map<CellKey, readonly CellKey[]>();
  const nearSets = new Map<CellKey, ReadonlySet<CellKey>>();
  for (const [key, c] of coords) {
    const around = (hex ? hexNeighbourCoords(c) : squareNeighbourCoords(c))
      .filter((n) => n.col >= 0 && n.row >= 0 && n.col < cols && n.row < rows)
      .map((n) => cellKey(n.col, n.row));
    near.set(key, around);
    nearSets.set(key, new Set(around));
  }
  const distance = hex
    ? (a: CellKey, b: CellKey): number => {
        const p = cubes.get(a);
        const q = cubes.get(b);
        return p && q ? cubeDistance(p, q) : NaN;
      }
    : (a: CellKey, b: CellKey): number => {
        const p = coords.get(a);
        const q = coords.get(b);
        return p && q ? squareDistance(p, q) : NaN;
      };
  const EMPTY: readonly CellKey[] = [];
  // within() answers are asked again and again (ranged attacks, long moves): keep recent ones,
  // a bounded number so a huge map can't grow the memo without limit.
  const withinMemo = new Map<string, readonly CellKey[]>();

  const grid: Grid = {
    spec,
    cells,
    inBounds: (key) => coords.has(key),
    coord: (key) => coords.get(key),
    neighbours: (key) => near.get(key) ?? EMPTY,
    adjacent: (a, b) => nearSets.get(a)?.has(b) ?? false,
    distance,
    within(key, radius) {
      const memoKey = `${key}|${radius}`;
      let found = withinMemo.get(memoKey);
      if (!found) {
        found = coords.has(key) ? cells.filter((k) => distance(key, k) <= radius) : EMPTY;
        if (withinMemo.size >= WITHIN_MEMO_MAX) withinMemo.clear();
        withinMemo.set(memoKey, found);
      }
      return found;
    },
    edgeDistance(key, edge) {
      const c = coords.get(key);
      if (!c) return NaN;
      // Each step changes the row (or column) by at most one, and a straight line achieves it,
      // on hexes (zigzagging along the column) as on squares.
      switch (edge) {
        case 'north':
          return c.row;
        case 'south':
          return rows - 1 - c.row;
        case 'west':
          return c.col;
        case 'east':
          return cols - 1 - c.col;
      }
    },
  };
  return grid;
}

const cache = new Map<string, Grid>();
const bySpec = new RecentCache<GridSpec, Grid>(4);

/** The precomputed geometry for a spec; specs with the same kind and size share one Grid. */
export function gridFor(spec: GridSpec): Grid {
  let grid = bySpec.get(spec);
  if (grid) return grid;
  const id = `${spec.kind}:${spec.cols}x${spec.rows}`;
  grid = cache.get(id);
  if (!grid) {
    grid = build(spec);
    if (cache.size > 64) cache.clear();
    cache.set(id, grid);
  }
  bySpec.set(spec, grid);
  return grid;
}

/** Convenience wrappers over gridFor, for callers that ask one question. */
export const inBounds = (spec: GridSpec, key: CellKey): boolean => gridFor(spec).inBounds(key);
export const neighbours = (spec: GridSpec, key: CellKey): readonly CellKey[] => gridFor(spec).neighbours(key);
export const distance = (spec: GridSpec, a: CellKey, b: CellKey): number => gridFor(spec).distance(a, b);
export const cellsWithin = (spec: GridSpec, key: CellKey, radius: number): readonly CellKey[] =>
  gridFor(spec).within(key, radius);
export const edgeDistance = (spec: GridSpec, key: CellKey, edge: Edge): number =>
  gridFor(spec).edgeDistance(key, edge);
