/**
 * One simulated Die, Men! battle, computer against computer, and batches of them. Trial `i` of a
 * simulation seeded `S` uses the battle seed `S/i` for its dice and the generals' tie-breaks, so a
 * trial's result depends only on (scenario, S, i): never on which worker played it or when.
 */
import { runBattle } from '../engine/runBattle';
import type { SyncDecisionSource } from '../engine/decisionSource';
import { computerGeneral, plan } from '../rulesets/die-men/ai';
import { needsGoal } from '../rulesets/die-men/declare';
import { dieMen } from '../rulesets/die-men/ruleset';
import type { BattleState } from '../rulesets/die-men/state';
import type { BattleSetup, Decision, Declaration, Request } from '../rulesets/die-men/types';
import { totalUnits } from '../rulesets/die-men/units';
import {
  addTrial,
  emptyAggregate,
  type AggregateShape,
  type SimAggregate,
  type TrialResult,
} from './aggregate';

/** Everything a worker needs to play any trial of one simulation: plain, cloneable data. */
export interface SimJob {
  readonly setup: BattleSetup;
  /** The simulation's seed; trial seeds derive from it. */
  readonly seed: string;
  /** Sides whose declared strategy is fixed (the goal, when left out, is the computer's choice). */
  readonly fixed: Readonly<Record<string, Declaration>>;
  /** Stop a battle that has not ended after this many decisions (default: the engine's). */
  readonly maxDecisions?: number;
}

export const trialSeed = (seed: string, index: number): string => `${seed}/${index}`;

export function shapeOf(setup: BattleSetup): AggregateShape {
  const start = setup.sides.map((s) => {
    let n = 0;
    for (const k in setup.occupants) {
      const o = setup.occupants[k]!;
      if (o.side === s.id) n += totalUnits(o.units);
    }
    return n;
  });
  return { start, maxRounds: setup.options.maxRounds };
}

type Source = SyncDecisionSource<BattleState, Request, Decision>;

/** The computer general for every side, with any fixed declarations put in front of it. */
export function simSource(job: SimJob, seed: string): Source {
  const general = computerGeneral({ seed });
  const fixed = job.fixed;
  if (Object.keys(fixed).length === 0) return general;
  return {
    decide(request, state) {
      const decl = request.kind === 'declare' ? fixed[request.side] : undefined;
      if (!decl) return general.decide(request, state);
      if (!needsGoal(decl.strategy) || decl.goal)
        return { kind: 'declare', side: request.side, declaration: decl };
      const own = general.decide(request, state);
      const goal =
        own.kind === 'declare' && own.declaration.goal
          ? own.declaration.goal
          : {
              kind: 'cell' as const,
              at: plan(state, request.side).target ?? Object.keys(state.occupants)[0]!,
            };
      return { kind: 'declare', side: request.side, declaration: { strategy: decl.strategy, goal } };
    },
  };
}

export function playTrial(job: SimJob, index: number): TrialResult {
  const seed = trialSeed(job.seed, index);
  const setup: BattleSetup = { ...job.setup, seed };
  const r = runBattle(dieMen, setup, simSource(job, seed), {
    keepEvents: false,
    keepDecisions: false,
    ...(job.maxDecisions !== undefined ? { maxDecisions: job.maxDecisions } : {}),
  });
  const sides = setup.sides;
  if (!r.ok || r.value.outcome === null) {
    return { winner: -2, rounds: 0, left: sides.map(() => 0), byRoundLimit: false };
  }
  const { state, outcome } = r.value;
  const left = sides.map(() => 0);
  for (const k in state.occupants) {
    const o = state.occupants[k]!;
    const i = sides.findIndex((s) => s.id === o.side);
    if (i >= 0) left[i]! += totalUnits(o.units);
  }
  const standing = left.filter((n) => n > 0).length;
  return {
    winner: outcome.winner === null ? -1 : sides.findIndex((s) => s.id === outcome.winner),
    rounds: state.round,
    left,
    byRoundLimit: standing > 1,
  };
}

/** Trials `start` to `end - 1`, aggregated. */
export function runBatch(job: SimJob, start: number, end: number): SimAggregate {
  const shape = shapeOf(job.setup);
  const agg = emptyAggregate(shape);
  for (let i = start; i < end; i++) addTrial(agg, shape, playTrial(job, i));
  return agg;
}

/**
 * How the trials are cut into batches: `[start, end)` pairs. The boundaries depend only on the
 * number of trials, never on the worker count, so with batches merged in order the floating-point
 * statistics come out bit for bit the same. Batches start small (a first result comes quickly, for
 * a progress bar or a short --timeout) and double up to a size that keeps messages few.
 */
export function batchBounds(trials: number): [number, number][] {
  const cap = Math.min(200, Math.max(1, Math.ceil(trials / 64)));
  const out: [number, number][] = [];
  let size = Math.min(cap, 8);
  for (let start = 0; start < trials;) {
    const end = Math.min(trials, start + size);
    out.push([start, end]);
    start = end;
    size = Math.min(cap, size * 2);
  }
  return out;
}
