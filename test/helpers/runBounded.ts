/**
 * Runs the built CLI under a memory limit and measures the CPU time it took (issue #22: inputs
 * under 1 MB must take bounded time and memory). CPU time, not wall time: the test machines are
 * shared, and a loaded one stretches the clock, not the work. bash's `time` gives the child's.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

export interface BoundedResult {
  readonly stdout: string;
  readonly stderr: string;
  readonly code: number;
  /** User plus system CPU seconds of the run. */
  readonly cpu: number;
}

/** A heap this size is well under the gigabytes the attacks took before. */
export const HEAP_MB = 256;

export function runBounded(args: readonly string[], timeoutMs = 60_000): BoundedResult {
  const env: Record<string, string | undefined> = { ...process.env, CI: 'true' };
  delete env.FORCE_COLOR;
  delete env.NO_COLOR;
  const dir = mkdtempSync(join(tmpdir(), 'diemen-bounded-'));
  const err = join(dir, 'err');
  const times = join(dir, 'time');
  // timeout(1) inside, so a run past the limit is killed with its node, not left orphaned.
  const limit = Math.ceil(timeoutMs / 1000);
  const script = `TIMEFORMAT='%U %S'; { time timeout ${limit} "$0" --max-old-space-size=${HEAP_MB} bin/diemen.js "$@" 2>'${err}' ; } 2>'${times}'`;
  try {
    const r = spawnSync('bash', ['-c', script, process.execPath, ...args], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
      timeout: timeoutMs + 10_000,
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
    const [user = NaN, sys = NaN] = readFileSync(times, 'utf8').trim().split(/\s+/).map(Number);
    return {
      stdout: r.stdout ?? '',
      stderr: readFileSync(err, 'utf8'),
      code: r.status ?? -1,
      cpu: user + sys,
    };
  } catch {
    return { stdout: '', stderr: 'timed out', code: -1, cpu: Number.POSITIVE_INFINITY };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
