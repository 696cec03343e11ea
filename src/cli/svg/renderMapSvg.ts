/**
 * A map picture as SVG text: pure (a picture in, a string out), for any game and either grid.
 * From top to bottom: the title and subtitle, the map with its coordinates on every edge (terrain,
 * then the round's arrows, then the troops), the legend, and the notes. A plain white ground, so
 * it prints and converts the same everywhere.
 */
import type { Point } from '../../grid/cellCentre';
import { arrowLayer, arrowMarkers } from './arrowLayer';
import { cellLayer, edgeLayer, patternIds } from './cellLayer';
import { mapSize } from './geometry';
import { legend, textWidth } from './legend';
import { markLayer } from './markLayer';
import { terrainPattern } from './patterns';
import type { MapPicture } from './picture';
import { el, escapeXml, text } from './xml';

const MARGIN = 16;
/** Room for the row numbers left and right of the map. */
const GUTTER = 34;
const MIN_WIDTH = 560;
const FONT = 'DejaVu Sans, Verdana, Arial, Helvetica, sans-serif';

export function renderMapSvg(picture: MapPicture): string {
  const size = mapSize(picture.grid);
  const width = Math.ceil(
    Math.max(
      size.width + 2 * (GUTTER + MARGIN),
      MIN_WIDTH,
      textWidth(picture.title, 20) + 2 * MARGIN,
      textWidth(picture.subtitle, 13) + 2 * MARGIN,
    ),
  );
  const origin = { x: (width - size.width) / 2, y: MARGIN + 74 };
  const at = (p: Point): Point => ({ x: p.x + origin.x, y: p.y + origin.y });
  const ids = patternIds(picture);
  const sideIndex = new Map(picture.sides.map((s, i) => [s.id, i]));
  const occupied = new Set(picture.marks.map((m) => m.at));

  const key = legend(picture, ids, MARGIN, origin.y + size.height + 32, width - 2 * MARGIN);
  const notesTop = origin.y + size.height + 32 + key.height + 8;
  const notes = (picture.notes ?? []).map((n, i) => text({ x: MARGIN, y: notesTop + 14 + i * 18 }, n));
  const height = Math.ceil(notesTop + notes.length * 18 + MARGIN);

  const defs = [
    ...Object.entries(picture.looks).map(([name, look]) => terrainPattern(look, ids.get(name) ?? '')),
    arrowMarkers(picture.sides.length),
  ];
  const body = [
    el('title', {}, escapeXml(`${picture.title}: ${picture.subtitle}`)),
    el('defs', {}, defs),
    el('rect', { width, height, fill: '#FFFFFF' }),
    el('g', { class: 'title' }, [
      text({ x: MARGIN, y: MARGIN + 20, 'font-size': 20, 'font-weight': 'bold' }, picture.title),
      text({ x: MARGIN, y: MARGIN + 42, 'font-size': 13, fill: '#404040' }, picture.subtitle),
    ]),
    cellLayer(picture, ids, at),
    edgeLayer(picture.grid, at, size),
    arrowLayer(picture.grid, picture.arrows, sideIndex, occupied, at),
    markLayer(picture.grid, picture.marks, sideIndex, at),
    key.svg,
    el('g', { class: 'notes', 'font-size': 12, fill: '#1A1A1A' }, notes),
  ];
  const svg = el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width,
      height,
      viewBox: `0 0 ${width} ${height}`,
      role: 'img',
      'font-family': FONT,
      fill: '#1A1A1A',
    },
    body,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${svg}\n`;
}
