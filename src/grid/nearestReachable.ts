/**
 * The cheapest reachable cell that satisfies a predicate, e.g. for Die Fighting's charge the
 * nearest legal square next to the target. Ties go to map order (search.ts); a game with another
 * tie rule lists reach().cells and picks.
 */
import type { FoundPath } from './findPath';
import { gridFor } from './grid';
import { indexFor } from './gridIndex';
import { search, withSearchState, type MoveRules } from './search';
import type { CellKey, GridSpec } from './types';

export interface NearestCell extends FoundPath {
  readonly cell: CellKey;
}

/** The start itself counts (cost 0) when it satisfies `want`; null when no reachable cell does. */
export function nearestReachable(
  spec: GridSpec,
  from: CellKey,
  rules: MoveRules,
  want: (cell: CellKey) => boolean,
): NearestCell | null {
  const ix = indexFor(gridFor(spec));
  const start = ix.indexOf.get(from);
  if (start === undefined) return null;
  return withSearchState(ix, (s) => {
    search(s, start, rules, -1, (i) => want(ix.keys[i]!));
    const i = s.found;
    return i === -1 ? null : { cell: ix.keys[i]!, cost: s.cost[i]!, path: s.pathTo(i) };
  });
}
