/**
 * The troops: one mark per occupied cell in its side's colour and shape, the count on it. A unit
 * destroyed this round stays as a wreck (faded, crossed out, no count), so the arrows that
 * destroyed it end on something; a wreck sharing its cell with a live mark shrinks into the
 * cell's corner. The members of one unit are joined by a thin line, so the unit's name is
 * written once (beside its first mark) and still plainly belongs to them all.
 */
import type { Point } from '../../grid/cellCentre';
import { centreOfKey, type Frame } from './geometry';
import { sideLook, sideShape } from './palette';
import type { UnitMark } from './picture';
import { baselineFor, boxAround, textSize, type Taken } from './placeLabels';
import { el, num, text } from './xml';

/** From a mark's centre to its edge: about a quarter of the cell, never too small for its count. */
export const markRadius = (cell: number): number => Math.max(cell * 0.27, 8.5);

/** A mark where it is drawn. */
export interface DrawnMark {
  readonly mark: UnitMark;
  readonly c: Point;
  readonly r: number;
  /** From the centre to the edge of the box the shape takes, white outline and all. */
  readonly reach: number;
}

/** Half a shape's width (and height), in radii (palette.ts). */
const HALF = { circle: 1, square: 0.9, diamond: 1.2, triangle: 1.6 } as const;

/** Where each shown mark goes. */
export function layoutMarks(
  f: Frame,
  marks: readonly UnitMark[],
  sideIndex: ReadonlyMap<string, number>,
): DrawnMark[] {
  const live = new Set(marks.filter((m) => !m.wreck).map((m) => m.at));
  const r = markRadius(f.cell);
  const out: DrawnMark[] = [];
  for (const mark of marks) {
    const c = centreOfKey(f, mark.at);
    if (!c) continue;
    const half = HALF[sideLook(sideIndex.get(mark.side) ?? 0).shape];
    if (mark.wreck && live.has(mark.at)) {
      const d = f.cell * 0.3;
      out.push({ mark, c: { x: c.x - d, y: c.y - d }, r: r * 0.55, reach: half * r * 0.55 + 1 });
    } else out.push({ mark, c, r, reach: half * r + 1 });
  }
  return out;
}

/** The count's size: as it always was on a big mark; on a small one as big as fits, never under 10 px. */
const countSize = (r: number, count: string): number =>
  r >= 16 ? (count.length > 2 ? 14 : 19) : Math.max(10, Math.min(16, r * 1.2));

function cross(c: Point, r: number): string {
  const d = r * 1.05;
  return el('path', {
    d: `M${num(c.x - d)},${num(c.y - d)} L${num(c.x + d)},${num(c.y + d)} M${num(c.x + d)},${num(c.y - d)} L${num(c.x - d)},${num(c.y + d)}`,
    stroke: '#1A1A1A',
    'stroke-width': Math.max(1.5, r / 7),
    'stroke-linecap': 'round',
  });
}

/** The boxes the marks and their counts take, so no label lands on them. */
export function markBoxes(drawn: readonly DrawnMark[], taken: Taken): void {
  for (const { mark: m, c, r, reach } of drawn) {
    taken.boxes.push(boxAround(c, 2 * reach, 2 * reach));
    if (m.wreck) continue;
    const count = String(m.count);
    const box = textSize(count, countSize(r, count), true);
    taken.boxes.push(boxAround(c, box.w, box.h));
  }
}

/** The marks and their counts, each with what `extra` gives it (its placed label). */
export function markLayer(
  drawn: readonly DrawnMark[],
  sideIndex: ReadonlyMap<string, number>,
  extra: (i: number) => string,
): string {
  const out = drawn.map(({ mark: m, c, r }, i) => {
    const look = sideLook(sideIndex.get(m.side) ?? 0);
    const attrs = { class: m.wreck ? 'mark wreck' : 'mark', 'data-cell': m.at, 'data-side': m.side };
    if (m.wreck)
      return el('g', attrs, [el('g', { opacity: 0.4 }, sideShape(look, c, r)), cross(c, r), extra(i)]);
    const count = String(m.count);
    const size = countSize(r, count);
    const number = text(
      {
        class: 'count',
        x: c.x,
        y: baselineFor(c.y, size),
        'font-size': size,
        'font-weight': 'bold',
        fill: look.ink,
        'text-anchor': 'middle',
      },
      count,
    );
    return el('g', attrs, [sideShape(look, c, r), number, extra(i)]);
  });
  return el('g', { class: 'marks' }, out);
}

/** A thin line through the marks of each unit with more than one, in its side's colour. */
export function groupLinks(drawn: readonly DrawnMark[], sideIndex: ReadonlyMap<string, number>): string {
  const byGroup = new Map<string, DrawnMark[]>();
  for (const d of drawn) {
    if (d.mark.group === undefined) continue;
    byGroup.set(d.mark.group, [...(byGroup.get(d.mark.group) ?? []), d]);
  }
  const out: string[] = [];
  for (const members of byGroup.values()) {
    if (members.length < 2) continue;
    const look = sideLook(sideIndex.get(members[0]!.mark.side) ?? 0);
    const d = members.map((m, i) => `${i === 0 ? 'M' : 'L'}${num(m.c.x)},${num(m.c.y)}`).join(' ');
    const wreck = members.every((m) => m.mark.wreck);
    out.push(
      el('path', { d, stroke: look.colour, 'stroke-width': 2, fill: 'none', opacity: wreck ? 0.3 : 0.7 }),
    );
  }
  return el('g', { class: 'squads', 'stroke-linejoin': 'round' }, out);
}
