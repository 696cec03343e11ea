/**
 * The worker pool of `diemen sim`, driven in-process against the built worker (dist/simWorker.cjs):
 * several workers merge to exactly what one gives, and workers beyond the first start only when
 * the first one's pace says the rest of the run is long enough to repay them; a run is played in
 * this thread, which gets workers beside it only when the rest is long in CPU and cores are free,
 * with the same result.
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
  workerDepth,
  worthMoreWorkers,
  type BatchRequest,
} from '../../src/cli/sim/pool';
import type { Player, WorkerHandlers } from '../../src/cli/sim/poolWorker';
import {
  HAND_OFF_SAMPLE_CPU_MS,
  HELPER_SAMPLE_CPU_MS,
  HELPER_MIN_SAVING,
  HELPER_START_CPU_MS,
  helperCost,
  helperCount,
  IDLE_WINDOW_MIN_MS,
  idleMeter,
  LOCAL_BATCH_MAX_MS,
  localHelpers,
  MIN_SHARE,
  PACE_WINDOW_CPU_MS,
  PaceMeter,
  restWall,
  worthHelpers,
} from '../../src/cli/sim/helpers';
import { simCodeCache } from '../../src/cli/sim/warmStart';
import { dieMenGame } from '../../src/rulesets/die-men/game';
import { loadDieMenScenario, toBattleSetup } from '../../src/rulesets/die-men/scenario';
import { runBatch, simJob, type SimJob } from '../../src/sim';

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
  // Each test starts worker threads and plays a hundred-odd battles: about a second of CPU, but it
  // outran jest's 30 s while the shared host was at load 20-27 (26 Nov), so these get two minutes.
  jest.setTimeout(120_000);
  const jobs = [jobOf('skirmish.yaml', 'pool')];
  // The workers start from V8's code cache, as `diemen sim`'s do (warmStart.ts): compiling the
  // bundle in each of the file's dozen workers cost most of its CPU (21.5 s of CPU before, 26 Nov).
  // A run without the cache is simWarmStart.test.ts's.
  const codeCache = simCodeCache(join(root, 'dist'), {});
  // 64 trials: batches of one trial (batchBounds), so 64 batches, as many as every pool path
  // below needs (three workers, a ramp-up, a hand-off, a helper); 130 cost 16.3 s of CPU for the
  // file against 9.8 s (26 Nov) and checked nothing more.
  const base = { trials: 64, workerFile: WORKER_FILE, timeoutMs: null, codeCache };
  // What one worker gives, the reference every other run is compared with: played once, not per test.
  let oneWorker: ReturnType<typeof runPool> | undefined;
  const byOneWorker = () => (oneWorker ??= runPool(jobs, { ...base, workers: 1 }));

  it('three workers started at once merge to exactly what one worker gives', async () => {
    expect(codeCache).not.toBeNull();
    const one = await byOneWorker();
    const three = await runPool(jobs, { ...base, workers: 3, rampUp: false });
    expect(one.workersUsed).toBe(1);
    expect(three.workersUsed).toBe(3);
    expect(three.timedOut).toBe(false);
    expect(three.aggregates).toEqual(one.aggregates);
    expect(one.aggregates[0]!.trials).toBe(64);
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
    const r = await runPool(jobs, { ...base, trials: 64, workers: 2, clock: slow });
    expect(r.workersUsed).toBe(2);
    expect(r.aggregates[0]!.trials).toBe(64);
  });

  describe('in this thread', () => {
    const local = [dieMenGame];

    it('a short run is played here, with no worker, to exactly what workers give', async () => {
      const workers = await byOneWorker();
      const here = await runPool(jobs, { ...base, workers: 2, local, clock: steady() });
      expect(here.workersUsed).toBe(0);
      expect(here.timedOut).toBe(false);
      expect(here.aggregates).toEqual(workers.aggregates);
    });

    // A CPU clock that moves `ms` a reading: each batch (one trial here) seems to cost that much.
    const cpuEvery = (ms: number): (() => number) => {
      let c = 0;
      return () => (c += ms);
    };

    it('a run of long batches hands the rest to the workers, same result', async () => {
      let t = 0;
      const slow = (): number => (t += PACE_SETTLED_MS);
      const one = await byOneWorker();
      const cpuClock = cpuEvery(2 * LOCAL_BATCH_MAX_MS);
      const r = await runPool(jobs, { ...base, workers: 2, local, clock: slow, cpuClock });
      expect(r.workersUsed).toBe(2);
      expect(r.localPlayed).toBe(true);
      expect(r.aggregates).toEqual(one.aggregates);
    });

    it('a run long in CPU, of short batches, gets a worker beside this thread, same result', async () => {
      const one = await byOneWorker();
      // this thread's CPU moves with the process's: no V8 thread beside it, so a worker pays
      const run = {
        ...base,
        workers: 2,
        local,
        clock: steady(),
        cpuClock: cpuEvery(HELPER_SAMPLE_CPU_MS),
        threadClock: cpuEvery(HELPER_SAMPLE_CPU_MS),
      };
      const r = await runPool(jobs, { ...run, freeCores: () => 2 });
      expect(r.workersUsed).toBe(1);
      expect(r.localPlayed).toBe(true);
      expect(r.aggregates).toEqual(one.aggregates);
      // the same run with the cores busy, or allowed one thread, plays here alone
      const busy = await runPool(jobs, {
        ...run,
        cpuClock: cpuEvery(HELPER_SAMPLE_CPU_MS),
        threadClock: cpuEvery(HELPER_SAMPLE_CPU_MS),
        freeCores: () => 1,
      });
      expect(busy.workersUsed).toBe(0);
      expect(busy.aggregates).toEqual(one.aggregates);
      const alone = await runPool(jobs, {
        ...run,
        workers: 1,
        cpuClock: cpuEvery(HELPER_SAMPLE_CPU_MS),
        threadClock: cpuEvery(HELPER_SAMPLE_CPU_MS),
      });
      expect(alone.workersUsed).toBe(0);
      // V8's threads already use the other core (the process's CPU twice this thread's): none
      const compiling = await runPool(jobs, {
        ...run,
        cpuClock: cpuEvery(2 * HELPER_SAMPLE_CPU_MS),
        threadClock: cpuEvery(HELPER_SAMPLE_CPU_MS),
        freeCores: () => 2,
      });
      expect(compiling.workersUsed).toBe(0);
      expect(compiling.aggregates).toEqual(one.aggregates);
    });

    it('batches a worker still holds are played here too: a worker that never answers holds up nothing', async () => {
      const one = await byOneWorker();
      const silent = join(root, 'test', 'fixtures', 'sim', 'silentWorker.mjs');
      const r = await runPool(jobs, {
        ...base,
        workerFile: silent,
        codeCache: null,
        workers: 2,
        local,
        clock: steady(),
        cpuClock: cpuEvery(HELPER_SAMPLE_CPU_MS),
        threadClock: cpuEvery(HELPER_SAMPLE_CPU_MS),
        freeCores: () => 2,
      });
      expect(r.workersUsed).toBe(1);
      expect(r.timedOut).toBe(false);
      expect(r.aggregates).toEqual(one.aggregates);
    });

    // A worker still warming up: it takes batches and answers none until this thread has played
    // 20 more; it records how many it held at once, and how many of its answers were merged.
    it('beside this thread a worker holds three batches, and its first, slow ones are not played twice', async () => {
      const one = await byOneWorker();
      let held = 0;
      let used = 0;
      let answer = (): void => undefined;
      const slow = (on: WorkerHandlers): Player => {
        const holding: BatchRequest[] = [];
        const p: Player = {
          post: (req) => {
            holding.push(req);
            held = Math.max(held, p.inFlight);
          },
          stop: () => undefined,
          local: false,
          inFlight: 0,
        };
        answer = () => {
          for (const req of holding.splice(0)) {
            const before = playedHere;
            on.onReply({ k: req.k, agg: runBatch(dieMenGame, jobs[0]!, req.start, req.end) });
            // a merged answer counts its trials; one this thread played already is dropped
            if (playedHere > before) used++;
          }
        };
        return p;
      };
      let playedHere = 0;
      let answered = false;
      const r = await runPool(jobs, {
        ...base,
        workers: 2,
        local,
        clock: steady(),
        cpuClock: cpuEvery(HELPER_SAMPLE_CPU_MS),
        threadClock: cpuEvery(HELPER_SAMPLE_CPU_MS),
        freeCores: () => 2,
        startWorker: slow,
        onProgress: (done) => {
          playedHere = done;
          if (done >= 20 && !answered) {
            answered = true;
            setImmediate(() => answer());
          }
        },
      });
      expect(r.workersUsed).toBe(1);
      expect(r.aggregates).toEqual(one.aggregates);
      // this thread answers between its own batches only: a worker that held two waited for more
      expect(held).toBe(3);
      // all three merged: with 8 batches ahead at most, this thread had played them again by then
      expect(used).toBe(3);
    });

    it('a worker holds two batches when this thread only merges and answers at once', () => {
      expect(workerDepth(false)).toBe(2);
      expect(workerDepth(true)).toBe(3);
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

describe('workers beside this thread', () => {
  // issue 23's 1,000-trial df-battle as the pool sees it on two idle cores about 0.7 s in (27
  // November: this thread about 2.2 ms of CPU a trial, the process 2.3, 0.9 s of CPU for 200 trials)
  const pace = { thread: 2.2, process: 2.3 };
  const run = {
    done: 200,
    left: 800,
    pace,
    windows: 4,
    bestCpuPace: 2.3,
    cpuSpent: 900,
    threadSpent: 700,
    wallSpent: 740,
    maxBatch: 16,
    allowed: 1,
    freeCores: () => 2,
  };

  it('a 1,000-trial df-battle gets a worker on two idle cores, as soon as its pace is read', () => {
    expect(localHelpers(run)).toBe(1);
    // not before the sample, nor on the first window's pace (the cold first battles)
    expect(localHelpers({ ...run, cpuSpent: HELPER_SAMPLE_CPU_MS - 1 })).toBe(0);
    expect(localHelpers({ ...run, windows: 1 })).toBe(0);
    expect(localHelpers({ ...run, pace: null })).toBe(0);
  });

  it('none on a busy host: cores not free, or this thread short of its share of one', () => {
    expect(localHelpers({ ...run, freeCores: () => 1.2 })).toBe(0);
    expect(localHelpers({ ...run, threadSpent: MIN_SHARE * run.wallSpent - 1 })).toBe(0);
    // the share is this thread's where known: V8's threads on the other core don't make it up
    expect(localHelpers({ ...run, cpuSpent: run.wallSpent, threadSpent: 0.5 * run.wallSpent })).toBe(0);
    // where it is unknown, the process's share
    expect(localHelpers({ ...run, threadSpent: null })).toBe(1);
    expect(localHelpers({ ...run, threadSpent: null, wallSpent: run.cpuSpent / (MIN_SHARE - 0.01) })).toBe(0);
  });

  it("a run whose rest a worker can't shorten enough stays in this thread", () => {
    // dw-battle: V8's threads spend about as much as this one (27 November), the second core is theirs
    expect(localHelpers({ ...run, left: 850, pace: { thread: 1.25, process: 2.4 } })).toBe(0);
    // the 15-vs-15's 1,000 are about done when the pace is read
    expect(localHelpers({ ...run, left: 40, pace: { thread: 0.4, process: 0.6 } })).toBe(0);
    expect(localHelpers({ ...run, left: 20_000, pace: { thread: 0.4, process: 0.6 } })).toBe(1);
    // df-battle's last few hundred: the worker's warm-up would be most of what it plays
    expect(localHelpers({ ...run, left: 350, done: 650, cpuSpent: 2300 })).toBe(0);
  });

  it("the rest of the wall: the cores do every thread's CPU, no thread faster than its pace", () => {
    // alone on two cores: this thread's CPU (V8's threads on the other core), unless they need more
    expect(restWall(1000, pace, 0, 2, 0)).toBeCloseTo(2200);
    expect(restWall(1000, { thread: 1, process: 3 }, 0, 2, 0)).toBeCloseTo(1500);
    // one worker: the CPU and its cost over the two cores
    expect(restWall(1000, pace, 1, 2, 700)).toBeCloseTo(1500);
    // on one core's share (a busy host) a worker only adds its cost
    expect(restWall(1000, pace, 1, 1, 700)).toBeCloseTo(3000);
    expect(restWall(1000, pace, 1, 1, 700)).toBeGreaterThan(restWall(1000, pace, 0, 1, 0));
  });

  it('a worker pays when it saves at least the least saving of the rest on two free cores', () => {
    const even = { thread: 1, process: 1 };
    // with one worker the rest takes (left + cost) / 2: the saving is the bar at left = cost / (1 - 2 bar)
    const edge = 1000 / (1 - 2 * HELPER_MIN_SAVING);
    expect(worthHelpers(Math.ceil(edge) + 1, even, 1000)).toBe(true);
    expect(worthHelpers(Math.floor(edge) - 1, even, 1000)).toBe(false);
    expect(worthHelpers(0, even, 0)).toBe(false);
  });

  it("a worker's cost is its start and this thread's warm-up so far", () => {
    expect(helperCost(900, 200, pace)).toBeCloseTo(HELPER_START_CPU_MS + 900 - 200 * 2.3);
    expect(helperCost(100, 200, pace)).toBe(HELPER_START_CPU_MS);
  });

  it("hand off when this thread's batches would keep it from answering", () => {
    const long = LOCAL_BATCH_MAX_MS / run.maxBatch + 1;
    const slow = { ...run, bestCpuPace: long };
    expect(localHelpers({ ...slow, cpuSpent: HAND_OFF_SAMPLE_CPU_MS })).toBe('hand-off');
    // not when any batch so far was short: the pace is still falling as the rules compile
    expect(localHelpers({ ...slow, bestCpuPace: 2.3, cpuSpent: HAND_OFF_SAMPLE_CPU_MS })).not.toBe(
      'hand-off',
    );
    // not before the pace has settled: the first batches are compiling
    expect(localHelpers({ ...slow, cpuSpent: HAND_OFF_SAMPLE_CPU_MS - 1 })).not.toBe('hand-off');
  });

  it('one for each free core, none when this thread got less than its share of one', () => {
    expect(helperCount(3, 1, 4)).toBe(3);
    expect(helperCount(3, 1, 2.6)).toBe(2);
    expect(helperCount(3, 1, 1.4)).toBe(0);
    expect(helperCount(3, 1, -20)).toBe(0);
    expect(helperCount(3, MIN_SHARE - 0.01, 4)).toBe(0);
  });
});

describe("a run's pace", () => {
  it("is read over windows of this thread's CPU, the process's beside it", () => {
    const meter = new PaceMeter(1000, 300);
    meter.add(8, 1400, 300 + PACE_WINDOW_CPU_MS - 10); // too short a window: nothing yet
    expect(meter.pace).toBeNull();
    meter.add(16, 1600, 300 + PACE_WINDOW_CPU_MS + 60); // 16 trials, 160 ms here, 600 in all
    expect(meter.windows).toBe(1);
    expect(meter.pace!.thread).toBeCloseTo(10);
    expect(meter.pace!.process).toBeCloseTo(37.5);
    meter.add(48, 1700, 460 + 2 * PACE_WINDOW_CPU_MS); // the next window: from the last mark
    expect(meter.windows).toBe(2);
    expect(meter.pace!.thread).toBeCloseTo(200 / 32);
    expect(meter.pace!.process).toBeCloseTo(100 / 32);
  });

  it("is the process's where this thread's CPU is unknown", () => {
    const meter = new PaceMeter(0, null);
    meter.add(10, PACE_WINDOW_CPU_MS * 2, null);
    expect(meter.pace).toEqual({ thread: 20, process: 20 });
  });
});

describe('the cores free', () => {
  it("are measured from the CPUs' idle time and this process's own CPU since the last reading", () => {
    let at = 0;
    let idle = 0;
    let own = 0;
    const meter = idleMeter(
      () => ({ idle, own, at }),
      () => 9,
      4,
    );
    at += 100;
    idle += 50; // half a core idle over 100 ms
    own += 150; // this thread, and V8 compiling in the background on another core
    expect(meter()).toBeCloseTo(2);
    at += 100;
    own += 100;
    expect(meter()).toBeCloseTo(1); // none idle since: only this thread's core
    idle += 1000;
    at += 100;
    expect(meter()).toBe(4); // never more than the process's cores
    // a window too short to measure: the load average's figure (4 cores, load 9: none free)
    at += IDLE_WINDOW_MIN_MS - 1;
    expect(meter()).toBe(-4);
  });
});
