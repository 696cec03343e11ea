/** The ground: every cell in its terrain's fill, the grid lines, and each cell's "col,row". */
import { parseCell } from '../../grid/cell';
import type { Point } from '../../grid/cellCentre';
import type { GridSpec } from '../../grid/types';
import { CELL, cellsOf, centrePx, outline } from './geometry';
import { terrainFill } from './patterns';
import type { MapPicture } from './picture';
import { el, text } from './xml';

/** Pattern ids by terrain name: by position, since a game's names may be any text. */
export function patternIds(picture: MapPicture): Map<string, string> {
  return new Map(Object.keys(picture.looks).map((name, i) => [name, `terrain-${i}`]));
}

/** Text with a white halo, readable on any ground. */
export const HALO = {
  stroke: '#FFFFFF',
  'stroke-width': 3,
  'paint-order': 'stroke',
  'stroke-linejoin': 'round',
};

export function cellLayer(
  picture: MapPicture,
  ids: ReadonlyMap<string, string>,
  at: (p: Point) => Point,
): string {
  const { grid } = picture;
  const out: string[] = [];
  const labels: string[] = [];
  for (const c of cellsOf(grid)) {
    const key = `${c.col},${c.row}`;
    const name = picture.terrain[key] ?? 'open';
    const look = picture.looks[name] ?? picture.looks.open;
    const centre = at(centrePx(grid, c));
    const fill = look ? terrainFill(look, ids.get(name) ?? '') : '#FFFFFF';
    out.push(
      el('polygon', {
        class: 'cell',
        'data-cell': key,
        'data-terrain': name,
        points: outline(grid, centre),
        fill,
      }),
    );
    labels.push(text({ x: centre.x, y: centre.y - CELL * 0.3, ...HALO }, key));
  }
  return [
    el('g', { stroke: '#6B6B6B', 'stroke-width': 1 }, out),
    el('g', { class: 'cell-names', 'font-size': 9, fill: '#505050', 'text-anchor': 'middle' }, labels),
  ].join('');
}

/** Column numbers above and below the map, row numbers left and right of it. */
export function edgeLayer(
  grid: GridSpec,
  at: (p: Point) => Point,
  size: { width: number; height: number },
): string {
  const out: string[] = [];
  const top = at({ x: 0, y: 0 }).y;
  const left = at({ x: 0, y: 0 }).x;
  for (let col = 0; col < grid.cols; col++) {
    const x = at(centrePx(grid, { col, row: 0 })).x;
    out.push(text({ x, y: top - 8 }, String(col)), text({ x, y: top + size.height + 18 }, String(col)));
  }
  for (let row = 0; row < grid.rows; row++) {
    // Row numbers sit level with the nearest column's cells: odd columns are half a hex lower.
    const first = at(centrePx(grid, { col: 0, row }));
    const last = at(centrePx(grid, { col: grid.cols - 1, row }));
    out.push(
      text({ x: left - 10, y: first.y + 4, 'text-anchor': 'end' }, String(row)),
      text({ x: left + size.width + 10, y: last.y + 4, 'text-anchor': 'start' }, String(row)),
    );
  }
  return el(
    'g',
    { class: 'coords', 'font-size': 12, 'font-weight': 'bold', fill: '#404040', 'text-anchor': 'middle' },
    out,
  );
}

/** The cell's centre on the picture, or undefined off the map. */
export function centreOfKey(grid: GridSpec, key: string, at: (p: Point) => Point): Point | undefined {
  const c = parseCell(key);
  if (!c || c.col >= grid.cols || c.row >= grid.rows) return undefined;
  return at(centrePx(grid, c));
}
