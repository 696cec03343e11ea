/**
 * Every module the real binary requires for a command (our own lazy chunks included), one
 * `required <request>` line each: for tests that check what start-up pays for.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

export function requiredBy(args: string[]): string[] {
  const r = spawnSync(
    process.execPath,
    ['-r', join(__dirname, 'recordRequires.js'), join(ROOT, 'bin', 'diemen.js'), ...args],
    { encoding: 'utf8', env: { ...process.env, CI: 'true' }, cwd: ROOT },
  );
  expect(r.status).toBe(0);
  return r.stderr.split('\n').filter((l) => l.startsWith('required '));
}
