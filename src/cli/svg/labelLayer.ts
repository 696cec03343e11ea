/**
 * Every label on the map, placed so none overlaps another or a mark (placeLabels.ts): first what
 * each mark says under it (its unit's name, its type), beside its own mark; then each arrow's
 * label, along its arrow; then what found no room near, further out on a thin leader line; last
 * each cell's `col,row`, on big cells only and only where nothing else is. Coordinates sit on a
 * white plate, so no terrain pattern smears them.
 */
import type { Point } from '../../grid/cellCentre';
import type { ArrowLabel } from './arrowLayer';
import { cellsOf, centrePx, type Frame } from './geometry';
import type { DrawnMark } from './markLayer';
import { aroundMark, alongArrow, baselineFor, besideMark, place, textSize, type Taken } from './placeLabels';
import { el, num, text } from './xml';

/** Text with a white halo, readable on any ground. */
export const HALO = {
  stroke: '#FFFFFF',
  'stroke-width': 3,
  'paint-order': 'stroke',
  'stroke-linejoin': 'round',
};

const DETAIL = 10;
const ARROW = 11;
const COORD = 10;
/** Cells smaller than this carry no `col,row` of their own: the edges number them. */
const COORD_CELL = 56;

export interface PlacedLabels {
  /** Each mark's label (by its index among the drawn marks), with its leader line if it has one. */
  readonly details: ReadonlyMap<number, string>;
  readonly arrows: readonly string[];
  readonly coords: string;
}

function detailText(s: string, at: Point, wreck: boolean): string {
  const attrs = {
    x: at.x,
    y: baselineFor(at.y, DETAIL),
    'font-size': DETAIL,
    'text-anchor': 'middle',
    ...HALO,
  };
  return text(wreck ? { ...attrs, fill: '#6B6B6B' } : { ...attrs, fill: '#1A1A1A' }, s);
}

/** A dotted line from the mark's edge (r from its centre) to its label, far off. */
function leader(c: Point, r: number, to: Point): string {
  const len = Math.hypot(to.x - c.x, to.y - c.y) || 1;
  const from = { x: c.x + ((to.x - c.x) / len) * r, y: c.y + ((to.y - c.y) / len) * r };
  return el('path', {
    d: `M${num(from.x)},${num(from.y)} L${num(to.x)},${num(to.y)}`,
    stroke: '#6B6B6B',
    'stroke-width': 1,
    'stroke-dasharray': '2 2',
  });
}

/** The white plate under a label, `w` by `h` around `c`, its corners rounded by `rx`. */
function plate(c: Point, w: number, h: number, rx: number, paint: Record<string, string | number>): string {
  return el('rect', { x: c.x - w / 2, y: c.y - h / 2, width: w, height: h, rx, ...paint });
}

function arrowText(a: ArrowLabel, c: Point, w: number, h: number): string {
  return el('g', { class: 'arrow-label' }, [
    plate(c, w, h, 4, { fill: '#FFFFFF', stroke: a.colour, 'stroke-width': 1.5 }),
    text(
      {
        x: c.x,
        y: baselineFor(c.y, ARROW),
        'font-size': ARROW,
        'font-weight': 'bold',
        fill: '#1A1A1A',
        'text-anchor': 'middle',
      },
      a.label,
    ),
  ]);
}

function coordText(key: string, c: Point): string {
  const { w, h } = textSize(key, COORD, false, 1);
  return el('g', {}, [
    plate(c, w, h, 2, { fill: '#FFFFFF', opacity: 0.85 }),
    text({ x: c.x, y: baselineFor(c.y, COORD) }, key),
  ]);
}

function coordLabels(f: Frame, taken: Taken): string {
  const out: string[] = [];
  if (f.cell >= COORD_CELL) {
    for (const cell of cellsOf(f.view)) {
      const key = `${cell.col},${cell.row}`;
      const centre = centrePx(f, cell);
      const { w, h } = textSize(key, COORD, false, 1);
      const at = place(taken, [{ x: centre.x, y: centre.y - f.cell * 0.32 }], w, h);
      if (at) out.push(coordText(key, at));
    }
  }
  return el('g', { class: 'cell-names', 'font-size': COORD, fill: '#505050', 'text-anchor': 'middle' }, out);
}

export function placeLabels(
  f: Frame,
  marks: readonly DrawnMark[],
  arrows: readonly ArrowLabel[],
  taken: Taken,
): PlacedLabels {
  const details = new Map<number, string>();
  const later: (() => void)[] = [];
  marks.forEach(({ mark, c, reach: r }, i) => {
    if (!mark.detail) return;
    const detail = mark.detail;
    const wreck = mark.wreck === true;
    const { w, h } = textSize(detail, DETAIL, false, 1);
    const at = place(taken, besideMark(c, r, w, h), w, h);
    if (at) details.set(i, detailText(detail, at, wreck));
    else
      later.push(() => {
        const far = place(taken, aroundMark(c, r, f.cell, w, h), w, h);
        if (far) details.set(i, leader(c, r, far) + detailText(detail, far, wreck));
      });
  });
  const placed: string[] = [];
  for (const a of arrows) {
    const { w, h } = textSize(a.label, ARROW, true, 3);
    const at = place(taken, alongArrow(a.from, a.to, w, h), w, h);
    if (at) placed.push(arrowText(a, at, w, h));
    else
      later.push(() => {
        // A short arrow in a crowd: further out from its middle, on a leader line.
        const mid = { x: (a.from.x + a.to.x) / 2, y: (a.from.y + a.to.y) / 2 };
        const far = place(taken, aroundMark(mid, 0, f.cell, w, h), w, h);
        if (far) placed.push(leader(mid, 0, far) + arrowText(a, far, w, h));
      });
  }
  for (const go of later) go();
  return { details, arrows: placed, coords: coordLabels(f, taken) };
}
