/**
 * The documented defaults (ruling DF10), used when a script leaves a choice out: dice are rolled
 * by the battle's RNG; every unit left stays where it is in the Movement phase and holds in the
 * Combat phase.
 */
import { answer, type DecisionHandlers } from '../../engine/kinds';
import type { BattleState } from './state';
import type { Decision, DieFightingKinds, Request } from './types';

export const DEFAULTS: DecisionHandlers<DieFightingKinds, BattleState> = {
  roll: (_s, { side }) => ({ kind: 'roll', side }),
  move: (_s, { side }) => ({ kind: 'move', side, unit: null }),
  combat: (_s, { side }) => ({ kind: 'combat', side, unit: null }),
};

export const defaultDecision = (state: BattleState, request: Request): Decision =>
  answer(DEFAULTS, state, request);
