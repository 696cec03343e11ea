/**
 * The round's actions: an arrow per attack (solid) and per move (dashed) in the acting side's
 * colour, from cell to cell, stopping short of the marks so the counts stay readable. Arrows that
 * share a pair of cells are drawn side by side rather than on top of each other. Their labels are
 * placed later, with every other label, so none lands on another (labelLayer.ts).
 */
import type { Point } from '../../grid/cellCentre';
import { centreOfKey, type Frame } from './geometry';
import { sideLook } from './palette';
import type { MapArrow } from './picture';
import { el, num } from './xml';

/** The arrowheads, one per side colour (a marker takes its colour from its own paint). */
export function arrowMarkers(sideCount: number): string {
  const out: string[] = [];
  for (let i = 0; i < sideCount; i++) {
    out.push(
      el(
        'marker',
        {
          id: `head-${i}`,
          viewBox: '0 0 10 10',
          refX: 7,
          refY: 5,
          markerWidth: 4,
          markerHeight: 4,
          orient: 'auto',
        },
        el('path', {
          d: 'M0,0 L10,5 L0,10 Z',
          fill: sideLook(i).colour,
          stroke: '#FFFFFF',
          'stroke-width': 1,
        }),
      ),
    );
  }
  return out.join('');
}

const pairKey = (a: MapArrow): string => [a.from, a.to].sort().join('|');

/** An arrow's label, to be placed once every arrow is drawn. */
export interface ArrowLabel {
  readonly label: string;
  readonly from: Point;
  readonly to: Point;
  readonly colour: string;
}

/** The arrows' lines, and their labels for the label layer to place (over every line, in the same group). */
// eslint-disable-next-line max-lines-per-function -- one layer drawn in one pass: lines, heads and labels must agree on the same geometry
export function arrowLayer(
  f: Frame,
  arrows: readonly MapArrow[],
  sideIndex: ReadonlyMap<string, number>,
  marks: ReadonlyMap<string, number>,
): { lines: string[]; labels: ArrowLabel[] } {
  const seen = new Map<string, number>();
  const lines: string[] = [];
  const labels: ArrowLabel[] = [];
  const scale = Math.max(0.55, f.cell / 72);
  for (const a of arrows) {
    const from = centreOfKey(f, a.from);
    const to = centreOfKey(f, a.to);
    if (!from || !to || a.from === a.to) continue;
    // The nth arrow between the same two cells goes a little further to its own right.
    const nth = seen.get(pairKey(a)) ?? 0;
    seen.set(pairKey(a), nth + 1);
    const shared = arrows.filter((b) => pairKey(b) === pairKey(a)).length > 1;
    const shift = shared ? (5 + nth * 7) * scale : 0;
    const len = Math.hypot(to.x - from.x, to.y - from.y);
    const ux = (to.x - from.x) / len;
    const uy = (to.y - from.y) / len;
    const off = { x: -uy * shift, y: ux * shift };
    const start = (marks.get(a.from) ?? 4 * scale) + 2;
    const end = (marks.get(a.to) ?? 4 * scale) + 4;
    const p = { x: from.x + ux * start + off.x, y: from.y + uy * start + off.y };
    const q = { x: to.x - ux * end + off.x, y: to.y - uy * end + off.y };
    const index = sideIndex.get(a.side) ?? 0;
    const look = sideLook(index);
    const d = `M${num(p.x)},${num(p.y)} L${num(q.x)},${num(q.y)}`;
    const dash = a.kind === 'move' ? `${num(6 * scale)} ${num(4 * scale)}` : undefined;
    lines.push(
      el(
        'g',
        {
          class: `arrow ${a.kind}`,
          'data-from': a.from,
          'data-to': a.to,
          'data-side': a.side,
          'data-label': a.label,
        },
        [
          el('path', {
            d,
            stroke: '#FFFFFF',
            'stroke-width': 6 * scale,
            'stroke-dasharray': dash,
            fill: 'none',
          }),
          el('path', {
            d,
            stroke: look.colour,
            'stroke-width': 3.5 * scale,
            'stroke-dasharray': dash,
            fill: 'none',
            'marker-end': `url(#head-${index})`,
          }),
        ],
      ),
    );
    if (a.label) labels.push({ label: a.label, from: p, to: q, colour: look.colour });
  }
  return { lines, labels };
}
