/**
 * `diemen completion bash|zsh|fish` prints a completion script; the script asks the hidden
 * `diemen __complete WORDS...` for candidates, one per line (`@files` last when file names fit
 * too). The candidates come from commander's own view of the program.
 */
import type { Command } from 'commander';
import type { CommandShape } from '../completion/candidates';
import type { Io } from '../io';
import { EXIT_BAD_INPUT, EXIT_OK } from '../io';
import type { Register } from '../register';

/** The program as the completer sees it: visible commands, their long options, arguments and subcommands. */
function shapeOf(program: Command): CommandShape[] {
  return program.commands
    .filter((c) => !(c as unknown as { _hidden?: boolean })._hidden)
    .map((c) => ({
      name: c.name(),
      options: c.options
        .filter((o) => o.long !== undefined && !o.hidden)
        .map((o) => ({
          flag: o.long!,
          takesValue: o.required || o.optional,
          valueName: /<([^>]+)>|\[([^\]]+)\]/.exec(o.flags)?.slice(1).find(Boolean),
        })),
      args: c.registeredArguments.map((a) => a.name()),
      ...(c.commands.length > 0 ? { subcommands: shapeOf(c) } : {}),
    }));
}

export const registerCompletion: Register = (program: Command, io: Io, setExit) => {
  program
    .command('completion')
    .description('print a shell completion script (bash, zsh or fish); see README for installing it')
    .argument('<shell>', 'bash, zsh or fish')
    .action(async (shell: string) => {
      const { renderCompletionScript, SHELLS } = await import('../completion/scripts');
      if (!(SHELLS as readonly string[]).includes(shell)) {
        io.err(`diemen: completion: the shell is bash, zsh or fish, not ${shell}`);
        setExit(EXIT_BAD_INPUT);
        return;
      }
      io.out(renderCompletionScript(shell as 'bash'));
      setExit(EXIT_OK);
    });

  program
    .command('__complete', { hidden: true })
    .argument('[words...]')
    .helpOption(false)
    .allowUnknownOption()
    .allowExcessArguments()
    .action(async (words: string[]) => {
      const { completeFor } = await import('../completion/run');
      const found = await completeFor(shapeOf(program), words.length > 0 ? words : [''], io);
      if (found.words.length > 0) io.out(found.words.join('\n'));
      if (found.files) io.out('@files');
      setExit(EXIT_OK);
    });
};
