/**
 * Where cells fall on the picture, in pixels, for hex and square maps alike: the grid's own
 * geometry (src/grid/cellCentre.ts, in cells) scaled by the cell size. Hexes are flat-topped, odd
 * columns half a hex lower (odd-q), exactly as the text map and the rules number them.
 */
import type { Coord } from '../../grid/cell';
import { centreOf, type Point } from '../../grid/cellCentre';
import type { GridSpec } from '../../grid/types';
import { num } from './xml';

/** Pixels across a cell: flat to flat for a hex, side to side for a square. */
export const CELL = 72;

const ROOT3 = Math.sqrt(3);

/** The cell's centre, from the map's top-left corner. */
export function centrePx(grid: GridSpec, c: Coord): Point {
  const p = centreOf(grid.kind, c);
  return { x: p.x * CELL, y: p.y * CELL };
}

/** The map's width and height in pixels (the cells' bounding box). */
export function mapSize(grid: GridSpec): { width: number; height: number } {
  if (grid.kind === 'square') return { width: grid.cols * CELL, height: grid.rows * CELL };
  const radius = CELL / ROOT3;
  return {
    width: (grid.cols - 1) * CELL * (ROOT3 / 2) + 2 * radius,
    height: grid.rows * CELL + (grid.cols > 1 ? CELL / 2 : 0),
  };
}

/** The cell's outline as an SVG `points` list: six corners (flat top) or four. */
export function outline(grid: GridSpec, centre: Point): string {
  const corners: Point[] = [];
  if (grid.kind === 'square') {
    const h = CELL / 2;
    corners.push(
      { x: centre.x - h, y: centre.y - h },
      { x: centre.x + h, y: centre.y - h },
      { x: centre.x + h, y: centre.y + h },
      { x: centre.x - h, y: centre.y + h },
    );
  } else {
    const r = CELL / ROOT3;
    for (let i = 0; i < 6; i++) {
      const a = (Math.PI / 3) * i;
      corners.push({ x: centre.x + r * Math.cos(a), y: centre.y + r * Math.sin(a) });
    }
  }
  return corners.map((p) => `${num(p.x)},${num(p.y)}`).join(' ');
}

/** Every cell of the map, column by column. */
export function cellsOf(grid: GridSpec): Coord[] {
  const out: Coord[] = [];
  for (let col = 0; col < grid.cols; col++) for (let row = 0; row < grid.rows; row++) out.push({ col, row });
  return out;
}
