/**
 * The complications a battle plays with: filled in from a setup's partial list, and checked
 * against what the setup uses (a hill with the hill complication off, cavalry with unit types
 * off... is an error, never silently ignored).
 */
import { problem, type Problem } from '../../core/problem';
import { TERRAIN_RULES } from './terrain';
import type { BattleSetup, Complications, UnitType } from './types';
import { NO_COMPLICATIONS, TERRAIN_COMPLICATIONS, UNIT_COMPLICATIONS, UNIT_TYPES } from './types';
import { UNIT_RULES, typesIn } from './unitRules';

export const MAX_COMMAND_LAG = 10;

/** Every field filled in; unknown values are left for `complicationProblems` to report. */
export function fullComplications(c: Partial<Complications> | undefined): Complications {
  return { ...NO_COMPLICATIONS, ...(c ?? {}) };
}

const isList = <T extends string>(x: unknown, allowed: readonly T[]): x is T[] =>
  Array.isArray(x) && x.every((v) => (allowed as readonly string[]).includes(v as string));

/** What is wrong with a setup's complications, and with its use of complications that are off. */
// eslint-disable-next-line max-lines-per-function -- one check per complication, in the order the rules list them
export function complicationProblems(setup: BattleSetup): Problem[] {
  const out: Problem[] = [];
  const bad = (code: string, message: string, path: (string | number)[]) =>
    out.push(problem(code, message, { path }));
  const c = fullComplications(setup.options?.complications);
  const base = ['options', 'complications'];
  if (!isList(c.terrain, TERRAIN_COMPLICATIONS)) {
    bad('setup.bad-complication', `terrain complications are ${TERRAIN_COMPLICATIONS.join(', ')}`, [
      ...base,
      'terrain',
    ]);
  }
  if (!isList(c.unitTypes, UNIT_COMPLICATIONS)) {
    bad('setup.bad-complication', `unit type complications are ${UNIT_COMPLICATIONS.join(', ')}`, [
      ...base,
      'unitTypes',
    ]);
  }
  if (!Number.isInteger(c.commandLag) || c.commandLag < 0 || c.commandLag > MAX_COMMAND_LAG) {
    bad('setup.bad-complication', `commandLag is a whole number 0-${MAX_COMMAND_LAG}`, [
      ...base,
      'commandLag',
    ]);
  }
  if (c.threat !== null) {
    const ok =
      typeof c.threat === 'object' &&
      Object.entries(c.threat).every(
        ([t, n]) =>
          (UNIT_TYPES as readonly string[]).includes(t) && Number.isInteger(n) && n! >= 0 && n! <= 10,
      );
    if (!ok)
      bad('setup.bad-complication', 'threat ratings are whole numbers 0-10 by unit type', [
        ...base,
        'threat',
      ]);
  }
  if (typeof c.commandInterference !== 'boolean') {
    bad('setup.bad-complication', 'commandInterference is true or false', [...base, 'commandInterference']);
  }
  if (out.length > 0) return out;

  for (const [key, t] of Object.entries(setup.terrain ?? {})) {
    const needs = TERRAIN_RULES[t]?.complication;
    if (needs && !c.terrain.includes(needs)) {
      bad('setup.complication-off', `${t} terrain at ${key} needs the ${needs} terrain complication`, [
        'terrain',
        key,
      ]);
    }
  }
  for (const [key, o] of Object.entries(setup.occupants ?? {})) {
    for (const t of typesIn(o.units)) {
      const why = typeOff(c, t);
      if (why) bad('setup.complication-off', `${t} units at ${key} ${why}`, ['occupants', key, 'units', t]);
      const terrain = setup.terrain?.[key];
      if (UNIT_RULES[t].lowGroundOnly && terrain && TERRAIN_RULES[terrain]?.noChariots) {
        bad('setup.chariots-terrain', `chariots can't stand on ${terrain} terrain at ${key}`, [
          'occupants',
          key,
          'units',
          t,
        ]);
      }
    }
  }
  for (const [side, units] of Object.entries(setup.deploy ?? {})) {
    for (const t of typesIn(units)) {
      const why = typeOff(c, t);
      if (why) bad('setup.complication-off', `${side}'s ${t} units to deploy ${why}`, ['deploy', side, t]);
    }
  }
  for (const [key, owner] of Object.entries(setup.gates ?? {})) {
    const t = setup.terrain?.[key];
    if (!t || !TERRAIN_RULES[t]?.gate)
      bad('setup.not-a-gate', `${key} is not a palisade, drawbridge or portcullis`, ['gates', key]);
    if (!(setup.sides ?? []).some((s) => s.id === owner))
      bad('setup.unknown-side', `no side is called ${owner}`, ['gates', key]);
  }
  (setup.sides ?? []).forEach((s, i) => {
    if (s.pcSkills && !c.commandInterference) {
      bad('setup.complication-off', `pcSkills are for Command Interference, which is off`, [
        'sides',
        i,
        'pcSkills',
      ]);
    }
  });
  return out;
}

/** Why `type` can't be used with these complications, or null. */
export function typeOff(c: Complications, type: UnitType): string | null {
  const needs = UNIT_RULES[type].complication;
  if (needs === 'castle' && !c.terrain.includes('castle')) return 'need the castle terrain complication';
  if (needs === 'unitTypes' && !(c.unitTypes as readonly string[]).includes(type)) {
    return `need the ${type} unit type complication`;
  }
  return null;
}
