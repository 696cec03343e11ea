/** The final position as plain data: `final` of `step --json` and `replay --json`. */
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

export interface FinalPosition {
  /** The last round resolved (0 if none). */
  readonly round: number;
  readonly units: readonly FinalUnit[];
  /** Points each side destroyed. */
  readonly destroyed: Readonly<Record<string, number>>;
  /** The winning side, or null for a draw or a battle not over yet (see `ended`). */
  readonly winner: string | null;
  readonly ended: boolean;
  readonly reason?: string;
}

/** Row by row, then column: the order a reader scans a printed map. */
const byCell = (a: string, b: string): number => {
  const [ac, ar] = a.split(',').map(Number);
  const [bc, br] = b.split(',').map(Number);
  return (ar ?? 0) - (br ?? 0) || (ac ?? 0) - (bc ?? 0);
};

export function finalPosition(state: BattleState, events: readonly Event[]): FinalPosition {
  let round = 0;
  for (const e of events) if (e.type === 'roundEnded') round = e.round;
  const units = [...state.units]
    .sort((a, b) => byCell(a.at, b.at))
    .map((u) => ({
      at: u.at,
      side: u.side,
      type: u.type,
      health: u.health,
      ...(u.commander ? { commander: u.commander } : {}),
      ...(u.uses !== null ? { uses: u.uses } : {}),
    }));
  const outcome = state.outcome;
  return {
    round,
    units,
    destroyed: state.destroyed,
    winner: outcome?.winner ?? null,
    ended: outcome !== null,
    ...(outcome ? { reason: outcome.reason } : {}),
  };
}
