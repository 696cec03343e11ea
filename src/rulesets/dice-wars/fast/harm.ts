/**
 * The harm a unit can do where it stands (ai/harm.ts `harmWhereItStands`, the same sums in the
 * same order), which the general activates by: each weapon's best expected damage at an enemy,
 * the unit's Core dice's worth of them summed largest first.
 */
import { largest } from '../ai/harm';
import { meanHitDamage, needAgainst } from '../weapons';
import { coverNow } from './cover';
import { hitChance, gapOf, keepOf, unusedSlots } from './context';
import { seatAt, speedOf, type FastUnit, type Position } from './position';

/** What each slot of `u` would do to `foe` before cover (raw()). */
function raw(p: Position, u: FastUnit, foe: FastUnit, turned: boolean, slots: readonly number[]): number[] {
  const profiles = u.profiles;
  const out = new Array<number>(profiles.length).fill(0);
  const mc = seatAt(u, turned);
  const fc = seatAt(foe, turned);
  const rows = p.map.rows;
  let lo = Infinity;
  let hi = -Infinity;
  for (const x of mc)
    for (const m of fc)
      if (x >= 0 && m >= 0) {
        const g = gapOf(rows, x, m);
        if (g < lo) lo = g;
        if (g > hi) hi = g;
      }
  const lines = p.map.seats[turned ? 1 : 0].sight.between(foe.height, u.height);
  for (const w of slots) {
    const prof = profiles[w]!;
    if (lo > prof.max || hi < prof.min) continue;
    let attackers = 0;
    for (const x of mc) {
      if (x < 0) continue;
      for (const m of fc) {
        if (m < 0) continue;
        const g = gapOf(rows, x, m);
        if (g >= prof.min && g <= prof.max && lines.sees(m, x)) {
          attackers++;
          break;
        }
      }
    }
    if (attackers === 0) continue;
    out[w] =
      attackers *
      hitChance(needAgainst(prof, speedOf(foe))) *
      meanHitDamage(foe.squad ? prof.vsSquad : prof.vsUnit);
  }
  return out;
}

/**
 * raw() of unit i against unit j, kept while neither has moved, lost a member or lost dice (the
 * reference keeps it per pair the same way, ai/harm.ts): most pairs are asked again unchanged at
 * the next activation.
 */
function rawOf(
  p: Position,
  i: number,
  j: number,
  turned: boolean,
  slots: readonly number[],
): readonly number[] {
  const u = p.units[i]!;
  const foe = p.units[j]!;
  const k = i * p.units.length + j;
  const known = p.raws[k];
  if (
    known &&
    known.mine === u.version &&
    known.mineGear === u.gear &&
    known.foe === foe.version &&
    known.foeGear === foe.gear
  )
    return known.raw;
  const out = raw(p, u, foe, turned, slots);
  p.raws[k] = { mine: u.version, mineGear: u.gear, foe: foe.version, foeGear: foe.gear, raw: out };
  return out;
}

/** potential() of `u` where it stands, with every weapon and u.core actions. */
export function harmWhereItStands(p: Position, i: number): number {
  const u = p.units[i]!;
  const turned = p.turned[u.side]!;
  const slots = unusedSlots(u, false, []);
  const profiles = u.profiles;
  const values = slots.map(() => 0);
  for (let j = 0; j < p.units.length; j++) {
    const foe = p.units[j]!;
    if (!foe.alive || foe.side === u.side) continue;
    const dmgs = rawOf(p, i, j, turned, slots);
    let covered = -1;
    const keep = keepOf(foe);
    for (let i = 0; i < slots.length; i++) {
      const w = slots[i]!;
      let dmg = dmgs[w]!;
      if (dmg === 0) continue;
      if (!profiles[w]!.ignoresCover) {
        if (covered < 0) covered = coverNow(p, foe) ? 1 : 0;
        if (covered === 1) dmg = Math.max(0, dmg - Math.min(1, dmg));
      }
      dmg *= keep;
      if (dmg > values[i]!) values[i] = dmg;
    }
  }
  return largest(values, u.core);
}
