/**
 * Every cell a move can reach, with its least cost and the path to it (ties as in search.ts):
 * the listing a game shows or searches when a unit moves, e.g. Die Fighting's "move up to speed".
 */
import { gridFor } from './grid';
import { indexFor } from './gridIndex';
import { search, SearchState, withSearchState, type MoveRules } from './search';
import type { CellKey, GridSpec } from './types';

export interface Reach {
  readonly from: CellKey;
  /** Every reachable cell, the start first: cheapest first, equal costs in map order. */
  readonly cells: readonly CellKey[];
  /** Least cost of a move from `from` to `cell`; Infinity when it can't be reached within the budget. */
  cost(cell: CellKey): number;
  /** The cells from `from` to `cell`, both included, along the chosen path; null when unreachable. */
  path(cell: CellKey): CellKey[] | null;
}

/** Searches from `from` under `rules`; a start off the map reaches nothing. */
export function reach(spec: GridSpec, from: CellKey, rules: MoveRules): Reach {
  const ix = indexFor(gridFor(spec));
  const start = ix.indexOf.get(from);
  if (start === undefined) return { from, cells: [], cost: () => Infinity, path: () => null };
  // A state of its own: the answer reads it for as long as the caller keeps the Reach.
  const s = new SearchState(ix);
  search(s, start, rules);
  const cells: CellKey[] = [];
  for (let k = 0; k < s.settled; k++) cells.push(ix.keys[s.order[k]!]!);
  const costAt = (cell: CellKey): number => {
    const i = ix.indexOf.get(cell);
    return i === undefined ? Infinity : s.costOf(i);
  };
  return {
    from,
    cells,
    cost: costAt,
    path(cell) {
      const i = ix.indexOf.get(cell);
      return i === undefined || s.costOf(i) === Infinity ? null : s.pathTo(i);
    },
  };
}

/**
 * The reachable cells in settling order (cheapest first, equal costs in map order) and their
 * costs, from the map's shared search memory: for hot loops that read the answer at once.
 */
export function reachList(
  spec: GridSpec,
  from: CellKey,
  rules: MoveRules,
): { readonly cells: CellKey[]; readonly costs: number[] } {
  const ix = indexFor(gridFor(spec));
  const start = ix.indexOf.get(from);
  if (start === undefined) return { cells: [], costs: [] };
  return withSearchState(ix, (s) => {
    search(s, start, rules);
    const cells: CellKey[] = [];
    const costs: number[] = [];
    for (let k = 0; k < s.settled; k++) {
      const i = s.order[k]!;
      cells.push(ix.keys[i]!);
      costs.push(s.cost[i]!);
    }
    return { cells, costs };
  });
}
