/**
 * Die Fighting's commands at the table: `diemen cards` (the default unit cards and the
 * commanders) and `diemen df attack` (one attack rolled, or its exact odds). Only the commands are
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
  const df = program.command('df').description('Die Fighting at the table: quick resolvers');
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
