/**
 * Armies in Die, Men! battles (ruling 33): a side may name an army file (`army: my-army.yaml`, or
 * a ready-made army by name) instead of listing its units. The commands read the file; here its
 * units become the side's `deploy` (placed in play before round 1, a hex a turn), its name the
 * side's unless the side gives one, its player characters' pools the side's. An army's unit types
 * bring their rules into the battle (both sides play by them): the types join
 * `options.complications.unitTypes`, and pools switch on Command Interference. A ram needs gates
 * to break: it is refused on a map without the castle terrain. The army is checked as
 * `diemen dm army` checks it, at its own lines.
 */
import { fail, ok, problem, type Problem, type Result } from '../../../core/problem';
import { armyRefs, assignArmy, sidesOf } from '../../../scenario/armySides';
import type { ArmyKit, ArmyText } from '../../../engine/game';
import type { Army } from '../army/load';
import { loadArmyText } from '../army/load';
import { UNIT_TYPES } from '../types';
import { UNIT_RULES } from '../unitRules';

type Doc = Record<string, unknown>;

const isRecord = (v: unknown): v is Doc => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The unit types of `army` that need the unitTypes complication. */
const typesNeeded = (army: Army): string[] =>
  UNIT_TYPES.filter((t) => (army.units[t] ?? 0) > 0 && UNIT_RULES[t].complication === 'unitTypes');

/** Whether the document switches the castle terrain on. */
function hasCastle(c: Doc): boolean {
  const terrain = c.terrain;
  return terrain === true || (Array.isArray(terrain) && terrain.includes('castle'));
}

/** `options.complications` with the armies' unit types (and Command Interference) switched on. */
function switchedOn(data: Doc, armies: readonly Army[]): Doc {
  const types = new Set(armies.flatMap(typesNeeded));
  const pcs = armies.some((a) => a.pcSkills !== null);
  if (types.size === 0 && !pcs) return data;
  const options = isRecord(data.options) ? data.options : {};
  const c = isRecord(options.complications) ? options.complications : {};
  const had = c.unitTypes;
  // A malformed value is the scenario check's to say; the armies leave it as it is.
  const unitTypes =
    had === true || (had !== undefined && !Array.isArray(had))
      ? had
      : types.size === 0
        ? had
        : [...new Set([...((had as unknown[] | undefined) ?? []), ...types])];
  const next = {
    ...c,
    ...(unitTypes !== undefined ? { unitTypes } : {}),
    ...(pcs ? { commandInterference: true } : {}),
  };
  return { ...data, options: { ...options, complications: next } };
}

function expand(data: unknown, armies: readonly ArmyText[]): Result<unknown, Problem[]> {
  const problems: Problem[] = [];
  const sides = [...sidesOf(data)];
  const read: Army[] = [];
  const doc = isRecord(data) ? data : {};
  const options = isRecord(doc.options) ? doc.options : {};
  const castle = hasCastle(isRecord(options.complications) ? options.complications : {});
  for (const a of armies) {
    const loaded = loadArmyText(a.text, a.file);
    if (!loaded.ok) {
      problems.push(...loaded.error);
      continue;
    }
    const { army, lineOf } = loaded.value;
    if ((army.units.ram ?? 0) > 0 && !castle) {
      problems.push(
        problem(
          'die-men.army-ram',
          `${army.name}: a ram breaks gates, and this battle has no castle terrain`,
          {
            file: a.file,
            line: lineOf(['units', 'ram']),
            path: ['units', 'ram'],
          },
        ),
      );
      continue;
    }
    const { army: _army, ...side } = sides[a.ref.side] as Doc;
    sides[a.ref.side] = {
      ...side,
      name: side.name ?? army.name,
      deploy: army.units,
      ...(army.pcSkills && side.pcSkills === undefined ? { pcSkills: army.pcSkills } : {}),
    };
    read.push(army);
  }
  return problems.length > 0 ? fail(problems) : ok({ ...switchedOn(doc, read), sides });
}

export const dieMenArmies: ArmyKit = { refs: armyRefs, assign: assignArmy, expand };
