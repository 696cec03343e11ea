/**
 * Appends battle log lines to a file and forces them to disk after each step (fsync), so a battle
 * cut short by a crash, a closed terminal or Ctrl+C loses nothing. A log is only ever appended to:
 * a new battle refuses to open an existing file, and `--resume` opens it for appending (after
 * dropping a line torn by an interrupted write). A write that fails (a full disk) cuts the log
 * back to its last whole line when it can, and stops the battle with a LogWriteError.
 */
import {
  closeSync,
  existsSync,
  fstatSync,
  fsyncSync,
  ftruncateSync,
  lstatSync,
  openSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { fail, ok, problem, type Result } from '../core/problem';
import { sealHeader, sealLines } from '../log/checksum';
import { writeFileAtomic } from './atomicWrite';
import { makeDir } from './makeDir';

export interface LogWriter {
  readonly file: string;
  /**
   * Writes the lines (JSON, one per line), then fsyncs; throws a LogWriteError if it can't.
   * Returns where in the file the first of them starts (undo cuts the log back to there).
   */
  write(lines: readonly unknown[]): number;
  close(): void;
}

const WRITE_REASONS: Readonly<Record<string, string>> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EFBIG: 'the file grew past the size this process may write (ulimit -f)',
  EIO: 'an input/output error',
  EROFS: 'the file system is read-only',
  EBADF: 'the file was closed',
};

/** A log line could not be written: the battle stops there, and the log can be resumed. */
export class LogWriteError extends Error {
  constructor(
    readonly file: string,
    readonly errno: string,
    readonly reason: string,
    /** True when the log was cut back to its last whole line; false if a torn line may remain. */
    readonly clean: boolean,
  ) {
    super(`cannot write the battle log: ${reason}`);
  }
}

function writerOn(file: string, fd: number, mend?: Mend): LogWriter {
  let open = true;
  // The bytes of whole lines on disk: where the log is cut back to if a write fails midway.
  let whole = fstatSync(fd).size;
  // Mended with the first write, so a resume that stops before writing leaves the file as it was.
  let toMend = mend;
  return {
    file,
    write(lines) {
      if (lines.length === 0) return whole;
      let text = lines.map((l) => `${JSON.stringify(l)}\n`).join('');
      const mending = toMend;
      if (mending) {
        if (whole > mending.keepBytes) ftruncateSync(fd, mending.keepBytes);
        whole = mending.keepBytes;
        if (mending.endLine) text = `\n${text}`;
      }
      const start = whole + (mending?.endLine ? 1 : 0);
      const data = Buffer.from(text);
      try {
        // writeSync may write less than asked (a nearly full disk): go on until all is out.
        for (let done = 0; done < data.length;) done += writeSync(fd, data, done, data.length - done);
        fsyncSync(fd);
        whole += data.length;
        toMend = undefined;
        mending?.onMend?.();
        return start;
      } catch (e) {
        const errno = (e as NodeJS.ErrnoException).code ?? '';
        let clean = false;
        try {
          ftruncateSync(fd, whole);
          clean = true;
        } catch {
          // Resume drops a torn last line, so the log is still good.
        }
        const reason = WRITE_REASONS[errno] ?? (e instanceof Error ? e.message : String(e));
        throw new LogWriteError(
          file,
          errno,
          errno && WRITE_REASONS[errno] ? `${reason} (${errno})` : reason,
          clean,
        );
      }
    },
    close() {
      if (open) closeSync(fd);
      open = false;
    },
  };
}

/** Writes the first lines atomically, then appends like any log. */
function newLogWriter(file: string): LogWriter {
  let rest: LogWriter | null = null;
  return {
    file,
    write(lines) {
      if (rest) return rest.write(lines);
      // The first lines start the file: their offset is 0.
      if (lines.length === 0) return 0;
      const failed = writeFileAtomic(file, lines.map((l) => `${JSON.stringify(l)}\n`).join(''), {
        exclusive: true,
      });
      if (failed) {
        const words = WRITE_REASONS[failed.errno];
        const why =
          failed.errno === 'EEXIST' ? 'it already exists (a log is never overwritten)' : failed.reason;
        throw new LogWriteError(file, failed.errno, words ? `${words} (${failed.errno})` : why, true);
      }
      rest = writerOn(file, openSync(file, 'a'));
      return 0;
    },
    close() {
      rest?.close();
    },
  };
}

const reason = (e: unknown): string => {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'EEXIST') return 'it already exists (a log is never overwritten; --resume continues it)';
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EISDIR') return 'is a directory';
  return e instanceof Error ? e.message : String(e);
};

/**
 * A new log file (its directory made if need be); fails if the file exists. The file appears with
 * its first lines (the header) whole: they are written beside it and linked into place, which
 * fails rather than replace a file or follow a link made in the meantime (atomicWrite.ts).
 */
export function createLog(file: string): Result<LogWriter> {
  try {
    makeDir(dirname(file));
    if (lstatSync(file, { throwIfNoEntry: false }))
      throw Object.assign(new Error('exists'), { code: 'EEXIST' });
    return ok(newLogWriter(file));
  } catch (e) {
    return fail(problem('log.cannot-create', `cannot create the battle log: ${reason(e)}`, { file }));
  }
}

/** How resume mends the end of a log before appending to it (parseLog finds what is wrong). */
export interface Mend {
  /** Bytes of whole lines: anything after them (a line torn by an interrupted write) is dropped. */
  readonly keepBytes: number;
  /** The last whole line has no newline: end it before the first new line. */
  readonly endLine: boolean;
  /** Told once the log is mended (with the first new lines). */
  readonly onMend?: () => void;
}

/** An existing log, opened to append (resume); its end is mended as the first lines are written. */
export function appendToLog(file: string, mend?: Mend): Result<LogWriter> {
  try {
    if (!existsSync(file)) throw Object.assign(new Error('no such file'), { code: 'ENOENT' });
    return ok(writerOn(file, openSync(file, 'a'), mend));
  } catch (e) {
    return fail(problem('log.cannot-append', `cannot append to the battle log: ${reason(e)}`, { file }));
  }
}

/** "skirmish" from "scenarios/skirmish.yaml"; safe in a file name. */
export function slug(text: string): string {
  const s = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return s.slice(0, 60) || 'battle';
}

/** `diemen-logs/<scenario>-<seed>.jsonl` (relative to the current directory), -2, -3... if taken. */
export function defaultLogPath(scenarioFile: string, seed: string, dir = 'diemen-logs'): string {
  const base = `${slug(basename(scenarioFile, extname(scenarioFile)))}-${slug(seed)}`;
  let file = join(dir, `${base}.jsonl`);
  for (let n = 2; existsSync(file); n++) file = join(dir, `${base}-${n}.jsonl`);
  return file;
}

/**
 * Writes a new log's header, sealed, and returns the writer of the lines after it, each sealed to
 * the one before (checksum.ts), which says where in the file they start. For a resumed log,
 * `chainFrom` is its last line's sum.
 */
export function sealedLines(
  writer: LogWriter,
  start: { readonly header: object } | { readonly chainFrom: string },
): (lines: readonly object[]) => number {
  let prev: string;
  if ('header' in start) {
    const header = sealHeader(start.header);
    writer.write([header]);
    prev = header.sum;
  } else prev = start.chainFrom;
  return (lines) => {
    const sealed = sealLines(prev, lines);
    prev = sealed.last;
    return writer.write(sealed.lines);
  };
}
