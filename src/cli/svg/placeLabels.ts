/**
 * Putting labels where nothing else is. Every mark, every count on a mark and every label placed
 * takes a box on the map; a label tries its places in order (beside its mark, along its arrow) and
 * takes the first whose box is free and on the map. One that finds none near tries further out,
 * joined to its mark by a thin line; one that finds no room at all is left out rather than drawn
 * over another (the round's text lines say everything the labels say).
 */
import type { Point } from '../../grid/cellCentre';
import { ASCENT, DESCENT, textWidth } from './textWidth';

/** A box on the picture: its top-left corner and size. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Room kept between two boxes. */
const GAP = 1.5;

export const overlaps = (a: Box, b: Box): boolean =>
  a.x < b.x + b.w + GAP && b.x < a.x + a.w + GAP && a.y < b.y + b.h + GAP && b.y < a.y + a.h + GAP;

const inside = (a: Box, area: Box): boolean =>
  a.x >= area.x && a.y >= area.y && a.x + a.w <= area.x + area.w && a.y + a.h <= area.y + area.h;

/** The boxes taken so far, and the area labels must stay in. */
export interface Taken {
  readonly area: Box;
  readonly boxes: Box[];
}

export const boxAround = (c: Point, w: number, h: number): Box => ({ x: c.x - w / 2, y: c.y - h / 2, w, h });

/** A line of text's size: as wide as its glyphs (plus `pad` each side), as tall as its line. */
export function textSize(s: string, size: number, bold = false, pad = 0): { w: number; h: number } {
  return { w: textWidth(s, size, bold) + 2 * pad, h: size * (ASCENT + DESCENT) + 2 * pad };
}

/** The baseline that puts a line of `size` px text in the middle of a box centred at `y`. */
export const baselineFor = (y: number, size: number): number => y + ((ASCENT - DESCENT) * size) / 2;

/** Takes the first free place of `w` by `h` among `places` (centres), or null; the box is then taken. */
export function place(taken: Taken, places: readonly Point[], w: number, h: number): Point | null {
  for (const c of places) {
    const b = boxAround(c, w, h);
    if (!inside(b, taken.area)) continue;
    if (taken.boxes.some((o) => overlaps(o, b))) continue;
    taken.boxes.push(b);
    return c;
  }
  return null;
}

/** Right beside a mark whose box reaches `r` from its centre: under it, over it, to each side, then the corners. */
export function besideMark(m: Point, r: number, w: number, h: number): Point[] {
  const clear = r + GAP + 0.5;
  const dy = clear + h / 2;
  const dx = clear + 1 + w / 2;
  const cx = clear * 0.75 + w / 2;
  const cy = clear * 0.75 + h / 2;
  return [
    { x: m.x, y: m.y + dy },
    { x: m.x, y: m.y - dy },
    { x: m.x + dx, y: m.y },
    { x: m.x - dx, y: m.y },
    { x: m.x + cx, y: m.y + cy },
    { x: m.x - cx, y: m.y + cy },
    { x: m.x + cx, y: m.y - cy },
    { x: m.x - cx, y: m.y - cy },
  ];
}

/** Further out from a mark (its box reaching r): rings a cell apart, twelve places on each, nearest first. */
export function aroundMark(m: Point, r: number, cell: number, w: number, h: number): Point[] {
  const out: Point[] = [];
  for (let ring = 1; ring <= 4; ring++) {
    const reach = r + ring * Math.max(cell * 0.75, h * 1.5);
    for (let k = 0; k < 12; k++) {
      const a = Math.PI / 2 + (k % 2 === 0 ? 1 : -1) * Math.ceil(k / 2) * (Math.PI / 6);
      out.push({ x: m.x + Math.cos(a) * (reach + w / 2 - h / 2), y: m.y + Math.sin(a) * reach });
    }
  }
  return out;
}

/**
 * Along an arrow from p to q: beside its middle first, then nearer either end, on its right and
 * its left, each just clear of the line; then on the line itself (the label's plate covers it).
 */
export function alongArrow(p: Point, q: Point, w: number, h: number): Point[] {
  const len = Math.hypot(q.x - p.x, q.y - p.y) || 1;
  const n = { x: -(q.y - p.y) / len, y: (q.x - p.x) / len };
  const clear = (w / 2) * Math.abs(n.x) + (h / 2) * Math.abs(n.y) + 3;
  const out: Point[] = [];
  const ts = [0.5, 0.38, 0.62, 0.27, 0.73, 0.16, 0.84];
  for (const far of [1, 2.2]) {
    for (const t of ts) {
      const m = { x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t };
      for (const side of [1, -1])
        out.push({ x: m.x + n.x * clear * far * side, y: m.y + n.y * clear * far * side });
    }
  }
  for (const t of ts) out.push({ x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t });
  return out;
}
