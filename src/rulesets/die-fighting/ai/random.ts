/**
 * A general that picks uniformly among the lawful answers (legal.ts): the baseline the computer
 * general must beat. Each decision is a pure function of (request, state, seed).
 */
import { stableHash } from '../../../core/stableHash';
import type { SyncDecisionSource } from '../../../engine/decisionSource';
import { OPPOSITE_EDGE } from '../../../grid/edges';
import { deployName, edgeOf, reserveOf, zoneSquares } from '../deployment';
import { legalCombat, legalMoves } from '../legal';
import type { BattleState } from '../state';
import type { Decision, Request } from '../types';

/** A number in [0, 1) from a string, for tie-breaks and random picks that a seed repeats. */
export function unitFraction(text: string): number {
  return parseInt(stableHash(text).slice(0, 8), 16) / 0x100000000;
}

/** A unit left and a free square of the zone, each picked at random; or either edge. */
function randomDeploy(s: BattleState, side: string, choose: 'edge' | 'unit', seed: string): Decision {
  const key = `${seed}|deploy|${s.reserve.length}|${s.rng.s0}|${s.rng.s1}`;
  const pick = <T>(xs: readonly T[], salt: string): T | undefined =>
    xs[Math.floor(unitFraction(key + salt) * xs.length)];
  if (choose === 'edge') {
    const own = edgeOf(s, side);
    return { kind: 'deploy', side, edge: pick([own, OPPOSITE_EDGE[own]], 'edge')! };
  }
  const u = pick(reserveOf(s, side), 'unit');
  const at = pick(zoneSquares(s, side), 'at');
  return { kind: 'deploy', side, ...(u ? { unit: deployName(u) } : {}), ...(at ? { at } : {}) };
}

export function randomGeneral(seed: string): SyncDecisionSource<BattleState, Request, Decision> {
  return {
    decide(request, state) {
      if (request.kind === 'roll') return { kind: 'roll', side: request.side };
      if (request.kind === 'deploy') return randomDeploy(state, request.side, request.choose, seed);
      const options =
        request.kind === 'move' ? legalMoves(state, request.side) : legalCombat(state, request.side);
      // Keyed by the position and the RNG: a seed gives one battle, another seed another.
      const key = `${seed}|${request.kind}|${request.round}|${state.activated.length}|${state.rng.s0}|${state.rng.s1}`;
      return options[Math.floor(unitFraction(key) * options.length)]!;
    },
  };
}
