/**
 * The key under the map: each side (its shape, colour, name and what it has left), each terrain
 * the map uses (a swatch of its fill), and the arrows when there are any. Items flow left to right
 * and wrap at the picture's width; the widths are estimated (no fonts are measured here).
 */
import { sideLook, sideShape } from './palette';
import { terrainFill } from './patterns';
import type { MapPicture } from './picture';
import { el, text } from './xml';

const ROW = 24;
const FONT = 12;
/** A generous average glyph width for the sans-serif fonts viewers fall back to. */
const GLYPH = FONT * 0.6;
const SWATCH = 26;
const GAP = 22;

interface Item {
  readonly width: number;
  /** Draws the item with its swatch's left edge at x and its middle at y. */
  readonly draw: (x: number, y: number) => string;
}

const labelled = (label: string, swatch: (x: number, y: number) => string): Item => ({
  width: SWATCH + 6 + label.length * GLYPH,
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

/** Estimated width of a line of text at `size` px. */
export const textWidth = (s: string, size: number): number => s.length * size * 0.6;
