/**
 * Ctrl+C (SIGINT) or SIGTERM while the computer plays, with no prompt to catch it: the battle stops
 * with one line saying the battle is saved and how to go on, and `play --resume` then finishes the
 * battle and its log verifies. Found by the fuzzing pass of the binary: the signal ended the
 * battle in silence (the log was kept, but nothing said so or how to go on).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../helpers/runCli';

const BIN = join(__dirname, '..', '..', 'bin', 'diemen.js');

/** Plays df-war computer against computer; once the log holds `lines` lines, sends `signal`. */
function playUntil(cwd: string, log: string, lines: number, signal: NodeJS.Signals) {
  return new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      [BIN, 'play', 'df-war', '--ai', 'all', '--seed', 'stop', '--log', log],
      {
        cwd,
        env: { ...process.env, CI: 'true' },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const poll = setInterval(() => {
      const file = join(cwd, log);
      if (existsSync(file) && readFileSync(file, 'utf8').split('\n').length > lines) {
        clearInterval(poll);
        child.kill(signal);
      }
    }, 20);
    child.on('close', (code) => {
      clearInterval(poll);
      resolve({ code, stderr });
    });
  });
}

describe('a computer battle stopped by a signal', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'diemen-signal-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(['SIGINT', 'SIGTERM'] as const)(
    '%s: one line to go on, and resume finishes it',
    async (signal) => {
      const log = `${signal}.jsonl`;
      const r = await playUntil(dir, log, 40, signal);
      expect(r.code).not.toBe(0);
      expect(r.stderr).toBe(
        `diemen: stopped. The battle is saved; go on with:\n  diemen play --resume ${log}\n`,
      );
      expect(existsSync(join(dir, `${log}.lock`))).toBe(false);
      const resumed = runCli(['play', '--resume', log, '--ai', 'all'], { cwd: dir, timeout: 120000 });
      expect(resumed.code).toBe(0);
      const verified = runCli(['replay', log, '--verify'], { cwd: dir, timeout: 120000 });
      expect(verified.code).toBe(0);
      expect(verified.stdout).toMatch(/^ok: .*every roll and round matches/m);
    },
    240000,
  );
});
