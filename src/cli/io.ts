import { isatty } from 'node:tty';
import { terminalSafe } from './terminalText';
import { fitErr } from './layout/fitErr';

/** Everything a command may touch of the outside world, so commands can be driven from tests. */
export interface Io {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  readonly stdinIsTTY: boolean;
  readonly stdoutIsTTY: boolean;
  /** The terminal's width when stdout is one (read each time: a terminal can be resized). */
  readonly columns?: number;
  readonly env: Readonly<Record<string, string | undefined>>;
}

/** Exit codes: 0 success, 1 a check that ran and failed (e.g. replay divergence), 2 bad input. */
export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_BAD_INPUT = 2;

export function processIo(): Io {
  return {
    // The one way out to the terminal: control characters from files are shown, not obeyed.
    out: (text) => process.stdout.write(terminalSafe(text.endsWith('\n') ? text : `${text}\n`)),
    // At a terminal a long message breaks at a word; piped, it stays one line (fitErr says why).
    err: (text) =>
      process.stderr.write(
        fitErr(
          terminalSafe(text.endsWith('\n') ? text : `${text}\n`),
          process.stderr.isTTY ? process.stderr.columns : undefined,
        ),
      ),
    // Not process.stdin.isTTY: touching process.stdin builds the stream (net, streams), a few
    // milliseconds of every start-up, for a command that may never read it.
    stdinIsTTY: isatty(0),
    stdoutIsTTY: Boolean(process.stdout.isTTY),
    get columns() {
      return process.stdout.columns;
    },
    env: process.env,
  };
}

/** Interactive prompts need a person at a terminal on both ends; CI has neither. */
export function isInteractive(io: Io): boolean {
  return io.stdinIsTTY && io.stdoutIsTTY && !io.env.CI;
}
