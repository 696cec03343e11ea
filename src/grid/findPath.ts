/** The cheapest way from one cell to another (ties as in search.ts), stopping as soon as it's known. */
import { gridFor } from './grid';
import { indexFor } from './gridIndex';
import { search, withSearchState, type MoveRules, type SearchState } from './search';
import type { CellKey, GridSpec } from './types';

export interface FoundPath {
  readonly cost: number;
  /** The cells from the start to the end, both included. */
  readonly path: readonly CellKey[];
}

/** Searches from `from` until `to` is settled; hands `read` the state, or null when either is off the map. */
function searchTo<T>(
  spec: GridSpec,
  from: CellKey,
  to: CellKey,
  rules: MoveRules,
  read: (s: SearchState, end: number) => T,
): T | null {
  const ix = indexFor(gridFor(spec));
  const start = ix.indexOf.get(from);
  const end = ix.indexOf.get(to);
  if (start === undefined || end === undefined) return null;
  return withSearchState(ix, (s) => {
    search(s, start, rules, end);
    return read(s, end);
  });
}

/** The least-cost path from `from` to `to` under `rules`; null when there is none within the budget. */
export function findPath(spec: GridSpec, from: CellKey, to: CellKey, rules: MoveRules): FoundPath | null {
  return searchTo(spec, from, to, rules, (s, end) =>
    s.found === -1 ? null : { cost: s.cost[end]!, path: s.pathTo(end) },
  );
}

/** findPath's cost alone (no path is built): Infinity when there is no way within the budget. */
export function pathCost(spec: GridSpec, from: CellKey, to: CellKey, rules: MoveRules): number {
  return searchTo(spec, from, to, rules, (s, end) => (s.found === -1 ? Infinity : s.cost[end]!)) ?? Infinity;
}
