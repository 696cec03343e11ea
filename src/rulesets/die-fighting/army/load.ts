/**
 * Loads a Die Fighting army file's text (YAML or JSON) through the shared scenario loader: the
 * file's shape and the army's points come back in one pass, each with file, line and field. Pure:
 * the CLI reads the file.
 */
import { fail, ok, type Problem, type Result } from '../../../core/problem';
import { parseScenarioText, sortProblems, validateScenario } from '../../../scenario';
import { byPosition, notAnArmy } from '../../../scenario/armyText';
import type { CommanderRank, UnitType } from '../types';
import { checkArmy, type Army, type ArmyEntry } from './army';
import { armyFileSchema, MAX_UNITS, type ArmyFile, type ArmyFileUnit } from './schema';

export const FILE_CODES = { notAnArmy: 'die-fighting.not-an-army' } as const;

export interface LoadedArmy {
  readonly file: string;
  readonly army: Army;
  /** The line of the file's `units:`, where a problem of the army as a whole is said. */
  readonly unitsLine: number;
}

/** The army's name when the file gives none: the file name without folders or extension. */
export const nameFromFile = (file: string): string =>
  file.replace(/^.*[\\/]/, '').replace(/\.(ya?ml|json)$/i, '') || file;

export const entryOf = (u: ArmyFileUnit): ArmyEntry =>
  typeof u === 'string'
    ? { type: u as UnitType, commander: null, count: 1 }
    : {
        type: u.type as UnitType,
        commander: (u.commander as CommanderRank | undefined) ?? null,
        count: u.count,
      };

export const armyOf = (f: ArmyFile, fallbackName: string): Army => ({
  name: f.name ?? fallbackName,
  mode: f.mode ?? null,
  points: f.points ?? null,
  units: f.units.map(entryOf),
});

export function loadArmyText(source: string, file: string): Result<LoadedArmy, Problem[]> {
  const text = parseScenarioText(source, file);
  if (!text.ok) return text;
  const at = (p: Problem): Problem => ({ ...p, file, line: text.value.lineOf(p.path ?? []) });
  const other = notAnArmy(text.value.data, 'die-fighting', 'Die Fighting', FILE_CODES.notAnArmy);
  if (other) return fail([at(other)]);
  const shape = validateScenario(text.value, { schema: armyFileSchema });
  if (!shape.ok) return fail(sortProblems(byPosition(shape.error, text.value)));
  const army = armyOf(shape.value, nameFromFile(file));
  const problems = checkArmy(army, MAX_UNITS).map(at);
  return problems.length > 0
    ? fail(sortProblems(byPosition(problems, text.value)))
    : ok({ file, army, unitsLine: text.value.lineOf(['units']) });
}
