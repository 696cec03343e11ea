/**
 * Carrying the computer general's context (context.ts) from one position to the next instead of
 * building it afresh: the units keep their places in the side's order unless one came, went or
 * moved past another in map order, so a context is brought up to date by the units that changed.
 */
import { whereOf } from '../board';
import type { BattleState } from '../state';
import { cautionOf } from './caution';
import type { Built } from './context';
import { rosterOf, type Roster } from './roster';

/**
 * `c` carried over to `s` in place, when the same units stand in each side's map order as in its
 * last position (no unit came or went, and none moved past a friend in map order): a move, a
 * charge, a hit or shot, a new round. Only the changed units' objects, squares, hurts and
 * pairings are copied again and the caution is worked out anew, which is what a full build gives
 * without walking the map order, the occupancy grid and every unit's card again. False when a
 * full build is due; `c` then holds nothing a full build doesn't write again.
 */
export function carried(c: Built, s: BattleState): boolean {
  const before = c.s.units;
  const now = s.units;
  if (!sameUnits(c.s, s)) return false;
  let changed = 0;
  let moved = 0;
  for (let k = 0; k < now.length; k++) {
    const u = now[k]!;
    const was = before[k]!;
    if (u === was) continue;
    changed++;
    if (u.at !== was.at) moved++;
  }
  if (moved > 0 && !moveCarried(c, s)) return false;
  const r = rosterOf(s);
  if (changed > 0) {
    const mine = c.mine.slice();
    const enemies = c.enemies.slice();
    for (let m = 0; m < mine.length; m++) {
      const k = c.mineK[m]!;
      if (now[k] === mine[m]) continue;
      mine[m] = now[k]!;
      c.hurt[m] = r.hurt[k]!;
      c.healthWorth[m] = r.healthWorth[k]!;
    }
    for (let e = 0; e < enemies.length; e++) enemies[e] = now[c.enemyK[e]!]!;
    c.mine = mine;
    c.enemies = enemies;
  }
  c.s = s;
  copyPairs(c, r, c.mineK, c.enemyK);
  c.caution = cautionOf(s, c.side, c.mine, c.enemies);
  c.version++;
  return true;
}

/** Whether `s` has the units `was` had, in the same places of its list (objects may differ). */
export function sameUnits(was: BattleState, s: BattleState): boolean {
  const before = was.units;
  const now = s.units;
  if (before.length !== now.length) return false;
  for (let k = 0; k < now.length; k++) if (now[k] !== before[k] && now[k]!.id !== before[k]!.id) return false;
  return true;
}

/**
 * The unit places `k` in the side's map order of the squares `cells` gives: by square, then
 * place in the list (as board.ts mapOrder), reversed when the side sees the map turned round.
 * An insertion sort: from one position to the next, a unit or two moves past another.
 */
export function sortedSlots(k: ArrayLike<number>, cells: readonly number[], flip: boolean): number[] {
  const out = Array.from(k);
  const before = (a: number, b: number): boolean => {
    const ca = cells[a]!;
    const cb = cells[b]!;
    return flip ? ca > cb || (ca === cb && a > b) : ca < cb || (ca === cb && a < b);
  };
  for (let j = 1; j < out.length; j++) {
    const x = out[j]!;
    let t = j;
    for (; t > 0 && before(x, out[t - 1]!); t--) out[t] = out[t - 1]!;
    out[t] = x;
  }
  return out;
}

/** Whether the places `k` stand in the side's map order of the squares `cells` gives. */
function inOrder(k: Int32Array, cells: readonly number[], flip: boolean): boolean {
  const sorted = sortedSlots(k, cells, flip);
  for (let j = 0; j < k.length; j++) if (sorted[j] !== k[j]) return false;
  return true;
}

/**
 * The squares of `c`'s units moved to where `s` has them, when every side's units keep their
 * order (most moves go a few squares, past no friend in map order). False, with `c` untouched,
 * when the order changed: the slots, and so the pairings' places, are then laid out again.
 */
function moveCarried(c: Built, s: BattleState): boolean {
  const cells = whereOf(s).cells;
  if (!inOrder(c.mineK, cells, c.flip) || !inOrder(c.enemyK, cells, c.flip)) return false;
  const { who, rows } = c;
  // Every moved unit's old square is cleared before any new one is taken: two may trade places.
  for (let m = 0; m < c.mineK.length; m++) if (c.mineAt[m] !== cells[c.mineK[m]!]) who[c.mineAt[m]!] = 0;
  for (let e = 0; e < c.enemyK.length; e++) if (c.enemyAt[e] !== cells[c.enemyK[e]!]) who[c.enemyAt[e]!] = 0;
  for (let m = 0; m < c.mineK.length; m++) {
    const i = cells[c.mineK[m]!]!;
    if (c.mineAt[m] === i) continue;
    c.mineAt[m] = i;
    who[i] = -(m + 1);
  }
  for (let e = 0; e < c.enemyK.length; e++) {
    const i = cells[c.enemyK[e]!]!;
    if (c.enemyAt[e] === i) continue;
    c.enemyAt[e] = i;
    c.enemyCol[e] = (i / rows) | 0;
    c.enemyRow[e] = i % rows;
    who[i] = e + 1;
  }
  return true;
}

/**
 * The attack worths both ways of every pairing, from the roster: only those of units that took
 * another place in the side's order, or whose pairings the roster worked out again (a hurt),
 * since the context's last position; all of them in fresh arrays or from another roster.
 */
export function copyPairs(c: Built, r: Roster, mineK: ArrayLike<number>, enemyK: ArrayLike<number>): void {
  const n = r.ids.length;
  const nm = mineK.length;
  const ne = enemyK.length;
  const { worth, threat, dirty } = c;
  const all = c.roster !== r;
  for (let e = 0; e < ne; e++) {
    const ke = enemyK[e]!;
    dirty[e] = all || c.enemyK[e] !== ke || r.stamp[ke]! > c.clock ? 1 : 0;
    c.enemyK[e] = ke;
  }
  for (let m = 0; m < nm; m++) {
    const k = mineK[m]!;
    const row = all || c.mineK[m] !== k || r.stamp[k]! > c.clock;
    c.mineK[m] = k;
    for (let e = 0; e < ne; e++) {
      if (!row && dirty[e] === 0) continue;
      const ke = enemyK[e]!;
      worth[m * ne + e] = r.worth[k * n + ke]!;
      threat[e * nm + m] = r.worth[ke * n + k]!;
    }
  }
  c.roster = r;
  c.clock = r.clock;
}
