/**
 * The bodies of `diemen dw army` and `diemen dw schema`. Loaded on demand: they bring zod and yaml.
 * Problems print one line each (`diemen: file:line: field: message`) and exit 2.
 */
import { armyTotals } from '../../rulesets/dice-wars/army';
import { loadArmyText } from '../../rulesets/dice-wars/army/load';
import { armyJsonSchema } from '../../rulesets/dice-wars/army/schema';
import { armyPath } from '../bundled';
import { EXIT_OK, type Io } from '../io';
import { readScenarioFile } from '../readFile';
import { reportProblems } from '../report';
import { styleFor } from '../style';
import { armyJson, renderArmy } from './renderArmy';

export interface ArmyOptions {
  readonly json?: boolean;
}

export function runArmy(io: Io, file: string, opts: ArmyOptions): number {
  const source = readScenarioFile(armyPath(file, 'dice-wars'));
  if (!source.ok) return reportProblems(io, [source.error]);
  const loaded = loadArmyText(source.value, file);
  if (!loaded.ok) {
    if (opts.json) io.out(JSON.stringify({ file, ok: false, problems: loaded.error }, null, 2));
    return reportProblems(io, loaded.error);
  }
  const { army } = loaded.value;
  const totals = armyTotals(army);
  if (opts.json) io.out(JSON.stringify(armyJson(file, army, totals), null, 2));
  else io.out(renderArmy(army, totals, styleFor(io)));
  return EXIT_OK;
}

export function runArmySchema(io: Io): number {
  io.out(`${JSON.stringify(armyJsonSchema(), null, 2)}\n`);
  return EXIT_OK;
}
