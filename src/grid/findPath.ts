/** The cheapest way from one cell to another (ties as in search.ts), stopping as soon as it's known. */
import { gridFor } from './grid';
import { indexFor } from './gridIndex';
import { pathTo, search, type MoveRules } from './search';
import type { CellKey, GridSpec } from './types';

export interface FoundPath {
  readonly cost: number;
  /** The cells from the start to the end, both included. */
  readonly path: readonly CellKey[];
}

/** The least-cost path from `from` to `to` under `rules`; null when there is none within the budget. */
export function findPath(spec: GridSpec, from: CellKey, to: CellKey, rules: MoveRules): FoundPath | null {
  const ix = indexFor(gridFor(spec));
  const start = ix.indexOf.get(from);
  const end = ix.indexOf.get(to);
  if (start === undefined || end === undefined) return null;
  const res = search(ix, start, rules, (i) => i === end);
  return res.found === -1 ? null : { cost: res.cost[end]!, path: pathTo(res, end) };
}
