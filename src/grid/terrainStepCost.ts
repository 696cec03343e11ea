/**
 * The standard step cost for maps of clear, slow and blocking cells (die-fighting.txt, "Terrain",
 * "Movement Phase"): a step costs what entering its cell costs, a blocking cell can't be entered,
 * and on squares a diagonal step is also judged by the two cells it passes between (its corners).
 *
 * Corner rule: the corners are only as hard as the easier of the two, so a diagonal is slow when
 * both are slow (or one slow, one blocking) and blocked when both block. One blocking corner beside
 * a clear one leaves a gap at the corner point: the step is as the cell it enters. (Die Fighting
 * names only the two-slow and two-blocking cases; a single wall beside open ground narrows the way
 * but doesn't close it.) Hexes have no such corners: a step there is the cell it enters.
 */
import { gridFor } from './grid';
import { indexFor } from './gridIndex';
import type { IndexedStepCost } from './search';
import type { CellKey, GridSpec } from './types';

export type Footing = 'clear' | 'slow' | 'blocking';

export interface FootingCosts {
  /** Cost of a clear step; default 1. */
  readonly clear?: number;
  /** Cost of a slow step; default 2 ("Slow terrain costs 2 squares of movement"). */
  readonly slow?: number;
}

const LEVEL: Readonly<Record<Footing, number>> = { clear: 0, slow: 1, blocking: 2 };
const BLOCKING = 2;

/** The footing of the step from cell index u to neighbour v, as 0 clear, 1 slow, 2 blocking. */
function stepLevel(levels: Uint8Array, rows: number, square: boolean, u: number, v: number): number {
  const to = levels[v]!;
  if (!square || to === BLOCKING) return to;
  const uc = (u / rows) | 0;
  const vc = (v / rows) | 0;
  const ur = u - uc * rows;
  const vr = v - vc * rows;
  if (uc === vc || ur === vr) return to;
  // The two cells the diagonal passes between: beside the start in each direction of the step.
  const a = levels[vc * rows + ur]!;
  const b = levels[uc * rows + vr]!;
  const corner = a < b ? a : b;
  return corner > to ? corner : to;
}

/**
 * A StepCost for `spec` that reads each cell's footing once, now: `footingAt` is asked about
 * every cell when this is called, not during searches. Steps between cells that aren't
 * neighbours on the map cost Infinity.
 */
export function terrainStepCost(
  spec: GridSpec,
  footingAt: (cell: CellKey) => Footing,
  costs: FootingCosts = {},
): IndexedStepCost {
  const grid = gridFor(spec);
  const ix = indexFor(grid);
  const levels = Uint8Array.from(ix.keys, (k) => LEVEL[footingAt(k)]);
  const price = [costs.clear ?? 1, costs.slow ?? 2, Infinity];
  const square = spec.kind === 'square';
  const byIndex = (u: number, v: number): number => price[stepLevel(levels, ix.rows, square, u, v)]!;
  const step = (from: CellKey, to: CellKey): number => {
    const u = ix.indexOf.get(from);
    const v = ix.indexOf.get(to);
    if (u === undefined || v === undefined || !grid.adjacent(from, to)) return Infinity;
    return byIndex(u, v);
  };
  return Object.assign(step, { index: ix, byIndex });
}
