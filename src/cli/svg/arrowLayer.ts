/**
 * The round's actions: an arrow per attack (solid) and per move (dashed) in the acting side's
 * colour, from cell to cell, stopping short of the marks so the counts stay readable. Arrows that
 * share a pair of cells are drawn side by side rather than on top of each other.
 */
import type { Point } from '../../grid/cellCentre';
import type { GridSpec } from '../../grid/types';
import { centreOfKey } from './cellLayer';
import { MARK_R } from './markLayer';
import { sideLook } from './palette';
import type { MapArrow } from './picture';
import { el, num, text } from './xml';

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

export function arrowLayer(
  grid: GridSpec,
  arrows: readonly MapArrow[],
  sideIndex: ReadonlyMap<string, number>,
  occupied: ReadonlySet<string>,
  at: (p: Point) => Point,
): string {
  const seen = new Map<string, number>();
  const lines: string[] = [];
  const labels: string[] = [];
  for (const a of arrows) {
    const from = centreOfKey(grid, a.from, at);
    const to = centreOfKey(grid, a.to, at);
    if (!from || !to || a.from === a.to) continue;
    // The nth arrow between the same two cells goes a little further to its own right.
    const nth = seen.get(pairKey(a)) ?? 0;
    seen.set(pairKey(a), nth + 1);
    const shared = arrows.filter((b) => pairKey(b) === pairKey(a)).length > 1;
    const shift = shared ? 5 + nth * 7 : 0;
    const len = Math.hypot(to.x - from.x, to.y - from.y);
    const ux = (to.x - from.x) / len;
    const uy = (to.y - from.y) / len;
    const off = { x: -uy * shift, y: ux * shift };
    const start = occupied.has(a.from) ? MARK_R + 2 : 6;
    const end = occupied.has(a.to) ? MARK_R + 4 : 8;
    const p = { x: from.x + ux * start + off.x, y: from.y + uy * start + off.y };
    const q = { x: to.x - ux * end + off.x, y: to.y - uy * end + off.y };
    const index = sideIndex.get(a.side) ?? 0;
    const look = sideLook(index);
    const d = `M${num(p.x)},${num(p.y)} L${num(q.x)},${num(q.y)}`;
    const dash = a.kind === 'move' ? '6 4' : undefined;
    lines.push(
      el('g', { class: `arrow ${a.kind}`, 'data-from': a.from, 'data-to': a.to, 'data-side': a.side }, [
        el('path', { d, stroke: '#FFFFFF', 'stroke-width': 6, 'stroke-dasharray': dash, fill: 'none' }),
        el('path', {
          d,
          stroke: look.colour,
          'stroke-width': 3.5,
          'stroke-dasharray': dash,
          fill: 'none',
          'marker-end': `url(#head-${index})`,
        }),
      ]),
    );
    if (a.label)
      labels.push(
        arrowLabel(a.label, { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 }, { x: -uy, y: ux }, look.colour),
      );
  }
  // Labels over every arrow, so a later arrow never hides one.
  return el('g', { class: 'arrows', 'stroke-linecap': 'round' }, [...lines, ...labels]);
}

/** The label beside the arrow's middle, on its right, clear of the line (short arrows are all head). */
function arrowLabel(label: string, mid: Point, normal: Point, colour: string): string {
  const w = label.length * 7 + 8;
  const clear = (w / 2) * Math.abs(normal.x) + 8 * Math.abs(normal.y) + 3;
  const c = { x: mid.x + normal.x * clear, y: mid.y + normal.y * clear };
  return el('g', { class: 'arrow-label' }, [
    el('rect', {
      x: c.x - w / 2,
      y: c.y - 8,
      width: w,
      height: 16,
      rx: 4,
      fill: '#FFFFFF',
      stroke: colour,
      'stroke-width': 1.5,
    }),
    text(
      {
        x: c.x,
        y: c.y + 4,
        'font-size': 11,
        'font-weight': 'bold',
        fill: '#1A1A1A',
        'text-anchor': 'middle',
      },
      label,
    ),
  ]);
}
