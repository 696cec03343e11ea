/**
 * Base-to-base distance (DW-G2): each model's base fills its 1" square, and the text measures to
 * and from bases ("Measuring"), so the gap is the distance between the two squares' nearest
 * points, across the table (heights don't count).
 */
import type { CellKey } from '../../../grid/types';

/** The number before (`part` 0) or after (`part` 1) the comma of "col,row"; NaN when malformed. */
export function keyPart(key: CellKey, part: 0 | 1): number {
  const comma = key.indexOf(',');
  if (comma < 0) return NaN;
  const start = part === 0 ? 0 : comma + 1;
  const end = part === 0 ? comma : key.length;
  if (end <= start) return NaN;
  let n = 0;
  for (let i = start; i < end; i++) {
    const d = key.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return NaN;
    n = n * 10 + d;
  }
  return n;
}

/** The gap between squares `dc` columns and `dr` rows apart: 0 when they touch, even at a corner. */
export function gapBetween(dc: number, dr: number): number {
  const x = Math.abs(dc) - 1;
  const y = Math.abs(dr) - 1;
  if (x <= 0) return y <= 0 ? 0 : y;
  return y <= 0 ? x : Math.sqrt(x * x + y * y);
}

/** Base-to-base distance in inches between two squares (0 for the same or touching squares). */
export function gap(a: CellKey, b: CellKey): number {
  return gapBetween(keyPart(a, 0) - keyPart(b, 0), keyPart(a, 1) - keyPart(b, 1));
}
