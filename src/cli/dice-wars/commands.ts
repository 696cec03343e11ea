/**
 * `diemen dw`: Dice Wars at the table. `dw army FILE` prints an army's stat cards, their costs and
 * the total against its size; `dw schema` the JSON Schema of army files, for editors. The bodies
 * load on demand: zod and yaml come with them.
 */
import type { Command } from 'commander';
import type { Io } from '../io';
import type { Register } from '../register';

export const registerDiceWars: Register = (program: Command, io: Io, setExit) => {
  const dw = program.command('dw').description('Dice Wars: check and cost an army list (docs/dice-wars.md)');

  dw.command('army')
    .description("print an army's stat cards, their cost in dice and the total against its size")
    .argument(
      '<army>',
      'the army file (YAML or JSON, ruleset: dice-wars), or a ready-made army by name (skirmish-warband)',
    )
    .option('--json', 'print the cards and totals as JSON instead')
    .action(async (file: string, opts: { json?: boolean }) => {
      const { runArmy } = await import('./armyBody');
      setExit(runArmy(io, file, opts));
    });

  dw.command('schema')
    .description('print the JSON Schema of army files, for editors (docs/dice-wars-army.schema.json)')
    .action(async () => {
      const { runArmySchema } = await import('./armyBody');
      setExit(runArmySchema(io));
    });
};
