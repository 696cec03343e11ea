/**
 * A map picture as SVG text: pure (a picture in, a string out), for any game and either grid.
 * From top to bottom: the title and subtitle (and, when the picture shows part of the map, which
 * part), the map with its coordinates round the edge (terrain, then the round's arrows, then the
 * troops, each label placed clear of every other), the legend, and the notes. A plain white
 * ground, so it prints and converts the same everywhere.
 */
import { arrowLayer, arrowMarkers } from './arrowLayer';
import { cellLayer, edgeLayer, patternIds } from './cellLayer';
import { cellSize, focusCells, GUTTER, MARGIN, viewAround, viewNote, type View } from './frame';
import { mapSize, type Frame } from './geometry';
import { placeLabels } from './labelLayer';
import { legend } from './legend';
import { groupLinks, layoutMarks, markBoxes, markLayer } from './markLayer';
import { terrainPattern } from './patterns';
import type { MapPicture } from './picture';
import { textWidth } from './textWidth';
import { el, escapeXml, text } from './xml';

const MIN_WIDTH = 560;
const FONT = 'DejaVu Sans, Verdana, Arial, Helvetica, sans-serif';

export interface RenderOptions {
  /** The cells to show; by default those round the picture's troops and arrows (frame.ts). */
  readonly view?: View;
}

function titleLines(picture: MapPicture, view: View): string[] {
  const note = viewNote(picture.grid, view);
  return [picture.title, picture.subtitle, ...(note ? [note] : [])];
}

// eslint-disable-next-line max-lines-per-function -- the picture's layers in drawing order
export function renderMapSvg(picture: MapPicture, options: RenderOptions = {}): string {
  const view = options.view ?? viewAround(picture.grid, focusCells(picture));
  const cell = cellSize(picture.grid, view);
  const size = mapSize(picture.grid, view, cell);
  const lines = titleLines(picture, view);
  const width = Math.ceil(
    Math.max(
      size.width + 2 * (GUTTER + MARGIN),
      MIN_WIDTH,
      textWidth(picture.title, 20, true) + 2 * MARGIN,
      ...lines.slice(1).map((l) => textWidth(l, 13) + 2 * MARGIN),
    ),
  );
  const top = MARGIN + 74 + (lines.length - 2) * 18;
  const f: Frame = { grid: picture.grid, view, cell, origin: { x: (width - size.width) / 2, y: top } };
  const ids = patternIds(picture);
  const sideIndex = new Map(picture.sides.map((s, i) => [s.id, i]));

  const drawn = layoutMarks(f, picture.marks, sideIndex);
  const taken = { area: { x: f.origin.x, y: f.origin.y, w: size.width, h: size.height }, boxes: [] };
  markBoxes(drawn, taken);
  const radius = new Map<string, number>();
  for (const d of drawn) radius.set(d.mark.at, Math.max(radius.get(d.mark.at) ?? 0, d.r));
  const arrows = arrowLayer(f, picture.arrows, sideIndex, radius);
  const labels = placeLabels(f, drawn, arrows.labels, taken);

  const key = legend(picture, ids, MARGIN, top + size.height + 32, width - 2 * MARGIN);
  const notesTop = top + size.height + 32 + key.height + 8;
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
    el(
      'g',
      { class: 'title' },
      lines.map((line, i) =>
        i === 0
          ? text({ x: MARGIN, y: MARGIN + 20, 'font-size': 20, 'font-weight': 'bold' }, line)
          : text({ x: MARGIN, y: MARGIN + 24 + 18 * i, 'font-size': 13, fill: '#404040' }, line),
      ),
    ),
    cellLayer(picture, ids, f),
    edgeLayer(f, size),
    labels.coords,
    groupLinks(drawn, sideIndex),
    el('g', { class: 'arrows', 'stroke-linecap': 'round' }, [...arrows.lines, ...labels.arrows]),
    markLayer(drawn, sideIndex, (i) => labels.details.get(i) ?? ''),
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
