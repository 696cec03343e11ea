/**
 * Appends battle log lines to a file and forces them to disk after each step (fsync), so a battle
 * cut short by a crash, a closed terminal or Ctrl+C loses nothing. A log is only ever appended to:
 * a new battle refuses to open an existing file, and `--resume` opens it for appending.
 */
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { fail, ok, problem, type Result } from '../core/problem';
import { sealHeader, sealLines } from '../log/checksum';

export interface LogWriter {
  readonly file: string;
  /** Writes the lines (JSON, one per line) in one write, then fsyncs. */
  write(lines: readonly unknown[]): void;
  close(): void;
}

function writerOn(file: string, fd: number): LogWriter {
  let open = true;
  return {
    file,
    write(lines) {
      if (lines.length === 0) return;
      writeSync(fd, lines.map((l) => `${JSON.stringify(l)}\n`).join(''));
      fsyncSync(fd);
    },
    close() {
      if (open) closeSync(fd);
      open = false;
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

/** A new log file (its directory made if need be); fails if the file exists. */
export function createLog(file: string): Result<LogWriter> {
  try {
    mkdirSync(dirname(file), { recursive: true });
    return ok(writerOn(file, openSync(file, 'wx')));
  } catch (e) {
    return fail(problem('log.cannot-create', `cannot create the battle log: ${reason(e)}`, { file }));
  }
}

/** An existing log, opened to append (resume). */
export function appendToLog(file: string): Result<LogWriter> {
  try {
    if (!existsSync(file)) throw Object.assign(new Error('no such file'), { code: 'ENOENT' });
    return ok(writerOn(file, openSync(file, 'a')));
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
 * the one before (checksum.ts). For a resumed log, `chainFrom` is its last line's sum (null: the
 * log is unsealed, and its new lines are too).
 */
export function sealedLines(
  writer: LogWriter,
  start: { readonly header: object } | { readonly chainFrom: string | null },
): (lines: readonly object[]) => void {
  let prev: string | null;
  if ('header' in start) {
    const header = sealHeader(start.header);
    writer.write([header]);
    prev = header.sum;
  } else prev = start.chainFrom;
  return (lines) => {
    if (prev === null) return writer.write(lines);
    const sealed = sealLines(prev, lines);
    prev = sealed.last;
    writer.write(sealed.lines);
  };
}
