/**
 * The final position every game gives (`final` of `step --json` and `replay --json`): the last
 * round resolved and how the battle ended, around the game's own pieces.
 */
import type { BaseEvent, Outcome } from './ruleset';

/** The game's pieces between the round and the ending, in that key order. */
export type FinalOf<Pieces> = { readonly round: number } & Pieces & {
    /** The winning side, or null for a draw or a battle not over yet (see `ended`). */
    readonly winner: string | null;
    readonly ended: boolean;
    readonly reason?: string;
  };

/** The last round resolved (0 if none), the game's pieces, then the outcome. */
export function finalOf<Pieces extends object>(
  outcome: Outcome | null,
  events: readonly BaseEvent[],
  pieces: Pieces,
): FinalOf<Pieces> {
  let round = 0;
  for (const e of events) if (e.type === 'roundEnded') round = (e as BaseEvent & { round: number }).round;
  return {
    round,
    ...pieces,
    winner: outcome?.winner ?? null,
    ended: outcome !== null,
    ...(outcome ? { reason: outcome.reason } : {}),
  };
}
