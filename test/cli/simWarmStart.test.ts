/**
 * sim's workers start from V8's code cache (src/cli/sim/warmStart.ts, issue 23): the cache the
 * build wrote for dist/simWorker.cjs is accepted by this Node, and workers so started play exactly
 * what workers compiled from scratch play.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Script } from 'node:vm';
import { Module } from 'node:module';
import { runPool } from '../../src/cli/sim/pool';
import { simCodeCache, warmWorkerSource } from '../../src/cli/sim/warmStart';
import { dieMenGame } from '../../src/rulesets/die-men/game';
import { loadDieMenScenario, toBattleSetup } from '../../src/rulesets/die-men/scenario';
import { simJob } from '../../src/sim';

const root = resolve(__dirname, '..', '..');
const dist = join(root, 'dist');
const WORKER_FILE = join(dist, 'simWorker.cjs');

describe('sim workers from the code cache', () => {
  it('the build wrote a cache for the worker bundle that this Node accepts', () => {
    const file = join(dist, 'code-cache', `${process.version}-${process.arch}`, 'simWorker.cjs.v8');
    expect(existsSync(file)).toBe(true);
    const wrapped = (Module as unknown as { wrap(s: string): string }).wrap(
      readFileSync(WORKER_FILE, 'utf8'),
    );
    const script = new Script(wrapped, { filename: WORKER_FILE, cachedData: readFileSync(file) });
    expect(script.cachedDataRejected).toBe(false);
  });

  it('DIEMEN_CODE_CACHE picks the mode as bin/diemen.js does', () => {
    expect(simCodeCache(dist, {})).toEqual({ loader: join(root, 'bin', 'codeCache.js'), write: false });
    expect(simCodeCache(dist, { DIEMEN_CODE_CACHE: 'write' })?.write).toBe(true);
    expect(simCodeCache(dist, { DIEMEN_CODE_CACHE: 'off' })).toBeNull();
    expect(simCodeCache(join(root, 'no-such-dir', 'dist'), {})).toBeNull();
  });

  it('the worker source loads the bundle through the cache, and writes it only while writing', () => {
    const read = warmWorkerSource(WORKER_FILE, { loader: '/x/bin/codeCache.js', write: false });
    expect(read).toContain(`require("/x/bin/codeCache.js").useCodeCache(${JSON.stringify(dist)}, false)`);
    expect(read).toContain(`require(${JSON.stringify(WORKER_FILE)})`);
    expect(read).not.toContain('writeNow');
    expect(warmWorkerSource(WORKER_FILE, { loader: '/x/bin/codeCache.js', write: true })).toContain(
      'cache.writeNow()',
    );
  });

  it('warm workers play what cold ones play', async () => {
    const path = join(root, 'scenarios', 'skirmish.yaml');
    const loaded = loadDieMenScenario(readFileSync(path, 'utf8'), path);
    if (!loaded.ok) throw new Error(loaded.error[0]!.message);
    const setup = toBattleSetup(loaded.value.scenario, { defaultSeed: 'warm' });
    const jobs = [simJob(dieMenGame, { label: '', setup, report: {}, fixed: {} }, 'warm')];
    const base = { trials: 40, workerFile: WORKER_FILE, timeoutMs: null, workers: 1 };
    const cold = await runPool(jobs, base);
    const warm = await runPool(jobs, { ...base, codeCache: simCodeCache(dist, {}) });
    expect(warm.aggregates[0]!.trials).toBe(40);
    expect(warm.aggregates).toEqual(cold.aggregates);
  }, 120_000);
});
