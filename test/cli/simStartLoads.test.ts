/**
 * What a short `diemen sim` loads of Node's own modules (issue 23, the fixed cost of every run):
 * worker_threads only when a worker starts (6-7 ms of CPU to load), and never perf_hooks, which the
 * `performance` global loads (about 2.7 ms); the sim's clocks read process.hrtime. Drives the real
 * binary.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { nowMs } from '../../src/cli/sim/helpers';

const ROOT = join(__dirname, '..', '..');

function builtinsOf(args: string[]): string[] {
  const r = spawnSync(
    process.execPath,
    ['-r', join(ROOT, 'test', 'helpers', 'recordBuiltins.js'), join(ROOT, 'bin', 'diemen.js'), ...args],
    { encoding: 'utf8', env: { ...process.env, CI: 'true' }, cwd: ROOT },
  );
  expect(r.status).toBe(0);
  return r.stderr
    .split('\n')
    .filter((l) => l.startsWith('builtin '))
    .map((l) => l.slice(8));
}

describe('a short sim', () => {
  jest.setTimeout(120_000);
  const sim = ['sim', 'scenarios/skirmish.yaml', '--trials', '4', '--seed', 'loads', '--json'];

  it('played in the main thread loads neither worker_threads nor perf_hooks', () => {
    const loaded = builtinsOf([...sim, '--workers', '1']);
    expect(loaded).toContain('os'); // the list is read: the sim's own needs are in it
    expect(loaded).not.toContain('worker_threads');
    expect(loaded).not.toContain('perf_hooks');
  });

  it('loads worker_threads once it starts a worker (a --timeout run plays on one)', () => {
    expect(builtinsOf([...sim, '--workers', '1', '--timeout', '600'])).toContain('worker_threads');
  });
});

describe("zod's exports", () => {
  jest.setTimeout(120_000);

  // The bundle's stand-in for zod is an ES module: its namespace is built once, not once for each
  // of the files that import zod (11 in the sim bundle: 11.6 ms of CPU at every start, 27 Nov).
  it('are copied into a namespace once in a sim', () => {
    const sim = spawnSync(
      process.execPath,
      [
        '-r',
        join(ROOT, 'test', 'helpers', 'countZodCopies.js'),
        join(ROOT, 'bin', 'diemen.js'),
        'sim',
        'scenarios/skirmish.yaml',
        '--trials',
        '2',
        '--json',
      ],
      { encoding: 'utf8', env: { ...process.env, CI: 'true' }, cwd: ROOT },
    );
    expect(sim.status).toBe(0);
    expect(sim.stderr).toContain('zod copied 1\n');
  });
});

describe("the sim's clock", () => {
  it('reads milliseconds as performance.now does, and never goes back', () => {
    const a = nowMs();
    const p = performance.now();
    const b = nowMs();
    expect(b).toBeGreaterThanOrEqual(a);
    // both count from an origin of their own: compare their steps over a short wait
    const start = { ours: nowMs(), perf: performance.now() };
    for (let t = Date.now(); Date.now() - t < 30;);
    const ours = nowMs() - start.ours;
    const perf = performance.now() - start.perf;
    expect(Math.abs(ours - perf)).toBeLessThan(5);
    expect(p).toBeGreaterThan(0);
  });
});
