/**
 * What a user sees when diemen itself fails (a bug, exit 70): what went wrong, then what to do on
 * a line of its own, broken at words to `width` columns. Other messages stay one line when piped
 * (fitErr.ts), but this one is read by a person, who copies it into a report: through `2>&1 |
 * tee` the terminal folded it at its last column, mid-word (`'scriptedRo` / `unds'`). The binary's
 * run() and the tests' runMain say the same.
 */
import { fitErr } from './layout/fitErr';

export const internalErrorText = (e: unknown, width: number): string =>
  fitErr(
    `diemen: internal error: ${e instanceof Error ? e.message : String(e)}\n` +
      'diemen: please report this (DIEMEN_DEBUG=1 shows details)',
    width,
  );
