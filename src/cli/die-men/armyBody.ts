/**
 * The bodies of `diemen dm army` and `diemen dm schema`. Loaded on demand: they bring zod and
 * yaml. Problems print one line each (`diemen: file:line: field: message`) and exit 2.
 */
import { loadArmyText } from '../../rulesets/die-men/army/load';
import { armyJsonSchema } from '../../rulesets/die-men/army/schema';
import { runArmyFile, runArmyList } from '../armyCommand';
import { EXIT_OK, type Io } from '../io';
import { armyJson, renderArmy, renderArmyList } from './renderArmy';

const GAME = 'die-men';

export function runArmy(io: Io, file: string | undefined, opts: { json?: boolean }): number {
  if (file === undefined) return listArmies(io, opts);
  return runArmyFile(io, file, GAME, opts, loadArmyText, {
    json: (f, { army }) => armyJson(f, army),
    text: ({ army }, style) => renderArmy(army, style),
  });
}

/** The ready-made armies (armies/die-men/): a line each. */
function listArmies(io: Io, opts: { json?: boolean }): number {
  return runArmyList(io, GAME, opts, loadArmyText, {
    json: (name, { army }) => armyJson(name, army),
    text: (armies, style) =>
      renderArmyList(
        armies.map(({ name, loaded: { army } }) => ({ name, army })),
        style,
      ),
  });
}

export function runArmySchema(io: Io): number {
  io.out(`${JSON.stringify(armyJsonSchema(), null, 2)}\n`);
  return EXIT_OK;
}
