/**
 * Threat ratings (die-men.txt, "Threat Rating"; ruling 25): with the complication on, each unit
 * type has a rating (0 when the scenario gives none), and a set whose height is lower than a unit's
 * rating can't harm that unit. An attack that can harm none of the target's units fails.
 */
import type { BattleState } from './state';
import type { UnitCounts, UnitType } from './types';
import { typesIn } from './unitRules';

type Rules = Pick<BattleState, 'rules'>;

export function threatRating(state: Rules, type: UnitType): number {
  return state.rules.complications.threat?.[type] ?? 0;
}

/** The units a set of `height` can harm: all of them without Threat ratings. */
export function vulnerable(state: Rules, units: UnitCounts, height: number): UnitCounts {
  if (!state.rules.complications.threat) return units;
  const out: Partial<Record<UnitType, number>> = {};
  for (const t of typesIn(units)) if (threatRating(state, t) <= height) out[t] = units[t]!;
  return out;
}

/** The lowest rating among `units` (what a set must reach to harm any of them). */
export function threatOf(state: Rules, units: UnitCounts): number {
  const ratings = typesIn(units).map((t) => threatRating(state, t));
  return ratings.length > 0 ? Math.min(...ratings) : 0;
}
