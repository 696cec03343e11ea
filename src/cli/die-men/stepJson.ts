/** The JSON shape of `diemen step --json`: events per round and the final position. */
import type { BattleState, Event, UnitCounts } from '../../rulesets/die-men';

export interface RoundEvents {
  readonly round: number;
  readonly events: readonly Event[];
}

/** Splits the events into the battle's start (no round) and one entry per round. */
export function groupByRound(events: readonly Event[]): { start: Event[]; rounds: RoundEvents[] } {
  const start: Event[] = [];
  const rounds: { round: number; events: Event[] }[] = [];
  for (const e of events) {
    if (!('round' in e)) {
      start.push(e);
      continue;
    }
    let last = rounds[rounds.length - 1];
    if (!last || last.round !== e.round) {
      last = { round: e.round, events: [] };
      rounds.push(last);
    }
    last.events.push(e);
  }
  return { start, rounds };
}

export interface FinalPosition {
  /** The last round resolved (0 if none). */
  readonly round: number;
  readonly hexes: readonly { readonly at: string; readonly side: string; readonly units: UnitCounts }[];
  /** The winning side, or null for a draw or a battle not over yet (see `ended`). */
  readonly winner: string | null;
  readonly ended: boolean;
  readonly reason?: string;
}

const byCell = (a: string, b: string): number => {
  const [ac, ar] = a.split(',').map(Number);
  const [bc, br] = b.split(',').map(Number);
  return (ar ?? 0) - (br ?? 0) || (ac ?? 0) - (bc ?? 0);
};

export function finalPosition(state: BattleState, events: readonly Event[]): FinalPosition {
  let round = 0;
  for (const e of events) if (e.type === 'roundEnded') round = e.round;
  const hexes = Object.keys(state.occupants)
    .sort(byCell)
    .map((at) => ({ at, side: state.occupants[at]!.side, units: state.occupants[at]!.units }));
  const outcome = state.outcome;
  return {
    round,
    hexes,
    winner: outcome?.winner ?? null,
    ended: outcome !== null,
    ...(outcome ? { reason: outcome.reason } : {}),
  };
}
