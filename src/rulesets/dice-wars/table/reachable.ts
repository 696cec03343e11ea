/**
 * Where one model can end a move (DW-G3): the grid's least-cost search (G4) with the table's
 * climbing step cost. Other models are ignored on the way but can't be stood on at the end
 * ("Move Action").
 */
import { search, withSearchState } from '../../../grid/search';
import type { CellKey } from '../../../grid/types';
import { climbStepCost } from './climbStepCost';
import { tableIndex } from './tableIndex';
import type { Table } from './types';

/**
 * Sums of √2 carry rounding error: a path worth exactly the budget on paper may add up a hair
 * over it. No real path lies within this much above the budget without being on it.
 */
const SLACK = 1e-9;

/**
 * The squares a model on `from` can end a move of `budget` inches on, with their cost (climbing:
 * up and down count, "Move Action"); `occupied` squares may be passed but not ended on. `from`
 * itself is always there at 0 (a model may stay put); nothing when it is off the table or the
 * budget is negative.
 */
export function reachable(
  table: Table,
  from: CellKey,
  budget: number,
  occupied: ReadonlySet<CellKey>,
): ReadonlyMap<CellKey, number> {
  const t = tableIndex(table);
  const { ix } = t;
  const start = ix.indexOf.get(from);
  const found = new Map<CellKey, number>();
  if (start === undefined || !(budget >= 0)) return found;
  const rules = { stepCost: climbStepCost(t), budget: budget + SLACK };
  return withSearchState(ix, (s) => {
    search(s, start, rules);
    for (let k = 0; k < s.settled; k++) {
      const i = s.order[k]!;
      const key = ix.keys[i]!;
      if (i === start || !occupied.has(key)) found.set(key, s.cost[i]!);
    }
    return found;
  });
}
