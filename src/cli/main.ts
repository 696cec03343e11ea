/**
 * The only place that touches argv, stdout and the exit code. Each command module registers its
 * options on commander; heavy modules (zod, yaml, inquirer) load inside the command that needs them.
 */
import { Command, CommanderError, Help, type Option } from 'commander';
import { EXIT_BAD_INPUT, EXIT_OK, processIo, type Io } from './io';
import { commands } from './commands';
import { commanderError } from './commanderError';
import { internalErrorText } from './internalError';
import { terminalWidth } from './layout/width';

export { commanderError };

export { VERSION } from './version';
import { VERSION } from './version';

/**
 * A repeatable option starts from an empty list, which help would print as `(default: [])`: say
 * nothing instead (every other default still shows).
 */
function optionDescription(this: Help, option: Option): string {
  const empty = Array.isArray(option.defaultValue) && option.defaultValue.length === 0;
  const shown = empty ? Object.assign(Object.create(option) as Option, { defaultValue: undefined }) : option;
  return Help.prototype.optionDescription.call(this, shown);
}

/** `-V` was the version flag before `-v`; it still works. */
const withVersionAlias = (argv: readonly string[]): string[] =>
  argv.length === 1 && argv[0] === '-V' ? ['-v'] : [...argv];

export async function main(argv: readonly string[], io: Io): Promise<number> {
  let exitCode = EXIT_OK;
  const program = new Command('diemen')
    .description(
      'Dice roller and battle resolver for dice wargames: Die, Men! (ORE), Die Fighting, Dice Wars',
    )
    .version(VERSION, '-v, --version', 'print the version number (also -V)')
    .showSuggestionAfterError()
    .configureHelp({ optionDescription })
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.out(s),
      writeErr: (s) => io.err(s),
      outputError: (s, write) => write(`${commanderError(s, argv[0])}\n`),
    });
  for (const register of commands) {
    register(program, io, (code) => {
      exitCode = code;
    });
  }
  try {
    await program.parseAsync(negativeDice(withVersionAlias(argv)), { from: 'user' });
  } catch (e) {
    if (e instanceof CommanderError) {
      // Help and version exit 0; commander has already printed its one-line usage error.
      return e.exitCode === 0 ? EXIT_OK : EXIT_BAD_INPUT;
    }
    throw e;
  }
  return exitCode;
}

/**
 * `diemen odds -2d6`: commander would take `-2d6` for an option. A leading minus followed by a
 * count and a die is dice, so it is handed on with a space in front (the reader trims it). `-d6`
 * stays an option (`-d` is --difficulty).
 */
function negativeDice(argv: readonly string[]): string[] {
  if (argv[0] !== 'roll' && argv[0] !== 'odds') return [...argv];
  return argv.map((a, i) => (i > 0 && /^-\d+d/i.test(a) ? ` ${a}` : a));
}

/** Runs the program for real; users never see a stack trace unless they ask for one. */
export function run(): void {
  // `diemen step x.yaml | head`: a reader that has had enough is not an error.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
      throw e;
    });
  }
  const io = processIo();
  main(process.argv.slice(2), io).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      // At the terminal's width; piped, the width COLUMNS gives, else 80 (terminalWidth).
      const stderr = { stdoutIsTTY: process.stderr.isTTY, columns: process.stderr.columns, env: io.env };
      io.err(internalErrorText(e, terminalWidth(stderr)));
      if (io.env.DIEMEN_DEBUG && e instanceof Error && e.stack) io.err(e.stack);
      process.exitCode = 70;
    },
  );
}
