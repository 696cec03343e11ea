/**
 * Where a unit may move ("Movement Phase", "Terrain"): up to its speed, diagonals one square,
 * slow squares two, blocking squares never, the corner rule on diagonals (docs/rules.md G3); it
 * must stop on coming next to an enemy, mounted units only next to enemy mounted units (not next
 * to the ones it starts beside: ruling DF3). It may
 * pass friends but not end on one, and never enters an enemy's square (ruling DF4).
 *
 * The searches run thousands of times a simulated battle: a side's enemy squares and stop squares
 * are arrays over the map's cell indexes, worked out only when the enemies stand elsewhere, and
 * the search is a Dijkstra by buckets (steps cost 1 or 2 squares) with the map's step costs
 * read from a table. It settles squares in the order src/grid/search.ts documents (cheapest
 * first, equal costs in map order) and finds the same least costs.
 */
import { RecentCache } from '../../core/recentCache';
import { terrainStepCost, type GridIndex, type IndexedStepCost } from '../../grid';
import type { CellKey } from '../../grid/types';
import { cardOf, kindOf, unitAt, whereOf, type Where } from './board';
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
function stepTable(rules: Rules, ix: GridIndex): Float64Array {
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

/**
 * One side's view of the enemies, by cell index: their squares, squares next to them. Shared by
 * every position where the enemies stand on the same squares (own moves, hurts, don't change it).
 */
interface SideMap {
  readonly ix: GridIndex;
  /** Each enemy as 2 × its square's index, plus 1 when mounted; in map order. */
  readonly code: readonly number[];
  readonly enemy: Uint8Array;
  /** Next to any enemy (where foot and ranged units stop). */
  readonly nearEnemy: Uint8Array;
  /** Next to an enemy mounted unit (where mounted units stop). */
  readonly nearMounted: Uint8Array;
}

/** The enemies of `side` as SideMap codes, in map order. */
function enemyCode(s: BattleState, w: Where, side: string): number[] {
  const code: number[] = [];
  for (let k = 0; k < s.units.length; k++) {
    const u = s.units[k]!;
    const i = w.cells[k]!;
    if (u.side === side || i < 0) continue;
    const c = 2 * i + (kindOf(u) === 'mounted' ? 1 : 0);
    let j = code.length;
    for (; j > 0 && code[j - 1]! > c; j--) code[j] = code[j - 1]!;
    code[j] = c;
  }
  return code;
}

function sameList(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return false;
  return true;
}

function buildSideMap(ix: GridIndex, code: readonly number[]): SideMap {
  // One buffer for the three: each typed array this size costs an allocation outside the heap.
  const buf = new ArrayBuffer(3 * ix.size);
  const enemy = new Uint8Array(buf, 0, ix.size);
  const nearEnemy = new Uint8Array(buf, ix.size, ix.size);
  const nearMounted = new Uint8Array(buf, 2 * ix.size, ix.size);
  for (const c of code) {
    const i = c >> 1;
    enemy[i] = 1;
    markAround(ix, i, nearEnemy);
    if (c & 1) markAround(ix, i, nearMounted);
  }
  return { ix, code, enemy, nearEnemy, nearMounted };
}

/** The last side map built per battle and side: the next position most often has the same enemies. */
const lastMaps = new RecentCache<Rules, Map<string, SideMap>>(4);

function sideMap(s: BattleState, side: string): SideMap {
  const w = whereOf(s);
  let m = w.bySide.get(side) as SideMap | undefined;
  if (m !== undefined) return m;
  const code = enemyCode(s, w, side);
  const last = lastMaps.get(s.rules) ?? lastMaps.set(s.rules, new Map());
  m = last.get(side);
  if (m === undefined || !sameList(m.code, code)) last.set(side, (m = buildSideMap(w.ix, code)));
  w.bySide.set(side, m);
  return m;
}

function markAround(ix: GridIndex, i: number, into: Uint8Array): void {
  for (let e = ix.nbrStart[i]!, end = ix.nbrStart[i + 1]!; e < end; e++) into[ix.nbrs[e]!] = 1;
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

/** The squares a unit reaches: keys and map indexes in settling order (cheapest first, ties in map order), with costs. */
export interface ReachList {
  readonly cells: readonly CellKey[];
  readonly idx: readonly number[];
  readonly costs: readonly number[];
}

const EMPTY_REACH: ReachList = { cells: [], idx: [], costs: [] };

/** Sorts the first n entries of a small list of map indexes, ascending. */
function sortSmall(a: number[], n: number): void {
  for (let k = 1; k < n; k++) {
    const x = a[k]!;
    let j = k;
    for (; j > 0 && a[j - 1]! > x; j--) a[j] = a[j - 1]!;
    a[j] = x;
  }
}

interface Out {
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
function searchFrom(
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

/**
 * The enemies that can shape a reach from the cell of index `start` within `speed`: those within
 * speed + 1 squares (a square it may not enter, or squares beside it where a move stops), as
 * SideMap codes.
 */
function shapingEnemies(m: SideMap, start: number, speed: number): number[] {
  const rows = m.ix.rows;
  const col = (start / rows) | 0;
  const row = start % rows;
  const near: number[] = [];
  for (const c of m.code) {
    const i = c >> 1;
    if (Math.max(Math.abs(((i / rows) | 0) - col), Math.abs((i % rows) - row)) <= speed + 1) near.push(c);
  }
  return near;
}

interface Known {
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
 * live on into the older generation of the heap.
 */
const reaches = new RecentCache<Rules, Map<string, Known>>(4);

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

function ask(s: BattleState, u: Unit): Asked | null {
  const m = sideMap(s, u.side);
  const byUnit = reaches.get(s.rules) ?? reaches.set(s.rules, new Map());
  const known = byUnit.get(u.id);
  // The most common question: the same unit object, the enemies where they stood.
  if (known !== undefined && known.unit === u && known.m === m) return { ...known, byUnit };
  const start = m.ix.indexOf.get(u.at);
  if (start === undefined) return null;
  const speed = cardOf(s, u).speed;
  const mounted = kindOf(u) === 'mounted';
  let reach: ReachList | null = null;
  if (known !== undefined && known.start === start && known.speed === speed && known.mounted === mounted) {
    if (known.m === m || sameList(known.near, shapingEnemies(m, start, speed))) {
      known.m = m;
      known.unit = u;
      reach = known.reach;
    }
  }
  return { m, start, speed, mounted, byUnit, reach };
}

/** Every square `u` can reach (friends' squares included, where it may not end), cheapest first. */
export function reachOf(s: BattleState, u: Unit): ReachList {
  const a = ask(s, u);
  if (a === null) return EMPTY_REACH;
  if (a.reach !== null) return a.reach;
  const { m, start, speed, mounted } = a;
  const reach: Out = { cells: [], idx: [], costs: [] };
  searchFrom(m, stepTable(s.rules, m.ix), start, speed, mounted, -1, reach);
  const near = shapingEnemies(m, start, speed);
  const known = a.byUnit.get(u.id);
  if (known === undefined) a.byUnit.set(u.id, { unit: u, start, speed, mounted, m, near, reach });
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
  const a = ask(s, u);
  if (a === null) return Infinity;
  if (a.reach !== null) {
    const k = a.reach.cells.indexOf(to);
    return k === -1 ? Infinity : a.reach.costs[k]!;
  }
  // Not searched yet: a search that stops at the square (the rules' check of a move).
  const target = a.m.ix.indexOf.get(to);
  if (target === undefined) return Infinity;
  return searchFrom(a.m, stepTable(s.rules, a.m.ix), a.start, a.speed, a.mounted, target, null);
}
