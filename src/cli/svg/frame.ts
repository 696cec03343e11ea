/**
 * Which part of the map a picture shows, and at what size. A big table (a Dice Wars battle is 48
 * by 30 inches, a square per inch) drawn whole at a readable size is wider than any page, and
 * drawn whole at a page's width its labels are specks. So the picture shows the window of cells
 * where the troops and the round's arrows are (with a margin), when that is much smaller than the
 * table, and sizes the cells so the picture fits a page about MAX_WIDTH pixels wide.
 */
import { parseCell, type Coord } from '../../grid/cell';
import type { GridSpec } from '../../grid/types';
import type { MapPicture } from './picture';

/** The cells shown: columns col0..col0+cols-1, rows row0..row0+rows-1. */
export interface View {
  readonly col0: number;
  readonly row0: number;
  readonly cols: number;
  readonly rows: number;
}

/** The picture's width we aim at: a report page's column at 1,200 pixels, scrollbar and all. */
export const MAX_WIDTH = 1120;
/** Round the picture's edge. */
export const MARGIN = 16;
/** Room for the row numbers left and right of the map. */
export const GUTTER = 34;
/** Left and right of the map: the margin and the row numbers. */
export const SIDES = 2 * (MARGIN + GUTTER);
/** Largest cell: small maps keep the size they always had. */
const MAX_CELL = 72;
/** Smallest cell: a mark and its one-letter label still fit. */
const MIN_CELL = 20;
/** Cells of margin around the troops. */
const PAD = 2;

/** The cells that matter on a picture: where marks stand and where arrows start and end. */
export function focusCells(picture: MapPicture): Coord[] {
  const keys = [...picture.marks.map((m) => m.at), ...picture.arrows.flatMap((a) => [a.from, a.to])];
  return keys.map(parseCell).filter((c): c is Coord => c !== null);
}

/** The whole map. */
export const wholeMap = (grid: GridSpec): View => ({ col0: 0, row0: 0, cols: grid.cols, rows: grid.rows });

/**
 * The window around `cells` (the whole map when they would fill most of it anyway, or there are
 * none). Hex windows start on an even column, so odd columns stay the lower ones.
 */
export function viewAround(grid: GridSpec, cells: readonly Coord[]): View {
  if (cells.length === 0) return wholeMap(grid);
  const cols = cells.map((c) => c.col);
  const rows = cells.map((c) => c.row);
  let col0 = Math.max(0, Math.min(...cols) - PAD);
  const col1 = Math.min(grid.cols - 1, Math.max(...cols) + PAD);
  const row0 = Math.max(0, Math.min(...rows) - PAD);
  const row1 = Math.min(grid.rows - 1, Math.max(...rows) + PAD);
  if (grid.kind === 'hex') col0 -= col0 % 2;
  const view = { col0, row0, cols: col1 - col0 + 1, rows: row1 - row0 + 1 };
  // Cropping a map by a sliver only hides where things could go.
  if (view.cols * view.rows > 0.7 * grid.cols * grid.rows) return wholeMap(grid);
  return view;
}

/** Does the view show the whole map? */
export const isWhole = (grid: GridSpec, v: View): boolean =>
  v.col0 === 0 && v.row0 === 0 && v.cols === grid.cols && v.rows === grid.rows;

/** Pixels across a cell for a view: as big as fits MAX_WIDTH, within MIN_CELL..MAX_CELL. */
export function cellSize(grid: GridSpec, v: View): number {
  // A hex column is √3/2 of a hex across, plus the half hex the last one sticks out.
  const across = grid.kind === 'square' ? v.cols : (v.cols - 1) * (Math.sqrt(3) / 2) + 2 / Math.sqrt(3);
  return Math.max(MIN_CELL, Math.min(MAX_CELL, Math.floor((MAX_WIDTH - SIDES) / across)));
}

/** "columns 6-41, rows 2-27 of 48x30" for a window; null for the whole map. */
export function viewNote(grid: GridSpec, v: View): string | null {
  if (isWhole(grid, v)) return null;
  return `showing columns ${v.col0}–${v.col0 + v.cols - 1}, rows ${v.row0}–${v.row0 + v.rows - 1} of ${grid.cols}×${grid.rows}`;
}
