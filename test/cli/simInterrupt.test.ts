/**
 * `diemen sim` stopped by Ctrl+C (SIGINT) prints the report of the trials played so far, marked
 * partial, and exits 130 (issue 20); the progress bar estimates the time left.
 * A sim of a million trials runs until the signal, on every core the load leaves free (workers
 * start beside the main thread on a quiet host), so each second it runs is up to two seconds of
 * CPU: the signal comes after 2.5 s, not 5 (a run stopped before any trial finished is checked
 * too), and the --json run keeps to one worker; the first run keeps the workers.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { duration, pct as simPct, renderProgress } from '../../src/cli/render/renderSim';

const BIN = join(__dirname, '..', '..', 'bin', 'diemen.js');
/** Long enough for the binary to start and the sim to be under way on the loaded CI host. */
const SIGNAL_AFTER_MS = 2500;

/** Runs sim, sends SIGINT once it has run `afterMs`, and collects what it printed. */
function interrupted(
  args: string[],
  afterMs: number,
): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const env: Record<string, string | undefined> = { ...process.env, CI: 'true' };
    delete env.FORCE_COLOR;
    const child = spawn(process.execPath, [BIN, 'sim', ...args], { env });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    const timer = setTimeout(() => child.kill('SIGINT'), afterMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, out, err });
    });
  });
}

test('Ctrl+C: the report so far, marked partial, and exit 130', async () => {
  const r = await interrupted(['skirmish', '--trials', '1000000', '--seed', 'ctrl-c'], SIGNAL_AFTER_MS);
  expect(r.code).toBe(130);
  expect(r.err).toMatch(/^diemen: interrupted after /);
  if (r.out !== '') {
    expect(r.out).toMatch(/interrupted \(Ctrl\+C\), a partial report: \d+ of 1000000 trials played/);
    expect(r.err).toMatch(/the report above is partial/);
  } else {
    expect(r.err).toMatch(/before any trial finished/);
  }
}, 30000);

test('Ctrl+C with --json: the partial report says so', async () => {
  const r = await interrupted(
    ['skirmish', '--trials', '1000000', '--seed', 'ctrl-c', '--json', '--workers', '1'],
    SIGNAL_AFTER_MS,
  );
  expect(r.code).toBe(130);
  if (r.out !== '') {
    const j = JSON.parse(r.out);
    expect(j.complete).toBe(false);
    expect(j.interrupted).toBe(true);
  }
}, 30000);

test('the progress line estimates the time left from the pace so far', () => {
  expect(renderProgress(250, 1000, 10, 20)).toMatch(/25%  250\/1,000  10\.0 s  ~30 s left$/);
  expect(renderProgress(10, 1000, 6, 20)).toMatch(/~10 min left$/);
  expect(renderProgress(0, 1000, 1, 20)).not.toMatch(/left/);
  expect(renderProgress(1000, 1000, 9, 20)).not.toMatch(/left/);
  expect(duration(0.2)).toBe('1 s');
  expect(duration(59)).toBe('59 s');
  expect(duration(3 * 3600 + 20 * 60)).toBe('3 h 20 min');
});

test("sim's rates: only all is 100.0%, only none is 0.0%", () => {
  expect(simPct(1)).toBe('100.0%');
  expect(simPct(9996 / 10000)).toBe('>99.9%');
  expect(simPct(0)).toBe('0.0%');
  expect(simPct(4 / 10000)).toBe('<0.1%');
  expect(simPct(0.5)).toBe('50.0%');
});
