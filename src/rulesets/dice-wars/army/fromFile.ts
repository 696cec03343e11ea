/**
 * An army file's data to the pure Army, and the file-level rules the Card type can't even hold:
 * Passive dice of both kinds, and the dice kinds of the full rulebook. No zod here: only the
 * schema's output type.
 */
import { problem, type PathSegment, type Problem } from '../../../core/problem';
import type { Army } from './army';
import { EQUIPMENT_KINDS, type Card, type Passive } from './card';
import type { ArmyFile, ArmyFileUnit } from './schema';

export const FILE_CODES = {
  passiveKinds: 'dice-wars.passive-kinds',
  fullRules: 'dice-wars.full-rules',
  notAnArmy: 'dice-wars.not-an-army',
} as const;

/** Dice kinds the introductory rules name but leave to the full rulebook ("Stats - Dice Types"). */
export const FULL_RULEBOOK_KINDS = ['transport', 'boost', 'weaken'] as const;

const list = (v: number | readonly number[] | undefined): number[] =>
  // A 0-dice equipment is a blank line on the card: no equipment at all.
  (v === undefined ? [] : typeof v === 'number' ? [v] : [...v]).filter((d) => d > 0);

function passiveOf(unit: ArmyFileUnit): Passive | null {
  if ((unit.armor ?? 0) > 0) return { kind: 'armor', dice: unit.armor! };
  if ((unit.speed ?? 0) > 0) return { kind: 'speed', dice: unit.speed! };
  return null;
}

export function cardOf(unit: ArmyFileUnit): Card {
  const [melee, ranged, indirect] = EQUIPMENT_KINDS.map((k) => list(unit[k]));
  return {
    name: unit.name,
    members: unit.members,
    core: unit.core,
    passive: passiveOf(unit),
    equipment: { melee: melee!, ranged: ranged!, indirect: indirect! },
  };
}

/** A card is either Armor or Speed ("Stats - Dice Types", Passive Dice). */
export function checkPassiveKinds(unit: ArmyFileUnit, at: readonly PathSegment[]): Problem[] {
  if ((unit.armor ?? 0) > 0 && (unit.speed ?? 0) > 0)
    return [
      problem(
        FILE_CODES.passiveKinds,
        `${unit.name}: Passive dice are Armor or Speed, not both (got ${unit.armor} armor, ${unit.speed} speed; Stats - Dice Types)`,
        {
          path: [...at, 'speed'],
          facts: { unit: unit.name, armor: unit.armor, speed: unit.speed },
        },
      ),
    ];
  return [];
}

export function armyOf(file: ArmyFile, fallbackName: string): Army {
  return {
    name: file.name ?? fallbackName,
    size: {
      ...(file.size ? { preset: file.size } : {}),
      ...(file.points !== undefined ? { points: file.points } : {}),
    },
    units: file.units.map(cardOf),
  };
}
