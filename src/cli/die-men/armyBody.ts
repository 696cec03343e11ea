/**
 * The bodies of `diemen dm army` and `diemen dm schema`. Loaded on demand: they bring zod and
 * yaml. Problems print one line each (`diemen: file:line: field: message`) and exit 2.
 */
import { loadArmyText } from '../../rulesets/die-men/army/load';
import { armyJsonSchema } from '../../rulesets/die-men/army/schema';
import { runArmyFile } from '../armyCommand';
import { bundledArmies } from '../bundled';
import { EXIT_OK, type Io } from '../io';
import { readScenarioFile } from '../readFile';
import { reportProblems } from '../report';
import { styleFor } from '../style';
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
  const armies = [];
  for (const b of bundledArmies(GAME)) {
    const source = readScenarioFile(b.file);
    if (!source.ok) return reportProblems(io, [source.error]);
    const loaded = loadArmyText(source.value, b.file);
    if (!loaded.ok) return reportProblems(io, loaded.error);
    armies.push({ name: b.name, army: loaded.value.army });
  }
  if (opts.json)
    io.out(
      JSON.stringify(
        armies.map((a) => armyJson(a.name, a.army)),
        null,
        2,
      ),
    );
  else io.out(renderArmyList(armies, styleFor(io)));
  return EXIT_OK;
}

export function runArmySchema(io: Io): number {
  io.out(`${JSON.stringify(armyJsonSchema(), null, 2)}\n`);
  return EXIT_OK;
}
