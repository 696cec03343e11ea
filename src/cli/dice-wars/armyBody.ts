/**
 * The bodies of `diemen dw army` and `diemen dw schema`. Loaded on demand: they bring zod and yaml.
 * Problems print one line each (`diemen: file:line: field: message`) and exit 2.
 */
import { armyTotals } from '../../rulesets/dice-wars/army';
import { loadArmyText } from '../../rulesets/dice-wars/army/load';
import { armyJsonSchema } from '../../rulesets/dice-wars/army/schema';
import { runArmyFile, runArmyList } from '../armyCommand';
import { EXIT_OK, type Io } from '../io';
import { armyJson, renderArmy, renderArmyList } from './renderArmy';

export interface ArmyOptions {
  readonly json?: boolean;
}

const GAME = 'dice-wars';

export function runArmy(io: Io, file: string | undefined, opts: ArmyOptions): number {
  if (file === undefined) return listArmies(io, opts);
  return runArmyFile(io, file, GAME, opts, loadArmyText, {
    json: (f, { army }) => armyJson(f, army, armyTotals(army)),
    text: ({ army }, style) => renderArmy(army, armyTotals(army), style),
  });
}

/** The ready-made armies (armies/dice-wars/): a line each. */
function listArmies(io: Io, opts: ArmyOptions): number {
  return runArmyList(io, GAME, opts, loadArmyText, {
    json: (name, { army }) => armyJson(name, army, armyTotals(army)),
    text: (armies, style) =>
      renderArmyList(
        armies.map(({ name, loaded: { army } }) => ({ name, army, totals: armyTotals(army) })),
        style,
      ),
  });
}

export function runArmySchema(io: Io): number {
  io.out(`${JSON.stringify(armyJsonSchema(), null, 2)}\n`);
  return EXIT_OK;
}
