/**
 * Where a unit may move ("Movement Phase", "Terrain"): up to its speed, diagonals one square,
 * slow squares two, blocking squares never, the corner rule on diagonals (docs/rules.md G3); it
 * must stop on coming next to an enemy, mounted units only next to enemy mounted units (not next
 * to the ones it starts beside: ruling DF3). It may pass friends but not end on one, and never
 * enters an enemy's square (ruling DF4).
 *
 * The searches run thousands of times a simulated battle: the enemies' squares are worked out
 * only when the enemies stand elsewhere (sideMap.ts), the search reads the map's step costs from
 * a table (reachSearch.ts), and a unit's reach is kept while nothing that shapes it changes.
 */
import type { GridIndex } from '../../grid';
import type { CellKey } from '../../grid/types';
import { cardOf, kindOf, unitAt } from './board';
import { freeReachesByMap as freeReaches, reachesByRules as reaches } from './caches';
import { searchFrom, stepTable, type Out } from './reachSearch';
import { sideMap, type SideMap } from './sideMap';
import type { BattleState } from './state';
import type { Unit } from './types';

/** The squares a unit reaches: keys and map indexes in settling order (cheapest first, ties in map order), with costs. */
export interface ReachList {
  readonly cells: readonly CellKey[];
  readonly idx: readonly number[];
  readonly costs: readonly number[];
}

/**
 * A search's reach: the keys are made from the indexes when first asked. The computer general
 * reads only the indexes and costs, and the rules' check of a move looks its square's index up:
 * a key list made for each of a battle's three hundred searches was garbage (issue 23).
 */
export class Reach implements ReachList, Out {
  readonly idx: number[] = [];
  readonly costs: number[] = [];
  private keys: CellKey[] | null = null;
  constructor(private readonly ix: GridIndex) {}
  get cells(): readonly CellKey[] {
    if (this.keys === null) {
      const { keys } = this.ix;
      this.keys = this.idx.map((i) => keys[i]!);
    }
    return this.keys;
  }
}

const EMPTY_REACH: ReachList = { cells: [], idx: [], costs: [] };

/**
 * The enemies that can shape a reach from the cell of index `start` within `speed`: those within
 * `speed` squares, as SideMap codes. A step costs at least 1, so a square `speed` squares away is
 * reached (if at all) with the budget spent: an enemy farther off closes no square within reach,
 * and the squares beside it where a move would stop are at least `speed` away, where a move ends
 * anyway (bucketSearch goes on from no square at the budget).
 */
function shapingEnemies(m: SideMap, start: number, speed: number): number[] {
  const rows = m.ix.rows;
  const col = (start / rows) | 0;
  const row = start % rows;
  const near: number[] = [];
  for (const c of m.code) {
    const i = c >> 1;
    if (Math.max(Math.abs(((i / rows) | 0) - col), Math.abs((i % rows) - row)) <= speed) near.push(c);
  }
  return near;
}

/** Whether the enemies shaping a reach from `start` within `speed` under `m` are `near` (no list made). */
function sameNear(near: readonly number[], m: SideMap, start: number, speed: number): boolean {
  const rows = m.ix.rows;
  const col = (start / rows) | 0;
  const row = start % rows;
  let j = 0;
  for (const c of m.code) {
    const i = c >> 1;
    if (Math.max(Math.abs(((i / rows) | 0) - col), Math.abs((i % rows) - row)) > speed) continue;
    if (near[j++] !== c) return false;
  }
  return j === near.length;
}

export interface Known {
  /** The unit object last asked about (the same object starts, goes and is mounted alike). */
  unit: Unit;
  /** What the reach was searched for: the start, the budget, whether mounted. */
  start: number;
  speed: number;
  mounted: boolean;
  /** The side map it was last found good for, and the enemies that shaped it. */
  m: SideMap;
  near: readonly number[];
  reach: ReachList;
}

/**
 * Searches are memoised per battle and unit id, with what shaped them: where it starts, how far
 * it goes, whether it is mounted, and the enemies within reach. A reach depends on nothing else
 * (friends' squares are passed, the map is fixed), and most units' reach outlives many
 * positions: their own hurts don't change it, nor an enemy moving far away. The rules' checks,
 * their resolution and the computer general ask the same reach again and again. By id, not by
 * unit object: a battle replaces its units' objects hundreds of times, and a memo of each would
 * live on into the older generation of the heap. The memo: caches.ts `reachesByRules`.
 */

