/**
 * The move search (movement.ts): a Dijkstra by buckets of equal cost (steps cost 1 or 2 squares),
 * the map's step costs read from a table. Each bucket is settled whole, in map order, before the
 * next: the settling order src/grid/search.ts documents (cheapest first, equal costs in map
 * order), and the same least costs.
 */
import { RecentCache } from '../../core/recentCache';
import { terrainStepCost, type GridIndex, type IndexedStepCost } from '../../grid';
import type { CellKey } from '../../grid/types';
import { markAround, type SideMap } from './sideMap';
import type { Rules } from './state';

const terrainCosts = new RecentCache<Rules, IndexedStepCost>(4);

/** The map's step costs, worked out once per battle. */
export function terrainOf(rules: Rules): IndexedStepCost {
  return (
    terrainCosts.get(rules) ??
    terrainCosts.set(
      rules,
      terrainStepCost(rules.grid, (c) => (rules.blocking[c] ? 'blocking' : rules.slow[c] ? 'slow' : 'clear')),
    )
  );
}

const edgeCosts = new RecentCache<Rules, Float64Array>(4);
/** The tables by map (size, slow and blocking squares): every battle on one map shares one. */
const byMap = new Map<string, Float64Array>();

const squaresOf = (set: Readonly<Record<CellKey, true>>): string =>
  Object.keys(set)
    .filter((c) => set[c] === true)
    .sort()
    .join(';');

/**
 * Each step's cost by its place in the map's neighbour lists (GridIndex nbrs), Infinity where the
 * terrain forbids it: worked out once per map, so a search reads a table, not a function.
 */
export function stepTable(rules: Rules, ix: GridIndex): Float64Array {
  let t = edgeCosts.get(rules);
  if (t === undefined) {
    const id = `${rules.grid.cols}x${rules.grid.rows}|${squaresOf(rules.slow)}|${squaresOf(rules.blocking)}`;
    t = byMap.get(id);
    if (t === undefined) {
      const terrain = terrainOf(rules);
      t = new Float64Array(ix.nbrs.length);
      for (let u = 0; u < ix.size; u++) {
        for (let e = ix.nbrStart[u]!, end = ix.nbrStart[u + 1]!; e < end; e++)
          t[e] = terrain.byIndex(u, ix.nbrs[e]!);
      }
      if (byMap.size >= 16) byMap.clear();
      byMap.set(id, t);
    }
    edgeCosts.set(rules, t);
  }
  return t;
}

const isNeighbour = (ix: GridIndex, a: number, b: number): boolean => {
  for (let e = ix.nbrStart[a]!, end = ix.nbrStart[a + 1]!; e < end; e++) if (ix.nbrs[e] === b) return true;
  return false;
};

/** A search's working memory, kept per map: a value counts only where its stamp is the search's. */
interface Scratch {
  gen: number;
  readonly seen: Uint32Array;
  readonly done: Uint32Array;
  readonly dist: Float64Array;
  readonly stops: Uint8Array;
  /** Squares reached at each cost (a step costs at least 1, so cost k is settled before k + 1 grows). */
  readonly buckets: number[][];
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
      stops: new Uint8Array(ix.size),
      buckets: [],
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

/**
 * The squares where a unit starting on `start` must stop: next to an enemy (a mounted enemy, for
 * mounted units), leaving out the enemies it starts beside (ruling DF3: a move stops on coming
 * next to an enemy, and one it stands beside already is not come to; so a unit breaking away can
 * get away).
 */
function stopSquares(m: SideMap, sc: Scratch, start: number, mounted: boolean): Uint8Array {
  const near = mounted ? m.nearMounted : m.nearEnemy;
  if (near[start] !== 1) return near;
  const out = sc.stops;
  out.fill(0);
  for (const c of m.code) {
    const i = c >> 1;
    if ((!mounted || (c & 1) === 1) && !isNeighbour(m.ix, start, i)) markAround(m.ix, i, out);
  }
  return out;
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

export interface Out {
  readonly idx: number[];
  readonly cells: CellKey[];
  readonly costs: number[];
}

/**
 * The search from `start` within `budget`: a Dijkstra by buckets of equal cost. Each bucket is
 * settled whole, in map order, before the next: the order and costs search.ts gives. Lists the
 * squares into `out`, if given; returns the cost of `target` (Infinity when out of reach, or
 * when `target` is -1), stopping once it is settled.
 */
export function searchFrom(
  m: SideMap,
  steps: Float64Array,
  start: number,
  budget: number,
  mounted: boolean,
  target: number,
  out: Out | null,
): number {
  const sc = scratchFor(m.ix);
  const { gen, seen, done, dist, buckets } = sc;
  const { keys, nbrStart, nbrs } = m.ix;
  const enemy = m.enemy;
  const stops = stopSquares(m, sc, start, mounted);
  const top = Math.floor(budget);
  while (buckets.length <= top) buckets.push([]);
  for (let c = 0; c <= top; c++) buckets[c]!.length = 0;
  seen[start] = gen;
  dist[start] = 0;
  buckets[0]!.push(start);
  for (let c = 0; c <= top; c++) {
    const b = buckets[c]!;
    let n = 0;
    for (let k = 0; k < b.length; k++) {
      const v = b[k]!;
      // A stale entry (reached more cheaply since) or a repeat.
      if (dist[v] !== c || done[v] === gen) continue;
      done[v] = gen;
      b[n++] = v;
    }
    b.length = n;
    if (out !== null) {
      sortSmall(b, n);
      for (let k = 0; k < n; k++) {
        const v = b[k]!;
        out.idx.push(v);
        out.cells.push(keys[v]!);
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
        if (done[v] === gen || enemy[v] === 1) continue;
        const nc = c + steps[e]!;
        if (nc > budget) continue; // Infinity too
        if (seen[v] !== gen || nc < dist[v]!) {
          seen[v] = gen;
          dist[v] = nc;
          buckets[nc]!.push(v);
        }
      }
    }
  }
  return Infinity;
}
