/**
 * The cheapest reachable cell that satisfies a predicate, e.g. for Die Fighting's charge the
 * nearest legal square next to the target. Ties go to map order (search.ts); a game with another
 * tie rule lists reach().cells and picks.
 */
import { gridFor } from './grid';
import { indexFor } from './gridIndex';
import { pathTo, search, type MoveRules } from './search';
import type { CellKey, GridSpec } from './types';
import type { FoundPath } from './findPath';

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
  const res = search(ix, start, rules, (i) => want(ix.keys[i]!));
  if (res.found === -1) return null;
  return { cell: ix.keys[res.found]!, cost: res.cost[res.found]!, path: pathTo(res, res.found) };
}
