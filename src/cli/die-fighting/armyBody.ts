/**
 * The bodies of `diemen df army` and `diemen df schema`. Loaded on demand: they bring zod and
 * yaml. Problems print one line each (`diemen: file:line: field: message`) and exit 2.
 */
import { armyTotals } from '../../rulesets/die-fighting/army';
import { loadArmyText } from '../../rulesets/die-fighting/army/load';
import { armyJsonSchema } from '../../rulesets/die-fighting/army/schema';
import { runArmyFile } from '../armyCommand';
import { bundledArmies } from '../bundled';
import { EXIT_OK, type Io } from '../io';
import { readScenarioFile } from '../readFile';
import { reportProblems } from '../report';
import { styleFor } from '../style';
import { armyJson, renderArmy, renderArmyList } from './renderArmy';

const GAME = 'die-fighting';

export function runArmy(io: Io, file: string | undefined, opts: { json?: boolean }): number {
  if (file === undefined) return listArmies(io, opts);
  return runArmyFile(io, file, GAME, opts, loadArmyText, {
    json: (f, { army }) => armyJson(f, army, armyTotals(army)),
    text: ({ army }, style) => renderArmy(army, armyTotals(army), style),
  });
}

/** The ready-made armies (armies/die-fighting/): a line each. */
function listArmies(io: Io, opts: { json?: boolean }): number {
  const armies = [];
  for (const b of bundledArmies(GAME)) {
    const source = readScenarioFile(b.file);
    const loaded = source.ok ? loadArmyText(source.value, b.file) : null;
    if (!source.ok) return reportProblems(io, [source.error]);
    if (!loaded!.ok) return reportProblems(io, loaded!.error);
    armies.push({ name: b.name, army: loaded!.value.army, totals: armyTotals(loaded!.value.army) });
  }
  if (opts.json)
    io.out(
      JSON.stringify(
        armies.map((a) => armyJson(a.name, a.army, a.totals)),
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
