/**
 * The random general's answers (the engine's randomGeneral.ts): the lawful moves and combat
 * actions (legal.ts), one picked uniformly; a deployment drawn in parts, a unit left and a free
 * square of the zone each at random, as before the engine's general existed. The baseline the
 * computer general must beat. Each decision is a pure function of (request, state, seed).
 */
import { unitFraction, type RandomSpec } from '../../../engine/randomGeneral';
import { OPPOSITE_EDGE } from '../../../grid/edges';
import { deployName, edgeOf, reserveOf, zoneSquares } from '../deployment';
import { legalCombat, legalMoves } from '../legal';
import type { BattleState } from '../state';
import type { DieFightingKinds } from '../types';

/** A unit left and a free square of the zone, each picked at random; or either edge. */
function randomDeploy(s: BattleState, side: string, choose: 'edge' | 'unit', seed: string) {
  const key = `${seed}|deploy|${s.reserve.length}|${s.rng.s0}|${s.rng.s1}`;
  const pick = <T>(xs: readonly T[], salt: string): T | undefined =>
    xs[Math.floor(unitFraction(key + salt) * xs.length)];
  if (choose === 'edge') {
    const own = edgeOf(s, side);
    return { kind: 'deploy', side, edge: pick([own, OPPOSITE_EDGE[own]], 'edge')! } as const;
  }
  const u = pick(reserveOf(s, side), 'unit');
  const at = pick(zoneSquares(s, side), 'at');
  return { kind: 'deploy', side, ...(u ? { unit: deployName(u) } : {}), ...(at ? { at } : {}) } as const;
}

export const randomAnswers: RandomSpec<DieFightingKinds, BattleState> = {
  answers: {
    roll: { legal: (_s, request) => [{ kind: 'roll', side: request.side }] },
    deploy: { pick: (s, request, seed) => randomDeploy(s, request.side, request.choose, seed) },
    move: { legal: (s, request) => legalMoves(s, request.side) },
    combat: { legal: (s, request) => legalCombat(s, request.side) },
  },
  // Keyed by the position and the RNG: a seed gives one battle, another seed another.
  fraction: (seed, request, state) =>
    unitFraction(
      `${seed}|${request.kind}|${request.round}|${state.activated.length}|${state.rng.s0}|${state.rng.s1}`,
    ),
};
