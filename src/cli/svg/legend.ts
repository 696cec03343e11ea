/**
 * The key under the map: each side (its shape, colour, name and what it has left), each terrain
 * the map uses (a swatch of its fill), and the arrows when there are any. Items flow left to right
 * and wrap at the picture's width; the widths are DejaVu Sans's (textWidth.ts).
 */
import { sideLook, sideShape } from './palette';
import { terrainFill } from './patterns';
import type { MapPicture } from './picture';
import { textWidth } from './textWidth';
import { el, text } from './xml';

const ROW = 24;
const FONT = 12;
const SWATCH = 26;
const GAP = 22;

interface Item {
  readonly width: number;
  /** Draws the item with its swatch's left edge at x and its middle at y. */
  readonly draw: (x: number, y: number) => string;
}

const labelled = (label: string, swatch: (x: number, y: number) => string): Item => ({
  width: SWATCH + 6 + textWidth(label, FONT),
  draw: (x, y) => swatch(x, y) + text({ x: x + SWATCH + 6, y: y + FONT * 0.35 }, label),
});

function items(picture: MapPicture, ids: ReadonlyMap<string, string>): Item[] {
  const out: Item[] = picture.sides.map((s, i) =>
    labelled(s.note ? `${s.name}: ${s.note}` : s.name, (x, y) =>
      sideShape(sideLook(i), { x: x + SWATCH / 2, y }, 8, { 'stroke-width': '1' }),
    ),
  );
  const used = new Set(Object.values(picture.terrain));
  if (Object.keys(picture.terrain).length < picture.grid.cols * picture.grid.rows) used.add('open');
  for (const [name, look] of Object.entries(picture.looks)) {
    if (!used.has(name)) continue;
    const fill = terrainFill(look, ids.get(name) ?? '');
    out.push(
      labelled(look.label, (x, y) =>
        el('rect', { x, y: y - 8, width: SWATCH, height: 16, fill, stroke: '#6B6B6B' }),
      ),
    );
  }
  if (picture.marks.some((m) => m.wreck))
    out.push(
      labelled('destroyed this round', (x, y) =>
        el('g', {}, [
          el(
            'g',
            { opacity: 0.4 },
            sideShape(sideLook(0), { x: x + SWATCH / 2, y }, 8, { 'stroke-width': '1' }),
          ),
          el('path', {
            d: `M${x + SWATCH / 2 - 8},${y - 8} l16,16 m0,-16 l-16,16`,
            stroke: '#1A1A1A',
            'stroke-width': 1.5,
          }),
        ]),
      ),
    );
  const kinds = new Set(picture.arrows.map((a) => a.kind));
  const arrow = (dash?: string) => (x: number, y: number) =>
    el('path', {
      d: `M${x},${y} H${x + SWATCH - 6} m-5,-4 l5,4 l-5,4`,
      stroke: '#333333',
      'stroke-width': 2.5,
      fill: 'none',
      'stroke-dasharray': dash,
    });
  if (kinds.has('attack')) out.push(labelled(`attack (label: ${picture.attackLabel ?? 'kills'})`, arrow()));
  if (kinds.has('move')) out.push(labelled('move', arrow('5 3')));
  return out;
}

/** The legend's SVG with its top-left at (x, y), and its height, wrapped at `width`. */
export function legend(
  picture: MapPicture,
  ids: ReadonlyMap<string, string>,
  x: number,
  y: number,
  width: number,
): { svg: string; height: number } {
  const drawn: string[] = [];
  let cx = x;
  let cy = y + ROW / 2;
  for (const item of items(picture, ids)) {
    if (cx > x && cx + item.width > x + width) {
      cx = x;
      cy += ROW;
    }
    drawn.push(item.draw(cx, cy));
    cx += item.width + GAP;
  }
  return {
    svg: el('g', { class: 'legend', 'font-size': FONT, fill: '#1A1A1A' }, drawn),
    height: cy - y + ROW / 2,
  };
}
