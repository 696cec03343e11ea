/** Reading the files a user names (scenarios, army lists): one Problem in one line when it can't. */
import { readFileSync } from 'node:fs';
import { fail, ok, problem, type Result } from '../core/problem';

/** A scenario is a few kilobytes; refuse to read anything this big. */
export const MAX_FILE_BYTES = 1_000_000;

const REASONS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file',
  EISDIR: 'is a directory, not a file',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENOTDIR: 'no such file (a part of the path is not a directory)',
  ELOOP: 'too many symbolic links',
  ENAMETOOLONG: 'the file name is too long',
};

/** Reads a UTF-8 text file, or says in one Problem why it can't. */
export function readScenarioFile(file: string): Result<string> {
  let bytes: Uint8Array;
  try {
    // Sync: node:fs is loaded anyway, and node:fs/promises would cost every start-up.
    bytes = readFileSync(file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? '';
    const reason = REASONS[code] ?? (e instanceof Error ? e.message : String(e));
    return fail(problem('scenario.unreadable', `cannot read: ${reason}`, { file, facts: { errno: code } }));
  }
  if (bytes.length > MAX_FILE_BYTES) {
    return fail(
      problem('scenario.too-large', `too large for a scenario file (${bytes.length} bytes)`, {
        file,
        facts: { bytes: bytes.length, max: MAX_FILE_BYTES },
      }),
    );
  }
  try {
    return ok(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return fail(problem('scenario.not-text', 'not a text file (not UTF-8)', { file }));
  }
}
