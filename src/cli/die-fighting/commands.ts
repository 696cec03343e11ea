/**
 * Die Fighting's commands at the table: `diemen cards` (the default unit cards and the
 * commanders), `diemen df army` (an army's points against its mode), `diemen df schema` (army
 * files' JSON Schema) and `diemen df attack` (one attack rolled, or its exact odds). Only the commands are
 * declared here; their bodies load when they run, so start-up doesn't pay for the rules.
 */
import type { Register } from '../register';

export const registerDieFighting: Register = (program, io, setExit) => {
  program
    .command('cards')
    .description("Die Fighting: every unit type's default card, and the commanders' costs and bonuses")
    .argument('[scenario]', 'a Die Fighting scenario (file or bundled name): its cards, changes marked')
    .option('--json', 'print one JSON object: { "units": {...}, "commanders": {...} }')
    .action(async (file: string | undefined, o: { json?: boolean }) => {
      const { runCards } = await import('./runCards');
      setExit(runCards(io, file, o));
    });
  const df = program
    .command('df')
    .description('Die Fighting at the table: army lists, quick resolvers (docs/die-fighting.md)');
  df.command('army')
    .description(
      "print an army's units, their points and the total against its mode; no army: the ready-made ones",
    )
    .argument(
      '[army]',
      'the army file (YAML or JSON, ruleset: die-fighting), or a ready-made army by name (border-patrol)',
    )
    .option('--json', 'print the units and totals as JSON instead')
    .action(async (file: string | undefined, opts: { json?: boolean }) => {
      const { runArmy } = await import('./armyBody');
      setExit(runArmy(io, file, opts));
    });
  df.command('schema')
    .description('print the JSON Schema of army files, for editors (docs/die-fighting-army.schema.json)')
    .action(async () => {
      const { runArmySchema } = await import('./armyBody');
      setExit(runArmySchema(io));
    });
  df.command('attack')
    .description('resolve one attack (or its exact odds), e.g. heavy-cavalry+captain vs light-infantry@5')
    .argument('<units...>', 'ATTACKER vs DEFENDER [DEFENDER...]: type[+commander][@health]')
    .option('--seed <seed>', 'roll these dice again')
    .option('--dice <faces>', 'physical dice, roll by roll: attack/each defence/damage, e.g. 5,4/2,2/7')
    .option('--odds', 'the exact chance of a hit, the expected damage and the chance to destroy; no roll')
    .option('--json', 'print one JSON object')
    .action(async (units: string[], o: { seed?: string; dice?: string; odds?: boolean; json?: boolean }) => {
      const { runQuickAttack } = await import('./runQuickAttack');
      setExit(runQuickAttack(io, units, o));
    });
};
