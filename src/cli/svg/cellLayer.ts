/**
 * The ground: every cell shown in its terrain's fill with the grid lines, and the numbers round
 * the edge. On small cells a number on every column would run together, so the edges are numbered
 * every few cells (every 2, 3, 6 or 12: inches on a Dice Wars table), and a heavier line runs
 * along each numbered column and row so a cell is easy to count off.
 */
import { cellsOf, centrePx, outline, type Frame } from './geometry';
import { terrainFill } from './patterns';
import type { MapPicture } from './picture';
import { el, num, text } from './xml';

/** Pattern ids by terrain name: by position, since a game's names may be any text. */
export function patternIds(picture: MapPicture): Map<string, string> {
  return new Map(Object.keys(picture.looks).map((name, i) => [name, `terrain-${i}`]));
}

/** Numbers at least this far apart, in pixels. */
const SPACING = 44;

/** Every how many cells the edges are numbered. */
export function labelStep(cell: number): number {
  return [1, 2, 3, 6, 12, 24].find((k) => k * cell >= SPACING) ?? 24;
}

export function cellLayer(picture: MapPicture, ids: ReadonlyMap<string, string>, f: Frame): string {
  const out: string[] = [];
  for (const c of cellsOf(f.view)) {
    const key = `${c.col},${c.row}`;
    const name = picture.terrain[key] ?? 'open';
    const look = picture.looks[name] ?? picture.looks.open;
    const fill = look ? terrainFill(look, ids.get(name) ?? '') : '#FFFFFF';
    out.push(
      el('polygon', {
        class: 'cell',
        'data-cell': key,
        'data-terrain': name,
        points: outline(f, centrePx(f, c)),
        fill,
      }),
    );
  }
  const width = f.cell >= 40 ? 1 : 0.6;
  return el('g', { stroke: '#6B6B6B', 'stroke-width': width }, out) + rulings(f);
}

/** On a square map numbered every k cells, the heavier lines along the numbered columns and rows. */
function rulings(f: Frame): string {
  const k = labelStep(f.cell);
  if (k === 1 || f.grid.kind !== 'square') return '';
  const { col0, row0, cols, rows } = f.view;
  const top = centrePx(f, { col: col0, row: row0 });
  const x0 = top.x - f.cell / 2;
  const y0 = top.y - f.cell / 2;
  const lines: string[] = [];
  for (let col = col0; col < col0 + cols; col++)
    if (col % k === 0) lines.push(`M${num(x0 + (col - col0) * f.cell)},${num(y0)} v${num(rows * f.cell)}`);
  for (let row = row0; row < row0 + rows; row++)
    if (row % k === 0) lines.push(`M${num(x0)},${num(y0 + (row - row0) * f.cell)} h${num(cols * f.cell)}`);
  return el('path', {
    class: 'rulings',
    d: lines.join(' '),
    stroke: '#4A4A4A',
    'stroke-width': 1.2,
    fill: 'none',
  });
}

/** Column numbers above and below the map, row numbers left and right of it, every few cells. */
export function edgeLayer(f: Frame, size: { width: number; height: number }): string {
  const { view, origin } = f;
  const k = labelStep(f.cell);
  const out: string[] = [];
  for (let col = view.col0; col < view.col0 + view.cols; col++) {
    if (col % k !== 0) continue;
    const x = centrePx(f, { col, row: view.row0 }).x;
    out.push(
      text({ x, y: origin.y - 8 }, String(col)),
      text({ x, y: origin.y + size.height + 18 }, String(col)),
    );
  }
  for (let row = view.row0; row < view.row0 + view.rows; row++) {
    if (row % k !== 0) continue;
    // Row numbers sit level with the nearest column's cells: odd columns are half a hex lower.
    const first = centrePx(f, { col: view.col0, row });
    const last = centrePx(f, { col: view.col0 + view.cols - 1, row });
    out.push(
      text({ x: origin.x - 10, y: first.y + 4, 'text-anchor': 'end' }, String(row)),
      text({ x: origin.x + size.width + 10, y: last.y + 4, 'text-anchor': 'start' }, String(row)),
    );
  }
  return el(
    'g',
    { class: 'coords', 'font-size': 12, 'font-weight': 'bold', fill: '#404040', 'text-anchor': 'middle' },
    out,
  );
}
