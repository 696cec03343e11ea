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
import type { GridIndex } from './gridIndex';
import type { CellKey } from './types';

/** Cost of one step from a cell into a neighbour: a positive number, or Infinity when it can't be made. */
export type StepCost = (from: CellKey, to: CellKey) => number;

/** A StepCost that also answers by cell index for one GridIndex, sparing the search the key look-ups. */
export interface IndexedStepCost extends StepCost {
  readonly index: GridIndex;
  readonly byIndex: (from: number, to: number) => number;
}

export interface MoveRules {
  readonly stepCost: StepCost;
  /** The most a move may cost in all; cells dearer than this are unreachable. Default: no limit. */
  readonly budget?: number;
  /** A cell a move may end in but not go on from (e.g. next to an enemy). Never asked of the start. */
  readonly stopsAt?: (cell: CellKey) => boolean;
}

export interface SearchResult {
  readonly ix: GridIndex;
  readonly start: number;
  /** Least cost per cell index; Infinity when unreached. Final for the settled cells. */
  readonly cost: Float64Array;
  /** Previous cell on the chosen path per index; -1 for the start and unreached cells. */
  readonly prev: Int32Array;
  /** The settled cells, in settling order; `settled` of them are filled in. */
  readonly order: Int32Array;
  readonly settled: number;
  /** The first settled cell `until` accepted, or -1. */
  readonly found: number;
}

function stepByIndex(ix: GridIndex, step: StepCost): (u: number, v: number) => number {
  const fast = step as Partial<IndexedStepCost>;
  if (fast.index === ix && fast.byIndex) return fast.byIndex;
  const keys = ix.keys;
  return (u, v) => step(keys[u]!, keys[v]!);
}

/** Runs the search from `start`; stops early at the first settled cell `until` accepts. */
export function search(
  ix: GridIndex,
  start: number,
  rules: MoveRules,
  until?: (i: number) => boolean,
): SearchResult {
  const n = ix.size;
  const cost = new Float64Array(n).fill(Infinity);
  const prev = new Int32Array(n).fill(-1);
  const done = new Uint8Array(n);
  const order = new Int32Array(n);
  const { keys, nbrStart, nbrs } = ix;
  const budget = rules.budget ?? Infinity;
  const stops = rules.stopsAt;
  const step = stepByIndex(ix, rules.stepCost);
  const heap = new CellHeap();
  let settled = 0;
  cost[start] = 0;
  heap.push(0, start);
  while (heap.size > 0) {
    const u = heap.pop();
    if (done[u]) continue; // a stale entry: the cell was settled from a cheaper one
    done[u] = 1;
    order[settled++] = u;
    if (until?.(u)) return { ix, start, cost, prev, order, settled, found: u };
    if (u !== start && stops?.(keys[u]!)) continue;
    const cu = cost[u]!;
    for (let e = nbrStart[u]!, end = nbrStart[u + 1]!; e < end; e++) {
      const v = nbrs[e]!;
      if (done[v]) continue;
      const c = step(u, v);
      if (c === Infinity) continue;
      if (!(c > 0)) throw new RangeError(`step cost ${keys[u]} → ${keys[v]} is ${c}: costs must be positive`);
      const nc = cu + c;
      if (nc > budget) continue;
      const cv = cost[v]!;
      if (nc < cv) {
        cost[v] = nc;
        prev[v] = u;
        heap.push(nc, v);
      } else if (nc === cv && u < prev[v]!) {
        prev[v] = u; // same cost, earlier in map order: the documented tie-break
      }
    }
  }
  return { ix, start, cost, prev, order, settled, found: -1 };
}

/** The cells from the start to `i`, both included, along the chosen path. */
export function pathTo(res: SearchResult, i: number): CellKey[] {
  const out: CellKey[] = [];
  for (let k = i; k !== -1; k = res.prev[k]!) out.push(res.ix.keys[k]!);
  return out.reverse();
}

/** A binary min-heap of (cost, cell index), ordered by cost then index; duplicates allowed. */
class CellHeap {
  private readonly costs: number[] = [];
  private readonly cells: number[] = [];
  size = 0;

  private before(a: number, b: number): boolean {
    const ca = this.costs[a]!;
    const cb = this.costs[b]!;
    return ca < cb || (ca === cb && this.cells[a]! < this.cells[b]!);
  }

  private swap(a: number, b: number): void {
    const c = this.costs[a]!;
    this.costs[a] = this.costs[b]!;
    this.costs[b] = c;
    const i = this.cells[a]!;
    this.cells[a] = this.cells[b]!;
    this.cells[b] = i;
  }

  push(cost: number, cell: number): void {
    let k = this.size++;
    this.costs[k] = cost;
    this.cells[k] = cell;
    while (k > 0) {
      const up = (k - 1) >> 1;
      if (!this.before(k, up)) break;
      this.swap(k, up);
      k = up;
    }
  }

  /** Removes and returns the first cell (the heap must not be empty). */
  pop(): number {
    const top = this.cells[0]!;
    const last = --this.size;
    this.costs[0] = this.costs[last]!;
    this.cells[0] = this.cells[last]!;
    let k = 0;
    for (;;) {
      const l = 2 * k + 1;
      if (l >= last) break;
      const r = l + 1;
      const child = r < last && this.before(r, l) ? r : l;
      if (!this.before(child, k)) break;
      this.swap(child, k);
      k = child;
    }
    return top;
  }
}
