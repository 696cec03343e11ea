/**
 * Where one model can end a move (DW-G3): the grid's least-cost search (G4) with the table's
 * climbing step cost. Other models are ignored on the way but can't be stood on at the end
 * ("Move Action").
 */
import type { CellKey } from '../../../grid/types';
import { reachFrom } from './reachIndex';
import { tableIndex } from './tableIndex';
import type { Table } from './types';

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
  if (start === undefined) return found;
  const { order, cost } = reachFrom(t, start, budget);
  for (let k = 0; k < order.length; k++) {
    const i = order[k]!;
    const key = ix.keys[i]!;
    if (i === start || !occupied.has(key)) found.set(key, cost[k]!);
  }
  return found;
}

/** Whether a model on `from` can end a move of `budget` inches on `to` (as `reachable(...).has(to)`). */
export function canEndMove(
  table: Table,
  from: CellKey,
  budget: number,
  to: CellKey,
  occupied: { has(key: CellKey): boolean },
): boolean {
  const t = tableIndex(table);
  const a = t.ix.indexOf.get(from);
  const b = t.ix.indexOf.get(to);
  if (a === undefined || b === undefined) return false;
  return reachFrom(t, a, budget).has[b] === 1 && (a === b || !occupied.has(to));
}

/** Why a model can't end a move on a square (canEndMove false), with what the way costs. */
export type MoveShortfall =
  | { readonly reason: 'off-table' }
  | { readonly reason: 'onto-model' }
  | { readonly reason: 'no-way' }
  /** `cost`: the cheapest way, climbing counted; `flat`: the same squares' distance on level ground. */
  | { readonly reason: 'too-far' | 'climb'; readonly cost: number; readonly flat: number };

/** Farther than any table's longest way, climbing and all: the search for a refusal's reason. */
const EVERY_WAY = 1e6;

/**
 * Why a model on `from` can't end a move of `budget` inches on `to`, or null when it can. Asked
 * only of a refused move, so it may search the whole table: `climb` when the way would be short
 * enough on level ground, `too-far` when even that is over the budget.
 */
export function moveShortfall(
  table: Table,
  from: CellKey,
  budget: number,
  to: CellKey,
  occupied: { has(key: CellKey): boolean },
): MoveShortfall | null {
  const t = tableIndex(table);
  const a = t.ix.indexOf.get(from);
  const b = t.ix.indexOf.get(to);
  if (a === undefined || b === undefined) return { reason: 'off-table' };
  if (reachFrom(t, a, budget).has[b] === 1)
    return a === b || !occupied.has(to) ? null : { reason: 'onto-model' };
  const all = reachFrom(t, a, EVERY_WAY);
  const k = all.order.indexOf(b);
  if (k < 0) return { reason: 'no-way' };
  const dc = Math.abs(Math.floor(a / t.ix.rows) - Math.floor(b / t.ix.rows));
  const dr = Math.abs((a % t.ix.rows) - (b % t.ix.rows));
  const flat = Math.max(dc, dr) - Math.min(dc, dr) + Math.SQRT2 * Math.min(dc, dr);
  return { reason: flat <= budget + 1e-9 ? 'climb' : 'too-far', cost: all.cost[k]!, flat };
}