/** What reachOf needs to know of `u`: where it starts, how far it goes, the memo's entry. */
interface Asked {
  readonly m: SideMap;
  readonly start: number;
  readonly speed: number;
  readonly mounted: boolean;
  readonly byUnit: Map<string, Known>;
  /** The memo's reach when it still holds, else null. */
  readonly reach: ReachList | null;
}

function ask(s: BattleState, u: Unit, m: SideMap, byUnit: Map<string, Known>): Asked | null {
  const known = byUnit.get(u.id);
  const start = m.ix.indexOf.get(u.at);
  if (start === undefined) return null;
  const speed = cardOf(s, u).speed;
  const mounted = kindOf(u) === 'mounted';
  let reach: ReachList | null = null;
  if (known !== undefined && known.start === start && known.speed === speed && known.mounted === mounted) {
    if (known.m === m || sameNear(known.near, m, start, speed)) {
      known.m = m;
      known.unit = u;
      reach = known.reach;
    }
  }
  return { m, start, speed, mounted, byUnit, reach };
}

/** The reach the memo holds for the same unit object under the same side map (the most common question). */
function held(u: Unit, m: SideMap, byUnit: Map<string, Known>): ReachList | null {
  const known = byUnit.get(u.id);
  return known !== undefined && known.unit === u && known.m === m ? known.reach : null;
}

function searched(m: SideMap, steps: Float64Array, start: number, speed: number, mounted: boolean): Reach {
  const reach = new Reach(m.ix);
  searchFrom(m, steps, start, speed, mounted, -1, reach);
  return reach;
}

/**
 * The reach from `start` within `speed` when no enemy is near: what a search finds on the empty
 * map (no square closed within the budget, no stop before it, mounted or not), so it is searched
 * once per map and start and speed, and shared by every position and battle on that map
 * (caches.ts `freeReachesByMap`).
 */
function freeReach(m: SideMap, steps: Float64Array, start: number, speed: number): ReachList {
  const table = freeReaches.get(steps) ?? freeReaches.set(steps, new Map());
  const key = speed * m.ix.size + start;
  let reach = table.get(key);
  if (reach === undefined) table.set(key, (reach = searched(m, steps, start, speed, false)));
  return reach;
}

/** Every square `u` can reach (friends' squares included, where it may not end), cheapest first. */
export function reachOf(s: BattleState, u: Unit): ReachList {
  const m = sideMap(s, u.side);
  const byUnit = reaches.get(s.rules) ?? reaches.set(s.rules, new Map());
  const same = held(u, m, byUnit);
  if (same !== null) return same;
  const a = ask(s, u, m, byUnit);
  if (a === null) return EMPTY_REACH;
  if (a.reach !== null) return a.reach;
  const { start, speed, mounted } = a;
  const near = shapingEnemies(m, start, speed);
  const steps = stepTable(s.rules, m.ix);
  const free = near.length === 0 && (speed | 0) === speed;
  const reach = free ? freeReach(m, steps, start, speed) : searched(m, steps, start, speed, mounted);
  const known = byUnit.get(u.id);
  if (known === undefined) byUnit.set(u.id, { unit: u, start, speed, mounted, m, near, reach });
  else Object.assign(known, { unit: u, start, speed, mounted, m, near, reach });
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
  const m = sideMap(s, u.side);
  const byUnit = reaches.get(s.rules) ?? reaches.set(s.rules, new Map());
  let reach = held(u, m, byUnit);
  let a: Asked | null = null;
  if (reach === null) {
    a = ask(s, u, m, byUnit);
    if (a === null) return Infinity; // off the map
    reach = a.reach;
  }
  const target = m.ix.indexOf.get(to);
  if (target === undefined) return Infinity;
  if (reach !== null) {
    const k = reach.idx.indexOf(target);
    return k === -1 ? Infinity : reach.costs[k]!;
  }
  if (a === null) return Infinity;
  // Not searched yet: a search that stops at the square (the rules' check of a move).
  return searchFrom(m, stepTable(s.rules, m.ix), a.start, a.speed, a.mounted, target, null);
}
