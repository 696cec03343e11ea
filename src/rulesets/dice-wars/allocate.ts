/**
 * Sensible losses, for the default answer and the computer general ("Damage Phase": the owner
 * chooses which dice go): a unit gives up, one die at a time, the die whose loss costs it least
 * (Passive and Equipment dice before Core dice, the last Core die never while another die is
 * left); a squad gives up the last members whose loss keeps the rest together.
 */
import type { CellKey } from '../../grid/types';
import { coherent } from './geometry';
import type { Unit } from './state';
import type { DieRef } from './types';

/** What a piece, a Passive or an Equipment, is worth at each number of dice (0 to 4). */
const EQUIPMENT_WORTH = [0, 1, 1.6, 2.4, 3.2];
const ARMOR_WORTH = [0, 0.8, 1.0, 1.6, 2.0];
const SPEED_WORTH = [0, 0.8, 1.2, 1.5, 1.8];
/** A Core die is an action and a die of health: dearer than any one die of a piece. */
const CORE_WORTH = 2.5;

const drop = (table: readonly number[], dice: number): number =>
  table[Math.min(dice, 4)]! - table[Math.max(dice - 1, 0)]!;

/** `count` dice for `u` to lose, cheapest first; fewer than `count` dice on it loses them all. */
export function sensibleLoss(u: Unit, count: number): DieRef[] {
  let core = u.core;
  let passive = u.passive?.dice ?? 0;
  const pieces = u.equipment.map((p) => p.dice);
  const passiveWorth = u.passive?.kind === 'speed' ? SPEED_WORTH : ARMOR_WORTH;
  const out: DieRef[] = [];
  for (let k = 0; k < count; k++) {
    let best: { ref: DieRef; cost: number } | null = null;
    const consider = (ref: DieRef, cost: number) => {
      if (best === null || cost < best.cost) best = { ref, cost };
    };
    if (passive > 0) consider('passive', drop(passiveWorth, passive));
    pieces.forEach((dice, i) => {
      if (dice > 0) consider(i, drop(EQUIPMENT_WORTH, dice));
    });
    if (core > 1) consider('core', CORE_WORTH);
    else if (core === 1 && best === null) consider('core', Infinity);
    const chosen = best as { ref: DieRef; cost: number } | null;
    if (chosen === null) break;
    out.push(chosen.ref);
    if (chosen.ref === 'core') core -= 1;
    else if (chosen.ref === 'passive') passive -= 1;
    else pieces[chosen.ref] = pieces[chosen.ref]! - 1;
  }
  return out;
}

/** `count` members of a squad to remove: the last ones whose loss leaves the rest coherent. */
export function sensibleMembers(u: Unit, count: number): CellKey[] {
  let left = [...u.models];
  const out: CellKey[] = [];
  for (let k = 0; k < count && left.length > 0; k++) {
    let pick = left.length - 1;
    for (let i = left.length - 1; i >= 0; i--) {
      if (coherent(left.filter((_, j) => j !== i))) {
        pick = i;
        break;
      }
    }
    out.push(left[pick]!);
    left = left.filter((_, j) => j !== pick);
  }
  return out;
}
