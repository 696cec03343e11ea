/**
 * As the crow flies: the straight line between two cell centres (cellCentre.ts), in cells, or in
 * inches with the cell's size in inches (Dice Wars measures in inches, "Measuring"; 1-inch
 * squares give cellSize 1). Not to be confused with distance(), which counts steps.
 */
import { gridFor } from './grid';
import type { CellKey, GridSpec } from './types';

/** Centre-to-centre length times `cellSize` (a square's side, a hex's width across the flats); NaN off the map. */
export function straightDistance(spec: GridSpec, a: CellKey, b: CellKey, cellSize = 1): number {
  const grid = gridFor(spec);
  const p = grid.coord(a);
  const q = grid.coord(b);
  if (!p || !q) return NaN;
  const dc = q.col - p.col;
  if (spec.kind === 'square') return Math.hypot(dc, q.row - p.row) * cellSize;
  // Worked from the offsets rather than the rounded centres: √3/2 only enters squared, as 3/4.
  const dy = q.row - p.row + ((q.col & 1) - (p.col & 1)) / 2;
  return Math.sqrt(0.75 * dc * dc + dy * dy) * cellSize;
}
