/**
 * `diemen sim`'s use of Die, Men!'s fast path: the game's `sim.fastTrial` plays the trials it covers
 * and declines the others (null: the reference plays them), and a batch comes out the same with
 * the fast path and without it (the job's `fast: false`, as DIEMEN_SIM_FAST=off sets it).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dieMenGame } from '../../../../src/rulesets/die-men/game';
import { loadDieMenScenario, toBattleSetup } from '../../../../src/rulesets/die-men/scenario';
import { runBatch, simJob } from '../../../../src/sim';
import { SCENARIOS_DIR } from '../../../helpers/bundledFiles';
import { BENCH } from './scenarios';

function planOf(path: string, fixed: object = {}) {
  const loaded = loadDieMenScenario(readFileSync(path, 'utf8'), path);
  if (!loaded.ok) throw new Error(loaded.error[0]!.message);
  const setup = toBattleSetup(loaded.value.scenario, { defaultSeed: 'unused' });
  return { label: '', setup, report: {}, fixed };
}

describe("sim and Die, Men!'s fast path", () => {
  it('plays the covered battles and declines the rest', () => {
    const trial = dieMenGame.sim.fastTrial!;
    const fast = (plan: ReturnType<typeof planOf>, seed: string) =>
      trial(plan, dieMenGame.withSeed(plan.setup, seed));
    expect(fast(planOf(BENCH), 'x/1')).not.toBeNull();
    expect(fast(planOf(join(SCENARIOS_DIR, 'skirmish.yaml')), 'x/1')).not.toBeNull();
    expect(fast(planOf(join(SCENARIOS_DIR, 'field-of-crows.yaml')), 'x/1')).not.toBeNull();
    expect(fast(planOf(join(SCENARIOS_DIR, 'castle-siege.yaml')), 'x/1')).toBeNull();
    expect(fast(planOf(join(SCENARIOS_DIR, 'harrow-down.yaml')), 'x/1')).not.toBeNull();
    expect(fast(planOf(join(SCENARIOS_DIR, 'river-crossing.yaml')), 'x/1')).not.toBeNull();
    const fixed = { a: { strategy: 'hold' } };
    expect(fast(planOf(BENCH, fixed), 'x/1')).toBeNull();
    // A decision limit (a test's) is left to the reference, which counts the decisions.
    expect(trial(planOf(BENCH), dieMenGame.withSeed(planOf(BENCH).setup, 'x/1'), 100)).toBeNull();
  });

  it('a batch is the same played fast or through the reference', () => {
    for (const path of [
      BENCH,
      ...['reserve-cut-off.yaml', 'river-crossing.yaml'].map((f) => join(SCENARIOS_DIR, f)),
    ]) {
      const plan = planOf(path);
      const fast = runBatch(dieMenGame, simJob(dieMenGame, plan, 'same'), 0, 30);
      const ref = runBatch(dieMenGame, simJob(dieMenGame, plan, 'same', { fast: false }), 0, 30);
      expect(fast.trials).toBe(30);
      expect(fast).toEqual(ref);
    }
  });
});
