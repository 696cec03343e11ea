/** The final position as plain data: `final` of `step --json` and `replay --json`. */
import type { EquipmentKind, PassiveKind } from './army';
import type { Event } from './events';
import type { BattleState } from './state';

export interface FinalUnit {
  readonly id: string;
  readonly side: string;
  readonly name: string;
  /** The squares of its models still on the table. */
  readonly models: readonly string[];
  /** Dice left by kind: Core per member, the Passive, each piece of equipment. */
  readonly dice: {
    readonly core: number;
    readonly passive: { readonly kind: PassiveKind; readonly dice: number } | null;
    readonly equipment: readonly { readonly kind: EquipmentKind; readonly dice: number }[];
  };
  /** Damage markers not yet resolved (a battle stopped mid-round). */
  readonly damage: number;
  /** A 2-Core squad's odd damage carried over. */
  readonly carried: number;
}

export interface FinalPosition {
  /** The last round resolved (0 if none). */
  readonly round: number;
  readonly units: readonly FinalUnit[];
  readonly winner: string | null;
  readonly ended: boolean;
  readonly reason?: string;
}

export function finalPosition(state: BattleState, events: readonly Event[]): FinalPosition {
  let round = 0;
  for (const e of events) if (e.type === 'roundEnded') round = e.round;
  const units = state.units.map((u) => ({
    id: u.id,
    side: u.side,
    name: u.name,
    models: u.models,
    dice: { core: u.core, passive: u.passive, equipment: u.equipment },
    damage: u.damage,
    carried: u.carried,
  }));
  const outcome = state.outcome;
  return {
    round,
    units,
    winner: outcome?.winner ?? null,
    ended: outcome !== null,
    ...(outcome ? { reason: outcome.reason } : {}),
  };
}
