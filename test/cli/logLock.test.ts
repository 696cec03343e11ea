/**
 * Issue #22, two writers on one log (`npm run build` first when run alone): a battle log is
 * locked while a battle writes it (LOG.lock, holding the writer's pid). A second `play --resume`
 * of it is refused with one line and exit 2, and the log verifies; the lock goes on every way
 * out, and a lock left by a dead process is taken over.
 * The writers, the refused ones and the ones killed or cut off are real processes. A log that
 * must end byte for byte as the uninterrupted battle did is compared with it (that battle's log
 * is verified once), and the battle a test only needs finished after a kill plays on in-process
 * (runMain, the same main() the binary runs); a test about the lock itself, not about a long
 * battle, resumes from near the end.
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
import { runMain } from '../helpers/runMain';

const ROOT = join(__dirname, '..', '..');
const tmp = mkdtempSync(join(tmpdir(), 'diemen-lock-'));
const at = (name: string) => join(tmp, name);

/** A finished df-war battle, long enough that a resume of its start takes a while. */
const full = at('full.jsonl');
beforeAll(async () => {
  expect(runCli(['play', 'scenarios/df-war.yaml', '--ai', 'all', '--seed', 'lock', '--log', full]).code).toBe(
    0,
  );
  // A log that ends byte for byte as this one verifies as it does.
  expect((await runMain(['replay', full, '--verify'])).code).toBe(0);
});

/**
 * The battle's first lines: an unfinished log, as a battle stopped early leaves it. A negative
 * count keeps all but that many lines: a resume of it plays only the battle's last moves.
 */
const unfinished = (name: string, lines = 20): string => {
  const file = at(name);
  writeFileSync(file, `${readFileSync(full, 'utf8').split('\n').slice(0, lines).join('\n')}\n`);
  return file;
};
/** Near the end: the last decisions and the end are left to play. */
const NEAR_END = -12;
/**
 * Half the battle (of about 830 lines): a process killed or cut off is still seconds of work from
 * its end when the lock shows, and what it leaves takes half as long to play on. Two writers at
 * once start from the beginning instead, the first held stopped while the second tries.
 */
const HALF = 400;

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
  describe('while a play --resume writes the log', () => {
    // One writer for both tests (one battle played, not two): a new battle on its log is refused,
    // then a second resume, and the writer plays on to the end.
    const log = at('two.jsonl');
    let a: ReturnType<typeof start>;
    // The writer is held stopped (SIGSTOP) while the others try, then let go (SIGCONT): it still
    // holds the lock and is alive, but can't finish first. Racing it instead failed once its
    // battle got faster (a fresh-clone CI run: the resume had ended before the second started).
    beforeAll(async () => {
      unfinished('two.jsonl');
      a = start(['play', '--resume', log, '--ai', 'all']);
      await until(() => lockThere(log));
      a.child.kill('SIGSTOP');
    });
    afterAll(() => {
      a.child.kill('SIGCONT');
      a.child.kill();
    });

    it('a new battle on a log being resumed is refused', () => {
      const r = runCli(['play', 'scenarios/df-war.yaml', '--ai', 'all', '--log', log]);
      expect(r).toMatchObject({ code: 2, stderr: `diemen: ${log} is in use by process ${a.child.pid}\n` });
    });

    it('two play --resume at once: one plays on, the other is refused naming it, and the log verifies', async () => {
      const b = start(['play', '--resume', log, '--ai', 'all']);
      const rb = await b.done;
      a.child.kill('SIGCONT');
      const ra = await a.done;
      expect(rb).toEqual({
        code: 2,
        signal: null,
        stderr: `diemen: ${log} is in use by process ${a.child.pid}\n`,
      });
      expect(ra.code).toBe(0);
      expect(readFileSync(log, 'utf8')).toBe(readFileSync(full, 'utf8'));
      expect(lockThere(log)).toBe(false);
    });
  });

  it.each(['SIGTERM', 'SIGINT'] as const)(
    '%s: the lock goes with the process, and the log resumes',
    async (signal) => {
      const log = unfinished(`${signal}.jsonl`, HALF);
      const a = start(['play', '--resume', log, '--ai', 'all']);
      await until(() => lockThere(log));
      a.child.kill(signal);
      const r = await a.done;
      // Killed by it, or (where the runner starts children with it ignored) 128 + its number.
      expect(r.signal === signal || r.code === 128 + constants.signals[signal]).toBe(true);
      expect(lockThere(log)).toBe(false);
      expect((await runMain(['play', '--resume', log, '--ai', 'all'])).code).toBe(0);
      expect(readFileSync(log, 'utf8')).toBe(readFileSync(full, 'utf8'));
    },
  );

  it('output closed mid-battle (`play … | head`): exit 141, one line, the lock goes, the log resumes', async () => {
    const log = unfinished('pipe.jsonl', HALF);
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
    expect((await runMain(['play', '--resume', log, '--ai', 'all'])).code).toBe(0);
    expect(readFileSync(log, 'utf8')).toBe(readFileSync(full, 'utf8'));
  });

  it('blank lines after the last line (issue #22): replay reads the log, resume drops them', async () => {
    const log = unfinished('blank.jsonl', NEAR_END);
    writeFileSync(log, `${readFileSync(log, 'utf8')}\n\n`);
    expect((await runMain(['replay', log, '--verify', '--unfinished'])).code).toBe(0);
    expect(runCli(['play', '--resume', log, '--ai', 'all']).code).toBe(0);
    expect(readFileSync(log, 'utf8')).toBe(readFileSync(full, 'utf8'));
    writeFileSync(log, `${readFileSync(log, 'utf8')}\n`);
    expect((await runMain(['replay', log, '--verify'])).code).toBe(0);
  });

  it('a lock left by a process that is gone is taken over', () => {
    const log = unfinished('stale.jsonl', NEAR_END);
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
    const log = unfinished('held.jsonl', NEAR_END);
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
