/**
 * Terrain fills: a light tint under a pattern of strokes. The pattern, not the tint, tells the
 * terrains apart on a greyscale print; each is drawn in the terrain's ink on a small tile that
 * repeats across the map (tiles line up from cell to cell).
 */
import type { PatternName, TerrainLook } from './picture';
import { el } from './xml';

interface Tile {
  readonly w: number;
  readonly h: number;
  /** The strokes, given the ink. */
  readonly draw: (ink: string) => string;
}

const line = (d: string, ink: string, width = 1.4): string =>
  el('path', { d, fill: 'none', stroke: ink, 'stroke-width': width, 'stroke-linecap': 'round' });

const TILES: Readonly<Record<Exclude<PatternName, 'plain'>, Tile>> = {
  // Stipple: broken ground.
  dots: {
    w: 10,
    h: 10,
    draw: (ink) =>
      el('circle', { cx: 2.5, cy: 2.5, r: 1.3, fill: ink }) +
      el('circle', { cx: 7.5, cy: 7.5, r: 1.3, fill: ink }),
  },
  // Separate rounded humps, staggered: a rise (unlike water's unbroken ripples).
  contours: { w: 20, h: 16, draw: (ink) => line('M2,7 Q6,0 10,7 M12,15 Q16,8 20,15', ink, 1.5) },
  // Sharp peaks: mountains.
  peaks: { w: 16, h: 14, draw: (ink) => line('M1,12 L8,3 L15,12', ink, 1.8) },
  // Ripples: water.
  waves: { w: 16, h: 8, draw: (ink) => line('M0,4 Q4,0 8,4 T16,4', ink, 1.6) },
  // Tree crowns on trunks: woods.
  trees: {
    w: 18,
    h: 18,
    draw: (ink) =>
      el('circle', { cx: 5, cy: 5, r: 3.4, fill: 'none', stroke: ink, 'stroke-width': 1.4 }) +
      line('M5,8.4 V11', ink) +
      el('circle', { cx: 14, cy: 13, r: 3.4, fill: 'none', stroke: ink, 'stroke-width': 1.4 }) +
      line('M14,16.4 V19', ink),
  },
  // Masonry: walls.
  bricks: { w: 16, h: 10, draw: (ink) => line('M0,0.5 H16 M0,5.5 H16 M4,0.5 V5.5 M12,5.5 V10.5', ink, 1.3) },
  // Battlements: solid blocks in a checker, for towers.
  checks: {
    w: 12,
    h: 12,
    draw: (ink) =>
      el('rect', { x: 0, y: 0, width: 6, height: 6, fill: ink }) +
      el('rect', { x: 6, y: 6, width: 6, height: 6, fill: ink }),
  },
  // Pointed stakes: a palisade.
  stakes: { w: 8, h: 12, draw: (ink) => line('M4,12 V4 L2.5,6 M4,4 L5.5,6', ink, 1.5) },
  // Boards: a drawbridge.
  planks: { w: 12, h: 5, draw: (ink) => line('M0,1.5 H12', ink, 2) },
  // An iron grid: a portcullis.
  lattice: { w: 8, h: 8, draw: (ink) => line('M0,0.75 H8 M0.75,0 V8', ink, 1.5) },
  // Both diagonals: no way through.
  crosshatch: { w: 8, h: 8, draw: (ink) => line('M0,0 L8,8 M8,0 L0,8', ink, 1.2) },
  // Generic terrain for games that have only these two.
  slow: { w: 8, h: 8, draw: (ink) => line('M0,8 L8,0 M-2,2 L2,-2 M6,10 L10,6', ink, 1.2) },
  blocking: { w: 6, h: 6, draw: (ink) => line('M0,0 L6,6 M6,0 L0,6', ink, 1.6) },
};

/** The fill a terrain's cells take: its tint, or a pattern defined under `id`. */
export function terrainFill(look: TerrainLook, id: string): string {
  return look.pattern === 'plain' ? look.fill : `url(#${id})`;
}

/** The `<pattern>` element for a terrain, or '' when it is a plain tint. */
export function terrainPattern(look: TerrainLook, id: string): string {
  if (look.pattern === 'plain') return '';
  const tile = TILES[look.pattern];
  return el('pattern', { id, patternUnits: 'userSpaceOnUse', width: tile.w, height: tile.h }, [
    el('rect', { width: tile.w, height: tile.h, fill: look.fill }),
    tile.draw(look.ink),
  ]);
}
