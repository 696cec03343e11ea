/**
 * What an attack order would do if the set were spent on it now (for the order prompt): its kills
 * if it gets through whole, the attacking hex's cap left, and what the defender's gobble dice in
 * reach could take (die-men.txt, "Attack", "Defend"; damage.ts and attack.ts do the real thing).
 * Pure: it reads the state and works out the same figures the attack would, changing nothing.
 */
import { gridFor } from '../../grid/grid';
import { attackMode } from './attackOrder';
import { damageOf } from './damage';
import { reaching } from './gobbleDice';
import type { BattleState, Draft } from './state';
import { vulnerable } from './threatRating';
import type { QueuedSet, Tactic } from './types';
import { totalUnits } from './units';

export interface AttackOutlook {
  /** Kills if no gobble die is spent on the set. */
  readonly kills: number;
  /** Kills the attacking hex may still make this round; null when they don't count (siege engines). */
  readonly capLeft: number | null;
  /** The target's units the set can harm (with Threat ratings, those rated no higher than it). */
  readonly harmable: number;
  /** Faces of the defender's gobble dice that can cancel this set's dice, lowest first. */
  readonly gobble: readonly number[];
  /** Kills if the defender spends every gobble die that helps (none left when the set is spoiled). */
  readonly gobbledKills: number;
  /** True when the gobble dice in reach can cut the set to one die. */
  readonly canSpoil: boolean;
}

export function attackOutlook(
  state: BattleState,
  set: QueuedSet,
  order: Extract<Tactic, { type: 'attack' }>,
): AttackOutlook {
  const { from, to } = order;
  const mine = state.occupants[from];
  const units = mine && mine.side === set.side ? mine.units : undefined;
  const mode = attackMode(order, units, gridFor(state.rules.grid).distance(from, to));
  const target = state.occupants[to];
  const defender = target && target.side !== set.side ? target.side : null;
  const harmable = defender ? totalUnits(vulnerable(state, target!.units, set.height)) : 0;
  // damageOf marks an archer bonus as given on the draft: a copy keeps the state untouched.
  const draft: Draft = { ...state };
  const killsAt = (width: number): { kills: number; cap: number | null } => {
    if (width < 2) return { kills: 0, cap: null };
    const { damage, counts } = damageOf({ ...draft }, set, from, to, mode, width);
    return { kills: Math.min(damage.damage, damage.cap, harmable), cap: counts ? damage.cap : null };
  };
  const whole = killsAt(set.width);
  const gobble = defender
    ? reaching(state, to, defender, set.height, { from, units }).map((g) => g.face)
    : [];
  const spent = Math.min(gobble.length, set.width - 1);
  const cut = set.width - spent;
  return {
    kills: whole.kills,
    capLeft: whole.cap,
    harmable,
    gobble,
    gobbledKills: killsAt(cut).kills,
    canSpoil: cut < 2,
  };
}
