/**
 * The worker pool of `diemen sim`, driven in-process against the built worker (dist/simWorker.cjs):
 * several workers merge to exactly what one gives, and workers beyond the first start only when
 * the first one's pace says the rest of the run is long enough to repay them; a short run is played
 * in this thread, with the same result.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  LOCAL_MAX_START,
  PACE_SAMPLE_MS,
  PACE_SETTLED_MS,
  playsHere,
  runPool,
  WORTH_MORE_EARLY_MS,
  WORTH_MORE_MS,
  worthMoreWorkers,
} from '../../src/cli/sim/pool';
import { dieMenGame } from '../../src/rulesets/die-men/game';
import { loadDieMenScenario, toBattleSetup } from '../../src/rulesets/die-men/scenario';
import { simJob, type SimJob } from '../../src/sim';

const root = join(__dirname, '..', '..');
const WORKER_FILE = join(root, 'dist', 'simWorker.cjs');

function jobOf(file: string, seed: string): SimJob {
  const path = join(root, 'scenarios', file);
  const loaded = loadDieMenScenario(readFileSync(path, 'utf8'), path);
  if (!loaded.ok) throw new Error(loaded.error[0]!.message);
  const setup = toBattleSetup(loaded.value.scenario, { defaultSeed: seed });
  return simJob(dieMenGame, { label: '', setup, report: {}, fixed: {} }, seed);
}

describe('runPool', () => {
  const jobs = [jobOf('skirmish.yaml', 'pool')];
  const base = { trials: 130, workerFile: WORKER_FILE, timeoutMs: null };

  it('three workers started at once merge to exactly what one worker gives', async () => {
    const one = await runPool(jobs, { ...base, workers: 1 });
    const three = await runPool(jobs, { ...base, workers: 3, rampUp: false });
    expect(one.workersUsed).toBe(1);
    expect(three.workersUsed).toBe(3);
    expect(three.timedOut).toBe(false);
    expect(three.aggregates).toEqual(one.aggregates);
    expect(one.aggregates[0]!.trials).toBe(130);
  });

  // The pace is read from a clock that moves 1 ms a reading, so the run looks as short as it is on
  // a quiet host whatever the load on this one.
  const steady = (): (() => number) => {
    let t = 0;
    return () => t++;
  };

  it('a short run stays on one worker however many are allowed', async () => {
    const r = await runPool(jobs, { ...base, trials: 20, workers: 4, clock: steady() });
    expect(r.workersUsed).toBe(1);
    expect(r.aggregates[0]!.trials).toBe(20);
  });

  it('a run whose pace says it is long starts the other workers', async () => {
    let t = 0;
    const slow = (): number => (t += PACE_SETTLED_MS); // each batch seems to take a second
    const r = await runPool(jobs, { ...base, trials: 130, workers: 2, clock: slow });
    expect(r.workersUsed).toBe(2);
    expect(r.aggregates[0]!.trials).toBe(130);
  });

  describe('in this thread', () => {
    const local = [dieMenGame];

    it('a short run is played here, with no worker, to exactly what workers give', async () => {
      const workers = await runPool(jobs, { ...base, workers: 2, rampUp: false });
      const here = await runPool(jobs, { ...base, workers: 2, local, clock: steady() });
      expect(here.workersUsed).toBe(0);
      expect(here.timedOut).toBe(false);
      expect(here.aggregates).toEqual(workers.aggregates);
    });

    it('a run whose pace says it is long hands the rest to the workers, same result', async () => {
      let t = 0;
      const slow = (): number => (t += PACE_SETTLED_MS);
      const one = await runPool(jobs, { ...base, workers: 1 });
      const r = await runPool(jobs, { ...base, workers: 2, local, clock: slow });
      expect(r.workersUsed).toBe(2);
      expect(r.aggregates).toEqual(one.aggregates);
    });

    it('a run with a --timeout, or of battles too large, is played on workers', () => {
      expect(playsHere(jobs, { ...base, workers: 2, local })).toBe(true);
      expect(playsHere(jobs, { ...base, workers: 2 })).toBe(false);
      expect(playsHere(jobs, { ...base, workers: 2, local, timeoutMs: 60_000 })).toBe(false);
      const big = { ...jobs[0]!, shape: { ...jobs[0]!.shape, start: [LOCAL_MAX_START, 1] } };
      expect(playsHere([big], { ...base, workers: 2, local })).toBe(false);
    });
  });
});

describe('worthMoreWorkers', () => {
  it('waits for a pace measured over a while', () => {
    expect(worthMoreWorkers(1_000_000, 1, PACE_SAMPLE_MS - 1)).toBe(false);
    expect(worthMoreWorkers(1_000_000, 1, PACE_SAMPLE_MS)).toBe(true);
  });

  it('starts the others when the rest of the run, at the latest pace, is long enough', () => {
    const msPerTrial = 0.5;
    const settled = PACE_SETTLED_MS;
    expect(worthMoreWorkers(WORTH_MORE_MS / msPerTrial, msPerTrial, settled)).toBe(true);
    expect(worthMoreWorkers(WORTH_MORE_MS / msPerTrial - 1, msPerTrial, settled)).toBe(false);
  });

  it('counts only the time a --timeout leaves', () => {
    expect(worthMoreWorkers(1_000_000, 1, PACE_SETTLED_MS)).toBe(true);
    expect(worthMoreWorkers(1_000_000, 1, PACE_SETTLED_MS, WORTH_MORE_MS - 1)).toBe(false);
  });

  it('asks more of a pace measured while the worker still compiles', () => {
    const msPerTrial = 0.5;
    const early = PACE_SAMPLE_MS;
    expect(worthMoreWorkers(WORTH_MORE_MS / msPerTrial, msPerTrial, early)).toBe(false);
    expect(worthMoreWorkers(WORTH_MORE_EARLY_MS / msPerTrial, msPerTrial, early)).toBe(true);
  });
});
