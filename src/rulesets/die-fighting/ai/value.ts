/**
 * What an attack is worth to the computer general, in points (what the text's timed game
 * counts): the share of the target's cost its expected damage takes, plus its cost again times
 * the chance of destroying it, so damaged and valuable units draw the attacks (focused fire).
 */
import { cardOf, kindOf, maxHealth, pointsOf } from '../board';
import { attackWorths as memos, profileCards, worthTables as tables } from '../caches';
import { cardFor, COMMANDER_NAMES, UNIT_TYPE_NAMES } from '../cards';
import type { BattleState } from '../state';
import type { Card, Unit } from '../types';
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

/** A unit's type and commander as one number below PROFILES. */
export const profileOf = (u: Unit): number =>
  TYPE_INDEX[u.type]! * 4 + (u.commander ? RANK_INDEX[u.commander]! : 0);

const PROFILES = UNIT_TYPE_NAMES.length * 4;
const MAX_HEALTH = 20;

/** Every profile's card (commander's bonus included), by profile: one look-up per unit, no key strings. */
export function cardsByProfile(s: BattleState): readonly Card[] {
  let out = profileCards.get(s.rules.cards);
  if (!out) {
    out = [];
    for (const type of UNIT_TYPE_NAMES) {
      out.push(cardFor(s.rules.cards, type, null));
      for (const rank of COMMANDER_NAMES) out.push(cardFor(s.rules.cards, type, rank));
    }
    profileCards.set(s.rules.cards, out);
  }
  return out;
}

/** A battle's attack worths by (attacker's profile, target's profile, target's health); -1 until asked. */
export interface WorthTable {
  readonly cells: Float64Array;
}

export const worthTable = (s: BattleState): WorthTable =>
  tables.get(s.rules.cards) ??
  tables.set(s.rules.cards, { cells: new Float64Array(PROFILES * PROFILES * (MAX_HEALTH + 1)).fill(-1) });

/**
 * attackWorth of `a` (of profile `pa`) on `t` (of profile `pt`) alone, through the battle's table
 * (WorthTable `cells`): the computer general asks hundreds of them a position.
 */
export function pairWorth(
  s: BattleState,
  cells: Float64Array,
  a: Unit,
  pa: number,
  t: Unit,
  pt: number,
): number {
  const h = t.health;
  if (h > MAX_HEALTH || h < 0) return attackWorth(s, a, t);
  const key = (pa * PROFILES + pt) * (MAX_HEALTH + 1) + h;
  let w = cells[key]!;
  if (w < 0) cells[key] = w = worthOf(s, a, t, 1);
  return w;
}

/** What a point of `u`'s health is worth (its cost spread over its die). */
export const healthWorth = (u: Unit): number => pointsOf(u) / maxHealth(u);
