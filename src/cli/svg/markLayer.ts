/** The troops: one mark per occupied cell in its side's colour and shape, the count on it. */
import type { Point } from '../../grid/cellCentre';
import type { GridSpec } from '../../grid/types';
import { centreOfKey, HALO } from './cellLayer';
import { CELL } from './geometry';
import { sideLook, sideShape } from './palette';
import type { UnitMark } from './picture';
import { el, text } from './xml';

/** From a mark's centre to its edge. */
export const MARK_R = CELL * 0.27;

export function markLayer(
  grid: GridSpec,
  marks: readonly UnitMark[],
  sideIndex: ReadonlyMap<string, number>,
  at: (p: Point) => Point,
): string {
  const out: string[] = [];
  for (const m of marks) {
    const c = centreOfKey(grid, m.at, at);
    if (!c) continue;
    const look = sideLook(sideIndex.get(m.side) ?? 0);
    const count = String(m.count);
    const size = count.length > 2 ? 14 : 19;
    const parts = [
      sideShape(look, c, MARK_R),
      text(
        {
          x: c.x,
          y: c.y + size * 0.36,
          'font-size': size,
          'font-weight': 'bold',
          fill: look.ink,
          'text-anchor': 'middle',
        },
        count,
      ),
    ];
    if (m.detail) {
      parts.push(
        text(
          {
            x: c.x,
            y: c.y + MARK_R + 11,
            'font-size': 10,
            fill: '#1A1A1A',
            'text-anchor': 'middle',
            ...HALO,
          },
          m.detail,
        ),
      );
    }
    out.push(el('g', { class: 'mark', 'data-cell': m.at, 'data-side': m.side }, parts));
  }
  return el('g', { class: 'marks' }, out);
}
