/**
 * `diemen validate FILE...`: checks scenario files of any game and prints every problem as
 * `diemen: file:line: field: message` (exit 2), or `ok: <name> (7x5 hex, 2 sides, ...)` (exit 0).
 * `diemen schema [--ruleset NAME]`: prints a game's JSON Schema for scenario files, for editors.
 * `diemen rulesets`: the games diemen plays, a line each. `diemen scenarios`: the bundled battles.
 * The bodies load on demand: zod and yaml come with them.
 */
import type { Command } from 'commander';
import type { Io } from '../io';
import type { Register } from '../register';

const collectArmy = (value: string, previous: string[] = []): string[] => [...previous, value];

export const registerValidate: Register = (program: Command, io: Io, setExit) => {
  program
    .command('validate')
    .description('check scenario files (YAML or JSON): every problem, with file, line and field')
    .argument('<files...>', 'scenario files')
    .option('--json', 'print one JSON object per file on stdout instead')
    .option(
      '--army <side=army>',
      'check the battle with a side fought by this army (repeatable)',
      collectArmy,
      [],
    )
    .action(async (files: string[], opts: { json?: boolean; army?: string[] }) => {
      const { runValidate } = await import('../battle/runValidate');
      setExit(runValidate(io, files, opts));
    });

  program
    .command('schema')
    .description("print a game's JSON Schema for scenario files, for editors (docs/scenario.schema.json)")
    .option('--ruleset <name>', 'the game (default: die-men; `diemen rulesets` lists them)')
    .action(async (opts: { ruleset?: string }) => {
      const { runSchema } = await import('../battle/runValidate');
      setExit(runSchema(io, opts));
    });

  program
    .command('new')
    .description('write a small, valid, commented scenario to start from (never overwrites a file)')
    .argument('<file>', 'the scenario file to write (YAML)')
    .option('--ruleset <name>', 'the game (default: die-men; `diemen rulesets` lists them)')
    .option('--grid <kind>', 'hex or square, for games that offer both')
    .action(async (file: string, opts: { ruleset?: string; grid?: string }) => {
      const { runNew } = await import('../battle/runNew');
      setExit(runNew(io, file, opts));
    });

  program
    .command('scenarios')
    .description('list the battles that ship with diemen: play, step or sim one by its name')
    .option('--json', 'print them as JSON')
    .action(async (opts: { json?: boolean }) => {
      const { runScenarios } = await import('../battle/runScenarios');
      setExit(runScenarios(io, opts));
    });

  program
    .command('rulesets')
    .description('list the games diemen plays (a scenario picks one with its ruleset: field)')
    .option('--json', 'print them as JSON')
    .action(async (opts: { json?: boolean }) => {
      const { runRulesets } = await import('../battle/runValidate');
      setExit(runRulesets(io, opts));
    });
};
