/** The final position as plain data: `final` of `step --json` and `replay --json`. */
import { finalOf, type FinalOf } from '../../engine/finalPosition';
import { byReadingOrder } from '../../grid/cell';
import type { Event } from './events';
import type { BattleState } from './state';
import type { UnitCounts } from './types';

export type FinalPosition = FinalOf<{
  readonly hexes: readonly { readonly at: string; readonly side: string; readonly units: UnitCounts }[];
}>;

export function finalPosition(state: BattleState, events: readonly Event[]): FinalPosition {
  const hexes = Object.keys(state.occupants)
    .sort(byReadingOrder)
    .map((at) => ({ at, side: state.occupants[at]!.side, units: state.occupants[at]!.units }));
  return finalOf(state.outcome, events, { hexes });
}
