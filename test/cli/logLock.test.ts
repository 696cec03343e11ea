/**
 * Issue #22, two writers on one log (`npm run build` first when run alone): a battle log is
 * locked while a battle writes it (LOG.lock, holding the writer's pid). A second `play --resume`
 * of it is refused with one line and exit 2, and the log verifies; the lock goes on every way
 * out, and a lock left by a dead process is taken over.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  lstatSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../helpers/runCli';

const ROOT = join(__dirname, '..', '..');
const tmp = mkdtempSync(join(tmpdir(), 'diemen-lock-'));
const at = (name: string) => join(tmp, name);

/** A finished df-war battle, long enough that a resume of its start takes a while. */
const full = at('full.jsonl');
beforeAll(() => {
  expect(runCli(['play', 'scenarios/df-war.yaml', '--ai', 'all', '--seed', 'lock', '--log', full]).code).toBe(
    0,
  );
});

/** The battle's first lines: an unfinished log, as a battle stopped early leaves it. */
const unfinished = (name: string, lines = 20): string => {
  const file = at(name);
  writeFileSync(file, `${readFileSync(full, 'utf8').split('\n').slice(0, lines).join('\n')}\n`);
  return file;
};

interface Ran {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
}

function start(args: string[]) {
  const child = spawn(process.execPath, [join(ROOT, 'bin', 'diemen.js'), ...args], {
    cwd: ROOT,
    env: { ...process.env, CI: 'true' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const done = new Promise<Ran>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal, stderr })),
  );
  return { child, done };
}

/** existsSync follows the link to a file that isn't there: lstat sees the link itself. */
const lockThere = (log: string): boolean => {
  try {
    lstatSync(`${log}.lock`);
    return true;
  } catch {
    return false;
  }
};

const until = async (test: () => boolean, ms = 20_000): Promise<void> => {
  for (const t0 = Date.now(); !test();) {
    if (Date.now() - t0 > ms) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('one writer at a time on a battle log', () => {
  it('two play --resume at once: one plays on, the other is refused naming it, and the log verifies', async () => {
    const log = unfinished('two.jsonl');
    const a = start(['play', '--resume', log, '--ai', 'all']);
    await until(() => lockThere(log));
    const b = start(['play', '--resume', log, '--ai', 'all']);
    const [ra, rb] = await Promise.all([a.done, b.done]);
    expect(rb).toEqual({
      code: 2,
      signal: null,
      stderr: `diemen: ${log} is in use by process ${a.child.pid}\n`,
    });
    expect(ra.code).toBe(0);
    expect(runCli(['replay', log, '--verify']).code).toBe(0);
    expect(readFileSync(log, 'utf8')).toBe(readFileSync(full, 'utf8'));
    expect(lockThere(log)).toBe(false);
  });

  it('a new battle on a log being resumed is refused too', async () => {
    const log = unfinished('new.jsonl');
    const a = start(['play', '--resume', log, '--ai', 'all']);
    await until(() => lockThere(log));
    const r = runCli(['play', 'scenarios/df-war.yaml', '--ai', 'all', '--log', log]);
    expect(r).toMatchObject({ code: 2, stderr: `diemen: ${log} is in use by process ${a.child.pid}\n` });
    expect((await a.done).code).toBe(0);
  });

  it.each(['SIGTERM', 'SIGINT'] as const)(
    '%s: the lock goes with the process, and the log resumes',
    async (signal) => {
      const log = unfinished(`${signal}.jsonl`);
      const a = start(['play', '--resume', log, '--ai', 'all']);
      await until(() => lockThere(log));
      a.child.kill(signal);
      const r = await a.done;
      // Killed by it, or (where the runner starts children with it ignored) 128 + its number.
      expect(r.signal === signal || r.code === 128 + constants.signals[signal]).toBe(true);
      expect(lockThere(log)).toBe(false);
      expect(runCli(['play', '--resume', log, '--ai', 'all']).code).toBe(0);
      expect(runCli(['replay', log, '--verify']).code).toBe(0);
    },
  );

  it('output closed mid-battle (`play … | head`): exit 141, one line, the lock goes, the log resumes', async () => {
    const log = unfinished('pipe.jsonl');
    const child = spawn(
      process.execPath,
      [join(ROOT, 'bin', 'diemen.js'), 'play', '--resume', log, '--ai', 'all'],
      {
        cwd: ROOT,
        env: { ...process.env, CI: 'true' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    // The reader has had enough once the battle writes and holds its lock.
    child.stdout.once('data', () => void until(() => lockThere(log)).then(() => child.stdout.destroy()));
    const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
    expect(code).toBe(141);
    expect(stderr).toBe(`diemen: output closed: stopped before the end; ${log} keeps what was done\n`);
    expect(lockThere(log)).toBe(false);
    expect(readFileSync(log, 'utf8').length).toBeLessThan(readFileSync(full, 'utf8').length);
    expect(runCli(['play', '--resume', log, '--ai', 'all']).code).toBe(0);
    expect(readFileSync(log, 'utf8')).toBe(readFileSync(full, 'utf8'));
  });

  it('blank lines after the last line (issue #22): replay reads the log, resume drops them', () => {
    const log = unfinished('blank.jsonl');
    writeFileSync(log, `${readFileSync(log, 'utf8')}\n\n`);
    expect(runCli(['replay', log, '--verify', '--unfinished']).code).toBe(0);
    expect(runCli(['play', '--resume', log, '--ai', 'all']).code).toBe(0);
    expect(readFileSync(log, 'utf8')).toBe(readFileSync(full, 'utf8'));
    writeFileSync(log, `${readFileSync(log, 'utf8')}\n`);
    expect(runCli(['replay', log, '--verify']).code).toBe(0);
  });

  it('a lock left by a process that is gone is taken over', () => {
    const log = unfinished('stale.jsonl');
    // A pid that ran and ended: a child that exits at once.
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    }).stdout;
    writeFileSync(`${log}.lock`, `${dead}\n`);
    expect(runCli(['play', '--resume', log, '--ai', 'all']).code).toBe(0);
    expect(lockThere(log)).toBe(false);
    expect(readFileSync(log, 'utf8')).toBe(readFileSync(full, 'utf8'));
  });

  it('a lock held by a running process is respected, and left alone', () => {
    const log = unfinished('held.jsonl');
    writeFileSync(`${log}.lock`, `${process.pid}\n`);
    const r = runCli(['play', '--resume', log, '--ai', 'all']);
    expect(r).toMatchObject({ code: 2, stderr: `diemen: ${log} is in use by process ${process.pid}\n` });
    expect(readFileSync(`${log}.lock`, 'utf8')).toBe(`${process.pid}\n`);
    // diemen's own lock is a link whose target is the pid.
    rmSync(`${log}.lock`);
    symlinkSync(String(process.pid), `${log}.lock`);
    expect(runCli(['play', '--resume', log, '--ai', 'all'])).toMatchObject({ code: 2, stderr: r.stderr });
    expect(readlinkSync(`${log}.lock`)).toBe(String(process.pid));
  });
});
