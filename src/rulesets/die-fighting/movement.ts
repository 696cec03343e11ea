/**
 * Where a unit may move ("Movement Phase", "Terrain"): up to its speed, diagonals one square,
 * slow squares two, blocking squares never, the corner rule on diagonals (docs/rules.md G3); it
 * must stop on coming next to an enemy, mounted units only next to enemy mounted units (not next
 * to the ones it starts beside: ruling DF3). It may
 * pass friends but not end on one, and never enters an enemy's square (ruling DF4).
 *
 * The searches run thousands of times a simulated battle: each position's enemy squares and stop
 * squares are worked out once per side, as arrays over the map's cell indexes.
 */
import { RecentCache } from '../../core/recentCache';
import {
  gridFor,
  indexFor,
  terrainStepCost,
  type GridIndex,
  type IndexedStepCost,
  type MoveRules,
} from '../../grid';
import { search, withSearchState } from '../../grid/search';
import type { CellKey } from '../../grid/types';
import { cardOf, kindOf, unitAt } from './board';
import type { BattleState, Rules } from './state';
import type { Unit } from './types';

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

/** One side's view of a position, by cell index: enemy squares, squares next to enemies. */
interface SideMap {
  readonly ix: GridIndex;
  readonly enemy: Uint8Array;
  /** Next to any enemy (where foot and ranged units stop). */
  readonly nearEnemy: Uint8Array;
  /** Next to an enemy mounted unit (where mounted units stop). */
  readonly nearMounted: Uint8Array;
  /** Step costs with the enemy squares closed. */
  readonly steps: IndexedStepCost;
  /** The enemy squares' indexes, and whether each is mounted. */
  readonly enemies: readonly number[];
  readonly mounted: readonly boolean[];
}

const sideMaps = new RecentCache<BattleState['units'], Map<string, SideMap>>(4);

function sideMap(s: BattleState, side: string): SideMap {
  const bySide = sideMaps.get(s.units) ?? sideMaps.set(s.units, new Map());
  let m = bySide.get(side);
  if (m) return m;
  const ix = indexFor(gridFor(s.rules.grid));
  // One buffer for the three: each typed array this size costs an allocation outside the heap.
  const buf = new ArrayBuffer(3 * ix.size);
  const enemy = new Uint8Array(buf, 0, ix.size);
  const nearEnemy = new Uint8Array(buf, ix.size, ix.size);
  const nearMounted = new Uint8Array(buf, 2 * ix.size, ix.size);
  const enemies: number[] = [];
  const mountedEnemies: boolean[] = [];
  for (const u of s.units) {
    if (u.side === side) continue;
    const i = ix.indexOf.get(u.at)!;
    enemy[i] = 1;
    const mounted = kindOf(u) === 'mounted';
    enemies.push(i);
    mountedEnemies.push(mounted);
    markAround(ix, i, nearEnemy);
    if (mounted) markAround(ix, i, nearMounted);
  }
  const terrain = terrainOf(s.rules);
  const byIndex = (a: number, b: number): number => (enemy[b] ? Infinity : terrain.byIndex(a, b));
  const step = (from: CellKey, to: CellKey): number => {
    const a = ix.indexOf.get(from);
    const b = ix.indexOf.get(to);
    return a === undefined || b === undefined ? Infinity : enemy[b] ? Infinity : terrain(from, to);
  };
  m = {
    ix,
    enemy,
    nearEnemy,
    nearMounted,
    steps: Object.assign(step, { index: ix, byIndex }),
    enemies,
    mounted: mountedEnemies,
  };
  bySide.set(side, m);
  return m;
}

function markAround(ix: GridIndex, i: number, into: Uint8Array): void {
  for (let e = ix.nbrStart[i]!, end = ix.nbrStart[i + 1]!; e < end; e++) into[ix.nbrs[e]!] = 1;
}

const isNeighbour = (ix: GridIndex, a: number, b: number): boolean => {
  for (let e = ix.nbrStart[a]!, end = ix.nbrStart[a + 1]!; e < end; e++) if (ix.nbrs[e] === b) return true;
  return false;
};

/**
 * The squares where `u` must stop: next to an enemy (a mounted enemy, for mounted units), leaving
 * out the enemies it starts beside (ruling DF3: a move stops on coming next to an enemy, and one
 * it stands beside already is not come to; so a unit breaking away can get away).
 */
