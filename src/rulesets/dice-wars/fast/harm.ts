/**
 * The harm a unit can do where it stands (ai/harm.ts `harmWhereItStands`, the same sums in the
 * same order), which the general activates by: each weapon's best expected damage at an enemy,
 * the unit's Core dice's worth of them summed largest first.
 */
import { needAgainst } from '../weapons';
import { coverNow } from './cover';
import { gapOf } from './context';
import { hitChance, seatAt, speedOf, type FastUnit, type Position } from './position';

/** What each usable slot of `u` would do to `foe` before cover (raw()), written at `at` in p.rawVal. */
function raw(p: Position, u: FastUnit, foe: FastUnit, turned: boolean, at: number): void {
  const profiles = u.profiles;
  const out = p.rawVal;
  const mc = seatAt(u, turned);
  const fc = seatAt(foe, turned);
  const rows = p.map.rows;
  let lo = Infinity;
  let hi = -Infinity;
  for (let a = 0; a < mc.length; a++)
    for (let b = 0; b < fc.length; b++) {
      const x = mc[a]!;
      const m = fc[b]!;
      if (x >= 0 && m >= 0) {
        const g = gapOf(rows, x, m);
        if (g < lo) lo = g;
        if (g > hi) hi = g;
      }
    }
  const lines = p.map.seats[turned ? 1 : 0].sight.between(foe.height, u.height);
  for (let w = 0; w < profiles.length; w++) {
    out[at + w] = 0;
    const prof = profiles[w];
    if (!prof || lo > prof.max || hi < prof.min) continue;
    let attackers = 0;
    for (let a = 0; a < mc.length; a++) {
      const x = mc[a]!;
      if (x < 0) continue;
      for (let b = 0; b < fc.length; b++) {
        const m = fc[b]!;
        if (m < 0) continue;
        const g = gapOf(rows, x, m);
        if (g >= prof.min && g <= prof.max && lines.sees(m, x)) {
          attackers++;
          break;
        }
      }
    }
    if (attackers === 0) continue;
    out[at + w] =
      attackers * hitChance(needAgainst(prof, speedOf(foe))) * (foe.squad ? prof.meanSquad : prof.meanUnit);
  }
}

/**
 * Where raw() of unit i against unit j stands in p.rawVal, worked out again only when one of the
 * two has moved, lost a member or lost dice since (the reference keeps it per pair the same way,
 * ai/harm.ts): most pairs are asked again unchanged at the next activation.
 */
function rawOf(p: Position, i: number, j: number, turned: boolean): number {
  const u = p.units[i]!;
  const foe = p.units[j]!;
  const k = i * p.units.length + j;
  const key = p.rawKey;
  const at = k * p.slots;
  if (
    key[4 * k] !== u.version ||
    key[4 * k + 1] !== u.gear ||
    key[4 * k + 2] !== foe.version ||
    key[4 * k + 3] !== foe.gear
  ) {
    raw(p, u, foe, turned, at);
    key[4 * k] = u.version;
    key[4 * k + 1] = u.gear;
    key[4 * k + 2] = foe.version;
    key[4 * k + 3] = foe.gear;
  }
  return at;
}

/** The sum of the `k` largest of values[0..n) (ai/harm.ts largest(): sorted, then summed in order). */
function largest(values: Float64Array, n: number, k: number): number {
  for (let i = 1; i < n; i++) {
    const v = values[i]!;
    let j = i;
    for (; j > 0 && values[j - 1]! < v; j--) values[j] = values[j - 1]!;
    values[j] = v;
  }
  let sum = 0;
  for (let i = 0; i < Math.min(n, Math.max(0, k)); i++) sum += values[i]!;
  return sum;
}

/** potential() of `u` where it stands, with every weapon and u.core actions. */
export function harmWhereItStands(p: Position, i: number): number {
  const u = p.units[i]!;
  const turned = p.turned[u.side]!;
  const profiles = u.profiles;
  // By usable slot in slot order (unusedSlots(u, false, []): the slots with a weapon).
  const values = p.harmValues;
  let n = 0;
  for (let w = 0; w < profiles.length; w++) if (profiles[w]) values[n++] = 0;
  const raws = p.rawVal;
  for (let j = 0; j < p.units.length; j++) {
    const foe = p.units[j]!;
    if (!foe.alive || foe.side === u.side) continue;
    const at = rawOf(p, i, j, turned);
    let covered = -1;
    const keep = foe.keep;
    for (let w = 0, s = 0; w < profiles.length; w++) {
      const prof = profiles[w];
      if (!prof) continue;
      let dmg = raws[at + w]!;
      s++;
      if (dmg === 0) continue;
      if (!prof.ignoresCover) {
        if (covered < 0) covered = coverNow(p, foe) ? 1 : 0;
        if (covered === 1) dmg = Math.max(0, dmg - Math.min(1, dmg));
      }
      dmg *= keep;
      if (dmg > values[s - 1]!) values[s - 1] = dmg;
    }
  }
  return largest(values, n, u.core);
}
