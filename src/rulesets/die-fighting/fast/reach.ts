/**
 * Move searches on the fast position: the same search as movement.ts `reachOf` (the shared
 * bucket search over the map's step table, enemy squares closed, ruling DF3's stop squares), on
 * a side map made again only when an enemy moved or fell, and a reach kept per unit while its
 * square, the side map, or at least the enemies within its speed are the same. Reaches with no
 * enemy near come from the map's shared table (caches.ts `freeReachesByMap`), as the reference's do.
 */
import { freeReachesByMap as freeReaches } from '../caches';
import { Reach, type ReachList } from '../movement';
import { searchFrom } from '../reachSearch';
import { markAround, type SideMap } from '../sideMap';
import { MOUNTED, type Fast } from './position';

interface Kept {
  start: number;
  /** The enemies' `placed` count it was searched (or last found good) under. */
  placed: number;
  near: number[];
  reach: ReachList;
}

/** Per battle: each side's side map (the enemies of that side) and each unit's kept reach. */
export interface Reaches {
  readonly maps: (SideMap | null)[];
  readonly mapPlaced: Int32Array;
  readonly kept: (Kept | null)[];
  /** The free reaches asked for on the step table `steps`, by speed × map size + start (the shared table's). */
  readonly free: (ReachList | undefined)[];
  steps: Float64Array;
}

export const newReaches = (f: Fast): Reaches => ({
  maps: [null, null],
  mapPlaced: new Int32Array([-1, -1]),
  kept: new Array<Kept | null>(f.n).fill(null),
  free: [],
  steps: f.steps,
});

/** The move searches set for another battle on the same map: nothing kept from the last one. */
export function resetReaches(r: Reaches, f: Fast): void {
  r.mapPlaced.fill(-1);
  for (const kept of r.kept) if (kept !== null) kept.start = -1;
  // The free reaches depend on the step table alone.
  if (r.steps !== f.steps) {
    r.free.length = 0;
    r.steps = f.steps;
  }
}

/** The reach of `speed` from `start` with no enemy near, from the map's shared table. */
function freeReach(f: Fast, r: Reaches, m: SideMap, start: number, speed: number): ReachList {
  const key = speed * f.ix.size + start;
  let free = r.free[key];
  if (free !== undefined) return free;
  const table = freeReaches.get(f.steps) ?? freeReaches.set(f.steps, new Map());
  free = table.get(key);
  if (free === undefined) table.set(key, (free = search(m, f, start, speed, false)));
  r.free[key] = free;
  return free;
}

/**
 * The side map of side `j`: its enemies' squares, and the squares beside them (sideMap.ts), made
 * again in the same arrays when an enemy moved or fell (no reach keeps a side map: kept reaches
 * are checked by the enemies near them).
 */
export function sideMapOf(f: Fast, r: Reaches, j: number): SideMap {
  const other = 1 - j;
  let m = r.maps[j] ?? null;
  if (m !== null && r.mapPlaced[j] === f.placed[other]) return m;
  const { ix } = f;
  if (m === null) {
    const size = ix.size;
    m = {
      ix,
      code: [],
      enemy: new Uint8Array(size),
      nearEnemy: new Uint8Array(size),
      nearMounted: new Uint8Array(size),
    };
    r.maps[j] = m;
  }
  const code = m.code as number[];
  code.length = 0;
  // By square, so in map order, as the reference's codes are.
  for (let k = 0; k < f.n; k++) {
    if (f.alive[k] === 0 || f.side[k] !== other) continue;
    const c = 2 * f.cell[k]! + (f.kind[k] === MOUNTED ? 1 : 0);
    let t = code.length;
    for (; t > 0 && code[t - 1]! > c; t--) code[t] = code[t - 1]!;
    code[t] = c;
  }
  const { enemy, nearEnemy, nearMounted } = m;
  enemy.fill(0);
  nearEnemy.fill(0);
  nearMounted.fill(0);
  for (const c of code) {
    const i = c >> 1;
    enemy[i] = 1;
    markAround(ix, i, nearEnemy);
    if (c & 1) markAround(ix, i, nearMounted);
  }
  r.mapPlaced[j] = f.placed[other]!;
  return m;
}

/** The side map's enemies within `speed` of `start` (movement.ts shapingEnemies). */
function shaping(m: SideMap, start: number, speed: number, rows: number): number[] {
  const col = (start / rows) | 0;
  const row = start % rows;
  const near: number[] = [];
  for (const c of m.code) {
    const i = c >> 1;
    if (Math.max(Math.abs(((i / rows) | 0) - col), Math.abs((i % rows) - row)) <= speed) near.push(c);
  }
  return near;
}

function sameNear(near: readonly number[], m: SideMap, start: number, speed: number, rows: number): boolean {
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

function search(m: SideMap, f: Fast, start: number, speed: number, mounted: boolean): ReachList {
  // The reference's own reach object: a free reach goes into the table both paths share.
  const out = new Reach(f.ix);
  searchFrom(m, f.steps, start, speed, mounted, -1, out);
  return out;
}

/** Every square unit k reaches this position (friends' squares included), cheapest first. */
export function reachOfUnit(f: Fast, r: Reaches, k: number): ReachList {
  const j = f.side[k]!;
  const m = sideMapOf(f, r, j);
  const start = f.cell[k]!;
  const speed = f.speed[k]!;
  const placed = f.placed[1 - j]!;
  const kept = r.kept[k] ?? null;
  if (kept !== null && kept.start === start) {
    if (kept.placed === placed) return kept.reach;
    if (sameNear(kept.near, m, start, speed, f.rows)) {
      kept.placed = placed;
      return kept.reach;
    }
  }
  const near = shaping(m, start, speed, f.rows);
  let reach: ReachList;
  if (near.length === 0 && (speed | 0) === speed) reach = freeReach(f, r, m, start, speed);
  else reach = search(m, f, start, speed, f.kind[k] === MOUNTED);
  if (kept === null) r.kept[k] = { start, placed, near, reach };
  else {
    kept.start = start;
    kept.placed = placed;
    kept.near = near;
    kept.reach = reach;
  }
  return reach;
}
