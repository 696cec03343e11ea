/**
 * Side colours and shapes. Colours are the Okabe-Ito palette (Okabe & Ito, "Color Universal
 * Design", 2008), chosen to stay apart for the common kinds of colour blindness; each side also
 * gets its own shape, so a greyscale print still tells them apart. The index is the side's place
 * in the scenario, as on the terminal.
 */
import type { Point } from '../../grid/cellCentre';
import { el, num } from './xml';

export interface SideLook {
  readonly colour: string;
  /** Text drawn on the colour: black or white, whichever reads better. */
  readonly ink: string;
  readonly shape: 'circle' | 'square' | 'diamond' | 'triangle';
}

/** The first two are the most common battle: blue against vermillion, apart in any eyes. */
const OKABE_ITO: readonly { colour: string; ink: string }[] = [
  { colour: '#0072B2', ink: '#FFFFFF' },
  { colour: '#D55E00', ink: '#FFFFFF' },
  { colour: '#009E73', ink: '#000000' },
  { colour: '#CC79A7', ink: '#000000' },
  { colour: '#E69F00', ink: '#000000' },
  { colour: '#56B4E9', ink: '#000000' },
  { colour: '#000000', ink: '#FFFFFF' },
  { colour: '#F0E442', ink: '#000000' },
];
const SHAPES: readonly SideLook['shape'][] = ['circle', 'square', 'diamond', 'triangle'];

export function sideLook(index: number): SideLook {
  const c = OKABE_ITO[index % OKABE_ITO.length]!;
  return { ...c, shape: SHAPES[index % SHAPES.length]! };
}

/** The side's shape, about `r` from its centre to its edge, outlined so it stands off any ground. */
export function sideShape(look: SideLook, at: Point, r: number, extra: Record<string, string> = {}): string {
  const paint = { fill: look.colour, stroke: '#FFFFFF', 'stroke-width': 2, ...extra };
  const pts = (ps: readonly [number, number][]): string =>
    ps.map(([x, y]) => `${num(at.x + x)},${num(at.y + y)}`).join(' ');
  switch (look.shape) {
    case 'circle':
      return el('circle', { cx: at.x, cy: at.y, r, ...paint });
    case 'square': {
      const s = r * 0.9;
      return el('rect', { x: at.x - s, y: at.y - s, width: 2 * s, height: 2 * s, rx: 3, ...paint });
    }
    case 'diamond': {
      const d = r * 1.2;
      return el('polygon', {
        points: pts([
          [0, -d],
          [d, 0],
          [0, d],
          [-d, 0],
        ]),
        ...paint,
      });
    }
    case 'triangle': {
      // Centred on its centroid, so the count inside sits where it does in the other shapes.
      const t = r * 1.35;
      return el('polygon', {
        points: pts([
          [0, -t * 1.17],
          [t, t * 0.58],
          [-t, t * 0.58],
        ]),
        ...paint,
      });
    }
  }
}
