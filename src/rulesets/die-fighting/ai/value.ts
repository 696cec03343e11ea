/**
 * What an attack is worth to the computer general, in points (what the text's timed game
 * counts): the share of the target's cost its expected damage takes, plus its cost again times
 * the chance of destroying it, so damaged and valuable units draw the attacks (focused fire).
 */
import { cardOf, kindOf, maxHealth, pointsOf } from '../board';
import type { BattleState } from '../state';
import type { Unit } from '../types';
import { expectedDamage, hitChance, killChance } from './odds';

/** The chance `a`'s attack hits `t`: ranged attackers and ranged targets are hit for sure. */
export function hitOf(s: BattleState, a: Unit, t: Unit): number {
  if (kindOf(a) === 'ranged' || kindOf(t) === 'ranged') return 1;
  return hitChance(cardOf(s, a).attack - cardOf(s, t).defence);
}

/** The worth of `a` attacking `t` alone (`split` targets share the damage roll). */
export function attackWorth(s: BattleState, a: Unit, t: Unit, split = 1): number {
  const die = maxHealth(a);
  const bonus = cardOf(s, a).damage;
  const hit = hitOf(s, a, t);
  const cost = pointsOf(t);
  // A split roll: about 1/split of the die reaches each target.
  const share = (x: number) => x / split;
  const dmg = share(expectedDamage(die, bonus, t.health * split));
  const kill = split === 1 ? killChance(die, bonus, t.health) : killChance(die, bonus, t.health * split);
  return hit * ((Math.min(dmg, t.health) / maxHealth(t)) * cost + kill * cost);
}

/** What a point of `u`'s health is worth (its cost spread over its die). */
export const healthWorth = (u: Unit): number => pointsOf(u) / maxHealth(u);
