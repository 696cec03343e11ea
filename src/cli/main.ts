/**
 * The only place that touches argv, stdout and the exit code. Each command module registers its
 * options on commander; heavy modules (zod, yaml, inquirer) load inside the command that needs them.
 */
import { Command, CommanderError } from 'commander';
import { EXIT_BAD_INPUT, EXIT_OK, processIo, type Io } from './io';
import { commands } from './commands';

export { VERSION } from './version';
import { VERSION } from './version';

export async function main(argv: readonly string[], io: Io): Promise<number> {
  let exitCode = EXIT_OK;
  const program = new Command('diemen')
    .description(
      'Dice roller and battle resolver for dice wargames: Die, Men! (ORE), Die Fighting, Dice Wars',
    )
    .version(VERSION, '-V, --version')
    .showSuggestionAfterError()
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.out(s),
      writeErr: (s) => io.err(s),
    });
  for (const register of commands) {
    register(program, io, (code) => {
      exitCode = code;
    });
  }
  try {
    await program.parseAsync(negativeDice(argv), { from: 'user' });
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
      const msg = e instanceof Error ? e.message : String(e);
      io.err(`diemen: internal error: ${msg} (please report this; DIEMEN_DEBUG=1 shows details)`);
      if (io.env.DIEMEN_DEBUG && e instanceof Error && e.stack) io.err(e.stack);
      process.exitCode = 70;
    },
  );
}
