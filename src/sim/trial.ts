/**
 * One simulated battle, computer against computer, and batches of them, for any game. Trial `i`
 * of a simulation seeded `S` uses the battle seed `S/i` for its dice and the generals' tie-breaks,
 * so a trial's result depends only on (scenario, plan, S, i): never on which worker played it or
 * when.
 */
import type { AnyGameRules, SimPlan } from '../engine/game';
import { runBattle } from '../engine/runBattle';
import {
  addTrial,
  emptyAggregate,
  type AggregateShape,
  type SimAggregate,
  type TrialResult,
} from './aggregate';

/** Everything a worker needs to play any trial of one plan: plain, cloneable data. */
export interface SimJob<Setup = unknown> {
  /** The game's id; the worker looks it up. */
  readonly game: string;
  /** The plug-in module that supplies the game, when it isn't built in. */
  readonly plugin?: string;
  readonly plan: SimPlan<Setup>;
  /** The simulation's seed; trial seeds derive from it. */
  readonly seed: string;
  /** Stop a battle that has not ended after this many decisions (default: the engine's). */
  readonly maxDecisions?: number;
  /** The measure per side at the start, and the round limit: what the aggregate is shaped by. */
  readonly shape: AggregateShape;
  /** Cells on the map (a worker's memory is sized by it). */
  readonly cells: number;
  /** False: play every trial through the reference rules, never the game's fast path. */
  readonly fast?: boolean;
}

/** A job for one plan of a game's battle. */
export function simJob<Setup>(
  game: AnyGameRules,
  plan: SimPlan<Setup>,
  seed: string,
  extra: { readonly plugin?: string; readonly maxDecisions?: number; readonly fast?: boolean } = {},
): SimJob<Setup> {
  const map = game.sim.map(plan.setup);
  return {
    game: game.meta.id,
    ...(extra.plugin !== undefined ? { plugin: extra.plugin } : {}),
    plan,
    seed,
    ...(extra.maxDecisions !== undefined ? { maxDecisions: extra.maxDecisions } : {}),
    ...(extra.fast === false ? { fast: false } : {}),
    shape: shapeOf(game, plan.setup),
    cells: map.cols * map.rows,
  };
}

export const trialSeed = (seed: string, index: number): string => `${seed}/${index}`;

export function shapeOf(game: AnyGameRules, setup: unknown): AggregateShape {
  return { start: game.sim.start(setup), maxRounds: game.sim.maxRounds(setup) };
}

export function playTrial(game: AnyGameRules, job: SimJob, index: number): TrialResult {
  const seed = trialSeed(job.seed, index);
  // The game's fast path, where it covers the battle: the same result (tested decision by decision).
  if (game.sim.fast && job.fast !== false && job.maxDecisions === undefined) {
    const fast = game.sim.fast(job.plan, seed);
    if (fast !== null) return fast;
  }
  const setup = game.withSeed(job.plan.setup, seed);
  const r = runBattle(game.ruleset, setup, game.sim.source(job.plan, seed), {
    keepEvents: false,
    keepDecisions: false,
    ...(job.maxDecisions !== undefined ? { maxDecisions: job.maxDecisions } : {}),
  });
  const sides = game.sides(setup);
  if (!r.ok || r.value.outcome === null) {
    return { winner: -2, rounds: 0, left: sides.map(() => 0), byRoundLimit: false };
  }
  const { state, outcome } = r.value;
  const tally = game.sim.tally(setup, state);
  return {
    winner: outcome.winner === null ? -1 : sides.findIndex((s) => s.id === outcome.winner),
    rounds: tally.rounds,
    left: tally.left,
    byRoundLimit: tally.byRoundLimit,
  };
}

/** Trials `start` to `end - 1`, aggregated. */
export function runBatch(game: AnyGameRules, job: SimJob, start: number, end: number): SimAggregate {
  const agg = emptyAggregate(job.shape);
  for (let i = start; i < end; i++) addTrial(agg, job.shape, playTrial(game, job, i));
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
