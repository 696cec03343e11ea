/**
 * One writer at a time on a battle log (issue #22: two `play --resume` of one log both appended,
 * and the log no longer verified). An advisory lock beside the log, `LOG.lock`, made in one
 * exclusive step and naming the writer's pid, for as long as the battle writes. It goes when the
 * battle ends, fails, or is stopped by Ctrl+C or SIGTERM; a lock left by a process that no
 * longer runs (kill -9, a crash) is stale and taken over.
 */
import { closeSync, openSync, readFileSync, readlinkSync, symlinkSync, unlinkSync, writeSync } from 'node:fs';
import { constants } from 'node:os';
import { fail, ok, problem, type Result } from '../core/problem';
import { writeReason } from './atomicWrite';

export interface LogLock {
  /** Removes the lock file (if it is still ours); safe to call more than once. */
  release(): void;
}

export const lockFileOf = (log: string): string => `${log}.lock`;

/** What a lock says: a link's target, or a file's text. */
function readLock(lockFile: string): string {
  try {
    return readlinkSync(lockFile);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EINVAL') throw e;
    return readFileSync(lockFile, 'utf8');
  }
}

/** The pid a lock names, or null if it names none (gone, empty, not a number). */
function holderOf(lockFile: string): number | null {
  try {
    const pid = Number(readLock(lockFile).trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Whether a process runs: signal 0 checks without sending anything (EPERM: it runs, not ours). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The lock is a symbolic link whose target is the pid: made in one step, exclusive like O_EXCL,
 * and it writes no data, so it works where the file size limit is 0 (ulimit -f). Where links
 * can't be made, a file made with O_EXCL holding the pid.
 */
function create(lockFile: string): void {
  try {
    symlinkSync(String(process.pid), lockFile);
    return;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code !== 'EPERM' && code !== 'ENOSYS' && code !== 'ENOTSUP') throw e;
  }
  const fd = openSync(lockFile, 'wx');
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** Takes the lock on `log`, or says which process holds it. */
export function lockLog(log: string, stopped?: string): Result<LogLock> {
  const lockFile = lockFileOf(log);
  // Listening before the file exists: a signal between the two would leave the lock behind.
  const lock = holding(lockFile, log, stopped);
  const inUse = (pid: number) => {
    lock.release();
    return fail(problem('log.in-use', `${log} is in use by process ${pid}`, { facts: { pid, lockFile } }));
  };
  try {
    create(lockFile);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') {
      // In words with the code ("its folder does not exist (ENOENT)"), not the lock link's syscall.
      const errno = (e as NodeJS.ErrnoException).code ?? 'EIO';
      lock.release();
      return fail(
        problem('log.cannot-lock', `cannot lock the battle log: ${writeReason(errno)} (${errno})`, {
          file: log,
        }),
      );
    }
    const pid = holderOf(lockFile);
    if (pid !== null && alive(pid)) return inUse(pid);
    // Stale: its process is gone. Looked at once more just before it goes, so a lock another
    // process took over in between is not removed.
    if (holderOf(lockFile) !== pid) return inUse(holderOf(lockFile) ?? 0);
    try {
      unlinkSync(lockFile);
      create(lockFile);
    } catch {
      return inUse(holderOf(lockFile) ?? 0);
    }
  }
  return ok(lock);
}

/** What a shell reports for a program stopped by a closed pipe (128 + SIGPIPE). */
export const EXIT_PIPE_CLOSED = 141;

/** One line on stderr, if stderr is still there. */
function say(line: string): void {
  try {
    writeSync(2, `${line}\n`);
  } catch {
    // stderr is closed too.
  }
}

/** The lock, released on every way out: release(), exit, Ctrl+C, SIGTERM, a closed terminal. */
function holding(lockFile: string, log: string, stopped?: string): LogLock {
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.removeListener('exit', release);
    for (const s of SIGNALS) process.removeListener(s, onSignal);
    for (const out of [process.stdout, process.stderr]) out.removeListener('error', onPipe);
    try {
      if (holderOf(lockFile) === process.pid) unlinkSync(lockFile);
    } catch {
      // Gone already.
    }
  };
  // Released, then the signal does what it would have done without this handler: end the process
  // (with the shell's 128 + signal if it was ignored when diemen started, as under some runners).
  const onSignal = (signal: NodeJS.Signals) => {
    release();
    // Ctrl+C while the computer plays (no prompt to catch it): say where the battle is kept.
    if (stopped !== undefined) say(stopped);
    process.kill(process.pid, signal);
    process.exit(128 + (constants.signals[signal] ?? 0));
  };
  // A reader that closed our output while the log is held (`diemen play … | head`, a runner that
  // gave up): the battle or table did not finish, so this is not the quiet exit 0 that main.ts
  // gives a printout cut short. Ahead of main.ts's handler; the log stays, to resume from.
  const onPipe = (e: NodeJS.ErrnoException) => {
    if (e.code !== 'EPIPE') return;
    release();
    say(`diemen: output closed: stopped before the end; ${log} keeps what was done`);
    process.exit(EXIT_PIPE_CLOSED);
  };
  process.on('exit', release);
  for (const s of SIGNALS) process.on(s, onSignal);
  for (const out of [process.stdout, process.stderr]) out.prependListener('error', onPipe);
  return { release };
}
