/**
 * search.ts's Dijkstra for maps whose steps cost whole numbers (1 or 2 squares, say), by buckets
 * of equal cost: each bucket is settled whole, in map order, before the next. That is the order
 * and the least costs search.ts documents (cheapest first, equal costs in map order), without a
 * heap or a cost function per step: the steps' costs come from a table by neighbour-list place.
 */
import type { GridIndex } from './gridIndex';

/** Each step's cost by its place in the map's neighbour lists (GridIndex nbrs); Infinity: no step. */
export function stepCostTable(ix: GridIndex, cost: (from: number, to: number) => number): Float64Array {
  const t = new Float64Array(ix.nbrs.length);
  for (let u = 0; u < ix.size; u++)
    for (let e = ix.nbrStart[u]!, end = ix.nbrStart[u + 1]!; e < end; e++) t[e] = cost(u, ix.nbrs[e]!);
  return t;
}

/** A search's working memory, kept per map: a value counts only where its stamp is the search's. */
interface Scratch {
  gen: number;
  readonly seen: Uint32Array;
  readonly done: Uint32Array;
  readonly dist: Float64Array;
  /**
   * Squares reached at each cost (a step costs at least 1, so cost k is settled before k + 1
   * grows): the first `sizes[k]` entries of `buckets[k]`. The lists keep their length from one
   * search to the next, so they are written over, not grown again (setting a list's length to 0
   * gave its storage back: a quarter of a Die Fighting battle's garbage).
   */
  readonly buckets: number[][];
  readonly sizes: number[];
}

const scratches = new WeakMap<GridIndex, Scratch>();

function scratchFor(ix: GridIndex): Scratch {
  let sc = scratches.get(ix);
  if (sc === undefined) {
    sc = {
      gen: 0,
      seen: new Uint32Array(ix.size),
      done: new Uint32Array(ix.size),
      dist: new Float64Array(ix.size),
      buckets: [],
      sizes: [],
    };
    scratches.set(ix, sc);
  }
  if (sc.gen === 0xffffffff) {
    sc.gen = 0;
    sc.seen.fill(0);
    sc.done.fill(0);
  }
  sc.gen++;
  return sc;
}

/** Adds square v to bucket c: written over an old entry, or appended (the list stays packed). */
function put(buckets: number[][], sizes: number[], c: number, v: number): void {
  const b = buckets[c]!;
  const n = sizes[c]!;
  if (n < b.length) b[n] = v;
  else b.push(v);
  sizes[c] = n + 1;
}

/** Sorts the first n entries of a small list of map indexes, ascending. */
function sortSmall(a: number[], n: number): void {
  for (let k = 1; k < n; k++) {
    const x = a[k]!;
    let j = k;
    for (; j > 0 && a[j - 1]! > x; j--) a[j] = a[j - 1]!;
    a[j] = x;
  }
}

/**
 * The settled squares in settling order: map indexes and costs (a square's "c,r" key is
 * GridIndex keys[idx]: a caller that needs the keys makes them, most never do).
 */
export interface BucketReach {
  readonly idx: number[];
  readonly costs: number[];
}

export interface BucketMove {
  /** Step costs by neighbour-list place (stepCostTable), whole numbers of at least 1. */
  readonly steps: Float64Array;
  readonly budget: number;
  /** 1 where no move may enter. */
  readonly closed: Uint8Array;
  /** 1 where a move may end but not go on (never asked of the start). */
  readonly stops: Uint8Array;
}

/**
 * The search from `start`: lists the settled squares into `out`, if given; returns the cost of
 * `target` (Infinity when out of reach, or when `target` is -1), stopping once it is settled.
 */
export function bucketSearch(
  ix: GridIndex,
  move: BucketMove,
  start: number,
  target: number,
  out: BucketReach | null,
): number {
  const sc = scratchFor(ix);
  const { gen, seen, done, dist, buckets, sizes } = sc;
  const { nbrStart, nbrs } = ix;
  const { steps, budget, closed, stops } = move;
  const top = Math.floor(budget);
  while (buckets.length <= top) {
    buckets.push([]);
    sizes.push(0);
  }
  for (let c = 0; c <= top; c++) sizes[c] = 0;
  seen[start] = gen;
  dist[start] = 0;
  put(buckets, sizes, 0, start);
  for (let c = 0; c <= top; c++) {
    const b = buckets[c]!;
    let n = 0;
    for (let k = 0, len = sizes[c]!; k < len; k++) {
      const v = b[k]!;
      // A stale entry (reached more cheaply since) or a repeat.
      if (dist[v] !== c || done[v] === gen) continue;
      done[v] = gen;
      b[n++] = v;
    }
    sizes[c] = n;
    if (out !== null) {
      sortSmall(b, n);
      for (let k = 0; k < n; k++) {
        const v = b[k]!;
        out.idx.push(v);
        out.costs.push(c);
      }
    }
    if (target >= 0 && done[target] === gen) return c;
    if (c >= budget) continue;
    for (let k = 0; k < n; k++) {
      const u = b[k]!;
      if (u !== start && stops[u] === 1) continue;
      for (let e = nbrStart[u]!, end = nbrStart[u + 1]!; e < end; e++) {
        const v = nbrs[e]!;
        if (done[v] === gen || closed[v] === 1) continue;
        const nc = c + steps[e]!;
        if (nc > budget) continue; // Infinity too
        if (seen[v] !== gen || nc < dist[v]!) {
          seen[v] = gen;
          dist[v] = nc;
          put(buckets, sizes, nc, v);
        }
      }
    }
  }
  return Infinity;
}
