/**
 * `diemen dw`: Dice Wars at the table. `dw army FILE` prints an army's stat cards, their costs and
 * the total against its size (with no FILE, the ready-made armies); `dw schema` the JSON Schema of army files, for editors; `dw attack`
 * one attack from stat lines, rolled or as exact odds. The bodies load on demand: zod and yaml come
 * with them.
 */
import type { Command } from 'commander';
import type { Io } from '../io';
import type { Register } from '../register';

export const registerDiceWars: Register = (program: Command, io: Io, setExit) => {
  const dw = program
    .command('dw')
    .description('Dice Wars at the table: army lists, quick attacks (docs/dice-wars.md)');

  dw.command('army')
    .description(
      "print an army's stat cards, their cost in dice and the total against its size; no army: the ready-made ones",
    )
    .argument(
      '[army]',
      'the army file (YAML or JSON, ruleset: dice-wars), or a ready-made army by name (skirmish-warband)',
    )
    .option('--json', 'print the cards and totals as JSON instead')
    .action(async (file: string | undefined, opts: { json?: boolean }) => {
      const { runArmy } = await import('./armyBody');
      setExit(runArmy(io, file, opts));
    });

  dw.command('schema')
    .description('print the JSON Schema of army files, for editors (docs/dice-wars-army.schema.json)')
    .action(async () => {
      const { runArmySchema } = await import('./armyBody');
      setExit(runArmySchema(io));
    });

  dw.command('attack')
    .description('resolve one attack from stat lines, e.g. squad 5 ranged 2 vs speed 2 cover')
    .argument(
      '[words...]',
      'ATTACKER vs TARGET: [N models] basic|melee N|ranged N|indirect N (r2, m3, i2) vs [squad] [speed N] [armor N] [cover]',
    )
    .option('--members <n>', 'attacking models in range and sight (1-5)')
    .option('--weapon <weapon>', 'basic, melee:N, ranged:N or indirect:N')
    .option('--target-speed <n>', "the target's Speed dice")
    .option('--target-armor <n>', "the target's Armor dice")
    .option('--cover', 'the target is in cover it has not used this round')
    .option('--squad-target', 'the target is a squad')
    .option('--seed <seed>', 'roll these dice again')
    .option('--dice <faces>', 'physical dice: HITS/DAMAGE/SAVES, e.g. 5,3/4/2')
    .option('--odds', 'the exact chances of each damage after saves, and the expected damage; no roll')
    .option('--json', 'print one JSON object')
    .action(async (words: string[], opts: Record<string, unknown>) => {
      const { runQuickAttack } = await import('./runQuickAttack');
      setExit(runQuickAttack(io, words, opts));
    });
};
