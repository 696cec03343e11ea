/**
 * The weighted search under reach, findPath and nearestReachable: Dijkstra over a GridIndex, with
 * a caller's step cost, a budget and cells a move must stop in.
 *
 * Ties, exactly (so two runs, and two machines, agree):
 * - cells are settled cheapest first, equal costs in map order (lower index first);
 * - a cell's previous cell on its path is, among the neighbours that reach it at its least cost
 *   and may be moved on from, the one first in map order.
 * Map order is grid.cells order: column by column (col, then row).
 */
import { CellHeap } from './cellHeap';
import type { GridIndex } from './gridIndex';
import type { CellKey } from './types';

/** Cost of one step from a cell into a neighbour: a positive number, or Infinity when it can't be made. */
export type StepCost = (from: CellKey, to: CellKey) => number;

/** A StepCost that also answers by cell index for one GridIndex, sparing the search the key look-ups. */
export interface IndexedStepCost extends StepCost {
  readonly index: GridIndex;
  readonly byIndex: (from: number, to: number) => number;
}

/** How a move goes. Give `stepCost`, or `enterCost` when a step costs what its cell does. */
export interface MoveRules {
  readonly stepCost?: StepCost;
  /** Cost of stepping into a cell from any neighbour: asked at most once per cell per search. */
  readonly enterCost?: (cell: CellKey) => number;
  /** The most a move may cost in all; cells dearer than this are unreachable. Default: no limit. */
  readonly budget?: number;
  /** A cell a move may end in but not go on from (e.g. next to an enemy). Never asked of the start. */
  readonly stopsAt?: (cell: CellKey) => boolean;
  /**
   * Every step costs at least this (checked: a cheaper step is a RangeError). Lets findPath stop
   * as soon as it sees its target can't be reached more cheaply, as a breadth-first search does
   * when every step costs 1. Default 0: stop only on reaching the target.
   */
  readonly minStep?: number;
}

/**
 * A search's working memory, kept between searches on one map so a short search costs no
 * allocation: a value counts for the current search only where its stamp is the search's `gen`.
 */
export class SearchState {
  gen = 0;
  busy = false;
  settled = 0;
  /** The cell the search stopped at (its target, or the first `until` accepted), or -1. */
  found = -1;
  readonly reached: Uint32Array;
  readonly done: Uint32Array;
  readonly asked: Uint32Array;
  readonly cost: Float64Array;
  readonly prev: Int32Array;
  readonly enter: Float64Array;
  /** The settled cells, in settling order; `settled` of them are this search's. */
  readonly order: Int32Array;
  readonly heap = new CellHeap();

  constructor(readonly ix: GridIndex) {
    const n = ix.size;
    this.reached = new Uint32Array(n);
    this.done = new Uint32Array(n);
    this.asked = new Uint32Array(n);
    this.cost = new Float64Array(n);
    this.prev = new Int32Array(n);
    this.enter = new Float64Array(n);
    this.order = new Int32Array(n);
  }

  /** Least cost of cell i in the last search; Infinity when unreached. */
  costOf(i: number): number {
    return this.reached[i] === this.gen ? this.cost[i]! : Infinity;
  }

  /** The cells from the start to `i`, both included, along the chosen path (i must be reached). */
  pathTo(i: number): CellKey[] {
    const out: CellKey[] = [];
    for (let k = i; k !== -1; k = this.prev[k]!) out.push(this.ix.keys[k]!);
    return out.reverse();
  }

  /** Starts a new search: every stamp from before is stale. */
  renew(): void {
    if (this.gen === 0xffffffff) {
      this.gen = 0;
      this.reached.fill(0);
      this.done.fill(0);
      this.asked.fill(0);
    }
    this.gen++;
    this.settled = 0;
    this.found = -1;
    this.heap.size = 0;
  }
}

const shared = new WeakMap<GridIndex, SearchState>();

