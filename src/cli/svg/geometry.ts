/**
 * Where cells fall on the picture, in pixels, for hex and square maps alike: the grid's own
 * geometry (src/grid/cellCentre.ts, in cells) scaled by the cell size and shifted so the view's
 * first cell sits where the map's first cell would. Hexes are flat-topped, odd columns half a hex
 * lower (odd-q), exactly as the text map and the rules number them.
 */
import { parseCell, type Coord } from '../../grid/cell';
import { centreOf, type Point } from '../../grid/cellCentre';
import type { GridSpec } from '../../grid/types';
import type { View } from './frame';
import { num } from './xml';

/** A map as drawn: its grid, the cells shown, pixels across a cell, and the view's top-left corner. */
export interface Frame {
  readonly grid: GridSpec;
  readonly view: View;
  /** Pixels across a cell: flat to flat for a hex, side to side for a square. */
  readonly cell: number;
  readonly origin: Point;
}

const ROOT3 = Math.sqrt(3);

/** The cell's centre on the picture. */
export function centrePx(f: Frame, c: Coord): Point {
  const p = centreOf(f.grid.kind, c);
  const first = centreOf(f.grid.kind, { col: f.view.col0, row: f.view.row0 });
  const home = centreOf(f.grid.kind, { col: 0, row: 0 });
  return {
    x: f.origin.x + (p.x - first.x + home.x) * f.cell,
    y: f.origin.y + (p.y - first.y + home.y) * f.cell,
  };
}

/** Is the cell in the view? */
export const inView = (v: View, c: Coord): boolean =>
  c.col >= v.col0 && c.col < v.col0 + v.cols && c.row >= v.row0 && c.row < v.row0 + v.rows;

/** The centre of the cell named `key`, or undefined when it is not shown. */
export function centreOfKey(f: Frame, key: string): Point | undefined {
  const c = parseCell(key);
  if (!c || !inView(f.view, c)) return undefined;
  return centrePx(f, c);
}

/** The view's width and height in pixels at `cell` pixels a cell (the cells' bounding box). */
export function mapSize(grid: GridSpec, v: View, cell: number): { width: number; height: number } {
  if (grid.kind === 'square') return { width: v.cols * cell, height: v.rows * cell };
  const radius = cell / ROOT3;
  return {
    width: (v.cols - 1) * cell * (ROOT3 / 2) + 2 * radius,
    height: v.rows * cell + (v.cols > 1 ? cell / 2 : 0),
  };
}

/** The cell's outline as an SVG `points` list: six corners (flat top) or four. */
export function outline(f: Frame, centre: Point): string {
  const corners: Point[] = [];
  if (f.grid.kind === 'square') {
    const h = f.cell / 2;
    corners.push(
      { x: centre.x - h, y: centre.y - h },
      { x: centre.x + h, y: centre.y - h },
      { x: centre.x + h, y: centre.y + h },
      { x: centre.x - h, y: centre.y + h },
    );
  } else {
    const r = f.cell / ROOT3;
    for (let i = 0; i < 6; i++) {
      const a = (Math.PI / 3) * i;
      corners.push({ x: centre.x + r * Math.cos(a), y: centre.y + r * Math.sin(a) });
    }
  }
  return corners.map((p) => `${num(p.x)},${num(p.y)}`).join(' ');
}

/** Every cell of the view, column by column. */
export function cellsOf(v: View): Coord[] {
  const out: Coord[] = [];
  for (let col = v.col0; col < v.col0 + v.cols; col++)
    for (let row = v.row0; row < v.row0 + v.rows; row++) out.push({ col, row });
  return out;
}
