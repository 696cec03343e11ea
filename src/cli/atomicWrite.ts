/**
 * Writing an output file whole or not at all (issue #22): the text goes to a temporary file beside
 * the output, is forced to disk, and is renamed over it. A rename replaces a symbolic link named
 * as the output rather than writing through it to its target; a write that fails (a full disk,
 * a file size limit) removes the temporary file and leaves the previous output as it was.
 */
import {
  chmodSync,
  closeSync,
  fsyncSync,
  linkSync,
  lstatSync,
  openSync,
  renameSync,
  statSync,
  type Stats,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** Why a write failed, in words: EFBIG is "file too large", ENOSPC "the disk is full"... */
const WHY: Readonly<Record<string, string>> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EFBIG: 'file too large (past the size this process may write: ulimit -f)',
  EIO: 'an input/output error',
  EROFS: 'the disk is read-only',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENOENT: 'its folder does not exist',
  ENOTDIR: 'part of the path is a file, not a folder',
  EISDIR: 'that is a folder',
  EEXIST: 'a file of that name is in the way',
  ENAMETOOLONG: 'the file name is too long',
  EMFILE: 'too many open files',
};

export const writeReason = (errno: string): string => WHY[errno] ?? errno;

export interface WriteFailure {
  readonly errno: string;
  /** In words, with the code: "the disk is full (ENOSPC)". */
  readonly reason: string;
}

const errnoOf = (e: unknown): string => (e as NodeJS.ErrnoException).code ?? 'EIO';

function failure(e: unknown): WriteFailure {
  const errno = errnoOf(e);
  return {
    errno,
    reason: WHY[errno] ? `${WHY[errno]} (${errno})` : e instanceof Error ? e.message : String(e),
  };
}

/** writeSync may write less than asked: on until all is out. */
function writeAll(fd: number, text: string | Uint8Array): void {
  const data = typeof text === 'string' ? Buffer.from(text) : text;
  for (let done = 0; done < data.length;) done += writeSync(fd, data, done, data.length - done);
}

/** A name beside `path` no other writer picks: a hidden dot file with the pid and a counter. */
let serial = 0;
const tempBeside = (path: string): string =>
  join(dirname(path), `.${basename(path)}.${process.pid}.${++serial}.tmp`);

/**
 * Writes `text` to `path` atomically. `exclusive`: never replaces an existing file (the output
 * appears whole or the call fails with EEXIST). Returns null when written.
 */
export function writeFileAtomic(
  path: string,
  text: string | Uint8Array,
  opts: { exclusive?: boolean } = {},
): WriteFailure | null {
  const special = specialTarget(path);
  if (special) return special === 'through' ? writeThrough(path, text) : NOT_REGULAR;
  const temp = tempBeside(path);
  let made = false;
  try {
    const fd = openSync(temp, 'wx');
    made = true;
    try {
      writeAll(fd, text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    keepMode(path, temp);
    if (opts.exclusive) {
      // link() fails if the name is taken, where rename() would replace it.
      linkSync(temp, path);
      unlinkSync(temp);
    } else renameSync(temp, path);
    made = false;
    return null;
  } catch (e) {
    if (made) {
      try {
        unlinkSync(temp);
      } catch {
        // Gone already.
      }
    }
    return failure(e);
  }
}

/**
 * An output named by a device or a pipe (`--html /dev/stdout`, `/dev/null`, a FIFO) is written
 * through, as a shell's `>` would (a link to one too): renaming over it replaced the device node itself (run as root,
 * `--html /dev/full` left a regular file where /dev/full was, and said it wrote it). A block
 * device or a socket is refused.
 */
function specialTarget(path: string): 'through' | 'refuse' | null {
  let st = lstatSync(path, { throwIfNoEntry: false });
  if (!st || st.isFile() || st.isDirectory()) return null;
  if (st.isSymbolicLink()) {
    // A link to a device (/dev/stdout → /proc/self/fd/1) is the device; to a file, replaced.
    const to = statOf(path);
    if (!to || to.isFile() || to.isDirectory()) return null;
    st = to;
  }
  // A socket (a runner's stdout) can't be opened by name: refused, as a block device is.
  return st.isCharacterDevice() || st.isFIFO() ? 'through' : 'refuse';
}

const NOT_REGULAR: WriteFailure = {
  errno: 'EINVAL',
  reason: 'not a file, a folder or a terminal-like device',
};

function statOf(path: string): Stats | undefined {
  try {
    return statSync(path, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}

function writeThrough(path: string, text: string | Uint8Array): WriteFailure | null {
  try {
    const fd = openSync(path, 'w');
    try {
      writeAll(fd, text);
    } finally {
      closeSync(fd);
    }
    return null;
  } catch (e) {
    return failure(e);
  }
}

/** A regular file replaced keeps its permissions (a link or a new file gets the default). */
function keepMode(path: string, temp: string): void {
  try {
    const old = lstatSync(path);
    if (old.isFile()) chmodSync(temp, old.mode & 0o7777);
  } catch {
    // A new file.
  }
}
