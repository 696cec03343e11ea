/**
 * The numbers the computer general (and the prompts) weigh: the chance an attack roll beats a
 * defence roll, and the damage a die does to a unit with so much health left. Exact, from the
 * dice's distributions.
 */

import { hitChances as hitMemo } from '../caches';

/** Ways to roll each total of 2d6, 2 to 12, out of 36. */
const TWO_D6 = [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];

/** P(2d6 + attack > 2d6 + defence), for `diff` = attack bonus − defence bonus. */
export function hitChance(diff: number): number {
  let p = hitMemo.get(diff);
  if (p !== undefined) return p;
  let ways = 0;
  for (let a = 0; a < 11; a++) for (let b = 0; b < 11; b++) if (a + diff > b) ways += TWO_D6[a]! * TWO_D6[b]!;
  p = ways / 1296;
  hitMemo.set(diff, p);
  return p;
}

/** E[min(die + bonus, health)]: the damage one roll does to a unit with `health` left. */
export function expectedDamage(die: number, bonus: number, health: number): number {
  let sum = 0;
  for (let f = 1; f <= die; f++) sum += Math.max(0, Math.min(f + bonus, health));
  return sum / die;
}

/** P(die + bonus ≥ health): one damage roll finishes the unit. */
export function killChance(die: number, bonus: number, health: number): number {
  let n = 0;
  for (let f = 1; f <= die; f++) if (f + bonus >= health) n++;
  return n / die;
}
