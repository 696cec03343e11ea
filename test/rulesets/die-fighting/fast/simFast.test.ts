/**
 * `sim` and Die Fighting's fast path (issue 23): the sim kit offers the fast trial for every
 * bundled scenario's plan, and a batch of trials aggregates to the same figures with it as
 * without it (a job made with fast: false, what DIEMEN_SIM_FAST=off gives).
 */
import { runBatch, simJob } from '../../../../src/sim';
import type { AnyGameRules } from '../../../../src/engine/game';
import { dieFightingGame } from '../../../../src/rulesets/die-fighting/game';
import { DF_SCENARIOS, setupFor } from './lockstep';

const game = dieFightingGame as unknown as AnyGameRules;

describe.each(DF_SCENARIOS)('%s in sim', (file) => {
  it('is played on the fast path, to the same aggregate as without it', () => {
    const setup = setupFor(file, 'sim-fast');
    const plans = dieFightingGame.sim.plans(setup, {});
    if (!plans.ok) throw new Error(JSON.stringify(plans.error));
    const plan = plans.value[0]!;
    const fast = dieFightingGame.sim.fastTrial!(
      plan,
      dieFightingGame.withSeed(setup, 'sim-fast/0'),
      undefined,
    );
    expect(fast).not.toBeNull();
    expect(fast!.winner).toBeGreaterThanOrEqual(-1); // -2 would be a trial stopped at the limit
    const job = simJob(game, plan, 'sim-fast');
    const slow = simJob(game, plan, 'sim-fast', { fast: false });
    expect(slow.fast).toBe(false);
    expect(JSON.stringify(runBatch(game, job, 0, 2))).toEqual(JSON.stringify(runBatch(game, slow, 0, 2)));
  });

  it('stops a trial past the decision limit, as the reference does', () => {
    const setup = setupFor(file, 'sim-fast');
    const plans = dieFightingGame.sim.plans(setup, {});
    if (!plans.ok) throw new Error(JSON.stringify(plans.error));
    const plan = plans.value[0]!;
    const job = simJob(game, plan, 'sim-fast', { maxDecisions: 40 });
    const slow = simJob(game, plan, 'sim-fast', { maxDecisions: 40, fast: false });
    expect(JSON.stringify(runBatch(game, job, 0, 2))).toEqual(JSON.stringify(runBatch(game, slow, 0, 2)));
  });
});
