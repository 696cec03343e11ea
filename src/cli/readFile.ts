/**
 * Reading the files a user names (scenarios, battle logs): one Problem in one line when it can't.
 * The one reader every command uses. Only regular files: a FIFO would block forever and a device
 * such as /dev/zero never ends, so the file is opened without blocking and its kind checked on
 * the open descriptor (no race with a swapped path). The size is checked before reading, and at
 * most the limit plus one byte is read, since /proc-like files report a size of 0.
 */
import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';
import { fail, ok, problem, type Result } from '../core/problem';

/** A scenario is a few kilobytes; refuse to read anything this big. */
export const MAX_FILE_BYTES = 1_000_000;

/**
 * A battle log holds its scenario (at most MAX_FILE_BYTES) and about a hundred bytes a decision:
 * a 1,000-round battle of big armies stays well below this.
 */
export const MAX_LOG_BYTES = 64_000_000;

const REASONS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file',
  EISDIR: 'is a directory, not a file',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENOTDIR: 'no such file (a part of the path is not a directory)',
  ELOOP: 'too many symbolic links',
  ENAMETOOLONG: 'the file name is too long',
  ENXIO: 'not a regular file (a socket or a device with nothing behind it)',
  EAGAIN: 'not a regular file (it would block)',
  // Node refuses a path holding a NUL (an `army: "\0x"` in a scenario) before asking the system.
  ERR_INVALID_ARG_VALUE: 'a file name cannot hold a NUL character',
};

/** What a file is when it isn't a regular one. */
function kindOf(s: Stats): string {
  if (s.isDirectory()) return 'is a directory, not a file';
  if (s.isFIFO()) return 'not a regular file (a named pipe)';
  if (s.isCharacterDevice()) return 'not a regular file (a character device)';
  if (s.isBlockDevice()) return 'not a regular file (a block device)';
  if (s.isSocket()) return 'not a regular file (a socket)';
  return 'not a regular file';
}

export interface FileKind {
  /** Problem codes are `<prefix>.unreadable`, `.not-a-file`, `.too-large`, `.not-text`. */
  readonly prefix: 'scenario' | 'log';
  /** "a scenario file", "a battle log": for the messages. */
  readonly noun: string;
  /** What "cannot read" says it read: "" or " the battle log". */
  readonly what: string;
  readonly maxBytes: number;
}

export const SCENARIO_FILE: FileKind = {
  prefix: 'scenario',
  noun: 'a scenario file',
  what: '',
  maxBytes: MAX_FILE_BYTES,
};

export const LOG_FILE: FileKind = {
  prefix: 'log',
  noun: 'a battle log',
  what: ' the battle log',
  maxBytes: MAX_LOG_BYTES,
};

const errnoOf = (e: unknown): string => (e as NodeJS.ErrnoException).code ?? '';

/** Reads at most `max + 1` bytes of an open file. */
function readUpTo(fd: number, max: number): Uint8Array {
  const buf = Buffer.allocUnsafe(Math.min(max + 1, 1 << 16));
  const chunks: Buffer[] = [];
  let total = 0;
  while (total <= max) {
    const n = readSync(fd, buf, 0, Math.min(buf.length, max + 1 - total), null);
    if (n === 0) break;
    chunks.push(Buffer.from(buf.subarray(0, n)));
    total += n;
  }
  return Buffer.concat(chunks, total);
}

/** Reads a UTF-8 text file of the given kind, or says in one Problem why it can't. */
export function readTextFile(file: string, kind: FileKind): Result<string> {
  const refuse = (code: string, message: string, facts?: Record<string, unknown>) =>
    fail(problem(`${kind.prefix}.${code}`, message, { file, ...(facts ? { facts } : {}) }));
  let fd: number;
  try {
    // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer forever.
    // Sync: node:fs is loaded anyway, and node:fs/promises would cost every start-up.
    fd = openSync(file, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (e) {
    const code = errnoOf(e);
    const reason = REASONS[code] ?? (e instanceof Error ? e.message : String(e));
    return refuse('unreadable', `cannot read${kind.what}: ${reason}`, { errno: code });
  }
  let bytes: Uint8Array;
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) {
      const reason = kindOf(stats);
      const code = stats.isDirectory() ? 'unreadable' : 'not-a-file';
      return refuse(code, `cannot read${kind.what}: ${reason}`);
    }
    const tooLarge = (size: number) =>
      refuse('too-large', `too large for ${kind.noun} (${size} bytes; at most ${kind.maxBytes})`, {
        bytes: size,
        max: kind.maxBytes,
      });
    if (stats.size > kind.maxBytes) return tooLarge(stats.size);
    bytes = readUpTo(fd, kind.maxBytes);
    if (bytes.length > kind.maxBytes) return tooLarge(bytes.length);
  } catch (e) {
    const code = errnoOf(e);
    const reason = REASONS[code] ?? (e instanceof Error ? e.message : String(e));
    return refuse('unreadable', `cannot read${kind.what}: ${reason}`, { errno: code });
  } finally {
    closeSync(fd);
  }
  try {
    return ok(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return refuse('not-text', 'not a text file (not UTF-8)');
  }
}

/** Reads a scenario file. */
export const readScenarioFile = (file: string): Result<string> => readTextFile(file, SCENARIO_FILE);
