/**
 * Flat line of sight on a square map (rulings in docs/rules.md, "Shared geometry"): the segment
 * from centre to centre is blocked by a blocking cell whose inside it crosses, or by a corner
 * point it passes through with blocking cells on both sides (die-fighting.txt, "Terrain": between
 * two blocking squares diagonally counts as blocking for targeting). The two end cells never
 * block: the units stand there. Symmetric: the same segment is walked either way.
 */
import { cellKey } from './cell';
import { gridFor } from './grid';
import { traceLine } from './traceLine';
import type { CellKey, GridSpec } from './types';

/** True when nothing `blocks` stands on the line from `from` to `to`; false when either is off the map. */
export function lineOfSight(
  spec: GridSpec,
  from: CellKey,
  to: CellKey,
  blocks: (cell: CellKey) => boolean,
): boolean {
  if (spec.kind !== 'square') throw new RangeError(`lineOfSight works on square maps, not ${spec.kind}`);
  const grid = gridFor(spec);
  const a = grid.coord(from);
  const b = grid.coord(to);
  if (!a || !b) return false;
  return traceLine(a, b, {
    cell(col, row) {
      const k = cellKey(col, row);
      return k === from || k === to || !blocks(k);
    },
    corner: (_t, p, q) => !(blocks(cellKey(p.col, p.row)) && blocks(cellKey(q.col, q.row))),
  });
}
