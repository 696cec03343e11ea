/**
 * The move search (movement.ts) on the shared grid's bucket search (src/grid/bucketSearch.ts:
 * steps cost 1 or 2 squares, read from a table per map): enemy squares closed, and the squares
 * where a unit must stop (ruling DF3).
 */
import {
  stepTablesByMap as byMap,
  stepTablesByRules as edgeCosts,
  stopBuffers,
  terrainCostsByRules as terrainCosts,
} from './caches';
import {
  bucketSearch,
  stepCostTable,
  terrainStepCost,
  type BucketReach,
  type GridIndex,
  type IndexedStepCost,
} from '../../grid';
import type { CellKey } from '../../grid/types';
import { markAround, type SideMap } from './sideMap';
import type { Rules } from './state';

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
      t = stepCostTable(ix, terrainOf(rules).byIndex);
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

/**
 * The squares where a unit starting on `start` must stop: next to an enemy (a mounted enemy, for
 * mounted units), leaving out the enemies it starts beside (ruling DF3: a move stops on coming
 * next to an enemy, and one it stands beside already is not come to; so a unit breaking away can
 * get away).
 */
function stopSquares(m: SideMap, start: number, mounted: boolean): Uint8Array {
  const near = mounted ? m.nearMounted : m.nearEnemy;
  if (near[start] !== 1) return near;
  let out = stopBuffers.get(m.ix);
  if (out === undefined) stopBuffers.set(m.ix, (out = new Uint8Array(m.ix.size)));
  out.fill(0);
  for (const c of m.code) {
    const i = c >> 1;
    if ((!mounted || (c & 1) === 1) && !isNeighbour(m.ix, start, i)) markAround(m.ix, i, out);
  }
  return out;
}

export type Out = BucketReach;

/**
 * The search from `start` within `budget`, the enemies' squares closed: lists the squares into
 * `out`, if given (cheapest first, equal costs in map order); returns the cost of `target`
 * (Infinity when out of reach, or when `target` is -1), stopping once it is settled.
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
  const stops = stopSquares(m, start, mounted);
  return bucketSearch(m.ix, { steps, budget, closed: m.enemy, stops }, start, target, out);
}