function stopSquares(m: SideMap, u: Unit, mounted: boolean): Uint8Array {
  const start = m.ix.indexOf.get(u.at)!;
  const near = mounted ? m.nearMounted : m.nearEnemy;
  if (near[start] !== 1) return near;
  const out = new Uint8Array(m.ix.size);
  m.enemies.forEach((i, k) => {
    if ((!mounted || m.mounted[k]) && !isNeighbour(m.ix, start, i)) markAround(m.ix, i, out);
  });
  return out;
}

/** How `u` moves: its speed, the terrain, enemies' squares closed, stopping next to enemies. */
export function moveRules(s: BattleState, u: Unit, budget = cardOf(s, u).speed): MoveRules {
  const m = sideMap(s, u.side);
  const stops = stopSquares(m, u, kindOf(u) === 'mounted');
  return {
    stepCost: m.steps,
    budget,
    stopsAt: (cell) => stops[m.ix.indexOf.get(cell)!] === 1,
    minStep: 1,
  };
}

/** The squares a unit reaches: keys and map indexes in settling order (cheapest first, ties in map order), with costs. */
export interface ReachList {
  readonly cells: readonly CellKey[];
  readonly idx: readonly number[];
  readonly costs: readonly number[];
}

const EMPTY_REACH: ReachList = { cells: [], idx: [], costs: [] };

/**
 * The enemies that can shape a reach from the cell of index `start` within `speed`: those within
 * speed + 1 squares (a square it may not enter, or squares beside it where a move stops), as a
 * key of their cells and whether each is mounted.
 */
function shapingEnemies(m: SideMap, start: number, speed: number): string {
  const rows = m.ix.rows;
  const col = (start / rows) | 0;
  const row = start % rows;
  const near: number[] = [];
  for (let k = 0; k < m.enemies.length; k++) {
    const i = m.enemies[k]!;
    if (Math.max(Math.abs(((i / rows) | 0) - col), Math.abs((i % rows) - row)) <= speed + 1)
      near.push(2 * i + (m.mounted[k] ? 1 : 0));
  }
  return near.sort((a, b) => a - b).join(',');
}

/**
 * Searches are memoised per battle and unit object, with the enemies that shape them: a reach
 * depends on nothing else (friends' squares are passed, the map is fixed), and most units' reach
 * outlives many positions, since an enemy moving far away doesn't change it. The rules' checks,
 * their resolution and the computer general ask the same reach again and again.
 */
const reaches = new RecentCache<Rules, Map<Unit, { readonly key: string; readonly reach: ReachList }>>(4);

function searchReach(s: BattleState, u: Unit): ReachList {
  const ix = indexFor(gridFor(s.rules.grid));
  const start = ix.indexOf.get(u.at);
  if (start === undefined) return EMPTY_REACH;
  const rules = moveRules(s, u);
  return withSearchState(ix, (st) => {
    search(st, start, rules);
    const n = st.settled;
    // Plain arrays: a typed array this size costs an allocation outside the heap.
    const idx: number[] = new Array<number>(n);
    const cells: CellKey[] = new Array<CellKey>(n);
    const costs: number[] = new Array<number>(n);
    for (let k = 0; k < n; k++) {
      const i = st.order[k]!;
      idx[k] = i;
      cells[k] = ix.keys[i]!;
      costs[k] = st.cost[i]!;
    }
    return { cells, idx, costs };
  });
}

/** Every square `u` can reach (friends' squares included, where it may not end), cheapest first. */
export function reachOf(s: BattleState, u: Unit): ReachList {
  const m = sideMap(s, u.side);
  const start = m.ix.indexOf.get(u.at);
  if (start === undefined) return EMPTY_REACH;
  const key = shapingEnemies(m, start, cardOf(s, u).speed);
  const byUnit = reaches.get(s.rules) ?? reaches.set(s.rules, new Map());
  const known = byUnit.get(u);
  if (known !== undefined && known.key === key) return known.reach;
  const reach = searchReach(s, u);
  byUnit.set(u, { key, reach });
  return reach;
}

/** The squares `u` may end a move on, its own first (it may stay), then cheapest first. */
export function destinations(s: BattleState, u: Unit): CellKey[] {
  return reachOf(s, u).cells.filter((c) => c === u.at || unitAt(s, c) === undefined);
}

/** What a move to `to` costs, or Infinity when `u` can't end there. */
export function moveCost(s: BattleState, u: Unit, to: CellKey): number {
  if (to === u.at) return 0;
  if (unitAt(s, to)) return Infinity;
  const r = reachOf(s, u);
  const k = r.cells.indexOf(to);
  return k === -1 ? Infinity : r.costs[k]!;
}
