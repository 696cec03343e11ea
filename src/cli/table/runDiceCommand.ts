/**
 * `roll` and `odds` run inside a table session exactly as on the command line: a fresh commander
 * program with just those two commands (commander keeps option values between parses, so one per
 * line), its output collected instead of printed.
 */
import { Command, CommanderError } from 'commander';
import { commanderError } from '../commanderError';
import { EXIT_BAD_INPUT, EXIT_OK, type Io } from '../io';
import { registerOdds } from '../commands/odds';
import { registerRoll } from '../commands/roll';

export interface Ran {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

/** An Io that keeps what is written; never interactive (no Master Die question inside the session). */
function collecting(io: Io): { io: Io; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  const line = (s: string) => (s.endsWith('\n') ? s : `${s}\n`);
  return {
    io: {
      out: (s) => out.push(line(s)),
      err: (s) => err.push(line(s)),
      stdinIsTTY: false,
      stdoutIsTTY: io.stdoutIsTTY,
      columns: io.columns,
      env: io.env,
    },
    out,
    err,
  };
}

/** Runs `diemen roll ...` or `diemen odds ...`; what it would print, and its exit code. */
export async function runDiceCommand(
  command: 'roll' | 'odds',
  args: readonly string[],
  io: Io,
  /** The session's own options (`--seed`, `--json`): first, so an option typed without its value can't take them. */
  own: readonly string[] = [],
): Promise<Ran> {
  const c = collecting(io);
  let code = EXIT_OK;
  const program = new Command('diemen').exitOverride().configureOutput({
    writeOut: (s) => c.io.out(s),
    writeErr: (s) => c.io.err(s),
    outputError: (s, write) => write(`${commanderError(s)}\n`),
  });
  for (const register of [registerRoll, registerOdds]) register(program, c.io, (x) => (code = x));
  // `-2d6` is dice, not an option (as main.ts reads it): a space in front, which the reader trims.
  const words = args.map((a, i) => (i === 0 && /^-\d+d/i.test(a) ? ` ${a}` : a));
  try {
    await program.parseAsync([command, ...own, ...words], { from: 'user' });
  } catch (e) {
    if (!(e instanceof CommanderError)) throw e;
    code = e.exitCode === 0 ? EXIT_OK : EXIT_BAD_INPUT;
  }
  return { code, out: c.out.join(''), err: c.err.join('') };
}
