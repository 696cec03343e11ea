/**
 * The attack tables ("Basic Melee Action", "Melee Dice", "Ranged Dice", "Indirect Dice", "Dice
 * Type Tables") as data. Each line of a table adds to the lines above it (ruling DW3), so an
 * equipment's profile is worked out from its dice left.
 */
import type { EquipmentKind } from './army';

/** How much one hit does: 1, a D3 (a d6 halved, rounded up) or a D6. */
export type HitDamage = 1 | 'd3' | 'd6';

export interface Profile {
  /** Inches, base to base: a target nearer than `min` or farther than `max` is out of range. */
  readonly min: number;
  readonly max: number;
  /** The face a hit die needs, before the Speed penalty. */
  readonly need: number;
  readonly ignoresCover: boolean;
  readonly vsUnit: HitDamage;
  readonly vsSquad: HitDamage;
}

export const BASIC_MELEE: Profile = { min: 0, max: 1, need: 4, ignoresCover: false, vsUnit: 1, vsSquad: 1 };

const heavy = (dice: number): Pick<Profile, 'vsUnit' | 'vsSquad'> => ({
  vsUnit: dice >= 4 ? 'd3' : 1,
  vsSquad: dice >= 4 ? 'd6' : dice >= 3 ? 'd3' : 1,
});

/** The profile of a piece of equipment with `dice` dice (1 to 4; 0 is no weapon: null). */
export function profileOf(kind: EquipmentKind, dice: number): Profile | null {
  if (dice < 1) return null;
  switch (kind) {
    case 'melee':
      return { min: 0, max: 3, need: dice >= 2 ? 3 : 4, ignoresCover: dice >= 3, ...heavy(dice) };
    case 'ranged':
      return {
        min: 0,
        max: dice >= 3 ? 18 : 12,
        need: dice >= 2 ? 3 : 4,
        ignoresCover: false,
        ...heavy(dice),
      };
    case 'indirect':
      return { min: 12, max: dice >= 3 ? 36 : 24, need: 4, ignoresCover: dice >= 2, ...heavy(dice) };
  }
}

/** "Speed Dice in Attacks": -1 to hit a target with 2 or more Speed dice (ruling DW3). */
export const needAgainst = (p: Profile, targetSpeed: number): number => p.need + (targetSpeed >= 2 ? 1 : 0);

/** What a hit does to a target, from its damage die's face (ignored for 1). */
export function hitDamage(d: HitDamage, face: number): number {
  if (d === 1) return 1;
  return d === 'd3' ? Math.ceil(face / 2) : face;
}

/** Mean damage of one hit (the computer general's estimate). */
export const meanHitDamage = (d: HitDamage): number => (d === 1 ? 1 : d === 'd3' ? 2 : 3.5);

/** Move inches ("Speed Dice in Moves"): 6, 12 with 1+ Speed dice, 18 with 3+. */
export const moveInches = (speed: number): number => (speed >= 3 ? 18 : speed >= 1 ? 12 : 6);

/** Move actions an activation may spend: one, two with 4 Speed dice. */
export const moveActions = (speed: number): number => (speed >= 4 ? 2 : 1);

/** "Armor Dice in the Damage Phase": the save's target and the automatic passes (ruling DW4). */
export function saveOf(armor: number): { need: number; automatic: number } | null {
  if (armor < 1) return null;
  return { need: armor >= 3 ? 4 : 5, automatic: armor >= 4 ? 1 : 0 };
}
