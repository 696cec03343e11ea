/**
 * A side's view (context.ts) brought to the next position by patching only what changed, instead
 * of built again (issue 23): from one of the side's decisions to the next, a few units move or get
 * hurt, and the view of a few dozen units was copied whole for each. Units keep their place in the
 * position's list unless one falls, so a unit object that differs from the one the view was built
 * for is the whole change; when one moved past a friend in map order, it is moved along the view's
 * order by swaps (its row and column of pairings with it). The result is the view build makes.
 */
import type { BattleState } from '../state';
import { cautionOf } from './caution';
import type { Built } from './context';
import { rosterOf } from './roster';

/** Swaps entries a and b of a typed array. */
function swapIn(arr: Int32Array | Float64Array | Uint8Array, a: number, b: number): void {
  const x = arr[a]!;
  arr[a] = arr[b]!;
  arr[b] = x;
}

/** Swaps my units a and b of the view: every per-unit entry, their pairings, their squares' marks. */
function swapMine(c: Built, a: number, b: number): void {
  const nm = c.mine.length;
  const ne = c.enemies.length;
  const u = c.mine[a]!;
  (c.mine as unknown[])[a] = c.mine[b]!;
  (c.mine as unknown[])[b] = u;
  swapIn(c.mineK, a, b);
  swapIn(c.mineAt, a, b);
  swapIn(c.speed, a, b);
  swapIn(c.move, a, b);
  swapIn(c.range, a, b);
  swapIn(c.ranged, a, b);
  swapIn(c.hurt, a, b);
  swapIn(c.healthWorth, a, b);
  const { worth, threat } = c;
  for (let e = 0; e < ne; e++) {
    swapIn(worth, a * ne + e, b * ne + e);
    swapIn(threat, e * nm + a, e * nm + b);
  }
  c.who[c.mineAt[a]!] = -(a + 1);
  c.who[c.mineAt[b]!] = -(b + 1);
  c.posOf[c.mineK[a]!] = a + 1;
  c.posOf[c.mineK[b]!] = b + 1;
}

/** Swaps enemies a and b of the view, as swapMine does my units. */
function swapEnemy(c: Built, a: number, b: number): void {
  const nm = c.mine.length;
  const ne = c.enemies.length;
  const u = c.enemies[a]!;
  (c.enemies as unknown[])[a] = c.enemies[b]!;
  (c.enemies as unknown[])[b] = u;
  swapIn(c.enemyK, a, b);
  swapIn(c.enemyAt, a, b);
  swapIn(c.enemyCol, a, b);
  swapIn(c.enemyRow, a, b);
  swapIn(c.enemyReach, a, b);
  swapIn(c.enemyRange, a, b);
  const { worth, threat } = c;
  for (let m = 0; m < nm; m++) {
    swapIn(worth, m * ne + a, m * ne + b);
    swapIn(threat, a * nm + m, b * nm + m);
  }
  c.who[c.enemyAt[a]!] = a + 1;
  c.who[c.enemyAt[b]!] = b + 1;
  c.posOf[c.enemyK[a]!] = -(a + 1);
  c.posOf[c.enemyK[b]!] = -(b + 1);
}

/** Puts the units back in the side's tie order (map order, reversed when flipped) by swaps. */
function reorder(c: Built, at: Int32Array, n: number, swap: (c: Built, a: number, b: number) => void): void {
  for (let j = 1; j < n; j++) {
    for (let t = j; t > 0 && (c.flip ? at[t - 1]! < at[t]! : at[t - 1]! > at[t]!); t--) swap(c, t - 1, t);
  }
}

/** Unit k's pairings copied again from the roster, at its place in the view. */
function copyUnitPairs(c: Built, k: number): void {
  const r = c.roster!;
  const n = r.ids.length;
  const nm = c.mine.length;
  const ne = c.enemies.length;
  const p = c.posOf[k]!;
  if (p > 0) {
    const m = p - 1;
    for (let e = 0; e < ne; e++) {
      const ke = c.enemyK[e]!;
      c.worth[m * ne + e] = r.worth[k * n + ke]!;
      c.threat[e * nm + m] = r.worth[ke * n + k]!;
    }
  } else {
    const e = -p - 1;
    for (let m = 0; m < nm; m++) {
      const km = c.mineK[m]!;
      c.worth[m * ne + e] = r.worth[km * n + k]!;
      c.threat[e * nm + m] = r.worth[k * n + km]!;
    }
  }
}

/** Marks the squares of the changed units anew: all the old ones cleared first (one may take another's). */
function moveMarks(c: Built, s: BattleState, changed: readonly number[]): void {
  for (const k of changed) {
    const p = c.posOf[k]!;
    c.who[p > 0 ? c.mineAt[p - 1]! : c.enemyAt[-p - 1]!] = 0;
  }
  const rows = c.rows;
  for (const k of changed) {
    const p = c.posOf[k]!;
    // The changed units' squares only: whereOf would look every unit's up.
    const i = c.ix.indexOf.get(s.units[k]!.at)!;
    c.who[i] = -p;
    if (p > 0) c.mineAt[p - 1] = i;
    else {
      const e = -p - 1;
      c.enemyAt[e] = i;
      c.enemyCol[e] = (i / rows) | 0;
      c.enemyRow[e] = i % rows;
    }
  }
}

/**
 * `c` patched in place from the position it was built for to `s`; false (and `c` untouched) when
 * a unit fell or the roster was made again, for build to do.
 */
export function patched(c: Built, s: BattleState): boolean {
  const before = c.s.units;
  const n = s.units.length;
  if (before.length !== n) return false;
  const r = rosterOf(s);
  if (r !== c.roster) return false;
  const changed: number[] = [];
  for (let k = 0; k < n; k++) {
    const u = s.units[k]!;
    if (u === before[k]) continue;
    changed.push(k);
    const p = c.posOf[k]!;
    if (p > 0) {
      (c.mine as unknown[])[p - 1] = u;
      c.hurt[p - 1] = r.hurt[k]!;
      c.healthWorth[p - 1] = r.healthWorth[k]!;
    } else (c.enemies as unknown[])[-p - 1] = u;
  }
  moveMarks(c, s, changed);
  reorder(c, c.mineAt, c.mine.length, swapMine);
  reorder(c, c.enemyAt, c.enemies.length, swapEnemy);
  for (let k = 0; k < n; k++) if (r.stamp[k]! > c.clock) copyUnitPairs(c, k);
  c.clock = r.clock;
  c.s = s;
  c.caution = cautionOf(s, c.side, c.mine, c.enemies);
  c.version++;
  return true;
}
