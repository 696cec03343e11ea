/**
 * A general that picks uniformly among the lawful answers (legal.ts): the baseline the computer
 * general must beat. Each decision is a pure function of (request, state, seed).
 */
import { stableHash } from '../../../core/stableHash';
import type { SyncDecisionSource } from '../../../engine/decisionSource';
import { legalCombat, legalMoves } from '../legal';
import type { BattleState } from '../state';
import type { Decision, Request } from '../types';

/** A number in [0, 1) from a string, for tie-breaks and random picks that a seed repeats. */
export function unitFraction(text: string): number {
  return parseInt(stableHash(text).slice(0, 8), 16) / 0x100000000;
}

export function randomGeneral(seed: string): SyncDecisionSource<BattleState, Request, Decision> {
  return {
    decide(request, state) {
      if (request.kind === 'roll') return { kind: 'roll', side: request.side };
      const options =
        request.kind === 'move' ? legalMoves(state, request.side) : legalCombat(state, request.side);
      // Keyed by the position and the RNG: a seed gives one battle, another seed another.
      const key = `${seed}|${request.kind}|${request.round}|${state.activated.length}|${state.rng.s0}|${state.rng.s1}`;
      return options[Math.floor(unitFraction(key) * options.length)]!;
    },
  };
}
