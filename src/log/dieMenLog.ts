/**
 * What a Die, Men! battle log records: every roll's faces, and at each round's end a hash of the
 * position (who stands where, and the RNG). The hash covers only what decides the rest of the
 * battle, not the state's bookkeeping, so a refactoring of the state doesn't break old logs while
 * any change of outcome does.
 */
import type { BattleState, Event } from '../rulesets/diemen';
import type { LogAdapter } from './recorder';
import { stableHash } from './stableHash';

export const dieMenLog: LogAdapter<BattleState, Event> = {
  outcome: (e) =>
    e.type === 'rolled' ? { kind: 'roll', round: e.round, side: e.side, faces: [...e.faces] } : null,
  roundEnded: (e) => (e.type === 'roundEnded' ? e.round : null),
  battleEnded: (e) =>
    e.type === 'battleEnded' ? { winner: e.outcome.winner, reason: e.outcome.reason } : null,
  roundHash: (state, round) => stableHash({ round, occupants: state.occupants, rng: state.rng }),
};
