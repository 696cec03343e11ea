/**
 * The documented defaults (ruling DF10), used when a script leaves a choice out: dice are rolled
 * by the battle's RNG; every unit left stays where it is in the Movement phase and holds in the
 * Combat phase; in the deployment, the side keeps the edge the set-up gives it and places its
 * first unit left on the first free square of its zone: on its edge's rank, then by row and column.
 */
import { answer, type DecisionHandlers } from '../../engine/kinds';
import { grid } from './board';
import { deployName, edgeOf, reserveOf, zoneSquares } from './deployment';
import type { BattleState } from './state';
import type { Decision, DieFightingKinds, Request } from './types';

function defaultDeploy(
  s: BattleState,
  side: string,
  choose: 'edge' | 'unit',
): Extract<Decision, { kind: 'deploy' }> {
  if (choose === 'edge') return { kind: 'deploy', side, edge: edgeOf(s, side) };
  const u = reserveOf(s, side)[0];
  const g = grid(s);
  const edge = edgeOf(s, side);
  // Stable: the back rank first, then by row and column.
  const at = zoneSquares(s, side).sort((a, b) => g.edgeDistance(a, edge) - g.edgeDistance(b, edge))[0];
  return { kind: 'deploy', side, ...(u ? { unit: deployName(u) } : {}), ...(at ? { at } : {}) };
}

export const DEFAULTS: DecisionHandlers<DieFightingKinds, BattleState> = {
  roll: (_s, { side }) => ({ kind: 'roll', side }),
  move: (_s, { side }) => ({ kind: 'move', side, unit: null }),
  combat: (_s, { side }) => ({ kind: 'combat', side, unit: null }),
  deploy: (s, { side, choose }) => defaultDeploy(s, side, choose),
};

export const defaultDecision = (state: BattleState, request: Request): Decision =>
  answer(DEFAULTS, state, request);
