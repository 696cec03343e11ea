/**
 * Runs the real, built CLI (`node bin/diemen.js`, after `npm run build`) the way a script would:
 * no terminal, CI=true (so nothing prompts), and no colour unless the caller's env asks for it.
 * The output is laid out for a wide reader (COLUMNS=1000) unless the caller asks for a width:
 * tests of what is said read whole lines; the layout tests (terminalWidth.test.ts) ask for 80.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

/** Wide enough that no table splits and no line wraps. */
const WIDE = '1000';

/**
 * A run that hangs is stopped (and fails its test) after this long. A second or two on a quiet
 * machine; 20 s was outrun by a 100-battle sim and by a 100,000-level nested scenario while the
 * heavy files ran two at a time on the shared 2 cores at load 20-26, so the limit is a minute.
 */
const LIMIT_MS = 60000;

export interface CliResult {
  stdout: string;
  stderr: string;
  code: number;
}

export function runCli(
  args: string[],
  opts: { input?: string; env?: Record<string, string>; cwd?: string; timeout?: number } = {},
): CliResult {
  const env: Record<string, string | undefined> = { ...process.env, CI: 'true' };
  // Jest's workers set FORCE_COLOR; a script run has neither it nor NO_COLOR unless asked.
  delete env.FORCE_COLOR;
  delete env.NO_COLOR;
  env.COLUMNS = WIDE;
  const r = spawnSync(process.execPath, [join(ROOT, 'bin', 'diemen.js'), ...args], {
    cwd: opts.cwd ?? ROOT,
    env: { ...env, ...opts.env },
    input: opts.input ?? '',
    encoding: 'utf8',
    timeout: opts.timeout ?? LIMIT_MS,
  });
  return { stdout: r.stdout ?? '', stderr: r.stderr ?? '', code: r.status ?? -1 };
}
