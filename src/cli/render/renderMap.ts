/**
 * Draws a battle map as text, for any ruleset: the caller says what each cell shows. Hex maps are
 * flat-topped columns with odd columns half a row lower ("odd-q"), so each map row takes two text
 * lines and a cell's six neighbours sit visibly around it. Twelve columns fit in 80 characters;
 * a map wider than the terminal is drawn in strips of columns, one under the other.
 */
import type { CellKey, GridSpec } from '../../grid/types';
import { strips } from '../layout/strips';
import type { Style } from '../style';

export interface MapCell {
  /** Character that fills an empty cell and frames an occupied one (terrain), e.g. '.', '^', '#'. */
  readonly fill: string;
  /** Up to 4 characters shown in the cell, e.g. "R15", "R12c" (a fourth takes the right frame). */
  readonly label?: string;
  /** Colours the label with the side's colour. */
  readonly sideIndex?: number;
}

const CELL = 5;

function drawCell(cell: MapCell | undefined, style: Style): string {
  const fill = cell?.fill ?? '.';
  if (!cell?.label) {
    return fill === '.' ? '  .  ' : fill.repeat(CELL);
  }
  const frame = fill === '.' ? ' ' : fill;
  const long = cell.label.length > CELL - 2;
  const text = long ? cell.label.slice(0, CELL - 1) : cell.label.padStart(CELL - 2);
  const shown = cell.sideIndex === undefined ? text : style.side(cell.sideIndex, style.bold(text));
  return long ? `${frame}${shown}` : `${frame}${shown}${frame}`;
}

export function renderMap(grid: GridSpec, cells: ReadonlyMap<CellKey, MapCell>, style: Style): string {
  const gutter = String(grid.rows - 1).length + 1;
  return strips(grid.cols, CELL, gutter, style.width)
    .map(([from, to]) => strip(grid, cells, style, gutter, from, to))
    .join('\n');
}

/** Columns the map may show side by side in one strip on a `width`-column terminal. */
export const stripColumns = (grid: GridSpec, width: number): number =>
  strips(grid.cols, CELL, String(grid.rows - 1).length + 1, width)[0]![1];

/**
 * Rows `rows[0]..rows[1]` of columns `cols[0]..cols[1]` (at most stripColumns of them): the part
 * of the map a question is about, drawn as the whole map is.
 */
export function renderMapPart(
  grid: GridSpec,
  cells: ReadonlyMap<CellKey, MapCell>,
  style: Style,
  rows: readonly [number, number],
  cols: readonly [number, number] = [0, grid.cols - 1],
): string {
  return strip(grid, cells, style, String(grid.rows - 1).length + 1, cols[0], cols[1] + 1, rows);
}

/** Columns from..to-1 of the map, with the column numbers above and the row numbers beside. */
function strip(
  grid: GridSpec,
  cells: ReadonlyMap<CellKey, MapCell>,
  style: Style,
  gutter: number,
  from: number,
  to: number,
  [lo, hi]: readonly [number, number] = [0, grid.rows - 1],
): string {
  const hex = grid.kind === 'hex';
  const lines: string[] = [];
  let header = ' '.repeat(gutter);
  for (let c = from; c < to; c++) header += String(c).padStart(3).padEnd(CELL);
  lines.push(style.dim(header.trimEnd()));
  const linesPerRow = hex ? 2 : 1;
  for (let r = lo; r <= hi; r++) {
    for (let sub = 0; sub < linesPerRow; sub++) {
      let line = (sub === 0 ? String(r) : '').padStart(gutter - 1) + ' ';
      for (let c = from; c < to; c++) {
        const lower = hex && c % 2 === 1;
        const onThisLine = hex ? (lower ? sub === 1 : sub === 0) : true;
        line += onThisLine ? drawCell(cells.get(`${c},${r}`), style) : ' '.repeat(CELL);
      }
      lines.push(sub === 0 ? line.trimEnd().replace(/^(\s*\d+)/, (m) => style.dim(m)) : line.trimEnd());
    }
  }
  return lines.join('\n');
}
