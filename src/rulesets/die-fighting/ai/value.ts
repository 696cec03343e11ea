/**
 * What an attack is worth to the computer general, in points (what the text's timed game
 * counts): the share of the target's cost its expected damage takes, plus its cost again times
 * the chance of destroying it, so damaged and valuable units draw the attacks (focused fire).
 */
import { RecentCache } from '../../../core/recentCache';
import { cardOf, kindOf, maxHealth, pointsOf } from '../board';
import { COMMANDER_NAMES, UNIT_TYPE_NAMES } from '../cards';
import type { BattleState } from '../state';
import type { Unit } from '../types';
import { expectedDamage, hitChance, killChance } from './odds';

/** The chance `a`'s attack hits `t`: ranged attackers and ranged targets are hit for sure. */
export function hitOf(s: BattleState, a: Unit, t: Unit): number {
  if (kindOf(a) === 'ranged' || kindOf(t) === 'ranged') return 1;
  return hitChance(cardOf(s, a).attack - cardOf(s, t).defence);
}

/** The worth of `a` attacking `t` alone (`split` targets share the damage roll). */
function worthOf(s: BattleState, a: Unit, t: Unit, split: number): number {
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

const TYPE_INDEX: Readonly<Record<string, number>> = Object.fromEntries(
  UNIT_TYPE_NAMES.map((t, i) => [t, i]),
);
const RANK_INDEX: Readonly<Record<string, number>> = Object.fromEntries(
  COMMANDER_NAMES.map((r, i) => [r, i + 1]),
);

/** The pairing as one number: worth depends on nothing else (the cards are fixed per battle). */
const pairKey = (a: Unit, t: Unit, split: number): number =>
  ((((TYPE_INDEX[a.type]! * 4 + (a.commander ? RANK_INDEX[a.commander]! : 0)) * 6 + TYPE_INDEX[t.type]!) * 4 +
    (t.commander ? RANK_INDEX[t.commander]! : 0)) *
    32 +
    t.health) *
    8 +
  split;

const memos = new RecentCache<BattleState['rules']['cards'], Map<number, number>>(4);

/** The worth of `a` attacking `t` alone (`split` targets share the damage roll), worked out once per pairing. */
export function attackWorth(s: BattleState, a: Unit, t: Unit, split = 1): number {
  const cards = s.rules.cards;
  const memo = memos.get(cards) ?? memos.set(cards, new Map());
  const key = pairKey(a, t, split);
  let w = memo.get(key);
  if (w === undefined) {
    w = worthOf(s, a, t, split);
    memo.set(key, w);
  }
  return w;
}

/** What a point of `u`'s health is worth (its cost spread over its die). */
export const healthWorth = (u: Unit): number => pointsOf(u) / maxHealth(u);
