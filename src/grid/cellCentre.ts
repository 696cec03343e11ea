/**
 * Where a cell's centre lies, in cells, measured from the map's top-left corner (x east, y
 * south). Squares are 1 by 1, so cell col,row spans [col, col + 1] × [row, row + 1]. Hexes are 1
 * across the flats, so neighbouring centres are 1 apart: columns are √3/2 apart and odd columns
 * sit half a hex lower (odd-q).
 */
import type { Coord } from './cell';
import { gridFor } from './grid';
import type { CellKey, GridKind, GridSpec } from './types';

export interface Point {
  readonly x: number;
  readonly y: number;
}

const HALF_ROOT3 = Math.sqrt(3) / 2;
/** A flat-topped hex 1 across the flats is 2/√3 corner to corner: its west corner is 1/√3 from its centre. */
const HEX_RADIUS = 1 / Math.sqrt(3);

export function centreOf(kind: GridKind, c: Coord): Point {
  if (kind === 'square') return { x: c.col + 0.5, y: c.row + 0.5 };
  return { x: HEX_RADIUS + c.col * HALF_ROOT3, y: 0.5 + c.row + (c.col & 1) / 2 };
}

/** The centre of a cell on the map; undefined off it. */
export function cellCentre(spec: GridSpec, key: CellKey): Point | undefined {
  const c = gridFor(spec).coord(key);
  return c && centreOf(spec.kind, c);
}
