/**
 * `diemen dm`: Die, Men! at the table. `dm army [ARMY]` prints an army list's units by type and
 * the complications they need (no army: the ready-made ones); `dm schema` the JSON Schema of army
 * files, for editors. The bodies load on demand: zod and yaml come with them.
 */
import type { Register } from '../register';

export const registerDieMen: Register = (program, io, setExit) => {
  const dm = program
    .command('dm')
    .description('Die, Men! at the table: army lists (docs/scenario-format.md, "Armies")');
  dm.command('army')
    .description("print an army's units by type and what they need switched on; no army: the ready-made ones")
    .argument(
      '[army]',
      'the army file (YAML or JSON, ruleset: die-men), or a ready-made army by name (dm-border-levy)',
    )
    .option('--json', 'print the units as JSON instead')
    .action(async (file: string | undefined, opts: { json?: boolean }) => {
      const { runArmy } = await import('./armyBody');
      setExit(runArmy(io, file, opts));
    });
  dm.command('schema')
    .description('print the JSON Schema of army files, for editors (docs/die-men-army.schema.json)')
    .action(async () => {
      const { runArmySchema } = await import('./armyBody');
      setExit(runArmySchema(io));
    });
};
