/**
 * Move searches on the fast position: the same search as movement.ts `reachOf` (the shared
 * bucket search over the map's step table, enemy squares closed, ruling DF3's stop squares), on
 * a side map brought up to date where an enemy moved or fell, and a reach kept per unit while its
 * square, the side map, or at least the enemies within its speed are the same. Reaches with no
 * enemy near come from the map's shared table (caches.ts `freeReachesByMap`), as the reference's do.
 */
import { freeReachesByMap as freeReaches } from '../caches';
import { Reach, type ReachList } from '../movement';
import { searchFrom } from '../reachSearch';
import type { SideMap } from '../sideMap';
import { CHANGE_MASK, logHolds } from './changeLog';
import { MOUNTED, type Fast } from './position';

interface Kept {
  start: number;
  /** The enemies' `placed` count it was searched (or last found good) under. */
  placed: number;
  near: number[];
  reach: ReachList;
}

/**
 * A side map kept for the battle and brought up to date in place: per square, how many enemies
 * stand beside it (and how many mounted ones), so an enemy leaving a square clears only the marks
 * no other enemy holds.
 */
interface KeptMap extends SideMap {
  readonly code: number[];
  readonly nearN: Uint8Array;
  readonly mountedN: Uint8Array;
}

/** Per battle: each side's side map (the enemies of that side) and each unit's kept reach. */
export interface Reaches {
  readonly maps: (KeptMap | null)[];
  readonly mapPlaced: Int32Array;
  /** Per side map: the position's change count (`Fast.changes`) it was brought to; -1, none. */
  readonly mapChanges: Int32Array;
  /** Per unit: the square its side map (its enemies') marks it on, or -1. */
  readonly mapCell: Int32Array;
  readonly kept: (Kept | null)[];
  /** The free reaches asked for on the step table `steps`, by speed × map size + start (the shared table's). */
  readonly free: (ReachList | undefined)[];
  steps: Float64Array;
}

export const newReaches = (f: Fast): Reaches => ({
  maps: [null, null],
  mapPlaced: new Int32Array([-1, -1]),
  mapChanges: new Int32Array([-1, -1]),
  mapCell: new Int32Array(f.n).fill(-1),
  kept: new Array<Kept | null>(f.n).fill(null),
  free: [],
  steps: f.steps,
});

/** The move searches set for another battle on the same map: nothing kept from the last one. */
export function resetReaches(r: Reaches, f: Fast): void {
  r.mapPlaced.fill(-1);
  r.mapChanges.fill(-1);
  r.mapCell.fill(-1);
  for (const m of r.maps) {
    if (m === null) continue;
    m.code.length = 0;
    for (const a of [m.enemy, m.nearEnemy, m.nearMounted, m.nearN, m.mountedN]) a.fill(0);
  }
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

function newMap(f: Fast): KeptMap {
  const size = f.ix.size;
  const u8 = () => new Uint8Array(size);
  return { ix: f.ix, code: [], enemy: u8(), nearEnemy: u8(), nearMounted: u8(), nearN: u8(), mountedN: u8() };
}

/** Counts the squares beside square i up (by 1) or down (by -1), marking where the count is not 0. */
function countAround(f: Fast, i: number, by: number, n: Uint8Array, mark: Uint8Array): void {
  const { nbrStart, nbrs } = f.ix;
  for (let e = nbrStart[i]!, end = nbrStart[i + 1]!; e < end; e++) {
    const v = nbrs[e]!;
    mark[v] = (n[v] = n[v]! + by) === 0 ? 0 : 1;
  }
}

/** Takes enemy code c off the map's squares and out of its codes. */
function leave(f: Fast, m: KeptMap, c: number): void {
  const i = c >> 1;
  m.enemy[i] = 0;
  countAround(f, i, -1, m.nearN, m.nearEnemy);
  if (c & 1) countAround(f, i, -1, m.mountedN, m.nearMounted);
  // By hand: the plain list's copyWithin is the generic, slow one; and pop, not a length set (a
  // call into the runtime).
  const { code } = m;
  const last = code.length - 1;
  for (let t = code.indexOf(c); t < last; t++) code[t] = code[t + 1]!;
  code.pop();
}

/** Puts enemy code c on the map's squares and into its codes, kept in map order. */
function enter(f: Fast, m: KeptMap, c: number): void {
  const i = c >> 1;
  m.enemy[i] = 1;
  countAround(f, i, 1, m.nearN, m.nearEnemy);
  if (c & 1) countAround(f, i, 1, m.mountedN, m.nearMounted);
  const { code } = m;
  let t = code.length;
  for (; t > 0 && code[t - 1]! > c; t--) code[t] = code[t - 1]!;
  code[t] = c;
}

/** Side `other`'s unit k as a side map code, or -1 when it is off the map (or was). */
const codeOf = (f: Fast, k: number, i: number): number =>
  i < 0 ? -1 : 2 * i + (f.kind[k] === MOUNTED ? 1 : 0);

/**
 * The side map of side `j`: its enemies' squares, and the squares beside them (sideMap.ts),
 * brought up to date when an enemy moved or fell: the enemies no longer where it marks them are
 * taken off first, then put on where they stand (one may stand where another stood). Only the
 * units the position logged as changed since are looked at, when the log still holds them all.
 */
export function sideMapOf(f: Fast, r: Reaches, j: number): SideMap {
  const other = 1 - j;
  const m = r.maps[j] ?? (r.maps[j] = newMap(f));
  if (r.mapPlaced[j] === f.placed[other]) {
    // No enemy moved or fell since: what the log holds since is not the map's.
    r.mapChanges[j] = f.changes;
    return m;
  }
  const seen = r.mapChanges[j]!;
  const log = f.changeLog;
  if (logHolds(f, seen)) {
    for (let x = seen; x < f.changes; x++) takeOff(f, r, m, other, log[x & CHANGE_MASK]!);
    for (let x = seen; x < f.changes; x++) putOn(f, r, m, other, log[x & CHANGE_MASK]!);
  } else {
    for (let k = 0; k < f.n; k++) takeOff(f, r, m, other, k);
    for (let k = 0; k < f.n; k++) putOn(f, r, m, other, k);
  }
  r.mapPlaced[j] = f.placed[other]!;
  r.mapChanges[j] = f.changes;
  return m;
}

/** Takes unit k off side map m if it is one of its enemies (side `other`) and not where m marks it. */
function takeOff(f: Fast, r: Reaches, m: KeptMap, other: number, k: number): void {
  const was = r.mapCell[k]!;
  if (was < 0 || f.side[k] !== other || (f.alive[k] === 1 && f.cell[k] === was)) return;
  leave(f, m, codeOf(f, k, was));
  // Off the map until putOn: a unit logged twice is taken off once.
  r.mapCell[k] = -1;
}

/** Puts unit k on side map m where it stands, if it is one of its enemies and not marked there. */
function putOn(f: Fast, r: Reaches, m: KeptMap, other: number, k: number): void {
  if (f.side[k] !== other) return;
  const now = f.alive[k] === 1 ? f.cell[k]! : -1;
  if (now === r.mapCell[k]) return;
  if (now >= 0) enter(f, m, codeOf(f, k, now));
  r.mapCell[k] = now;
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
