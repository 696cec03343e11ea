/**
 * What a step across the table costs in inches (DW-G3): the distance between the two squares'
 * centres (1, or √2 on a diagonal) plus every inch climbed up or down on the way, since the text
 * measures a move through heights straight up or down, then across ("Move Action"). A diagonal
 * passes the corner the two squares beside it share: when both are higher than where the step
 * starts and ends, the model goes over the lower of them, up and down again (the corner rule, G3).
 */
import type { IndexedStepCost } from '../../../grid/search';
import type { CellKey } from '../../../grid/types';
import type { TableIndex } from './tableIndex';

const DIAGONAL = Math.SQRT2;

/** The cost of the step between neighbouring squares u and v (indexes), or Infinity when they aren't. */
export function climbCost(t: TableIndex, u: number, v: number): number {
  const { rows } = t.ix;
  const g = t.ground;
  const uc = (u / rows) | 0;
  const vc = (v / rows) | 0;
  const ur = u - uc * rows;
  const vr = v - vc * rows;
  const dc = Math.abs(uc - vc);
  const dr = Math.abs(ur - vr);
  if (dc > 1 || dr > 1 || dc + dr === 0) return Infinity;
  const hu = g[u]!;
  const hv = g[v]!;
  if (dc === 0 || dr === 0) return 1 + Math.abs(hv - hu);
  const pass = Math.min(g[vc * rows + ur]!, g[uc * rows + vr]!);
  const top = Math.max(hu, hv, pass);
  return DIAGONAL + (top - hu) + (top - hv);
}

/** The table's step cost for the grid's searches (reach, findPath), made once per table. */
export function climbStepCost(t: TableIndex): IndexedStepCost {
  if (t.memo.step) return t.memo.step;
  const { ix } = t;
  const byIndex = (u: number, v: number): number => climbCost(t, u, v);
  const step = (from: CellKey, to: CellKey): number => {
    const u = ix.indexOf.get(from);
    const v = ix.indexOf.get(to);
    return u === undefined || v === undefined ? Infinity : byIndex(u, v);
  };
  return (t.memo.step = Object.assign(step, { index: ix, byIndex }));
}
