/**
 * The documented default for every request (ruling 8), used when a script leaves a choice out:
 * deploy a line of stacks across the zone's front (ruling 33), declare Hold (for every round, with Command Lag), roll with the battle's RNG, no splits, pass,
 * spend gobble dice to spoil when they can (else all that can be spent), lose the cheapest units,
 * knock the set that loses least, no free moves, leave the gates as they are, and make no Command
 * Interference rolls.
 */
import { sensibleDeploy } from './deployPlan';
import { defaultKnock } from './knock';
import type { BattleState } from './state';
import { answer, type DecisionHandlers } from '../../engine/kinds';
import type { Decision, DieMenKinds, Request } from './types';
import { takeCheapest } from './units';

export const DEFAULTS: DecisionHandlers<DieMenKinds, BattleState> = {
  // A line of stacks across the front of the zone (ruling 33, deployPlan.ts).
  deploy: (s, r) => sensibleDeploy(s, r),
  declare: (_s, { side }) => ({ kind: 'declare', side, declaration: { strategy: 'hold' } }),
  roll: (_s, { side }) => ({ kind: 'roll', side }),
  split: (_s, { side }) => ({ kind: 'split', side, splits: [] }),
  assign: (_s, { side, set }) => ({ kind: 'assign', side, set: set.id, tactic: { type: 'pass' } }),
  // Enough to spoil when there are enough; otherwise every eligible die (each costs a kill).
  gobble: (_s, r) => ({ kind: 'gobble', side: r.side, dice: Math.min(r.eligible.length, r.toSpoil) }),
  casualties: (_s, r) => ({
    kind: 'casualties',
    side: r.side,
    at: r.at,
    losses: takeCheapest(r.units, r.count),
  }),
  knock: (_s, r) => ({ kind: 'knock', side: r.side, set: defaultKnock(r.candidates)?.id ?? null }),
  free: (_s, { side }) => ({ kind: 'free', side, moves: [] }),
  gates: (_s, r) => ({ kind: 'gates', side: r.side, open: r.gates.filter((g) => g.open).map((g) => g.at) }),
  interfere: (_s, { side }) => ({ kind: 'interfere', side, attempts: [] }),
};

export const defaultDecision = (state: BattleState, request: Request): Decision =>
  answer(DEFAULTS, state, request);
