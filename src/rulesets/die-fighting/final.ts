/** The final position as plain data: `final` of `step --json` and `replay --json`. */
import { finalOf, type FinalOf } from '../../engine/finalPosition';
import { byReadingOrder } from '../../grid/cell';
import type { Event } from './events';
import type { BattleState } from './state';
import type { CommanderRank, UnitType } from './types';

export interface FinalUnit {
  readonly at: string;
  readonly side: string;
  readonly type: UnitType;
  readonly health: number;
  readonly commander?: CommanderRank;
  /** Attacks left, for ranged units. */
  readonly uses?: number;
}

export type FinalPosition = FinalOf<{
  readonly units: readonly FinalUnit[];
  /** Points each side destroyed. */
  readonly destroyed: Readonly<Record<string, number>>;
}>;

export function finalPosition(state: BattleState, events: readonly Event[]): FinalPosition {
  const units = [...state.units]
    .sort((a, b) => byReadingOrder(a.at, b.at))
    .map((u) => ({
      at: u.at,
      side: u.side,
      type: u.type,
      health: u.health,
      ...(u.commander ? { commander: u.commander } : {}),
      ...(u.uses !== null ? { uses: u.uses } : {}),
    }));
  return finalOf(state.outcome, events, { units, destroyed: state.destroyed });
}
