/**
 * Loads an army file's text (YAML or JSON) through the shared scenario loader: every problem, the
 * file's shape and the game's limits alike, comes back in one pass with file, line and field.
 * Pure: the CLI reads the file.
 */
import { fail, ok, problem, type PathSegment, type Problem, type Result } from '../../../core/problem';
import { parseScenarioText, sortProblems, validateScenario } from '../../../scenario';
import { byPosition, notAnArmy as notAnArmyOf } from '../../../scenario/armyText';
import { checkArmy, type Army } from './army';
import { checkCard } from './checkCard';
import { armyOf, cardOf, checkPassiveKinds, FILE_CODES, FULL_RULEBOOK_KINDS } from './fromFile';
import { armyFileSchema, armyUnitSchema, MAX_UNITS, type ArmyFileUnit } from './schema';

export interface LoadedArmy {
  readonly file: string;
  readonly army: Army;
  /** The file's cards as written (the schema's output), for a battle's sides. */
  readonly units: readonly ArmyFileUnit[];
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const FULL = new Set<string>(FULL_RULEBOOK_KINDS);

/** The army's name when the file gives none: the file name without folders or extension. */
export const nameFromFile = (file: string): string =>
  file.replace(/^.*[\\/]/, '').replace(/\.(ya?ml|json)$/i, '') || file;

export function loadArmyText(source: string, file: string): Result<LoadedArmy, Problem[]> {
  const text = parseScenarioText(source, file);
  if (!text.ok) return text;
  const at = (p: Problem): Problem => ({ ...p, file, line: text.value.lineOf(p.path ?? []) });
  const other = notAnArmy(text.value.data);
  if (other) return fail([at(other)]);
  const shape = validateScenario(text.value, { schema: armyFileSchema });
  if (shape.ok) {
    const army = armyOf(shape.value, nameFromFile(file));
    const problems = [
      ...checkArmy(army),
      ...shape.value.units.flatMap((u, i) => checkPassiveKinds(u, ['units', i])),
    ].map(at);
    return problems.length > 0
      ? fail(sortProblems(byPosition(problems, text.value)))
      : ok({ file, army, units: shape.value.units });
  }
  const problems = [
    ...shape.error.map((p) => fullRulesInstead(p, text.value.data) ?? p),
    ...unitsAlone(text.value.data).map(at),
  ];
  return fail(sortProblems(byPosition(problems, text.value)));
}

/** A file of another game (a battle scenario, say): one line saying so. */
const notAnArmy = (data: unknown): Problem | null =>
  notAnArmyOf(data, 'dice-wars', 'Dice Wars', FILE_CODES.notAnArmy);

/** zod's "unknown field" for transport, boost or weaken becomes the line that says why. */
function fullRulesInstead(p: Problem, data: unknown): Problem | null {
  const path = p.path ?? [];
  const key = path[path.length - 1];
  if (p.code !== 'scenario.unrecognized_keys' || typeof key !== 'string' || !FULL.has(key)) return null;
  if (path.length !== 3 || path[0] !== 'units') return null;
  const name = unitName(data, path[1]!);
  const title = key[0]!.toUpperCase() + key.slice(1);
  return problem(
    FILE_CODES.fullRules,
    `${name ? `${name}: ` : ''}${title} dice are in the full Dice Wars rulebook only; the introductory rules diemen follows leave them out`,
    { path, file: p.file, line: p.line, facts: { kind: key, ...(name ? { unit: name } : {}) } },
  );
}

function unitName(data: unknown, index: PathSegment): string | undefined {
  const units = isRecord(data) ? data.units : undefined;
  const unit = Array.isArray(units) && typeof index === 'number' ? units[index] : undefined;
  return isRecord(unit) && typeof unit.name === 'string' ? unit.name : undefined;
}

/** When the file as a whole is malformed, the limits of each unit that is well formed on its own. */
function unitsAlone(data: unknown): Problem[] {
  const units = isRecord(data) ? data.units : undefined;
  // Too many units is said once by the schema; checking each card would say 50,000 more.
  if (!Array.isArray(units) || units.length > MAX_UNITS) return [];
  return units.flatMap((raw, i) => {
    const rest = isRecord(raw) ? Object.fromEntries(Object.entries(raw).filter(([k]) => !FULL.has(k))) : raw;
    const unit = armyUnitSchema().safeParse(rest);
    if (!unit.success) return [];
    return [...checkCard(cardOf(unit.data), ['units', i]), ...checkPassiveKinds(unit.data, ['units', i])];
  });
}
