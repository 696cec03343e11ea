/** The final position as plain data: `final` of `step --json` and `replay --json`. */
import type { EquipmentKind, PassiveKind } from './army';
import { finalOf, type FinalOf } from '../../engine/finalPosition';
import type { Event } from './events';
import type { BattleState } from './state';

export interface FinalUnit {
  readonly id: string;
  readonly side: string;
  readonly name: string;
  /** The squares of its models still on the table. */
  readonly models: readonly string[];
  /**
   * Dice left by kind, as a stat card reads: `{ core: 2, armor: 3, melee: 3 }` (Core per member;
   * kinds with no dice left out; several pieces of one kind added up, each in `equipment`).
   */
  readonly dice: Readonly<Partial<Record<'core' | PassiveKind | EquipmentKind, number>>>;
  /** Each piece of equipment and its dice left, in the card's order. */
  readonly equipment: readonly { readonly kind: EquipmentKind; readonly dice: number }[];
  /** Damage markers not yet resolved (a battle stopped mid-round). */
  readonly damage: number;
  /** A 2-Core squad's odd damage carried over. */
  readonly carried: number;
}

export type FinalPosition = FinalOf<{ readonly units: readonly FinalUnit[] }>;

function diceOf(u: BattleState['units'][number]): FinalUnit['dice'] {
  const dice: Partial<Record<'core' | PassiveKind | EquipmentKind, number>> = { core: u.core };
  if (u.passive && u.passive.dice > 0) dice[u.passive.kind] = u.passive.dice;
  for (const e of u.equipment) if (e.dice > 0) dice[e.kind] = (dice[e.kind] ?? 0) + e.dice;
  return dice;
}

export function finalPosition(state: BattleState, events: readonly Event[]): FinalPosition {
  const units = state.units.map((u) => ({
    id: u.id,
    side: u.side,
    name: u.name,
    models: u.models,
    dice: diceOf(u),
    equipment: u.equipment,
    damage: u.damage,
    carried: u.carried,
  }));
  return finalOf(state.outcome, events, { units });
}
