/**
 * Loads a Die, Men! army file's text (YAML or JSON) through the shared scenario loader: every
 * problem comes back in one pass, each with file, line and field. Pure: the CLI reads the file.
 */
import { fail, ok, problem, type Problem, type Result } from '../../../core/problem';
import { parseScenarioText, sortProblems, validateScenario } from '../../../scenario';
import { byPosition, notAnArmy } from '../../../scenario/armyText';
import type { PcSkills, UnitCounts } from '../types';
import { toUnitCounts, totalUnits } from '../scenario/names';
import { armyFileSchema } from './schema';

export const ARMY_CODES = {
  notAnArmy: 'die-men.not-an-army',
  noUnits: 'die-men.army-without-units',
} as const;

/** A Die, Men! army: its units by type and its player characters' pools, if it gives them. */
export interface Army {
  readonly name: string;
  readonly description: string | null;
  readonly units: UnitCounts;
  readonly pcSkills: PcSkills | null;
}

export interface LoadedArmy {
  readonly file: string;
  readonly army: Army;
  /** Lines of the file's `units:` and of each type in it, where a battle's check of the army is said. */
  readonly unitsLine: number;
  readonly lineOf: (path: readonly (string | number)[]) => number;
}

/** The army's name when the file gives none: the file name without folders or extension. */
export const nameFromFile = (file: string): string =>
  file.replace(/^.*[\\/]/, '').replace(/\.(ya?ml|json)$/i, '') || file;

export function loadArmyText(source: string, file: string): Result<LoadedArmy, Problem[]> {
  const text = parseScenarioText(source, file);
  if (!text.ok) return text;
  const lineOf = (path: readonly (string | number)[]) => text.value.lineOf([...path]);
  const at = (p: Problem): Problem => ({ ...p, file, line: lineOf(p.path ?? []) });
  const other = notAnArmy(text.value.data, 'die-men', 'Die, Men!', ARMY_CODES.notAnArmy);
  if (other) return fail([at(other)]);
  const shape = validateScenario(text.value, { schema: armyFileSchema });
  if (!shape.ok) return fail(sortProblems(byPosition(shape.error, text.value)));
  const f = shape.value;
  const units = toUnitCounts(f.units);
  if (totalUnits(units) < 1)
    return fail([
      at(
        problem(ARMY_CODES.noUnits, 'an army needs at least one unit: { infantry: 6 }, or a number', {
          path: ['units'],
        }),
      ),
    ]);
  const army: Army = {
    name: f.name ?? nameFromFile(file),
    description: f.description ?? null,
    units,
    pcSkills: f.pcSkills ?? null,
  };
  return ok({ file, army, unitsLine: lineOf(['units']), lineOf });
}
