/**
 * The bodies of `diemen dw army` and `diemen dw schema`. Loaded on demand: they bring zod and yaml.
 * Problems print one line each (`diemen: file:line: field: message`) and exit 2.
 */
import { armyTotals } from '../../rulesets/dice-wars/army';
import { loadArmyText } from '../../rulesets/dice-wars/army/load';
import { armyJsonSchema } from '../../rulesets/dice-wars/army/schema';
import { runArmyFile } from '../armyCommand';
import { EXIT_OK, type Io } from '../io';
import { armyJson, renderArmy } from './renderArmy';

export interface ArmyOptions {
  readonly json?: boolean;
}

export function runArmy(io: Io, file: string, opts: ArmyOptions): number {
  return runArmyFile(io, file, 'dice-wars', opts, loadArmyText, {
    json: (f, { army }) => armyJson(f, army, armyTotals(army)),
    text: ({ army }, style) => renderArmy(army, armyTotals(army), style),
  });
}

export function runArmySchema(io: Io): number {
  io.out(`${JSON.stringify(armyJsonSchema(), null, 2)}\n`);
  return EXIT_OK;
}
