/**
 * The documented defaults (ruling DW13), used when a script leaves a choice out: dice are rolled
 * by the battle's RNG; a side asked to activate lets every unit left do nothing; a unit asked what
 * to do ends its activation; the roll-off's winner keeps the set-up's edge and a side deploys its
 * first unit left in its first lawful formation (placements.ts); losses are the sensible ones (allocate.ts).
 */
import { answer, type DecisionHandlers } from '../../engine/kinds';
import { sensibleLoss, sensibleMembers } from './allocate';
import { unitById } from './board';
import type { BattleState } from './state';
import { edgeOf, reserveOf } from './deployment';
import { firstPlacement } from './placements';
import type { Decision, DiceWarsKinds, Request } from './types';

export const DEFAULTS: DecisionHandlers<DiceWarsKinds, BattleState> = {
  roll: (_s, { side }) => ({ kind: 'roll', side }),
  deploy(s, { side, choose }) {
    if (choose === 'edge') return { kind: 'deploy', side, edge: edgeOf(s.rules, side) };
    const u = reserveOf(s, side)[0]!;
    return { kind: 'deploy', side, unit: u.id, at: firstPlacement(s, u) };
  },
  activate: (_s, { side }) => ({ kind: 'activate', side, unit: null }),
  act: (_s, { side }) => ({ kind: 'act', side, action: { type: 'end' } }),
  save: (_s, { side }) => ({ kind: 'save', side }),
  damage(s, { side, unit, count, squad }) {
    const u = unitById(s, unit)!;
    return squad
      ? { kind: 'damage', side, members: sensibleMembers(u, count) }
      : { kind: 'damage', side, remove: sensibleLoss(u, count) };
  },
};

export const defaultDecision = (state: BattleState, request: Request): Decision =>
  answer(DEFAULTS, state, request);