/**
 * Runs `use` with the map's shared SearchState (a fresh one if a search is already using it, as
 * when a cost function searches too). `use` must read what it needs before returning.
 */
export function withSearchState<T>(ix: GridIndex, use: (s: SearchState) => T): T {
  let s = shared.get(ix);
  if (!s) shared.set(ix, (s = new SearchState(ix)));
  if (s.busy) return use(new SearchState(ix));
  s.busy = true;
  try {
    return use(s);
  } finally {
    s.busy = false;
  }
}

/**
 * Runs the search from `start` into `s`; stops early on settling `target` (a cell index, -1 for
 * none) or the first cell `until` accepts.
 */
export function search(
  s: SearchState,
  start: number,
  rules: MoveRules,
  target = -1,
  until?: (i: number) => boolean,
): void {
  s.renew();
  const { ix, gen, reached, done, cost, prev, order, heap } = s;
  const { keys, nbrStart, nbrs } = ix;
  const budget = rules.budget ?? Infinity;
  const stops = rules.stopsAt;
  const step = rules.stepCost;
  const fast =
    (step as Partial<IndexedStepCost> | undefined)?.index === ix ? (step as IndexedStepCost).byIndex : null;
  const enter = step ? null : rules.enterCost;
  if (!step && !enter) throw new TypeError('MoveRules need a stepCost or an enterCost');
  const minStep = rules.minStep ?? 0;
  reached[start] = gen;
  cost[start] = 0;
  prev[start] = -1;
  heap.push(0, start);
  while (heap.size > 0) {
    const u = heap.pop();
    if (done[u] === gen) continue; // a stale entry: the cell was settled from a cheaper one
    done[u] = gen;
    order[s.settled++] = u;
    if (u === target || until?.(u)) {
      s.found = u;
      return;
    }
    const cu = cost[u]!;
    if (target >= 0 && targetFinal(s, target, cu, cu + minStep)) return void (s.found = target);
    // At the budget no step (all cost something) can go further: don't ask what they'd cost.
    if (cu >= budget || (u !== start && stops?.(keys[u]!))) continue;
    for (let e = nbrStart[u]!, end = nbrStart[u + 1]!; e < end; e++) {
      const v = nbrs[e]!;
      if (done[v] === gen) continue;
      const c = fast ? fast(u, v) : enter ? enterCost(s, enter, v) : step!(keys[u]!, keys[v]!);
      if (c === Infinity) continue;
      if (!(c > 0 && c >= minStep))
        throw new RangeError(`step ${keys[u]} → ${keys[v]} costs ${c}: too little`);
      const nc = cu + c;
      if (nc > budget) continue;
      if (reached[v] !== gen || nc < cost[v]!) {
        reached[v] = gen;
        cost[v] = nc;
        prev[v] = u;
        heap.push(nc, v);
      } else if (nc === cost[v]! && u < prev[v]!) {
        prev[v] = u; // same cost, earlier in map order: the documented tie-break
      } else continue;
      // u is still being expanded: the cells after it cost at least cu, later in map order at cu.
      if (v === target && cu + minStep >= nc) return void (s.found = target);
    }
  }
}

/**
 * Are the target's cost and previous cell final, when every cell not yet expanded costs at least
 * `least` and every way on from them at least `leastOn`? Each step costs more than 0, so a way on
 * costs more than `least`: final if that is at least the target's cost, or `leastOn` is more.
 */
function targetFinal(s: SearchState, target: number, least: number, leastOn: number): boolean {
  if (s.reached[target] !== s.gen) return false;
  const t = s.cost[target]!;
  return least >= t || leastOn > t;
}

function enterCost(s: SearchState, enter: (cell: CellKey) => number, v: number): number {
  if (s.asked[v] !== s.gen) {
    s.asked[v] = s.gen;
    s.enter[v] = enter(s.ix.keys[v]!);
  }
  return s.enter[v]!;
}
