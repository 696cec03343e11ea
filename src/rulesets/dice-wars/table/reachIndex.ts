/**
 * Where a model can end a move, by square index, worked out once per table, square and budget:
 * other models never change the search (they are passed freely), only which squares a move may end
 * on, so the search itself is the same all battle long and across battles on one table.
 */
import { search, withSearchState } from '../../../grid/search';
import { climbStepCost } from './climbStepCost';
import type { TableIndex } from './tableIndex';

/**
 * Sums of √2 carry rounding error: a path worth exactly the budget on paper may add up a hair
 * over it. No real path lies within this much above the budget without being on it.
 */
const SLACK = 1e-9;

/** Bytes of reaches kept per table; past this the memo starts again (a battle visits a few hundred squares). */
const KEPT_BYTES = 48 * 1024 * 1024;

/** The squares reached from one square, in the search's settling order (cheapest first), with their costs. */
export interface Reach {
  readonly order: Int32Array;
  readonly cost: Float64Array;
  /** 1 on each square reached (index by square), the start included. */
  readonly has: Uint8Array;
}

const EMPTY: Reach = { order: new Int32Array(0), cost: new Float64Array(0), has: new Uint8Array(0) };

function computeReach(t: TableIndex, start: number, budget: number): Reach {
  const { ix } = t;
  const rules = { stepCost: climbStepCost(t), budget: budget + SLACK };
  return withSearchState(ix, (s) => {
    search(s, start, rules);
    const n = s.settled;
    const order = s.order.slice(0, n);
    const cost = new Float64Array(n);
    const has = new Uint8Array(ix.size);
    for (let k = 0; k < n; k++) {
      const i = order[k]!;
      cost[k] = s.cost[i]!;
      has[i] = 1;
    }
    return { order, cost, has };
  });
}

/** A table's reaches by budget, then start square; `size`: the bytes they hold. */
export interface ReachMemo {
  size: number;
  readonly byBudget: Map<number, Map<number, Reach>>;
}

/**
 * The squares a model on square `start` reaches with `budget` inches (climbing counts, "Move
 * Action"), ignoring other models; nothing for a negative budget or a start off the table.
 * Shared and memoised: never change what it returns.
 */
export function reachFrom(t: TableIndex, start: number, budget: number): Reach {
  if (!(budget >= 0) || !(start >= 0 && start < t.ix.size)) return EMPTY;
  const memo = (t.memo.reach ??= { size: 0, byBudget: new Map() });
  let byStart = memo.byBudget.get(budget);
  if (!byStart) memo.byBudget.set(budget, (byStart = new Map()));
  let r = byStart.get(start);
  if (r) return r;
  r = computeReach(t, start, budget);
  const bytes = r.has.length + r.order.byteLength + r.cost.byteLength;
  if ((memo.size += bytes) > KEPT_BYTES) {
    for (const m of memo.byBudget.values()) m.clear();
    memo.size = bytes;
  }
  byStart.set(start, r);
  return r;
}
