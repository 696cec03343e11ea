/**
 * Simulation trials: each trial's result depends only on (scenario, seed, index), so batches
 * merged in order give the same aggregate however the trials are cut up; fixed strategies are
 * honoured; the aggregate's size doesn't grow with the trials.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dieMen, type BattleSetup } from '../../src/rulesets/die-men';
import { dieMenGame } from '../../src/rulesets/die-men/game';
import { loadDieMenScenario, toBattleSetup } from '../../src/rulesets/die-men/scenario';
import {
  batchBounds,
  emptyAggregate,
  mergeAggregate,
  playTrial as playTrialOf,
  runBatch as runBatchOf,
  simJob,
  summarize,
  trialSeed,
} from '../../src/sim';
import { runBattle } from '../../src/engine';

function setupOf(file: string): BattleSetup {
  const path = join(__dirname, '..', '..', 'scenarios', file);
  const loaded = loadDieMenScenario(readFileSync(path, 'utf8'), path);
  if (!loaded.ok) throw new Error(loaded.error[0]!.message);
  return toBattleSetup(loaded.value.scenario, { defaultSeed: 'unused' });
}

const game = dieMenGame;
const setup = setupOf('skirmish.yaml');
const plan = (fixed: object) => ({ label: '', setup, report: {}, fixed });
const job = simJob(game, plan({}), 'trial-test');
const playTrial = (j: typeof job, i: number) => playTrialOf(game, j, i);
const runBatch = (j: typeof job, a: number, b: number) => runBatchOf(game, j, a, b);

describe('trials', () => {
  it('a trial is a pure function of the job and its index', () => {
    expect(playTrial(job, 7)).toEqual(playTrial(job, 7));
    expect(trialSeed('s', 3)).toBe('s/3');
    const results = Array.from({ length: 12 }, (_, i) => JSON.stringify(playTrial(job, i)));
    expect(new Set(results).size).toBeGreaterThan(1);
  });

  it('batches merged in order give the same aggregate as one batch', () => {
    const whole = runBatch(job, 0, 60);
    const parts = emptyAggregate(job.shape);
    for (const [a, b] of [
      [0, 13],
      [13, 40],
      [40, 60],
    ] as const) {
      mergeAggregate(parts, runBatch(job, a, b));
    }
    const sides = setup.sides;
    const shape = job.shape;
    const w = summarize(whole, sides, shape);
    const p = summarize(parts, sides, shape);
    // Counts and histograms exactly; floating-point moments to rounding.
    expect(p.sides.map((s) => s.wins.count)).toEqual(w.sides.map((s) => s.wins.count));
    expect(p.draws).toEqual(w.draws);
    expect(p.rounds.histogram).toEqual(w.rounds.histogram);
    expect(p.rounds.mean).toBeCloseTo(w.rounds.mean, 10);
    expect(p.rounds.sd).toBeCloseTo(w.rounds.sd, 10);
    expect(p.sides[0]!.left.mean).toBeCloseTo(w.sides[0]!.left.mean, 10);
    expect(w.trials).toBe(60);
    expect(w.sides.reduce((n, s) => n + s.wins.count, 0) + w.draws.count + w.errors).toBe(60);
  });

  it('the aggregate stays the same size however many trials it holds', () => {
    const size = (n: number) => JSON.stringify(runBatch(job, 0, n)).length;
    expect(size(200)).toBeLessThan(size(2) + 200);
  });

  it('units left and lost add up to the units each side started with', () => {
    const shape = job.shape;
    const s = summarize(runBatch(job, 0, 30), setup.sides, shape);
    for (const side of s.sides) {
      expect(side.left.mean + side.lost.mean).toBeCloseTo(side.units, 10);
      expect(side.left.max).toBeLessThanOrEqual(side.units);
      expect(side.left.min).toBeGreaterThanOrEqual(0);
    }
    expect(s.rounds.max).toBeLessThanOrEqual(setup.options.maxRounds);
  });

  it('a fixed strategy is declared every round, with the computer choosing the goal when none is given', () => {
    const fixed = plan({ red: { strategy: 'retreat' }, blue: { strategy: 'seize' } });
    const seed = trialSeed(job.seed, 0);
    const run = runBattle(dieMen, { ...setup, seed }, game.sim.source(fixed, seed));
    if (!run.ok) throw new Error(run.error.problems[0]!.message);
    const declared = run.value.decisions.filter((d) => d.kind === 'declare');
    expect(declared.length).toBeGreaterThan(0);
    for (const d of declared) {
      if (d.kind !== 'declare') continue;
      if (d.side === 'red') expect(d.declaration).toEqual({ strategy: 'retreat' });
      else {
        expect(d.declaration.strategy).toBe('seize');
        expect(d.declaration.goal).toBeDefined();
      }
    }
  });
});

describe('batches', () => {
  it('cover every trial once, in order, starting small; the same for a given number of trials', () => {
    for (const trials of [1, 7, 8, 9, 100, 1000, 12_345, 1_000_000]) {
      const b = batchBounds(trials);
      expect(b[0]![0]).toBe(0);
      expect(b[b.length - 1]![1]).toBe(trials);
      for (let i = 1; i < b.length; i++) expect(b[i]![0]).toBe(b[i - 1]![1]);
      expect(b[0]![1] - b[0]![0]).toBeLessThanOrEqual(8);
      expect(Math.max(...b.map(([s, e]) => e - s))).toBeLessThanOrEqual(200);
      expect(batchBounds(trials)).toEqual(b);
    }
  });
});
